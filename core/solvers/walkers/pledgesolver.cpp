#include "pledgesolver.h"

#include "solvernarration.h"

#include <cstdlib>
#include <string>

namespace mazestudy {

namespace {
const NarrationKind PledgeHeading {
    "pledge-heading", QT_TRANSLATE_NOOP("Narration", "Heads %1 from %2 to %3, the way it prefers")};
const NarrationKind PledgeFollow {
    "pledge-follow", QT_TRANSLATE_NOOP("Narration", "Left hand on the wall: steps %1 from %2 to %3; turn count %4")};

Direction towards(Point from, Point to)
{
    const int rows = to.row - from.row;
    const int cols = to.col - from.col;
    if (std::abs(rows) >= std::abs(cols))
        return rows >= 0 ? Direction::South : Direction::North;
    return cols > 0 ? Direction::East : Direction::West;
}
} // namespace

PledgeSolver::PledgeSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : Solver(std::move(grid), setup)
    , m_at(setup.start.value_or(Point {}))
{
    if (finished())
        return;
    m_preferred = towards(start(), exit());
    m_heading = m_preferred;
}

SolverInfo PledgeSolver::info()
{
    SolverInfo info;
    info.id = "pledge";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Pledge");
    info.summary = "heads one way; at a wall follows it with the left hand, counting turns, until the count is 0";
    info.source = "Abelson and diSessa, Turtle Geometry (1980), after John Pledge; Pullen, Think Labyrinth";
    info.findsPath = PathPromise::BorderExit;
    info.constantMemory = true;
    info.make = makeSolverOf<PledgeSolver>;
    return info;
}

std::unique_ptr<Solver> PledgeSolver::clone() const
{
    return std::make_unique<PledgeSolver>(*this);
}

SolverStep PledgeSolver::advance()
{
    const auto open = [this](Direction d) {
        const Point next = neighbour(m_at, d);
        return grid().isFloor(next.row, next.col);
    };
    if (!m_following) {
        if (open(m_preferred))
            return walk(m_preferred, 0);
        // A wall ahead: turn right until the way is open, the wall on the left.
        m_following = true;
        for (const auto &[d, turns] :
            {std::pair {rightOf(m_heading), -1}, {behind(m_heading), -2}, {leftOf(m_heading), -3}}) {
            if (open(d))
                return walk(d, turns);
        }
    } else {
        for (const auto &[d, turns] :
            {std::pair {leftOf(m_heading), 1}, {m_heading, 0}, {rightOf(m_heading), -1}, {behind(m_heading), -2}}) {
            if (open(d))
                return walk(d, turns);
        }
    }
    finish(RouteStatus::Unreachable);
    return {SolverStepKind::GiveUp, m_at, m_at};
}

SolverStep PledgeSolver::walk(Direction d, int turns)
{
    const Point from = m_at;
    m_at = neighbour(m_at, d);
    m_heading = d;
    m_turns += turns;
    // Facing the preferred way with the count at 0: it lets go of the wall.
    if (m_following && m_turns == 0)
        m_following = false;
    if (isExit(m_at))
        finish(RouteStatus::Reached);
    return {SolverStepKind::Walk, from, m_at};
}

std::vector<Point> PledgeSolver::path() const
{
    PledgeSolver fresh(sharedGrid(), setup());
    return loopErasedWalk(fresh);
}

size_t PledgeSolver::memoryBytes() const
{
    return sizeof m_at + sizeof m_preferred + sizeof m_heading + sizeof m_turns + sizeof m_following;
}

SolverWorkingSet PledgeSolver::workingSet() const
{
    const std::string preferred = std::string("prefers ") + directionName(m_preferred);
    if (!m_following)
        return {m_at, m_heading, preferred + ", no wall in hand"};
    return {m_at, m_heading, preferred + ", left hand on the wall, turn count " + std::to_string(m_turns)};
}

void PledgeSolver::narrate(const SolverStep &step, Narration &narration) const
{
    // A walker that let go of the wall on this step has just stepped the
    // preferred way, as one that never held it.
    if (auto args = narrateWalk(step, reached(), narration, m_following ? PledgeFollow : PledgeHeading);
        args && m_following)
        args->number(m_turns);
}

} // namespace mazestudy
