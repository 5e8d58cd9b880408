// mazestudy-labrun: the lab's helper. Runs one lab script, read with its maze
// size, seed, time limit and memory budget from standard input, and writes
// its recording to standard output (labwire.h), and the walks of its solve()
// and trace() where the request asks for them, then exits. Programs start it
// under a limit on its data (labrunner.cpp): a script that allocates past its
// budget, in one call or many, ends this process, not theirs. Not for users:
// it reads and writes only the format of the version that built it.
#include "labscriptrun.h"
#include "labwire.h"
#include "memorybudget.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstdio>
#include <new>
#include <string>

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

namespace {

// The helper's exit codes besides 0: what mazestudy-labrun's caller tells apart.
constexpr int BadRequest = 2;
constexpr int OutOfMemory = 3;

// The script's console.log is for the window's terminal, not the CLI's
// output: Qt's debug and info lines are dropped, as mazestudy-cli drops them.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg || message.startsWith(QLatin1String("QStandardPaths:")))
        return;
    std::fprintf(stderr, "mazestudy-labrun: %s\n", qPrintable(message));
}

bool readAll(int fd, std::string &into, size_t cap)
{
    char buffer[65536];
    for (;;) {
        const ssize_t got = read(fd, buffer, sizeof buffer);
        if (got == 0)
            return true;
        if (got < 0)
            return false;
        into.append(buffer, size_t(got));
        if (into.size() > cap)
            return false;
    }
}

bool writeAll(int fd, const char *bytes, size_t size)
{
    for (size_t written = 0; written < size;) {
        const ssize_t done = write(fd, bytes + written, size - written);
        if (done <= 0)
            return false;
        written += size_t(done);
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    // Only the recording goes to the caller: anything else a library prints
    // to standard output goes to standard error.
    const int reply = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    dup2(STDERR_FILENO, STDOUT_FILENO);
    if (reply < 0)
        return BadRequest;
    qInstallMessageHandler(quietMessages);
    // The script runs on this thread, whose stack the caller's RLIMIT_STACK
    // makes LabStackBytes deep; glibc would give every other thread as much,
    // and those stacks would count against the data limit.
    pthread_attr_t small;
    pthread_attr_init(&small);
    pthread_attr_setstacksize(&small, 8u << 20);
    pthread_setattr_default_np(&small);
    pthread_attr_destroy(&small);
    if (!qEnvironmentVariableIsSet("QV4_MAX_CALL_DEPTH"))
        qputenv("QV4_MAX_CALL_DEPTH", QByteArray::number(LabMaxCallDepth));
    try {
        QCoreApplication application(argc, argv);
        std::string bytes;
        if (!readAll(STDIN_FILENO, bytes, 4096 + 2 * labwire::MaxSourceUnits))
            return BadRequest;
        labwire::Request request;
        try {
            request = labwire::decodeRequest(bytes);
        } catch (const std::runtime_error &error) {
            std::fprintf(stderr, "mazestudy-labrun: %s\n", error.what());
            return BadRequest;
        }
        mazestudy::MazeSpec spec;
        spec.rows = request.rows;
        spec.cols = request.cols;
        spec.seed = request.seed;
        const QString source = QString::fromUtf16(request.source.data(), qsizetype(request.source.size()));
        const LabBudget budget {request.share, request.budget, request.shares};
        const auto answer = [reply, games = request.games](const mazestudy::LabRecording &recording) {
            const labwire::Push push = [reply](const char *bytes, size_t size) { return writeAll(reply, bytes, size); };
            const bool written
                = labwire::writeRecording(recording, push) && (!games || labwire::writeWalks(recording, push));
            // A script stuck in one call still runs: exit without waiting for
            // it, and without destructors that would.
            std::fflush(stderr);
            _exit(written ? 0 : BadRequest);
        };
        answer(runLabScriptHere(source, spec, request.timeLimitMs, budget, request.games, answer));
    } catch (const std::bad_alloc &) {
        _exit(OutOfMemory);
    }
}
