#include "npyreader.h"

#include "mazespec.h"

#include <algorithm>
#include <cstring>
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazestudy {

namespace {

// NumPy itself refuses headers longer than this unless told otherwise.
constexpr uint32_t MaxHeaderBytes = 65536;

struct Header {
    std::string descr;
    bool fortranOrder = false;
    std::vector<uint64_t> shape;
};

[[noreturn]] void fail(const std::string &what)
{
    throw std::runtime_error(what);
}

// The header is a Python dict literal written by repr(): string keys,
// string, boolean and tuple-of-integer values. Only that much is read.
class HeaderParser {
public:
    explicit HeaderParser(const std::string &text)
        : m_text(text)
    {
    }

    Header parse()
    {
        Header header;
        bool descr = false;
        bool order = false;
        bool shape = false;
        expect('{');
        while (!peek('}')) {
            const std::string key = string();
            expect(':');
            if (key == "descr" && !descr) {
                header.descr = string();
                descr = true;
            } else if (key == "fortran_order" && !order) {
                header.fortranOrder = boolean();
                order = true;
            } else if (key == "shape" && !shape) {
                header.shape = tuple();
                shape = true;
            } else {
                fail("the header has an unexpected or repeated key '" + key + "'");
            }
            if (!peek('}'))
                expect(',');
        }
        expect('}');
        skipSpace();
        if (m_at != m_text.size())
            fail("the header has text after its dict");
        if (!descr || !order || !shape)
            fail("the header lacks one of 'descr', 'fortran_order' and 'shape'");
        return header;
    }

private:
    void skipSpace()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\n'))
            ++m_at;
    }
    bool peek(char c)
    {
        skipSpace();
        return m_at < m_text.size() && m_text[m_at] == c;
    }
    void expect(char c)
    {
        if (!peek(c))
            fail(std::string("the header is not a Python dict: expected '") + c + "' at byte " + std::to_string(m_at));
        ++m_at;
    }
    std::string string()
    {
        skipSpace();
        if (m_at >= m_text.size() || (m_text[m_at] != '\'' && m_text[m_at] != '"'))
            fail("the header is not a Python dict: expected a string at byte " + std::to_string(m_at));
        const char quote = m_text[m_at++];
        const size_t end = m_text.find(quote, m_at);
        if (end == std::string::npos || end - m_at > 64)
            fail("the header has an unterminated or overlong string");
        std::string value = m_text.substr(m_at, end - m_at);
        m_at = end + 1;
        return value;
    }
    bool boolean()
    {
        skipSpace();
        for (const char *word : {"True", "False"}) {
            if (m_text.compare(m_at, std::strlen(word), word) == 0) {
                m_at += std::strlen(word);
                return word[0] == 'T';
            }
        }
        fail("'fortran_order' must be True or False");
    }
    std::vector<uint64_t> tuple()
    {
        std::vector<uint64_t> values;
        expect('(');
        while (!peek(')')) {
            skipSpace();
            uint64_t value = 0;
            size_t digits = 0;
            while (m_at < m_text.size() && m_text[m_at] >= '0' && m_text[m_at] <= '9' && digits < 19) {
                value = value * 10 + uint64_t(m_text[m_at++] - '0');
                ++digits;
            }
            if (digits == 0 || (m_at < m_text.size() && m_text[m_at] >= '0' && m_text[m_at] <= '9'))
                fail("'shape' must be a tuple of whole numbers");
            if (values.size() == 8)
                fail("'shape' has too many dimensions");
            values.push_back(value);
            if (!peek(')'))
                expect(',');
        }
        expect(')');
        return values;
    }

    const std::string &m_text;
    size_t m_at = 0;
};

struct ElementType {
    size_t bytes = 1;
    bool bigEndian = false;
    bool isSigned = false;
};

ElementType elementType(const std::string &descr)
{
    if (descr == "|u1" || descr == "|b1" || descr == "|i1" || descr == "u1" || descr == "b1" || descr == "i1")
        return {1, false, descr.back() == '1' && descr[descr.size() - 2] == 'i'};
    if (descr.size() == 3 && (descr[0] == '<' || descr[0] == '>' || descr[0] == '=')
        && (descr[1] == 'u' || descr[1] == 'i')
        && (descr[2] == '1' || descr[2] == '2' || descr[2] == '4' || descr[2] == '8'))
        return {size_t(descr[2] - '0'), descr[0] == '>', descr[1] == 'i'};
    fail("the array's type is '" + descr
        + "': a maze is an array of integers or booleans (uint8 '|u1' as mazelib keeps it, bool '|b1', or "
          "another integer type holding only 0 and 1)");
}

// A value as NumPy prints it: a signed type's top bit is its sign.
std::string valueText(uint64_t value, const ElementType &type)
{
    const unsigned bits = unsigned(8 * type.bytes);
    if (!type.isSigned || !(value >> (bits - 1) & 1))
        return std::to_string(value);
    if (bits == 64)
        return std::to_string(int64_t(value));
    return std::to_string(int64_t(value) - (int64_t(1) << bits));
}

std::string place(uint64_t row, uint64_t col)
{
    return "[" + std::to_string(row) + ", " + std::to_string(col) + "]";
}

} // namespace

