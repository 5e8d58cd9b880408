#include "bytesource.h"

#include <algorithm>
#include <cstring>

namespace mazestudy {

ByteSource::ByteSource(std::istream &in)
    : m_in(in)
    , m_buffer(bufferSizeFor(in))
{
}

bool ByteSource::readLine(std::string &line, size_t limit)
{
    line.clear();
    while (available()) {
        const char *begin = m_buffer.data() + m_at;
        const auto *newline = static_cast<const char *>(std::memchr(begin, '\n', m_end - m_at));
        const size_t part = newline ? size_t(newline - begin) : m_end - m_at;
        if (line.size() + part > limit)
            return false;
        line.append(begin, part);
        m_at += part + (newline ? 1 : 0);
        if (newline)
            break;
    }
    return true;
}

size_t ByteSource::bufferSizeFor(std::istream &in)
{
    constexpr size_t Most = size_t(1) << 20;
    std::streambuf *stream = in.rdbuf();
    if (!stream)
        return Most;
    const std::streampos here = stream->pubseekoff(0, std::ios::cur, std::ios::in);
    if (here == std::streampos(std::streamoff(-1)))
        return Most;
    const std::streampos end = stream->pubseekoff(0, std::ios::end, std::ios::in);
    stream->pubseekpos(here, std::ios::in);
    if (end == std::streampos(std::streamoff(-1)) || end < here)
        return Most;
    return std::clamp<size_t>(size_t(end - here), 4096, Most);
}

bool ByteSource::available()
{
    if (m_at == m_end) {
        m_in.read(m_buffer.data(), std::streamsize(m_buffer.size()));
        m_end = size_t(m_in.gcount());
        m_at = 0;
    }
    return m_at < m_end;
}

} // namespace mazestudy
