#include "labrunner.h"

#include "cappedtext.h"
#include "labrecorder.h"
#include "labscriptrun.h"
#include "labwire.h"
#include "memorybudget.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
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
// How often a waiting run looks at the cancel flag.
constexpr int CancelCheckMs = 50;

std::atomic<unsigned> shares {1};
std::atomic<const std::atomic<bool> *> cancelFlag {nullptr};

bool cancelled()
{
    const std::atomic<bool> *flag = cancelFlag.load();
    return flag && flag->load();
}

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

struct Child {
    pid_t pid = -1;
    int socket = -1;
};

// Starts the helper with its standard input and output on one end of a
// socket pair (send() can refuse to raise SIGPIPE, write() to a pipe cannot),
// under a limit on its data: its heap, the engine's memory, every private
// writable mapping. One allocation past the limit fails in the helper, not
// here, and ends it; it dies with this process too.
Child spawn(const QByteArray &program, uint64_t limit)
{
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
        return {};
    const pid_t parent = getpid();
    char *const argv[] = {const_cast<char *>(program.constData()), nullptr};
    const pid_t pid = fork();
    if (pid == 0) {
        // Only async-signal-safe calls until exec.
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(127);
        dup2(pair[1], STDIN_FILENO);
        dup2(pair[1], STDOUT_FILENO);
        // exec() gives the signals this process handles their default
        // action back: Ctrl-C at a terminal ends the helper with its program.
        // The script's stack is the helper's main thread's, limited apart
        // from its data (the stack is not counted as data; a thread's is).
        rlimit stack {};
        getrlimit(RLIMIT_STACK, &stack);
        stack.rlim_cur
            = stack.rlim_max == RLIM_INFINITY ? rlim_t(LabStackBytes) : std::min(rlim_t(LabStackBytes), stack.rlim_max);
        setrlimit(RLIMIT_STACK, &stack);
        if (!Sanitized) {
            const rlimit data {rlim_t(limit), rlim_t(limit)};
            setrlimit(RLIMIT_DATA, &data);
        }
        execv(program.constData(), argv);
        _exit(127);
    }
    close(pair[1]);
    if (pid < 0) {
        close(pair[0]);
        return {};
    }
    return {pid, pair[0]};
}

// Waits for the helper's bytes until the deadline or a cancel.
enum class Wait { Ready, TimedOut, Cancelled };

Wait waitFor(int socket, short events, const QDeadlineTimer &deadline)
{
    for (;;) {
        if (cancelled())
            return Wait::Cancelled;
        if (deadline.hasExpired())
            return Wait::TimedOut;
        pollfd entry {socket, events, 0};
        const int timeout = int(std::min<qint64>(CancelCheckMs, deadline.remainingTime()));
        const int ready = poll(&entry, 1, timeout);
        // An error of poll's own is left to send() or recv() to report.
        if (ready > 0 || (ready < 0 && errno != EINTR))
            return Wait::Ready;
    }
}

bool sendAll(int socket, const std::string &bytes, const QDeadlineTimer &deadline, Wait &why)
{
    for (size_t sent = 0; sent < bytes.size();) {
        why = waitFor(socket, POLLOUT, deadline);
        if (why != Wait::Ready)
            return false;
        const ssize_t done = send(socket, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (done < 0 && errno != EINTR && errno != EAGAIN)
            return false;
        sent += size_t(std::max<ssize_t>(0, done));
    }
    shutdown(socket, SHUT_WR);
    return true;
}

// The helper's exit status once it has ended, waiting a little for it, else
// after ending it.
int reap(pid_t pid)
{
    int status = 0;
    const QDeadlineTimer patience(2000);
    while (waitpid(pid, &status, WNOHANG) == 0) {
        if (patience.hasExpired()) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            break;
        }
        poll(nullptr, 0, 5);
    }
    return status;
}

LabBudget budgetOfOneScript()
{
    LabBudget budget;
    budget.program = mazestudy::processMemoryBudget();
    budget.shares = std::max(1u, shares.load());
    budget.share = std::max(LabMinScriptBytes, budget.program / budget.shares);
    return budget;
}

} // namespace

void setLabScriptShares(unsigned threads)
{
    shares = std::max(1u, threads);
}

void setLabCancelFlag(const std::atomic<bool> *flag)
{
    cancelFlag = flag;
}

