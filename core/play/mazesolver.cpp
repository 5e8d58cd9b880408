#include "mazesolver.h"

#include "direction.h"

#include <algorithm>
#include <array>

namespace mazestudy {

namespace {
// The 24 orders of the four directions, the lab's (South, East, North, West) first.
using DirectionOrders = std::array<std::array<Direction, 4>, 24>;
const DirectionOrders &directionOrders()
{
    static const DirectionOrders orders = [] {
        DirectionOrders all {};
        std::array<uint8_t, 4> order {0, 1, 2, 3};
        for (auto &each : all) {
            for (size_t i = 0; i < 4; ++i)
                each[i] = Direction(order[i]);
            std::next_permutation(order.begin(), order.end());
        }
        return all;
    }();
    return orders;
}
} // namespace

MazeSolver::MazeSolver() = default;

MazeSolver::MazeSolver(
    Grid grid, std::optional<Point> start, std::optional<Point> exit, std::optional<uint64_t> branchSeed)
    : m_grid(std::move(grid))
    , m_start(start)
    , m_marks(m_grid.unitCount(), Unvisited)
{
    if (branchSeed)
        m_branches.emplace(*branchSeed);
    if (const auto problem = endpointProblem(m_grid, start, exit)) {
        m_status = *problem;
        return;
    }
    const uint32_t first = uint32_t(m_grid.index(start->row, start->col));
    m_exit = uint32_t(m_grid.index(exit->row, exit->col));
    m_marks[first] = OnPath;
    m_stack.push_back({first, 0, nextOrder()});
    m_status = first == m_exit ? RouteStatus::Reached : RouteStatus::Searching;
}

uint8_t MazeSolver::nextOrder()
{
    return m_branches ? uint8_t(m_branches->below(24)) : 0;
}

Point MazeSolver::dot() const
{
    if (!m_stack.empty())
        return m_grid.point(m_stack.back().unit);
    return m_start.value_or(Point {});
}

std::vector<Point> MazeSolver::path() const
{
    std::vector<Point> units;
    units.reserve(m_stack.size());
    for (const Frame &frame : m_stack)
        units.push_back(m_grid.point(frame.unit));
    return units;
}

SolverMove MazeSolver::step()
{
    const DirectionOrders &orders = directionOrders();
    Frame &top = m_stack.back();
    const Point at = m_grid.point(top.unit);
    while (top.tried < 4) {
        const Direction d = orders[top.order][top.tried++];
        const int row = at.row + rowStep(d);
        const int col = at.col + colStep(d);
        if (!m_grid.isFloor(row, col))
            continue;
        const uint32_t next = uint32_t(m_grid.index(row, col));
        if (m_marks[next] != Unvisited)
            continue;
        m_marks[next] = OnPath;
        m_stack.push_back({next, 0, nextOrder()}); // `top` dangles from here on
        ++m_steps;
        if (next == m_exit)
            m_status = RouteStatus::Reached;
        return {SolverMoveKind::Forward, at, {row, col}};
    }
    m_marks[top.unit] = DeadEnd;
    m_stack.pop_back();
    if (m_stack.empty()) {
        m_status = RouteStatus::Unreachable;
        return {SolverMoveKind::GiveUp, at, at};
    }
    ++m_steps;
    return {SolverMoveKind::Back, at, m_grid.point(m_stack.back().unit)};
}

RouteStatus MazeSolver::run()
{
    while (!finished())
        step();
    return m_status;
}

} // namespace mazestudy
