#pragma once

#include "floordistances.h"
#include "solver.h"
#include "solverinfo.h"

namespace mazestudy {

// Breadth-first search from the start (Moore 1959; Lee 1961; Pullen's
// shortest path finder; mazelib's ShortestPath), a unit taken off the
// frontier a step, until the exit is reached. It is the Trace mode's search
// itself, FloorDistances taken one unit at a time, so its path is
// findShortestPath()'s unit for unit; the metrics' shortest_path comes from
// their own walk of the floor, which measures the components in the same
// pass, and tests hold the two equal. It keeps a byte a unit (the
// distance mod 3) and two layers of the frontier.
class BreadthFirstSolver : public Solver {
public:
    BreadthFirstSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverMark mark(Point unit) const override;
    SolverWorkingSet workingSet() const override;

protected:
    SolverStep advance() override;

private:
    FloorDistances m_search;
};

} // namespace mazestudy
