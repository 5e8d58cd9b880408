#include "stopsignals.h"

#include <csignal>

namespace mazestudy::cli {

namespace {
constexpr int StopSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
} // namespace

void catchStopSignals(void (*handler)(int))
{
    for (const int signal : StopSignals)
        std::signal(signal, handler);
}

void restoreStopSignals()
{
    for (const int signal : StopSignals)
        std::signal(signal, SIG_DFL);
}

const char *stoppedBy(int signal)
{
    switch (signal) {
    case SIGTERM:
        return "terminated";
    case SIGHUP:
        return "hung up";
    case SIGQUIT:
        return "quit";
    default:
        return "interrupted";
    }
}

} // namespace mazestudy::cli
