#pragma once

#include "grid.h"

#include <iosfwd>

namespace mazestudy {

// Writes the grid as NumPy's .npy format version 1.0: a 2-D C-order uint8
// array, rows x cols, 1 for wall and 0 for floor. That is how Python's mazelib
// keeps a maze, the opposite of the grid's own values (the lab's M).
void writeNpy(std::ostream &out, const Grid &grid);

} // namespace mazestudy
