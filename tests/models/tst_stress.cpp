// The window's threads under a user who never waits: panes regenerated,
// resized, re-optioned, re-typed, added and closed while they generate, and
// everything torn down while four panes, a stepper and a study are at work.
// Under ASan (scripts/check.sh) any use after free, leak or race on a freed
// frame fails the run; here the promises are about the results.

#include "comparison.h"
#include "generatorcatalog.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mazefile.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "panestepper.h"
#include "rng.h"
#include "studycontroller.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

using namespace mazestudy;

namespace {

// This process's threads (Linux) that do MazeStudy's work: the panes'
// workers and the study with the core's pool it starts (named after it).
QStringList workThreads()
{
    QStringList names;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task + QStringLiteral("/comm")));
        const QString name = comm.open(QIODevice::ReadOnly) ? QString::fromUtf8(comm.readAll()).trimmed() : QString();
        if (name == QLatin1String("pane worker") || name == QLatin1String("study"))
            names.append(name);
    }
    return names;
}

std::string freshMaze(MazeSpec spec)
{
    const auto generator = makeGenerator(std::move(spec));
    generator->run();
    return mazeToText(mazeFromGenerator(*generator));
}

} // namespace

class TestStress : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // 400 changes, most of them landing mid-generation; afterwards each pane
    // shows exactly the maze of its final spec, nothing of a cancelled run.
    void panesSurviveChangesMidGeneration()
    {
        Comparison comparison;
        QAbstractItemModelTester tester(comparison.panes(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        comparison.setSpeed(0);
        comparison.runAll();
        Rng choices(2026);
        const int sides[] = {21, 51, 101, 151, 201, 301};
        const char *generators[] = {"backtracker", "automaton", "growing-tree", "kruskal", "wilson", "eller"};
        for (int change = 0; change < 400; ++change) {
            const auto &panes = comparison.panes()->panes();
            PaneModel *pane = panes[choices.below(uint32_t(panes.size()))];
            switch (choices.below(6)) {
            case 0: {
                const int side = sides[choices.below(6)];
                QVERIFY(comparison.setSize(side, side));
                break;
            }
            case 1:
                comparison.regenerate();
                break;
            case 2:
                pane->setGeneratorId(QString::fromLatin1(generators[choices.below(6)]));
                break;
            case 3:
                if (pane->generatorId() == QLatin1String("growing-tree"))
                    pane->setOption(
                        QStringLiteral("pick"), choices.below(2) ? QStringLiteral("random") : QStringLiteral("newest"));
                else if (pane->generatorId() == QLatin1String("automaton"))
                    pane->setOption(QStringLiteral("seed-wall-count"), QString::number(choices.below(50)));
                else
                    pane->setSeed(qint64(choices.below(1000)));
                break;
            case 4:
                comparison.removePane(int(choices.below(uint32_t(panes.size()))));
                break;
            default:
                comparison.addPane(QString::fromLatin1(generators[choices.below(6)]));
                break;
            }
            // Let some frames and finishes arrive between changes, not all.
            if (choices.below(3) == 0)
                QCoreApplication::processEvents();
        }
        comparison.runAll();
        QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 120000));
        QVERIFY(!comparison.panes()->panes().empty());
        for (const PaneModel *pane : comparison.panes()->panes())
            QCOMPARE(pane->mazeText().toStdString(), freshMaze(pane->spec()));
    }

    // The window itself closed while its four panes generate, every pane is
    // stepped and a study of its panes runs: it closes, and nothing of its
    // work goes on.
    void closingTheWindowMidWork()
    {
        QElapsedTimer teardown;
        {
            Comparison comparison;
            QVERIFY(comparison.setSize(2001, 2001));
            comparison.setSpeed(1000);
            LanguageSwitcher languages;
            QQmlApplicationEngine engine;
            QQuickWindow *window = loadMainWindow(engine, &comparison, &languages);
            QVERIFY(window);
            comparison.runAll();
            QMetaObject::invokeMethod(window, "showScene", Q_ARG(QVariant, QStringLiteral("stepping")));
            QMetaObject::invokeMethod(window, "showScene", Q_ARG(QVariant, QStringLiteral("charts")));
            QVERIFY(QTest::qWaitFor([] { return workThreads().count(QStringLiteral("study")) >= 1; }, 60000));
            QCOMPARE(workThreads().count(QStringLiteral("pane worker")), 4);
            teardown.start();
            window->close();
        }
        qInfo("window closed mid-work: %lld ms until everything was joined", teardown.elapsed());
        QTRY_VERIFY2_WITH_TIMEOUT(workThreads().isEmpty(), qPrintable(workThreads().join(u',')), 10000);
    }

    // Everything at work, then torn down: the destructors cancel and join,
    // and no thread of theirs is left (a study of 40 000 large mazes that
    // was waited for would take hours, far past ctest's timeout).
    void teardownMidWorkLeavesNoThread()
    {
        QElapsedTimer teardown;
        {
            auto comparison = std::make_unique<Comparison>();
            QVERIFY(comparison->setSize(2001, 2001));
            comparison->setSpeed(1000);
            comparison->runAll();
            PaneStepper stepper;
            stepper.setPane(comparison->panes()->panes().front());
            stepper.seek(5000);
            StudyController study;
            study.setRuns(10000);
            QVERIFY(study.start(comparison.get()));
            QVERIFY(QTest::qWaitFor([&] { return study.done() > 0 || !study.running(); }, 120000));
            QVERIFY(study.running());
            QVERIFY(comparison->anyRunning());
            QCOMPARE(workThreads().count(QStringLiteral("pane worker")), 4);
            QVERIFY(workThreads().count(QStringLiteral("study")) >= 1);
            teardown.start();
        }
        qInfo("teardown of four 2001 x 2001 panes, a stepper and a study: %lld ms", teardown.elapsed());
        // QThread::wait() returns as its thread ends; the kernel lists it a
        // moment longer. A thread that went on working would stay listed.
        QTRY_VERIFY2_WITH_TIMEOUT(workThreads().isEmpty(), qPrintable(workThreads().join(u',')), 10000);
    }
};

QTEST_MAIN(TestStress)
#include "tst_stress.moc"
