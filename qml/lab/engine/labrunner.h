#pragma once

#include "labrecording.h"
#include "labscriptrun.h"
#include "mazespec.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>

// Runs a lab script on a maze of the spec's size and seed and records what it
// does: in a process of its own, the lab's helper mazestudy-labrun (beside
// the program, or in libexec/mazestudy), which runs it in Qt's JavaScript
// engine (runLabScriptHere) under a limit on its data set to the script's
// memory budget before it starts. Whatever the script allocates, in one call
// or many, the helper's limit refuses past the budget and this process stays
// as it was; the recording comes back through a socket (labwire.h).
// Never throws for the script's sake: what went wrong is the recording's
// problem, in words for a student, with its line. With `games`, the script's
// solve() and trace() run after digout, as the assignment's setup runs them,
// and the recording has their walks.
std::shared_ptr<const mazestudy::LabRecording> runLabScript(
    const QString &source, const mazestudy::MazeSpec &spec, int timeLimitMs, bool games = false);

// How many scripts may run at once (a study's threads; the window's panes):
// each has the program's memory budget divided by this, and at least
// LabMinScriptBytes, which the engine needs to start. 1 until set.
void setLabScriptShares(unsigned threads);
constexpr uint64_t LabMinScriptBytes = uint64_t(64) << 20;
// The memory one script may use now: the program's budget, shared.
LabBudget labScriptBudget();

// "the lab's helper HELPER was killed from outside by signal N (name): ..."
QString labKilledText(const QString &helper, int signal);

// While *flag is true, running scripts are ended at once (their helpers
// killed) and new ones end before they start: a study's Ctrl-C or SIGTERM.
void setLabCancelFlag(const std::atomic<bool> *flag);
