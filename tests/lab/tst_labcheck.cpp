// How lab check grades a student's solve() walk and trace() path
// (core/generators/lab/labcheck.h), on a small maze drawn by hand.

#include "labcheck.h"

#include <QtTest>

using namespace mazestudy;

Q_DECLARE_METATYPE(std::vector<mazestudy::Point>)

namespace {

// '#' wall, '.' floor; the exit dug at (3, 6), beside (3, 5).
//   #######
//   #...#.#
//   #.#.#.#
//   #.#....
//   #######
Grid maze()
{
    const char *rows[] = {"#######", "#...#.#", "#.#.#.#", "#.#....", "#######"};
    Grid grid(5, 7);
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 7; ++c)
            grid.set(r, c, rows[r][c] == '#' ? Grid::Wall : Grid::Floor);
    return grid;
}

// The shortest path from (1, 1) to (3, 5), and on to the exit unit (3, 6).
const std::vector<Point> Shortest {{1, 1}, {1, 2}, {1, 3}, {2, 3}, {3, 3}, {3, 4}, {3, 5}};

} // namespace

class TestLabCheck : public QObject {
    Q_OBJECT

private slots:
    void solveWalksToTheExit_data()
    {
        QTest::addColumn<std::vector<Point>>("dots");
        QTest::addColumn<QString>("why");
        QTest::newRow("straight there") << Shortest << QString();
        std::vector<Point> detour {{1, 1}, {2, 1}, {3, 1}, {2, 1}, {1, 1}};
        detour.insert(detour.end(), Shortest.begin() + 1, Shortest.end());
        QTest::newRow("into a dead end and back") << detour << QString();
        std::vector<Point> beyond = Shortest;
        beyond.push_back({3, 6});
        QTest::newRow("to the exit unit beside") << beyond << QString();
        QTest::newRow("no dot") << std::vector<Point> {} << QStringLiteral("solve draws no dot (drawdot)");
        QTest::newRow("elsewhere") << std::vector<Point> {{1, 2}, {1, 3}}
                                   << QStringLiteral("the dot starts at (1, 2), not at (1, 1)");
        QTest::newRow("a jump") << std::vector<Point> {{1, 1}, {1, 3}}
                                << QStringLiteral("the dot jumps from (1, 1) to (1, 3)");
        QTest::newRow("through a wall") << std::vector<Point> {{1, 1}, {1, 2}, {2, 2}}
                                        << QStringLiteral("the dot is drawn on the wall at (2, 2)");
        QTest::newRow("short") << std::vector<Point>(Shortest.begin(), Shortest.begin() + 4)
                               << QStringLiteral("the dot stops at (2, 3), before the exit (3, 5)");
    }
    void solveWalksToTheExit()
    {
        QFETCH(std::vector<Point>, dots);
        QFETCH(QString, why);
        const Verdict verdict = checkSolve(maze(), dots);
        QCOMPARE(verdict.pass, why.isEmpty());
        QCOMPARE(QString::fromStdString(verdict.why), why);
    }

    void traceMarksAShortestPath_data()
    {
        QTest::addColumn<std::vector<Point>>("dots");
        QTest::addColumn<QString>("why");
        QTest::newRow("in order") << Shortest << QString();
        QTest::newRow("from the exit back, twice over") << [] {
            std::vector<Point> back(Shortest.rbegin(), Shortest.rend());
            back.insert(back.end(), Shortest.begin(), Shortest.end());
            return back;
        }() << QString();
        std::vector<Point> beyond = Shortest;
        beyond.push_back({3, 6});
        QTest::newRow("to the exit unit beside") << beyond << QString();
        QTest::newRow("one unit short")
            << std::vector<Point>(Shortest.begin() + 1, Shortest.end())
            << QStringLiteral(
                   "the path has 6 units; the shortest from (1, 1) to (3, 5) has 7: it leaves out the unit 0 "
                   "steps from (1, 1)");
        std::vector<Point> extra = Shortest;
        extra.push_back({2, 1});
        QTest::newRow("a unit off the path") << extra
                                             << QStringLiteral("the path marks (2, 1), which is not on a shortest path "
                                                               "from (1, 1) to (3, 5)");
        QTest::newRow("not at the exit") << std::vector<Point>(Shortest.begin(), Shortest.begin() + 5)
                                         << QStringLiteral("the path does not reach the exit (3, 5)");
        QTest::newRow("no dot") << std::vector<Point> {} << QStringLiteral("trace draws no dot (drawdot)");
    }
    void traceMarksAShortestPath()
    {
        QFETCH(std::vector<Point>, dots);
        QFETCH(QString, why);
        const Verdict verdict = checkTrace(maze(), dots);
        QCOMPARE(QString::fromStdString(verdict.why), why);
        QCOMPARE(verdict.pass, why.isEmpty());
    }

    // Where two shortest paths tie (a maze with a loop), either is one;
    // both at once are not.
    void eitherOfTwoShortestPaths()
    {
        Grid square(5, 5);
        for (int r = 1; r <= 3; ++r)
            for (int c = 1; c <= 3; ++c)
                square.set(r, c, (r == 2 && c == 2) ? Grid::Wall : Grid::Floor);
        square.set(3, 4, Grid::Floor); // the exit beside (3, 3)
        const std::vector<Point> east {{1, 1}, {1, 2}, {1, 3}, {2, 3}, {3, 3}};
        const std::vector<Point> south {{1, 1}, {2, 1}, {3, 1}, {3, 2}, {3, 3}};
        QVERIFY(checkTrace(square, east).pass);
        QVERIFY(checkTrace(square, south).pass);
        std::vector<Point> both = east;
        both.insert(both.end(), south.begin(), south.end());
        const Verdict verdict = checkTrace(square, both);
        QVERIFY(!verdict.pass);
        QVERIFY2(verdict.why.find("it is not one path") != std::string::npos, verdict.why.c_str());
    }

    void undugCellsAreCounted()
    {
        Grid grid = maze();
        QCOMPARE(undugCells(grid), size_t(0));
        grid.set(1, 3, Grid::Wall);
        grid.set(3, 5, Grid::Wall);
        QCOMPARE(undugCells(grid), size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestLabCheck)
#include "tst_labcheck.moc"
