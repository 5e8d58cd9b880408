// The comparison behind the toolbar: size and seed checks as typed, the
// commands for every pane, seeds per pane, speeds, and settings that go to a
// file of the test's own.

#include "catalogtext.h"
#include "comparison.h"
#include "maskchoice.h"
#include "maskshapes.h"
#include "mazelayer.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "paneworker.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
bool allFinished(const Comparison &comparison)
{
    return QTest::qWaitFor([&comparison] { return comparison.allFinished(); }, 60000);
}
} // namespace

class TestComparison : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sideProblemsExplainWhatIsWrong_data();
    void sideProblemsExplainWhatIsWrong();
    void evenSidesAreFineWithoutTheDfsFamily();
    void seedProblems_data();
    void seedProblems();
    void sizeAppliesToEveryPaneAndRuns();
    void refusedSizeChangesNothing();
    void addedPaneJoinsAStartedComparison();
    void comparisonSetsReplaceThePanes();
    void seedsPerPane();
    void commandsReachEveryPane();
    void regenerateTakesANewSeed();
    void speeds();
    void shapeAppliesToEveryPane();
    void shapeTooSmallLeavesRectangles();
    void maskFilesOpenOrSayWhy();
    void settingsRoundTrip();
    void brokenSettingsFallBack();
};

void TestComparison::initTestCase()
{
    // Nothing here may touch the user's settings.
    QStandardPaths::setTestModeEnabled(true);
}

void TestComparison::sideProblemsExplainWhatIsWrong_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("letters") << QStringLiteral("4l") << QStringLiteral("digits");
    QTest::newRow("empty") << QString() << QStringLiteral("whole number");
    QTest::newRow("negative") << QStringLiteral("-5") << QStringLiteral("at least 3");
    QTest::newRow("too small") << QStringLiteral("1") << QStringLiteral("at least 3");
    QTest::newRow("beyond the cap") << QStringLiteral("2003") << QStringLiteral("2001");
    QTest::newRow("far beyond") << QStringLiteral("99999999999999999999") << QStringLiteral("digits");
    QTest::newRow("even with DFS panes") << QStringLiteral("40") << QStringLiteral("odd");
    QTest::newRow("fine") << QStringLiteral(" 41 ") << QString();
    QTest::newRow("the cap") << QStringLiteral("2001") << QString();
}

void TestComparison::sideProblemsExplainWhatIsWrong()
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    Comparison comparison;
    const QString problem = comparison.sideProblem(text, true);
    if (mentions.isEmpty()) {
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        return;
    }
    QVERIFY2(problem.contains(mentions), qPrintable(problem));
    QVERIFY(problem.startsWith(QLatin1String("Rows")));
    QVERIFY(comparison.sideProblem(text, false).startsWith(QLatin1String("Columns")));
}

void TestComparison::evenSidesAreFineWithoutTheDfsFamily()
{
    Comparison comparison;
    comparison.setGenerators({QStringLiteral("automaton"), QStringLiteral("automaton")});
    QVERIFY(comparison.sideProblem(QStringLiteral("40"), true).isEmpty());
    QVERIFY(comparison.setSize(40, 64));
    comparison.addPane(QStringLiteral("backtracker"));
    // The new pane cannot make an even maze, and says so; the size rule now names it.
    QCOMPARE(comparison.panes()->at(2)->status(), PaneModel::Failed);
    QVERIFY(comparison.sideProblem(QStringLiteral("40"), true).contains(QLatin1String("Recursive backtracker")));
}

void TestComparison::seedProblems_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("fine");
    QTest::newRow("zero") << QStringLiteral("0") << true;
    QTest::newRow("largest") << QString::number(CatalogText::MaxSeed) << true;
    QTest::newRow("one more") << QString::number(CatalogText::MaxSeed + 1) << false;
    QTest::newRow("letters") << QStringLiteral("12a") << false;
    QTest::newRow("negative") << QStringLiteral("-1") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestComparison::seedProblems()
{
    QFETCH(QString, text);
    QFETCH(bool, fine);
    Comparison comparison;
    QCOMPARE(comparison.seedProblem(text).isEmpty(), fine);
    QCOMPARE(comparison.setSeedText(text), fine);
}

