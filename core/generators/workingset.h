#pragma once

#include "grid.h"
#include "movenarration.h"

#include <cstdint>
#include <vector>

namespace mazestudy {

// What a generator's working state is made of, for the stepping view: a
// stable name and the English title the view shows over the list, with %1 for
// the set's size when it quotes it, which the window translates
// (QCoreApplication::translate("WorkingSet", title)). Each generator defines
// its kinds beside its code, as it does its narrations (movenarration.h); the
// ones several generators share are defined in workingset.cpp. A kind is
// known by its address; no kind (nullptr) is no working set.
struct WorkingSetKind {
    const char *name; // "active-list"
    const char *title;
    bool tagsAreSets = false; // an item's tag is the set it belongs to
    // The set is the current row's, of a generator that builds row by row:
    // stepping out of it goes to the row's end (a later stage, as braid's, has its own kind).
    bool currentRow = false;
};

// Shared by several generators.
extern const WorkingSetKind ActiveListSet; // growing tree, Prim by cell weights: the cells still on the list
extern const WorkingSetKind RunSet; // sidewinder: the current run; binary tree: the current cell

// A unit (1x1), a run, a chamber or a scan row, in units; tag = set id where sets matter.
struct WorkingItem {
    Rect area;
    uint32_t tag = 0;
};

struct WorkingSet {
    const WorkingSetKind *kind = nullptr;
    uint64_t size = 0; // total items, even when more than returned
    std::vector<WorkingItem> items; // at most maxItems, the most relevant first (newest, top of stack)
    Rect focus; // what the last move looked at, e.g. Kruskal's wall just tried; may be empty
};

} // namespace mazestudy
