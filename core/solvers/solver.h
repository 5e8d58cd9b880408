#pragma once

#include "grid.h"
#include "movenarration.h"
#include "routestatus.h"
#include "solverstep.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

// Enough for a random mouse on a 1001 x 1001 maze most of the time, and a few
// seconds of a wall follower circling an island before it counts as failed.
constexpr uint64_t DefaultStepBudget = 1'000'000'000;

// Where a solver starts and stops, and what it may spend.
struct SolverSetup {
    std::optional<Point> start;
    std::optional<Point> exit;
    // Only the solvers that draw (the random mouse) use it, through the
    // project's Rng, so a seed gives the same walk on every machine.
    uint64_t seed = 1;
    // The steps the solver may take: a solver that has not reached the exit
    // when they are spent stops, failed (Solver::budgetSpent()).
    uint64_t stepBudget = DefaultStepBudget;
};

// What a solver knows of a unit, for drawing its working set over the maze.
enum class SolverMark : uint8_t {
    None, // nothing, or the solver keeps nothing a unit
    Visited, // entered or expanded, nothing more to say
    Path, // on the way it holds from the start (a stack, Trémaux's passages marked once)
    Frontier, // a search's units waiting to be expanded
    Dead, // ruled out: backed out of, marked twice, filled or sealed
};

// What a solver keeps besides its marks: the walker and where it faces, and a
// line for the rest ("left hand on the wall", "turn count -2").
struct SolverWorkingSet {
    std::optional<Point> walker;
    std::optional<Direction> heading;
    std::string note;
};

// A maze solver as a step machine, as generators are: step() does one move
// of the algorithm and says what it did, run() goes to the end through the
// same step, clone() continues identically.
//
// Solvers share the maze (a Grid they never change), so clones cost only
// their own state; memoryBytes() counts that state, not the maze. The units
// visited are counted in a bitmap of one bit a unit that the solver's
// algorithm never reads: it is the study's instrument, not the solver's
// memory.
class Solver {
public:
    Solver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    virtual ~Solver();

    virtual std::unique_ptr<Solver> clone() const = 0;

    const Grid &grid() const { return *m_grid; }
    const std::shared_ptr<const Grid> &sharedGrid() const { return m_grid; }
    const SolverSetup &setup() const { return m_setup; }

    // Searching until the exit is reached or found unreachable; when the
    // start or exit is missing or a wall, that problem from the start.
    RouteStatus status() const { return m_status; }
    // The budget was spent while searching: the solver stopped, failed.
    bool budgetSpent() const { return m_budgetSpent; }
    bool finished() const { return m_status != RouteStatus::Searching || m_budgetSpent; }
    bool reached() const { return m_status == RouteStatus::Reached; }
    // Steps taken: moves of the walker, units filled, units expanded.
    uint64_t steps() const { return m_steps; }
    // Distinct units the solver has entered, filled or expanded, the start included.
    uint64_t unitsVisited() const { return m_unitsVisited; }

    // Precondition: !finished().
    SolverStep step();
    // Steps to the end; returns status() (Searching when the budget ran out).
    RouteStatus run();

    // Once reached: a walk over the floor, start first and exit last, with
    // no unit twice. Empty otherwise.
    virtual std::vector<Point> path() const = 0;
    // Bytes of the algorithm's own state (marks, stacks, frontiers).
    virtual size_t memoryBytes() const = 0;
    // What it knows of `unit`: None for units outside the grid and for the
    // solvers that keep nothing a unit.
    virtual SolverMark mark(Point unit) const;
    // Its walker, heading and the rest of what it keeps, in a line.
    virtual SolverWorkingSet workingSet() const = 0;
    // What `step`, the step that led to this state, did.
    virtual void narrate(const SolverStep &step, Narration &narration) const;

protected:
    Solver(const Solver &) = default;

    // One step of the algorithm. Precondition: status() is Searching.
    virtual SolverStep advance() = 0;
    void finish(RouteStatus status) { m_status = status; }
    // Valid unless an endpoint problem finished the solver at once.
    Point start() const { return *m_setup.start; }
    Point exit() const { return *m_setup.exit; }
    bool isExit(Point unit) const { return unit == *m_setup.exit; }
    // Every 4-neighbour of `unit` that is floor, in the lab's order.
    int floorNeighbours(Point unit, Direction *out) const;

    // For the walkers that keep no path: their walk replayed by `fresh`, a
    // solver as this one was before its first step, with its loops erased
    // (each return to a unit cuts the walk back to its first visit there).
    // It costs the walk's steps again, a bit a unit and the path.
    std::vector<Point> loopErasedWalk(Solver &fresh) const;

private:
    void countVisit(Point unit);

    std::shared_ptr<const Grid> m_grid;
    SolverSetup m_setup;
    RouteStatus m_status = RouteStatus::Searching;
    bool m_budgetSpent = false;
    uint64_t m_steps = 0;
    uint64_t m_unitsVisited = 0;
    std::vector<uint64_t> m_visited; // one bit a unit
};

// The narration of `step`, the step that led to `state`, in English: for the
// CLI and the tests (the window translates the Narration).
std::string solverStepText(const Solver &state, const SolverStep &step);

} // namespace mazestudy
