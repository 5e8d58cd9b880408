#include "labchild.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace labchild {

namespace {
// How often a waiting run looks at the cancel flag.
constexpr int CancelCheckMs = 50;

std::atomic<const std::atomic<bool> *> cancelFlag {nullptr};

bool cancelled()
{
    const std::atomic<bool> *flag = cancelFlag.load();
    return flag && flag->load();
}

// Waits for the socket to be ready until the deadline or a cancel.
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

} // namespace

void setCancelFlag(const std::atomic<bool> *flag)
{
    cancelFlag = flag;
}

Child spawn(const QByteArrayList &argv, const Limits &limits)
{
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
        return {};
    // Built before fork: the child may only make async-signal-safe calls.
    std::vector<char *> words;
    for (const QByteArray &word : argv)
        words.push_back(const_cast<char *>(word.constData()));
    words.push_back(nullptr);
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(127);
        dup2(pair[1], STDIN_FILENO);
        dup2(pair[1], STDOUT_FILENO);
        // exec() gives the signals this process handles their default
        // action back: Ctrl-C at a terminal ends the helper with its program.
        if (limits.stackBytes > 0) {
            rlimit stack {};
            getrlimit(RLIMIT_STACK, &stack);
            stack.rlim_cur = stack.rlim_max == RLIM_INFINITY ? rlim_t(limits.stackBytes)
                                                             : std::min(rlim_t(limits.stackBytes), stack.rlim_max);
            setrlimit(RLIMIT_STACK, &stack);
        }
        if (limits.dataBytes > 0) {
            const rlimit data {rlim_t(limits.dataBytes), rlim_t(limits.dataBytes)};
            setrlimit(RLIMIT_DATA, &data);
        }
        // Without the privilege for it, the child keeps the machine's
        // network (docs/lab.md says so).
        if (limits.noNetwork)
            unshare(CLONE_NEWNET);
        if (limits.quiet) {
            const int nothing = open("/dev/null", O_WRONLY);
            if (nothing >= 0)
                dup2(nothing, STDERR_FILENO);
        }
        execv(words[0], words.data());
        _exit(127);
    }
    close(pair[1]);
    if (pid < 0) {
        close(pair[0]);
        return {};
    }
    return {pid, pair[0]};
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
    return true;
}

bool receive(int socket, char *into, size_t size, const QDeadlineTimer &deadline, Wait &why)
{
    while (size > 0) {
        if ((why = waitFor(socket, POLLIN, deadline)) != Wait::Ready)
            return false;
        const ssize_t got = recv(socket, into, size, 0);
        if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN))
            return false;
        into += std::max<ssize_t>(0, got);
        size -= size_t(std::max<ssize_t>(0, got));
    }
    return true;
}

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

} // namespace labchild
