#pragma once

#include "workingset.h"

namespace mazestudy {

// The working set of every version of Prim's algorithm but the one by cell
// weights (an active list): the frontier, cells or walls next to the maze.
extern const WorkingSetKind PrimFrontierSet;

} // namespace mazestudy
