// The pane model and its worker thread: run, pause, step, reset, cancel and
// destroy mid-run, regenerations in a row, and the same maze as the engine
// and mazestudy-cli for the same spec.

#include "catalogtext.h"
#include "generatorcatalog.h"
#include "mazefile.h"
#include "mazelayer.h"
#include "modelchecks.h"
#include "optionlistmodel.h"
#include "panemodel.h"
#include "paneworker.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace mazestudy;
using namespace modelchecks;

namespace {
constexpr int Patience = 60000;

bool waitForMetrics(PaneModel &pane)
{
    return QTest::qWaitFor([&pane] { return pane.finished() && pane.hasMetrics(); }, Patience);
}

std::unique_ptr<Generator> finishedEngine(const MazeSpec &spec)
{
    auto generator = makeGenerator(spec);
    generator->run();
    return generator;
}

std::unique_ptr<PaneModel> paneFor(const MazeSpec &spec, int speed)
{
    auto pane = std::make_unique<PaneModel>();
    pane->setSpeed(speed);
    pane->setSpec(spec);
    return pane;
}
} // namespace

class TestPaneModel : public QObject {
    Q_OBJECT

private slots:
    void finishesWithTheEnginesMaze_data();
    void finishesWithTheEnginesMaze();
    void sameMazeAsTheCli_data();
    void sameMazeAsTheCli();
    void stepsOneMoveAtATime_data();
    void stepsOneMoveAtATime();
    void pauseStopsAndRunResumes();
    void resetShowsTheStartWithNoStaleFrame();
    void cancelMidRunIsPrompt();
    void destroyMidRunJoinsTheThread();
    void hundredRegenerationsInARow();
    void hundredCancelledRegenerationsLeakNothing();
    void invalidSpecFailsWithAReason();
    void saysItsStatusAndMetricsInWords();
    void optionsRestartThePane();
    void automatonOptionsApply();
    void finishedLayerMarksStartAndExit();
};

void TestPaneModel::finishesWithTheEnginesMaze_data()
{
    QTest::addColumn<QString>("generator");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("speed");
    for (const GeneratorInfo &info : generatorCatalog()) {
        const QByteArray id = QByteArray::fromStdString(info.id);
        QTest::newRow(id + " 41x51 max") << QString::fromLatin1(id) << 41 << 51 << PaneWorker::MaximumSpeed;
        QTest::newRow(id + " 201x151 instant") << QString::fromLatin1(id) << 201 << 151 << PaneWorker::InstantSpeed;
        QTest::newRow(id + " 3x3 slow") << QString::fromLatin1(id) << 3 << 3 << 200;
        QTest::newRow(id + " 61x99 fast") << QString::fromLatin1(id) << 61 << 99 << 200000;
    }
    QTest::newRow("automaton even 40x64") << QStringLiteral("automaton") << 40 << 64 << PaneWorker::MaximumSpeed;
}

void TestPaneModel::finishesWithTheEnginesMaze()
{
    QFETCH(QString, generator);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, speed);
    const MazeSpec spec = modelchecks::spec(qPrintable(generator), rows, cols, 20240601);
    auto pane = paneFor(spec, speed);
    QSignalSpy status(pane.get(), &PaneModel::statusChanged);
    QCOMPARE(pane->status(), PaneModel::Ready);
    pane->run();
    QCOMPARE(pane->status(), PaneModel::Running);
    QVERIFY(waitForMetrics(*pane));

    const auto engine = finishedEngine(spec);
    QCOMPARE(pane->moves(), qint64(engine->moves()));
    QCOMPARE(mismatches(*pane->mazeLayer(), engine->grid()), 0);
    QVERIFY(pane->maze());
    QCOMPARE(pane->mazeText(), QString::fromStdString(mazeToText(mazeFromGenerator(*engine))));
    QCOMPARE(pane->sweeps(), sweepCount(*engine));
    QCOMPARE(pane->depth(), 0);
    QVERIFY(pane->deadEndShare() >= 0 && pane->deadEndShare() <= 1);
    QVERIFY(pane->horizontalShare() >= 0 && pane->horizontalShare() <= 1);
    QVERIFY(pane->busyMilliseconds() > 0);
    QVERIFY(status.count() >= 2); // Running, then Finished
}

void TestPaneModel::sameMazeAsTheCli_data()
{
    QTest::addColumn<QString>("generator");
    QTest::addColumn<QStringList>("options");
    for (const GeneratorInfo &info : generatorCatalog())
        QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id) << QStringList();
    QTest::newRow("automaton previous-sweep, columns") << QStringLiteral(
        "automaton") << QStringList {QStringLiteral("update=previous-sweep"), QStringLiteral("scan=columns")};
}

