// The lab in the window's C++: a lab pane's script, its problem and line,
// its marks for showvalue, the classic colours, the editor's colouring, and
// the script kept with the window's state.

#include "comparison.h"
#include "editgame.h"
#include "gamesession.h"
#include "labcatalog.h"
#include "labchecker.h"
#include "labrunner.h"
#include "labscripts.h"
#include "mazelayer.h"
#include "mazeoverlay.h"
#include "mazetheme.h"
#include "memorybudget.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "peakmemory.h"
#include "scripthighlighter.h"
#include "solvegame.h"
#include "specof.h"
#include "tracegame.h"
#include "verdictwords.h"

#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace mazestudy;

namespace {
// Digs the bottom row from right to left and marks where it ended.
const QString RowScript
    = QStringLiteral("function digout(y, x) {\n  M[y][x] = 1;\n  drawblock(y, x);\n"
                     "  if (x > 1) { M[y][x - 1] = 1; digout(y, x - 2); } else { M[y][x] = 3; }\n}\n");

void finish(PaneModel &pane)
{
    pane.setSpeed(0);
    pane.run();
    QTRY_VERIFY_WITH_TIMEOUT(pane.finished() && pane.hasMetrics(), 60000);
}
} // namespace

class TestLabDisplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerLabGenerator(); }

    void aLabPaneRunsItsScript()
    {
        PaneModel pane;
        pane.setSize(7, 9);
        pane.setLabScript(RowScript);
        QVERIFY(!pane.isLab()); // kept until the pane is a lab pane
        pane.setGeneratorId(QStringLiteral("lab"));
        QVERIFY(pane.isLab());
        finish(pane);
        QCOMPARE(pane.problem(), QString());
        // showvalue: walls 0, floor 1, the script's mark 3 where the row ended.
        QCOMPARE(pane.unitValue(0, 0), 0);
        QCOMPARE(pane.unitValue(5, 7), 1);
        QCOMPARE(pane.unitValue(5, 1), 3);
        QVERIFY(pane.mazeLayer()->stateAt(5, 1) != MazeLayer::Wall);

        // A mistake: the problem and its line, and the maze measured as it is.
        QSignalSpy problems(&pane, &PaneModel::problemChanged);
        pane.setLabScript(QStringLiteral("function digout(y, x) {\n  M[y][x] = 1;\n  M[y][x + 9] = 1;\n}\n"));
        QTRY_VERIFY_WITH_TIMEOUT(pane.finished() && pane.hasMetrics(), 60000);
        QVERIFY(problems.count() > 0);
        QCOMPARE(pane.problemLine(), 3);
        QVERIFY2(pane.problem().startsWith(QStringLiteral("line 3: RangeError: M[5][16] is outside the maze")),
            qPrintable(pane.problem()));
    }

    // A script that asks for a gigabyte at once, past the memory budget,
    // shows the memory message in its pane, and the window's own memory does
    // not grow by what it asked for: the script's process held it (#32, row 3).
    void aScriptPastItsBudgetShowsTheMemoryMessage()
    {
        const uint64_t budget = mazestudy::processMemoryBudget();
        mazestudy::setProcessMemoryBudget(uint64_t(100) << 20);
        const long before = peakResidentKb();
        PaneModel pane;
        pane.setSize(7, 9);
        pane.setLabScript(QStringLiteral("const keep = [];\nfunction digout(y, x) {\n  keep.push('x'.repeat(2 ** "
                                         "29));\n  for (;;) {}\n}\n"));
        pane.setGeneratorId(QStringLiteral("lab"));
        pane.setOption(QStringLiteral("time-limit"), QStringLiteral("120"));
        finish(pane);
        mazestudy::setProcessMemoryBudget(budget);
        QVERIFY2(pane.problem().startsWith(QStringLiteral("the script used more memory than the budget allows and was "
                                                          "stopped: ")),
            qPrintable(pane.problem()));
        QVERIFY2(pane.problem().contains(QStringLiteral("its budget of 100.0 MB")), qPrintable(pane.problem()));
        QVERIFY2(peakResidentKb() - before < 50 * 1024,
            qPrintable(QStringLiteral("%1 kB, then %2 kB").arg(before).arg(peakResidentKb())));
    }

    // A script without error that leaves parts of floor apart gets a note.
    // A script that throws a 64 MiB message froze the window for 46 s; the
    // pane now gets a line of some 2000 characters, at once (#32, row 4).
    void aHugeMessageReachesThePaneCapped()
    {
        PaneModel pane;
        pane.setSize(7, 9);
        pane.setLabScript(QStringLiteral("function digout(y, x) {\n  throw new Error('x'.repeat(1 << 26));\n}\n"));
        pane.setGeneratorId(QStringLiteral("lab"));
        // Building the 64 MiB message takes seconds on a loaded machine (and
        // under the sanitizers): the time limit must not be what stops it.
        pane.setOption(QStringLiteral("time-limit"), QStringLiteral("120"));
        QElapsedTimer timer;
        timer.start();
        finish(pane);
        QVERIFY2(pane.problem().startsWith(QStringLiteral("line 2: Error: xxx")), qPrintable(pane.problem().left(100)));
        QVERIFY2(pane.problem().endsWith(QStringLiteral(" (67108871 characters in all)")),
            qPrintable(pane.problem().right(100)));
        QVERIFY2(pane.problem().size() < 2200, qPrintable(QString::number(pane.problem().size())));
        // A bound far above the expected (about a second; several under the sanitizers).
        QVERIFY2(timer.elapsed() < 60000, qPrintable(QString::number(timer.elapsed())));
    }

    void anImperfectMazeIsNoted()
    {
        PaneModel pane;
        pane.setSize(7, 9);
        pane.setLabScript(QStringLiteral("function digout(y, x) { M[1][1] = 1; M[3][3] = 1; M[y][x] = 1; }\n"));
        pane.setGeneratorId(QStringLiteral("lab"));
        finish(pane);
        QVERIFY2(pane.problem().startsWith(QStringLiteral("Not a perfect maze")), qPrintable(pane.problem()));
        QCOMPARE(pane.problemLine(), 0);
    }

    // The window's state keeps the script itself: a new window runs it again.
    void theScriptIsKeptWithTheWindow()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("window.ini"));
        {
            Comparison comparison;
            comparison.setSettingsFile(file);
            comparison.setGenerators({QStringLiteral("lab")});
            comparison.panes()->at(0)->setLabScript(RowScript);
            comparison.setProperty("labClassic", true);
            comparison.setProperty("showValues", true);
            comparison.saveSettings();
        }
        Comparison comparison;
        comparison.setSettingsFile(file);
        comparison.loadSettings();
        PaneModel &pane = *comparison.panes()->at(0);
        QCOMPARE(pane.labScript(), RowScript);
        QVERIFY(comparison.property("labClassic").toBool());
        QVERIFY(comparison.property("showValues").toBool());
        finish(pane);
        QCOMPARE(pane.unitValue(pane.rows() - 2, 1), 3);
    }

    void classicColours()
    {
        MazeTheme theme;
        QSignalSpy changed(&theme, &MazeTheme::colorsChanged);
        theme.setLabClassic(true);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(theme.wall(), QColor(0x00, 0xff, 0x00));
        QCOMPARE(theme.floor(), QColor(Qt::black));
        QCOMPARE(theme.solverDot(), QColor(Qt::red));
        theme.setLabClassic(false);
        QVERIFY(theme.wall() != QColor(0x00, 0xff, 0x00));
    }

    void editorColouring()
    {
        bool inComment = false;
        QCOMPARE(ScriptHighlighter::kinds(QStringLiteral("const d = M[y][x] + 2; // dug"), inComment),
            QByteArray("kkkkk     l         n  cccccc"));
        QCOMPARE(ScriptHighlighter::kinds(QStringLiteral("drawMessage(\"a /* b\"); /* c"), inComment),
            QByteArray("lllllllllll ssssssss   cccc"));
        QVERIFY(inComment);
        QCOMPARE(ScriptHighlighter::kinds(QStringLiteral("still */ digout"), inComment), QByteArray("cccccccc llllll"));
        QVERIFY(!inComment);
    }

    // Java has its own keywords, and mazedfs gives a subclass more names:
    // `let` is a keyword only in JavaScript, `int` and `customize` only in
    // Java; drawdot is in both labs.
    void editorColouringOfJava()
    {
        bool inComment = false;
        QCOMPARE(
            ScriptHighlighter::kinds(QStringLiteral("int let = mwidth; drawdot(y, x); customize"), inComment, true),
            QByteArray("kkk       llllll  lllllll        lllllllll"));
        QCOMPARE(ScriptHighlighter::kinds(QStringLiteral("int let = mwidth; drawdot(y, x); customize"), inComment),
            QByteArray("    kkk   llllll  lllllll                 "));
        QCOMPARE(
            ScriptHighlighter::kinds(QStringLiteral("public class studentcode extends mazedfs {"), inComment, true),
            QByteArray("kkkkkk kkkkk             kkkkkkk lllllll  "));
    }

    // On a lab script's maze, Solve and Trace show the script's own solve()
    // and trace(), dot by dot as it drew them, graded as lab check grades
    // them; the built-in ones at a click, and again once the maze is edited.
    void solveAndTraceShowTheScriptsOwnWalks()
    {
        QFile file(QStringLiteral(MAZESTUDY_LAB_JAVA "/graded.js"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(file.readAll());
        // The walks as the lab's helper records them for the same maze, made apart from the pane.
        MazeSpec spec = specOf("lab", 21, 31, 4);
        spec.options["script"] = LabScripts::add(source);
        const auto expected = runLabScript(source, spec, 5000, true);
        QVERIFY(expected->solve.dots.size() > 20);

        setLabWalks(true);
        PaneModel pane;
        pane.setSize(21, 31);
        pane.setSeed(4);
        pane.setLabScript(source);
        pane.setGeneratorId(QStringLiteral("lab"));
        finish(pane);
        GameSession game;
        game.setPane(&pane);
        QVERIFY(game.hasScriptWalks());
        game.setMode(GameSession::Solve);
        QVERIFY(game.solve()->byScript());
        for (const Point dot : expected->solve.dots) {
            QVERIFY(!game.solve()->finished());
            game.solve()->step();
            QCOMPARE(QPoint(game.solve()->dotColumn(), game.solve()->dotRow()), QPoint(dot.col, dot.row));
            QVERIFY(qAlpha(game.overlay()->image().pixel(dot.col, dot.row)) > 0);
        }
        QVERIFY(game.solve()->finished());
        QVERIFY(game.solve()->reachedExit());
        QCOMPARE(game.solve()->steps(), qint64(expected->solve.dots.size()));
        QCOMPARE(game.infoText(),
            QStringLiteral("Your solve(): dot %1 of %1 · exit reached").arg(expected->solve.dots.size()));

        game.setMode(GameSession::Trace);
        QVERIFY(game.trace()->byScript());
        QCOMPARE(game.trace()->scriptDots(), int(expected->trace.dots.size()));
        game.trace()->finish();
        QVERIFY(game.trace()->scriptPasses());
        for (const Point dot : expected->trace.dots)
            QVERIFY(qAlpha(game.overlay()->image().pixel(dot.col, dot.row)) > 0);
        QVERIFY2(game.infoText().contains(QStringLiteral("a shortest path")), qPrintable(game.infoText()));

        // MazeStudy's own at a click.
        game.setScriptWalks(false);
        QVERIFY(!game.trace()->byScript());
        QCOMPARE(game.trace()->length(), int(expected->trace.dots.size()) - 1);
        game.setScriptWalks(true);
        QVERIFY(game.trace()->byScript());

        // An edited maze is not the one the script walked.
        game.edit()->toggleBuild();
        game.edit()->beginStroke(1, 2);
        game.edit()->endStroke();
        QVERIFY(!game.hasScriptWalks());
        game.setMode(GameSession::Solve);
        QVERIFY(!game.solve()->byScript());
    }

    // A trace that misses a unit of the path is shown as the script drew
    // it, and said not to be a shortest path, with lab check's reason.
    void aWrongTraceIsShownAndSaidWrong()
    {
        QFile file(QStringLiteral(MAZESTUDY_LAB_JAVA "/graded.js"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString source
            = QString::fromUtf8(file.readAll()).replace(QStringLiteral("drawdot(y, x); // (1, 1) itself"), QString());
        setLabWalks(true);
        PaneModel pane;
        pane.setSize(11, 11);
        pane.setLabScript(source);
        pane.setGeneratorId(QStringLiteral("lab"));
        finish(pane);
        GameSession game;
        game.setPane(&pane);
        game.setMode(GameSession::Trace);
        QVERIFY(game.trace()->byScript());
        QVERIFY(!game.trace()->scriptPasses());
        QVERIFY2(game.trace()->scriptProblem().contains(QStringLiteral("leaves out")),
            qPrintable(game.trace()->scriptProblem()));
        // The verdict waits for the whole path, as Solve's waits for the exit.
        QVERIFY2(!game.infoText().contains(QStringLiteral("shortest path")), qPrintable(game.infoText()));
        game.trace()->finish();
        QVERIFY2(game.infoText().contains(QStringLiteral("not a shortest path: the path has ")),
            qPrintable(game.infoText()));
    }

    // The editor's Check grades as lab check does: the whole assignment
    // passes every check; a digout alone fails solve and trace, saying why.
    void checkGradesAsLabCheckDoes()
    {
        QFile file(QStringLiteral(MAZESTUDY_LAB_JAVA "/graded.js"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        LabChecker checker;
        checker.check(QString::fromUtf8(file.readAll()), 21, 31, 3);
        QVERIFY(checker.running());
        QTRY_VERIFY_WITH_TIMEOUT(!checker.running(), 60000);
        QVERIFY(checker.passed());
        const QVariantList results = checker.results();
        QCOMPARE(results.size(), 7);
        for (int i = 0; i < 5; ++i)
            QVERIFY2(results[i].toMap().value(QStringLiteral("passed")).toBool(),
                qPrintable(results[i].toMap().value(QStringLiteral("name")).toString()));
        QCOMPARE(results[3].toMap().value(QStringLiteral("detail")).toString(), QStringLiteral("5 of 5"));
        QCOMPARE(checker.scope(), QStringLiteral("5 mazes of 21 × 31 from seed 3"));

        checker.check(RowScript, 7, 9, 1);
        QTRY_VERIFY_WITH_TIMEOUT(!checker.running(), 60000);
        QVERIFY(!checker.passed());
        const QVariantMap solve = checker.results()[3].toMap();
        QVERIFY(!solve.value(QStringLiteral("passed")).toBool());
        QVERIFY2(solve.value(QStringLiteral("detail")).toString().contains(QStringLiteral("there is no solve()")),
            qPrintable(solve.value(QStringLiteral("detail")).toString()));
    }

    // The window words a verdict in its language; the CLI's English is the engine's.
    void verdictsAreWordedInTheWindowsLanguage()
    {
        const Verdict verdict = Verdict::failed(Fault::LeavesOut, {{19, 30}}, {431, 432, 424});
        QCOMPARE(verdictWords(verdict), QString::fromStdString(verdict.why));
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/mazestudy_de.qm")));
        QCoreApplication::installTranslator(&german);
        const QString words = verdictWords(verdict);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(words,
            QStringLiteral("der Weg hat 431 Felder; der kürzeste von (1, 1) nach (19, 30) hat 432: er lässt das Feld "
                           "424 Schritte von (1, 1) aus"));
    }
};

QTEST_MAIN(TestLabDisplay)
#include "tst_labdisplay.moc"
