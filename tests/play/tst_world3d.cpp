#include "blocktable.h"
#include "mazeeditor.h"
#include "shortestpath.h"
#include "testmazes.h"
#include "walker.h"

#include <QtTest>

#include <cmath>

using namespace mazestudy;

namespace {

constexpr double Pi = 3.14159265358979323846;

Maze generatedMaze(const char *id, int rows, int cols, uint64_t seed)
{
    return mazeFromGenerator(*testmazes::generated(id, rows, cols, seed));
}

// The tables' blocks, empty slots left out, as unit -> (base, height).
std::map<std::pair<int, int>, std::pair<int, int>> tableContents(const BlockTable &table, BlockTable::Kind kind)
{
    std::map<std::pair<int, int>, std::pair<int, int>> contents;
    for (const Block &block : table.blocks(kind)) {
        if (block.height > 0)
            contents[{block.row, block.col}] = {block.base, block.height};
    }
    return contents;
}

// What the tables must hold for the maze inside the window, from the grid and heights alone.
void verifyTablesEqualMaze(const BlockTable &table, const Maze &maze)
{
    std::map<std::pair<int, int>, std::pair<int, int>> walls;
    std::map<std::pair<int, int>, std::pair<int, int>> built;
    const Rect &window = table.window();
    for (int row = window.top; row <= window.bottom; ++row) {
        for (int col = window.left; col <= window.right; ++col) {
            if (maze.grid.isFloor(row, col))
                continue;
            walls[{row, col}] = {0, 1};
            const auto raised = maze.heights.find(uint32_t(maze.grid.index(row, col)));
            if (raised != maze.heights.end())
                built[{row, col}] = {1, raised->second - 1};
        }
    }
    QVERIFY(tableContents(table, BlockTable::Walls) == walls);
    QVERIFY(tableContents(table, BlockTable::Built) == built);
    // No unit twice.
    QCOMPARE(table.blockCount(BlockTable::Walls), walls.size());
    QCOMPARE(table.blockCount(BlockTable::Built), built.size());
}

// Turns the walker to face the centre of `unit` and walks there.
void walkTo(Walker &walker, const Grid &grid, Point unit)
{
    const double dx = unit.col + 0.5 - walker.x();
    const double dz = unit.row + 0.5 - walker.z();
    walker.turn(std::atan2(dx, dz) - walker.heading());
    walker.walk(grid, std::hypot(dx, dz));
}

} // namespace

class TestWorld3D : public QObject {
    Q_OBJECT
private slots:
    void tablesEqualTheGrid()
    {
        MazeEditor editor(generatedMaze("backtracker", 41, 53, 7));
        editor.raise({0, 0});
        editor.raise({0, 0});
        editor.raise({0, 5});
        BlockTable table;
        table.reset(editor.maze(), {0, 0, 40, 52});
        verifyTablesEqualMaze(table, editor.maze());
        QCOMPARE(table.blockCount(BlockTable::Built), size_t(2));
        QCOMPARE(tableContents(table, BlockTable::Built)[std::pair(0, 0)], std::pair(1, 2));

        // A window holds its units only, clipped to the grid.
        table.reset(editor.maze(), BlockTable::windowAround({3, 50}, 5, 41, 53));
        QCOMPARE(table.window().top, 0);
        QCOMPARE(table.window().right, 52);
        QCOMPARE(table.window().left, 45);
        QCOMPARE(table.window().bottom, 8);
        verifyTablesEqualMaze(table, editor.maze());
    }

    void aOneUnitEditChangesOneEntry()
    {
        MazeEditor editor(generatedMaze("backtracker", 21, 21, 3));
        BlockTable table;
        table.reset(editor.maze(), {0, 0, 20, 20});
        const std::vector<Block> wallsBefore = table.blocks(BlockTable::Walls);
        const auto entriesDiffering = [](const std::vector<Block> &a, const std::vector<Block> &b) {
            int differing = int(std::max(a.size(), b.size()) - std::min(a.size(), b.size()));
            for (size_t i = 0; i < std::min(a.size(), b.size()); ++i)
                differing += a[i] == b[i] ? 0 : 1;
            return differing;
        };

        const Point floor {1, 2};
        QVERIFY(editor.maze().grid.isFloor(1, 2));
        QCOMPARE(editor.raise(floor), EditOutcome::Changed); // floor becomes a wall
        BlockTable::Changes changes = table.update(floor, editor.height(floor));
        QCOMPARE(changes.slotsOf[BlockTable::Walls].size(), size_t(1));
        QVERIFY(changes.slotsOf[BlockTable::Built].empty());
        QCOMPARE(entriesDiffering(wallsBefore, table.blocks(BlockTable::Walls)), 1);
        verifyTablesEqualMaze(table, editor.maze());

        const std::vector<Block> wallsAfterBuild = table.blocks(BlockTable::Walls);
        QCOMPARE(editor.raise(floor), EditOutcome::Changed); // a block on the new wall
        changes = table.update(floor, editor.height(floor));
        QVERIFY(changes.slotsOf[BlockTable::Walls].empty());
        QCOMPARE(changes.slotsOf[BlockTable::Built].size(), size_t(1));
        QCOMPARE(table.blocks(BlockTable::Walls), wallsAfterBuild);

        // Destroying a wall frees its slot; the next wall built takes it, the table keeps its size.
        const Point wall {0, 7};
        QCOMPARE(editor.lower(wall), EditOutcome::Changed);
        table.update(wall, editor.height(wall));
        QCOMPARE(editor.raise(wall), EditOutcome::Changed);
        changes = table.update(wall, editor.height(wall));
        QCOMPARE(table.blocks(BlockTable::Walls).size(), wallsAfterBuild.size());
        QCOMPARE(entriesDiffering(wallsAfterBuild, table.blocks(BlockTable::Walls)), 0);
        verifyTablesEqualMaze(table, editor.maze());

        // A unit outside the window changes nothing.
        table.reset(editor.maze(), {0, 0, 5, 5});
        QCOMPARE(editor.raise({10, 10}), EditOutcome::Changed);
        changes = table.update({10, 10}, editor.height({10, 10}));
        QVERIFY(changes.slotsOf[BlockTable::Walls].empty() && changes.slotsOf[BlockTable::Built].empty());
    }