void TestComparison::sizeAppliesToEveryPaneAndRuns()
{
    Comparison comparison;
    comparison.setSpeed(PaneWorker::MaximumSpeed);
    QSignalSpy size(&comparison, &Comparison::sizeChanged);
    QVERIFY(comparison.setSizeText(QStringLiteral("21"), QStringLiteral("31")));
    QCOMPARE(size.count(), 1);
    QCOMPARE(comparison.rows(), 21);
    QCOMPARE(comparison.cols(), 31);
    QCOMPARE(comparison.sizePresetIndex(), -1);
    for (PaneModel *pane : comparison.panes()->panes()) {
        QCOMPARE(pane->rows(), 21);
        QCOMPARE(pane->cols(), 31);
        QVERIFY(pane->running() || pane->finished());
    }
    QVERIFY(allFinished(comparison));
    comparison.applySizePreset(0);
    QCOMPARE(comparison.sizePresetIndex(), 0);
    QCOMPARE(comparison.sizePresets().size(), 8);
    QVERIFY(comparison.sizePresets().last().contains(QLatin1String("2001")));
}

void TestComparison::refusedSizeChangesNothing()
{
    Comparison comparison;
    QSignalSpy size(&comparison, &Comparison::sizeChanged);
    QVERIFY(!comparison.setSize(2003, 41));
    QVERIFY(!comparison.setSize(40, 41));
    QVERIFY(!comparison.setSizeText(QStringLiteral("abc"), QStringLiteral("41")));
    QCOMPARE(size.count(), 0);
    QCOMPARE(comparison.rows(), Comparison::DefaultRows);
    for (PaneModel *pane : comparison.panes()->panes())
        QCOMPARE(pane->status(), PaneModel::Ready);
}

void TestComparison::addedPaneJoinsAStartedComparison()
{
    Comparison comparison;
    comparison.addPane(QStringLiteral("automaton"));
    QCOMPARE(comparison.panes()->at(4)->status(), PaneModel::Ready);
    comparison.setSpeed(1);
    comparison.runAll();
    comparison.addPane(QStringLiteral("backtracker"));
    QCOMPARE(comparison.panes()->at(5)->status(), PaneModel::Running);
    QCOMPARE(comparison.panes()->at(5)->speed(), 1);
}

// One click shows a set of generators, running, at the comparison's size and seed.
void TestComparison::comparisonSetsReplaceThePanes()
{
    Comparison comparison;
    comparison.setSeed(42);
    comparison.showComparisonSet(Comparison::SeedVsBaselines);
    QStringList ids;
    for (const PaneModel *pane : comparison.panes()->panes()) {
        ids << pane->generatorId();
        QCOMPARE(pane->seed(), 42);
        QCOMPARE(pane->rows(), comparison.rows());
        QVERIFY(pane->status() == PaneModel::Running || pane->status() == PaneModel::Finished);
    }
    QCOMPARE(ids, QStringList({"automaton", "binary-tree", "wilson", "backtracker"}));
    comparison.showComparisonSet(Comparison::Seeds);
    ids.clear();
    for (const PaneModel *pane : comparison.panes()->panes())
        ids << pane->generatorId();
    QCOMPARE(ids, QStringList({"backtracker", "rotating-dfs", "permutation-dfs", "automaton"}));
}

void TestComparison::seedsPerPane()
{
    Comparison comparison;
    comparison.setSeed(100);
    for (PaneModel *pane : comparison.panes()->panes())
        QCOMPARE(pane->seed(), 100);
    comparison.setSameSeed(false);
    for (int i = 0; i < comparison.panes()->rowCount(); ++i) {
        QCOMPARE(comparison.panes()->at(i)->seed(), 100 + i);
        QCOMPARE(comparison.paneSeed(i), 100 + i);
    }
    // Removing a pane moves the later ones up, onto the next seed.
    comparison.removePane(0);
    QCOMPARE(comparison.panes()->at(0)->seed(), 100);
    comparison.setSameSeed(true);
    QCOMPARE(comparison.panes()->at(2)->seed(), 100);
}

