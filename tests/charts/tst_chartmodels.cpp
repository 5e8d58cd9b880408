// The window's chart models: a study run from the window gives the numbers
// of the core study and of `mazestudy-cli study` for the same inputs, can be
// cancelled and abandoned; the charts follow the panes as they finish and a
// study as it completes; the exporter writes what is shown, reports
// failures and remembers its folder; a ChartItem puts the chart on screen.

#include "chartchecks.h"

#include "chartdatawriter.h"
#include "chartexporter.h"
#include "chartitem.h"
#include "chartsetexport.h"
#include "chartsmodel.h"
#include "comparison.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "paneworker.h"
#include "studycontroller.h"
#include "studyreport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QQuickWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace mazestudy;
using namespace mazestudy::charts;

namespace {

// Waits for the study to end; true when it completed.
bool studyEnds(StudyController &study)
{
    QSignalSpy finished(&study, &StudyController::finished);
    if (!study.running())
        return false;
    if (!finished.wait(300000))
        return false;
    return finished.front().front().toBool();
}

bool sameValues(const CategoryChartData &a, const CategoryChartData &b)
{
    if (a.values.size() != b.values.size())
        return false;
    for (size_t g = 0; g < a.values.size(); ++g) {
        for (size_t m = 0; m < a.values[g].size(); ++m) {
            const ValueSummary &x = a.values[g][m];
            const ValueSummary &y = b.values[g][m];
            if (x.count != y.count || x.mean != y.mean || x.min != y.min || x.lowerQuartile != y.lowerQuartile
                || x.median != y.median || x.upperQuartile != y.upperQuartile || x.max != y.max)
                return false;
        }
    }
    return true;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestChartModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void windowStudyEqualsCoreStudy();
    void windowStudyEqualsCli();
    void windowStudyOfSolversEqualsCli();
    void cancelStopsTheStudy();
    void destroyingMidStudyStopsIt();
    void studyOverTheMemoryBudgetIsRefused();
    void chartsFollowThePanes();
    void completedStudyIsShown();
    void exporterWritesWhatIsShown();
    void exporterReportsFailuresAndLeavesNothing();
    void chartItemDrawsTheChart();
    void chartsSpeakTheWindowsLanguage();

private:
    QTemporaryDir m_dir;
    Comparison *m_comparison = nullptr;
};

void TestChartModels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_comparison = new Comparison(this);
    m_comparison->setSettingsFile(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(m_comparison->setSize(21, 31));
    m_comparison->setGenerators({QStringLiteral("backtracker"), QStringLiteral("rotating-dfs"),
        QStringLiteral("permutation-dfs"), QStringLiteral("automaton")});
    m_comparison->setSpeed(PaneWorker::InstantSpeed);
}

void TestChartModels::windowStudyEqualsCoreStudy()
{
    const StudyConfig config = chartchecks::studyConfig(21, 31, 30, 11);
    StudyController study;
    QSignalSpy progress(&study, &StudyController::progressChanged);
    QVERIFY(study.start(config));
    QVERIFY(study.running());
    QVERIFY(!study.start(config)); // one at a time
    QVERIFY(studyEnds(study));
    QVERIFY(!study.running());
    const int mazes = 30 * int(chartchecks::allGenerators().size());
    QCOMPARE(study.done(), mazes);
    QCOMPARE(study.total(), mazes);
    QCOMPARE(study.progressText(), QStringLiteral("%1 of %1 mazes").arg(mazes));
    QVERIFY(progress.count() >= 2);

    // The same study straight from the core, observed the same way.
    StudyObserver observer;
    const std::vector<StudyColumn> columns = studyColumns(config);
    std::string csv = studyCsvHeader(columns);
    observer.row = [&](const StudyRow &row) { csv += studyCsvRow(columns, row); };
    const StudyResult result = runStudy(config, observer);
    const auto outcome = study.outcome();
    QVERIFY(outcome);
    QCOMPARE(outcome->summaryJson, studySummaryToJson(config, result));
    QCOMPARE(outcome->csv, csv);
    const chartchecks::StudyRun direct = chartchecks::runStudy(config);
    QVERIFY(sameValues(outcome->charts.deadEnds, direct.charts.deadEnds));
    QVERIFY(sameValues(outcome->charts.edgeBias, direct.charts.edgeBias));
    QCOMPARE(outcome->charts.corridorLengths.shares, direct.charts.corridorLengths.shares);
    QVERIFY(study.statusText().contains(QString::number(mazes)));
}

void TestChartModels::windowStudyEqualsCli()
{
    // The window's study of its panes against `mazestudy-cli study` with the
    // size, runs and seed the window shows.
    ChartsModel model;
    model.setComparison(m_comparison);
    model.study()->setRuns(25);
    QVERIFY(model.study()->start(m_comparison));
    QVERIFY(studyEnds(*model.study()));
    const auto outcome = model.studyOutcome();
    QVERIFY(outcome);

    QTemporaryDir dir;
    QProcess cli;
    cli.start(QStringLiteral(MAZESTUDY_CLI),
        {"study", "--generators", "backtracker,rotating-dfs,permutation-dfs,automaton", "--size",
            QString("%1x%2").arg(m_comparison->rows()).arg(m_comparison->cols()), "--runs", "25", "--seed",
            QString::number(m_comparison->seed()), "--csv", dir.filePath("study.csv")});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(cli.readAllStandardOutput().toStdString(), outcome->summaryJson);
    QCOMPARE(readAll(dir.filePath("study.csv")).toStdString(), outcome->csv);
}

// The solvers ticked in the window solve every maze of its study, as
// `study --solvers` does; their chart is the study's, not the panes'.
void TestChartModels::windowStudyOfSolversEqualsCli()
{
    ChartsModel model;
    model.setComparison(m_comparison);
    StudyController &study = *model.study();
    QSignalSpy solversChanged(&study, &StudyController::solversChanged);
    study.setSolvers({QStringLiteral("dfs-random"), QStringLiteral("no-such-solver"), QStringLiteral("dfs-random"),
        QStringLiteral("wall-follower-left")});
    // Known ones only, once each, in the catalogue's order.
    QCOMPARE(study.solvers(), QStringList({QStringLiteral("wall-follower-left"), QStringLiteral("dfs-random")}));
    QCOMPARE(solversChanged.count(), 1);
    study.setSolverChosen(QStringLiteral("bfs"), true);
    study.setSolverChosen(QStringLiteral("bfs"), false);
    QCOMPARE(study.solvers().size(), 2);
    QCOMPARE(solversChanged.count(), 3);
    study.setRuns(20);
    QVERIFY(study.start(m_comparison));
    QVERIFY2(study.statusText().contains(QStringLiteral("2 solvers")), qPrintable(study.statusText()));
    QVERIFY(studyEnds(study));
    const auto outcome = model.studyOutcome();
    QVERIFY(outcome);
    QCOMPARE(model.source(), ChartsModel::Study);
    QVERIFY(model.hasSolverSteps());
    QCOMPARE(outcome->charts.solverSteps.measures.size(), size_t(2));
    model.setSource(ChartsModel::Mazes);
    QVERIFY(!model.hasSolverSteps());

    QTemporaryDir dir;
    QProcess cli;
    cli.start(QStringLiteral(MAZESTUDY_CLI),
        {"study", "--generators", "backtracker,rotating-dfs,permutation-dfs,automaton", "--size",
            QString("%1x%2").arg(m_comparison->rows()).arg(m_comparison->cols()), "--runs", "20", "--seed",
            QString::number(m_comparison->seed()), "--solvers", "wall-follower-left,dfs-random", "--csv",
            dir.filePath("study.csv")});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(cli.readAllStandardOutput().toStdString(), outcome->summaryJson);
    QCOMPARE(readAll(dir.filePath("study.csv")).toStdString(), outcome->csv);
}

void TestChartModels::cancelStopsTheStudy()
{
    StudyController study;
    // Far more than finishes before the cancel.
    const StudyConfig config = chartchecks::studyConfig(101, 101, 100000, 1);
    QSignalSpy progress(&study, &StudyController::progressChanged);
    QVERIFY(study.start(config));
    QVERIFY(QTest::qWaitFor([&] { return study.done() > 0; }, 60000));
    study.cancel();
    QVERIFY(!studyEnds(study));
    QVERIFY(!study.running());
    QVERIFY(!study.outcome()); // nothing half-done is kept
    QVERIFY(study.done() < study.total());
    QVERIFY2(study.statusText().contains(QStringLiteral("cancelled")), qPrintable(study.statusText()));
    // And it can run again.
    QVERIFY(study.start(chartchecks::studyConfig(11, 11, 3, 1)));
    QVERIFY(studyEnds(study));
    QVERIFY(study.outcome());
}

void TestChartModels::destroyingMidStudyStopsIt()
{
    auto study = std::make_unique<StudyController>();
    QVERIFY(study->start(chartchecks::studyConfig(101, 101, 100000, 1)));
    QVERIFY(QTest::qWaitFor([&] { return study->done() > 0; }, 60000));
    study.reset(); // cancels and joins; returns without the 400000 mazes
    QVERIFY(!study);
}

// Refused before it starts, with the estimate and the budget in the status.
void TestChartModels::studyOverTheMemoryBudgetIsRefused()
{
    qputenv("MAZESTUDY_MEMORY_BUDGET", "50M");
    StudyController study;
    const bool started = study.start(chartchecks::studyConfig(1001, 1001, 2, 1));
    qunsetenv("MAZESTUDY_MEMORY_BUDGET");
    QVERIFY(!started);
    QVERIFY(!study.running());
    QVERIFY2(
        study.statusText().contains(QStringLiteral("more than the budget of 50.0 MB")), qPrintable(study.statusText()));
    QVERIFY(study.start(chartchecks::studyConfig(11, 11, 2, 1)));
    QVERIFY(studyEnds(study));
}

void TestChartModels::chartsFollowThePanes()
{
    ChartsModel model;
    QSignalSpy changed(&model, &ChartsModel::chartsChanged);
    model.setComparison(m_comparison);
    m_comparison->resetAll();
    QVERIFY(QTest::qWaitFor([&] { return !model.hasMazes(); }, 10000));
    m_comparison->runAll();
    QVERIFY(QTest::qWaitFor(
        [&] { return m_comparison->allFinished() && model.mazes().deadEnds.generators.size() == 4; }, 60000));
    QCOMPARE(model.source(), ChartsModel::Mazes);
    QVERIFY(!model.empty());
    // The panes' mazes, made again here from their specs, measured by the core.
    std::vector<MeasuredMaze> mazes;
    for (const PaneModel *pane : m_comparison->panes()->panes()) {
        auto generator = makeGenerator(pane->spec());
        generator->run();
        mazes.push_back({generator->spec(), measureGenerator(*generator)});
    }
    const ChartSet expected = ChartSetBuilder::fromMazes(mazes);
    QVERIFY(sameValues(model.mazes().deadEnds, expected.deadEnds));
    QVERIFY(sameValues(model.mazes().edgeBias, expected.edgeBias));
    QCOMPARE(model.mazes().corridorLengths.corridors, expected.corridorLengths.corridors);

    // A pane going away takes its bars with it.
    m_comparison->removePane(3);
    QVERIFY(QTest::qWaitFor([&] { return model.mazes().deadEnds.generators.size() == 3; }, 10000));
    m_comparison->addPane(QStringLiteral("automaton"));
    m_comparison->runAll();
    QVERIFY(QTest::qWaitFor([&] { return model.mazes().deadEnds.generators.size() == 4; }, 60000));
}

void TestChartModels::completedStudyIsShown()
{
    ChartsModel model;
    model.setComparison(m_comparison);
    QVERIFY(!model.hasStudy());
    model.setSource(ChartsModel::Study);
    QVERIFY(model.empty()); // no study yet: nothing to show
    model.setSource(ChartsModel::Mazes);
    QVERIFY(model.study()->start(chartchecks::studyConfig(21, 31, 10, 2)));
    QVERIFY(studyEnds(*model.study()));
    QVERIFY(model.hasStudy());
    QCOMPARE(model.source(), ChartsModel::Study);
    QCOMPARE(model.heatMapCount(), int(chartchecks::allGenerators().size()));
    QVERIFY(model.shown().deadEnds.distributions);
    QVERIFY(model.context().contains(QStringLiteral("10 mazes per generator")));
    // The generator's name, as its pane shows it.
    QCOMPARE(model.heatMapLabel(3), QStringLiteral("Cellular automaton"));
    model.setSource(ChartsModel::Mazes);
    QCOMPARE(model.heatMapCount(), 0);
}

void TestChartModels::exporterWritesWhatIsShown()
{
    ChartsModel model;
    model.setComparison(m_comparison);
    m_comparison->runAll();
    QVERIFY(QTest::qWaitFor([&] { return model.mazes().deadEnds.generators.size() == 4; }, 60000));
    ChartExporter exporter;
    exporter.setModel(&model);
    QTemporaryDir dir;
    QSignalSpy folder(&exporter, &ChartExporter::lastFolderChanged);

    const QString png = dir.filePath(exporter.chartFileName(ChartsModel::EdgeBias, ChartExporter::Png));
    QCOMPARE(exporter.exportChart(ChartsModel::EdgeBias, ChartExporter::Png, QUrl::fromLocalFile(png), 1000, 625),
        QString());
    QCOMPARE(QImage(png).size(), QSize(1000, 625));
    QCOMPARE(exporter.lastFolder(), QUrl::fromLocalFile(dir.path()));
    QVERIFY(folder.count() >= 1);
    // Remembered in the comparison's settings file, not the user's.
    QCOMPARE(QSettings(m_comparison->settingsFile(), QSettings::IniFormat).value("charts/lastFolder").toString(),
        dir.path());

    const QString csv = dir.filePath(QStringLiteral("dead-ends.csv"));
    QCOMPARE(
        exporter.exportChart(ChartsModel::DeadEnds, ChartExporter::Csv, QUrl::fromLocalFile(csv), 0, 0), QString());
    QCOMPARE(readAll(csv).toStdString(), ChartDataWriter::csv(model.mazes().deadEnds));

    const QString maze = dir.filePath(exporter.mazeFileName(2, ChartExporter::MazeText));
    QVERIFY(maze.endsWith(QStringLiteral("permutation-dfs-21x31-seed-%1.maze").arg(m_comparison->paneSeed(2))));
    QCOMPARE(exporter.exportMaze(2, ChartExporter::MazeText, QUrl::fromLocalFile(maze)), QString());
    QCOMPARE(QString::fromUtf8(readAll(maze)), m_comparison->panes()->at(2)->mazeText());
    const QString svg = dir.filePath(QStringLiteral("maze.svg"));
    QCOMPARE(exporter.exportMaze(0, ChartExporter::Svg, QUrl::fromLocalFile(svg)), QString());
    QVERIFY(readAll(svg).startsWith("<?xml"));

    // Export all of a study: the charts, the heat maps and the study's CSV.
    QVERIFY(model.study()->start(m_comparison));
    QVERIFY(studyEnds(*model.study()));
    const QString all = dir.filePath(QStringLiteral("all"));
    QCOMPARE(exporter.exportAll(QUrl::fromLocalFile(all), 800, 500), QString());
    const QStringList files = QDir(all).entryList(QDir::Files);
    QCOMPARE(files.size(), 12 + 8 + 2);
    QCOMPARE(readAll(all + "/study.csv").toStdString(), model.studyOutcome()->csv);
    QCOMPARE(readAll(all + "/study.json").toStdString(), model.studyOutcome()->summaryJson);
    // The dialog opens where the folder is, proposing its name again, not inside it.
    QCOMPARE(exporter.lastFolder(), QUrl::fromLocalFile(dir.path()));
}

void TestChartModels::exporterReportsFailuresAndLeavesNothing()
{
    ChartsModel model;
    model.setComparison(m_comparison);
    ChartExporter exporter;
    exporter.setModel(&model);
    m_comparison->runAll();
    QVERIFY(QTest::qWaitFor([&] { return !model.empty(); }, 60000));
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QUrl nowhere = QUrl::fromLocalFile(dir.filePath(QStringLiteral("file/charts")));
    const QString error = exporter.exportAll(nowhere, 800, 500);
    QVERIFY2(error.contains(QStringLiteral("file/charts")), qPrintable(error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList {QStringLiteral("file")});
    QVERIFY(!exporter
                 .exportChart(ChartsModel::DeadEnds, ChartExporter::Svg,
                     QUrl::fromLocalFile(dir.filePath(QStringLiteral("file/x.svg"))), 800, 500)
                 .isEmpty());
    QVERIFY(
        !exporter.exportChart(ChartsModel::DeadEnds, ChartExporter::Png, QUrl(QStringLiteral("http://x/y.png")), 8, 8)
             .isEmpty());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList {QStringLiteral("file")});
    QVERIFY(exporter.lastFolder() != QUrl::fromLocalFile(dir.filePath(QStringLiteral("file"))));
}

void TestChartModels::chartItemDrawsTheChart()
{
    ChartsModel model;
    model.setComparison(m_comparison);
    m_comparison->runAll();
    QVERIFY(QTest::qWaitFor([&] { return model.mazes().deadEnds.generators.size() == 4; }, 60000));
    QQuickWindow window;
    window.resize(900, 560);
    ChartItem item(window.contentItem());
    item.setSize(QSizeF(900, 560));
    item.setKind(ChartsModel::DeadEnds);
    QSignalSpy rendered(&item, &ChartItem::rendered);
    item.setModel(&model);
    window.show();
    QVERIFY(rendered.wait(10000));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QImage shot = window.grabWindow();
    QVERIFY(!shot.isNull());
    // Every generator's colour is on screen.
    for (const ChartGenerator &generator : model.shown().deadEnds.generators) {
        bool found = false;
        for (int y = 0; y < shot.height() && !found; ++y) {
            for (int x = 0; x < shot.width() && !found; ++x)
                found = (shot.pixel(x, y) & 0xFFFFFF) == (generator.color.rgb() & 0xFFFFFF);
        }
        QVERIFY2(found, qPrintable(generator.label));
    }
    // A new chart kind draws again.
    const int before = item.renders();
    item.setKind(ChartsModel::EdgeBias);
    QVERIFY(QTest::qWaitFor([&] { return item.renders() > before; }, 10000));
}

// In German, the charts name the generators in German and write their
// numbers with a decimal comma: the legend, the axes, the bars' labels and
// the corridor means, in the picture as on screen; the data files keep
// their numbers as they are.
void TestChartModels::chartsSpeakTheWindowsLanguage()
{
    ChartsModel model;
    model.setComparison(m_comparison);
    m_comparison->runAll();
    QVERIFY(QTest::qWaitFor([&] { return m_comparison->allFinished() && !model.empty(); }, 60000));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
    const QLocale english;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QSignalSpy changed(&model, &ChartsModel::chartsChanged);
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QVERIFY(changed.wait(10000));
    const ChartSet &set = model.shown();
    QCOMPARE(set.deadEnds.generators.front().label, QStringLiteral("Rekursives Backtracking"));
    for (const ChartKind kind : {ChartKind::DeadEnds, ChartKind::CorridorLengths}) {
        const QString svg = QString::fromUtf8(ChartSetExport::chartSvg(set, kind, QSize(1600, 1000)));
        QVERIFY(svg.contains(QStringLiteral("Rekursives")));
        // Four German names in the legend, each whole.
        QVERIFY(!svg.contains(QStringLiteral("...")) && !svg.contains(QChar(0x2026)));
        // "0,05" on the share axis, "0,096" on a bar; no "0.05" anywhere.
        QVERIFY(svg.contains(QRegularExpression(QStringLiteral(">0,\\d+<"))));
        QVERIFY(!svg.contains(QRegularExpression(QStringLiteral(">\\d+\\.\\d+<"))));
    }
    const QString corridors
        = QString::fromUtf8(ChartSetExport::chartSvg(set, ChartKind::CorridorLengths, QSize(1600, 1000)));
    QVERIFY(corridors.contains(QRegularExpression(QStringLiteral("Mittel \\d+,\\d"))));
    // Whose mean the legend's is, in the title (#43, item 4).
    QVERIFY(corridors.contains(QStringLiteral("die Mittel sind die aller G")));
    QVERIFY(QString::fromStdString(ChartDataWriter::csv(set, ChartKind::DeadEnds))
                .contains(QRegularExpression(QStringLiteral(",0\\.\\d+"))));
    QCoreApplication::removeTranslator(&translator);
    QLocale::setDefault(english);
}

QTEST_MAIN(TestChartModels)
#include "tst_chartmodels.moc"
