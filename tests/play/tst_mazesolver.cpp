#include "mazechecks.h"
#include "mazesolver.h"
#include "shortestpath.h"
#include "testmazes.h"

#include <QtTest>

using namespace mazestudy;

namespace {
size_t countMarks(const MazeSolver &solver, MazeSolver::Mark mark)
{
    const size_t units = solver.grid().unitCount();
    return size_t(std::count(solver.marks(), solver.marks() + units, uint8_t(mark)));
}
} // namespace

class TestMazeSolver : public QObject {
    Q_OBJECT
private slots:
    void reachesTheExitOfEveryPerfectMaze_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        for (const char *id : {"backtracker", "rotating-dfs", "permutation-dfs"}) {
            for (const auto &[rows, cols] : {std::pair {3, 3}, {5, 9}, {21, 21}, {41, 51}, {61, 31}})
                QTest::addRow("%s %dx%d", id, rows, cols) << QString(id) << rows << cols;
        }
    }

    void reachesTheExitOfEveryPerfectMaze()
    {
        QFETCH(QString, generator);
        QFETCH(int, rows);
        QFETCH(int, cols);
        for (uint64_t seed = 1; seed <= 30; ++seed) {
            const auto maze = testmazes::generated(qPrintable(generator), rows, cols, seed * 104729);
            QVERIFY(mazechecks::isPerfect(maze->grid()));
            MazeSolver solver(maze->grid(), maze->start(), maze->exit());
            QCOMPARE(solver.run(), RouteStatus::Reached);
            QCOMPARE(solver.dot(), *maze->exit());
            const std::vector<Point> path = solver.path();
            QCOMPARE(path.front(), *maze->start());
            QVERIFY(testmazes::isFloorWalk(maze->grid(), path));
            // A perfect maze has one path between two units: the dot's is the shortest.
            QCOMPARE(path, findShortestPath(maze->grid(), maze->start(), maze->exit()).units);
            // Every forward move visits a new unit, every back move leaves a dead end.
            const size_t onPath = countMarks(solver, MazeSolver::OnPath);
            const size_t deadEnds = countMarks(solver, MazeSolver::DeadEnd);
            QCOMPARE(onPath, path.size());
            QCOMPARE(solver.steps(), uint64_t(onPath - 1 + 2 * deadEnds));
        }
    }

    // South first: the dot goes down the dead end, backs out visibly, and
    // takes the east corridor to the exit.
    void backsOutOfDeadEndsOneMoveAtATime()
    {
        const auto picture = testmazes::draw({
            "#####",
            "#S..#",
            "#.#.#",
            "#.#E#",
            "#####",
        });
        MazeSolver solver(picture.grid, picture.start, picture.exit);
        QCOMPARE(solver.status(), RouteStatus::Searching);
        QCOMPARE(solver.dot(), (Point {1, 1}));
        const std::vector<std::pair<SolverMoveKind, Point>> expected = {
            {SolverMoveKind::Forward, {2, 1}},
            {SolverMoveKind::Forward, {3, 1}},
            {SolverMoveKind::Back, {2, 1}},
            {SolverMoveKind::Back, {1, 1}},
            {SolverMoveKind::Forward, {1, 2}},
            {SolverMoveKind::Forward, {1, 3}},
            {SolverMoveKind::Forward, {2, 3}},
            {SolverMoveKind::Forward, {3, 3}},
        };
        for (const auto &[kind, to] : expected) {
            QVERIFY(!solver.finished());
            const Point from = solver.dot();
            const SolverMove move = solver.step();
            QCOMPARE(move.kind, kind);
            QCOMPARE(move.from, from);
            QCOMPARE(move.to, to);
            QCOMPARE(solver.dot(), to);
        }
        QCOMPARE(solver.status(), RouteStatus::Reached);
        QCOMPARE(solver.steps(), uint64_t(8));
        QCOMPARE(solver.mark({2, 1}), MazeSolver::DeadEnd);
        QCOMPARE(solver.mark({3, 1}), MazeSolver::DeadEnd);
        QCOMPARE(solver.path(), (std::vector<Point> {{1, 1}, {1, 2}, {1, 3}, {2, 3}, {3, 3}}));
        QCOMPARE(solver.pathLength(), size_t(5));
        QCOMPARE(solver.pathUnit(2), (Point {1, 3}));
    }

    void saysWhenTheExitIsInAnotherPiece()
    {
        const auto picture = testmazes::draw({
            "#####",
            "#S#E#",
            "#.#.#",
            "#####",
        });
        MazeSolver solver(picture.grid, picture.start, picture.exit);
        QCOMPARE(solver.step().kind, SolverMoveKind::Forward);
        QCOMPARE(solver.step().kind, SolverMoveKind::Back);
        const SolverMove last = solver.step();
        QCOMPARE(last.kind, SolverMoveKind::GiveUp);
        QCOMPARE(last.to, *picture.start);
        QCOMPARE(solver.status(), RouteStatus::Unreachable);
        QVERIFY(solver.finished());
        QCOMPARE(solver.dot(), *picture.start);
        QCOMPARE(solver.steps(), uint64_t(2));
        QCOMPARE(solver.pathLength(), size_t(0));
        QCOMPARE(solver.mark({1, 1}), MazeSolver::DeadEnd);
        QCOMPARE(solver.mark({1, 3}), MazeSolver::Unvisited);
        QCOMPARE(QString(routeStatusText(solver.status())),
            QString("the exit cannot be reached from the start: the maze is split into pieces"));
    }

    void agreesWithTheTraceOnAutomatonMazes()
    {
        int reached = 0;
        int unreachable = 0;
        for (const char *update : {"in-place", "previous-sweep"}) {
            for (const char *border : {"clamp", "wall", "floor"}) {
                for (uint64_t seed = 1; seed <= 20; ++seed) {
                    const auto maze
                        = testmazes::generated("automaton", 31, 31, seed, {{"update", update}, {"border", border}});
                    MazeSolver solver(maze->grid(), maze->start(), maze->exit());
                    const RouteStatus status = solver.run();
                    QCOMPARE(status, findShortestPath(maze->grid(), maze->start(), maze->exit()).status);
                    if (status == RouteStatus::Reached) {
                        ++reached;
                        QCOMPARE(solver.dot(), *maze->exit());
                        QVERIFY(testmazes::isFloorWalk(maze->grid(), solver.path()));
                    } else {
                        ++unreachable;
                    }
                }
            }
        }
        qInfo("automaton mazes: exit reached in %d, in another piece in %d", reached, unreachable);
        QVERIFY(reached > 0);
        QVERIFY(unreachable > 0);
    }

    void reportsMissingOrWalledEndpoints()
    {
        const auto picture = testmazes::draw({
            "####",
            "#S.#",
            "####",
        });
        const Grid &grid = picture.grid;
        QCOMPARE(MazeSolver().status(), RouteStatus::NoStart);
        QCOMPARE(MazeSolver(grid, std::nullopt, Point {1, 2}).status(), RouteStatus::NoStart);
        QCOMPARE(MazeSolver(grid, Point {1, 1}, std::nullopt).status(), RouteStatus::NoExit);
        QCOMPARE(MazeSolver(grid, Point {0, 1}, Point {1, 2}).status(), RouteStatus::StartIsWall);
        QCOMPARE(MazeSolver(grid, Point {1, 1}, Point {2, 2}).status(), RouteStatus::ExitIsWall);
        QCOMPARE(MazeSolver(grid, Point {1, 1}, Point {9, 9}).status(), RouteStatus::ExitIsWall);
        QVERIFY(MazeSolver(grid, Point {0, 1}, Point {1, 2}).finished());
        MazeSolver same(grid, Point {1, 2}, Point {1, 2});
        QCOMPARE(same.status(), RouteStatus::Reached);
        QCOMPARE(same.steps(), uint64_t(0));
    }

    // The explicit stack walks corridors far deeper than a recursive solve()
    // could on an 8 MiB stack.
    void solvesHugeMazesWithoutRecursion()
    {
        const auto maze = testmazes::generated("backtracker", 1201, 1201, 7);
        MazeSolver solver(maze->grid(), maze->start(), maze->exit());
        QCOMPARE(solver.run(), RouteStatus::Reached);
        QCOMPARE(solver.dot(), *maze->exit());
    }

    void keepsItsOwnGrid()
    {
        auto picture = testmazes::draw({"#####", "#S.E#", "#####"});
        MazeSolver solver(picture.grid, picture.start, picture.exit);
        picture.grid.set(1, 2, Grid::Wall);
        QCOMPARE(solver.run(), RouteStatus::Reached);
    }
};

QTEST_APPLESS_MAIN(TestMazeSolver)
#include "tst_mazesolver.moc"