void TestComparison::commandsReachEveryPane()
{
    Comparison comparison;
    comparison.setSpeed(1);
    QSignalSpy activity(&comparison, &Comparison::activityChanged);
    comparison.runAll();
    QVERIFY(comparison.anyRunning());
    QVERIFY(activity.count() >= 1);
    comparison.pauseAll();
    QVERIFY(!comparison.anyRunning());
    for (PaneModel *pane : comparison.panes()->panes())
        QCOMPARE(pane->status(), PaneModel::Paused);
    comparison.resetAll();
    for (PaneModel *pane : comparison.panes()->panes()) {
        QCOMPARE(pane->status(), PaneModel::Ready);
        QCOMPARE(pane->moves(), 0);
    }
    comparison.setSpeed(PaneWorker::InstantSpeed);
    QSignalSpy finished(&comparison, &Comparison::allPanesFinished);
    comparison.runAll();
    QVERIFY(finished.wait(60000));
    QVERIFY(comparison.allFinished());
    QCOMPARE(finished.count(), 1);
}

void TestComparison::regenerateTakesANewSeed()
{
    Comparison comparison;
    comparison.setSpeed(PaneWorker::MaximumSpeed);
    QSignalSpy seed(&comparison, &Comparison::seedChanged);
    const qint64 before = comparison.seed();
    comparison.regenerate();
    // One chance in 2^53 of drawing the same seed.
    QCOMPARE(seed.count(), 1);
    QVERIFY(comparison.seed() != before);
    QVERIFY(comparison.seed() >= 0 && comparison.seed() <= CatalogText::MaxSeed);
    for (PaneModel *pane : comparison.panes()->panes()) {
        QCOMPARE(pane->seed(), comparison.seed());
        QVERIFY(pane->running() || pane->finished());
    }
    QVERIFY(allFinished(comparison));
}

void TestComparison::speeds()
{
    Comparison comparison;
    const QList<int> speeds = comparison.speeds();
    QCOMPARE(speeds.first(), 1);
    QCOMPARE(speeds.at(speeds.size() - 2), PaneWorker::MaximumSpeed);
    QCOMPARE(speeds.last(), PaneWorker::InstantSpeed);
    comparison.setSpeedIndex(0);
    QCOMPARE(comparison.speed(), 1);
    for (PaneModel *pane : comparison.panes()->panes())
        QCOMPARE(pane->speed(), 1);
    comparison.setSpeed(12345); // not offered: ignored
    QCOMPARE(comparison.speed(), 1);
    QCOMPARE(comparison.speedLabel(1), QStringLiteral("1 step/s"));
    QCOMPARE(comparison.speedLabel(20000), QStringLiteral("20,000 steps/s"));
    QCOMPARE(comparison.speedLabel(0), QStringLiteral("As fast as possible"));
    QCOMPARE(comparison.speedLabel(-1), QStringLiteral("Instant"));
}

// A shape chosen in the toolbar is every pane's, drawn at the maze's cells
// and drawn anew for a new size; a generator that cannot carve it fails
// saying why, in the window's words.
void TestComparison::shapeAppliesToEveryPane()
{
    Comparison comparison;
    comparison.setSpeed(PaneWorker::MaximumSpeed);
    comparison.setGenerators({QStringLiteral("wilson"), QStringLiteral("backtracker"), QStringLiteral("binary-tree")});
    QVERIFY(comparison.setSize(41, 61));
    MaskChoice *choice = comparison.mask();
    QCOMPARE(choice->names().size(), 1 + int(std::size(mazestudy::MaskShapes)));
    QSignalSpy changed(choice, &MaskChoice::changed);
    choice->choose(1 + int(mazestudy::MaskShape::Disc));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(choice->id(), QStringLiteral("disc"));
    QVERIFY(choice->problem().isEmpty());
    const mazestudy::Mask disc = mazestudy::shapedMask(mazestudy::MaskShape::Disc, 20, 30);
    const auto panes = comparison.panes()->panes();
    for (PaneModel *pane : panes) {
        QVERIFY(pane->spec().mask);
        QCOMPARE(*pane->spec().mask, disc);
    }
    QVERIFY(QTest::qWaitFor([&] { return panes[0]->finished() && panes[1]->finished(); }, 60000));
    QCOMPARE(panes[0]->mazeLayer()->fittedMask() != nullptr, true);
    QCOMPARE(*panes[1]->mazeLayer()->fittedMask(), disc);
    QCOMPARE(panes[2]->status(), PaneModel::Failed);
    QVERIFY2(panes[2]->errorString().contains(QLatin1String("cannot carve this shape")),
        qPrintable(panes[2]->errorString()));

    QVERIFY(comparison.setSize(21, 21));
    QCOMPARE(*panes[0]->spec().mask, mazestudy::shapedMask(mazestudy::MaskShape::Disc, 10, 10));
    choice->choose(0);
    QCOMPARE(choice->id(), QString());
    for (PaneModel *pane : panes)
        QVERIFY(!pane->spec().mask);
    QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 60000));
    QCOMPARE(panes[0]->mazeLayer()->fittedMask(), nullptr);
}

