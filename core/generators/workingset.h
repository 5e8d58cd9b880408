#pragma once

#include "grid.h"

#include <cstdint>
#include <vector>

namespace mazestudy {

// What a generator's working state is made of, for the stepping view.
enum class WorkingSetKind : uint8_t {
    None,
    ActiveList, // growing tree: the cells still on the list
    Walk, // Wilson: the loop-erased walk's cells, newest first
    Walker, // Aldous-Broder: the walker; size = cells not yet in the maze
    Chambers, // recursive division: the chambers still to divide
    RowSets, // Eller: runs of one set in the current row (tag = set)
    Run, // sidewinder: the current run; binary tree: the current cell
    ScanLine, // hunt-and-kill: the row being scanned, or the walker
    Frontier, // Prim: cells outside the maze next to it
    Sets, // Kruskal: the two cells of the wall just tried (tag = set); size = sets left
    DeadEnds, // braid: the dead ends still to visit, next first
};

// A unit (1x1), a run, a chamber or a scan row, in units; tag = set id where sets matter.
struct WorkingItem {
    Rect area;
    uint32_t tag = 0;
};

struct WorkingSet {
    WorkingSetKind kind = WorkingSetKind::None;
    uint64_t size = 0; // total items, even when more than returned
    std::vector<WorkingItem> items; // at most maxItems, the most relevant first (newest, top of stack)
    Rect focus; // what the last move looked at, e.g. Kruskal's wall just tried; may be empty
};

} // namespace mazestudy
