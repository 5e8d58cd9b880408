#pragma once

#include "mask.h"

#include <cmath>

// Whether a unit of the maze over a mask's cells lies within the shape, for
// the automata's plain references: the unit's centre, in cells, is at
// (row - 1) / 2, and it touches the cells that rounding that down and up
// give, which must all exist and be in the mask. Written apart from
// Mask::unitPlaces, which the generators use.
inline bool plainWithin(const mazestudy::Mask &mask, int row, int col)
{
    const double centreRow = (row - 1) / 2.0;
    const double centreCol = (col - 1) / 2.0;
    for (const double r : {std::floor(centreRow), std::ceil(centreRow)}) {
        for (const double c : {std::floor(centreCol), std::ceil(centreCol)}) {
            if (r < 0 || c < 0 || r >= mask.rows() || c >= mask.cols() || !mask.contains(int(r), int(c)))
                return false;
        }
    }
    return true;
}