void TestComparison::shapeTooSmallLeavesRectangles()
{
    Comparison comparison;
    QVERIFY(comparison.setSize(3, 3));
    comparison.mask()->choose(1 + int(mazestudy::MaskShape::Ring));
    QVERIFY2(comparison.mask()->problem().contains(QStringLiteral("“Ring” needs a larger maze than 3 × 3")),
        qPrintable(comparison.mask()->problem()));
    QVERIFY(!comparison.panes()->at(0)->spec().mask);
    QVERIFY(comparison.setSize(21, 21));
    QVERIFY(comparison.mask()->problem().isEmpty());
    QVERIFY(comparison.panes()->at(0)->spec().mask);
}

// A mask file is stretched over the maze; one that cannot be read changes
// nothing and says why; one larger than the maze leaves rectangles.
void TestComparison::maskFilesOpenOrSayWhy()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("plus.txt"));
    const QString bad = dir.filePath(QStringLiteral("bad.txt"));
    {
        QFile file(good);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("X.X\n...\nX.X\n");
        QFile broken(bad);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(".X.\n");
    }
    Comparison comparison;
    QVERIFY(comparison.setSize(13, 13));
    MaskChoice *choice = comparison.mask();
    choice->choose(1 + int(mazestudy::MaskShape::Diamond));
    const int diamond = choice->index();
    QVERIFY(!choice->openFile(QUrl::fromLocalFile(bad)));
    QVERIFY2(choice->problem().contains(QLatin1String("2 separate parts")), qPrintable(choice->problem()));
    QCOMPARE(choice->index(), diamond);
    QVERIFY(comparison.panes()->at(0)->spec().mask);

    QVERIFY(choice->openFile(QUrl::fromLocalFile(good)));
    QCOMPARE(choice->names().last(), QStringLiteral("plus.txt"));
    QCOMPARE(choice->index(), choice->names().size() - 1);
    QCOMPARE(choice->id(), QStringLiteral("file"));
    const auto &mask = comparison.panes()->at(0)->spec().mask;
    QVERIFY(mask);
    QCOMPARE(mask->rows(), 6);
    QCOMPARE(mask->count(), 20u); // the plus, each cell 2x2
    QVERIFY(comparison.setSize(5, 5));
    QVERIFY2(choice->problem().contains(QStringLiteral("plus.txt has 3 × 3 cells, more than a 5 × 5 maze has (2 × 2)")),
        qPrintable(choice->problem()));
    QVERIFY(!comparison.panes()->at(0)->spec().mask);
}

