// The window's Export animation (AnimationExporter): one pane's run and every
// pane side by side give the bytes `mazestudy-cli animate` gives for the same
// generators, size, seed and options; Cancel leaves no file; frames too large,
// and a file name that is no animation, are refused before anything is drawn.

#include "animationexporter.h"
#include "comparison.h"
#include "paneworker.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TestAnimationExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void onePaneEqualsTheCli();
    void everyPaneEqualsTheCli();
    void solveEqualsTheCli();
    void theFileNameChoosesTheFormat();
    void cancelLeavesNoFile();
    void closingMidVideoLeavesNothing();
    void refusedBeforeDrawing();

private:
    // Runs the export to `name` in the work folder, returning its outcome.
    AnimationExporter::Outcome exportTo(AnimationExporter &exporter, const QString &name, QString &message);
    QByteArray cliAnimation(const QStringList &arguments, const QString &name);
    QStringList files() const;
    QStringList children(const QString &name) const;
    // Starts a long export of every pane into `name`, and waits for its first frames.
    void startLong(AnimationExporter &exporter, const QString &name);

    QTemporaryDir m_dir;
    Comparison *m_comparison = nullptr;
};

void TestAnimationExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_comparison = new Comparison(this);
    m_comparison->setSettingsFile(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(m_comparison->setSize(21, 31));
    QVERIFY(m_comparison->setSeedText(QStringLiteral("5")));
    m_comparison->setGenerators({QStringLiteral("backtracker"), QStringLiteral("wilson"), QStringLiteral("automaton")});
    m_comparison->setSpeed(PaneWorker::InstantSpeed);
}

AnimationExporter::Outcome TestAnimationExport::exportTo(
    AnimationExporter &exporter, const QString &name, QString &message)
{
    QSignalSpy finished(&exporter, &AnimationExporter::finished);
    if (exporter.start(QUrl::fromLocalFile(m_dir.filePath(name))))
        finished.wait(60000);
    if (finished.count() != 1)
        return AnimationExporter::Failed;
    message = finished.first().at(1).toString();
    return finished.first().at(0).value<AnimationExporter::Outcome>();
}