std::shared_ptr<const LabRecording> runLabScript(
    const QString &source, const mazestudy::MazeSpec &spec, int timeLimitMs)
{
    auto recording = std::make_shared<LabRecording>();
    const size_t units = size_t(spec.rows) * size_t(spec.cols);
    const auto fail = [&](const QString &problem) {
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
    const LabBudget budget = budgetOfOneScript();
    labwire::Request request;
    request.rows = spec.rows;
    request.cols = spec.cols;
    request.seed = spec.seed;
    request.timeLimitMs = timeLimitMs;
    request.share = budget.share;
    request.budget = budget.program;
    request.shares = budget.shares;
    // A script typed in the window has no file's cap: the helper takes no more.
    if (size_t(source.size()) > labwire::MaxSourceUnits)
        return fail(QStringLiteral("the script is %1 characters long; the lab takes scripts of at most %2")
                        .arg(source.size())
                        .arg(labwire::MaxSourceUnits));
    request.source.assign(reinterpret_cast<const char16_t *>(source.utf16()), size_t(source.size()));
    const Child child = spawn(QFile::encodeName(program), budget.share);
    if (child.pid < 0)
        return fail(QStringLiteral("the lab's helper %1 could not be started: %2")
                        .arg(program, QString::fromLocal8Bit(std::strerror(errno))));

    const QDeadlineTimer deadline(qint64(timeLimitMs) + GiveUpAfterMs);
    Wait why = Wait::Ready;
    bool complete = false;
    // Why the recording could not be read, when the helper sent one.
    std::string unreadable;
    try {
        if (!sendAll(child.socket, labwire::encodeRequest(request), deadline, why))
            throw std::runtime_error("the request could not be sent");
        const labwire::Pull pull = [&](char *into, size_t size) {
            while (size > 0) {
                if ((why = waitFor(child.socket, POLLIN, deadline)) != Wait::Ready)
                    return false;
                const ssize_t got = recv(child.socket, into, size, 0);
                if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN))
                    return false;
                into += std::max<ssize_t>(0, got);
                size -= size_t(std::max<ssize_t>(0, got));
            }
            return true;
        };
        *recording
            = labwire::readRecording(pull, spec.rows, spec.cols, LabRecorder::maxEventsFor(spec.rows, spec.cols));
        complete = true;
    } catch (const std::exception &error) {
        // Whatever went wrong (a cut or bad recording, no memory for it),
        // the socket is closed and the helper reaped below.
        unreadable = error.what();
    }
    close(child.socket);
    if (!complete && why != Wait::Ready)
        kill(child.pid, SIGKILL);
    const int status = reap(child.pid);
    if (complete)
        return recording;
    if (why == Wait::Cancelled)
        return fail(QStringLiteral("the script was stopped: the program was interrupted"));
    if (why == Wait::TimedOut)
        return fail(labStuckText(QStringLiteral("the script ran for more than %1 s").arg(timeLimitMs / 1000.0)));
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        return fail(QStringLiteral("the lab's helper %1 could not be started").arg(program));
    if (WIFEXITED(status) && WEXITSTATUS(status) == 2)
        return fail(QStringLiteral("the lab's helper %1 did not understand its request: is it of another version "
                                   "of MazeStudy?")
                        .arg(program));
    // The helper ended without its recording: an allocation its data limit
    // refused (std::bad_alloc, an abort, a fault where the engine took no
    // for an answer), or the kernel's OOM killer.
    const bool refused = (WIFEXITED(status) && WEXITSTATUS(status) == 3)
        || (WIFSIGNALED(status)
            && (WTERMSIG(status) == SIGKILL || WTERMSIG(status) == SIGABRT || WTERMSIG(status) == SIGSEGV
                || WTERMSIG(status) == SIGBUS));
    if (refused)
        return fail(labRefusedText(budget));
    if (WIFSIGNALED(status))
        return fail(QStringLiteral("the lab's helper %1 was ended by signal %2 (%3)")
                        .arg(program)
                        .arg(WTERMSIG(status))
                        .arg(QString::fromLocal8Bit(strsignal(WTERMSIG(status)))));
    return fail(QStringLiteral("the lab's helper %1 sent a recording that could not be read: %2")
                    .arg(program, QString::fromStdString(mazestudy::cappedText(unreadable))));
}
