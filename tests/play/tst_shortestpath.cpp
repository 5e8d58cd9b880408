#include "floordistances.h"
#include "generatorcatalog.h"
#include "mazechecks.h"
#include "mazemetrics.h"
#include "shortestpath.h"
#include "testmazes.h"

#include <QtTest>

using namespace mazestudy;

class TestShortestPath : public QObject {
    Q_OBJECT
private slots:
    void findsTheShortestOfSeveralPaths()
    {
        // Along the top and down the right is 7 steps; down the left and
        // through the gap, 9.
        const auto picture = testmazes::draw({
            "#######",
            "#S....#",
            "#.###.#",
            "#.#...#",
            "#...#E#",
            "#######",
        });
        const ShortestPath path = findShortestPath(picture.grid, picture.start, picture.exit);
        QCOMPARE(path.status, RouteStatus::Reached);
        QCOMPARE(path.length(), std::optional<uint64_t>(7));
        QCOMPARE(path.units, (std::vector<Point> {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 5}, {3, 5}, {4, 5}}));
    }

    void choosesTheSamePathAmongEqualOnes()
    {
        // An open room: many shortest paths of 2 + 4 steps.
        const auto picture = testmazes::draw({
            "#######",
            "#S....#",
            "#.....#",
            "#....E#",
            "#######",
        });
        const ShortestPath path = findShortestPath(picture.grid, picture.start, picture.exit);
        QCOMPARE(path.length(), std::optional<uint64_t>(6));
        QVERIFY(testmazes::isFloorWalk(picture.grid, path.units));
        // From the exit the walk back looks South, East, North, West: North
        // first (South and East are walls), then North again, then West.
        QCOMPARE(path.units, (std::vector<Point> {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 5}, {3, 5}}));
        QCOMPARE(findShortestPath(picture.grid, picture.start, picture.exit).units, path.units);
    }

    void saysWhenThereIsNoPath()
    {
        const auto picture = testmazes::draw({
            "#####",
            "#S#E#",
            "#####",
        });
        const ShortestPath path = findShortestPath(picture.grid, picture.start, picture.exit);
        QCOMPARE(path.status, RouteStatus::Unreachable);
        QVERIFY(path.units.empty());
        QVERIFY(!path.length());
        QCOMPARE(findShortestPath(picture.grid, std::nullopt, picture.exit).status, RouteStatus::NoStart);
        QCOMPARE(findShortestPath(picture.grid, picture.start, std::nullopt).status, RouteStatus::NoExit);
        QCOMPARE(findShortestPath(picture.grid, Point {0, 0}, picture.exit).status, RouteStatus::StartIsWall);
        QCOMPARE(findShortestPath(picture.grid, picture.start, Point {1, 2}).status, RouteStatus::ExitIsWall);
        const ShortestPath here = findShortestPath(picture.grid, picture.start, picture.start);
        QCOMPARE(here.length(), std::optional<uint64_t>(0));
    }

    void measuresThePieceOfTheRoot()
    {
        const auto picture = testmazes::draw({
            "########",
            "#S...#.#",
            "#.####.#",
            "########",
        });
        const FloorDistances distances(picture.grid, *picture.start);
        QCOMPARE(distances.reachedCount(), uint64_t(5));
        QCOMPARE(distances.eccentricity(), uint64_t(3));
        QCOMPARE(distances.farthest(), (Point {1, 4}));
        QCOMPARE(distances.distanceTo({1, 3}), std::optional<uint64_t>(2));
        QCOMPARE(distances.distanceTo({2, 1}), std::optional<uint64_t>(1));
        QVERIFY(!distances.reached({1, 6}));
        QVERIFY(!distances.distanceTo({1, 6}));
        QVERIFY(!distances.reached({0, 0}));
        QVERIFY(!distances.reached({-1, 40}));
        QCOMPARE(FloorDistances(picture.grid, {0, 0}).reachedCount(), uint64_t(0));
    }

    // Trace's length is the metrics' shortest path, reachable or not.
    void lengthIsTheMetricsShortestPath()
    {
        int compared = 0;
        for (const GeneratorInfo &info : generatorCatalog()) {
            for (const auto &[rows, cols] : {std::pair {21, 21}, {41, 51}, {61, 61}}) {
                for (uint64_t seed = 1; seed <= 8; ++seed) {
                    const auto generator = testmazes::generated(info.id, rows, cols, seed * 7777);
                    const ShortestPath path
                        = findShortestPath(generator->grid(), generator->start(), generator->exit());
                    QCOMPARE(path.length(), measureGenerator(*generator).shortestPath);
                    compared += path.length().has_value();
                }
            }
        }
        // With loops: the shortest of several paths, and no path at all.
        for (const auto &rows :
            {std::vector<std::string> {"#######", "#S....#", "#.###.#", "#.#...#", "#...#E#", "#######"},
                std::vector<std::string> {"#####", "#S#E#", "#####"}}) {
            const auto picture = testmazes::draw(rows);
            QCOMPARE(findShortestPath(picture.grid, picture.start, picture.exit).length(),
                measureGrid(picture.grid, picture.start, picture.exit, false).shortestPath);
        }
        QVERIFY(compared >= 3 * 3 * 8);
    }

    // Distances mod 3 must still find the way back along long, winding paths.
    void walksBackAcrossWholeGeneratedMazes()
    {
        for (const GeneratorInfo &info : generatorCatalog()) {
            for (uint64_t seed = 1; seed <= 10; ++seed) {
                const auto generator = testmazes::generated(info.id, 61, 81, seed);
                const Grid &grid = generator->grid();
                const ShortestPath path = findShortestPath(grid, generator->start(), generator->exit());
                if (path.status != RouteStatus::Reached) {
                    QCOMPARE(path.status, RouteStatus::Unreachable);
                    continue;
                }
                QVERIFY(testmazes::isFloorWalk(grid, path.units));
                QCOMPARE(path.units.front(), *generator->start());
                QCOMPARE(path.units.back(), *generator->exit());
                const FloorDistances fromStart(grid, *generator->start());
                if (info.id != "automaton")
                    QCOMPARE(fromStart.reachedCount(), mazechecks::shapeOf(grid).floor);
                // No unit of the path is nearer the start than its place on it.
                for (size_t i = 0; i < path.units.size(); i += 7)
                    QCOMPARE(fromStart.distanceTo(path.units[i]), std::optional<uint64_t>(i));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestShortestPath)
#include "tst_shortestpath.moc"
