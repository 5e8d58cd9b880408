#pragma once

#include "solver.h"
#include "solverinfo.h"

namespace mazestudy {

// The Pledge algorithm (John Pledge; Abelson and diSessa, Turtle Geometry;
// Pullen's Think Labyrinth): the walker heads one way, the preferred
// heading, until a wall stops it; then it turns right and follows that wall
// with its left hand, counting its turns (left +1, right -1), and lets go
// where the count is back to 0, facing the preferred way again. The count,
// not the heading alone, tells it when to let go, so it never circles an
// island: from anywhere inside it reaches the grid's border, where an exit
// in the outer wall is. It keeps its place, heading and count.
//
// The preferred heading points at the exit along the axis where it is
// farther (South when they are level): a choice, since any heading escapes.
class PledgeSolver : public Solver {
public:
    PledgeSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    // Left turns minus right turns since the walker last let go of a wall.
    int64_t turnCount() const { return m_turns; }
    bool followingWall() const { return m_following; }

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverWorkingSet workingSet() const override;
    void narrate(const SolverStep &step, Narration &narration) const override;

protected:
    SolverStep advance() override;

private:
    SolverStep walk(Direction d, int turns);

    Point m_at;
    Direction m_preferred = Direction::South;
    Direction m_heading = Direction::South;
    int64_t m_turns = 0;
    bool m_following = false;
};

} // namespace mazestudy
