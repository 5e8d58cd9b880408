// Solve with a solver of the catalogue chosen for the pane, and a race of
// solvers on one maze: each walks as its own run does (steps, units, the
// exit), a new choice starts the walk again and is the pane's, a walker
// going round for ever is said to, and a race gives every pane the same maze
// and places the solvers by their steps.

#include "../support/specof.h"
#include "catalogtext.h"
#include "comparison.h"
#include "editgame.h"
#include "finishedpane.h"
#include "gamesession.h"
#include "mazefile.h"
#include "mazeoverlay.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "solvegame.h"
#include "solvercatalog.h"
#include "solverlistmodel.h"
#include "solverrace.h"

#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace mazestudy;

namespace {
constexpr int Patience = 60000;

struct OwnRun {
    uint64_t steps = 0;
    uint64_t units = 0;
    bool reached = false;
};

// The solver run on its own on the board's maze, as `mazestudy-cli solve` runs it.
OwnRun ownRun(const Maze &maze, const QString &id)
{
    SolverSetup setup;
    setup.start = maze.start;
    setup.exit = maze.exit;
    auto solver = solverInfo(id.toStdString()).make(std::make_shared<const Grid>(maze.grid), setup);
    solver->run();
    return {solver->steps(), solver->unitsVisited(), solver->reached()};
}

// A room of floor inside a border of wall, the exit in its middle: a wall
// follower goes round the walls and never meets it.
Maze roomWithExitInTheMiddle()
{
    Maze maze;
    maze.grid = Grid(9, 9);
    for (int r = 1; r < 8; ++r)
        for (int c = 1; c < 8; ++c)
            maze.grid.set(r, c, Grid::Floor);
    maze.start = Point {1, 1};
    maze.exit = Point {4, 4};
    return maze;
}
} // namespace

class TestSolveGame : public QObject {
    Q_OBJECT

private slots:
    void chosenSolverWalksAsItsOwnRun_data()
    {
        QTest::addColumn<QString>("solver");
        for (const SolverInfo &info : solverCatalog()) {
            // The random mouse is pinned by the solvers' own tests; here it would take long.
            if (info.id != "random-mouse")
                QTest::addRow("%s", info.id.c_str()) << QString::fromStdString(info.id);
        }
    }
    void chosenSolverWalksAsItsOwnRun()
    {
        QFETCH(QString, solver);
        auto pane = finishedPane(specOf("backtracker", 31, 31, 3));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        QCOMPARE(game.solve()->solverId(), QStringLiteral("dfs"));
        game.solve()->setSolverId(solver);
        QCOMPARE(pane->solverId(), solver);
        game.setMode(GameSession::Solve);
        QVERIFY(game.solve()->solver());
        QCOMPARE(game.solve()->steps(), qint64(0));
        game.solve()->finish();
        QVERIFY(game.solve()->finished());
        const OwnRun own = ownRun(game.maze(), solver);
        QVERIFY(own.reached);
        QCOMPARE(game.solve()->steps(), qint64(own.steps));
        QCOMPARE(game.solve()->unitsVisited(), qint64(own.units));
        QVERIFY(game.solve()->reachedExit());
        QCOMPARE(game.solve()->outcome(), SolveGame::Reached);
        // A walker stands on the exit; a search has no walker, and no dot.
        const SolverInfo &info = solverInfo(solver.toStdString());
        const bool walks = solver != "bfs" && solver != "astar" && solver != "collision";
        const Point exit = *game.maze().exit;
        QCOMPARE(QPoint(game.solve()->dotColumn(), game.solve()->dotRow()),
            walks ? QPoint(exit.col, exit.row) : QPoint(-1, -1));
        // The path found is drawn, and what the solver knows of each unit.
        if (!info.constantMemory) {
            for (const Point p : game.solve()->solver()->path())
                QVERIFY(qAlpha(game.overlay()->image().pixel(p.col, p.row)) > 0);
        }
        for (int r = 0; r < 31; ++r)
            for (int c = 0; c < 31; ++c)
                if (game.solve()->solver()->mark({r, c}) != SolverMark::None)
                    QVERIFY(qAlpha(game.overlay()->image().pixel(c, r)) > 0);
        QVERIFY2(game.infoText().startsWith(
                     QStringLiteral("Solver: %1 steps · %2 units visited · exit reached")
                         .arg(QLocale().toString(qint64(own.steps)), QLocale().toString(qint64(own.units)))),
            qPrintable(game.infoText()));
    }

