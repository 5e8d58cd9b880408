#include "floordistances.h"
#include "mazechecks.h"
#include "mazemetrics.h"
#include "shortestpath.h"
#include "solvercatalog.h"
#include "solvertimeline.h"
#include "testmazes.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace mazestudy;

namespace {

// The generators whose mazes are perfect (a spanning tree of the cells).
const char *const perfectGenerators[]
    = {"backtracker", "rotating-dfs", "permutation-dfs", "binary-tree", "sidewinder", "eller", "aldous-broder",
        "wilson", "kruskal", "prim", "growing-tree", "hunt-and-kill", "recursive-division", "origin-shift"};

// A generated maze as the solvers take it: the grid shared, start and exit.
struct SolvingMaze {
    std::shared_ptr<const Grid> grid;
    SolverSetup setup;
};

SolvingMaze generatedMaze(const std::string &generator, int rows, int cols, uint64_t seed, double braid = 0)
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

std::unique_ptr<Solver> solverFor(
    const std::string &id, const SolvingMaze &maze, uint64_t stepBudget = DefaultStepBudget)
{
    SolverSetup setup = maze.setup;
    setup.stepBudget = stepBudget;
    return solverInfo(id).make(maze.grid, setup);
}

uint64_t floorUnits(const Grid &grid)
{
    return uint64_t(std::count(grid.data(), grid.data() + grid.unitCount(), Grid::Floor));
}

// The units the start reaches without passing through the exit: N - 1 - m,
// where m counts the passages beyond the exit (in a tree, a passage a unit
// beyond it).
uint64_t reachableShortOfExit(const SolvingMaze &maze)
{
    Grid blocked = *maze.grid;
    blocked.set(maze.setup.exit->row, maze.setup.exit->col, Grid::Wall);
    return FloorDistances(blocked, *maze.setup.start).reachedCount();
}

// A start-to-exit walk over the floor with no unit twice.
void verifyPath(const SolvingMaze &maze, const std::vector<Point> &path)
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

Run finish(Solver &solver, Run run = {})
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
void compareRuns(const Run &a, const Run &b, bool sameMemory = true)
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

Snapshot snapshotOf(const Solver &solver)
{
    const SolverWorkingSet working = solver.workingSet();
    Snapshot snapshot {solver.steps(), solver.unitsVisited(), solver.status(), solver.budgetSpent(), working.walker,
        working.heading, working.note, {}};
    for (size_t i = 0; i < solver.grid().unitCount(); ++i)
        snapshot.marks.push_back(solver.mark(solver.grid().point(i)));
    return snapshot;
}

void addEverySolver()
{
    QTest::addColumn<QString>("solver");
    for (const SolverInfo &info : solverCatalog())
        QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id);
}

// A room with the exit in its middle, away from every wall: a wall follower
// goes round the room's walls for ever.
testmazes::Picture roomWithExitInTheMiddle()
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

} // namespace

