#pragma once

#include "mazespec.h"

#include <pybind11/numpy.h>

#include <cstdint>
#include <map>
#include <string>

namespace mazestudy::python {

// The maze a caller asks for, its options filled in, once the catalogue
// takes it and the memory budget has room for making it and for `bytesPerUnit`
// more a unit that the caller keeps beside; else throws as the CLI would
// refuse it (std::invalid_argument, MemoryBudgetError). `mask`: None, or an
// array of cells (arrayToMask()), stretched over a larger maze as the CLI's
// --size does.
MazeSpec requestedMaze(const std::string &generator, int rows, int cols, uint64_t seed, double braid,
    const std::map<std::string, std::string> &options, const pybind11::object &mask, uint64_t bytesPerUnit = 0);
// The spec of those fields, checked (validateSpec()), without the budget:
// a study's specs, whose mazes its own budget covers.
MazeSpec checkedSpec(const std::string &generator, int rows, int cols, uint64_t seed, double braid,
    const std::map<std::string, std::string> &options, const SharedMask &mask);

} // namespace mazestudy::python
