#pragma once

#include "solver.h"

#include <memory>
#include <string>

namespace mazestudy {

// Whether a solver finds the exit, and where.
enum class PathPromise : uint8_t {
    Always, // whenever the exit can be reached, in a bounded number of steps
    Eventually, // with probability 1, in no bounded number of steps (the random mouse)
    PerfectMazes, // in mazes without loops; with loops it may circle an island for ever
    BorderExit, // an exit on the grid's border, from anywhere inside
};

// What the catalogue says of a solver. Each solver fills in its own in its
// own file (a static info() beside its class), and the catalogue lists those
// functions once, as the generators' does.
struct SolverInfo {
    std::string id;
    std::string name;
    std::string summary;
    std::string source; // where the algorithm is described, for the docs and `mazestudy-cli solvers`
    PathPromise findsPath = PathPromise::Always;
    bool shortest = false; // its path is a shortest one
    bool constantMemory = false; // O(1) state besides the maze, else O(units)
    bool worksWithLoops = true; // its promise holds in mazes with loops
    // The most its state takes, in bytes a unit of the grid (0 for O(1)
    // state), for estimatedSolverBytes(); a bound, as the memory budget's are.
    double bytesPerUnit = 0;
    std::unique_ptr<Solver> (*make)(std::shared_ptr<const Grid> grid, const SolverSetup &setup) = nullptr;
};

// SolverInfo::make for a solver built from the grid and setup alone.
template<class T> std::unique_ptr<Solver> makeSolverOf(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
{
    return std::make_unique<T>(std::move(grid), setup);
}

// "always", "eventually", "perfect-mazes", "border-exit": stable words for JSON.
const char *pathPromiseName(PathPromise promise);

} // namespace mazestudy
