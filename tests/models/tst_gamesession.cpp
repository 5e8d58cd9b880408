// The games on a pane's maze (GameSession and its four games): solve reaches the exit of perfect
// mazes, trace's length is the metrics' shortest path, play respects walls
// and reaches the exit, edit/undo/redo/save/open round-trip to the same .maze
// text, a malformed file is refused with the reader's message, and a split
// automaton maze is said to be split while play still works.

#include "../support/specof.h"
#include "editgame.h"
#include "finishedpane.h"
#include "gamekeys.h"
#include "gamesession.h"
#include "mazefile.h"
#include "mazelayer.h"
#include "mazeoverlay.h"
#include "panemodel.h"
#include "playgame.h"
#include "solvegame.h"
#include "tracegame.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mazestudy;

namespace {
constexpr int Patience = 60000;

// The figures the pane's headline and the games' page show, and the shortest path.
void compareHeadline(const MazeMetrics &actual, const MazeMetrics &expected)
{
    QCOMPARE(actual.wallUnits, expected.wallUnits);
    QCOMPARE(actual.deadEndCellShare, expected.deadEndCellShare);
    QCOMPARE(actual.corridorMeanLength, expected.corridorMeanLength);
    QCOMPARE(actual.horizontalStepShare, expected.horizontalStepShare);
    QCOMPARE(actual.shortestPath, expected.shortestPath);
}

QString layerText(const MazeLayer &layer)
{
    QString text;
    for (int r = 0; r < layer.rows(); ++r)
        for (int c = 0; c < layer.cols(); ++c)
            text += QChar('0' + layer.stateAt(r, c));
    return text;
}
} // namespace

class TestGameSession : public QObject {
    Q_OBJECT

private slots:
    // The seeds' keys: movement and Space only while playing, the edit keys always.
    void keysAsTheSeedsName()
    {
        const Qt::KeyboardModifiers none = Qt::NoModifier;
        QCOMPARE(gameKeyOf(Qt::Key_W, none, true), GameKey::Up);
        QCOMPARE(gameKeyOf(Qt::Key_Up, none, true), GameKey::Up);
        QCOMPARE(gameKeyOf(Qt::Key_A, none, true), GameKey::Left);
        QCOMPARE(gameKeyOf(Qt::Key_Right, Qt::KeypadModifier, true), GameKey::Right);
        QCOMPARE(gameKeyOf(Qt::Key_S, none, false), GameKey::None);
        QCOMPARE(gameKeyOf(Qt::Key_Space, none, true), GameKey::NewMaze);
        QCOMPARE(gameKeyOf(Qt::Key_Space, none, false), GameKey::None);
        QCOMPARE(gameKeyOf(Qt::Key_N, none, false), GameKey::Build);
        QCOMPARE(gameKeyOf(Qt::Key_M, Qt::KeypadModifier, true), GameKey::Destroy);
        QCOMPARE(gameKeyOf(Qt::Key_N, Qt::ControlModifier, false), GameKey::None);
        QCOMPARE(gameKeyOf(Qt::Key_Z, Qt::ControlModifier, false), GameKey::Undo);
        QCOMPARE(gameKeyOf(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier, false), GameKey::Redo);
        QCOMPARE(gameKeyOf(Qt::Key_Y, Qt::ControlModifier, true), GameKey::Redo);
        QCOMPARE(gameKeyOf(Qt::Key_Z, none, true), GameKey::None);
    }

