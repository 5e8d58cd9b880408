#pragma once

#include "arguments.h"
#include "solver.h"

#include <functional>
#include <iosfwd>
#include <memory>

namespace mazestudy {
struct SolverInfo;
}

namespace mazestudy::cli {

// Runs a verb of mazestudy-cli and returns the exit status; throws
// UsageError for a mistake on the command line (exit 2) and std::exception
// for anything else that fails (exit 1).
using VerbRunner = int (*)(Arguments &arguments, std::ostream &out);

// The verbs that need only the engine (mazestudy-cli runs them)...
int runGenerators(Arguments &arguments, std::ostream &out);
int runGenerate(Arguments &arguments, std::ostream &out);
int runConvert(Arguments &arguments, std::ostream &out);
int runMetrics(Arguments &arguments, std::ostream &out);
int runReplay(Arguments &arguments, std::ostream &out);
int runAnimate(Arguments &arguments, std::ostream &out);
int runSolvers(Arguments &arguments, std::ostream &out);
int runSolve(Arguments &arguments, std::ostream &out);
// `replay --solver ID FILE --at K`: runReplay hands the solver's id over.
int runSolverReplay(const std::string &solverId, Arguments &arguments, std::ostream &out);
// ... and those that need Qt (mazestudy-cli-qt).
int runStudy(Arguments &arguments, std::ostream &out);
int runMerge(Arguments &arguments, std::ostream &out);
int runLab(Arguments &arguments, std::ostream &out);

struct SolveRequest {
    std::string file;
    const SolverInfo *info = nullptr;
    SolverSetup setup;
};

// What solve, replay --solver and animate --solver share: the solver `id`
// with --seed and --step-budget, on the maze the file argument names,
// refused before it is built when it would pass the memory budget.
// `pathJson`: the path is to be written as JSON too (16 bytes a unit).
std::unique_ptr<Solver> prepareSolver(
    const std::string &id, Arguments &arguments, SolveRequest &request, bool pathJson, uint64_t budget);

// Writes to the file when a path is given (atomically), else to `out`.
void writeOutput(const std::optional<std::string> &path, const std::string &content, std::ostream &out);
void writeOutput(
    const std::optional<std::string> &path, const std::function<void(std::ostream &)> &write, std::ostream &out);

} // namespace mazestudy::cli
