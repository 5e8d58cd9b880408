#include "options.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdlib>

namespace mazestudy {

bool parseInteger(const std::string &text, long long &value)
{
    if (text.empty() || text.size() > 20)
        return false;
    char *end = nullptr;
    errno = 0;
    value = std::strtoll(text.c_str(), &end, 10);
    return errno == 0 && end == text.c_str() + text.size() && (std::isdigit((unsigned char)text[0]) || text[0] == '-');
}

bool parseShare(const std::string &text, double &value)
{
    double parsed = -1;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), parsed);
    if (error != std::errc() || end != text.data() + text.size() || !(parsed >= 0 && parsed <= 1))
        return false;
    value = parsed;
    return true;
}

std::string shareText(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

std::string fixedText(double value, int decimals)
{
    char text[64];
    const auto result = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, decimals);
    return std::string(text, result.ptr);
}

std::string significantText(double value, int significant)
{
    char text[64];
    const auto result = std::to_chars(text, text + sizeof text, value, std::chars_format::general, significant);
    return std::string(text, result.ptr);
}

bool isScriptDigest(const std::string &text)
{
    return text.size() == 64 && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    });
}

bool parseUnsigned(const std::string &text, uint64_t &value)
{
    if (text.empty() || text.size() > 20)
        return false;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
    }
    char *end = nullptr;
    errno = 0;
    value = std::strtoull(text.c_str(), &end, 10);
    return errno == 0 && end == text.c_str() + text.size();
}

int OptionReader::integer(const std::string &key, int fallback, int min, int max) const
{
    const auto it = m_spec.options.find(key);
    if (it == m_spec.options.end())
        return fallback;
    long long value = 0;
    if (!parseInteger(it->second, value) || value < min || value > max)
        throw std::invalid_argument("option " + key + " must be a whole number from " + std::to_string(min) + " to "
            + std::to_string(max) + ", not \"" + it->second + "\"");
    return int(value);
}

} // namespace mazestudy
