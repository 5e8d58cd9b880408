#include "mazechecks.h"
#include "mazemetrics.h"
#include "shortestpath.h"
#include "solvingmazes.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace mazestudy;
using namespace solvingmazes;

namespace {

// The mean steps of 2000 walks of `solver` (seeds 1 to 2000) within four
// standard errors of `expected`.
void verifyMeanSteps(const char *solver, SolvingMaze maze, double expected, const char *label)
{
    constexpr int runs = 2000;
    double sum = 0;
    double squares = 0;
    for (int run = 1; run <= runs; ++run) {
        maze.setup.seed = uint64_t(run);
        const auto walk = solverFor(solver, maze);
        QCOMPARE(walk->run(), RouteStatus::Reached);
        sum += double(walk->steps());
        squares += double(walk->steps()) * double(walk->steps());
    }
    const double mean = sum / runs;
    const double deviation = std::sqrt((squares - sum * mean) / (runs - 1));
    QVERIFY(deviation > 0);
    QVERIFY2(std::abs(mean - expected) < 4 * deviation / std::sqrt(double(runs)),
        qPrintable(QStringLiteral("%1 on %2: mean %3, expected %4, sd %5")
                       .arg(solver, label)
                       .arg(mean)
                       .arg(expected)
                       .arg(deviation)));
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
            // The Trace mode's search itself: the same path, unit for unit;
            // and as long as the metrics' shortest_path, from their own walk.
            QCOMPARE(bfs->path(), trace.units);
            const MazeMetrics metrics = measureGrid(*maze.grid, maze.setup.start, maze.setup.exit, false);
            QCOMPARE(metrics.shortestPath.has_value(), trace.status == RouteStatus::Reached);
            if (metrics.shortestPath)
                QCOMPARE(*metrics.shortestPath + 1, uint64_t(bfs->path().size()));
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

    // The classic trap: the start beside an island, whose wall both hands
    // take and go round for ever, past the way out to the exit. Pledge lets
    // go of the island when its turns add up to 0 and finds the exit in the
    // border.
    void budgetStopsAWallFollowerRoundAnIsland()
    {
        const auto island = testmazes::draw({
            "###########",
            "#.........#",
            "#.#######.#",
            "#.#######.#",
            "#.#######.#",
            "#...S.....#",
            "#####.#####",
            "#####E#####",
        });
        const SolvingMaze maze {std::make_shared<const Grid>(island.grid), {island.start, island.exit}};
        for (const char *id : {"wall-follower-left", "wall-follower-right"}) {
            const auto follower = solverFor(id, maze, 500);
            QCOMPARE(follower->run(), RouteStatus::Searching);
            QVERIFY(follower->budgetSpent());
            // Round the island's ring of 24 units, never through the way out.
            QCOMPARE(follower->unitsVisited(), uint64_t(24));
        }
        const auto pledge = solverFor("pledge", maze, 500);
        QCOMPARE(pledge->run(), RouteStatus::Reached);
        verifyPath(maze, pledge->path());
    }

    // A depth-first walk that takes the branches of each unit in a random
    // order goes down each side branch of the path with probability 1/2, and
    // back: its mean steps are the passages short of the exit, N - 1 - m.
    void randomBranchesAverageThePassagesShortOfTheExit()
    {
        int withPassagesBeyond = 0;
        for (const auto &[generator, seed] : {std::pair {"kruskal", 1}, {"wilson", 2}, {"backtracker", 3}}) {
            const SolvingMaze maze = generatedMaze(generator, 15, 21, uint64_t(seed));
            withPassagesBeyond += reachableShortOfExit(maze) + 1 < floorUnits(*maze.grid);
            verifyMeanSteps("dfs-random", maze, double(reachableShortOfExit(maze)), generator);
        }
        QVERIFY(withPassagesBeyond > 0);
    }

    // The mean of many walks against the random_mouse_steps metric's exact
    // expectation, within four standard errors.
    void randomMouseMeetsTheMetricsExpectation()
    {
        for (const auto &[generator, seed] : {std::pair {"backtracker", 2}, {"wilson", 3}}) {
            const SolvingMaze maze = generatedMaze(generator, 11, 15, uint64_t(seed));
            const MazeMetrics metrics = measureGrid(*maze.grid, maze.setup.start, maze.setup.exit, true);
            verifyMeanSteps("random-mouse", maze, double(*metrics.solution->randomMouseSteps), generator);
        }
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
