// A study meets the faults of a real machine: signals, a kill it cannot
// catch, a full file system and a read-only one. Each time a clear message,
// no output file half-written, and a rerun succeeds.

#include "clirunner.h"
#include "generatorcatalog.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

using clirunner::entries;
using clirunner::Result;
using clirunner::runCli;

namespace {

// Far more than finishes before the test acts.
const QStringList endlessStudy {
    "study", "--generators", "all", "--size", "51x51", "--runs", "100000000", "--seed", "1", "--threads", "2"};

// A study of 3 mazes per generator with a CSV of a header and a row a maze.
const QStringList smallStudy {"study", "--generators", "all", "--size", "21x21", "--runs", "3", "--seed", "1"};
const int SmallStudyCsvLines = 1 + 3 * int(mazestudy::generatorCatalog().size());

int lineCount(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? int(file.readAll().count('\n')) : -1;
}

// Starts the endless study writing into `dir`, and returns once its outputs
// are open (the temporary CSV exists), so a signal is sure to be the study's.
bool startEndlessStudy(QProcess &process, const QString &dir)
{
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral(MAZESTUDY_CLI), endlessStudy + QStringList {"--csv", "rows.csv", "--json", "s.json"});
    return process.waitForStarted()
        && QTest::qWaitFor(
            [&] { return !QDir(dir).entryList({"rows.csv.part*"}, QDir::Files | QDir::Hidden).isEmpty(); }, 60000);
}

// Runs `arguments` in a fresh tmpfs of its own (mount options `mountOptions`)
// inside a user and mount namespace, so no privilege is needed and nothing
// stays mounted. Result::out is what the file system held afterwards.
Result runInTmpfs(const QString &mountOptions, const QStringList &arguments)
{
    const QString script = QStringLiteral(
        "mount -t tmpfs -o \"$1\" tmpfs \"$2\" || exit 97; cd \"$2\"; shift 2; \"$@\" >/dev/null; status=$?; "
        "ls -A; exit $status");
    QTemporaryDir mountPoint;
    QProcess process;
    process.start(QStringLiteral("unshare"),
        QStringList {"-rm", "sh", "-c", script, "sh", mountOptions, mountPoint.path(), QStringLiteral(MAZESTUDY_CLI)}
            + arguments);
    if (!process.waitForFinished(120000))
        return {-1, {}, QStringLiteral("timed out")};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2, process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError())};
}

// Starts `arguments` in `dir` and returns once its first output is open (the
// temporary of rows.csv exists): the next output, a FIFO, is then waited on.
bool startUntilCsvIsOpen(QProcess &process, const QString &dir, const QStringList &arguments)
{
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral(MAZESTUDY_CLI), arguments);
    return process.waitForStarted()
        && QTest::qWaitFor(
            [&] { return !QDir(dir).entryList({"rows.csv.part*"}, QDir::Files | QDir::Hidden).isEmpty(); }, 60000);
}

bool namespacesWork()
{
    QProcess probe;
    probe.start(QStringLiteral("unshare"), {"-rm", "true"});
    return probe.waitForFinished(10000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0;
}

} // namespace

