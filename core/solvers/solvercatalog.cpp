#include "solvercatalog.h"

#include "astarsolver.h"
#include "blindalleysealer.h"
#include "breadthfirstsolver.h"
#include "collisionsolver.h"
#include "culdesacfiller.h"
#include "deadendfiller.h"
#include "depthfirstsolver.h"
#include "pledgesolver.h"
#include "randommousesolver.h"
#include "tremauxsolver.h"
#include "wallfollowersolver.h"

#include <stdexcept>

namespace mazestudy {

const char *pathPromiseName(PathPromise promise)
{
    switch (promise) {
    case PathPromise::Always:
        return "always";
    case PathPromise::Eventually:
        return "eventually";
    case PathPromise::PerfectMazes:
        return "perfect-mazes";
    case PathPromise::BorderExit:
        return "border-exit";
    }
    return "?";
}

// The catalogue's one list, in the order of the docs and `mazestudy-cli
// solvers`: the walkers that keep nothing, those that keep marks, the
// fillers, the searches for a shortest path.
const std::vector<SolverInfo> &solverCatalog()
{
    using Hand = WallFollowerSolver::Hand;
    using Branches = DepthFirstSolver::Branches;
    static const std::vector<SolverInfo> catalog = {
        RandomMouseSolver::info(),
        WallFollowerSolver::info(Hand::Left),
        WallFollowerSolver::info(Hand::Right),
        PledgeSolver::info(),
        TremauxSolver::info(),
        DepthFirstSolver::info(Branches::LabOrder),
        DepthFirstSolver::info(Branches::Random),
        DeadEndFiller::info(),
        CulDeSacFiller::info(),
        BlindAlleySealer::info(),
        BreadthFirstSolver::info(),
        AStarSolver::info(),
        CollisionSolver::info(),
    };
    return catalog;
}

const SolverInfo *findSolver(const std::string &id)
{
    for (const SolverInfo &info : solverCatalog()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

const SolverInfo &solverInfo(const std::string &id)
{
    if (const SolverInfo *info = findSolver(id))
        return *info;
    std::string known;
    for (const SolverInfo &candidate : solverCatalog())
        known += (known.empty() ? "" : ", ") + candidate.id;
    throw std::invalid_argument("unknown solver \"" + id + "\" (known: " + known + ")");
}

uint64_t estimatedSolverBytes(const SolverInfo &info, int rows, int cols)
{
    const uint64_t units = uint64_t(rows) * uint64_t(cols);
    // The grid, a byte a unit; the visit bitmap, a bit a unit.
    return units + (units + 7) / 8 + uint64_t(double(units) * info.bytesPerUnit);
}

uint64_t estimatedPathBytes(const SolverInfo &info, uint64_t units, uint64_t floorUnits)
{
    return floorUnits * sizeof(Point) + (info.constantMemory ? (units + 7) / 8 : 0);
}

} // namespace mazestudy
