#include "wallfollowersolver.h"

#include "solvernarration.h"

namespace mazestudy {

namespace {
const NarrationKind LeftHandStep {
    "wall-follower-left-step", QT_TRANSLATE_NOOP("Narration", "Left hand on the wall: steps %1 from %2 to %3")};
const NarrationKind RightHandStep {
    "wall-follower-right-step", QT_TRANSLATE_NOOP("Narration", "Right hand on the wall: steps %1 from %2 to %3")};

template<WallFollowerSolver::Hand hand>
std::unique_ptr<Solver> makeFollower(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
{
    return std::make_unique<WallFollowerSolver>(std::move(grid), setup, hand);
}

// Facing away from the first wall around `start` in the lab's order, South
// when there is none: where a walker that came in starts.
Direction headingFromWall(const Grid &grid, Point start)
{
    for (const Direction d : LabOrder) {
        const Point back = neighbour(start, behind(d));
        if (!grid.isFloor(back.row, back.col))
            return d;
    }
    return Direction::South;
}
} // namespace

WallFollowerSolver::WallFollowerSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup, Hand hand)
    : Solver(std::move(grid), setup)
    , m_hand(hand)
    , m_at(setup.start.value_or(Point {}))
{
    if (!finished())
        m_heading = headingFromWall(this->grid(), m_at);
}

SolverInfo WallFollowerSolver::info(Hand hand)
{
    const bool left = hand == Hand::Left;
    SolverInfo info;
    info.id = left ? "wall-follower-left" : "wall-follower-right";
    info.name = left ? QT_TRANSLATE_NOOP("CatalogText", "Wall follower (left hand)")
                     : QT_TRANSLATE_NOOP("CatalogText", "Wall follower (right hand)");
    info.summary = left ? QT_TRANSLATE_NOOP(
                       "CatalogText", "keeps its left hand on the wall: left where it can, else straight, right, back")
                        : QT_TRANSLATE_NOOP("CatalogText",
                            "keeps its right hand on the wall: right where it can, else straight, left, back");
    info.source = "Pullen, Think Labyrinth: Maze Algorithms (wall follower); mazelib WallFollower";
    info.findsPath = PathPromise::PerfectMazes;
    info.constantMemory = true;
    info.worksWithLoops = false;
    info.make = left ? makeFollower<Hand::Left> : makeFollower<Hand::Right>;
    return info;
}

std::unique_ptr<Solver> WallFollowerSolver::clone() const
{
    return std::make_unique<WallFollowerSolver>(*this);
}

SolverStep WallFollowerSolver::advance()
{
    const Direction handSide = m_hand == Hand::Left ? leftOf(m_heading) : rightOf(m_heading);
    const Direction otherSide = m_hand == Hand::Left ? rightOf(m_heading) : leftOf(m_heading);
    for (const Direction d : {handSide, m_heading, otherSide, behind(m_heading)}) {
        const Point next = neighbour(m_at, d);
        if (!grid().isFloor(next.row, next.col))
            continue;
        const Point from = m_at;
        m_at = next;
        m_heading = d;
        if (isExit(m_at))
            finish(RouteStatus::Reached);
        return {SolverStepKind::Walk, from, m_at};
    }
    finish(RouteStatus::Unreachable);
    return {SolverStepKind::GiveUp, m_at, m_at};
}

std::vector<Point> WallFollowerSolver::path() const
{
    WallFollowerSolver fresh(sharedGrid(), setup(), m_hand);
    return loopErasedWalk(fresh);
}

size_t WallFollowerSolver::memoryBytes() const
{
    return sizeof m_at + sizeof m_heading;
}

SolverWorkingSet WallFollowerSolver::workingSet() const
{
    return {m_at, m_heading, m_hand == Hand::Left ? "left hand on the wall" : "right hand on the wall"};
}

void WallFollowerSolver::narrate(const SolverStep &step, Narration &narration) const
{
    narrateWalk(step, reached(), narration, m_hand == Hand::Left ? LeftHandStep : RightHandStep);
}

} // namespace mazestudy
