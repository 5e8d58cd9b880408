#include "tremauxsolver.h"

#include <algorithm>

namespace mazestudy {

TremauxSolver::TremauxSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : Solver(std::move(grid), setup)
    , m_at(setup.start.value_or(Point {}))
{
    if (!finished())
        m_marks.assign(this->grid().unitCount(), 0);
}

SolverInfo TremauxSolver::info()
{
    SolverInfo info;
    info.id = "tremaux";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Trémaux");
    info.summary = "marks each passage it walks; turns back at a visited place reached by a new passage";
    info.source = "Trémaux (1859) in Lucas, Récréations mathématiques (1882); Pullen, Think Labyrinth; mazelib Tremaux";
    info.bytesPerUnit = 1;
    info.make = makeSolverOf<TremauxSolver>;
    return info;
}

std::unique_ptr<Solver> TremauxSolver::clone() const
{
    return std::make_unique<TremauxSolver>(*this);
}

std::pair<size_t, int> TremauxSolver::passageSlot(Point unit, Direction d) const
{
    switch (d) {
    case Direction::South:
        return {grid().index(unit.row, unit.col), 0};
    case Direction::East:
        return {grid().index(unit.row, unit.col), 2};
    case Direction::North:
        return {grid().index(unit.row - 1, unit.col), 0};
    case Direction::West:
        return {grid().index(unit.row, unit.col - 1), 2};
    }
    return {0, 0};
}

int TremauxSolver::passageMarks(Point unit, Direction d) const
{
    const Point next = neighbour(unit, d);
    if (m_marks.empty() || !grid().isFloor(unit.row, unit.col) || !grid().isFloor(next.row, next.col))
        return 0;
    const auto [byte, shift] = passageSlot(unit, d);
    return (m_marks[byte] >> shift) & 3;
}

SolverStep TremauxSolver::advance()
{
    Direction ways[4];
    const int count = floorNeighbours(m_at, ways);
    if (m_cameBy && passageMarks(m_at, *m_cameBy) == 1) {
        // Just walked a new passage: back at once if this place was visited before.
        bool visitedBefore = m_at == start();
        for (int i = 0; i < count; ++i)
            visitedBefore = visitedBefore || (ways[i] != *m_cameBy && passageMarks(m_at, ways[i]) > 0);
        if (visitedBefore)
            return walk(*m_cameBy);
    }
    for (int i = 0; i < count; ++i) {
        if (passageMarks(m_at, ways[i]) == 0)
            return walk(ways[i]);
    }
    for (int i = 0; i < count; ++i) {
        if (passageMarks(m_at, ways[i]) == 1)
            return walk(ways[i]);
    }
    // Every passage from the start marked twice: its whole piece is walked.
    finish(RouteStatus::Unreachable);
    return {SolverStepKind::GiveUp, m_at, m_at};
}

SolverStep TremauxSolver::walk(Direction d)
{
    const auto [byte, shift] = passageSlot(m_at, d);
    const int marks = ((m_marks[byte] >> shift) & 3) + 1;
    m_marks[byte] = uint8_t((m_marks[byte] & ~(3 << shift)) | (marks << shift));
    const Point from = m_at;
    m_at = neighbour(m_at, d);
    m_cameBy = behind(d);
    if (isExit(m_at))
        finish(RouteStatus::Reached);
    return {marks == 1 ? SolverStepKind::Walk : SolverStepKind::Back, from, m_at};
}

std::vector<Point> TremauxSolver::path() const
{
    if (!reached())
        return {};
    // The passages marked once run from the start to the walker, unbranched.
    std::vector<Point> units {start()};
    std::optional<Direction> previous;
    while (units.back() != m_at) {
        Direction ways[4];
        const int count = floorNeighbours(units.back(), ways);
        bool moved = false;
        for (int i = 0; i < count && !moved; ++i) {
            if (ways[i] == previous || passageMarks(units.back(), ways[i]) != 1)
                continue;
            units.push_back(neighbour(units.back(), ways[i]));
            previous = behind(ways[i]);
            moved = true;
        }
        if (!moved)
            return {};
    }
    return units;
}

size_t TremauxSolver::memoryBytes() const
{
    return m_marks.capacity() + sizeof m_at + sizeof m_cameBy;
}

SolverMark TremauxSolver::mark(Point unit) const
{
    int most = 0;
    bool once = false;
    for (const Direction d : LabOrder) {
        const int marks = passageMarks(unit, d);
        once = once || marks == 1;
        most = std::max(most, marks);
    }
    return once ? SolverMark::Path : most == 2 ? SolverMark::Dead : SolverMark::None;
}

SolverWorkingSet TremauxSolver::workingSet() const
{
    return {m_at, m_cameBy ? std::optional(behind(*m_cameBy)) : std::nullopt,
        "marks on the passages: once on the way from the start, twice where it turned back"};
}

} // namespace mazestudy