    void solveReachesTheExitOfPerfectMazes_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("seed");
        for (const char *id : {"backtracker", "rotating-dfs", "permutation-dfs"})
            for (int seed = 1; seed <= 4; ++seed)
                QTest::addRow("%s/%d", id, seed) << QString::fromLatin1(id) << 11 + 10 * seed << seed;
    }
    void solveReachesTheExitOfPerfectMazes()
    {
        QFETCH(QString, generator);
        QFETCH(int, side);
        QFETCH(int, seed);
        auto pane = finishedPane(specOf(generator.toStdString(), side, side, uint64_t(seed)));
        QVERIFY(pane);
        QCOMPARE(pane->metrics()->loops, 0u);
        GameSession game;
        QSignalSpy solverSpy(game.solve(), &SolveGame::changed);
        game.setPane(pane.get());
        QVERIFY(game.hasMaze());
        QVERIFY(game.exitReachable());
        QVERIFY(game.routeText().isEmpty());
        game.setMode(GameSession::Solve);
        // At the pane's speed on a timer.
        QVERIFY(game.solve()->walking());
        QVERIFY(QTest::qWaitFor([&] { return game.solve()->finished(); }, Patience));
        QVERIFY(game.solve()->reachedExit());
        QVERIFY(!game.solve()->walking());
        QVERIFY(solverSpy.count() > 2);
        const Point exit = *game.maze().exit;
        QCOMPARE(QPoint(game.solve()->dotColumn(), game.solve()->dotRow()), QPoint(exit.col, exit.row));
        QVERIFY(game.solve()->steps() >= qint64(*pane->metrics()->shortestPath));
        QCOMPARE(game.overlay()->rows(), side);
    }

    void solverBacksOutOfDeadEndsVisibly()
    {
        auto pane = finishedPane(specOf("backtracker", 41, 41, 3));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::Solve);
        game.solve()->finish();
        QVERIFY(game.solve()->reachedExit());
        int deadEnds = 0;
        for (int r = 0; r < 41; ++r)
            for (int c = 0; c < 41; ++c)
                deadEnds += game.solve()->solver()->mark({r, c}) == SolverMark::Dead;
        QVERIFY(deadEnds > 0);
        // Dead ends are drawn (not transparent) in the overlay.
        for (int r = 0; r < 41; ++r)
            for (int c = 0; c < 41; ++c)
                if (game.solve()->solver()->mark({r, c}) != SolverMark::None)
                    QVERIFY(qAlpha(game.overlay()->image().pixel(c, r)) > 0);
    }

    void traceLengthIsTheMetricsShortestPath_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<int>("seed");
        for (const char *id : {"backtracker", "rotating-dfs", "permutation-dfs", "automaton"})
            for (int seed = 1; seed <= 3; ++seed)
                QTest::addRow("%s/%d", id, seed) << QString::fromLatin1(id) << seed;
    }
    void traceLengthIsTheMetricsShortestPath()
    {
        QFETCH(QString, generator);
        QFETCH(int, seed);
        auto pane = finishedPane(specOf(generator.toStdString(), 21, 21, uint64_t(seed)));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        QSignalSpy traceSpy(game.trace(), &TraceGame::changed);
        game.setMode(GameSession::Trace);
        const auto expected = pane->metrics()->shortestPath;
        QCOMPARE(game.trace()->length(), expected ? int(*expected) : -1);
        QCOMPARE(game.shortestPath(), game.trace()->length());
        if (expected) {
            QVERIFY(QTest::qWaitFor([&] { return game.trace()->dots() == game.trace()->length() + 1; }, Patience));
            QVERIFY(traceSpy.count() > 0);
        } else {
            QVERIFY(!game.exitReachable());
            QVERIFY(!game.routeText().isEmpty());
        }
    }

    void playRespectsWallsAndReachesTheExit()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 7));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        QVERIFY(!game.play()->move(0, 1)); // not playing yet
        game.setMode(GameSession::Play);
        QSignalSpy wonSpy(game.play(), &PlayGame::won);
        QSignalSpy playerSpy(game.play(), &PlayGame::changed);
        const Maze &maze = game.maze();
        QCOMPARE(QPoint(game.play()->column(), game.play()->row()), QPoint(maze.start->col, maze.start->row));
        const ShortestPath path = findShortestPath(maze.grid, maze.start, maze.exit);
        QCOMPARE(path.status, RouteStatus::Reached);
        // The flame's own unit is lit fully, the overlay darkens far units.
        QVERIFY(game.play()->lineOfSight().light(maze.start->row, maze.start->col) == 1.0f);
        QVERIFY(qAlpha(game.overlay()->image().pixel(maze.exit->col, maze.exit->row)) > 200);
        for (size_t i = 1; i < path.units.size(); ++i) {
            const Point at = path.units[i - 1];
            // Every wall around is refused and leaves the player where it was.
            for (auto [dr, dc] : {std::pair {1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                if (!maze.grid.isFloor(at.row + dr, at.col + dc)) {
                    QVERIFY(!game.play()->move(dr, dc));
                    QCOMPARE(QPoint(game.play()->column(), game.play()->row()), QPoint(at.col, at.row));
                }
            }
            const Point to = path.units[i];
            QVERIFY(game.play()->move(to.row - at.row, to.col - at.col));
            QCOMPARE(QPoint(game.play()->column(), game.play()->row()), QPoint(to.col, to.row));
        }
        QVERIFY(game.play()->atExit());
        QCOMPARE(wonSpy.count(), 1);
        QCOMPARE(game.play()->moves(), int(path.units.size() - 1));
        QVERIFY(playerSpy.count() >= int(path.units.size() - 1));
        const double elapsed = game.play()->elapsedSeconds();
        QVERIFY(elapsed >= 0);
        // Game over until a new maze: no more moves, time stands still.
        QVERIFY(!game.play()->move(0, -1) && !game.play()->move(-1, 0));
        QTest::qWait(50);
        QCOMPARE(game.play()->elapsedSeconds(), elapsed);
    }

    void radiusAndMemoryChangeTheLight()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 2));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        QSignalSpy radiusSpy(game.play(), &PlayGame::radiusChanged);
        QSignalSpy memorySpy(game.play(), &PlayGame::showRememberedChanged);
        game.setMode(GameSession::Play);
        game.play()->setRadius(2);
        QCOMPARE(radiusSpy.count(), 1);
        QCOMPARE(game.play()->radius(), 2.0);
        const Point start = *game.maze().start;
        const QRgb lit = game.overlay()->image().pixel(start.col, start.row);
        game.play()->setShowRemembered(false);
        QCOMPARE(memorySpy.count(), 1);
        QCOMPARE(game.overlay()->image().pixel(start.col, start.row), lit);
    }

    // #31: the maze beyond the flame's light showed through the fog faintly,
    // Remember or not. Unseen units are hidden whole; with Remember, what was
    // seen stays dimly visible, and without it goes back to hidden.
    void limitedLightHidesWhatWasNotSeen_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light window") << false;
        QTest::newRow("dark window") << true;
    }

    void limitedLightHidesWhatWasNotSeen()
    {
        QFETCH(bool, dark);
        auto pane = finishedPane(specOf("backtracker", 21, 21, 7));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setDark(dark);
        game.setMode(GameSession::Play);
        game.play()->setRadius(2);
        const Maze &maze = game.maze();
        const QRgb hidden = qRgba(0, 0, 0, 255);
        const auto overlayAt = [&game](Point unit) { return game.overlay()->image().pixel(unit.col, unit.row); };
        QCOMPARE(overlayAt(*maze.exit), hidden);

        const ShortestPath path = findShortestPath(maze.grid, maze.start, maze.exit);
        QVERIFY(path.units.size() > 8);
        for (size_t i = 1; i <= 8; ++i) {
            const Point at = path.units[i - 1];
            const Point to = path.units[i];
            QVERIFY(game.play()->move(to.row - at.row, to.col - at.col));
        }
        const Point start = *maze.start;
        QCOMPARE(game.play()->lineOfSight().light(start.row, start.col), 0.0f);
        QVERIFY(game.play()->lineOfSight().remembered(start.row, start.col));
        QVERIFY(qAlpha(overlayAt(start)) < 255);
        QCOMPARE(overlayAt(*maze.exit), hidden);

        game.play()->setShowRemembered(false);
        QCOMPARE(overlayAt(start), hidden);
        const Point player {game.play()->row(), game.play()->column()};
        QVERIFY(qAlpha(overlayAt(player)) < 255);
    }

    void editUndoRedoSaveOpenRoundTrip()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 5));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        const QString generated = game.mazeText();
        QCOMPARE(generated, pane->mazeText());
        const QString generatedLayer = layerText(*pane->mazeLayer());
        QCOMPARE(game.suggestedFileName(), QStringLiteral("backtracker-21x21-seed5.maze"));
        QSignalSpy editSpy(&game, &GameSession::editChanged);
        QSignalSpy metricsSpy(&game, &GameSession::metricsChanged);

        game.edit()->toggleBuild();
        QCOMPARE(game.mode(), GameSession::Edit);
        QCOMPARE(game.edit()->tool(), EditGame::Build);
        // One stroke across a row of floor and wall units: one undo step.
        game.edit()->beginStroke(1, 1);
        game.edit()->strokeTo(1, 9);
        game.edit()->endStroke();
        QVERIFY(game.edit()->canUndo());
        QVERIFY(editSpy.count() >= 1);
        QVERIFY(metricsSpy.count() >= 1);
        for (int c = 2; c <= 9; ++c)
            QCOMPARE(pane->mazeLayer()->stateAt(1, c), int(MazeLayer::Wall));
        QCOMPARE(pane->mazeLayer()->stateAt(1, 1), int(MazeLayer::Start)); // the start is kept
        const QString built = game.mazeText();
        QVERIFY(built != generated);
        QCOMPARE(game.suggestedFileName(), QStringLiteral("maze-21x21.maze"));
        QCOMPARE(game.wallUnits(), qint64(measureMaze(readMazeText(built.toStdString())).wallUnits));

        game.edit()->toggleDestroy();
        QCOMPARE(game.edit()->tool(), EditGame::Destroy);
        game.edit()->beginStroke(5, 0);
        game.edit()->strokeTo(5, 3);
        game.edit()->endStroke();
        const QString destroyed = game.mazeText();
        QVERIFY(destroyed != built);
        QCOMPARE(pane->mazeLayer()->stateAt(5, 0), int(MazeLayer::Floor));

        QVERIFY(game.edit()->undo());
        QCOMPARE(game.mazeText(), built);
        QVERIFY(game.edit()->undo());
        QCOMPARE(game.mazeText(), generated);
        QCOMPARE(layerText(*pane->mazeLayer()), generatedLayer);
        QCOMPARE(game.shortestPath(), int(*pane->metrics()->shortestPath));
        QVERIFY(!game.edit()->canUndo());
        QVERIFY(game.edit()->redo());
        QVERIFY(game.edit()->redo());
        QCOMPARE(game.mazeText(), destroyed);
        QVERIFY(!game.edit()->canRedo());
        game.edit()->toggleDestroy();
        QCOMPARE(game.mode(), GameSession::Off);

        QTemporaryDir dir;
        const QString path = dir.filePath("edited.maze");
        QVERIFY(game.save(QUrl::fromLocalFile(path)));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), destroyed);

        // Opened into another pane: the same text, shown in that pane's layer.
        auto other = finishedPane(specOf("rotating-dfs", 31, 25, 9));
        QVERIFY(other);
        GameSession second;
        second.setPane(other.get());
        QVERIFY(second.open(QUrl::fromLocalFile(path)));
        QVERIFY(second.message().isEmpty());
        QCOMPARE(second.mazeText(), destroyed);
        QCOMPARE(other->mazeLayer()->rows(), 21);
        QCOMPARE(layerText(*other->mazeLayer()), layerText(*pane->mazeLayer()));
        QVERIFY(second.save(QUrl::fromLocalFile(dir.filePath("again.maze"))));
        QFile again(dir.filePath("again.maze"));
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(again.readAll()), destroyed);
    }

    // Save maze… and Open maze… choose the format by the name's extension:
    // NumPy's .npy and a PNG hold the grid, which opens into another pane.
    void savesAndOpensNpyAndPng()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 31, 5));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        QTemporaryDir dir;
        const Grid grid = readMazeText(game.mazeText().toStdString()).grid;
        for (const char *name : {"saved.npy", "saved.PNG"}) {
            const QString path = dir.filePath(name);
            QVERIFY(game.save(QUrl::fromLocalFile(path)));
            // Where it went, said as done, not as a problem (#43, item 9).
            QCOMPARE(game.message(), QStringLiteral("Saved %1").arg(path));
            QVERIFY(!game.messageIsProblem());
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            QVERIFY2(bytes.startsWith(QString(name).endsWith("npy") ? "\x93NUMPY" : "\x89PNG"), name);

            auto other = finishedPane(specOf("rotating-dfs", 11, 13, 9));
            QVERIFY(other);
            GameSession second;
            second.setPane(other.get());
            QVERIFY(second.open(QUrl::fromLocalFile(path)));
            QVERIFY2(second.message().isEmpty(), qPrintable(second.message()));
            QVERIFY2(readMazeText(second.mazeText().toStdString()).grid == grid, name);
            QCOMPARE(other->mazeLayer()->rows(), 21);
            // Named for what it is (#43, item 5): the file, not the pane's
            // generator, its moves or its time; and the dead ends of cells
            // the pane that made it showed.
            QTRY_COMPARE(other->title(), QString::fromLatin1(name));
            QCOMPARE(other->statusText(), QStringLiteral("Opened from %1").arg(QString::fromLatin1(name)));
            QCOMPARE(other->ownMazeName(), QString::fromLatin1(name));
            QCOMPARE(other->deadEndShare(), pane->deadEndShare());
            QVERIFY(other->deadEndShareOfCells());
            // A new maze of the pane's is the generator's again.
            other->setSeed(10);
            QTRY_VERIFY(other->finished() && other->hasMetrics() && second.hasMaze() && !second.edited());
            QCOMPARE(other->title(), other->generatorName());
            QVERIFY2(other->statusText().startsWith(QStringLiteral("Finished")), qPrintable(other->statusText()));
        }
    }

    void malformedFileIsRefusedWithTheReadersMessage()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 5));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::Play);
        QVERIFY(game.play()->move(1, 0) || game.play()->move(0, 1));
        const QString before = game.mazeText();
        const QString layerBefore = layerText(*pane->mazeLayer());
        const QPoint playerBefore = QPoint(game.play()->column(), game.play()->row());

        QTemporaryDir dir;
        const QString path = dir.filePath("bad.maze");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("maze 1\nrows 3\ncols 3\nxyz\n");
        file.close();
        QString expected;
        try {
            readMazeFile(path.toStdString());
            QFAIL("the file should be malformed");
        } catch (const std::exception &error) {
            expected = QString::fromStdString(error.what());
        }
        QSignalSpy messageSpy(&game, &GameSession::messageChanged);
        QVERIFY(!game.open(QUrl::fromLocalFile(path)));
        QCOMPARE(messageSpy.count(), 1);
        QVERIFY2(game.message().contains(expected), qPrintable(game.message()));
        QCOMPARE(game.mazeText(), before);
        QCOMPARE(layerText(*pane->mazeLayer()), layerBefore);
        QCOMPARE(QPoint(game.play()->column(), game.play()->row()), playerBefore);
        QCOMPARE(game.mode(), GameSession::Play);
        QVERIFY(!game.open(QUrl::fromLocalFile(dir.filePath("missing.maze"))));
        QVERIFY(!game.message().isEmpty());
        QCOMPARE(game.mazeText(), before);
    }

    void splitMazeSaysSoAndPlayStillWorks()
    {
        // The automaton's default 31 x 31 mazes are split for every seed tried.
        auto pane = finishedPane(specOf("automaton", 31, 31, 1));
        QVERIFY(pane);
        QVERIFY(!pane->metrics()->shortestPath);
        GameSession game;
        game.setPane(pane.get());
        QVERIFY(!game.exitReachable());
        QCOMPARE(game.routeText(),
            QStringLiteral("The exit cannot be reached from the start: the maze is split into pieces."));
        game.setMode(GameSession::Solve);
        game.solve()->finish();
        QVERIFY(game.solve()->finished());
        QVERIFY(!game.solve()->reachedExit());
        game.setMode(GameSession::Trace);
        QCOMPARE(game.trace()->length(), -1);
        game.setMode(GameSession::Play);
        QVERIFY(game.play()->column() >= 0);
        bool moved = false;
        for (auto [dr, dc] : {std::pair {1, 0}, {-1, 0}, {0, 1}, {0, -1}})
            moved = moved || game.play()->move(dr, dc);
        QVERIFY(moved);
        QCOMPARE(game.play()->moves(), 1);
    }

    void sharesThePanesMazeUntilTheFirstEdit()
    {
        // Watching from the start, as the window does: the maze and its
        // metrics reach the session in separate frames.
        auto pane = std::make_unique<PaneModel>();
        pane->setSpeed(1000000);
        pane->setSpec(specOf("backtracker", 21, 21, 6));
        GameSession game;
        game.setPane(pane.get());
        pane->run();
        QVERIFY(QTest::qWaitFor([&] { return pane->finished() && pane->hasMetrics() && game.hasMetrics(); }, Patience));
        QCOMPARE(&game.maze(), pane->maze().get());
        compareHeadline(*game.metrics(), *pane->metrics());
        QVERIFY(game.exitReachable());
        QCOMPARE(game.trace()->length(), -1); // searched for only when Trace asks
        game.setMode(GameSession::Trace);
        QCOMPARE(game.trace()->length(), int(*pane->metrics()->shortestPath));

        const QString generated = pane->mazeText();
        game.edit()->toggleBuild();
        game.edit()->beginStroke(1, 2);
        game.edit()->endStroke();
        QVERIFY(&game.maze() != pane->maze().get());
        QVERIFY(game.mazeText() != generated);
        QCOMPARE(pane->mazeText(), generated);
        // The charts' legend names the edited maze as the pane's, marked edited.
        QTRY_COMPARE(pane->ownMazeName(), pane->generatorName() + QStringLiteral(", edited"));
    }

    void editsAndOpenedMazesDriveThePanesMetrics()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 5));
        QVERIFY(pane);
        const MazeMetrics own = *pane->metrics();
        GameSession game;
        game.setPane(pane.get());
        QSignalSpy paneSpy(pane.get(), &PaneModel::metricsChanged);

        game.edit()->toggleDestroy();
        game.edit()->beginStroke(2, 1);
        game.edit()->strokeTo(2, 9);
        game.edit()->endStroke();
        QCOMPARE(paneSpy.count(), 1);
        const MazeMetrics edited = measureMaze(readMazeText(game.mazeText().toStdString()));
        QVERIFY(edited.wallUnits < own.wallUnits);
        compareHeadline(*pane->metrics(), edited);
        // Exports and charts take the maze the pane shows; the games still share its own.
        QCOMPARE(QString::fromStdString(mazeToText(*pane->shownMaze())), game.mazeText());
        QVERIFY(pane->mazeText() != game.mazeText());
        QVERIFY(game.edit()->undo());
        compareHeadline(*pane->metrics(), own);

        QTemporaryDir dir;
        const QString path = dir.filePath("other.maze");
        auto other = finishedPane(specOf("automaton", 25, 31, 2));
        QVERIFY(other);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(other->mazeText().toUtf8());
        file.close();
        QVERIFY(game.open(QUrl::fromLocalFile(path)));
        compareHeadline(*pane->metrics(), measureMaze(readMazeText(other->mazeText().toStdString())));

        // Made again, the pane shows its own maze's metrics.
        pane->reset();
        QVERIFY(!pane->hasMetrics());
        QCOMPARE(pane->shownMaze(), nullptr);
        pane->run();
        QVERIFY(QTest::qWaitFor([&] { return pane->finished() && pane->hasMetrics(); }, Patience));
        compareHeadline(*pane->metrics(), own);
        compareHeadline(*game.metrics(), own);
        QCOMPARE(pane->shownMaze(), pane->maze());
        QVERIFY(!game.edited());
    }

    void undoStartsTheGameInProgressAgain()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 5));
        QVERIFY(pane);
        const int shortest = int(*pane->metrics()->shortestPath);
        GameSession game;
        game.setPane(pane.get());
        game.edit()->toggleDestroy();
        // An L along the top row and the right column: the shortest possible path.
        game.edit()->beginStroke(1, 2);
        game.edit()->strokeTo(1, 19);
        game.edit()->strokeTo(19, 19);
        game.edit()->endStroke();
        game.trace()->finish();
        QCOMPARE(game.mode(), GameSession::Trace);
        const int edited = game.trace()->length();
        QCOMPARE(edited, 36);
        QVERIFY(shortest > edited);
        QCOMPARE(game.trace()->dots(), edited + 1);
        // Ctrl+Z reaches the game from any mode: the trace starts again on the maze as it now is.
        QVERIFY(game.edit()->undo());
        QCOMPARE(game.trace()->length(), shortest);
        QCOMPARE(game.trace()->dots(), 0);
        QVERIFY(QTest::qWaitFor([&] { return game.trace()->dots() == shortest + 1; }, Patience));
    }

    // What the games' page says is built here: each game's sentence, in numbers of the window's language.
    void saysWhatTheGameInProgressDoes()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 4));
        QVERIFY(pane);
        GameSession game;
        QSignalSpy said(&game, &GameSession::infoTextChanged);
        game.setPane(pane.get());
        QVERIFY(said.count() > 0);
        QVERIFY(game.infoText().isEmpty());
        game.setMode(GameSession::Solve);
        game.solve()->finish();
        QCOMPARE(game.infoText(),
            QStringLiteral("Solver: %1 steps · %2 units visited · exit reached")
                .arg(game.solve()->steps())
                .arg(game.solve()->unitsVisited()));
        game.setMode(GameSession::Trace);
        QCOMPARE(game.infoText(), QStringLiteral("Shortest path: %1 steps").arg(game.shortestPath()));
        game.setMode(GameSession::Play);
        QCOMPARE(game.infoText(), QStringLiteral("0 moves · 0.0 s"));
        QVERIFY(game.play()->move(1, 0));
        QVERIFY(game.infoText().startsWith(QStringLiteral("1 moves · ")));
        game.setMode(GameSession::Edit);
        QCOMPARE(game.infoText(),
            QStringLiteral("Walls %1 · dead ends %2 % · shortest path %3 · pieces 1 · loops 0")
                .arg(game.wallUnits())
                .arg(game.deadEndShare() * 100, 0, 'f', 1)
                .arg(game.shortestPath()));
        pane->reset();
        QCOMPARE(game.infoText(), QStringLiteral("The games start once the maze is finished."));
    }

    void newPaneMazeRestartsTheGame()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 5));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::Play);
        QVERIFY(game.play()->move(1, 0) || game.play()->move(0, 1));
        QSignalSpy mazeSpy(&game, &GameSession::mazeChanged);
        game.newMaze();
        QVERIFY(QTest::qWaitFor([&] { return pane->finished() && game.hasMaze(); }, Patience));
        QVERIFY(mazeSpy.count() >= 2);
        QCOMPARE(game.mode(), GameSession::Play);
        QCOMPARE(game.play()->moves(), 0);
        QCOMPARE(game.mazeText(), pane->mazeText());
    }
};

QTEST_MAIN(TestGameSession)
#include "tst_gamesession.moc"
