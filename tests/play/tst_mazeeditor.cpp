#include "atomicfile.h"
#include "mazeeditor.h"
#include "testmazes.h"

#include <QtTest>

#include <fstream>

using namespace mazestudy;

namespace {
Maze generatedMaze(const char *id, int rows, int cols, uint64_t seed)
{
    return mazeFromGenerator(*testmazes::generated(id, rows, cols, seed));
}

void writeText(const QString &path, const std::string &text)
{
    std::ofstream out(path.toStdString(), std::ios::binary);
    out << text;
}
} // namespace

class TestMazeEditor : public QObject {
    Q_OBJECT
private slots:
    void editUndoRedoSaveOpenRoundTrip()
    {
        MazeEditor editor(generatedMaze("backtracker", 21, 21, 5));
        const std::string generated = editor.text();
        QVERIFY(QString::fromStdString(generated).startsWith("; generator: backtracker\n"));

        editor.beginStroke(); // a drag across a corridor: build mode
        QCOMPARE(editor.paint({1, 1}, Grid::Wall), EditOutcome::EndpointKept);
        for (int col = 1; col <= 5; ++col)
            editor.paint({3, col}, Grid::Wall);
        editor.endStroke();
        const Point opened {2, 2}; // destroy mode: a click opens a pillar
        QCOMPARE(editor.setFloor(opened), EditOutcome::Changed);
        QCOMPARE(editor.undoSteps(), size_t(2));
        const std::string edited = editor.text();
        QVERIFY(edited != generated);
        // An edited maze is a hand-drawn maze: size, start, exit and grid.
        QVERIFY(QString::fromStdString(edited).startsWith("; rows: 21\n; cols: 21\n; start: 1,1\n; exit: 19,19\n"));
        QVERIFY(editor.maze().spec.generator.empty());

        QVERIFY(!editor.undo().isEmpty());
        QVERIFY(!editor.undo().isEmpty());
        QVERIFY(!editor.canUndo());
        QCOMPARE(editor.text(), generated);
        QVERIFY(editor.redo().isEmpty() == false);
        QVERIFY(!editor.redo().isEmpty());
        QVERIFY(!editor.canRedo());
        QCOMPARE(editor.text(), edited);

        QTemporaryDir dir;
        const std::string path = (dir.path() + "/edited.maze").toStdString();
        std::string error;
        QVERIFY2(writeFileAtomically(path, editor.text(), error), error.c_str());
        MazeEditor reopened;
        reopened.open(path);
        QCOMPARE(reopened.text(), edited);
        QCOMPARE(reopened.maze().grid, editor.maze().grid);
        QCOMPARE(*reopened.maze().start, *editor.maze().start);
        QCOMPARE(*reopened.maze().exit, *editor.maze().exit);
        QVERIFY(reopened.maze().spec == editor.maze().spec);
        // And the generated maze itself round-trips too.
        MazeEditor original(generatedMaze("backtracker", 21, 21, 5));
        QVERIFY(writeFileAtomically(path, original.text(), error));
        reopened.open(path);
        QCOMPARE(reopened.text(), generated);
    }

    void aDragUndoesAsOneStroke()
    {
        MazeEditor editor(generatedMaze("rotating-dfs", 11, 11, 3));
        const Grid before = editor.maze().grid;
        const uint64_t revision = editor.revision();
        editor.beginStroke();
        int changed = 0;
        for (int col = 0; col < 11; ++col)
            changed += editor.paint({5, col}, Grid::Floor) == EditOutcome::Changed;
        editor.paint({5, 3}, Grid::Wall); // dragging back over a unit
        QVERIFY(editor.inStroke());
        editor.endStroke();
        QVERIFY(changed > 0);
        QCOMPARE(editor.revision(), revision + uint64_t(changed) + 1);
        QVERIFY(!editor.maze().grid.isFloor(5, 3));
        QCOMPARE(editor.undoSteps(), size_t(1));
        const Rect area = editor.undo();
        QCOMPARE(editor.maze().grid, before);
        QCOMPARE(area.top, 5);
        QCOMPARE(area.bottom, 5);
        QVERIFY(area.left >= 0 && area.right <= 10);
        editor.redo();
        QVERIFY(editor.maze().grid.isFloor(5, 0));
        QVERIFY(!editor.maze().grid.isFloor(5, 3));
        // A stroke that changed nothing leaves no undo step.
        editor.beginStroke();
        editor.paint({5, 0}, Grid::Floor);
        editor.endStroke();
        QCOMPARE(editor.undoSteps(), size_t(1));
    }

    void keepsStartAndExitFloor()
    {
        MazeEditor editor(generatedMaze("permutation-dfs", 9, 9, 1));
        const std::string text = editor.text();
        const uint64_t revision = editor.revision();
        QCOMPARE(editor.setWall(*editor.maze().start), EditOutcome::EndpointKept);
        QCOMPARE(editor.setWall(*editor.maze().exit), EditOutcome::EndpointKept);
        QCOMPARE(editor.setFloor(*editor.maze().start), EditOutcome::Unchanged);
        QCOMPARE(editor.setWall({-1, 2}), EditOutcome::Outside);
        QCOMPARE(editor.setWall({2, 9}), EditOutcome::Outside);
        QCOMPARE(editor.text(), text);
        QCOMPARE(editor.revision(), revision);
        QVERIFY(!editor.canUndo());
        // The border is editable like any unit.
        QCOMPARE(editor.setFloor({0, 4}), EditOutcome::Changed);
        // Anything but a wall paints floor: the grid holds nothing else.
        QCOMPARE(editor.paint({0, 6}, 7), EditOutcome::Changed);
        QCOMPARE(editor.maze().grid.at(0, 6), Grid::Floor);
    }

