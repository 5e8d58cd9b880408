#include "solutionmetrics.h"

#include "divider.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace mazestudy {

namespace {

constexpr uint32_t Unseen = UINT32_MAX;

// The direction order of the path's choice: up, right, down, left.
enum Direction : int { Up, Right, Down, Left };

// A unit's floor neighbours by index, without a divide instruction per unit.
class FloorNeighbours {
public:
    explicit FloorNeighbours(const Grid &grid)
        : m_units(grid.data())
        , m_rows(uint32_t(grid.rows()))
        , m_cols(uint32_t(grid.cols()))
        , m_rowOf(m_cols)
    {
    }

    // Calls visit(direction, neighbour) for each floor neighbour, in the order up, right, down, left.
    template<typename Visit> void forEach(uint32_t unit, Visit visit) const
    {
        const uint32_t row = m_rowOf.quotient(unit);
        const uint32_t col = unit - row * m_cols;
        if (row > 0 && m_units[unit - m_cols] == Grid::Floor)
            visit(Up, unit - m_cols);
        if (col + 1 < m_cols && m_units[unit + 1] == Grid::Floor)
            visit(Right, unit + 1);
        if (row + 1 < m_rows && m_units[unit + m_cols] == Grid::Floor)
            visit(Down, unit + m_cols);
        if (col > 0 && m_units[unit - 1] == Grid::Floor)
            visit(Left, unit - 1);
    }

    // A unit at odd row and odd column: a cell of the cell view.
    bool isCell(uint32_t unit) const
    {
        const uint32_t row = m_rowOf.quotient(unit);
        const uint32_t col = unit - row * m_cols;
        return (row & col & 1u) != 0;
    }

private:
    const uint8_t *m_units;
    uint32_t m_rows;
    uint32_t m_cols;
    Divider m_rowOf;
};

std::optional<double> ratio(uint64_t numerator, uint64_t denominator)
{
    if (denominator == 0)
        return std::nullopt;
    return double(numerator) / double(denominator);
}

} // namespace