void TestPaneModel::sameMazeAsTheCli()
{
    QFETCH(QString, generator);
    QFETCH(QStringList, options);
    QStringList arguments {QStringLiteral("generate"), QStringLiteral("--generator"), generator,
        QStringLiteral("--size"), QStringLiteral("41x51"), QStringLiteral("--seed"), QStringLiteral("987654321")};
    MazeSpec spec = modelchecks::spec(qPrintable(generator), 41, 51, 987654321);
    for (const QString &option : options) {
        arguments << QStringLiteral("--option") << option;
        const auto parts = option.split(QLatin1Char('='));
        spec.options[parts[0].toStdString()] = parts[1].toStdString();
    }
    QProcess cli;
    cli.start(QStringLiteral(MAZESTUDY_CLI), arguments);
    QVERIFY(cli.waitForFinished(Patience));
    QCOMPARE(cli.exitCode(), 0);
    const QString fromCli = QString::fromUtf8(cli.readAllStandardOutput());

    auto pane = paneFor(spec, PaneWorker::MaximumSpeed);
    pane->run();
    QVERIFY(waitForMetrics(*pane));
    QCOMPARE(pane->mazeText(), fromCli);
}

void TestPaneModel::stepsOneMoveAtATime_data()
{
    QTest::addColumn<QString>("generator");
    for (const GeneratorInfo &info : generatorCatalog())
        QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id);
}

void TestPaneModel::stepsOneMoveAtATime()
{
    QFETCH(QString, generator);
    const MazeSpec spec = modelchecks::spec(qPrintable(generator), 21, 21, 77);
    auto pane = paneFor(spec, 1000);
    auto engine = makeGenerator(spec);
    QSignalSpy settled(pane.get(), &PaneModel::settled);
    int shownWalks = 0;
    for (int move = 1; move <= 60 && !engine->finished(); ++move) {
        pane->step();
        QCOMPARE(pane->status(), PaneModel::Paused);
        QVERIFY(settled.wait(Patience));
        const Move expected = engine->step();
        QCOMPARE(pane->moves(), qint64(move));
        // A walk that joins the maze only at its end (Wilson's) shows its cells as visited.
        const WorkingSet set = engine->workingSet(size_t(-1));
        std::vector<size_t> walk;
        if (set.kind && std::string_view(set.kind->name) == "walk") {
            for (const WorkingItem &item : set.items)
                walk.push_back(engine->grid().index(item.area.top, item.area.left));
            shownWalks += !walk.empty();
            const auto shown = [&](size_t unit) {
                const uint8_t state = pane->mazeLayer()->data()[unit];
                return state == MazeLayer::Visited || state == MazeLayer::Current;
            };
            QCOMPARE(std::count_if(walk.begin(), walk.end(), shown), std::ptrdiff_t(walk.size()));
        }
        QCOMPARE(mismatches(*pane->mazeLayer(), engine->grid(), walk), 0);
        QCOMPARE(pane->depth(), int(callDepth(*engine)));
        if (callDepth(*engine) > 0) {
            // The current call's unit is Current; the calls below it are Visited.
            const CallStack &stack = *engine->callStack();
            const Point top = stack.frame(stack.depth() - 1).cell;
            QCOMPARE(pane->current(), QPoint(top.col, top.row));
            QCOMPARE(pane->mazeLayer()->stateAt(top.row, top.col), int(MazeLayer::Current));
            QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::Visited), int(stack.depth()) - 1);
        } else if (expected.kind->role == MoveRole::Window) {
            QCOMPARE(pane->current(), QPoint(expected.at.col, expected.at.row));
        } else if (expected.kind->role == MoveRole::Walk) {
            // A random walk shows its walker while it digs nothing.
            QCOMPARE(pane->current(), QPoint(expected.target.col, expected.target.row));
            QCOMPARE(pane->mazeLayer()->stateAt(expected.target.row, expected.target.col), int(MazeLayer::Current));
        }
        if (sweepCount(*engine) > 0)
            QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::SeedWall), 2);
    }
    if (generator.startsWith(QLatin1String("wilson")))
        QVERIFY2(shownWalks > 0, "Wilson's walk showed in none of its first moves");
}

