#pragma once

#include <cstddef>
#include <istream>
#include <string>
#include <vector>

namespace mazestudy {

// A stream's bytes through a buffer of up to a megabyte: line ends are found
// with memchr and each row is copied once, where the stream's own get() goes
// a character at a time. Reads ahead to the end, as the .maze reader does anyway.
class ByteSource {
public:
    explicit ByteSource(std::istream &in);

    int peek() { return available() ? static_cast<unsigned char>(m_buffer[m_at]) : std::char_traits<char>::eof(); }
    int take()
    {
        const int c = peek();
        m_at += c != std::char_traits<char>::eof();
        return c;
    }
    bool failed() const { return m_in.bad(); }

    // The rest of the line without its '\n'; false, having kept no more than
    // `limit` characters, when the line is longer than that.
    bool readLine(std::string &line, size_t limit);

private:
    // A small file or text gets a buffer its size, not a megabyte: studies
    // and tests read thousands of small mazes. A pipe, whose size is not
    // known, gets the megabyte.
    static size_t bufferSizeFor(std::istream &in);
    bool available();

    std::istream &m_in;
    std::vector<char> m_buffer;
    size_t m_at = 0;
    size_t m_end = 0;
};

} // namespace mazestudy