Grid readNpy(std::istream &in, uint64_t size)
{
    char prefix[12];
    if (size < 10 || !in.read(prefix, 10) || std::memcmp(prefix, "\x93NUMPY", 6) != 0)
        fail("not a NumPy .npy file (it does not begin with \\x93NUMPY)");
    const int major = static_cast<unsigned char>(prefix[6]);
    const int minor = static_cast<unsigned char>(prefix[7]);
    if (major < 1 || major > 3 || minor != 0)
        fail(
            "unknown .npy version " + std::to_string(major) + "." + std::to_string(minor) + " (1.0, 2.0 and 3.0 read)");
    uint64_t headerLength = uint8_t(prefix[8]) | uint32_t(uint8_t(prefix[9])) << 8;
    uint64_t dataStart = 10;
    if (major > 1) {
        if (size < 12 || !in.read(prefix + 10, 2))
            fail("the file ends inside its header");
        headerLength |= uint32_t(uint8_t(prefix[10])) << 16 | uint32_t(uint8_t(prefix[11])) << 24;
        dataStart = 12;
    }
    if (headerLength > MaxHeaderBytes)
        fail("the header claims " + std::to_string(headerLength) + " bytes; at most " + std::to_string(MaxHeaderBytes)
            + " are read");
    if (headerLength > size - dataStart)
        fail("the file ends inside its header");
    std::string text(size_t(headerLength), '\0');
    if (!in.read(text.data(), std::streamsize(headerLength)))
        fail("the file ends inside its header");
    if (text.empty() || text.back() != '\n')
        fail("the header does not end with a newline");
    dataStart += headerLength;
    const Header header = HeaderParser(text).parse();
    const ElementType type = elementType(header.descr);
    if (header.shape.size() != 2)
        fail("a maze is a 2-D array (rows, cols); this one has " + std::to_string(header.shape.size()) + " dimensions");
    const uint64_t rows = header.shape[0];
    const uint64_t cols = header.shape[1];
    if (rows < 1 || cols < 1 || rows > uint64_t(MaxSide) || cols > uint64_t(MaxSide))
        fail("the array is " + std::to_string(rows) + " x " + std::to_string(cols) + "; a maze has 1 to "
            + std::to_string(MaxSide) + " rows and columns");
    const uint64_t dataBytes = rows * cols * type.bytes;
    if (size - dataStart < dataBytes)
        fail("the file is truncated: its " + std::to_string(rows) + " x " + std::to_string(cols) + " array needs "
            + std::to_string(dataBytes) + " bytes of data, it has " + std::to_string(size - dataStart));
    if (size - dataStart > dataBytes)
        fail(std::to_string(size - dataStart - dataBytes) + " bytes follow the array");

    Grid grid(static_cast<int>(rows), static_cast<int>(cols));
    // Read in slices so that a wide element type needs no second full copy.
    const uint64_t elements = rows * cols;
    std::vector<unsigned char> buffer;
    const uint64_t sliceElements = 1 << 16;
    for (uint64_t first = 0; first < elements; first += sliceElements) {
        const uint64_t count = std::min(sliceElements, elements - first);
        buffer.resize(size_t(count * type.bytes));
        if (!in.read(reinterpret_cast<char *>(buffer.data()), std::streamsize(buffer.size())))
            fail("the file is truncated: it ends inside the array's data");
        for (uint64_t i = 0; i < count; ++i) {
            const unsigned char *element = buffer.data() + i * type.bytes;
            uint64_t value = 0;
            for (size_t b = 0; b < type.bytes; ++b)
                value |= uint64_t(element[type.bigEndian ? type.bytes - 1 - b : b]) << (8 * b);
            const uint64_t at = first + i;
            const uint64_t row = header.fortranOrder ? at % rows : at / cols;
            const uint64_t col = header.fortranOrder ? at / rows : at % cols;
            if (value > 1)
                fail("the value at " + place(row, col) + " is " + valueText(value, type)
                    + "; a maze holds 1 for wall and 0 for floor");
            grid.set(int(row), int(col), value == 1 ? Grid::Wall : Grid::Floor);
        }
    }
    return grid;
}

} // namespace mazestudy
