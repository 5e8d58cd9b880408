#include "fillersolver.h"

#include <string>

namespace mazestudy {

FillerSolver::FillerSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup, bool fillsDeadEnds)
    : Solver(std::move(grid), setup)
    , m_fillsDeadEnds(fillsDeadEnds)
{
    if (!finished())
        m_filled.assign(this->grid().unitCount(), 0);
}

FillerSolver::FillerSolver(const FillerSolver &other)
    : Solver(other)
    , m_fillsDeadEnds(other.m_fillsDeadEnds)
    , m_filled(other.m_filled)
    , m_toSeal(other.m_toSeal)
    , m_toFill(other.m_toFill)
    , m_filledCount(other.m_filledCount)
    , m_walk(other.m_walk ? std::make_unique<DepthFirstSolver>(*other.m_walk) : nullptr)
{
}

bool FillerSolver::filled(Point unit) const
{
    return !m_filled.empty() && grid().contains(unit.row, unit.col) && m_filled[grid().index(unit.row, unit.col)];
}

bool FillerSolver::isOpen(int row, int col) const
{
    return grid().isFloor(row, col) && !m_filled[grid().index(row, col)];
}

bool FillerSolver::isDeadEnd(Point unit) const
{
    if (!isOpen(unit.row, unit.col) || unit == start() || isExit(unit))
        return false;
    int ways = 0;
    for (const Direction d : LabOrder) {
        const Point next = neighbour(unit, d);
        ways += isOpen(next.row, next.col);
    }
    return ways <= 1;
}

std::vector<uint32_t> FillerSolver::deadEnds() const
{
    std::vector<uint32_t> units;
    for (size_t index = grid().unitCount(); index-- > 0;) {
        if (isDeadEnd(grid().point(index)))
            units.push_back(uint32_t(index));
    }
    return units;
}

bool FillerSolver::nextFill(Point &unit)
{
    while (!m_toSeal.empty()) {
        unit = grid().point(m_toSeal.back());
        m_toSeal.pop_back();
        if (isOpen(unit.row, unit.col) && unit != start() && !isExit(unit))
            return true;
    }
    // Dead ends are looked at again when their turn comes: a fill since may
    // have filled them already.
    while (!m_toFill.empty()) {
        unit = grid().point(m_toFill.back());
        m_toFill.pop_back();
        if (isDeadEnd(unit))
            return true;
    }
    return false;
}

SolverStep FillerSolver::advance()
{
    Point unit;
    if (nextFill(unit)) {
        m_filled[grid().index(unit.row, unit.col)] = 1;
        ++m_filledCount;
        if (m_fillsDeadEnds) {
            for (const Direction d : LabOrder) {
                const Point next = neighbour(unit, d);
                if (isDeadEnd(next))
                    m_toFill.push_back(uint32_t(grid().index(next.row, next.col)));
            }
        }
        return {SolverStepKind::Fill, unit, unit};
    }
    if (!m_walk)
        startWalk();
    const SolverStep step = m_walk->step();
    if (m_walk->finished())
        finish(m_walk->status());
    return step;
}

void FillerSolver::startWalk()
{
    auto walled = std::make_shared<Grid>(grid());
    for (size_t index = 0; index < m_filled.size(); ++index) {
        if (m_filled[index])
            walled->data()[index] = Grid::Wall;
    }
    m_toSeal = {};
    m_toFill = {};
    SolverSetup unbounded = setup();
    unbounded.stepBudget = UINT64_MAX; // this solver's budget holds
    m_walk = std::make_unique<DepthFirstSolver>(std::move(walled), unbounded);
}

std::vector<Point> FillerSolver::path() const
{
    if (!reached())
        return {};
    // A start that is the exit needs no walk.
    return m_walk ? m_walk->path() : std::vector<Point> {start()};
}

size_t FillerSolver::memoryBytes() const
{
    return m_filled.capacity() + (m_toSeal.capacity() + m_toFill.capacity()) * sizeof(uint32_t)
        + (m_walk ? m_walk->grid().unitCount() + m_walk->memoryBytes() : 0);
}

SolverMark FillerSolver::mark(Point unit) const
{
    if (filled(unit))
        return SolverMark::Dead;
    return m_walk ? m_walk->mark(unit) : SolverMark::None;
}

SolverWorkingSet FillerSolver::workingSet() const
{
    if (m_walk)
        return {m_walk->walk().dot(), std::nullopt,
            std::to_string(m_filledCount) + " units filled; walking what is left depth-first"};
    return {std::nullopt, std::nullopt,
        std::to_string(m_filledCount) + " units filled, " + std::to_string(m_toSeal.size() + m_toFill.size())
            + " to look at"};
}

} // namespace mazestudy
