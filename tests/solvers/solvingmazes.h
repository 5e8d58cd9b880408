#pragma once

// What the solvers' tests share: mazes made by the generator catalogue as the
// solvers take them, runs to the end and what a solver shows of itself.

#include "floordistances.h"
#include "generatorcatalog.h"
#include "solvercatalog.h"
#include "testmazes.h"

#include <QtTest>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace solvingmazes {

using namespace mazestudy;

// The generators whose mazes are perfect (a spanning tree of the cells).
inline const char *const perfectGenerators[]
    = {"backtracker", "rotating-dfs", "permutation-dfs", "binary-tree", "sidewinder", "eller", "aldous-broder",
        "wilson", "kruskal", "prim", "growing-tree", "hunt-and-kill", "recursive-division", "origin-shift"};

// A generated maze as the solvers take it: the grid shared, start and exit.
struct SolvingMaze {
    std::shared_ptr<const Grid> grid;
    SolverSetup setup;
};

inline SolvingMaze generatedMaze(const std::string &generator, int rows, int cols, uint64_t seed, double braid = 0)
{
    MazeSpec spec = specOf(generator, rows, cols, seed);
    spec.braid = braid;
    const auto made = makeGenerator(spec);
    made->run();
    SolvingMaze maze {std::make_shared<const Grid>(made->grid()), {}};
    maze.setup.start = made->start();
    maze.setup.exit = made->exit();
    return maze;
}

inline std::unique_ptr<Solver> solverFor(
    const std::string &id, const SolvingMaze &maze, uint64_t stepBudget = DefaultStepBudget)
{
    SolverSetup setup = maze.setup;
    setup.stepBudget = stepBudget;
    return solverInfo(id).make(maze.grid, setup);
}

inline uint64_t floorUnits(const Grid &grid)
{
    return uint64_t(std::count(grid.data(), grid.data() + grid.unitCount(), Grid::Floor));
}

// The units the start reaches without passing through the exit: N - 1 - m,
// where m counts the passages beyond the exit (in a tree, a passage a unit
// beyond it).
inline uint64_t reachableShortOfExit(const SolvingMaze &maze)
{
    Grid blocked = *maze.grid;
    blocked.set(maze.setup.exit->row, maze.setup.exit->col, Grid::Wall);
    return FloorDistances(blocked, *maze.setup.start).reachedCount();
}

// A start-to-exit walk over the floor with no unit twice.
inline void verifyPath(const SolvingMaze &maze, const std::vector<Point> &path)
{
    QVERIFY(!path.empty());
    QCOMPARE(path.front(), *maze.setup.start);
    QCOMPARE(path.back(), *maze.setup.exit);
    QVERIFY(testmazes::isFloorWalk(*maze.grid, path));
    std::set<std::pair<int, int>> units;
    for (const Point p : path)
        units.insert({p.row, p.col});
    QCOMPARE(units.size(), path.size());
}

struct Run {
    std::vector<SolverStep> steps;
    RouteStatus status = RouteStatus::Searching;
    bool budgetSpent = false;
    uint64_t stepCount = 0;
    uint64_t unitsVisited = 0;
    size_t memoryBytes = 0;
    std::vector<Point> path;
};

inline Run finish(Solver &solver, Run run = {})
{
    while (!solver.finished())
        run.steps.push_back(solver.step());
    run.status = solver.status();
    run.budgetSpent = solver.budgetSpent();
    run.stepCount = solver.steps();
    run.unitsVisited = solver.unitsVisited();
    run.memoryBytes = solver.memoryBytes();
    run.path = solver.path();
    return run;
}

// The same end; with `sameMemory`, the same bytes too (a clone's vectors
// are copied to their size, not to the capacity they had grown to).
inline void compareRuns(const Run &a, const Run &b, bool sameMemory = true)
{
    QCOMPARE(a.status, b.status);
    QCOMPARE(a.budgetSpent, b.budgetSpent);
    QCOMPARE(a.stepCount, b.stepCount);
    QCOMPARE(a.unitsVisited, b.unitsVisited);
    if (sameMemory)
        QCOMPARE(a.memoryBytes, b.memoryBytes);
    QCOMPARE(a.path, b.path);
}

// What a solver shows of itself: its counts, status, working set and every unit's mark.
struct Snapshot {
    uint64_t steps = 0;
    uint64_t unitsVisited = 0;
    RouteStatus status = RouteStatus::Searching;
    bool budgetSpent = false;
    std::optional<Point> walker;
    std::optional<Direction> heading;
    std::string note;
    std::vector<SolverMark> marks;

    friend bool operator==(const Snapshot &a, const Snapshot &b)
    {
        return a.steps == b.steps && a.unitsVisited == b.unitsVisited && a.status == b.status
            && a.budgetSpent == b.budgetSpent && a.walker == b.walker && a.heading == b.heading && a.note == b.note
            && a.marks == b.marks;
    }
};

inline Snapshot snapshotOf(const Solver &solver)
{
    const SolverWorkingSet working = solver.workingSet();
    Snapshot snapshot {solver.steps(), solver.unitsVisited(), solver.status(), solver.budgetSpent(), working.walker,
        working.heading, working.note, {}};
    for (size_t i = 0; i < solver.grid().unitCount(); ++i)
        snapshot.marks.push_back(solver.mark(solver.grid().point(i)));
    return snapshot;
}

inline void addEverySolver()
{
    QTest::addColumn<QString>("solver");
    for (const SolverInfo &info : solverCatalog())
        QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id);
}

// A room with the exit in its middle, away from every wall: a wall follower
// goes round the room's walls for ever.
inline testmazes::Picture roomWithExitInTheMiddle()
{
    return testmazes::draw({
        "#########",
        "#S......#",
        "#.......#",
        "#.......#",
        "#...E...#",
        "#.......#",
        "#.......#",
        "#.......#",
        "#########",
    });
}

} // namespace solvingmazes
