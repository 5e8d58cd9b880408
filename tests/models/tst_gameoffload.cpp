// The games' maze-sized work away from the GUI thread (GameBoard::offload):
// trace's search, play's player, solve's solver and an edit's metrics arrive
// equal to what the same game makes on the GUI thread, and a result for a
// maze since replaced is dropped; a large maze is saved there too. `GameBoard::offloadUnits = 0` sends the
// work of every maze away; the default keeps these small mazes inline, as
// before the work moved.

#include "../support/specof.h"
#include "editgame.h"
#include "finishedpane.h"
#include "gamesession.h"
#include "mazeoverlay.h"
#include "panemodel.h"
#include "playgame.h"
#include "shortestpath.h"
#include "solvegame.h"
#include "tracegame.h"

#include <QFile>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mazestudy;

namespace {
constexpr int Patience = 60000;
constexpr size_t Inline = SIZE_MAX;

// Two sessions on the pane, the first doing its work inline, the second sending it away.
struct Sessions {
    GameSession inlined;
    GameSession offloaded;

    explicit Sessions(PaneModel *pane)
    {
        GameBoard::offloadUnits = Inline;
        inlined.setPane(pane);
        GameBoard::offloadUnits = 0;
        offloaded.setPane(pane);
    }
    // Sets the mode on both, each with its own threshold.
    void setMode(GameBoard::Mode mode)
    {
        GameBoard::offloadUnits = Inline;
        inlined.setMode(mode);
        GameBoard::offloadUnits = 0;
        offloaded.setMode(mode);
    }
};

// Shows the pane's shortest path on `game`, its search sent away.
void startTrace(GameSession &game, PaneModel *pane)
{
    GameBoard::offloadUnits = 0;
    game.setPane(pane);
    game.setMode(GameBoard::Trace);
}
} // namespace

