#pragma once

#include "floordistances.h"
#include "solver.h"
#include "solverinfo.h"

namespace mazestudy {

// The collision solver, read as two floods that meet: breadth-first searches
// from the start and from the exit (FloorDistances, as the bfs solver's)
// take turns a whole layer each, a unit a step, and stop where a unit one
// flood expands touches the other's: the two halves joined there are a
// shortest path. Pullen's collision ("amoeba") solver floods from the start
// alone and finds every shortest solution by where its strands collide;
// mazelib's Collision blocks the collisions and fills dead ends. This one
// keeps their idea of floods that collide, and answers with one path, so that
// it compares with the others step for step. It keeps a byte a unit for each
// flood and their layers.
class CollisionSolver : public Solver {
public:
    CollisionSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverMark mark(Point unit) const override;
    SolverWorkingSet workingSet() const override;

protected:
    SolverStep advance() override;

private:
    FloorDistances m_fromStart;
    FloorDistances m_fromExit;
    bool m_exitsTurn = false;
    // Where the floods met: a unit of the start's flood and its neighbour in the exit's.
    Point m_startSide;
    Point m_exitSide;
};

} // namespace mazestudy
