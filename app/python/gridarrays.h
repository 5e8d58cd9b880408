#pragma once

#include "grid.h"
#include "mask.h"

#include <pybind11/numpy.h>

namespace mazestudy::python {

// A maze as NumPy holds it, in the layout of the .npy files and of mazelib:
// a 2-D uint8 array, 1 for wall and 0 for floor, C order. The array takes the
// engine's buffer (no copy), turning its bytes around in place.
pybind11::array_t<uint8_t> gridToArray(Grid &&grid);

// Any 2-D array of integers or booleans that holds only 0 and 1 (mazelib's
// int8 grids, NumPy's int64, a bool mask), in any order or stride. Throws
// std::invalid_argument naming what is wrong and, for a bad value, where
// ("[row, col]").
Grid arrayToGrid(const pybind11::array &array);

// A mask as NumPy holds it: 1 (or True) for a cell of the maze, 0 outside, a
// value a cell (the maze's units are 2 cells + 1 a side). Read as
// arrayToGrid() reads a maze; throws std::invalid_argument as Mask::make()
// does for a mask of several parts or of fewer than two cells.
SharedMask arrayToMask(const pybind11::array &array);
pybind11::array_t<uint8_t> maskToArray(const Mask &mask);

} // namespace mazestudy::python
