#pragma once

#include "fillersolver.h"
#include "solverinfo.h"

namespace mazestudy {

// The blind-alley sealer (Pullen's Think Labyrinth): a blind alley is any
// part of the maze, loops and all, joined to the rest by a single passage
// and holding neither the start nor the exit. The sealer puts a wall at the
// mouth of each, one unit a step, and then walks what is left depth-first:
// the solution with only the loops that lie on the way.
//
// Pullen finds each mouth by following the walls from every passage; this
// sealer finds the same passages as the bridges of the start's piece
// (Tarjan's depth-first low points), one search before the first step (no
// step is counted for it). A bridge is a mouth when the part beyond it, away
// from the start, does not hold the exit.
class BlindAlleySealer : public FillerSolver {
public:
    BlindAlleySealer(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    std::unique_ptr<Solver> clone() const override;

private:
    // The first unit beyond each outermost mouth, in the order the search leaves them.
    std::vector<uint32_t> blindAlleyMouths() const;
};

} // namespace mazestudy
