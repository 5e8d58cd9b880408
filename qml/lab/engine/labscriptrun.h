#pragma once

#include "labrecording.h"
#include "mazespec.h"

#include <QString>

#include <cstdint>
#include <functional>

// The memory a lab script may use: its share of the program's budget.
struct LabBudget {
    uint64_t share = 0;
    uint64_t program = 0;
    unsigned shares = 1; // the threads that may run scripts at once
};

// The engine's limit on nested JavaScript calls, set for the whole process
// before its first JavaScript engine: digout's calls take two frames each
// (the script's and the lab's tracing), so a maze can nest some 10 000 calls.
constexpr int LabMaxCallDepth = 20000;

// The stack a script runs on: the engine's stack for LabMaxCallDepth frames
// needs tens of megabytes, so that the engine, not the process, says when
// recursion goes too deep. The helper's main thread, whose stack is limited
// (RLIMIT_STACK) rather than counted as data: taken as the stack grows.
constexpr uint64_t LabStackBytes = uint64_t(512) << 20;

// Runs a lab script in Qt's JavaScript engine on the calling thread (the lab
// helper's main thread, with LabStackBytes of stack) and records what it
// does; programs call runLabScript(), which starts the helper. A watchdog
// thread interrupts the engine past the time limit, or once the process's
// resident memory passes the budget's share, and the recording ends with the
// reason; a script stuck in one call 3 s later is given up: `giveUp` gets the
// recording that says so, and must end the process. With `games`, the
// script's solve() and trace() run after digout, as the assignment's setup
// runs them, and the recording has their walks.
mazestudy::LabRecording runLabScriptHere(const QString &source, const mazestudy::MazeSpec &spec, int timeLimitMs,
    const LabBudget &budget, bool games, const std::function<void(const mazestudy::LabRecording &)> &giveUp);

// "the script used more memory than the budget allows and was stopped: HOW
// its budget of ...; keep fewer or smaller arrays and strings"
QString labMemoryText(const QString &how, const LabBudget &budget);
// The same, when one allocation was refused: the data limit's word.
QString labRefusedText(const LabBudget &budget);
// WHY, then that the script was stuck in one call and stopped.
QString labStuckText(const QString &why);