    void aNewEditClearsRedo()
    {
        MazeEditor editor(generatedMaze("backtracker", 9, 9, 2));
        editor.setFloor({2, 2});
        editor.setFloor({2, 4});
        editor.undo();
        QVERIFY(editor.canRedo());
        editor.setFloor({4, 4});
        QVERIFY(!editor.canRedo());
        QVERIFY(editor.redo().isEmpty());
        QCOMPARE(editor.undoSteps(), size_t(2));
    }

    void theAutomatonsSeedWallsGoWithItsHeader()
    {
        MazeEditor editor(generatedMaze("automaton", 15, 15, 9));
        QVERIFY(!editor.maze().seedWalls.empty());
        const std::string generated = editor.text();
        const Point seedWall = editor.maze().seedWalls.front();
        editor.setFloor(seedWall);
        QVERIFY(editor.maze().seedWalls.empty());
        QVERIFY(editor.text().find("seed-walls") == std::string::npos);
        QVERIFY(editor.text().find("update:") == std::string::npos);
        editor.undo();
        QCOMPARE(editor.text(), generated);
    }

    void undoIsBounded()
    {
        MazeEditor editor(Maze {{}, Grid(40, 40), std::nullopt, std::nullopt, {}});
        const size_t extra = 10;
        for (size_t i = 0; i < MazeEditor::MaxUndoStrokes + extra; ++i)
            editor.setFloor({int(i / 40), int(i % 40)});
        QCOMPARE(editor.undoSteps(), MazeEditor::MaxUndoStrokes);
        while (editor.canUndo())
            editor.undo();
        // The oldest strokes were forgotten: their units stay floor.
        for (size_t i = 0; i < 40 * 40; ++i)
            QCOMPARE(editor.maze().grid.isFloor(int(i / 40), int(i % 40)), i < extra);
    }

    void undoForgetsOldStrokesPastTheUnitLimit()
    {
        const int side = 1500; // two whole-grid strokes exceed MaxUndoUnits
        QVERIFY(2 * size_t(side) * side > MazeEditor::MaxUndoUnits);
        MazeEditor editor(Maze {{}, Grid(side, side), std::nullopt, std::nullopt, {}});
        for (const uint8_t value : {Grid::Floor, Grid::Wall}) {
            editor.beginStroke();
            for (int r = 0; r < side; ++r) {
                for (int c = 0; c < side; ++c)
                    editor.paint({r, c}, value);
            }
            editor.endStroke();
        }
        QCOMPARE(editor.undoSteps(), size_t(1));
        editor.undo();
        QVERIFY(editor.maze().grid.isFloor(side - 1, side - 1));
        QVERIFY(!editor.canUndo());
    }

    void openingAMalformedFileChangesNothing()
    {
        MazeEditor editor(generatedMaze("backtracker", 9, 9, 4));
        editor.setFloor({2, 2});
        const std::string text = editor.text();
        const uint64_t revision = editor.revision();
        QTemporaryDir dir;
        const QString bad = dir.path() + "/bad.maze";
        writeText(bad, "; rows: 2\n; cols: 3\n###\n#x#\n");
        try {
            editor.open(bad.toStdString());
            QFAIL("opened a malformed file");
        } catch (const std::runtime_error &error) {
            const QString message = error.what();
            QVERIFY2(message.contains("line 4, column 2: unexpected character 'x'"), error.what());
            QVERIFY2(message.contains("bad.maze"), error.what());
        }
        QCOMPARE(editor.text(), text);
        QCOMPARE(editor.revision(), revision);
        QVERIFY(editor.canUndo());
        try {
            editor.open((dir.path() + "/missing.maze").toStdString());
            QFAIL("opened a missing file");
        } catch (const std::runtime_error &error) {
            QVERIFY2(QString(error.what()).contains("cannot read"), error.what());
        }
        QCOMPARE(editor.text(), text);
    }

    void openingClearsHistory()
    {
        MazeEditor editor(generatedMaze("backtracker", 9, 9, 4));
        editor.setFloor({2, 2});
        QTemporaryDir dir;
        const QString good = dir.path() + "/good.maze";
        writeText(good, "; rows: 3\n; cols: 4\n; start: 1,1\n####\n#..#\n####\n");
        const uint64_t revision = editor.revision();
        editor.open(good.toStdString());
        QVERIFY(editor.revision() > revision);
        QVERIFY(!editor.canUndo());
        QCOMPARE(editor.maze().grid.rows(), 3);
        QCOMPARE(editor.text(), std::string("; rows: 3\n; cols: 4\n; start: 1,1\n####\n#..#\n####\n"));
    }
};

QTEST_APPLESS_MAIN(TestMazeEditor)
#include "tst_mazeeditor.moc"