    // Each pane's solver is remembered with the window; one the catalogue no longer knows is the default.
    void solverIsRememberedPerPane()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("settings.ini"));
        {
            Comparison comparison;
            comparison.setSettingsFile(file);
            comparison.panes()->at(1)->setSolverId(QStringLiteral("bfs"));
            comparison.panes()->at(2)->setSolverId(QStringLiteral("pledge"));
            comparison.saveSettings();
        }
        {
            QSettings settings(file, QSettings::IniFormat);
            // QSettings counts an array from 1 in the file: the fourth pane.
            settings.setValue(QStringLiteral("panes/4/solver"), QStringLiteral("no-such-solver"));
        }
        Comparison restored;
        restored.setSettingsFile(file);
        restored.loadSettings();
        QCOMPARE(restored.panes()->at(0)->solverId(), QStringLiteral("dfs"));
        QCOMPARE(restored.panes()->at(1)->solverId(), QStringLiteral("bfs"));
        QCOMPARE(restored.panes()->at(2)->solverId(), QStringLiteral("pledge"));
        QCOMPARE(restored.panes()->at(3)->solverId(), QStringLiteral("dfs"));
    }

    // At the pane's speed on its timer, the search ends as its own run does.
    void searchWalksAtThePanesSpeed()
    {
        auto pane = finishedPane(specOf("prim", 25, 25, 2));
        QVERIFY(pane);
        pane->setSpeed(2000);
        GameSession game;
        game.setPane(pane.get());
        game.solve()->setSolverId(QStringLiteral("bfs"));
        QSignalSpy changed(game.solve(), &SolveGame::changed);
        game.setMode(GameSession::Solve);
        QVERIFY(game.solve()->walking());
        QCOMPARE(game.solve()->dotColumn(), -1);
        QTRY_VERIFY_WITH_TIMEOUT(game.solve()->finished(), Patience);
        QVERIFY(changed.count() > 2);
        QVERIFY(!game.solve()->walking());
        QCOMPARE(game.solve()->steps(), qint64(ownRun(game.maze(), QStringLiteral("bfs")).steps));
    }

    // Another solver chosen starts the walk again from the start; an unknown one is refused.
    void switchingSolverStartsAgain()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 5));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::Solve);
        for (int i = 0; i < 10; ++i)
            QVERIFY(game.solve()->step());
        QCOMPARE(game.solve()->steps(), qint64(10));
        QSignalSpy started(game.solve(), &SolveGame::started);
        QSignalSpy chosen(game.solve(), &SolveGame::solverIdChanged);
        pane->setSolverId(QStringLiteral("tremaux"));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(started.count(), 1);
        QCOMPARE(game.solve()->solverId(), QStringLiteral("tremaux"));
        QCOMPARE(game.solve()->steps(), qint64(0));
        game.solve()->setSolverId(QStringLiteral("no-such-solver"));
        QCOMPARE(pane->solverId(), QStringLiteral("tremaux"));
        QCOMPARE(started.count(), 1);
        game.solve()->finish();
        QCOMPARE(game.solve()->steps(), qint64(ownRun(game.maze(), QStringLiteral("tremaux")).steps));
    }

    // A wall follower in a room whose exit is in the middle goes round the
    // walls: back where it was, facing the same way, it is said to go round
    // for ever, long before the step budget; breadth-first search finds the middle.
    void walkerGoingRoundForEverIsFailed()
    {
        PaneModel pane;
        GameSession game;
        game.setPane(&pane);
        game.openMaze(roomWithExitInTheMiddle(), QStringLiteral("room"));
        QVERIFY(game.hasMaze());
        QCOMPARE(pane.title(), QStringLiteral("room"));
        game.solve()->setSolverId(QStringLiteral("wall-follower-left"));
        game.setMode(GameSession::Solve);
        game.solve()->finish();
        QVERIFY(game.solve()->finished());
        QVERIFY(!game.solve()->reachedExit());
        QCOMPARE(game.solve()->outcome(), SolveGame::Circling);
        // Round the room's 24 border units once, and a few times more at most before Brent's check sees it.
        QVERIFY2(game.solve()->steps() >= 24 && game.solve()->steps() <= 100,
            qPrintable(QString::number(game.solve()->steps())));
        QVERIFY2(game.infoText().contains(QStringLiteral("go round for ever")), qPrintable(game.infoText()));
        game.solve()->setSolverId(QStringLiteral("bfs"));
        game.solve()->finish();
        QCOMPARE(game.solve()->outcome(), SolveGame::Reached);
    }

    // In a maze split into pieces the solvers that keep marks give up, the
    // walkers that keep nothing go round their piece, and neither reaches.
    void splitMazeEndsEverySolver()
    {
        auto pane = finishedPane(specOf("automaton", 31, 31, 1));
        QVERIFY(pane);
        QVERIFY(!pane->metrics()->shortestPath);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::Solve);
        // (Pledge is left out: round an island its turn count may grow for ever, which no check sees.)
        for (const char *id : {"bfs", "dead-end-filler", "tremaux", "wall-follower-right", "wall-follower-left"}) {
            game.solve()->setSolverId(QString::fromLatin1(id));
            game.solve()->finish();
            QVERIFY2(game.solve()->finished(), id);
            QVERIFY2(!game.solve()->reachedExit(), id);
            const bool keepsMarks = !solverInfo(id).constantMemory;
            QCOMPARE(game.solve()->outcome(), keepsMarks ? SolveGame::Unreachable : SolveGame::Circling);
        }
    }

    // The window names the solvers in its language, and says what they did in it.
    void solversSpeakGerman()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        SolverListModel list;
        QCOMPARE(list.data(list.index(list.indexOf(QStringLiteral("bfs"))), SolverListModel::NameRole).toString(),
            QStringLiteral("Breitensuche"));
        QCOMPARE(
            CatalogText::solverName(QStringLiteral("wall-follower-left")), QStringLiteral("Wandfolger (linke Hand)"));
        list.setScriptSolve(true);
        QCOMPARE(list.data(list.index(0), SolverListModel::NameRole).toString(), QStringLiteral("Ihr solve()"));
        PaneModel pane;
        GameSession game;
        game.setPane(&pane);
        game.openMaze(roomWithExitInTheMiddle(), QStringLiteral("room"));
        game.solve()->setSolverId(QStringLiteral("wall-follower-right"));
        game.setMode(GameSession::Solve);
        game.solve()->finish();
        QVERIFY2(game.infoText().contains(QStringLiteral("Felder besucht · gescheitert")), qPrintable(game.infoText()));
        QVERIFY(QCoreApplication::removeTranslator(&german));
    }

    // A race: the first pane's maze in every racer's pane (one not yet made
    // makes its own at once first, then takes the race's), each with its
    // solver, started together; when all have finished each has its place
    // by steps. An edited maze the race would replace is named first.
    void raceGivesEveryPaneTheMazeAndPlacesTheSolvers()
    {
        auto source = finishedPane(specOf("backtracker", 25, 25, 7));
        auto second = finishedPane(specOf("prim", 25, 25, 7));
        QVERIFY(source && second);
        PaneModel third; // not run: the race makes its maze at once first
        third.setSpec(specOf("kruskal", 25, 25, 7));
        for (PaneModel *pane : {source.get(), second.get(), &third})
            pane->setSpeed(5000);
        GameSession games[3];
        games[0].setPane(source.get());
        games[1].setPane(second.get());
        games[2].setPane(&third);
        const QVariantList racers {
            QVariant::fromValue(&games[0]), QVariant::fromValue(&games[1]), QVariant::fromValue(&games[2])};

        // An edit in the second pane is work the race would replace.
        QVERIFY(SolverRace::mazesAtStake(racers).isEmpty());
        games[1].setMode(GameSession::Edit);
        Point floor {13, 0};
        while (games[1].maze().grid.at(floor.row, floor.col) != Grid::Floor)
            ++floor.col;
        games[1].edit()->setTool(EditGame::Build);
        games[1].edit()->beginStroke(floor.row, floor.col);
        games[1].edit()->endStroke();
        QTRY_VERIFY_WITH_TIMEOUT(second->edited(), Patience);
        QCOMPARE(SolverRace::mazesAtStake(racers), QStringList {second->ownMazeName()});

        const QStringList ids {
            QStringLiteral("bfs"), QStringLiteral("wall-follower-left"), QStringLiteral("dead-end-filler")};
        SolverRace race;
        QSignalSpy started(&race, &SolverRace::started);
        QSignalSpy finished(&race, &SolverRace::finished);
        QVERIFY(
            !race.start(QVariantList {QVariant::fromValue(&games[0])}, QStringList {QStringLiteral("no-such-solver")}));
        QCOMPARE(race.state(), SolverRace::Idle);
        QVERIFY(race.start(racers, ids));
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, Patience);
        QCOMPARE(third.speed(), 5000); // given back once its own maze was made
        const QString maze = games[0].mazeText();
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(games[i].mazeText(), maze);
            QCOMPARE(games[i].mode(), GameSession::Solve);
            QCOMPARE(games[i].solve()->solverId(), ids[i]);
        }
        QCOMPARE(third.title(), source->title());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, Patience);
        QCOMPARE(race.state(), SolverRace::Finished);
        std::vector<qint64> steps;
        for (int i = 0; i < 3; ++i) {
            QVERIFY(games[i].solve()->reachedExit());
            QCOMPARE(games[i].solve()->steps(), qint64(ownRun(games[i].maze(), ids[i]).steps));
            QCOMPARE(games[i].solve()->raceSize(), 3);
            steps.push_back(games[i].solve()->steps());
        }
        for (int i = 0; i < 3; ++i) {
            const int fewer
                = int(std::count_if(steps.begin(), steps.end(), [&](qint64 s) { return s < steps[size_t(i)]; }));
            QCOMPARE(games[i].solve()->racePlace(), 1 + fewer);
            QVERIFY2(games[i].infoText().startsWith(QStringLiteral("Race: place %1 of 3 · ").arg(1 + fewer)),
                qPrintable(games[i].infoText()));
        }
        // Again: the place belongs to the race, not to the new walk.
        games[1].solve()->restart();
        QCOMPARE(games[1].solve()->racePlace(), 0);
        QVERIFY(!games[1].infoText().startsWith(QStringLiteral("Race")));
    }

    // A racer that starts a walk of its own leaves the race; the others are placed among themselves.
    void racerThatWalksAnotherWayLeaves()
    {
        auto first = finishedPane(specOf("backtracker", 21, 21, 2));
        auto second = finishedPane(specOf("backtracker", 21, 21, 3));
        QVERIFY(first && second);
        first->setSpeed(50);
        second->setSpeed(50);
        GameSession games[2];
        games[0].setPane(first.get());
        games[1].setPane(second.get());
        SolverRace race;
        QSignalSpy finished(&race, &SolverRace::finished);
        QVERIFY(race.start(QVariantList {QVariant::fromValue(&games[0]), QVariant::fromValue(&games[1])},
            QStringList {QStringLiteral("dfs"), QStringLiteral("astar")}));
        QTRY_COMPARE_WITH_TIMEOUT(race.state(), SolverRace::Running, Patience);
        QVERIFY(games[0].solve()->walking());
        second->setSolverId(QStringLiteral("bfs"));
        games[0].solve()->finish();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, Patience);
        QCOMPARE(games[0].solve()->racePlace(), 1);
        QCOMPARE(games[0].solve()->raceSize(), 1);
        QCOMPARE(games[1].solve()->raceSize(), 0);
    }
};

QTEST_MAIN(TestSolveGame)
#include "tst_solvegame.moc"
