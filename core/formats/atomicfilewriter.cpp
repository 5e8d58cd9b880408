#include "atomicfilewriter.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
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

bool AtomicFileWriter::open(const std::string &path, std::string &error)
{
    discard();
    std::error_code code;
    if (std::filesystem::is_directory(path, code)) {
        error = "cannot write " + path + ": it is a folder";
        return false;
    }
    std::string pattern = path + ".part-XXXXXX";
    const int descriptor = ::mkstemp(pattern.data());
    if (descriptor < 0) {
        error = "cannot write " + path + ": " + std::strerror(errno);
        return false;
    }
    // mkstemp makes the file private; a finished file gets the usual permissions.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(descriptor, 0666 & ~mask);
    m_path = path;
    m_temporaryPath = pattern;
    m_sink = std::make_unique<Sink>(descriptor);
    m_stream.rdbuf(m_sink.get());
    m_stream.clear();
    return true;
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
    std::filesystem::rename(m_temporaryPath, m_path, code);
    if (code) {
        error = "cannot write " + m_path + ": " + code.message();
        discard();
        return false;
    }
    m_stream.rdbuf(nullptr);
    m_sink.reset();
    m_temporaryPath.clear();
    return true;
}

void AtomicFileWriter::discard()
{
    if (m_temporaryPath.empty())
        return;
    m_stream.rdbuf(nullptr);
    m_sink.reset();
    std::error_code code;
    std::filesystem::remove(m_temporaryPath, code);
    m_temporaryPath.clear();
}

} // namespace mazestudy
