#include "atomicfile.h"

#include "atomicfilewriter.h"

#include <ostream>

namespace mazestudy {

bool writeFileAtomically(const std::string &path, const std::string &content, std::string &error)
{
    return writeFileAtomically(
        path, [&content](std::ostream &out) { out.write(content.data(), std::streamsize(content.size())); }, error);
}

bool writeFileAtomically(const std::string &path, const std::function<void(std::ostream &)> &write, std::string &error)
{
    AtomicFileWriter file;
    if (!file.open(path, error))
        return false;
    write(file.stream());
    return file.commit(error);
}

} // namespace mazestudy
