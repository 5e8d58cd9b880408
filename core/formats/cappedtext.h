#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace mazestudy {

// Texts that come from outside the program (a lab script's error message, a
// partial's made_by, a generator or script name read from a file) are shown,
// stored and printed capped: a script can throw a 64 MiB message, and a
// terminal, a log or a window label gets it as one line.
constexpr size_t MaxMessageCharacters = 2000;
// Names echoed inside a sentence ("made by X", "the generator X") are shorter.
constexpr size_t MaxNameCharacters = 200;

// `utf8` itself when it has at most `maxCharacters` characters (code points);
// otherwise its first `maxCharacters` and "… (N characters in all)". Never cuts
// a UTF-8 sequence; bytes that are not UTF-8 count one character each.
std::string cappedText(std::string_view utf8, size_t maxCharacters = MaxMessageCharacters);

} // namespace mazestudy