class TestSolvers : public QObject {
    Q_OBJECT
private slots:
    void catalogueNamesEverySolverOnce()
    {
        std::set<std::string> ids;
        for (const SolverInfo &info : solverCatalog()) {
            QVERIFY(ids.insert(info.id).second);
            QVERIFY(!info.name.empty() && !info.summary.empty() && !info.source.empty() && info.make);
            QCOMPARE(info.constantMemory, info.bytesPerUnit == 0);
            QCOMPARE(findSolver(info.id), &info);
        }
        QCOMPARE(ids.size(), size_t(13));
        QVERIFY(!findSolver("wall-follower"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solverInfo("wall-follower"));
    }

    // Left and right hands walk one tour of the tree in opposite directions,
    // each up to the exit: together every passage twice, but those beyond
    // the exit, which neither walks: 2(N - 1 - m).
    void wallFollowersTogetherWalkTheTreeTwiceShortOfTheExit_data()
    {
        QTest::addColumn<QString>("generator");
        for (const char *id : perfectGenerators)
            QTest::newRow(id) << QString(id);
    }

    void wallFollowersTogetherWalkTheTreeTwiceShortOfTheExit()
    {
        QFETCH(QString, generator);
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            const SolvingMaze maze = generatedMaze(generator.toStdString(), 31, 31, seed);
            QVERIFY(mazechecks::isPerfect(*maze.grid));
            const uint64_t units = floorUnits(*maze.grid);
            const uint64_t shortOfExit = reachableShortOfExit(maze);
            const uint64_t beyondExit = units - 1 - shortOfExit;
            // An exit on the border with one way in has nothing beyond it.
            const Point exit = *maze.setup.exit;
            if (exit.col == maze.grid->cols() - 1 && mazechecks::floorNeighbours(*maze.grid, exit.row, exit.col) == 1)
                QCOMPARE(beyondExit, uint64_t(0));
            const auto left = solverFor("wall-follower-left", maze);
            const auto right = solverFor("wall-follower-right", maze);
            QCOMPARE(left->run(), RouteStatus::Reached);
            QCOMPARE(right->run(), RouteStatus::Reached);
            QCOMPARE(left->steps() + right->steps(), 2 * (units - 1 - beyondExit));
            m_mazesWithPassagesBeyondExit += beyondExit > 0;
            // One tour is the other backwards: together they enter every unit short of the exit.
            QVERIFY(left->unitsVisited() + right->unitsVisited() >= shortOfExit + 2);
            verifyPath(maze, left->path());
            QCOMPARE(left->path(), findShortestPath(*maze.grid, maze.setup.start, maze.setup.exit).units);
        }
    }

    // The exits of the classic generators are cells inside the grid: in many
    // of their mazes a part lies beyond the exit, and the identity holds there too.
    void identityHeldWithPassagesBeyondTheExit() { QVERIFY(m_mazesWithPassagesBeyondExit >= 10); }

