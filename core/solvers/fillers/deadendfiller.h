#pragma once

#include "fillersolver.h"
#include "solverinfo.h"

namespace mazestudy {

// The dead-end filler (Pullen's Think Labyrinth; mazelib's DeadEndFiller):
// every dead end is filled, and each unit a fill leaves with one way out is a
// dead end filled in turn, until none is left; then what is left is walked
// depth-first. The dead ends are found by a scan of the whole grid before
// the first step (it looks at every unit; no step is counted for it).
class DeadEndFiller : public FillerSolver {
public:
    DeadEndFiller(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    std::unique_ptr<Solver> clone() const override;
};

} // namespace mazestudy