    void buildDestroyUndo()
    {
        MazeEditor editor(generatedMaze("backtracker", 11, 11, 9));
        const std::string generated = editor.text();
        const Point wall {0, 4};
        for (int height = 2; height <= MaxUnitHeight; ++height)
            QCOMPARE(editor.raise(wall), EditOutcome::Changed);
        QCOMPARE(editor.height(wall), MaxUnitHeight);
        QCOMPARE(editor.raise(wall), EditOutcome::AtLimit);
        QCOMPARE(editor.raise(*editor.maze().start), EditOutcome::EndpointKept);
        QCOMPARE(editor.raise({11, 0}), EditOutcome::Outside);

        // Destroy takes the top block off; the last one leaves floor.
        const Point low {2, 2}; // a pillar between four cells
        QVERIFY(!editor.maze().grid.isFloor(2, 2));
        QCOMPARE(editor.lower(low), EditOutcome::Changed);
        QVERIFY(editor.maze().grid.isFloor(2, 2));
        QCOMPARE(editor.lower(low), EditOutcome::Unchanged);
        // The 2D editor's wall on a tall wall leaves it; its floor clears the stack.
        QCOMPARE(editor.setWall(wall), EditOutcome::Unchanged);
        QCOMPARE(editor.setFloor(wall), EditOutcome::Changed);
        QCOMPARE(editor.height(wall), 0);
        QVERIFY(editor.maze().heights.empty());

        QCOMPARE(editor.undoSteps(), size_t(MaxUnitHeight - 1 + 2));
        editor.undo();
        QCOMPARE(editor.height(wall), MaxUnitHeight);
        editor.undo();
        QVERIFY(!editor.maze().grid.isFloor(2, 2));
        while (editor.canUndo())
            editor.undo();
        QCOMPARE(editor.text(), generated);
        editor.redo();
        QCOMPARE(editor.height(wall), 2);
    }

    void heightsRoundTripThroughMazeFiles()
    {
        MazeEditor editor(generatedMaze("rotating-dfs", 9, 13, 4));
        editor.raise({0, 3});
        editor.raise({8, 12});
        editor.raise({8, 12});
        editor.raise({4, 0});
        const std::string text = editor.text();
        QVERIFY2(text.find("; heights: 0,3:2 4,0:2 8,12:3\n") != std::string::npos, text.c_str());
        const Maze back = readMazeText(text);
        QVERIFY(back.heights == editor.maze().heights);
        QCOMPARE(back.grid, editor.maze().grid);
        QCOMPARE(mazeToText(back), text);
        QCOMPARE(unitHeight(back, {8, 12}), 3);
        QCOMPARE(unitHeight(back, {0, 0}), 1);
        QCOMPARE(unitHeight(back, {1, 1}), 0);
    }

    void filesWithoutHeightsReadAsBefore()
    {
        const std::string old = "; generator: backtracker\n; rows: 5\n; cols: 5\n; seed: 2\n; start: 1,1\n"
                                "; exit: 3,4\n#####\n#...#\n###.#\n#....\n#####\n";
        const Maze maze = readMazeText(old);
        QVERIFY(maze.heights.empty());
        QCOMPARE(unitHeight(maze, {0, 0}), 1);
        QCOMPARE(mazeToText(maze), old);
    }

