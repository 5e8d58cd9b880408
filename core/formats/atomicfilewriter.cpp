#include "atomicfilewriter.h"

#include "regularfile.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <streambuf>
#include <vector>

namespace mazestudy {

// A stream buffer over a file descriptor that keeps the errno of the first
// failed write: std::ofstream loses it, and errno read later names some other
// call's failure.
class AtomicFileWriter::Sink : public std::streambuf {
public:
    explicit Sink(int descriptor)
        : m_descriptor(descriptor)
        , m_buffer(1 << 16)
    {
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    }
    ~Sink() override { close(); }

    int error() const { return m_error; }

    bool close()
    {
        if (m_descriptor < 0)
            return m_error == 0;
        drain();
        if (::close(m_descriptor) != 0 && m_error == 0)
            m_error = errno;
        m_descriptor = -1;
        return m_error == 0;
    }

protected:
    int_type overflow(int_type c) override
    {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain()
    {
        const char *data = pbase();
        size_t left = size_t(pptr() - pbase());
        while (left > 0 && m_error == 0) {
            const ssize_t written = ::write(m_descriptor, data, left);
            if (written < 0 && errno == EINTR)
                continue;
            if (written <= 0) {
                m_error = written < 0 ? errno : EIO;
                break;
            }
            data += written;
            left -= size_t(written);
        }
        setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
        return m_error == 0;
    }

    int m_descriptor;
    int m_error = 0;
    std::vector<char> m_buffer;
};

AtomicFileWriter::AtomicFileWriter()
    : m_stream(nullptr)
{
}

AtomicFileWriter::~AtomicFileWriter()
{
    discard();
}

namespace {

constexpr const char *TemporaryInfix = ".part-";

// Removes the temporaries of `target` whose writer is no longer running
// (killed, or out of memory): only this program's names, only regular files
// of this user. A temporary of a live writer, this one included, stays.
void removeStaleTemporaries(const std::filesystem::path &target)
{
    const std::string prefix = target.filename().string() + TemporaryInfix;
    std::error_code code;
    const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : ".";
    for (std::filesystem::directory_iterator entry(folder, code), end; !code && entry != end; entry.increment(code)) {
        const std::string name = entry->path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0)
            continue;
        char *pidEnd = nullptr;
        const long pid = std::strtol(name.c_str() + prefix.size(), &pidEnd, 10);
        // The name's shape is prefix, pid, '-', six characters of mkstemp.
        if (pid <= 0 || *pidEnd != '-' || std::strlen(pidEnd + 1) != 6)
            continue;
        struct stat info { };
        if (::lstat(entry->path().c_str(), &info) != 0 || !S_ISREG(info.st_mode) || info.st_uid != ::geteuid())
            continue;
        if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH) {
            std::error_code ignored;
            std::filesystem::remove(entry->path(), ignored);
        }
    }
}

} // namespace

bool AtomicFileWriter::open(const std::string &path, std::string &error, const std::atomic<bool> *cancel)
{
    discard();
    if (path.empty()) {
        error = "cannot write a file without a name: give a file name";
        return false;
    }
    struct stat info { };
    if (::stat(path.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode)) {
            error = "cannot write " + path + ": it is a folder";
            return false;
        }
        if (!S_ISREG(info.st_mode))
            return openDirectly(path, S_ISFIFO(info.st_mode), cancel, error);
    }
    // A link's target is the file to replace; a link to nothing yet names the
    // file to create.
    std::error_code code;
    const std::filesystem::path target = followLinks(path, code);
    if (code) {
        error = "cannot write " + path + ": " + code.message();
        return false;
    }
    removeStaleTemporaries(target);
    std::string pattern = target.string() + TemporaryInfix + std::to_string(::getpid()) + "-XXXXXX";
    // Close-on-exec: a lab script's helper, started meanwhile, must not hold the temporary open.
    const int descriptor = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (descriptor < 0) {
        error = "cannot write " + path + ": " + std::strerror(errno);
        return false;
    }
    // mkostemp makes the file private; a finished file gets the usual permissions.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(descriptor, 0666 & ~mask);
    m_path = path;
    m_temporaryPath = pattern;
    m_target = target.string();
    attach(descriptor);
    return true;
}

namespace {

// A FIFO's open() for writing blocks until a reader comes, through any signal
// whose handler returns: ask without blocking, every 10 ms, until a reader
// comes or *cancel turns true (then EINTR).
int openFifoUnlessCancelled(const std::string &path, const std::atomic<bool> &cancel)
{
    for (;;) {
        const int descriptor = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (descriptor >= 0) {
            // Written as any file is: a full pipe waits for its reader.
            ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
            return descriptor;
        }
        if (errno != ENXIO) // ENXIO: no reader yet
            return -1;
        if (cancel) {
            errno = EINTR;
            return -1;
        }
        ::poll(nullptr, 0, 10);
    }
}

} // namespace

bool AtomicFileWriter::openDirectly(
    const std::string &path, bool fifo, const std::atomic<bool> *cancel, std::string &error)
{
    const int descriptor
        = fifo && cancel ? openFifoUnlessCancelled(path, *cancel) : ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (descriptor < 0) {
        error = "cannot write " + path + ": "
            + (fifo && errno == EINTR ? std::string("stopped while it waited for a reader") : std::strerror(errno));
        return false;
    }
    m_path = path;
    m_direct = true;
    attach(descriptor);
    return true;
}

void AtomicFileWriter::attach(int descriptor)
{
    m_sink = std::make_unique<Sink>(descriptor);
    m_stream.rdbuf(m_sink.get());
    m_stream.clear();
}

bool AtomicFileWriter::failed() const
{
    return !m_sink || m_sink->error() != 0 || !m_stream;
}

bool AtomicFileWriter::finish(std::string &error)
{
    if (!m_sink) {
        error = "cannot write " + m_path + ": the file is not open";
        return false;
    }
    m_stream.flush();
    if (!m_sink->close() || !m_stream) {
        const int cause = m_sink->error();
        error = "cannot write " + m_path + ": " + (cause ? std::strerror(cause) : "the output failed");
        discard();
        return false;
    }
    return true;
}

bool AtomicFileWriter::commit(std::string &error)
{
    if (!finish(error))
        return false;
    std::error_code code;
    if (!m_direct)
        std::filesystem::rename(m_temporaryPath, m_target, code);
    if (code) {
        error = "cannot write " + m_path + ": " + code.message();
        discard();
        return false;
    }
    m_stream.rdbuf(nullptr);
    m_sink.reset();
    m_temporaryPath.clear();
    m_direct = false;
    return true;
}

void AtomicFileWriter::discard()
{
    m_stream.rdbuf(nullptr);
    m_sink.reset();
    m_direct = false;
    if (m_temporaryPath.empty())
        return;
    std::error_code code;
    std::filesystem::remove(m_temporaryPath, code);
    m_temporaryPath.clear();
}

} // namespace mazestudy
