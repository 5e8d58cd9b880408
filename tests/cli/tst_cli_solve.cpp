// mazestudy-cli solvers and solve, run as a user would: the catalogue as
// text and JSON, a solve's figures against the engine's own on the same file,
// the step budget, the memory budget and the mistakes a user can make.

#include "clirunner.h"
#include "mazefile.h"
#include "shortestpath.h"
#include "solvercatalog.h"
#include "study.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazestudy;
using clirunner::Result;
using clirunner::runCli;
using clirunner::verifyUsageError;

namespace {

QJsonObject jsonOf(const Result &result)
{
    return QJsonDocument::fromJson(result.out).object();
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

// A CSV without quoted fields, as the study writes it: each row by column name.
QList<QHash<QString, QString>> csvRows(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    const QStringList header = lines.value(0).split(',');
    QList<QHash<QString, QString>> rows;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList fields = lines[i].split(',');
        QHash<QString, QString> row;
        for (qsizetype f = 0; f < header.size() && f < fields.size(); ++f)
            row[header[f]] = fields[f];
        rows << row;
    }
    return rows;
}

} // namespace

class TestCliSolve : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_maze = m_dir.filePath("backtracker.maze");
        const Result made = runCli({"generate", "--generator", "backtracker", "--size", "31x41", "--seed", "3",
            "--braid", "0.5", "--out", m_maze});
        QCOMPARE(made.status, 0);
    }

    void solversListsTheCatalogue()
    {
        QStringList catalogue;
        for (const SolverInfo &info : solverCatalog())
            catalogue << QString::fromStdString(info.id);

        const Result text = runCli({"solvers"});
        QCOMPARE(text.status, 0);
        QStringList listed;
        for (const QByteArray &line : text.out.split('\n')) {
            if (!line.isEmpty() && !line.startsWith(' '))
                listed << QString::fromUtf8(line.left(line.indexOf(':')));
        }
        QCOMPARE(listed, catalogue);

        const Result json = runCli({"solvers", "--format", "json"});
        QCOMPARE(json.status, 0);
        const QJsonArray solvers = jsonOf(json)["solvers"].toArray();
        QCOMPARE(solvers.size(), catalogue.size());
        for (qsizetype i = 0; i < solvers.size(); ++i) {
            const QJsonObject solver = solvers[i].toObject();
            const SolverInfo &info = solverCatalog()[size_t(i)];
            QCOMPARE(solver["id"].toString(), catalogue[i]);
            QCOMPARE(solver["shortest"].toBool(), info.shortest);
            QCOMPARE(solver["memory"].toString(), info.constantMemory ? "O(1)" : "O(units)");
            QCOMPARE(solver["finds_path"].toString(), pathPromiseName(info.findsPath));
            QVERIFY(!solver["source"].toString().isEmpty());
        }
        verifyUsageError({"solvers", "--format", "csv"}, "--format takes text or json");
    }

    // Each solver's figures are the engine's own for the maze in the file.
    void solveReportsWhatTheEngineFinds_data()
    {
        QTest::addColumn<QString>("solver");
        for (const SolverInfo &info : solverCatalog())
            QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id);
    }

    void solveReportsWhatTheEngineFinds()
    {
        QFETCH(QString, solver);
        const Result result = runCli(
            {"solve", "--solver", solver, "--seed", "9", "--step-budget", "2000000", "--format", "json", m_maze});
        QCOMPARE(result.status, 0);
        const QJsonObject json = jsonOf(result);

        Maze maze = readMazeFile(m_maze.toStdString());
        SolverSetup setup {maze.start, maze.exit, 9, 2'000'000};
        const auto grid = std::make_shared<const Grid>(maze.grid);
        const auto engine = solverInfo(solver.toStdString()).make(grid, setup);
        engine->run();
        QCOMPARE(json["solver"].toString(), solver);
        QCOMPARE(json["reached"].toBool(), engine->reached());
        QCOMPARE(json["steps"].toInteger(), qint64(engine->steps()));
        QCOMPARE(json["units_visited"].toInteger(), qint64(engine->unitsVisited()));
        QCOMPARE(json["memory_bytes"].toInteger(), qint64(engine->memoryBytes()));
        const QJsonArray path = json["path"].toArray();
        QCOMPARE(path.size(), qsizetype(engine->path().size()));
        if (!engine->reached())
            return;
        QCOMPARE(json["path_length"].toInteger(), path.size() - 1);
        QCOMPARE(path.first(), (QJsonArray {maze.start->row, maze.start->col}));
        QCOMPARE(path.last(), (QJsonArray {maze.exit->row, maze.exit->col}));
        if (solverInfo(solver.toStdString()).shortest) {
            const ShortestPath trace = findShortestPath(*grid, maze.start, maze.exit);
            QCOMPARE(json["path_length"].toInteger(), qint64(*trace.length()));
        }

        const Result text = runCli({"solve", "--solver", solver, "--seed", "9", "--step-budget", "2000000", m_maze});
        QCOMPARE(text.status, 0);
        QVERIFY(text.out.contains("steps: " + QByteArray::number(qulonglong(engine->steps())) + "\n"));
        QVERIFY(text.out.contains("reached: yes\n"));
    }

    // replay --solver shows the engine's solver after K steps, as solve runs
    // it: its marks and walker where they are, the step's narration, the
    // whole solve's total; past it, an error that names it.
    void replayShowsTheSolverAfterKSteps_data() { solveReportsWhatTheEngineFinds_data(); }
    void replayShowsTheSolverAfterKSteps()
    {
        QFETCH(QString, solver);
        Maze maze = readMazeFile(m_maze.toStdString());
        const auto grid = std::make_shared<const Grid>(maze.grid);
        const auto engine = solverInfo(solver.toStdString()).make(grid, {maze.start, maze.exit, 9, 2'000'000});
        const auto whole = engine->clone();
        whole->run();
        const uint64_t at = whole->steps() / 2;
        SolverStep last;
        for (uint64_t step = 0; step < at; ++step)
            last = engine->step();
        const QStringList replay = {"replay", "--solver", solver, m_maze, "--seed", "9", "--step-budget", "2000000",
            "--at", QString::number(at)};
        const Result json = runCli(replay + QStringList {"--format", "json"});
        QCOMPARE(json.status, 0);
        const QJsonObject state = jsonOf(json);
        QCOMPARE(state["total_steps"].toInteger(), qint64(whole->steps()));
        QCOMPARE(state["steps"].toInteger(), qint64(at));
        QCOMPARE(state["units_visited"].toInteger(), qint64(engine->unitsVisited()));
        QCOMPARE(state["narration"].toString(), QString::fromStdString(solverStepText(*engine, last)));
        const QJsonArray picture = state["picture"].toArray();
        QCOMPARE(picture.size(), qsizetype(grid->rows()));
        const std::optional<Point> walker = engine->workingSet().walker;
        for (int r = 0; r < grid->rows(); ++r) {
            const QString row = picture[r].toString();
            for (int c = 0; c < grid->cols(); ++c) {
                const QChar shown = row[c];
                if (walker && *walker == Point {r, c})
                    QCOMPARE(shown, QLatin1Char('@'));
                else if (!grid->isFloor(r, c))
                    QCOMPARE(shown, QLatin1Char('#'));
                else
                    QCOMPARE(shown == QLatin1Char('.'), engine->mark({r, c}) == SolverMark::None);
            }
        }
        if (walker)
            QCOMPARE(state["walker"].toArray(), (QJsonArray {walker->row, walker->col}));
        else
            QVERIFY(state["walker"].isNull());

        const Result text = runCli(replay);
        QCOMPARE(text.status, 0);
        QVERIFY2(text.out.contains(QStringLiteral("step %1 of %2: ").arg(at).arg(whole->steps()).toUtf8()), text.out);
        verifyUsageError({"replay", "--solver", solver, m_maze, "--seed", "9", "--step-budget", "2000000", "--at",
                             QString::number(whole->steps() + 1)},
            QStringLiteral("this solve takes %1 steps").arg(whole->steps()));
    }

    // A wall follower in a room whose exit is in the middle goes round the
    // walls until the budget is spent: it answers, failed.
    void stepBudgetStopsAFollowerThatCannotFinish()
    {
        const QString room = m_dir.filePath("room.maze");
        QVERIFY(writeText(room,
            "; rows: 7\n; cols: 7\n; start: 1,1\n; exit: 3,3\n"
            "#######\n#.....#\n#.....#\n#.....#\n#.....#\n#.....#\n#######\n"));
        const Result result
            = runCli({"solve", "--solver", "wall-follower-left", "--step-budget", "50", "--format", "json", room});
        QCOMPARE(result.status, 0);
        const QJsonObject json = jsonOf(result);
        QCOMPARE(json["reached"].toBool(), false);
        QCOMPARE(json["outcome"].toString(), "budget-spent");
        QCOMPARE(json["steps"].toInteger(), 50);
        QVERIFY(json["path_length"].isNull());
        QVERIFY(json["path"].toArray().isEmpty());
        const Result text = runCli({"solve", "--solver", "wall-follower-left", "--step-budget", "50", room});
        QVERIFY2(text.out.contains("reached: no, the step budget of 50 steps is spent"), text.out.constData());
    }

    // Refused before the solver is built, with the estimate; a solver of
    // O(1) memory fits where one that keeps a frontier does not.
    void memoryBudgetRefusesUpFront()
    {
        const QString big = m_dir.filePath("big.maze");
        QCOMPARE(runCli({"generate", "--generator", "backtracker", "--size", "2001x2001", "--seed", "1", "--out", big})
                     .status,
            0);
        const Result refused = runCli({"solve", "--solver", "astar", "--memory-budget", "100M", big});
        QCOMPARE(refused.status, 1);
        QVERIFY(refused.out.isEmpty());
        QVERIFY2(refused.err.contains("astar on this 2001x2001 maze would need about"), qPrintable(refused.err));
        QVERIFY(refused.err.contains("O(1) memory"));
        const Result fits
            = runCli({"solve", "--solver", "random-mouse", "--memory-budget", "100M", "--step-budget", "10", big});
        QCOMPARE(fits.status, 0);
        QVERIFY(fits.out.contains("steps: 10\n"));
    }

    // study --solvers: each maze's row holds what solve says of that maze,
    // made again from the row's seed; the random mouse draws from a seed of
    // its own derived from the maze's (docs/solvers.md).
    void studySolvesEveryMazeAsSolveDoes()
    {
        const QString csv = m_dir.filePath("solved.csv");
        const QStringList solvers {"wall-follower-left", "tremaux", "bfs", "random-mouse"};
        const QStringList maze {"--size", "15x15", "--braid", "0.5"};
        const Result study = runCli(QStringList {"study", "--generators", "backtracker,kruskal", "--runs", "3",
                                        "--seed", "9", "--solvers", solvers.join(','), "--csv", csv}
            + maze);
        QVERIFY2(study.status == 0, qPrintable(study.err));
        const auto rows = csvRows(csv);
        QCOMPARE(rows.size(), 6);
        for (const auto &row : rows) {
            const QString file = m_dir.filePath("run.maze");
            QCOMPARE(
                runCli(QStringList {"generate", "--generator", row["generator"], "--seed", row["seed"], "--out", file}
                    + maze)
                    .status,
                0);
            for (const QString &solver : solvers) {
                const uint64_t seed = studySeed(row["seed"].toULongLong(), 0);
                const QJsonObject solved = jsonOf(runCli({"solve", "--solver", solver, "--seed", QString::number(seed),
                    "--step-budget", "100000000", "--format", "json", file}));
                const QString what = row["generator"] + " run " + row["run"] + ", " + solver;
                QVERIFY2(solved["reached"].toBool(), qPrintable(what));
                QCOMPARE(row[solver + ".success"], QString("1"));
                QVERIFY2(row[solver + ".steps"].toLongLong() == solved["steps"].toInteger(), qPrintable(what));
                QVERIFY2(row[solver + ".units_visited"].toLongLong() == solved["units_visited"].toInteger(),
                    qPrintable(what));
                QVERIFY2(
                    row[solver + ".memory_bytes"].toLongLong() == solved["memory_bytes"].toInteger(), qPrintable(what));
            }
        }
    }

    // A solver that spends the budget failed: success 0, and no steps or
    // units, which would be the budget's and not the maze's.
    void studyCountsASpentBudgetAsFailed()
    {
        const QString csv = m_dir.filePath("budget.csv");
        const Result study = runCli({"study", "--generators", "backtracker", "--size", "21x21", "--runs", "4", "--seed",
            "1", "--solvers", "wall-follower-left,bfs", "--step-budget", "5", "--csv", csv});
        QVERIFY2(study.status == 0, qPrintable(study.err));
        const auto rows = csvRows(csv);
        QCOMPARE(rows.size(), 4);
        for (const auto &row : rows) {
            for (const QString solver : {"wall-follower-left", "bfs"}) {
                QCOMPARE(row[solver + ".success"], QString("0"));
                QCOMPARE(row[solver + ".steps"], QString());
                QCOMPARE(row[solver + ".units_visited"], QString());
                QVERIFY(!row[solver + ".memory_bytes"].isEmpty());
            }
        }
    }

    void studyMistakesAreSaidOnStandardError()
    {
        const QStringList study {
            "study", "--generators", "backtracker", "--size", "15x15", "--runs", "2", "--seed", "1"};
        verifyUsageError(study + QStringList {"--solvers", "teleport"}, "--solvers: unknown solver \"teleport\"");
        verifyUsageError(study + QStringList {"--solvers", "bfs,astar,bfs"}, "--solvers names \"bfs\" twice");
        verifyUsageError(study + QStringList {"--solvers", ""}, "--solvers takes a list of solver ids");
        verifyUsageError(study + QStringList {"--step-budget", "10"}, "--step-budget is the steps each of --solvers");
        verifyUsageError(study + QStringList {"--solvers", "bfs", "--step-budget", "0"}, "--step-budget takes");
        QStringList sweep = study;
        sweep[sweep.indexOf("--size")] = "--sizes";
        sweep[sweep.indexOf("--sizes") + 1] = "9x9,15x15";
        verifyUsageError(sweep + QStringList {"--solvers", "bfs"}, "--solvers goes with one --size");
    }

    void mistakesAreSaidOnStandardError()
    {
        verifyUsageError({"solve", m_maze}, "--solver is required");
        verifyUsageError({"solve", "--solver", "teleport", m_maze}, "unknown solver \"teleport\" (known: random-mouse");
        verifyUsageError({"solve", "--solver", "bfs"}, "give the maze to solve");
        verifyUsageError({"solve", "--solver", "bfs", "--step-budget", "0", m_maze}, "--step-budget takes");
        verifyUsageError({"solve", "--solver", "bfs", "--step-budget", "many", m_maze}, "--step-budget takes");
        verifyUsageError({"solve", "--solver", "bfs", "--seed", "-1", m_maze}, "--seed takes");
        verifyUsageError({"solve", "--solver", "bfs", "--format", "xml", m_maze}, "--format takes text or json");
        verifyUsageError({"solve", "--solver", "bfs", m_maze, "another.maze"}, "another.maze");

        const Result missing = runCli({"solve", "--solver", "bfs", m_dir.filePath("missing.maze")});
        QCOMPARE(missing.status, 1);
        QVERIFY(missing.out.isEmpty());
        QVERIFY2(missing.err.contains("cannot read") && missing.err.contains("missing.maze"), qPrintable(missing.err));

        const QString garbage = m_dir.filePath("garbage.maze");
        QVERIFY(writeText(garbage, "not a maze\n"));
        const Result unreadable = runCli({"solve", "--solver", "bfs", garbage});
        QCOMPARE(unreadable.status, 1);
        QVERIFY(unreadable.out.isEmpty());
        QVERIFY2(unreadable.err.contains("not a .maze file"), qPrintable(unreadable.err));
    }

private:
    QTemporaryDir m_dir;
    QString m_maze;
};

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_cli_solve.moc"
