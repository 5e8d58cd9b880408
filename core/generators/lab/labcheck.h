#pragma once

#include "grid.h"

#include <string>
#include <vector>

namespace mazestudy {

// How a teacher grades the mazedfs assignment (mazestudy-cli lab check): the
// maze a student's digout made, the walk of its solve() and the path of its
// trace(), each against the finished maze (the exit dug).

struct Verdict {
    bool pass = false;
    std::string why; // what is wrong, in words for the student; empty when it passes
};

// Units at odd row and odd column still wall: cells digout never dug.
size_t undugCells(const Grid &maze);

// Lab 3, part 1: the dot starts at (1, 1) and walks one unit at a time on
// floor until it reaches the exit, which the assignment names both ways:
// unit (rows - 2, cols - 2) or an exit unit its setup digs beside it,
// (rows - 2, cols - 1) or (rows - 1, cols - 2).
Verdict checkSolve(const Grid &maze, const std::vector<Point> &dots);

// Lab 3, part 2: the units trace() dotted, in any order and any number of
// times, are exactly a shortest path from (1, 1) to the exit (either unit).
Verdict checkTrace(const Grid &maze, const std::vector<Point> &dots);

} // namespace mazestudy
