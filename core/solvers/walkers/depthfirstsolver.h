#pragma once

#include "mazesolver.h"
#include "solver.h"
#include "solverinfo.h"

namespace mazestudy {

// The seed lab's depth-first walk, today's Solve mode (MazeSolver, in
// core/play), as a solver of the catalogue: it steps the very MazeSolver the
// window's Solve mode runs, so both walk the same way. Forward into the first
// unvisited floor neighbour in the lab's order (South, East, North, West),
// back out of dead ends; it keeps its own copy of the grid, a mark a unit and
// the path as a stack.
class DepthFirstSolver : public Solver {
public:
    DepthFirstSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    const MazeSolver &walk() const { return m_walk; }

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverMark mark(Point unit) const override;
    SolverWorkingSet workingSet() const override;

protected:
    SolverStep advance() override;

private:
    MazeSolver m_walk;
};

} // namespace mazestudy
