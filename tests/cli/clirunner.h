#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// Runs the built mazestudy-cli (MAZESTUDY_CLI, set by mazestudy_cli_test) as
// a user would, with nothing on its standard input.
namespace clirunner {

struct Result {
    int status; // the exit code; -1 timed out, -2 crashed
    QByteArray out;
    QString err;
};

inline Result runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(MAZESTUDY_CLI), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        return {-1, {}, QStringLiteral("timed out")};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2, process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError())};
}

} // namespace clirunner
