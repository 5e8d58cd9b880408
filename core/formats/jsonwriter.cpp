#include "jsonwriter.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace mazestudy {

std::string formatNumber(double number)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, number);
    return std::string(buffer, result.ptr);
}

void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_hasValue.empty())
        return;
    if (m_hasValue.back())
        m_text += ',';
    m_hasValue.back() = true;
    m_text += '\n';
    m_text.append(2 * m_hasValue.size(), ' ');
}

void JsonWriter::open(char bracket)
{
    beforeValue();
    m_text += bracket;
    m_hasValue.push_back(false);
}

void JsonWriter::close(char bracket)
{
    const bool hadValue = m_hasValue.back();
    m_hasValue.pop_back();
    if (hadValue) {
        m_text += '\n';
        m_text.append(2 * m_hasValue.size(), ' ');
    }
    m_text += bracket;
    if (m_hasValue.empty())
        m_text += '\n';
}

void JsonWriter::beginDocument()
{
    beginObject();
    key("schema_version");
    value(JsonSchemaVersion);
}

void JsonWriter::beginObject()
{
    open('{');
}

void JsonWriter::endObject()
{
    close('}');
}

void JsonWriter::beginArray()
{
    open('[');
}

void JsonWriter::endArray()
{
    close(']');
}

void JsonWriter::key(const std::string &name)
{
    value(name);
    m_text += ": ";
    m_afterKey = true;
}

void JsonWriter::value(const std::string &text)
{
    beforeValue();
    m_text += '"';
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            m_text += '\\';
            m_text += c;
        } else if (c == '\n') {
            m_text += "\\n";
        } else if (c == '\t') {
            m_text += "\\t";
        } else if (byte < 0x20) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", unsigned(byte));
            m_text += escape;
        } else {
            m_text += c;
        }
    }
    m_text += '"';
}

void JsonWriter::value(double number)
{
    if (!std::isfinite(number)) {
        null();
        return;
    }
    beforeValue();
    m_text += formatNumber(number);
}

void JsonWriter::value(uint64_t number)
{
    beforeValue();
    m_text += std::to_string(number);
}

void JsonWriter::value(int64_t number)
{
    beforeValue();
    m_text += std::to_string(number);
}

void JsonWriter::value(bool flag)
{
    beforeValue();
    m_text += flag ? "true" : "false";
}

void JsonWriter::value(std::optional<double> number)
{
    if (number)
        value(*number);
    else
        null();
}

void JsonWriter::null()
{
    beforeValue();
    m_text += "null";
}

void JsonWriter::value(const std::vector<uint64_t> &numbers)
{
    beforeValue();
    m_text += '[';
    for (size_t i = 0; i < numbers.size(); ++i) {
        if (i > 0)
            m_text += ", ";
        m_text += std::to_string(numbers[i]);
    }
    m_text += ']';
}

void JsonWriter::value(const std::vector<Point> &units)
{
    beforeValue();
    m_text += '[';
    for (size_t i = 0; i < units.size(); ++i) {
        if (i > 0)
            m_text += ", ";
        m_text += '[' + std::to_string(units[i].row) + ", " + std::to_string(units[i].col) + ']';
    }
    m_text += ']';
}

} // namespace mazestudy
