// mazestudy-cli with the lab: --generator lab --option script=FILE.js, as a
// student runs the scripts the window's editor saves.

#include "clirunner.h"

#include <sys/resource.h>
#include <sys/stat.h>

#include <csignal>

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace clirunner;

namespace {
const QString BetterWay = QStringLiteral(MAZESTUDY_LAB_SCRIPTS "/betterway.js");

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

// The processes whose parent is `parent` and whose name is the lab's helper
// (the kernel keeps 15 characters of a name).
QList<qint64> helpersOf(qint64 parent)
{
    QList<qint64> found;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')');
        const QList<QByteArray> fields = line.mid(close + 2).split(' ');
        if (line.contains("(mazestudy-labru)") && fields.size() > 1 && fields[1].toLongLong() == parent)
            found.append(entry.toLongLong());
    }
    return found;
}
} // namespace

class TestCliLab : public QObject {
    Q_OBJECT

private slots:
    // One allocation, made by one built-in call that the engine cannot
    // interrupt, is refused by the lab helper's data limit before it is made
    // (#32, row 3): the script stops with the memory message and no process
    // comes near the allocation's size. First, so that the children's peak
    // getrusage() reports is this test's own.
    void oneHugeAllocationStaysWithinTheBudget_data()
    {
        QTest::addColumn<QByteArray>("call");
        QTest::newRow("a string of 1 GB") << QByteArray("'x'.repeat(2 ** 29).length");
        QTest::newRow("an array buffer of 2 GB") << QByteArray("new ArrayBuffer(2 ** 31).byteLength");
        QTest::newRow("an array of 2 GB") << QByteArray("new Array(2 ** 28).fill(0).length");
    }
    void oneHugeAllocationStaysWithinTheBudget()
    {
        QFETCH(QByteArray, call);
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        // Not even run there: the gigabytes it would then take would be the
        // children's peak that the next test reads.
        QSKIP("AddressSanitizer and ThreadSanitizer reserve terabytes as data: their builds run the helper without "
              "a data limit, held only by its watchdog, and one allocation passes the budget (docs/robustness.md)");
#endif
        QTemporaryDir dir;
        const QString path = write(
            dir, QStringLiteral("huge.js"), "function digout(y, x) {\n  drawblock(y, x, (" + call + ") & 1);\n}\n");
        QElapsedTimer timer;
        timer.start();
        const Result result = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + path, QStringLiteral("--option"),
            QStringLiteral("time-limit=60"), QStringLiteral("--size"), QStringLiteral("21x21"),
            QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--memory-budget"), QStringLiteral("100M"),
            QStringLiteral("--out"), dir.filePath(QStringLiteral("huge.maze"))});
        QCOMPARE(result.status, 1);
        QVERIFY2(result.err.contains(QStringLiteral("the script used more memory than the budget allows and was "
                                                    "stopped: ")),
            qPrintable(result.err));
        QVERIFY2(result.err.contains(QStringLiteral("its budget of 100.0 MB (--memory-budget or "
                                                    "MAZESTUDY_MEMORY_BUDGET); keep fewer or smaller arrays")),
            qPrintable(result.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("huge.maze"))));
        // Refused at once: far below the 60 s time limit, whatever the build.
        QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
        // The budget, and the libraries' code the helper maps besides its
        // data: far below the 1 to 2 GB each call takes when it is allowed.
        constexpr long PeakKb = (100 + 60) * 1024;
        rusage children {};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &children), 0);
        QVERIFY2(children.ru_maxrss < PeakKb, qPrintable(QString::number(children.ru_maxrss)));
    }

    // A script is held to the program's memory budget (#32, row 3), in one
    // run and in a study's threads together: stopped with a message naming
    // memory, its peak near the budget. Before the tests below, so that the
    // children's peak getrusage() reports is no later test's.
    void aScriptStaysWithinTheMemoryBudget()
    {
        constexpr long BudgetKb = 300 * 1024;
        // Some megabytes past the budget in the 10 ms between two looks, and
        // the process's own; far below the gigabytes a script reached before.
        constexpr long PeakKb = BudgetKb + 150 * 1024;
        rusage before {};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &before), 0);
        QVERIFY2(before.ru_maxrss < PeakKb, qPrintable(QString::number(before.ru_maxrss)));
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("hungry.js"),
            "const keep = [];\nfunction digout(y, x) {\n  for (;;)\n    keep.push(new Float64Array(1 << 20));\n}\n");
        const QStringList lab {QStringLiteral("--generator"), QStringLiteral("lab"), QStringLiteral("--option"),
            QStringLiteral("script=") + path, QStringLiteral("--option"), QStringLiteral("time-limit=60"),
            QStringLiteral("--size"), QStringLiteral("41x51"), QStringLiteral("--seed"), QStringLiteral("1"),
            QStringLiteral("--memory-budget"), QStringLiteral("300M")};
        QElapsedTimer timer;
        timer.start();
        const Result one = runCli(QStringList {QStringLiteral("generate")} + lab);
        QCOMPARE(one.status, 1);
        QVERIFY2(one.err.contains(QStringLiteral("the script used more memory than the budget allows and was "
                                                 "stopped: ")),
            qPrintable(one.err));
        QVERIFY2(one.err.contains(QStringLiteral("its budget of 300.0 MB (--memory-budget")), qPrintable(one.err));
        QStringList study = lab;
        study[0] = QStringLiteral("--generators");
        const Result threads = runCli(QStringList {QStringLiteral("study")} + study
            + QStringList {
                QStringLiteral("--runs"), QStringLiteral("4"), QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(threads.status, 1);
        QVERIFY2(threads.err.contains(QStringLiteral("more memory than the budget allows")), qPrintable(threads.err));
        // Each of the two threads' scripts has half the budget.
        QVERIFY2(threads.err.contains(QStringLiteral("its budget of 150.0 MB (the program's 300.0 MB shared by 2 "
                                                     "threads; --memory-budget")),
            qPrintable(threads.err));
        rusage after {};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &after), 0);
        QVERIFY2(after.ru_maxrss < PeakKb, qPrintable(QString::number(after.ru_maxrss)));
        // Within a bound far above the expected (a fraction of a second), and
        // far below the 60 s time limit that stopped such scripts before.
        QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
    }

    // SIGTERM stops a study of scripts that loop (time-limit 60 s) at once,
    // as any study, and ends their helpers: none is left behind.
    void aStudyStopsAtOnceAndLeavesNoHelper()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("loop.js"), "function digout(y, x) {\n  for (;;) {}\n}\n");
        QProcess study;
        study.start(QStringLiteral(MAZESTUDY_CLI),
            {QStringLiteral("study"), QStringLiteral("--generators"), QStringLiteral("lab"), QStringLiteral("--option"),
                QStringLiteral("script=") + path, QStringLiteral("--option"), QStringLiteral("time-limit=60"),
                QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--seed"), QStringLiteral("1"),
                QStringLiteral("--runs"), QStringLiteral("4"), QStringLiteral("--threads"), QStringLiteral("2"),
                QStringLiteral("--json"), dir.filePath(QStringLiteral("s.json"))});
        QVERIFY(study.waitForStarted());
        QList<qint64> helpers;
        QVERIFY(QTest::qWaitFor(
            [&] {
                helpers = helpersOf(study.processId());
                return helpers.size() == 2;
            },
            60000));
        QElapsedTimer timer;
        timer.start();
        study.terminate();
        QVERIFY(study.waitForFinished(60000));
        // Expected in a tenth of a second; the bound is for sanitizer builds.
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(study.exitStatus(), QProcess::NormalExit);
        QCOMPARE(study.exitCode(), 128 + SIGTERM);
        QVERIFY(study.readAllStandardError().contains("terminated; no file written"));
        for (const qint64 helper : helpers)
            QVERIFY2(!QFile::exists(QStringLiteral("/proc/%1").arg(helper)), qPrintable(QString::number(helper)));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("s.json"))));
    }

    // Every thread's script needs 64 MB at least: a study whose threads'
    // shares pass the budget is refused with the figures, before any script
    // runs (#41, item 5).
    void theThreadsScriptsFitTheBudget()
    {
        const Result study = runCli({QStringLiteral("study"), QStringLiteral("--generators"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + BetterWay, QStringLiteral("--size"),
            QStringLiteral("21x21"), QStringLiteral("--runs"), QStringLiteral("32"), QStringLiteral("--seed"),
            QStringLiteral("1"), QStringLiteral("--threads"), QStringLiteral("32"), QStringLiteral("--memory-budget"),
            QStringLiteral("100M")});
        QCOMPARE(study.status, 1);
        QVERIFY2(study.err.contains(QStringLiteral("the lab's scripts on 32 thread(s), at least 64 MB each, would need "
                                                   "about 2.0 GB of memory, more than the budget of 100.0 MB; use at "
                                                   "most --threads 1")),
            qPrintable(study.err));
        QVERIFY(study.out.isEmpty());
    }

    // A helper killed from outside (the OOM killer, a user) is said to be,
    // with its signal, not taken for an allocation its budget refused (#41, item 7).
    void aHelperKilledFromOutsideIsSaidToBe()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("loop.js"), "function digout(y, x) {\n  for (;;) {}\n}\n");
        QProcess generate;
        generate.start(QStringLiteral(MAZESTUDY_CLI),
            {QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
                QStringLiteral("--option"), QStringLiteral("script=") + path, QStringLiteral("--option"),
                QStringLiteral("time-limit=60"), QStringLiteral("--size"), QStringLiteral("21x21"),
                QStringLiteral("--seed"), QStringLiteral("1")});
        QVERIFY(generate.waitForStarted());
        QList<qint64> helpers;
        QVERIFY(QTest::qWaitFor(
            [&] {
                helpers = helpersOf(generate.processId());
                return helpers.size() == 1;
            },
            60000));
        QCOMPARE(kill(pid_t(helpers.front()), SIGKILL), 0);
        QVERIFY(generate.waitForFinished(60000));
        QCOMPARE(generate.exitCode(), 1);
        const QString err = QString::fromUtf8(generate.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("was killed from outside by signal 9 (Killed)")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("budget")), qPrintable(err));
    }

    void generateNamesTheScriptsDigest()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("lab.maze"));
        const Result made = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + BetterWay, QStringLiteral("--size"),
            QStringLiteral("21x31"), QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--out"), out});
        QCOMPARE(made.status, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray maze = file.readAll();
        QFile script(BetterWay);
        QVERIFY(script.open(QIODevice::ReadOnly));
        const QByteArray digest = QCryptographicHash::hash(script.readAll(), QCryptographicHash::Sha256).toHex();
        QVERIFY(maze.startsWith("; generator: lab\n"));
        QVERIFY(maze.contains("; script: " + digest + "\n"));
        // The file reads back without the script: its maze is in it.
        const Result measured = runCli({QStringLiteral("metrics"), out});
        QCOMPARE(measured.status, 0);
        QVERIFY(measured.out.contains("\"dead_end_units\""));
    }

    // The digest is the file's SHA-256 byte for byte, as sha256sum says,
    // whatever the bytes: a byte-order mark, or a byte that is not UTF-8.
    void theDigestIsTheFilesBytes_data()
    {
        QTest::addColumn<QByteArray>("prefix");
        QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF");
        QTest::newRow("not UTF-8") << QByteArray("// caf\xE9\n");
    }

    void theDigestIsTheFilesBytes()
    {
        QFETCH(QByteArray, prefix);
        QTemporaryDir dir;
        QFile better(BetterWay);
        QVERIFY(better.open(QIODevice::ReadOnly));
        const QByteArray bytes = prefix + better.readAll();
        const QString script = write(dir, QStringLiteral("odd.js"), bytes);
        const QString out = dir.filePath(QStringLiteral("odd.maze"));
        const Result made = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + script, QStringLiteral("--size"),
            QStringLiteral("21x21"), QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--out"), out});
        QCOMPARE(made.status, 0);
        QFile maze(out);
        QVERIFY(maze.open(QIODevice::ReadOnly));
        const QByteArray digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
        QVERIFY2(maze.readAll().contains("; script: " + digest + "\n"), digest.constData());
    }

    void studyRunsTheScriptOnEveryRun()
    {
        const Result study = runCli({QStringLiteral("study"), QStringLiteral("--generators"),
            QStringLiteral("lab,permutation-dfs"), QStringLiteral("--option"), QStringLiteral("script=") + BetterWay,
            QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--runs"), QStringLiteral("20"),
            QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(study.status, 0);
        QVERIFY2(study.out.contains("\"lab\""), study.out.constData());
        // "all" leaves the lab out: it needs a script of the user's.
        const Result all = runCli({QStringLiteral("study"), QStringLiteral("--generators"), QStringLiteral("all"),
            QStringLiteral("--size"), QStringLiteral("11x11"), QStringLiteral("--runs"), QStringLiteral("1"),
            QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(all.status, 0);
        QVERIFY(!all.out.contains("\"lab\""));
    }

    void problemsGoToStderrWithAnExitStatus_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("message");
        QTest::addRow("syntax") << QByteArray("function digout(y, x) {\n  M[y][x] = 1\n  drawblock(y, x\n}\n")
                                << QStringLiteral("lab with seed 1: line 4: SyntaxError");
        QTest::addRow("endless loop") << QByteArray("function digout(y, x) {\n  while (true) {}\n}\n")
                                      << QStringLiteral("lab with seed 1: the script ran for more than 1 s");
        QTest::addRow("outside") << QByteArray("function digout(y, x) {\n  M[y + 2][x] = 1;\n}\n")
                                 << QStringLiteral("line 2: RangeError: M[21] is outside the maze");
    }
    void problemsGoToStderrWithAnExitStatus()
    {
        QFETCH(QByteArray, script);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("student.js"), script);
        const QString out = dir.filePath(QStringLiteral("never.maze"));
        const Result result = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + path, QStringLiteral("--option"),
            QStringLiteral("time-limit=1"), QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--seed"),
            QStringLiteral("1"), QStringLiteral("--out"), out});
        QCOMPARE(result.status, 1);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QVERIFY(!QFile::exists(out));
        const Result study = runCli({QStringLiteral("study"), QStringLiteral("--generators"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + path, QStringLiteral("--option"),
            QStringLiteral("time-limit=1"), QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--runs"),
            QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(study.status, 1);
        QVERIFY2(study.err.contains(QStringLiteral("lab with seed ")), qPrintable(study.err));
    }

    // A 64 MiB message comes out as one short line (#32, row 4).
    void aHugeMessageIsCapped()
    {
        QTemporaryDir dir;
        const QString path = write(
            dir, QStringLiteral("loud.js"), "function digout(y, x) {\n  throw new Error('x'.repeat(1 << 26));\n}\n");
        QElapsedTimer timer;
        timer.start();
        const Result result = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + path, QStringLiteral("--size"),
            QStringLiteral("21x21"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(result.status, 1);
        QVERIFY2(result.err.contains(QStringLiteral("line 2: Error: xxxx")), qPrintable(result.err.left(200)));
        QVERIFY2(result.err.contains(QStringLiteral("\u2026 (67108871 characters in all)")),
            qPrintable(result.err.right(200)));
        QVERIFY2(result.err.size() < 2200, qPrintable(QString::number(result.err.size())));
        QVERIFY(result.out.isEmpty());
        // A bound far above the expected (about a second).
        QVERIFY2(timer.elapsed() < 60000, qPrintable(QString::number(timer.elapsed())));
    }

    // A replay of a run that stopped early says why, and a failed script is
    // an error there as when generating (#32, row 15).
    void replaySaysWhyARunStoppedEarly()
    {
        QTemporaryDir dir;
        const QString loop = write(dir, QStringLiteral("loop.js"),
            "function digout(y, x) {\n  M[y][x] = 1;\n  drawblock(y, x);\n  for (;;) {}\n}\n");
        const QStringList spec {QStringLiteral("replay"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + loop, QStringLiteral("--option"),
            QStringLiteral("time-limit=1"), QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--seed"),
            QStringLiteral("3"), QStringLiteral("--at")};
        const Result past = runCli(spec + QStringList {QStringLiteral("50")});
        QCOMPARE(past.status, 2);
        QVERIFY2(past.err.contains(QStringLiteral("--at 50 is past the end: this run has ")), qPrintable(past.err));
        QVERIFY2(past.err.contains(QStringLiteral("; the run stopped early: the script ran for more than 1 s")),
            qPrintable(past.err));
        // Move 3 ended digout(19, 19), which never returned.
        const Result within = runCli(spec + QStringList {QStringLiteral("3")});
        QCOMPARE(within.status, 1);
        QVERIFY2(!within.out.isEmpty() && !within.out.contains("returns"), within.out.constData());
        QVERIFY2(within.err.contains(QStringLiteral("lab with seed 3: the script ran for more than 1 s")),
            qPrintable(within.err));

        const QString broken
            = write(dir, QStringLiteral("broken.js"), "function digout(y, x) {\n  M[y][x] = 1\n  drawblock(y, x\n}\n");
        QStringList syntax = spec;
        syntax[4] = QStringLiteral("script=") + broken;
        const Result failed = runCli(syntax + QStringList {QStringLiteral("0")});
        QCOMPARE(failed.status, 1);
        QVERIFY2(failed.err.contains(QStringLiteral("lab with seed 3: line 4: SyntaxError")), qPrintable(failed.err));
    }

    // merge takes a lab script by its digest only: a partial naming a path
    // (or a megabyte of text) would have it read, or echoed into the summary.
    void mergeTakesAScriptByItsDigestOnly()
    {
        QTemporaryDir dir;
        const QString script = write(dir, QStringLiteral("tiny.js"), "function digout(y, x) {\n  M[y][x] = 1;\n}\n");
        const QString part = dir.filePath(QStringLiteral("part.json"));
        QCOMPARE(runCli({QStringLiteral("study"), QStringLiteral("--generators"), QStringLiteral("lab"),
                            QStringLiteral("--option"), QStringLiteral("script=") + script, QStringLiteral("--size"),
                            QStringLiteral("5x5"), QStringLiteral("--runs"), QStringLiteral("2"),
                            QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--shard"),
                            QStringLiteral("1/1"), QStringLiteral("--json"), part})
                     .status,
            0);
        QCOMPARE(runCli({QStringLiteral("merge"), part}).status, 0);
        QFile file(part);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        const qsizetype at = text.indexOf("\"script\": \"");
        QVERIFY(at >= 0);
        text.replace(at, 76, "\"script\": \"/etc/passwd\"");
        const QString tampered = write(dir, QStringLiteral("tampered.json"), text);
        const Result refused = runCli({QStringLiteral("merge"), tampered});
        QCOMPARE(refused.status, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("is corrupt: its lab script is not named by its digest")),
            qPrintable(refused.err));
    }

    // The script is an input: an output on it (through a link too) would
    // replace the student's script with the maze, the metrics or the study.
    void anOutputOnTheScriptIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList spec {QStringLiteral("--option"), QStringLiteral("script=digout.js"),
            QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--seed"), QStringLiteral("1")};
        const QStringList lab {QStringLiteral("--generator"), QStringLiteral("lab")};
        QTest::newRow("generate --out") << QStringList {QStringLiteral("generate")} + lab + spec
                + QStringList {QStringLiteral("--out"), QStringLiteral("digout.js")}
                                        << QStringLiteral("the output --out digout.js is the lab script digout.js");
        QTest::newRow("metrics --out a link") << QStringList {QStringLiteral("metrics")} + lab + spec
                + QStringList {QStringLiteral("--out"), QStringLiteral("link.js")}
                                              << QStringLiteral("the output --out link.js is the lab script digout.js");
        QTest::newRow("study --json") << QStringList {QStringLiteral("study"), QStringLiteral("--generators"),
                                             QStringLiteral("lab"), QStringLiteral("--runs"), QStringLiteral("2")}
                + spec + QStringList {QStringLiteral("--json"), QStringLiteral("digout.js")}
                                      << QStringLiteral("the output --json digout.js is the lab script digout.js");
    }

    void anOutputOnTheScriptIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QFile better(BetterWay);
        QVERIFY(better.open(QIODevice::ReadOnly));
        const QByteArray script = better.readAll();
        write(dir, QStringLiteral("digout.js"), script);
        QVERIFY(QFile::link(QStringLiteral("digout.js"), dir.filePath(QStringLiteral("link.js"))));
        QProcess process;
        process.setWorkingDirectory(dir.path());
        process.start(QStringLiteral(MAZESTUDY_CLI), arguments);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(err.contains(message + QStringLiteral("; choose another file name")), qPrintable(err));
        QFile kept(dir.filePath(QStringLiteral("digout.js")));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), script);
        QCOMPARE(entries(dir.path()), QStringList({QStringLiteral("digout.js"), QStringLiteral("link.js")}));
    }

    void aMissingScriptIsNamed()
    {
        const Result none = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--size"), QStringLiteral("21x21"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(none.status, 2); // a spec that cannot be, as any bad option
        QVERIFY2(none.err.contains(QStringLiteral("give it as --option script=FILE.js")), qPrintable(none.err));
        const Result missing = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=/no/such.js"), QStringLiteral("--size"),
            QStringLiteral("21x21"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(missing.status, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("cannot read the script /no/such.js: No such file or directory")),
            qPrintable(missing.err));
        // A FIFO with no writer is refused by its kind at once instead of blocking.
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("script.js"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Result blocked = runCli({QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("lab"),
            QStringLiteral("--option"), QStringLiteral("script=") + fifo, QStringLiteral("--size"),
            QStringLiteral("21x21"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(blocked.status, 2);
        QVERIFY2(blocked.err.contains(
                     QStringLiteral("cannot read the script ") + fifo + QStringLiteral(": it is a FIFO, not a file")),
            qPrintable(blocked.err));
    }
};

QTEST_GUILESS_MAIN(TestCliLab)
#include "tst_cli_lab.moc"
