#include "labrunner.h"

#include "cappedtext.h"
#include "labchild.h"
#include "labrecorder.h"
#include "labscriptrun.h"
#include "labwire.h"
#include "memorybudget.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

using mazestudy::LabRecording;

namespace {

// AddressSanitizer and ThreadSanitizer reserve terabytes of shadow memory as
// writable private mappings, which a data limit counts: in their builds the
// helper runs without one, held only by its watchdog (docs/robustness.md).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool Sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
constexpr bool Sanitized = true;
#else
constexpr bool Sanitized = false;
#endif
#else
constexpr bool Sanitized = false;
#endif

// The helper gives up on a script stuck in one call 3 s after its time limit
// and then exits; past this much more, it is ended from here.
constexpr int GiveUpAfterMs = 3000 + 5000;

std::atomic<unsigned> shares {1};

// Where the helper is: beside the calling program (mazestudy-cli-qt in
// libexec/mazestudy), in libexec/mazestudy beside bin (the window), or, for
// the tests, where the build tree made it.
QString helperPath()
{
    static const QString path = [] {
        const QString dir = QCoreApplication::applicationDirPath();
        for (const QString &candidate : {dir + QStringLiteral("/mazestudy-labrun"),
                 dir + QStringLiteral("/" MAZESTUDY_LABRUN_FROM_BIN), QStringLiteral(MAZESTUDY_LABRUN_BUILT)}) {
            if (QFileInfo(candidate).isExecutable() && QFileInfo(candidate).isFile())
                return QDir::cleanPath(candidate);
        }
        return QString();
    }();
    return path;
}

} // namespace

LabBudget labScriptBudget()
{
    LabBudget budget;
    budget.program = mazestudy::processMemoryBudget();
    budget.shares = std::max(1u, shares.load());
    budget.share = std::max(LabMinScriptBytes, budget.program / budget.shares);
    return budget;
}

QString labKilledText(const QString &helper, int signal)
{
    return QStringLiteral("the lab's helper %1 was killed from outside by signal %2 (%3): by the system's "
                          "out-of-memory killer, or by a user")
        .arg(helper)
        .arg(signal)
        .arg(QString::fromLocal8Bit(strsignal(signal)));
}

void setLabScriptShares(unsigned threads)
{
    shares = std::max(1u, threads);
}

void setLabCancelFlag(const std::atomic<bool> *flag)
{
    labchild::setCancelFlag(flag);
}

std::shared_ptr<const LabRecording> runLabScript(
    const QString &source, const mazestudy::MazeSpec &spec, int timeLimitMs, bool games)
{
    auto recording = std::make_shared<LabRecording>();
    const size_t units = size_t(spec.rows) * size_t(spec.cols);
    const auto fail = [&](const QString &problem) {
        *recording = LabRecording();
        recording->problem = problem.toStdString();
        recording->finalValues.assign(units, 0);
        return recording;
    };
    if (!QCoreApplication::instance())
        return fail(QStringLiteral("the lab needs Qt's application object to run scripts"));
    const QString program = helperPath();
    if (program.isEmpty())
        return fail(QStringLiteral("the lab's helper program, mazestudy-labrun, is not beside %1 nor in "
                                   "libexec/mazestudy: reinstall MazeStudy")
                        .arg(QCoreApplication::applicationFilePath()));
    const LabBudget budget = labScriptBudget();
    labwire::Request request;
    request.rows = spec.rows;
    request.cols = spec.cols;
    request.seed = spec.seed;
    request.timeLimitMs = timeLimitMs;
    request.share = budget.share;
    request.budget = budget.program;
    request.shares = budget.shares;
    request.games = games;
    // A script typed in the window has no file's cap: the helper takes no more.
    if (size_t(source.size()) > labwire::MaxSourceUnits)
        return fail(QStringLiteral("the script is %1 characters long; the lab takes scripts of at most %2")
                        .arg(source.size())
                        .arg(labwire::MaxSourceUnits));
    request.source.assign(reinterpret_cast<const char16_t *>(source.utf16()), size_t(source.size()));
    // Under a limit on its data (its heap, the engine's memory, every private
    // writable mapping): one allocation past the limit fails in the helper,
    // not here, and ends it. The script's stack is the helper's main
    // thread's, limited apart from its data (a thread's stack is data).
    labchild::Limits limits;
    limits.dataBytes = Sanitized ? 0 : budget.share;
    limits.stackBytes = LabStackBytes;
    const labchild::Child child = labchild::spawn({QFile::encodeName(program)}, limits);
    if (child.pid < 0)
        return fail(QStringLiteral("the lab's helper %1 could not be started: %2")
                        .arg(program, QString::fromLocal8Bit(std::strerror(errno))));

    const QDeadlineTimer deadline(qint64(timeLimitMs) + GiveUpAfterMs);
    labchild::Wait why = labchild::Wait::Ready;
    bool complete = false;
    // Why the recording could not be read, when the helper sent one.
    std::string unreadable;
    try {
        if (!labchild::sendAll(child.socket, labwire::encodeRequest(request), deadline, why))
            throw std::runtime_error("the request could not be sent");
        shutdown(child.socket, SHUT_WR);
        const labwire::Pull pull
            = [&](char *into, size_t size) { return labchild::receive(child.socket, into, size, deadline, why); };
        const size_t maxEvents = LabRecorder::maxEventsFor(spec.rows, spec.cols);
        *recording = labwire::readRecording(pull, spec.rows, spec.cols, maxEvents);
        if (games)
            labwire::readWalks(pull, *recording, spec.rows, spec.cols, maxEvents);
        complete = true;
    } catch (const std::exception &error) {
        // Whatever went wrong (a cut or bad recording, no memory for it),
        // the socket is closed and the helper reaped below.
        unreadable = error.what();
    }
    close(child.socket);
    if (!complete && why != labchild::Wait::Ready)
        kill(child.pid, SIGKILL);
    const int status = labchild::reap(child.pid);
    if (complete)
        return recording;
    if (why == labchild::Wait::Cancelled)
        return fail(QStringLiteral("the script was stopped: the program was interrupted"));
    if (why == labchild::Wait::TimedOut)
        return fail(labStuckText(QStringLiteral("the script ran for more than %1 s").arg(timeLimitMs / 1000.0)));
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        return fail(QStringLiteral("the lab's helper %1 could not be started").arg(program));
    if (WIFEXITED(status) && WEXITSTATUS(status) == 2)
        return fail(QStringLiteral("the lab's helper %1 did not understand its request: is it of another version "
                                   "of MazeStudy?")
                        .arg(program));
    // The helper ended without its recording: an allocation its data limit
    // refused (std::bad_alloc, an abort, a fault where the engine took no
    // for an answer). SIGKILL is not the limit's: only another process, the
    // kernel's OOM killer or a user, sends it.
    const bool refused = (WIFEXITED(status) && WEXITSTATUS(status) == 3)
        || (WIFSIGNALED(status)
            && (WTERMSIG(status) == SIGABRT || WTERMSIG(status) == SIGSEGV || WTERMSIG(status) == SIGBUS));
    if (refused)
        return fail(labRefusedText(budget));
    if (WIFSIGNALED(status))
        return fail(labKilledText(program, WTERMSIG(status)));
    return fail(QStringLiteral("the lab's helper %1 sent a recording that could not be read: %2")
                    .arg(program, QString::fromStdString(mazestudy::cappedText(unreadable))));
}
