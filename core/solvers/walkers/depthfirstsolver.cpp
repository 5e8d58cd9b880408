#include "depthfirstsolver.h"

#include <string>

namespace mazestudy {

namespace {
// MazeSolver's frame: a unit index and the directions tried, padded.
constexpr size_t FrameBytes = 8;
} // namespace

DepthFirstSolver::DepthFirstSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : Solver(grid, setup)
    , m_walk(*grid, setup.start, setup.exit)
{
}

SolverInfo DepthFirstSolver::info()
{
    SolverInfo info;
    info.id = "dfs";
    info.name = "Depth-first walk";
    info.summary = "the seed lab's solve(): forward into unvisited neighbours (S, E, N, W), back out of dead ends";
    info.source = "the mazedfs lab's solve() (MazeStudy's Solve mode); mazelib BacktrackingSolver";
    // Its grid and marks, and a frame a unit on the path at most.
    info.bytesPerUnit = 2 + FrameBytes;
    info.make = makeSolverOf<DepthFirstSolver>;
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
