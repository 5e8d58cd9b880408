#pragma once

#include "mazespec.h"

#include <cstdint>
#include <string>

// The spec most tests build: a generator, a size and a seed, every option
// left to its default.
inline mazestudy::MazeSpec specOf(const std::string &generator, int rows, int cols, uint64_t seed)
{
    mazestudy::MazeSpec spec;
    spec.generator = generator;
    spec.rows = rows;
    spec.cols = cols;
    spec.seed = seed;
    return spec;
}
