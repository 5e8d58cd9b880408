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
// the path as a stack. With random branches (`dfs-random`) each unit tries
// its neighbours in an order drawn from the setup's seed instead
// (MazeSolver's branch seed): on a perfect maze its steps then average
// N - 1 - m, the floor units short of the exit less one, whatever made the
// maze.
class DepthFirstSolver : public Solver {
public:
    enum class Branches : uint8_t { LabOrder, Random };

    DepthFirstSolver(
        std::shared_ptr<const Grid> grid, const SolverSetup &setup, Branches branches = Branches::LabOrder);
    static SolverInfo info(Branches branches);

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
