#pragma once

#include <fstream>
#include <string>

namespace mazestudy {

// A file written through a stream, for content too long to build in memory
// first (a study's CSV). It goes to a temporary file beside the path and is
// renamed into place by commit(), so nobody ever sees it half-written;
// destroyed uncommitted, it leaves nothing behind.
class AtomicFileWriter {
public:
    AtomicFileWriter() = default;
    AtomicFileWriter(const AtomicFileWriter &) = delete;
    AtomicFileWriter &operator=(const AtomicFileWriter &) = delete;
    ~AtomicFileWriter();

    // False, with a message for the user, when the file cannot be created.
    bool open(const std::string &path, std::string &error);
    std::ostream &stream() { return m_out; }
    // Flushes and renames into place; false with a message, leaving nothing.
    bool commit(std::string &error);

private:
    void discard();
    std::string temporaryPath() const { return m_path + ".part"; }

    std::string m_path;
    std::ofstream m_out;
    bool m_open = false;
};

} // namespace mazestudy
