#pragma once

#include "solverinfo.h"

#include <memory>
#include <string>
#include <vector>

namespace mazestudy {

const std::vector<SolverInfo> &solverCatalog();
const SolverInfo *findSolver(const std::string &id);
// Throws std::invalid_argument naming the known solvers for an unknown id.
const SolverInfo &solverInfo(const std::string &id);

// What solving a rows x cols maze with `info` holds at its peak, the maze
// included: the grid (a byte a unit), the solver's state at its bound and
// the visit count's bitmap. The program itself is the caller's to add.
uint64_t estimatedSolverBytes(const SolverInfo &info, int rows, int cols);
// What asking for the path takes besides (Solver::path()): the path, at most
// every floor unit, and for a solver that keeps no path (O(1) memory) a bit a
// unit of the grid to erase the loops of its walk replayed.
uint64_t estimatedPathBytes(const SolverInfo &info, uint64_t units, uint64_t floorUnits);

} // namespace mazestudy
