#pragma once

#include <memory>
#include <ostream>
#include <string>

namespace mazestudy {

// A file written through a stream, for content too long to build in memory
// first (a study's CSV, a 16001 x 16001 maze). It goes to a temporary file
// with a unique name beside the path and is renamed into place by commit(),
// so nobody ever sees it half-written; destroyed uncommitted, it leaves
// nothing behind. A write error is remembered with its cause (disk full, file
// too large) and reported by failed() and commit().
class AtomicFileWriter {
public:
    AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter &) = delete;
    AtomicFileWriter &operator=(const AtomicFileWriter &) = delete;
    ~AtomicFileWriter();

    // False, with a message for the user, when the file cannot be created.
    bool open(const std::string &path, std::string &error);
    std::ostream &stream() { return m_stream; }
    // Whether a write has failed already (so a long job can stop early).
    bool failed() const;
    // Flushes and closes the temporary file; false with the first write
    // error's message, leaving nothing. commit() finishes first if needed:
    // finish every file of a set before committing any of them.
    bool finish(std::string &error);
    // Renames into place; false with a message, leaving nothing.
    bool commit(std::string &error);
    void discard();

private:
    class Sink;
    std::unique_ptr<Sink> m_sink;
    std::ostream m_stream;
    std::string m_path;
    std::string m_temporaryPath;
};

} // namespace mazestudy
