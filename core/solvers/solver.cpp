#include "solver.h"

#include "narration.h"
#include "solvernarration.h"

namespace mazestudy {

std::optional<Direction> stepDirection(Point from, Point to)
{
    for (const Direction d : LabOrder) {
        if (neighbour(from, d) == to)
            return d;
    }
    return std::nullopt;
}

Solver::Solver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : m_grid(std::move(grid))
    , m_setup(setup)
    , m_visited((m_grid->unitCount() + 63) / 64, 0)
{
    if (const auto problem = endpointProblem(*m_grid, setup.start, setup.exit)) {
        m_status = *problem;
        return;
    }
    countVisit(*setup.start);
    if (*setup.start == *setup.exit)
        m_status = RouteStatus::Reached;
    else if (setup.stepBudget == 0)
        m_budgetSpent = true;
}

Solver::~Solver() = default;

SolverStep Solver::step()
{
    const SolverStep done = advance();
    if (done.kind == SolverStepKind::GiveUp)
        return done;
    ++m_steps;
    countVisit(done.to);
    if (m_status == RouteStatus::Searching && m_steps >= m_setup.stepBudget)
        m_budgetSpent = true;
    return done;
}

RouteStatus Solver::run()
{
    while (!finished())
        step();
    return m_status;
}

SolverMark Solver::mark(Point) const
{
    return SolverMark::None;
}

void Solver::narrate(const SolverStep &step, Narration &narration) const
{
    narrateStep(step, reached(), narration);
}

int Solver::floorNeighbours(Point unit, Direction *out) const
{
    int count = 0;
    for (const Direction d : LabOrder) {
        const Point next = neighbour(unit, d);
        if (m_grid->isFloor(next.row, next.col))
            out[count++] = d;
    }
    return count;
}

std::vector<Point> Solver::loopErasedWalk(Solver &fresh) const
{
    if (!reached())
        return {};
    // A bit a unit says which units the walk so far holds: back on one of
    // them, the walk is cut back to it.
    std::vector<uint64_t> onWalk((grid().unitCount() + 63) / 64, 0);
    const auto bit = [this](Point p) {
        const size_t index = grid().index(p.row, p.col);
        return std::pair {index / 64, uint64_t(1) << (index % 64)};
    };
    std::vector<Point> walk {start()};
    const auto [startWord, startBit] = bit(start());
    onWalk[startWord] |= startBit;
    while (fresh.steps() < m_steps) {
        const Point to = fresh.step().to;
        const auto [word, mask] = bit(to);
        if (!(onWalk[word] & mask)) {
            onWalk[word] |= mask;
            walk.push_back(to);
            continue;
        }
        while (walk.back() != to) {
            const auto [dropWord, dropMask] = bit(walk.back());
            onWalk[dropWord] &= ~dropMask;
            walk.pop_back();
        }
    }
    return walk;
}

std::string solverStepText(const Solver &state, const SolverStep &step)
{
    Narration narration;
    state.narrate(step, narration);
    return narrationText(narration);
}

void Solver::countVisit(Point unit)
{
    const size_t index = m_grid->index(unit.row, unit.col);
    uint64_t &word = m_visited[index / 64];
    const uint64_t bit = uint64_t(1) << (index % 64);
    if (!(word & bit)) {
        word |= bit;
        ++m_unitsVisited;
    }
}

} // namespace mazestudy
