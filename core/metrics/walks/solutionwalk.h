#pragma once

// The solution's measures on measureGrid()'s floor: internal to it, beside
// the walks of floorwalks.h whose marks it reuses.

#include "floorwalks.h"
#include "solutionmetrics.h"

#include <cstddef>
#include <cstdint>

namespace mazestudy::floorwalks {

// What the path's measures need of the maze besides its floor.
struct SolutionGrid {
    int rows = 0;
    int cols = 0;
    bool cellView = false;
    uint64_t steps = 0; // the start-exit path's length, found already
};

// The start-exit path's measures (solutionmetrics.h), once measureGrid's
// other passes are done with the marks; `start` and `exit` are floor units of
// one component, `inTree` says whether it has no loop. A tree is walked once,
// depth-first and without a mark; a component with loops takes breadth-first
// searches whose marks live in the link bytes' bits 6 and 7.
SolutionMetrics solutionOnFloor(Floor &floor, size_t start, size_t exit, bool inTree, const SolutionGrid &grid);

} // namespace mazestudy::floorwalks
