#pragma once

#include <atomic>
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
//
// Only a regular file is ever replaced. A path that names a device, a pipe or
// a socket (/dev/null, /dev/stdout, a FIFO) is written directly: renaming over
// it would replace a system file with a regular one. A symbolic link is
// followed, so the link stays and its target is written. Temporaries carry
// the writer's process id, so that the next writer to the same file removes
// those a killed process left behind.
class AtomicFileWriter {
public:
    AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter &) = delete;
    AtomicFileWriter &operator=(const AtomicFileWriter &) = delete;
    ~AtomicFileWriter();

    // False, with a message for the user, when the file cannot be created.
    // A FIFO is opened once a reader has it open, as `cat > FIFO` does; with
    // `cancel`, the wait also ends when *cancel turns true (a study's Ctrl-C,
    // whose handler only sets a flag, would not end a blocked open()).
    bool open(const std::string &path, std::string &error, const std::atomic<bool> *cancel = nullptr);
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
    bool openDirectly(const std::string &path, bool fifo, const std::atomic<bool> *cancel, std::string &error);
    void attach(int descriptor);

    std::unique_ptr<Sink> m_sink;
    std::ostream m_stream;
    std::string m_path;
    std::string m_target; // m_path with its link followed: what the rename replaces
    std::string m_temporaryPath; // empty when writing directly or closed
    bool m_direct = false;
};

} // namespace mazestudy