class TestGameOffload : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { GameBoard::offloadUnits = size_t(1) << 16; }

    void traceSearchArrivesEqual_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<int>("seed");
        for (const char *id : {"backtracker", "automaton"})
            for (int seed = 1; seed <= 2; ++seed)
                QTest::addRow("%s/%d", id, seed) << QString::fromLatin1(id) << seed;
    }
    void traceSearchArrivesEqual()
    {
        QFETCH(QString, generator);
        QFETCH(int, seed);
        auto pane = finishedPane(specOf(generator.toStdString(), 101, 101, uint64_t(seed)));
        QVERIFY(pane);
        GameSession game;
        startTrace(game, pane.get());
        // Sent away: nothing found yet on the GUI thread.
        QVERIFY(game.trace()->searching());
        QCOMPARE(game.trace()->length(), -1);
        game.trace()->finish(); // asked for while searching: drawn once found
        QTRY_VERIFY_WITH_TIMEOUT(!game.trace()->searching(), Patience);
        const Maze &maze = *pane->maze();
        const ShortestPath expected = findShortestPath(maze.grid, maze.start, maze.exit);
        QCOMPARE(game.trace()->length(), expected.length() ? int(*expected.length()) : -1);
        // The dots drawn are exactly the path's units.
        QCOMPARE(game.trace()->dots(), int(expected.units.size()));
        int drawn = 0;
        for (int row = 0; row < maze.grid.rows(); ++row)
            for (int col = 0; col < maze.grid.cols(); ++col)
                drawn += qAlpha(game.overlay()->image().pixel(col, row)) > 0;
        QCOMPARE(drawn, int(expected.units.size()));
        for (const Point unit : expected.units)
            QVERIFY(qAlpha(game.overlay()->image().pixel(unit.col, unit.row)) > 0);
    }

    void playerArrivesEqual()
    {
        auto pane = finishedPane(specOf("backtracker", 101, 101, 3));
        QVERIFY(pane);
        Sessions games(pane.get());
        games.setMode(GameBoard::Play);
        QVERIFY(games.inlined.play()->column() >= 0);
        QCOMPARE(games.offloaded.play()->column(), -1); // not placed before the player arrives
        QVERIFY(!games.offloaded.play()->move(1, 0));
        QTRY_VERIFY_WITH_TIMEOUT(games.offloaded.play()->column() >= 0, Patience);
        QCOMPARE(games.offloaded.play()->row(), games.inlined.play()->row());
        QCOMPARE(games.offloaded.overlay()->image(), games.inlined.overlay()->image());
        // Walked the same way, the light stays the same.
        for (auto [dr, dc] : {std::pair {1, 0}, {0, 1}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}}) {
            QCOMPARE(games.offloaded.play()->move(dr, dc), games.inlined.play()->move(dr, dc));
            QCOMPARE(games.offloaded.overlay()->image(), games.inlined.overlay()->image());
        }
        QCOMPARE(games.offloaded.play()->moves(), games.inlined.play()->moves());
    }

    void solverArrivesEqual()
    {
        auto pane = finishedPane(specOf("rotating-dfs", 101, 101, 2));
        QVERIFY(pane);
        Sessions games(pane.get());
        games.setMode(GameBoard::Solve);
        QVERIFY(games.inlined.solve()->dotColumn() >= 0);
        QCOMPARE(games.offloaded.solve()->dotColumn(), -1);
        games.offloaded.solve()->finish(); // asked for while the solver is made
        games.inlined.solve()->finish();
        QTRY_VERIFY_WITH_TIMEOUT(games.offloaded.solve()->finished(), Patience);
        QVERIFY(games.offloaded.solve()->reachedExit());
        QCOMPARE(games.offloaded.solve()->steps(), games.inlined.solve()->steps());
        QCOMPARE(games.offloaded.overlay()->image(), games.inlined.overlay()->image());
    }

    void editMetricsArriveEqual()
    {
        const MazeSpec spec = specOf("backtracker", 101, 101, 5);
        auto inlinePane = finishedPane(spec);
        auto offloadPane = finishedPane(spec);
        QVERIFY(inlinePane && offloadPane);
        const int original = int(*inlinePane->metrics()->shortestPath);
        GameSession inlined;
        GameSession offloaded;
        inlined.setPane(inlinePane.get());
        offloaded.setPane(offloadPane.get());
        for (GameSession *game : {&inlined, &offloaded}) {
            GameBoard::offloadUnits = game == &inlined ? Inline : 0;
            game->edit()->toggleDestroy();
            game->edit()->beginStroke(1, 2);
            game->edit()->strokeTo(1, 99);
            game->edit()->strokeTo(99, 99);
            game->edit()->endStroke();
        }
        QVERIFY(inlined.shortestPath() < original);
        QTRY_COMPARE_WITH_TIMEOUT(offloaded.shortestPath(), inlined.shortestPath(), Patience);
        QCOMPARE(offloaded.wallUnits(), inlined.wallUnits());
        QCOMPARE(offloaded.loops(), inlined.loops());
        QCOMPARE(offloadPane->metrics()->shortestPath, inlinePane->metrics()->shortestPath);
        QVERIFY(offloadPane->shownMaze()->grid.isFloor(1, 50)); // the edited maze, adopted
        QCOMPARE(offloaded.mazeText(), inlined.mazeText());
    }

    // Work sent away for a maze that the pane has since replaced never reaches
    // the board; the same work for a maze still there does.
    void staleResultIsDropped_data()
    {
        QTest::addColumn<bool>("regenerate");
        QTest::newRow("pane regenerated") << true;
        QTest::newRow("same maze") << false;
    }
    void staleResultIsDropped()
    {
        QFETCH(bool, regenerate);
        auto pane = finishedPane(specOf("backtracker", 101, 101, 1));
        QVERIFY(pane);
        GameBoard::offloadUnits = 0;
        GameSession game;
        game.setPane(pane.get());
        QSemaphore go;
        int delivered = 0;
        QFutureWatcherBase *watcher = game.offload(
            [&go] {
                go.acquire();
                return 7;
            },
            [&delivered](int value) { delivered = value; });
        QVERIFY(watcher);
        QSignalSpy finished(watcher, &QFutureWatcherBase::finished);
        if (regenerate) {
            pane->setSeed(2);
            QVERIFY(!game.hasMaze());
        }
        go.release();
        QVERIFY(finished.wait(Patience));
        QCOMPARE(delivered, regenerate ? 0 : 7);
    }

    // A large maze is saved on the pool from the snapshot save() took: the
    // file holds that maze even when the board shows another before the
    // save runs, and saveFinished() tells, as the message does when the file
    // cannot be written.
    void saveSentAwayWritesTheSnapshot()
    {
        auto pane = finishedPane(specOf("backtracker", 101, 101, 1));
        auto otherPane = finishedPane(specOf("backtracker", 21, 21, 9));
        QVERIFY(pane && otherPane);
        QTemporaryDir dir;
        const QString other = dir.filePath(QStringLiteral("other.maze"));
        GameSession otherGame;
        otherGame.setPane(otherPane.get());
        QVERIFY(otherGame.save(QUrl::fromLocalFile(other))); // small: written at once

        GameBoard::offloadUnits = 0;
        GameSession game;
        game.setPane(pane.get());
        const QString saved = game.mazeText();
        const QString path = dir.filePath(QStringLiteral("sent.maze"));
        QSignalSpy finished(&game, &GameBoard::saveFinished);
        // Saves run one after another: this one waits behind the work held here.
        QSemaphore go;
        game.inPool(
            [&go] {
                go.acquire();
                return 0;
            },
            [](int) {}, GameBoard::Pool::Saves);
        QVERIFY(game.save(QUrl::fromLocalFile(path)));
        QVERIFY(game.message().startsWith(QStringLiteral("Saving ")));
        QVERIFY(game.saving());
        QVERIFY(game.open(QUrl::fromLocalFile(other)));
        QCOMPARE(game.rows(), 21);
        go.release();
        QVERIFY(finished.wait(Patience));
        QVERIFY(!game.saving());
        QCOMPARE(finished.first(), QVariantList({path, true}));
        QCOMPARE(game.message(), QStringLiteral("Saved %1").arg(path));
        QVERIFY(!game.messageIsProblem());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), saved);

        const QString nowhere = dir.filePath(QStringLiteral("missing/sent.maze"));
        QVERIFY(game.save(QUrl::fromLocalFile(nowhere)));
        QVERIFY(finished.wait(Patience));
        QCOMPARE(finished.last(), QVariantList({nowhere, false}));
        QVERIFY2(game.message().startsWith(QStringLiteral("Could not save the maze: ")), qPrintable(game.message()));
    }

    // A search under way when the pane makes another maze: the trace shows the new maze's path.
    void traceFollowsTheNewMaze()
    {
        auto pane = finishedPane(specOf("backtracker", 101, 101, 1));
        QVERIFY(pane);
        GameSession game;
        startTrace(game, pane.get());
        QVERIFY(game.trace()->searching());
        pane->setSeed(4);
        QVERIFY(!game.trace()->searching());
        QTRY_VERIFY_WITH_TIMEOUT(pane->finished() && game.hasMaze() && !game.trace()->searching(), Patience);
        const Maze &maze = *pane->maze();
        QCOMPARE(maze.spec.seed, 4u);
        QCOMPARE(game.trace()->length(), int(*findShortestPath(maze.grid, maze.start, maze.exit).length()));
    }
};

QTEST_MAIN(TestGameOffload)
#include "tst_gameoffload.moc"