QByteArray TestAnimationExport::cliAnimation(const QStringList &arguments, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QProcess cli;
    cli.start(QStringLiteral(MAZESTUDY_CLI),
        QStringList {QStringLiteral("animate"), QStringLiteral("--size"), QStringLiteral("21x31"),
            QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--out"), path}
            + arguments);
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0)
        qWarning() << cli.readAllStandardError();
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The pids of this test's child processes named `name`.
QStringList TestAnimationExport::children(const QString &name) const
{
    QProcess pgrep;
    pgrep.start(QStringLiteral("pgrep"),
        {QStringLiteral("-P"), QString::number(QCoreApplication::applicationPid()), QStringLiteral("-x"), name});
    pgrep.waitForFinished(10000);
    return QString::fromLatin1(pgrep.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QStringList TestAnimationExport::files() const
{
    return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

void TestAnimationExport::onePaneEqualsTheCli()
{
    AnimationExporter exporter;
    exporter.setProperty("comparison", QVariant::fromValue(m_comparison));
    exporter.setPane(1);
    exporter.setProperty("scale", 3);
    exporter.setProperty("duration", 2.0);
    exporter.setProperty("plain", true);
    QCOMPARE(exporter.fileName(), QStringLiteral("wilson-21x31-seed-5.gif"));
    QVERIFY(!exporter.frameProblem());
    QCOMPARE(exporter.frameText(), QStringLiteral("Frames of 93 × 63 pixels, 3 pixels a unit"));
    QString message;
    QCOMPARE(exportTo(exporter, QStringLiteral("pane.gif"), message), AnimationExporter::Saved);
    QVERIFY2(
        message.startsWith(QStringLiteral("Saved ") + m_dir.filePath(QStringLiteral("pane.gif"))), qPrintable(message));
    QFile written(m_dir.filePath(QStringLiteral("pane.gif")));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray cli = cliAnimation(
        {QStringLiteral("--generator"), QStringLiteral("wilson"), QStringLiteral("--scale"), QStringLiteral("3"),
            QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--colours"), QStringLiteral("plain")},
        QStringLiteral("cli-pane.gif"));
    QVERIFY(!cli.isEmpty());
    QVERIFY(written.readAll() == cli);
}

void TestAnimationExport::everyPaneEqualsTheCli()
{
    AnimationExporter exporter;
    exporter.setProperty("comparison", QVariant::fromValue(m_comparison));
    exporter.setPane(-1);
    exporter.setProperty("duration", 3.0);
    exporter.setProperty("sameMoves", true);
    QCOMPARE(exporter.fileName(), QStringLiteral("comparison-21x31-seed-5.gif"));
    QString message;
    QCOMPARE(exportTo(exporter, QStringLiteral("all.gif"), message), AnimationExporter::Saved);
    QFile written(m_dir.filePath(QStringLiteral("all.gif")));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray cli = cliAnimation(
        {QStringLiteral("--generators"), QStringLiteral("backtracker,wilson,automaton"), QStringLiteral("--duration"),
            QStringLiteral("3"), QStringLiteral("--pace"), QStringLiteral("moves")},
        QStringLiteral("cli-all.gif"));
    QVERIFY(!cli.isEmpty());
    QVERIFY(written.readAll() == cli);
}

void TestAnimationExport::solveEqualsTheCli()
{
    AnimationExporter exporter;
    exporter.setProperty("comparison", QVariant::fromValue(m_comparison));
    exporter.setPane(0);
    // Only a finished maze is solved.
    m_comparison->setSpeed(PaneWorker::InstantSpeed);
    m_comparison->runAll();
    QTRY_VERIFY_WITH_TIMEOUT(m_comparison->allFinished(), 60000);
    exporter.setPane(0);
    QCOMPARE(exporter.solverName(), QStringLiteral("Depth-first walk"));
    exporter.setProperty("solve", true);
    exporter.setProperty("plain", true); // a solve is drawn in its colours all the same
    exporter.setProperty("scale", 4);
    QCOMPARE(exporter.fileName(), QStringLiteral("dfs-solving-backtracker-21x31-seed-5.gif"));
    QString message;
    QCOMPARE(exportTo(exporter, QStringLiteral("solve.gif"), message), AnimationExporter::Saved);
    QFile written(m_dir.filePath(QStringLiteral("solve.gif")));
    QVERIFY(written.open(QIODevice::ReadOnly));

    const QString maze = m_dir.filePath(QStringLiteral("solved.maze"));
    QProcess generate;
    generate.start(QStringLiteral(MAZESTUDY_CLI),
        {QStringLiteral("generate"), QStringLiteral("--generator"), QStringLiteral("backtracker"),
            QStringLiteral("--size"), QStringLiteral("21x31"), QStringLiteral("--seed"), QStringLiteral("5"),
            QStringLiteral("--out"), maze});
    QVERIFY(generate.waitForFinished(60000) && generate.exitCode() == 0);
    QProcess cli;
    const QString path = m_dir.filePath(QStringLiteral("cli-solve.gif"));
    cli.start(QStringLiteral(MAZESTUDY_CLI),
        {QStringLiteral("animate"), QStringLiteral("--solver"), QStringLiteral("dfs"), maze, QStringLiteral("--scale"),
            QStringLiteral("4"), QStringLiteral("--out"), path});
    QVERIFY(cli.waitForFinished(60000) && cli.exitCode() == 0);
    QFile fromCli(path);
    QVERIFY(fromCli.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll() == fromCli.readAll());
    QFile::remove(maze);
}

void TestAnimationExport::theFileNameChoosesTheFormat()
{
    // GIF chosen, .webm typed: a WebM of even sides and a hold, as the CLI makes of .webm.
    AnimationExporter exporter;
    exporter.setProperty("comparison", QVariant::fromValue(m_comparison));
    exporter.setPane(2);
    exporter.setProperty("duration", 2.0);
    exporter.setProperty("format", AnimationExporter::Gif);
    QString message;
    QCOMPARE(exportTo(exporter, QStringLiteral("typed.webm"), message), AnimationExporter::Saved);
    QCOMPARE(exporter.property("format").value<AnimationExporter::Format>(), AnimationExporter::WebM);
    QFile written(m_dir.filePath(QStringLiteral("typed.webm")));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray cli = cliAnimation(
        {QStringLiteral("--generator"), QStringLiteral("automaton"), QStringLiteral("--duration"), QStringLiteral("2")},
        QStringLiteral("cli-typed.webm"));
    QVERIFY(!cli.isEmpty());
    QVERIFY(written.readAll() == cli);
}

void TestAnimationExport::startLong(AnimationExporter &exporter, const QString &name)
{
    exporter.setProperty("comparison", QVariant::fromValue(m_comparison));
    exporter.setPane(-1);
    // A frame a move, at 20 pixels a unit: thousands of large frames, far from done when stopped.
    exporter.setProperty("duration", 3600.0);
    exporter.setProperty("fps", 50);
    exporter.setProperty("scale", 20);
    QVERIFY(exporter.start(QUrl::fromLocalFile(m_dir.filePath(name))));
    QVERIFY(exporter.busy());
    // The first frames' report: the file is being written.
    QTRY_VERIFY_WITH_TIMEOUT(exporter.progressText().startsWith(QStringLiteral("Frame")), 60000);
}

void TestAnimationExport::cancelLeavesNoFile()
{
    const QStringList before = files();
    AnimationExporter exporter;
    QSignalSpy finished(&exporter, &AnimationExporter::finished);
    startLong(exporter, QStringLiteral("cancelled.gif"));
    if (QTest::currentTestFailed())
        return;
    exporter.cancel();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).value<AnimationExporter::Outcome>(), AnimationExporter::Cancelled);
    QVERIFY(!exporter.busy());
    QCOMPARE(files(), before);
}

void TestAnimationExport::closingMidVideoLeavesNothing()
{
    const QStringList before = files();
    {
        AnimationExporter exporter;
        startLong(exporter, QStringLiteral("closed.mp4"));
        if (QTest::currentTestFailed())
            return;
        // ffmpeg is at work when the window closes.
        QVERIFY(!children(QStringLiteral("ffmpeg")).isEmpty());
    }
    QCOMPARE(files(), before);
    QVERIFY2(children(QStringLiteral("ffmpeg")).isEmpty(), "an ffmpeg outlived the export");
}

void TestAnimationExport::refusedBeforeDrawing()
{
    const QStringList before = files();
    AnimationExporter exporter;
    exporter.setProperty("comparison", QVariant::fromValue(m_comparison));
    // Two tiles across of 101 x 101 units at 64 pixels a unit: 12952 x 13024 pixels a frame.
    QVERIFY(m_comparison->setSize(101, 101));
    exporter.setPane(-1);
    exporter.setProperty("scale", 64);
    QVERIFY(exporter.frameProblem());
    QVERIFY2(exporter.frameText().contains(QStringLiteral("megapixels")), qPrintable(exporter.frameText()));
    QString message;
    QCOMPARE(exportTo(exporter, QStringLiteral("huge.gif"), message), AnimationExporter::Failed);
    QCOMPARE(message, exporter.frameText());

    exporter.setProperty("scale", 2);
    QVERIFY(!exporter.frameProblem());
    QCOMPARE(exportTo(exporter, QStringLiteral("picture.png"), message), AnimationExporter::Failed);
    QVERIFY2(message.contains(QStringLiteral(".gif, .webm or .mp4")), qPrintable(message));
    QVERIFY(!exporter.busy());
    QCOMPARE(files(), before);
}

QTEST_MAIN(TestAnimationExport)
#include "tst_animationexport.moc"