    void shortestSearchesFindTraceLength_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<double>("braid");
        for (const GeneratorInfo &info : generatorCatalog()) {
            if (info.origin == GeneratorOrigin::Lab)
                continue;
            for (const double braid : {0.0, 0.5, 1.0})
                QTest::addRow("%s braid %.1f", info.id.c_str(), braid) << QString::fromStdString(info.id) << braid;
        }
    }

    void shortestSearchesFindTraceLength()
    {
        QFETCH(QString, generator);
        QFETCH(double, braid);
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            const SolvingMaze maze = generatedMaze(generator.toStdString(), 31, 31, seed, braid);
            const ShortestPath trace = findShortestPath(*maze.grid, maze.setup.start, maze.setup.exit);
            const auto bfs = solverFor("bfs", maze);
            QCOMPARE(bfs->run(), trace.status);
            // The Trace mode's search itself: the same path, unit for unit.
            QCOMPARE(bfs->path(), trace.units);
            for (const char *id : {"astar", "collision"}) {
                const auto solver = solverFor(id, maze);
                QCOMPARE(solver->run(), trace.status);
                if (trace.status != RouteStatus::Reached)
                    continue;
                verifyPath(maze, solver->path());
                QCOMPARE(solver->path().size(), trace.units.size());
            }
        }
    }

    void markingSolversFindAWayThroughLoops_data()
    {
        QTest::addColumn<QString>("solver");
        for (const char *id : {"tremaux", "dfs", "dead-end-filler", "cul-de-sac-filler", "blind-alley-sealer"})
            QTest::newRow(id) << QString(id);
    }

    void markingSolversFindAWayThroughLoops()
    {
        QFETCH(QString, solver);
        for (const char *generator : {"backtracker", "wilson", "prim", "kruskal", "rotating-dfs", "binary-tree"}) {
            for (const double braid : {0.0, 0.5, 1.0}) {
                for (uint64_t seed = 1; seed <= 3; ++seed) {
                    const SolvingMaze maze = generatedMaze(generator, 31, 31, seed, braid);
                    const auto walk = solverFor(solver.toStdString(), maze);
                    QCOMPARE(walk->run(), RouteStatus::Reached);
                    verifyPath(maze, walk->path());
                }
            }
        }
    }

    // The fillers leave exactly the solution of a perfect maze.
    void fillersLeaveThePathOfAPerfectMaze()
    {
        for (const char *id : {"dead-end-filler", "cul-de-sac-filler", "blind-alley-sealer"}) {
            const SolvingMaze maze = generatedMaze("wilson", 31, 31, 5);
            const auto filler = solverFor(id, maze);
            filler->run();
            const auto shortest = findShortestPath(*maze.grid, maze.setup.start, maze.setup.exit).units;
            QCOMPARE(filler->path(), shortest);
            // Once filled, the walk goes straight along the solution.
            uint64_t filled = 0;
            for (int r = 0; r < maze.grid->rows(); ++r) {
                for (int c = 0; c < maze.grid->cols(); ++c)
                    filled += filler->mark({r, c}) == SolverMark::Dead;
            }
            QCOMPARE(filler->steps(), filled + shortest.size() - 1);
        }
    }

    void pledgeReachesAnExitInTheBorder_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<double>("braid");
        for (const char *id : {"rotating-dfs", "permutation-dfs"}) {
            for (const double braid : {0.0, 0.5, 1.0})
                QTest::addRow("%s braid %.1f", id, braid) << QString(id) << braid;
        }
    }

    void pledgeReachesAnExitInTheBorder()
    {
        QFETCH(QString, generator);
        QFETCH(double, braid);
        for (uint64_t seed = 1; seed <= 10; ++seed) {
            const SolvingMaze maze = generatedMaze(generator.toStdString(), 31, 41, seed, braid);
            QCOMPARE(maze.setup.exit->col, maze.grid->cols() - 1);
            const auto pledge = solverFor("pledge", maze, 10'000'000);
            QCOMPARE(pledge->run(), RouteStatus::Reached);
            verifyPath(maze, pledge->path());
        }
    }

    void pledgeSolvesEveryPerfectMaze()
    {
        for (const char *generator : perfectGenerators) {
            const SolvingMaze maze = generatedMaze(generator, 31, 31, 7);
            const auto pledge = solverFor("pledge", maze, 10'000'000);
            QVERIFY2(pledge->run() == RouteStatus::Reached, generator);
        }
    }

    void budgetStopsAWallFollowerRoundTheRoom()
    {
        const auto room = roomWithExitInTheMiddle();
        const SolvingMaze maze {std::make_shared<const Grid>(room.grid), {room.start, room.exit}};
        for (const char *id : {"wall-follower-left", "wall-follower-right"}) {
            const auto follower = solverFor(id, maze, 1000);
            QCOMPARE(follower->run(), RouteStatus::Searching);
            QVERIFY(follower->finished());
            QVERIFY(follower->budgetSpent());
            QVERIFY(!follower->reached());
            QCOMPARE(follower->steps(), uint64_t(1000));
            QVERIFY(follower->path().empty());
            // It kept to the walls: the room's ring of 24 units, never its middle.
            QCOMPARE(follower->unitsVisited(), uint64_t(24));
        }
        // Those that keep marks find the middle.
        for (const char *id : {"tremaux", "bfs", "astar", "collision", "dead-end-filler", "blind-alley-sealer"}) {
            const auto solver = solverFor(id, maze, 1000);
            QCOMPARE(solver->run(), RouteStatus::Reached);
        }
    }

    void steppingEqualsRunning_data() { addEverySolver(); }

    void steppingEqualsRunning()
    {
        QFETCH(QString, solver);
        for (const double braid : {0.0, 1.0}) {
            const SolvingMaze maze = generatedMaze("backtracker", 21, 21, 3, braid);
            const auto stepped = solverFor(solver.toStdString(), maze, 200'000);
            const auto ran = solverFor(solver.toStdString(), maze, 200'000);
            const Run steps = finish(*stepped);
            ran->run();
            compareRuns(steps, finish(*ran));
            QCOMPARE(steps.steps.size() - (steps.steps.back().kind == SolverStepKind::GiveUp), steps.stepCount);
        }
    }

    void cloneContinuesIdentically_data() { addEverySolver(); }

    void cloneContinuesIdentically()
    {
        QFETCH(QString, solver);
        const SolvingMaze maze = generatedMaze("prim", 21, 21, 4, 0.5);
        const auto original = solverFor(solver.toStdString(), maze, 200'000);
        const uint64_t total = finish(*solverFor(solver.toStdString(), maze, 200'000)).stepCount;
        while (original->steps() < total / 2)
            original->step();
        const auto copy = original->clone();
        const Run fromOriginal = finish(*original);
        const Run fromCopy = finish(*copy);
        QCOMPARE(fromOriginal.steps, fromCopy.steps);
        QVERIFY(!fromCopy.steps.empty());
        compareRuns(fromOriginal, fromCopy, false);
    }

    // Back returns the previous state exactly, step after step, from
    // keyframes laid and thinned as the run goes (spacing 4, at most 4).
    void timelineStepsBackToEveryState_data() { addEverySolver(); }

    void timelineStepsBackToEveryState()
    {
        QFETCH(QString, solver);
        const SolvingMaze maze = generatedMaze("prim", 21, 21, 6, 0.5);
        SolverTimeline timeline(solverFor(solver.toStdString(), maze, 3000), 4, 4);
        std::vector<Snapshot> states {snapshotOf(timeline.state())};
        std::vector<SolverStep> steps;
        while (!timeline.state().finished() && steps.size() < 300) {
            steps.push_back(timeline.forward());
            states.push_back(snapshotOf(timeline.state()));
        }
        QVERIFY(timeline.spacing() > 4);
        QVERIFY(timeline.keyframes() <= 4);
        while (timeline.position() > 0) {
            timeline.back();
            QVERIFY(snapshotOf(timeline.state()) == states[timeline.position()]);
            if (timeline.position() > 0)
                QCOMPARE(*timeline.lastStep(), steps[timeline.position() - 1]);
            else
                QVERIFY(!timeline.lastStep());
        }
        // And forwards again, the same way.
        for (const SolverStep &step : steps)
            QCOMPARE(timeline.forward(), step);
        QVERIFY(snapshotOf(timeline.state()) == states.back());
    }

    void sameSeedSameWalk_data() { addEverySolver(); }

    void sameSeedSameWalk()
    {
        QFETCH(QString, solver);
        SolvingMaze maze = generatedMaze("kruskal", 21, 21, 8, 0.3);
        maze.setup.seed = 12345;
        const Run first = finish(*solverFor(solver.toStdString(), maze, 200'000));
        const Run second = finish(*solverFor(solver.toStdString(), maze, 200'000));
        QCOMPARE(first.steps, second.steps);
        compareRuns(first, second);
        // Only the random mouse and the random branches draw: another seed, another walk.
        maze.setup.seed = 54321;
        const Run reseeded = finish(*solverFor(solver.toStdString(), maze, 200'000));
        QCOMPARE(reseeded.steps == first.steps, solver != "random-mouse" && solver != "dfs-random");
    }

    // Same solver, maze and seed: the same walk, in every build and for
    // good. Pinned on the 21 x 21 Kruskal maze of seed 8, braided 0.3, with
    // solver seed 12345 (a change here changes every published figure).
    void walksArePinned()
    {
        struct Pinned {
            const char *solver;
            uint64_t steps;
            uint64_t unitsVisited;
            size_t pathUnits;
        };
        const Pinned pinned[] = {{"random-mouse", 8748, 132, 57}, {"wall-follower-left", 164, 124, 57},
            {"wall-follower-right", 168, 118, 61}, {"pledge", 168, 124, 57}, {"tremaux", 156, 106, 57},
            {"dfs", 154, 106, 57}, {"dfs-random", 304, 181, 57}, {"dead-end-filler", 164, 154, 57},
            {"cul-de-sac-filler", 153, 154, 57}, {"blind-alley-sealer", 70, 71, 57}, {"bfs", 171, 171, 53},
            {"astar", 105, 105, 53}, {"collision", 164, 164, 53}};
        QCOMPARE(std::size(pinned), solverCatalog().size());
        SolvingMaze maze = generatedMaze("kruskal", 21, 21, 8, 0.3);
        maze.setup.seed = 12345;
        for (const Pinned &expected : pinned) {
            const auto solver = solverFor(expected.solver, maze);
            QCOMPARE(solver->run(), RouteStatus::Reached);
            QCOMPARE(solver->steps(), expected.steps);
            QCOMPARE(solver->unitsVisited(), expected.unitsVisited);
            QCOMPARE(solver->path().size(), expected.pathUnits);
        }
    }

    // A depth-first walk that takes the branches of each unit in a random
    // order goes down each side branch of the path with probability 1/2, and
    // back: its mean steps are the passages short of the exit, N - 1 - m.
    void randomBranchesAverageThePassagesShortOfTheExit()
    {
        int withPassagesBeyond = 0;
        for (const auto &[generator, seed] : {std::pair {"kruskal", 1}, {"wilson", 2}, {"backtracker", 3}}) {
            SolvingMaze maze = generatedMaze(generator, 15, 21, uint64_t(seed));
            const double expected = double(reachableShortOfExit(maze));
            withPassagesBeyond += reachableShortOfExit(maze) + 1 < floorUnits(*maze.grid);
            constexpr int runs = 2000;
            double sum = 0;
            double squares = 0;
            for (int run = 1; run <= runs; ++run) {
                maze.setup.seed = uint64_t(run);
                const auto walk = solverFor("dfs-random", maze);
                QCOMPARE(walk->run(), RouteStatus::Reached);
                sum += double(walk->steps());
                squares += double(walk->steps()) * double(walk->steps());
            }
            const double mean = sum / runs;
            const double deviation = std::sqrt((squares - sum * mean) / (runs - 1));
            QVERIFY(deviation > 0);
            QVERIFY2(std::abs(mean - expected) < 4 * deviation / std::sqrt(double(runs)),
                qPrintable(QStringLiteral("%1: mean %2, N - 1 - m %3, sd %4")
                               .arg(generator)
                               .arg(mean)
                               .arg(expected)
                               .arg(deviation)));
        }
        QVERIFY(withPassagesBeyond > 0);
    }

    // The mean of many walks against the random_mouse_steps metric's exact
    // expectation, within four standard errors.
    void randomMouseMeetsTheMetricsExpectation()
    {
        for (const auto &[generator, seed] : {std::pair {"backtracker", 2}, {"wilson", 3}}) {
            SolvingMaze maze = generatedMaze(generator, 11, 15, uint64_t(seed));
            const MazeMetrics metrics = measureGrid(*maze.grid, maze.setup.start, maze.setup.exit, true);
            const double expected = double(*metrics.solution->randomMouseSteps);
            constexpr int runs = 2000;
            double sum = 0;
            double squares = 0;
            for (int run = 1; run <= runs; ++run) {
                maze.setup.seed = uint64_t(run);
                const auto mouse = solverFor("random-mouse", maze);
                QCOMPARE(mouse->run(), RouteStatus::Reached);
                sum += double(mouse->steps());
                squares += double(mouse->steps()) * double(mouse->steps());
            }
            const double mean = sum / runs;
            const double deviation = std::sqrt((squares - sum * mean) / (runs - 1));
            QVERIFY2(std::abs(mean - expected) < 4 * deviation / std::sqrt(double(runs)),
                qPrintable(QStringLiteral("%1: mean %2, expected %3, sd %4")
                               .arg(generator)
                               .arg(mean)
                               .arg(expected)
                               .arg(deviation)));
        }
    }

    // The catalogue's bound, which the CLI refuses by, holds all the way.
    void memoryStaysWithinTheCataloguesBound_data() { addEverySolver(); }

    void memoryStaysWithinTheCataloguesBound()
    {
        QFETCH(QString, solver);
        const SolverInfo &info = solverInfo(solver.toStdString());
        for (const double braid : {0.0, 1.0}) {
            const SolvingMaze maze = generatedMaze("growing-tree", 41, 41, 2, braid);
            const auto walk = solverFor(info.id, maze, 100'000);
            const double bound = info.bytesPerUnit * double(maze.grid->unitCount()) + 256;
            size_t most = walk->memoryBytes();
            while (!walk->finished()) {
                walk->step();
                most = std::max(most, walk->memoryBytes());
            }
            QVERIFY2(double(most) <= bound, qPrintable(QStringLiteral("%1 bytes").arg(most)));
        }
        // A 16001 x 16001 maze: the grid and a bit a unit, and the state.
        const uint64_t units = uint64_t(16001) * 16001;
        const uint64_t estimate = estimatedSolverBytes(info, 16001, 16001);
        QCOMPARE(estimate, units + (units + 7) / 8 + uint64_t(double(units) * info.bytesPerUnit));
        if (info.constantMemory || info.id == "bfs")
            QVERIFY(estimate < uint64_t(3) << 30);
    }

    void everyStepIsNarratedInEnglish_data() { addEverySolver(); }

    void everyStepIsNarratedInEnglish()
    {
        QFETCH(QString, solver);
        const SolvingMaze maze = generatedMaze("hunt-and-kill", 15, 15, 1, 0.5);
        const auto walk = solverFor(solver.toStdString(), maze, 10'000);
        std::set<std::string> kinds;
        while (!walk->finished()) {
            const SolverStep step = walk->step();
            Narration narration;
            walk->narrate(step, narration);
            QVERIFY(narration.kind);
            kinds.insert(narration.kind->name);
            const std::string text = solverStepText(*walk, step);
            QVERIFY2(!text.empty() && text.find('%') == std::string::npos, text.c_str());
        }
        if (walk->reached())
            QVERIFY(walk->workingSet().note.size() > 0);
        QVERIFY(!kinds.empty());
    }

    void endpointProblemsFinishAtOnce_data() { addEverySolver(); }

    void endpointProblemsFinishAtOnce()
    {
        QFETCH(QString, solver);
        const auto room = roomWithExitInTheMiddle();
        const auto grid = std::make_shared<const Grid>(room.grid);
        const SolverInfo &info = solverInfo(solver.toStdString());
        const auto walled = info.make(grid, {Point {0, 0}, room.exit});
        QVERIFY(walled->finished());
        QCOMPARE(walled->status(), RouteStatus::StartIsWall);
        const auto noExit = info.make(grid, {room.start, std::nullopt});
        QCOMPARE(noExit->status(), RouteStatus::NoExit);
        const auto there = info.make(grid, {room.exit, room.exit});
        QCOMPARE(there->status(), RouteStatus::Reached);
        QCOMPARE(there->path(), std::vector<Point> {*room.exit});
        QCOMPARE(there->steps(), uint64_t(0));
    }

    // The exit in another piece of the floor: every solver that can tell
    // says so; the random mouse and the walkers that keep nothing spend
    // their budget.
    void unreachableExit_data() { addEverySolver(); }

    void unreachableExit()
    {
        QFETCH(QString, solver);
        const auto picture = testmazes::draw({
            "#######",
            "#S..#E#",
            "#.#.#.#",
            "#...#.#",
            "#######",
        });
        const SolvingMaze maze {std::make_shared<const Grid>(picture.grid), {picture.start, picture.exit}};
        const auto walk = solverFor(solver.toStdString(), maze, 5000);
        const RouteStatus status = walk->run();
        const SolverInfo &info = solverInfo(solver.toStdString());
        if (info.constantMemory) {
            QCOMPARE(status, RouteStatus::Searching);
            QVERIFY(walk->budgetSpent());
        } else {
            QCOMPARE(status, RouteStatus::Unreachable);
        }
        QVERIFY(walk->path().empty());
    }

private:
    int m_mazesWithPassagesBeyondExit = 0;
};

QTEST_GUILESS_MAIN(TestSolvers)
#include "tst_solvers.moc"