void TestPaneModel::pauseStopsAndRunResumes()
{
    auto pane = paneFor(modelchecks::spec("backtracker", 501, 501, 3), 1000);
    QSignalSpy settled(pane.get(), &PaneModel::settled);
    pane->run();
    QVERIFY(QTest::qWaitFor([&] { return pane->moves() > 0; }, Patience));
    pane->pause();
    QCOMPARE(pane->status(), PaneModel::Paused);
    QVERIFY(settled.wait(Patience));
    const qint64 paused = pane->moves();
    // Nothing may move while paused; at 1000 steps a second a running worker would.
    QTest::qWait(300);
    QCOMPARE(pane->moves(), paused);
    pane->run();
    QCOMPARE(pane->status(), PaneModel::Running);
    QVERIFY(QTest::qWaitFor([&] { return pane->moves() > paused; }, Patience));
    QVERIFY(!pane->finished());
}

void TestPaneModel::resetShowsTheStartWithNoStaleFrame()
{
    auto pane = paneFor(modelchecks::spec("rotating-dfs", 2001, 2001, 11), PaneWorker::MaximumSpeed);
    QSignalSpy settled(pane.get(), &PaneModel::settled);
    pane->run();
    QVERIFY(QTest::qWaitFor([&] { return pane->moves() > 0; }, Patience));
    pane->reset();
    // At once, on the GUI thread: the start of the maze.
    QCOMPARE(pane->status(), PaneModel::Ready);
    QCOMPARE(pane->moves(), 0);
    QVERIFY(!pane->maze());
    QVERIFY(!pane->hasMetrics());
    QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::Wall), 2001 * 2001);
    // The step's frame comes after any frame of the cancelled run: those were dropped.
    pane->step();
    QVERIFY(settled.wait(Patience));
    QCOMPARE(pane->moves(), 1);
    QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::Wall), 2001 * 2001 - 1);
    QCOMPARE(pane->mazeLayer()->stateAt(1999, 1999), int(MazeLayer::Current));
}

void TestPaneModel::cancelMidRunIsPrompt()
{
    // The slowest maze on offer (some 0.4 s of work), cancelled once it has shown progress.
    MazeSpec spec = modelchecks::spec("automaton", 2001, 2001, 5);
    spec.options["update"] = "previous-sweep";
    auto pane = paneFor(spec, PaneWorker::MaximumSpeed);
    QSignalSpy settled(pane.get(), &PaneModel::settled);
    pane->run();
    QVERIFY(QTest::qWaitFor([&] { return pane->moves() > 0; }, Patience));
    pane->reset();
    pane->step();
    QVERIFY(settled.wait(Patience));
    QCOMPARE(pane->moves(), 1);
    QCOMPARE(countState(*pane->mazeLayer(), MazeLayer::SeedWall), 1);
    QCOMPARE(pane->status(), PaneModel::Paused);
}

void TestPaneModel::destroyMidRunJoinsTheThread()
{
    // Every earlier test's panes are gone; their threads go a moment after they finish.
    QTRY_COMPARE(threadCount(), 0);
    for (int round = 0; round < 5; ++round) {
        auto pane = paneFor(modelchecks::spec("permutation-dfs", 2001, 2001, uint64_t(round)), 100000);
        pane->run();
        QVERIFY(QTest::qWaitFor([&] { return pane->moves() > 0; }, Patience));
        QVERIFY(pane->running());
        pane.reset();
        // wait() returns once the thread has finished; the OS task goes a moment later.
        QTRY_COMPARE(threadCount(), 0);
    }
}

void TestPaneModel::hundredRegenerationsInARow()
{
    MazeSpec spec = modelchecks::spec("backtracker", 201, 201, 0);
    auto pane = paneFor(spec, PaneWorker::MaximumSpeed);
    pane->run();
    for (uint64_t seed = 1; seed <= 100; ++seed) {
        // A spec change on a started pane resets it and runs it again.
        pane->setSeed(qint64(seed));
        QCOMPARE(pane->status(), PaneModel::Running);
        QVERIFY(waitForMetrics(*pane));
        spec.seed = seed;
        const auto engine = finishedEngine(spec);
        QCOMPARE(mismatches(*pane->mazeLayer(), engine->grid()), 0);
        QCOMPARE(pane->moves(), qint64(engine->moves()));
    }
}

void TestPaneModel::hundredCancelledRegenerationsLeakNothing()
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    // The sanitizers keep freed memory in quarantine (ASan's is 256 MB), so
    // resident memory grows with every free; the plain build's run measures.
    QSKIP("resident memory under a sanitizer counts its quarantine");
