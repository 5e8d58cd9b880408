#pragma once

#include "mazespec.h"

#include <cstdint>
#include <map>
#include <string>

namespace mazestudy::python {

// The maze a caller asks for, its options filled in, once the catalogue
// takes it and the memory budget has room for making it and for `bytesPerUnit`
// more a unit that the caller keeps beside; else throws as the CLI would
// refuse it (std::invalid_argument, MemoryBudgetError).
MazeSpec requestedMaze(const std::string &generator, int rows, int cols, uint64_t seed, double braid,
    const std::map<std::string, std::string> &options, uint64_t bytesPerUnit = 0);

} // namespace mazestudy::python
