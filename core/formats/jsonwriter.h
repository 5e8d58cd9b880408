#pragma once

#include "grid.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

// The layout version of every JSON output, its first key (docs/file-formats.md,
// "What changed"). 3: the solution's metrics; 2: keys are all snake_case; 1
// had no such key.
constexpr uint64_t JsonSchemaVersion = 3;

// A minimal JSON writer for the metrics and study reports: objects, arrays,
// strings, numbers, booleans and null, indented two spaces. Numbers are
// written in their shortest round-trip form, so the same value always gives
// the same text; NaN, infinities and empty optionals become null.
class JsonWriter {
public:
    // An output's top-level object, opened with its "schema_version".
    void beginDocument();
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // Inside an object: the key of the next value.
    void key(const std::string &name);
    // Inside an object: a key and its value.
    template<typename Value> void field(const std::string &name, const Value &value)
    {
        key(name);
        this->value(value);
    }

    void value(const std::string &text);
    void value(const char *text) { value(std::string(text)); }
    void value(double number);
    void value(uint64_t number);
    void value(int64_t number);
    void value(int number) { value(int64_t(number)); }
    void value(bool flag);
    void value(std::optional<double> number);
    void null();
    // An array of counts on one line: histograms stay readable.
    void value(const std::vector<uint64_t> &numbers);
    // An array of [row, column] units on one line: a path of a million units
    // is one line, not four million.
    void value(const std::vector<Point> &units);

    // The document; complete once every object and array is closed.
    const std::string &text() const { return m_text; }

private:
    void beforeValue();
    void open(char bracket);
    void close(char bracket);

    std::string m_text;
    // One entry per open object or array: whether it holds a value yet.
    std::vector<bool> m_hasValue;
    bool m_afterKey = false;
};

// The shortest text that reads back as exactly `number` ("0.1", "2", "1e+21").
std::string formatNumber(double number);

} // namespace mazestudy