#endif
    QTRY_COMPARE(threadCount(), 0);
    MazeSpec spec = modelchecks::spec("automaton", 501, 501, 0);
    auto pane = paneFor(spec, PaneWorker::MaximumSpeed);
    pane->run();
    const auto regenerate = [&](uint64_t from, uint64_t to) {
        for (uint64_t seed = from; seed <= to; ++seed) {
            pane->setSeed(qint64(seed));
            QCoreApplication::processEvents();
        }
        return waitForMetrics(*pane);
    };
    QVERIFY(regenerate(1, 10));
    const double before = residentMegabytes();
    QVERIFY(regenerate(11, 110));
    const double after = residentMegabytes();
    // A run holds about 2 MB here (grid, states, maze, frames): keeping every
    // one of 100 would add 200 MB.
    QVERIFY2(after - before < 20, qPrintable(QStringLiteral("resident %1 MB -> %2 MB").arg(before).arg(after)));
    QTRY_COMPARE(threadCount(), 1);
    spec.seed = 110;
    QCOMPARE(mismatches(*pane->mazeLayer(), finishedEngine(spec)->grid()), 0);
}

void TestPaneModel::invalidSpecFailsWithAReason()
{
    auto pane = paneFor(modelchecks::spec("backtracker", 41, 51, 1), PaneWorker::MaximumSpeed);
    pane->setSize(40, 51);
    QCOMPARE(pane->status(), PaneModel::Failed);
    QVERIFY2(pane->errorString().contains(QLatin1String("odd")), qPrintable(pane->errorString()));
    QCOMPARE(pane->mazeLayer()->rows(), 0);
    pane->run();
    QCOMPARE(pane->status(), PaneModel::Failed);
    // The fixed spec starts at once: the pane was trying to make a maze.
    pane->setSize(41, 51);
    QVERIFY(pane->status() == PaneModel::Running || pane->status() == PaneModel::Finished);
    QVERIFY(pane->errorString().isEmpty());
    pane->setSize(2003, 41);
    QCOMPARE(pane->status(), PaneModel::Failed);
    QVERIFY2(pane->errorString().contains(QLatin1String("2001")), qPrintable(pane->errorString()));
}

// The status line and the headline metrics are built here, in the window's
// numbers: what the pane did, then "edited" once a game's maze is shown.
void TestPaneModel::saysItsStatusAndMetricsInWords()
{
    auto pane = paneFor(modelchecks::spec("backtracker", 41, 51, 1), PaneWorker::MaximumSpeed);
    QCOMPARE(pane->statusText(), QStringLiteral("Ready · 0 steps · depth 0"));
    QCOMPARE(pane->deadEndShareText(), QStringLiteral("–"));
    QSignalSpy said(pane.get(), &PaneModel::statusTextChanged);
    pane->run();
    QVERIFY(waitForMetrics(*pane));
    QVERIFY(said.count() >= 2);
    const QString finished = pane->statusText();
    QVERIFY2(finished.startsWith(QStringLiteral("Finished · 1,456 steps · depth 0 · ")), qPrintable(finished));
    QVERIFY2(finished.endsWith(QStringLiteral(" ms")) || finished.endsWith(QStringLiteral(" s")), qPrintable(finished));
    QCOMPARE(pane->deadEndShareText(), QStringLiteral("%1 %").arg(pane->deadEndShare() * 100, 0, 'f', 1));
    QCOMPARE(pane->meanCorridorLengthText(), QString::number(pane->meanCorridorLength(), 'f', 2));
    QCOMPARE(pane->horizontalShareText(), QStringLiteral("%1 %").arg(pane->horizontalShare() * 100, 0, 'f', 1));
    pane->adoptMaze(pane->maze(), pane->metrics(), true);
    QVERIFY2(pane->statusText().startsWith(QStringLiteral("Finished · edited · 1,456 steps")),
        qPrintable(pane->statusText()));
    pane->adoptMaze(pane->maze(), pane->metrics(), false);
    QVERIFY(!pane->statusText().contains(QStringLiteral("edited")));
    pane->setSize(40, 51);
    QCOMPARE(pane->statusText(), QStringLiteral("Cannot generate"));
}

