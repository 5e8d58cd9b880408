#include "depthfirstsolver.h"

#include <string>

namespace mazestudy {

namespace {
// MazeSolver's frame: a unit index and the directions tried, padded.
constexpr size_t FrameBytes = 8;

std::unique_ptr<Solver> makeRandomBranches(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
{
    return std::make_unique<DepthFirstSolver>(std::move(grid), setup, DepthFirstSolver::Branches::Random);
}
} // namespace

DepthFirstSolver::DepthFirstSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup, Branches branches)
    : Solver(grid, setup)
    , m_walk(*grid, setup.start, setup.exit, branches == Branches::Random ? std::optional(setup.seed) : std::nullopt)
{
}

SolverInfo DepthFirstSolver::info(Branches branches)
{
    const bool random = branches == Branches::Random;
    SolverInfo info;
    info.id = random ? "dfs-random" : "dfs";
    info.name = random ? QT_TRANSLATE_NOOP("CatalogText", "Depth-first walk (random branch order)")
                       : QT_TRANSLATE_NOOP("CatalogText", "Depth-first walk");
    info.summary = random
        ? QT_TRANSLATE_NOOP(
            "CatalogText", "forward into unvisited neighbours in an order drawn for each unit, back out of dead ends")
        : QT_TRANSLATE_NOOP("CatalogText",
            "the seed lab's solve(): forward into unvisited neighbours (S, E, N, W), back out of dead ends");
    info.source = random ? "the seed lab's solve() with its branches shuffled; mazelib BacktrackingSolver"
                         : "the mazedfs lab's solve() (MazeStudy's Solve mode); mazelib BacktrackingSolver";
    // Its grid and marks, and a frame a unit on the path at most.
    info.bytesPerUnit = 2 + FrameBytes;
    info.make = random ? makeRandomBranches : makeSolverOf<DepthFirstSolver>;
    return info;
}

std::unique_ptr<Solver> DepthFirstSolver::clone() const
{
    return std::make_unique<DepthFirstSolver>(*this);
}

SolverStep DepthFirstSolver::advance()
{
    const SolverMove move = m_walk.step();
    if (m_walk.finished())
        finish(m_walk.status());
    switch (move.kind) {
    case SolverMoveKind::Forward:
        return {SolverStepKind::Walk, move.from, move.to};
    case SolverMoveKind::Back:
        return {SolverStepKind::Back, move.from, move.to};
    case SolverMoveKind::GiveUp:
        break;
    }
    return {SolverStepKind::GiveUp, move.from, move.to};
}

std::vector<Point> DepthFirstSolver::path() const
{
    return reached() ? m_walk.path() : std::vector<Point> {};
}

size_t DepthFirstSolver::memoryBytes() const
{
    return 2 * m_walk.grid().unitCount() + m_walk.pathLength() * FrameBytes;
}

SolverMark DepthFirstSolver::mark(Point unit) const
{
    if (!grid().contains(unit.row, unit.col))
        return SolverMark::None;
    switch (m_walk.mark(unit)) {
    case MazeSolver::OnPath:
        return SolverMark::Path;
    case MazeSolver::DeadEnd:
        return SolverMark::Dead;
    case MazeSolver::Unvisited:
        break;
    }
    return SolverMark::None;
}

SolverWorkingSet DepthFirstSolver::workingSet() const
{
    return {m_walk.dot(), std::nullopt, "a path of " + std::to_string(m_walk.pathLength()) + " units on its stack"};
}

} // namespace mazestudy
