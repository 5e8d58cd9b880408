#include "cappedtext.h"

namespace mazestudy {

namespace {

// Where the character at `at` ends: a lead byte's continuation bytes belong to it.
size_t characterEnd(std::string_view text, size_t at)
{
    ++at;
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80)
        ++at;
    return at;
}

} // namespace

std::string cappedText(std::string_view utf8, size_t maxCharacters)
{
    size_t kept = 0;
    size_t characters = 0;
    for (size_t at = 0; at < utf8.size(); at = characterEnd(utf8, at)) {
        if (characters == maxCharacters)
            kept = at;
        ++characters;
    }
    if (characters <= maxCharacters)
        return std::string(utf8);
    return std::string(utf8.substr(0, kept)) + "\u2026 (" + std::to_string(characters) + " characters in all)";
}

} // namespace mazestudy
