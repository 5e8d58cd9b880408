#pragma once

#include "depthfirstsolver.h"
#include "solver.h"

#include <memory>
#include <vector>

namespace mazestudy {

// What the fillers have in common (Pullen's dead-end filler, cul-de-sac
// filler and blind-alley sealer): they wall up parts of the maze that cannot
// be on the way, one unit a step, and then walk what is left from the start
// to the exit with the depth-first walk (DepthFirstSolver), a step a move.
// In a perfect maze what is left is the solution itself; with loops, the
// loops stay and the walk finds its way through them.
//
// A filler is given the units to seal (what its own search found) and the
// dead ends to fill, and whether each unit left with one way out by a fill is
// a dead end to fill in turn. The start and the exit are never filled.
class FillerSolver : public Solver {
public:
    // Whether `unit` is filled or sealed.
    bool filled(Point unit) const;
    // Units filled or sealed so far.
    uint64_t filledCount() const { return m_filledCount; }

    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverMark mark(Point unit) const override;
    SolverWorkingSet workingSet() const override;

protected:
    FillerSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup, bool fillsDeadEnds);
    FillerSolver(const FillerSolver &other);

    // The units to seal, then the dead ends to fill, each a stack (the last
    // is taken first). Only the solver's own constructor calls it.
    void setFills(std::vector<uint32_t> seals, std::vector<uint32_t> deadEnds)
    {
        m_toSeal = std::move(seals);
        m_toFill = std::move(deadEnds);
    }
    // The floor units with at most one open neighbour, neither start nor
    // exit, last in reading order first: where dead-end filling starts.
    std::vector<uint32_t> deadEnds() const;

    SolverStep advance() override;

private:
    // Takes the next unit to seal or fill that is still to be: false when none is left.
    bool nextFill(Point &unit);
    bool isOpen(int row, int col) const;
    bool isDeadEnd(Point unit) const;
    // Walls up the filled units in a copy of the grid for the walk.
    void startWalk();

    bool m_fillsDeadEnds;
    std::vector<uint8_t> m_filled;
    std::vector<uint32_t> m_toSeal;
    std::vector<uint32_t> m_toFill;
    uint64_t m_filledCount = 0;
    std::unique_ptr<DepthFirstSolver> m_walk;
};

} // namespace mazestudy
