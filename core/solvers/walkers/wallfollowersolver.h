#pragma once

#include "solver.h"
#include "solverinfo.h"

namespace mazestudy {

// The wall follower (Pullen's Think Labyrinth; mazelib's WallFollower): one
// hand on the wall, the walker turns that way where it can, else goes
// straight on, else turns the other way, else turns back. It keeps its
// place and heading, nothing else.
//
// It starts with its back to a wall, as one who came in through the
// entrance: facing the first of South, East, North, West whose opposite
// unit is wall. Both hands then walk the same tour of a perfect maze in
// opposite directions, which the tests' identity (left + right steps =
// 2(N - 1 - m)) needs. In a maze with loops, a wall that is an island is
// followed round for ever: the step budget stops it, failed.
class WallFollowerSolver : public Solver {
public:
    enum class Hand : uint8_t { Left, Right };

    WallFollowerSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup, Hand hand);
    static SolverInfo info(Hand hand);

    Hand hand() const { return m_hand; }

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverWorkingSet workingSet() const override;
    void narrate(const SolverStep &step, Narration &narration) const override;

protected:
    SolverStep advance() override;

private:
    Hand m_hand;
    Point m_at;
    Direction m_heading = Direction::South;
};

} // namespace mazestudy
