#pragma once

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QtTest>

// Runs the built mazestudy-cli (MAZESTUDY_CLI, set by mazestudy_cli_test) as
// a user would, with nothing on its standard input.
namespace clirunner {

struct Result {
    int status; // the exit code; -1 timed out, -2 crashed
    QByteArray out;
    QString err;
};

inline Result runProgram(const QString &program, const QStringList &arguments,
    const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        return {-1, {}, QStringLiteral("timed out")};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2, process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError())};
}

inline Result runCli(
    const QStringList &arguments, const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    return runProgram(QStringLiteral(MAZESTUDY_CLI), arguments, environment);
}

// What a folder holds, hidden files included, sorted by name.
inline QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden, QDir::Name);
}

// A mistake on the command line: exit status 2, nothing on standard output,
// and a message on stderr that contains `message`.
inline void verifyUsageError(const QStringList &arguments, const QString &message)
{
    const Result result = runCli(arguments);
    QCOMPARE(result.status, 2);
    QVERIFY(result.out.isEmpty());
    QVERIFY2(result.err.contains(message), qPrintable(result.err));
}

} // namespace clirunner