    void badHeightsAreRefusedWithLineAndColumn_data()
    {
        QTest::addColumn<QString>("heights");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        // "; heights: " is 11 characters: the first item is at column 12.
        QTest::newRow("not an item") << "0,0:2 zz" << 18 << "a height is \"row,col:height\"";
        QTest::newRow("no height") << "0,0" << 12 << "a height is \"row,col:height\"";
        QTest::newRow("outside") << "0,0:2  9,0:2" << 19 << "unit 9,0 is outside the 5x5 grid";
        QTest::newRow("too high") << "0,1:9" << 16 << "from 2 to 8, not \"9\"";
        QTest::newRow("one") << "0,1:1" << 16 << "from 2 to 8, not \"1\"";
        QTest::newRow("not a number") << "0,1:x2" << 16 << "not \"x2\"";
        QTest::newRow("floor") << "1,1:2" << 12 << "unit 1,1 is floor in the grid";
        QTest::newRow("twice") << "0,1:2 0,1:3" << 18 << "unit 0,1 has a height twice";
    }

    void badHeightsAreRefusedWithLineAndColumn()
    {
        QFETCH(QString, heights);
        QFETCH(int, column);
        QFETCH(QString, message);
        const std::string text
            = "; rows: 5\n; cols: 5\n; heights: " + heights.toStdString() + "\n#####\n#...#\n###.#\n#....\n#####\n";
        try {
            readMazeText(text);
            QFAIL("the heights were read");
        } catch (const MazeFormatError &error) {
            QCOMPARE(error.line(), 3);
            QCOMPARE(error.column(), column);
            QVERIFY2(QString(error.what()).contains(message), error.what());
        }
    }

    void aWalkIntoAWallStops()
    {
        const testmazes::Picture picture = testmazes::draw({
            "#####",
            "#@..#",
            "#####",
        });
        Walker walker(*picture.eye, Pi / 2); // facing east, along the corridor
        QCOMPARE(walker.facing(), Direction::East);
        QCOMPARE(walker.aimedUnit(), (Point {1, 2}));
        const double covered = walker.walk(picture.grid, 10);
        // Stopped with the body against the east wall: 3 - radius.
        QVERIFY(std::fabs(walker.x() - (4 - Walker::Radius)) < 1e-6);
        QVERIFY(std::fabs(covered - (4 - Walker::Radius - 1.5)) < 1e-6);
        QCOMPARE(walker.unit(), (Point {1, 3}));
        // Facing the wall, the body does not move into it, however often it tries.
        for (int i = 0; i < 100; ++i)
            walker.walk(picture.grid, 0.1);
        QCOMPARE(walker.unit(), (Point {1, 3}));
        walker.turn(Pi / 2); // north: the wall is next to the body
        QCOMPARE(walker.facing(), Direction::North);
        walker.walk(picture.grid, 5);
        QVERIFY(std::fabs(walker.z() - (1 + Walker::Radius)) < 1e-6);
        QVERIFY(walker.overlaps({1, 3}));
        QVERIFY(!walker.overlaps({0, 3}));
    }

    void aWalkAtAnAngleSlidesAndCornersDoNotHold()
    {
        const testmazes::Picture picture = testmazes::draw({
            "#######",
            "#@....#",
            "#####.#",
            "#####.#",
            "#######",
        });
        // Facing south-east into the corridor's south wall: the body slides east.
        Walker walker(*picture.eye, Pi / 4);
        walker.walk(picture.grid, 3);
        QVERIFY(walker.x() > 1.5 + 2);
        QVERIFY(std::fabs(walker.z() - (2 - Walker::Radius)) < 1e-6);
        // On along the corridor and round the corner, with the body close to the inner corner.
        walker.turn(-walker.heading() + Pi / 2);
        walker.walk(picture.grid, 10);
        QCOMPARE(walker.unit(), (Point {1, 5}));
        walker.turn(-Pi / 2); // south
        walker.walk(picture.grid, 10);
        QCOMPARE(walker.unit(), (Point {3, 5}));
    }

    void aWalkAlongTheCorridorsReachesTheExit()
    {
        const Maze maze = generatedMaze("backtracker", 31, 31, 11);
        const ShortestPath path = findShortestPath(maze.grid, maze.start, maze.exit);
        QVERIFY(path.units.size() > 10);
        Walker walker(*maze.start, 0);
        for (size_t i = 1; i < path.units.size(); ++i) {
            walkTo(walker, maze.grid, path.units[i]);
            QCOMPARE(walker.unit(), path.units[i]);
            QVERIFY(maze.grid.isFloor(walker.unit().row, walker.unit().col));
        }
        QCOMPARE(walker.unit(), *maze.exit);
    }

    void theBodyNeverOverlapsAWall()
    {
        const Maze maze = generatedMaze("automaton", 41, 41, 5);
        Walker walker(*maze.start, 0.3);
        uint64_t state = 12345;
        for (int i = 0; i < 20000; ++i) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            walker.turn(double(state >> 40) / double(1 << 24) - 0.5);
            walker.walk(maze.grid, 0.37);
            const Point here = walker.unit();
            for (int row = here.row - 1; row <= here.row + 1; ++row) {
                for (int col = here.col - 1; col <= here.col + 1; ++col) {
                    if (!maze.grid.isFloor(row, col) && walker.overlaps({row, col}))
                        QFAIL(qPrintable(QStringLiteral("step %1 overlaps wall %2,%3").arg(i).arg(row).arg(col)));
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestWorld3D)
#include "tst_world3d.moc"
