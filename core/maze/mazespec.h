#pragma once

#include "mask.h"

#include <cstdint>
#include <map>
#include <string>

namespace mazestudy {

// Everything that determines a maze: the same spec gives the same maze on
// every machine, in the CLI, the window and the tests.
struct MazeSpec {
    std::string generator;
    int rows = 41;
    int cols = 51;
    uint64_t seed = 1;
    // Option key -> value, as typed (`--option update=in-place`). After
    // validation every option of the generator is present, defaults filled in.
    std::map<std::string, std::string> options;
    // The share of dead ends braid removes after the generator, 0..1; 0 is no
    // braid stage at all (core/generators/braid).
    double braid = 0;
    // The cells carved, for a generator that carves masks; null: every cell.
    // Sized to the maze's cells by validateSpec().
    SharedMask mask;

    friend bool operator==(const MazeSpec &a, const MazeSpec &b)
    {
        return a.generator == b.generator && a.rows == b.rows && a.cols == b.cols && a.seed == b.seed
            && a.options == b.options && a.braid == b.braid && sameMask(a.mask, b.mask);
    }
};

// Sizes are in units. The cap keeps one maze's grid at 400 MB or less and every
// unit index inside 32 bits, which the frame stacks rely on.
constexpr int MinSide = 3;
constexpr int MaxSide = 20001;

} // namespace mazestudy