// Three breadth-first passes over the start's component, sharing one
// grid-sized array of marks and one queue:
// 1. from the exit: distances to the exit (the path's choice) and the
//    component's units and links (whether it has a loop);
// 2. from every path unit at once: distances from the solution;
// 3. a flood of each side branch from the path unit it is first found next
//    to, in path order. Without loops every branch hangs off exactly one path
//    unit, so the units on the start's side of path step k -> k + 1 are path
//    units 0..k and their branches: the random mouse adds up from the floods.
std::optional<SolutionMetrics> measureSolution(const Grid &grid, Point start, Point exit, bool cellView)
{
    if (!grid.isFloor(start.row, start.col) || !grid.isFloor(exit.row, exit.col))
        return std::nullopt;
    const FloorNeighbours neighbours(grid);
    const auto startUnit = uint32_t(grid.index(start.row, start.col));
    const auto exitUnit = uint32_t(grid.index(exit.row, exit.col));
    const size_t floorUnits = size_t(std::count(grid.data(), grid.data() + grid.unitCount(), Grid::Floor));

    // 1. Distances to the exit; `queue` ends up holding the component in breadth-first order.
    std::vector<uint32_t> mark(grid.unitCount(), Unseen);
    std::vector<uint32_t> queue;
    queue.reserve(floorUnits);
    mark[exitUnit] = 0;
    queue.push_back(exitUnit);
    uint64_t linkEnds = 0; // every link counted from both its ends
    for (size_t head = 0; head < queue.size(); ++head) {
        const uint32_t unit = queue[head];
        const uint32_t distance = mark[unit] + 1;
        neighbours.forEach(unit, [&](int, uint32_t next) {
            ++linkEnds;
            if (mark[next] == Unseen) {
                mark[next] = distance;
                queue.push_back(next);
            }
        });
    }
    if (mark[startUnit] == Unseen)
        return std::nullopt;
    const uint64_t componentUnits = queue.size();
    const bool hasLoop = linkEnds / 2 + 1 > componentUnits;

    SolutionMetrics metrics;
    metrics.steps = mark[startUnit];
    metrics.units = metrics.steps + 1;

    // The path, with its turns, decision points and cells.
    std::vector<uint32_t> path;
    path.reserve(metrics.units);
    path.push_back(startUnit);
    uint64_t pathCells = neighbours.isCell(startUnit);
    int previousDirection = -1;
    for (uint32_t unit = startUnit; unit != exitUnit;) {
        const uint32_t nearer = mark[unit] - 1;
        int direction = -1;
        uint32_t next = unit;
        int ways = 0;
        neighbours.forEach(unit, [&](int d, uint32_t neighbour) {
            ++ways;
            if (direction < 0 && mark[neighbour] == nearer) {
                direction = d;
                next = neighbour;
            }
        });
        const int waysOn = previousDirection < 0 ? ways : ways - 1; // the way the walker came in is no choice
        metrics.decisionPoints += waysOn > 1;
        metrics.turns += previousDirection >= 0 && direction != previousDirection;
        previousDirection = direction;
        unit = next;
        path.push_back(unit);
        pathCells += neighbours.isCell(unit);
    }
    metrics.decisionShare = double(metrics.decisionPoints) / double(metrics.units);
    if (metrics.steps > 0)
        metrics.meanStraightRun = double(metrics.steps) / double(metrics.turns + 1);
    const uint64_t gridCells = uint64_t(grid.rows() / 2) * uint64_t(grid.cols() / 2);
    if (cellView) {
        metrics.cells = pathCells;
        metrics.cellShare = ratio(pathCells, gridCells);
    }

    // 2. Distances from the solution: every path unit a source.
    for (const uint32_t unit : queue)
        mark[unit] = Unseen;
    queue.clear();
    for (const uint32_t unit : path) {
        mark[unit] = 0;
        queue.push_back(unit);
    }
    uint64_t distanceSum = 0;
    uint32_t farthest = 0;
    for (size_t head = 0; head < queue.size(); ++head) {
        const uint32_t unit = queue[head];
        const uint32_t distance = mark[unit] + 1;
        neighbours.forEach(unit, [&](int, uint32_t next) {
            if (mark[next] == Unseen) {
                mark[next] = distance;
                distanceSum += distance;
                farthest = distance;
                queue.push_back(next);
            }
        });
    }
    metrics.meanDistanceFromSolution = double(distanceSum) / double(componentUnits);
    metrics.maxDistanceFromSolution = farthest;

    // 3. Side branches: every unit still marked non-zero belongs to one; a
    // flood marks its units 0, as the path's are.
    uint64_t branchUnits = 0;
    uint64_t branchCells = 0;
    uint64_t largestCells = 0;
    uint64_t mouseSteps = 0;
    for (size_t k = 0; k < path.size(); ++k) {
        neighbours.forEach(path[k], [&](int, uint32_t first) {
            if (mark[first] == 0)
                return;
            mark[first] = 0;
            queue.clear();
            queue.push_back(first);
            uint64_t cells = 0;
            for (size_t head = 0; head < queue.size(); ++head) {
                const uint32_t unit = queue[head];
                cells += neighbours.isCell(unit);
                neighbours.forEach(unit, [&](int, uint32_t next) {
                    if (mark[next] != 0) {
                        mark[next] = 0;
                        queue.push_back(next);
                    }
                });
            }
            ++metrics.sideBranches;
            branchUnits += queue.size();
            branchCells += cells;
            metrics.largestBranchUnits = std::max<uint64_t>(metrics.largestBranchUnits, queue.size());
            largestCells = std::max(largestCells, cells);
        });
        // Without loops, path units 0..k and the branches found so far are
        // the units on the start's side of step k -> k + 1: `behind` units,
        // behind - 1 links, 2 (behind - 1) + 1 steps to cross on average.
        if (k + 1 < path.size()) {
            const uint64_t behind = (k + 1) + branchUnits;
            mouseSteps += 2 * behind - 1;
        }
    }
    metrics.meanBranchUnits = ratio(branchUnits, metrics.sideBranches);
    if (cellView) {
        metrics.largestBranchCells = largestCells;
        metrics.meanBranchCells = ratio(branchCells, metrics.sideBranches);
    }
    if (!hasLoop)
        metrics.randomMouseSteps = mouseSteps;
    return metrics;
}

} // namespace mazestudy
