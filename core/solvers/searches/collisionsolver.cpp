#include "collisionsolver.h"

#include <algorithm>
#include <string>

namespace mazestudy {

CollisionSolver::CollisionSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : Solver(grid, setup)
    , m_fromStart(FloorDistances::started(*grid, setup.start.value_or(Point {-1, -1})))
    , m_fromExit(FloorDistances::started(*grid, setup.exit.value_or(Point {-1, -1})))
{
}

SolverInfo CollisionSolver::info()
{
    SolverInfo info;
    info.id = "collision";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Collision");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "floods from the start and the exit in turn, a layer each, and joins them where they collide: "
        "a shortest path");
    info.source = "Pullen, Think Labyrinth: Maze Algorithms (collision solver); mazelib Collision; "
                  "bidirectional search (Pohl 1971)";
    info.shortest = true;
    // Two breadth-first searches.
    info.bytesPerUnit = 18;
    info.make = makeSolverOf<CollisionSolver>;
    return info;
}

std::unique_ptr<Solver> CollisionSolver::clone() const
{
    return std::make_unique<CollisionSolver>(*this);
}

SolverStep CollisionSolver::advance()
{
    FloorDistances &flood = m_exitsTurn ? m_fromExit : m_fromStart;
    const FloorDistances &other = m_exitsTurn ? m_fromStart : m_fromExit;
    const uint64_t layer = flood.layerDistance();
    const auto [unit, reached] = flood.expandNext(grid());
    // The first touch is a shortest join: neither flood has reached past
    // the other's layers (docs/solvers.md, collision).
    for (const Direction d : LabOrder) {
        const Point next = neighbour(unit, d);
        if (!grid().isFloor(next.row, next.col) || !other.reached(next))
            continue;
        m_startSide = m_exitsTurn ? next : unit;
        m_exitSide = m_exitsTurn ? unit : next;
        finish(RouteStatus::Reached);
        return {SolverStepKind::Expand, unit, unit, reached};
    }
    // A flood that runs out without touching the other has the whole piece.
    if (!flood.searching())
        finish(RouteStatus::Unreachable);
    else if (flood.layerDistance() != layer)
        m_exitsTurn = !m_exitsTurn;
    return {SolverStepKind::Expand, unit, unit, reached};
}

std::vector<Point> CollisionSolver::path() const
{
    if (!reached())
        return {};
    if (start() == exit())
        return {start()};
    std::vector<Point> units = m_fromStart.pathTo(m_startSide);
    std::vector<Point> exitHalf = m_fromExit.pathTo(m_exitSide);
    units.insert(units.end(), exitHalf.rbegin(), exitHalf.rend());
    return units;
}

size_t CollisionSolver::memoryBytes() const
{
    return m_fromStart.memoryBytes() + m_fromExit.memoryBytes();
}

SolverMark CollisionSolver::mark(Point unit) const
{
    if (m_fromStart.onFrontier(unit) || m_fromExit.onFrontier(unit))
        return SolverMark::Frontier;
    return m_fromStart.reached(unit) || m_fromExit.reached(unit) ? SolverMark::Visited : SolverMark::None;
}

SolverWorkingSet CollisionSolver::workingSet() const
{
    return {std::nullopt, std::nullopt,
        "floods at distance " + std::to_string(m_fromStart.layerDistance()) + " from the start and "
            + std::to_string(m_fromExit.layerDistance()) + " from the exit; "
            + (m_exitsTurn ? "the exit's" : "the start's") + " turn"};
}

} // namespace mazestudy
