#pragma once

#include "labrecording.h"
#include "labscripts.h"
#include "mazespec.h"

#include <memory>

// Runs a student's Java (the mazedfs assignment's studentcode.java and the
// .java files beside it) on a maze of the spec's size and seed and records
// what its digout does, as runLabScript does for JavaScript: in a JVM of the
// system's JDK (JAVA_HOME, else java on the PATH) running the lab's
// stand-in superclass and runner (app/labjava), which compiles the files
// once and runs them afresh for each maze. Each thread keeps its JVM for the
// next run of the same files, so a study starts one JVM a worker, not one a
// maze. Never throws for the code's sake: what went wrong is the
// recording's problem, with its line. With `games`, the student's solve() and
// trace() run after digout, as the assignment's setup runs them, and the
// recording has their walks.
std::shared_ptr<const mazestudy::LabRecording> runJavaLab(
    const LabScript &script, const mazestudy::MazeSpec &spec, int timeLimitMs, bool games = false);

// The java program the lab would start, or empty with the reason in `why`.
QString labJavaProgram(QString *why = nullptr);
