#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QDeadlineTimer>

#include <atomic>
#include <cstdint>
#include <string>

// A helper process of the lab's (mazestudy-labrun for JavaScript, a JVM for
// Java), spoken to through a socket on its standard input and output: send()
// can refuse to raise SIGPIPE, write() to a pipe cannot. It dies with the
// thread that started it.
namespace labchild {

struct Limits {
    uint64_t dataBytes = 0; // RLIMIT_DATA; 0 for none (a JVM cannot live under one)
    uint64_t stackBytes = 0; // RLIMIT_STACK of its main thread; 0 to keep the caller's
    bool noNetwork = false; // a network namespace of its own, where the kernel allows
    bool quiet = false; // its standard error to /dev/null: a JVM warns there of what is not the user's business
};

struct Child {
    pid_t pid = -1;
    int socket = -1;
};

// The child, or pid -1 with errno set.
Child spawn(const QByteArrayList &argv, const Limits &limits);

// While *flag is true, waits end at once as cancelled (setLabCancelFlag).
void setCancelFlag(const std::atomic<bool> *flag);

// Why sending or receiving stopped: done, the deadline, a cancel.
enum class Wait { Ready, TimedOut, Cancelled };

bool sendAll(int socket, const std::string &bytes, const QDeadlineTimer &deadline, Wait &why);
// Exactly `size` bytes, or false (the end came first, the time ran out, a cancel).
bool receive(int socket, char *into, size_t size, const QDeadlineTimer &deadline, Wait &why);
// The child's exit status once it has ended, waiting a little for it, else after ending it.
int reap(pid_t pid);

} // namespace labchild
