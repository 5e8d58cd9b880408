#pragma once

#include "mazemetrics.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// What a solver did on one maze of a study (study --solvers).
struct SolverRun {
    uint64_t steps = 0;
    uint64_t unitsVisited = 0;
    uint64_t memoryBytes = 0; // its own state at the end: marks, stacks, frontiers
    bool success = false; // reached the exit within the step budget
    // False on a maze whose exit cannot be reached from its start: no solver
    // runs there, and all its figures are empty.
    bool ran = false;
};

// One maze of a study.
struct StudyRow {
    std::string generator;
    uint64_t run = 0;
    uint64_t seed = 0;
    MazeMetrics metrics;
    std::vector<SolverRun> solverRuns; // parallel to StudyConfig::solvers
};

} // namespace mazestudy
