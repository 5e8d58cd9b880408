#include "breadthfirstsolver.h"

#include <string>

namespace mazestudy {

BreadthFirstSolver::BreadthFirstSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : Solver(grid, setup)
    , m_search(FloorDistances::started(*grid, setup.start.value_or(Point {-1, -1})))
{
}

SolverInfo BreadthFirstSolver::info()
{
    SolverInfo info;
    info.id = "bfs";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Breadth-first search");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "expands the units in order of their distance from the start until the exit is reached: "
        "the shortest path (the Trace mode's)");
    info.source = "Moore (1959), Lee (1961); Pullen, Think Labyrinth (shortest path finder); mazelib ShortestPath";
    info.shortest = true;
    // A mark a unit, and two layers of 4-byte unit indices that together hold
    // at most every unit, in vectors up to twice their size.
    info.bytesPerUnit = 9;
    info.make = makeSolverOf<BreadthFirstSolver>;
    return info;
}

std::unique_ptr<Solver> BreadthFirstSolver::clone() const
{
    return std::make_unique<BreadthFirstSolver>(*this);
}

SolverStep BreadthFirstSolver::advance()
{
    const auto [unit, reached] = m_search.expandNext(grid());
    if (m_search.reached(exit()))
        finish(RouteStatus::Reached);
    else if (!m_search.searching())
        finish(RouteStatus::Unreachable);
    return {SolverStepKind::Expand, unit, unit, reached};
}

std::vector<Point> BreadthFirstSolver::path() const
{
    return reached() ? m_search.pathTo(exit()) : std::vector<Point> {};
}

size_t BreadthFirstSolver::memoryBytes() const
{
    return m_search.memoryBytes();
}

SolverMark BreadthFirstSolver::mark(Point unit) const
{
    if (m_search.onFrontier(unit))
        return SolverMark::Frontier;
    return m_search.reached(unit) ? SolverMark::Visited : SolverMark::None;
}

SolverWorkingSet BreadthFirstSolver::workingSet() const
{
    return {std::nullopt, std::nullopt, "frontier at distance " + std::to_string(m_search.layerDistance())};
}

} // namespace mazestudy
