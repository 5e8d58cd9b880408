#include "randommousesolver.h"

#include "solvernarration.h"

namespace mazestudy {

namespace {
const NarrationKind RandomMouseStep {
    "random-mouse-step", QT_TRANSLATE_N_NOOP("Narration", "Picks %1 at random of %n way(s) and steps from %2 to %3")};
} // namespace

RandomMouseSolver::RandomMouseSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : Solver(std::move(grid), setup)
    , m_rng(setup.seed)
    , m_at(setup.start.value_or(Point {}))
{
}

SolverInfo RandomMouseSolver::info()
{
    SolverInfo info;
    info.id = "random-mouse";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Random mouse");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "steps to a floor neighbour chosen at random, the way it came included, until it is on the exit");
    info.source = "Pullen, Think Labyrinth: Maze Algorithms (random mouse); mazelib RandomMouse";
    info.findsPath = PathPromise::Eventually;
    info.constantMemory = true;
    info.make = makeSolverOf<RandomMouseSolver>;
    return info;
}

std::unique_ptr<Solver> RandomMouseSolver::clone() const
{
    return std::make_unique<RandomMouseSolver>(*this);
}

SolverStep RandomMouseSolver::advance()
{
    Direction ways[4];
    const int count = floorNeighbours(m_at, ways);
    if (count == 0) {
        finish(RouteStatus::Unreachable);
        return {SolverStepKind::GiveUp, m_at, m_at};
    }
    const Direction d = ways[m_rng.below(uint32_t(count))];
    const Point from = m_at;
    m_at = neighbour(m_at, d);
    m_heading = d;
    if (isExit(m_at))
        finish(RouteStatus::Reached);
    return {SolverStepKind::Walk, from, m_at};
}

std::vector<Point> RandomMouseSolver::path() const
{
    RandomMouseSolver fresh(sharedGrid(), setup());
    return loopErasedWalk(fresh);
}

size_t RandomMouseSolver::memoryBytes() const
{
    return sizeof m_rng + sizeof m_at + sizeof m_heading;
}

SolverWorkingSet RandomMouseSolver::workingSet() const
{
    return {m_at, m_heading, "no memory of the way"};
}

void RandomMouseSolver::narrate(const SolverStep &step, Narration &narration) const
{
    Direction ways[4];
    narrateWalk(step, reached(), narration, RandomMouseStep, floorNeighbours(step.from, ways));
}

} // namespace mazestudy