// Options that do not work together are named by their labels; fixing them,
// or choosing another generator, restarts the pane every time.
void TestPaneModel::optionsRestartThePane()
{
    auto pane = paneFor(modelchecks::spec("automaton", 41, 51, 2), PaneWorker::MaximumSpeed);
    QSignalSpy metrics(pane.get(), &PaneModel::metricsChanged);
    pane->run();
    QVERIFY(metrics.wait(30000));
    pane->setOption(QStringLiteral("more-than"), QStringLiteral("2"));
    QCOMPARE(pane->status(), PaneModel::Failed);
    const QString problem = pane->errorString();
    QVERIFY2(problem.contains(CatalogText::optionLabel(QStringLiteral("fewer-than")))
            && problem.contains(CatalogText::optionLabel(QStringLiteral("more-than")))
            && !problem.contains(QLatin1String("fewer-than")),
        qPrintable(problem));
    metrics.clear();
    pane->setOption(QStringLiteral("fewer-than"), QStringLiteral("5"));
    QVERIFY(metrics.wait(30000));
    QCOMPARE(pane->status(), PaneModel::Finished);
    for (const char *generator : {"backtracker", "kruskal"}) {
        metrics.clear();
        pane->setGeneratorId(QString::fromLatin1(generator));
        QVERIFY(metrics.wait(30000));
        QCOMPARE(pane->status(), PaneModel::Finished);
    }
}

void TestPaneModel::automatonOptionsApply()
{
    auto pane = paneFor(modelchecks::spec("backtracker", 41, 51, 9), PaneWorker::MaximumSpeed);
    QCOMPARE(pane->options()->rowCount(), 0);
    QSignalSpy generatorChanged(pane.get(), &PaneModel::generatorIdChanged);
    pane->setGeneratorId(QStringLiteral("automaton"));
    QCOMPARE(generatorChanged.count(), 1);
    QCOMPARE(pane->options()->rowCount(), int(findGenerator("automaton")->options.size()));
    QCOMPARE(pane->options()->value(QStringLiteral("update")), QStringLiteral("in-place"));

    // Through the options model, as the options popup edits it.
    const int update = [&] {
        for (int row = 0; row < pane->options()->rowCount(); ++row) {
            if (pane->options()->data(pane->options()->index(row), OptionListModel::KeyRole) == QLatin1String("update"))
                return row;
        }
        return -1;
    }();
    QVERIFY(update >= 0);
    pane->options()->setValue(update, QStringLiteral("previous-sweep"));
    QCOMPARE(pane->options()->value(QStringLiteral("update")), QStringLiteral("previous-sweep"));
    QCOMPARE(pane->spec().options.at("update"), std::string("previous-sweep"));
    pane->run();
    QVERIFY(waitForMetrics(*pane));
    MazeSpec spec = modelchecks::spec("automaton", 41, 51, 9);
    spec.options["update"] = "previous-sweep";
    QCOMPARE(mismatches(*pane->mazeLayer(), finishedEngine(spec)->grid()), 0);

    // Bounds that no count passes: refused with the reason in the options'
    // words; the fix starts the pane again.
    pane->setOption(QStringLiteral("more-than"), QStringLiteral("3"));
    QCOMPARE(pane->status(), PaneModel::Failed);
    QVERIFY2(pane->errorString().contains(CatalogText::optionLabel(QStringLiteral("fewer-than"))),
        qPrintable(pane->errorString()));
    pane->setOption(QStringLiteral("fewer-than"), QStringLiteral("6"));
    QVERIFY(pane->status() == PaneModel::Running || pane->status() == PaneModel::Finished);
}

void TestPaneModel::finishedLayerMarksStartAndExit()
{
    for (const GeneratorInfo &info : generatorCatalog()) {
        auto pane = paneFor(modelchecks::spec(info.id.c_str(), 31, 31, 4), PaneWorker::MaximumSpeed);
        pane->run();
        QVERIFY(waitForMetrics(*pane));
        const MazeLayer &layer = *pane->mazeLayer();
        QCOMPARE(countState(layer, MazeLayer::Start), 1);
        QCOMPARE(countState(layer, MazeLayer::Exit), 1);
        QCOMPARE(countState(layer, MazeLayer::Visited), 0);
        QCOMPARE(countState(layer, MazeLayer::Current), 0);
        QCOMPARE(countState(layer, MazeLayer::NewWall), 0);
        auto engine = makeGenerator(modelchecks::spec(info.id.c_str(), 31, 31, 4));
        engine->run();
        const SweepHistory *history = engine->sweepHistory();
        QCOMPARE(countState(layer, MazeLayer::SeedWall), history ? int(history->seedWalls().size()) : 0);
        const auto maze = pane->maze();
        QCOMPARE(layer.stateAt(maze->start->row, maze->start->col), int(MazeLayer::Start));
        QCOMPARE(layer.stateAt(maze->exit->row, maze->exit->col), int(MazeLayer::Exit));
    }
}

QTEST_GUILESS_MAIN(TestPaneModel)
#include "tst_panemodel.moc"