class TestCliFaults : public QObject {
    Q_OBJECT
private slots:
    // Ctrl-C or SIGTERM mid-study: exit 128 + the signal, and the files it
    // was writing are gone, the temporary ones too.
    void signalLeavesNoFile_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("message");
        QTest::newRow("SIGINT") << int(SIGINT) << "interrupted; no file written";
        QTest::newRow("SIGTERM") << int(SIGTERM) << "terminated; no file written";
        // A closed terminal and Ctrl-\ left the temporary files (80 MB after 3 s).
        QTest::newRow("SIGHUP") << int(SIGHUP) << "hung up; no file written";
        QTest::newRow("SIGQUIT") << int(SIGQUIT) << "quit; no file written";
    }

    void signalLeavesNoFile()
    {
        QFETCH(int, signal);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess process;
        QVERIFY(startEndlessStudy(process, dir.path()));
        ::kill(pid_t(process.processId()), signal);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 128 + signal);
        // Without a progress bar to end, the message is the first line.
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(err, "mazestudy-cli study: " + message + "\n");
        QCOMPARE(entries(dir.path()), QStringList());
    }

    // An output that is a FIFO nobody reads yet is waited for, as `cat >
    // FIFO` waits; the signals still end the wait (they were caught and
    // ignored by a blocked open(): only SIGKILL ended it), leaving no file.
    void signalEndsTheWaitForAFifosReader_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("study, SIGINT") << "study" << int(SIGINT) << 130 << "study: interrupted; no file written";
        QTest::newRow("study, SIGTERM") << "study" << int(SIGTERM) << 143 << "study: terminated; no file written";
        QTest::newRow("a sweep, SIGINT") << "sweep" << int(SIGINT) << 130 << "study: interrupted; no file written";
        QTest::newRow("merge, SIGTERM") << "merge" << int(SIGTERM) << 1 << "merge: interrupted; no file written";
    }

    void signalEndsTheWaitForAFifosReader()
    {
        QFETCH(QString, verb);
        QFETCH(int, signal);
        QFETCH(int, status);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QStringList spec {"--generators", "backtracker", "--runs", "4", "--seed", "1"};
        QStringList arguments = QStringList {"study", "--size", "11x11"} + spec;
        if (verb == "sweep")
            arguments = QStringList {"study", "--sizes", "11x11,15x15"} + spec;
        if (verb == "merge") {
            for (const QString shard : {"1", "2"}) {
                const QStringList partial {"--shard", shard + "/2", "--json", dir.filePath(shard + ".json")};
                QCOMPARE(runCli(arguments + partial).status, 0);
            }
            arguments = QStringList {"merge", "1.json", "2.json"};
        }
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath("fifo")).constData(), 0600), 0);
        const QStringList before = entries(dir.path());
        QProcess process;
        QVERIFY(
            startUntilCsvIsOpen(process, dir.path(), arguments + QStringList {"--csv", "rows.csv", "--json", "fifo"}));
        ::kill(pid_t(process.processId()), signal);
        QVERIFY2(process.waitForFinished(20000), "still waiting for the FIFO's reader after the signal");
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), status);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()), "mazestudy-cli " + message + "\n");
        QCOMPARE(entries(dir.path()), before);
    }

    // With its reader there (the test holds the FIFO's other end), the study
    // writes its summary through the FIFO.
    void aFifoWithAReaderGetsTheSummary()
    {
        QTemporaryDir dir;
        const QByteArray fifo = QFile::encodeName(dir.filePath("fifo"));
        QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
        const int reader = ::open(fifo.constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        QProcess process;
        process.start(QStringLiteral(MAZESTUDY_CLI),
            {"study", "--generators", "backtracker", "--size", "11x11", "--runs", "4", "--seed", "1", "--json",
                dir.filePath("fifo")});
        QByteArray received;
        const auto drain = [&] {
            char buffer[4096];
            for (ssize_t n; (n = ::read(reader, buffer, sizeof buffer)) > 0;)
                received.append(buffer, qsizetype(n));
        };
        while (!process.waitForFinished(20))
            drain();
        drain();
        ::close(reader);
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(received.startsWith("{\n  \"schema_version\""), received.left(200).constData());
        QVERIFY(received.endsWith("}\n"));
    }

    // SIGKILL cannot be caught: the temporary CSV stays, under its temporary
    // name, but no output exists under the name asked for, and a rerun into
    // the same folder writes the whole study and removes that temporary.
    void killLeavesNoOutputAndARerunSucceeds()
    {
        QTemporaryDir dir;
        QProcess process;
        QVERIFY(startEndlessStudy(process, dir.path()));
        process.kill();
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        QVERIFY(!QFile::exists(dir.filePath("rows.csv")));
        QVERIFY(!QFile::exists(dir.filePath("s.json")));

        const Result rerun
            = runCli(smallStudy + QStringList {"--csv", dir.filePath("rows.csv"), "--json", dir.filePath("s.json")});
        QCOMPARE(rerun.status, 0);
        QCOMPARE(lineCount(dir.filePath("rows.csv")), SmallStudyCsvLines);
        // The rerun removed the temporary the killed run left.
        QCOMPARE(entries(dir.path()), QStringList({"rows.csv", "s.json"}));
    }

    // A file system that fills up mid-study, and one mounted read-only: the
    // cause in the message, nothing left behind; with room, the same study
    // writes everything.
    void fullOrReadOnlyFileSystem_data()
    {
        QTest::addColumn<QString>("mountOptions");
        QTest::addColumn<QString>("message");
        QTest::newRow("full") << "size=64k"
                              << "No space left on device";
        QTest::newRow("read-only") << "ro,size=16m"
                                   << "Read-only file system";
    }

    void fullOrReadOnlyFileSystem()
    {
        QFETCH(QString, mountOptions);
        QFETCH(QString, message);
        if (!namespacesWork())
            QSKIP("unshare -rm (user and mount namespaces) is not available here");
        // 600 mazes a generator: a CSV of about 2 MB, far past 64 KB.
        const QStringList study {"study", "--generators", "all", "--size", "21x21", "--runs", "600", "--seed", "1",
            "--csv", "rows.csv", "--json", "s.json", "--heatmap-dir", "heat"};
        const Result failed = runInTmpfs(mountOptions, study);
        QCOMPARE(failed.status, 1);
        QVERIFY2(failed.err.contains(message), qPrintable(failed.err));
        QVERIFY2(failed.out.isEmpty(), failed.out.constData()); // the file system is empty

        const Result rerun = runInTmpfs(QStringLiteral("size=64m"), study);
        QCOMPARE(rerun.status, 0);
        QCOMPARE(
            QString::fromUtf8(rerun.out).split('\n', Qt::SkipEmptyParts), QStringList({"heat", "rows.csv", "s.json"}));
    }

    // The charts on a full disk name the cause, as the heat maps do: a write
    // that the disk cut short was reported as "Unknown error".
    // An animation stopped by a signal mid-way, GIF or video (ffmpeg's
    // output): exit 128 + the signal, and no file or temporary is left.
    void animationStoppedLeavesNoFile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("gif") << "run.gif";
        QTest::newRow("mp4") << "run.mp4";
    }

    void animationStoppedLeavesNoFile()
    {
        QFETCH(QString, file);
        const QString temporary = file + QStringLiteral(".part*");
        QTemporaryDir dir;
        QProcess process;
        process.setWorkingDirectory(dir.path());
        // Ten thousand frames of a 1001 x 1001 maze: minutes, far more than the wait below.
        process.start(QStringLiteral(MAZESTUDY_CLI),
            {"animate", "--generator", "aldous-broder", "--size", "1001x1001", "--seed", "1", "--scale", "1",
                "--moves-per-frame", "3000", "--out", file});
        QVERIFY(process.waitForStarted());
        QVERIFY(QTest::qWaitFor(
            [&] { return !QDir(dir.path()).entryList({temporary}, QDir::Files | QDir::Hidden).isEmpty(); }, 60000));
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 128 + SIGINT);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()),
            QStringLiteral("mazestudy-cli animate: interrupted; no file written\n"));
        QCOMPARE(entries(dir.path()), QStringList());
    }

    // A full disk stops an animation with the cause, leaving nothing.
    void animationOnAFullFileSystemSaysWhy_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("gif") << "run.gif";
        QTest::newRow("mp4") << "run.mp4";
    }

    void animationOnAFullFileSystemSaysWhy()
    {
        QFETCH(QString, file);
        if (!namespacesWork())
            QSKIP("unshare -rm (user and mount namespaces) is not available here");
        const Result failed = runInTmpfs(QStringLiteral("size=64k"),
            {"animate", "--generator", "wilson", "--size", "201x201", "--seed", "1", "--scale", "2", "--out", file});
        QCOMPARE(failed.status, 1);
        QVERIFY2(failed.err.contains("No space left on device"), qPrintable(failed.err));
        QVERIFY2(failed.out.isEmpty(), failed.out.constData());
    }

    void chartsOnAFullFileSystemSayWhy()
    {
        if (!namespacesWork())
            QSKIP("unshare -rm (user and mount namespaces) is not available here");
        const Result failed = runInTmpfs(QStringLiteral("size=64k"),
            {"study", "--generators", "backtracker", "--size", "21x21", "--runs", "3", "--seed", "1", "--charts-dir",
                "charts"});
        QCOMPARE(failed.status, 1);
        QVERIFY2(failed.err.contains("No space left on device"), qPrintable(failed.err));
        QVERIFY2(failed.out.isEmpty(), failed.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliFaults)
#include "tst_cli_faults.moc"
