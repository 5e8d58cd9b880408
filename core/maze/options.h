#pragma once

#include "mazespec.h"

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>

namespace mazestudy {

bool parseInteger(const std::string &text, long long &value);
bool parseUnsigned(const std::string &text, uint64_t &value);
// A share from 0 to 1 in C's notation ("0.25", "1e-3"), whatever the locale.
bool parseShare(const std::string &text, double &value);
// The shortest text that parseShare() reads back as the same value: "0.25".
std::string shareText(double value);
// `value` with `decimals` digits after the point, or (significant > 0) to
// that many significant digits, whatever the locale: the Qt CLI runs in the user's.
std::string fixedText(double value, int decimals);
std::string significantText(double value, int significant);
// Whether `text` is a lab script's digest as files and specs name it: its
// SHA-256 in 64 lowercase hex digits (never a path, which would be read).
bool isScriptDigest(const std::string &text);

// Reads a generator's options from a spec, with defaults; throws
// std::invalid_argument naming the option and what it accepts.
class OptionReader {
public:
    explicit OptionReader(const MazeSpec &spec)
        : m_spec(spec)
    {
    }

    int integer(const std::string &key, int fallback, int min, int max) const;

    template<typename T>
    T choice(const std::string &key, std::initializer_list<std::pair<const char *, T>> choices, T fallback) const
    {
        const auto it = m_spec.options.find(key);
        if (it == m_spec.options.end())
            return fallback;
        std::string names;
        for (const auto &[name, value] : choices) {
            if (it->second == name)
                return value;
            names += names.empty() ? name : std::string(", ") + name;
        }
        throw std::invalid_argument("option " + key + " must be one of " + names + ", not \"" + it->second + "\"");
    }

private:
    const MazeSpec &m_spec;
};

} // namespace mazestudy
