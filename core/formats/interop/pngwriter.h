#pragma once

#include "grid.h"
#include "mazespec.h"

#include <cstdint>
#include <iosfwd>
#include <string>

namespace mazestudy {

// The largest picture written or read: a MaxSide x MaxSide maze at one pixel
// a unit. A reader decodes the whole picture first, a byte a pixel, so this
// also bounds what it allocates.
constexpr uint64_t MaxPngPixels = uint64_t(MaxSide) * uint64_t(MaxSide);
constexpr int MaxPngScale = 64;
// The widest or tallest picture read: a MaxSide maze at MaxPngScale. It
// bounds the rows libpng allocates while decoding.
constexpr uint64_t MaxPngSide = uint64_t(MaxSide) * MaxPngScale;

// Why the grid at `scale` pixels a unit cannot be a PNG (scale outside 1 to
// MaxPngScale, or a picture over MaxPngPixels), or empty when it can.
std::string pngSizeProblem(int rows, int cols, int scale);
// Writes the grid as a PNG with libpng: 1-bit grayscale, a wall black and a
// floor white, `scale` x `scale` pixels a unit, a row at a time. Throws
// std::runtime_error for a size pngSizeProblem() refuses or libpng's error.
void writePng(std::ostream &out, const Grid &grid, int scale);

} // namespace mazestudy
