#pragma once

#include "solver.h"
#include "solverinfo.h"

#include <vector>

namespace mazestudy {

// Trémaux's algorithm (Charles Pierre Trémaux, 1859, as Lucas tells it in
// Récréations mathématiques; Pullen's Think Labyrinth; mazelib's Tremaux):
// the walker marks each passage it walks, once or twice, and every unit is a
// place to choose. Arriving somewhere already visited by a passage walked
// for the first time, it turns back; otherwise it takes an unmarked passage
// (in the lab's order South, East, North, West) if there is one, else the
// one marked once, never one marked twice. It finds the exit in any maze,
// loops or not, walking no passage more than twice; the passages marked
// once are its path. Marks: two bits a passage, kept as the South and East
// passages of each unit, one byte a unit.
class TremauxSolver : public Solver {
public:
    TremauxSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    // The marks on the passage from `unit` in direction `d`: 0, 1 or 2.
    int passageMarks(Point unit, Direction d) const;

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverMark mark(Point unit) const override;
    SolverWorkingSet workingSet() const override;

protected:
    SolverStep advance() override;

private:
    // The byte and bit shift holding the marks of the passage from `unit` towards `d`.
    std::pair<size_t, int> passageSlot(Point unit, Direction d) const;
    SolverStep walk(Direction d);

    Point m_at;
    std::optional<Direction> m_cameBy; // from m_at back along the passage just walked
    std::vector<uint8_t> m_marks;
};

} // namespace mazestudy
