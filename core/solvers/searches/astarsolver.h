#pragma once

#include "solver.h"
#include "solverinfo.h"

#include <vector>

namespace mazestudy {

// A* (Hart, Nilsson and Raphael 1968) with the Manhattan distance to the exit
// as its estimate, which never overestimates on the 4-neighbour grid and is
// consistent, so the path is a shortest one. A step takes the unit of least
// cost + estimate off the frontier (ties: the least estimate, then the one
// put there first) and reaches its neighbours; it stops when it takes the
// exit off (only then is the path known to be shortest). It keeps the cost
// from the start (4 bytes a unit), a byte a unit for the way back and its
// state, and the frontier as a binary heap, where a unit goes again when a
// cheaper way to it is found (the old entry is skipped when it comes up).
class AStarSolver : public Solver {
public:
    AStarSolver(std::shared_ptr<const Grid> grid, const SolverSetup &setup);
    static SolverInfo info();

    // Entries put on the frontier so far: a unit counts again for each cheaper way to it.
    uint64_t frontierEntries() const { return m_entries; }

    std::unique_ptr<Solver> clone() const override;
    std::vector<Point> path() const override;
    size_t memoryBytes() const override;
    SolverMark mark(Point unit) const override;
    SolverWorkingSet workingSet() const override;

protected:
    SolverStep advance() override;

private:
    struct Entry {
        uint32_t total = 0; // cost + estimate
        uint32_t estimate = 0;
        uint32_t order = 0; // when it was put on the frontier: the last tie-break
        uint32_t unit = 0;
    };

    // The heap's order: an entry comes off after every entry it compares greater than.
    static bool comesLater(const Entry &a, const Entry &b);
    uint32_t estimate(Point unit) const;
    void open(Point unit, uint32_t cost, Direction back);

    std::vector<uint32_t> m_cost;
    std::vector<uint8_t> m_state; // bits 0-1: the way back (a Direction); Opened, Closed
    std::vector<Entry> m_frontier; // a heap, least first
    uint64_t m_entries = 0;
};

} // namespace mazestudy