void TestComparison::settingsRoundTrip()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("mazestudy.ini"));
    {
        Comparison comparison;
        comparison.setSettingsFile(file);
        comparison.setGenerators({QStringLiteral("automaton"), QStringLiteral("permutation-dfs")});
        comparison.panes()->at(0)->setOption(QStringLiteral("scan"), QStringLiteral("columns"));
        comparison.panes()->at(1)->setBraid(0.35);
        QVERIFY(comparison.setSize(101, 75));
        comparison.setSeed(4242);
        comparison.setSameSeed(false);
        comparison.setSpeed(50);
        comparison.setWindowGeometry(QRect(10, 20, 1000, 700));
        comparison.setChartsHeight(455);
        comparison.mask()->choose(1 + int(mazestudy::MaskShape::Heart));
        comparison.saveSettings();
    }
    Comparison restored;
    restored.setSettingsFile(file);
    restored.loadSettings();
    QCOMPARE(restored.panes()->rowCount(), 2);
    QCOMPARE(restored.panes()->at(0)->generatorId(), QStringLiteral("automaton"));
    QCOMPARE(restored.panes()->at(0)->spec().options.at("scan"), std::string("columns"));
    QCOMPARE(restored.panes()->at(1)->generatorId(), QStringLiteral("permutation-dfs"));
    QCOMPARE(restored.panes()->at(1)->braid(), 0.35);
    QCOMPARE(restored.panes()->at(0)->braid(), 0.0);
    QCOMPARE(restored.rows(), 101);
    QCOMPARE(restored.cols(), 75);
    QCOMPARE(restored.seed(), 4242);
    QCOMPARE(restored.sameSeed(), false);
    QCOMPARE(restored.panes()->at(1)->seed(), 4243);
    QCOMPARE(restored.speed(), 50);
    QCOMPARE(restored.panes()->at(1)->speed(), 50);
    QCOMPARE(restored.windowGeometry(), QRect(10, 20, 1000, 700));
    QCOMPARE(restored.chartsHeight(), 455);
    QCOMPARE(restored.mask()->id(), QStringLiteral("heart"));
    QCOMPARE(*restored.panes()->at(0)->spec().mask, mazestudy::shapedMask(mazestudy::MaskShape::Heart, 50, 37));
}

void TestComparison::brokenSettingsFallBack()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("broken.ini"));
    {
        QSettings settings(file, QSettings::IniFormat);
        settings.beginWriteArray(QStringLiteral("panes"), 2);
        settings.setArrayIndex(0);
        settings.setValue(QStringLiteral("generator"), QStringLiteral("nonsense"));
        settings.setArrayIndex(1);
        settings.setValue(QStringLiteral("generator"), QStringLiteral("automaton"));
        settings.setValue(QStringLiteral("options"), QVariantMap {{QStringLiteral("more-than"), QStringLiteral("9")}});
        settings.setValue(QStringLiteral("braid"), 7.5);
        settings.endArray();
        settings.setValue(QStringLiteral("maze/rows"), 40000);
        settings.setValue(QStringLiteral("maze/seed"), -3);
        settings.setValue(QStringLiteral("run/speed"), 777);
        settings.setValue(QStringLiteral("maze/mask"), QStringLiteral("file"));
        settings.setValue(QStringLiteral("maze/maskFile"), dir.filePath(QStringLiteral("gone.txt")));
    }
    Comparison comparison;
    comparison.setSettingsFile(file);
    comparison.loadSettings();
    QCOMPARE(comparison.panes()->rowCount(), 1);
    QCOMPARE(comparison.panes()->at(0)->generatorId(), QStringLiteral("automaton"));
    QVERIFY(comparison.panes()->at(0)->spec().options.empty());
    QCOMPARE(comparison.panes()->at(0)->braid(), 0.0);
    QCOMPARE(comparison.panes()->at(0)->status(), PaneModel::Ready);
    QCOMPARE(comparison.rows(), Comparison::DefaultRows);
    QCOMPARE(comparison.seed(), 1);
    QCOMPARE(comparison.speed(), PaneWorker::DefaultSpeed);
    QCOMPARE(comparison.mask()->index(), 0);
    QVERIFY2(
        comparison.mask()->problem().contains(QLatin1String("gone.txt")), qPrintable(comparison.mask()->problem()));
    QVERIFY(!comparison.panes()->at(0)->spec().mask);
    QVERIFY(!comparison.mask()->restore(QStringLiteral("square"), {}));
    QVERIFY(comparison.mask()->problem().contains(QLatin1String("square")));
}

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
