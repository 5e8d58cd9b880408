#pragma once

#include "fillersolver.h"
#include "solverinfo.h"

namespace mazestudy {

// The cul-de-sac filler (Pullen's Think Labyrinth; mazelib's CuldeSacFiller):
// a cul-de-sac, or noose, is a loop hanging from the maze by one stem: a
// place with three ways out, two of them the ends of one corridor that comes
// back to it. The filler seals one end of each loop where it meets the stem,
// which makes the loop and its stem a dead end, and fills dead ends as the
// dead-end filler does; then it walks what is left. The nooses are found
// before the first step, by following the corridors from every place with
// three ways out (each corridor is walked at most twice; no step is counted).
class CulDeSacFiller : public FillerSolver {
public:
    CulDeSacFiller(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    std::unique_ptr<Solver> clone() const override;

private:
    // The unit to seal of each noose, last in reading order first.
    std::vector<uint32_t> nooseSeals() const;
};

} // namespace mazestudy
