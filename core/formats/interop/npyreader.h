#pragma once

#include "grid.h"

#include <cstdint>
#include <iosfwd>

namespace mazestudy {

// Reads a maze kept as a NumPy .npy file of `size` bytes (versions 1.0, 2.0
// and 3.0): a 2-D array of 1 for wall and 0 for floor, as Python's mazelib
// keeps it, in C or Fortran order. The element type may be uint8 ('|u1'),
// bool ('|b1') or any other integer type of 1, 2, 4 or 8 bytes in either byte
// order (NumPy's default int64 among them) as long as every value is 0 or 1;
// floats and the rest are refused. The header and the size it claims are
// checked against MaxSide and against `size` before the grid is allocated.
// Throws std::runtime_error with what is wrong and, for a bad value, where
// ("[row, col]", 0-based as NumPy indexes).
Grid readNpy(std::istream &in, uint64_t size);

} // namespace mazestudy
