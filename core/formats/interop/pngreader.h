#pragma once

#include "grid.h"

#include <cstdint>
#include <istream>
#include <string>

namespace mazestudy {

// A PNG file's bytes read at most: far more than any maze picture compresses to.
constexpr uint64_t MaxPngFileBytes = 256ull << 20;
// Gray levels (0 black to 255 white, after libpng converts colour to luma and
// composites transparency onto white): up to LightestDark a wall, from
// DarkestLight up a floor; a grey between is refused rather than guessed.
constexpr int LightestDark = 63;
constexpr int DarkestLight = 192;

// Reads a maze drawn as a PNG of any kind libpng reads (gray, colour,
// palette, alpha, 16 bits): each pixel dark (wall) or light (floor), at one
// pixel a unit or K when every K x K block is one colour; K is found as the
// greatest common divisor of the picture's runs of one colour, across and
// down. The picture's size from its header is checked against MaxPngPixels
// and MaxSide before anything is decoded. Throws std::runtime_error with
// what is wrong, and for a pixel that is neither dark nor light where it is
// ("pixel x 12, y 3", 0-based from the top left).
Grid readPng(const std::string &bytes);
// The pixels a PNG declares in its header (width x height), from the file's
// first 24 bytes; 0 when it does not begin as a PNG does. A file of a few
// kilobytes can declare 400 million pixels: what reading it takes is
// estimated from these, not from the file's size.
uint64_t pngDeclaredPixels(std::istream &in);

} // namespace mazestudy
