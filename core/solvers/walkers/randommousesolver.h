#pragma once

#include "rng.h"
#include "solver.h"
#include "solverinfo.h"

namespace mazestudy {

// The random mouse (Pullen's Think Labyrinth; mazelib's RandomMouse): at
// every step the mouse moves to one of its unit's floor neighbours, each as
// likely, the way it came included. That is the walk whose expected steps
// the random_mouse_steps metric computes exactly, so the two can be checked
// against each other. It keeps its place and its Rng, nothing else; the
// draws are one Rng::below(ways) a step, from Rng(seed).
class RandomMouseSolver : public Solver {
public:
    RandomMouseSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverWorkingSet workingSet() const override;
    void narrate(const SolverStep &step, Narration &narration) const override;

protected:
    SolverStep advance() override;

private:
    Rng m_rng;
    Point m_at;
    std::optional<Direction> m_heading; // of the last step
};

} // namespace mazestudy
