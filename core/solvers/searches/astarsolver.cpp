#include "astarsolver.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <string>
#include <tuple>

namespace mazestudy {

namespace {
constexpr uint8_t BackBits = 0x03;
constexpr uint8_t Opened = 0x04;
constexpr uint8_t Closed = 0x08;
constexpr uint32_t Unknown = std::numeric_limits<uint32_t>::max();
} // namespace

AStarSolver::AStarSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : Solver(std::move(grid), setup)
{
    if (finished())
        return;
    m_cost.assign(this->grid().unitCount(), Unknown);
    m_state.assign(this->grid().unitCount(), 0);
    open(start(), 0, Direction::South);
}

SolverInfo AStarSolver::info()
{
    SolverInfo info;
    info.id = "astar";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "A* (Manhattan)");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "expands the unit of least cost + Manhattan distance to the exit: a shortest path, "
        "usually expanding fewer units than breadth-first search");
    info.source = "Hart, Nilsson and Raphael (1968), A Formal Basis for the Heuristic Determination of Minimum "
                  "Cost Paths";
    info.shortest = true;
    // Cost and state (5 bytes) and one 16-byte frontier entry a unit; a unit
    // goes on the frontier again only for a cheaper way, rare on the grid.
    info.bytesPerUnit = 21;
    info.make = makeSolverOf<AStarSolver>;
    return info;
}

std::unique_ptr<Solver> AStarSolver::clone() const
{
    return std::make_unique<AStarSolver>(*this);
}

bool AStarSolver::comesLater(const Entry &a, const Entry &b)
{
    return std::tie(a.total, a.estimate, a.order) > std::tie(b.total, b.estimate, b.order);
}

uint32_t AStarSolver::estimate(Point unit) const
{
    return uint32_t(std::abs(unit.row - exit().row) + std::abs(unit.col - exit().col));
}

void AStarSolver::open(Point unit, uint32_t cost, Direction back)
{
    const size_t index = grid().index(unit.row, unit.col);
    m_cost[index] = cost;
    m_state[index] = uint8_t(Opened | uint8_t(back));
    const uint32_t guess = estimate(unit);
    m_frontier.push_back({cost + guess, guess, uint32_t(m_entries++), uint32_t(index)});
    std::push_heap(m_frontier.begin(), m_frontier.end(), comesLater);
}

SolverStep AStarSolver::advance()
{
    while (!m_frontier.empty()) {
        std::pop_heap(m_frontier.begin(), m_frontier.end(), comesLater);
        const uint32_t index = m_frontier.back().unit;
        m_frontier.pop_back();
        if (m_state[index] & Closed)
            continue; // a costlier entry of a unit expanded already
        m_state[index] |= Closed;
        const Point unit = grid().point(index);
        if (isExit(unit)) {
            finish(RouteStatus::Reached);
            return {SolverStepKind::Expand, unit, unit, 0};
        }
        int reached = 0;
        for (const Direction d : LabOrder) {
            const Point next = neighbour(unit, d);
            if (!grid().isFloor(next.row, next.col))
                continue;
            const size_t nextIndex = grid().index(next.row, next.col);
            if ((m_state[nextIndex] & Closed) || m_cost[nextIndex] <= m_cost[index] + 1)
                continue;
            reached += !(m_state[nextIndex] & Opened);
            open(next, m_cost[index] + 1, behind(d));
        }
        return {SolverStepKind::Expand, unit, unit, reached};
    }
    finish(RouteStatus::Unreachable);
    return {SolverStepKind::GiveUp, start(), start()};
}

std::vector<Point> AStarSolver::path() const
{
    if (!reached())
        return {};
    std::vector<Point> units {exit()};
    while (units.back() != start()) {
        const Point at = units.back();
        units.push_back(neighbour(at, Direction(m_state[grid().index(at.row, at.col)] & BackBits)));
    }
    std::reverse(units.begin(), units.end());
    return units;
}

size_t AStarSolver::memoryBytes() const
{
    return m_cost.capacity() * sizeof(uint32_t) + m_state.capacity() + m_frontier.capacity() * sizeof(Entry);
}

SolverMark AStarSolver::mark(Point unit) const
{
    if (m_state.empty() || !grid().contains(unit.row, unit.col))
        return SolverMark::None;
    const uint8_t state = m_state[grid().index(unit.row, unit.col)];
    return (state & Closed) ? SolverMark::Visited : (state & Opened) ? SolverMark::Frontier : SolverMark::None;
}

SolverWorkingSet AStarSolver::workingSet() const
{
    return {std::nullopt, std::nullopt, std::to_string(m_frontier.size()) + " entries on the frontier"};
}

} // namespace mazestudy
