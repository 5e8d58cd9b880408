#include "atomicfile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace mazestudy {

bool writeFileAtomically(const std::string &path, const std::string &content, std::string &error)
{
    return writeFileAtomically(
        path, [&content](std::ostream &out) { out.write(content.data(), std::streamsize(content.size())); }, error);
}

bool writeFileAtomically(const std::string &path, const std::function<void(std::ostream &)> &write, std::string &error)
{
    namespace fs = std::filesystem;
    std::error_code code;
    if (fs::is_directory(path, code)) {
        error = "cannot write " + path + ": it is a folder";
        return false;
    }
    const std::string temporary = path + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = "cannot write " + path + ": " + std::strerror(errno);
            return false;
        }
        write(out);
        out.flush();
        if (!out) {
            error = "cannot write " + path + ": " + std::strerror(errno);
            out.close();
            fs::remove(temporary, code);
            return false;
        }
    }
    fs::rename(temporary, path, code);
    if (code) {
        error = "cannot write " + path + ": " + code.message();
        fs::remove(temporary, code);
        return false;
    }
    return true;
}

} // namespace mazestudy
