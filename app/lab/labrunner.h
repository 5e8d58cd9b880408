#pragma once

#include "labrecording.h"
#include "mazespec.h"

#include <QString>

#include <memory>

// Runs a lab script on a maze of the spec's size and seed, in Qt's JavaScript
// engine on a thread of its own (a deep stack, so that the engine, not the
// process, says when recursion goes too deep), and records what it does.
// Never throws for the script's sake: what went wrong is the recording's
// problem, in words for a student, with its line.
std::shared_ptr<const mazestudy::LabRecording> runLabScript(
    const QString &source, const mazestudy::MazeSpec &spec, int timeLimitMs);

// The engine's limit on nested JavaScript calls, set for the whole process
// before its first JavaScript engine: digout's calls take two frames each
// (the script's and the lab's tracing), so a maze can nest some 10 000 calls.
constexpr int LabMaxCallDepth = 20000;
