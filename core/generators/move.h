#pragma once

#include "direction.h"
#include "grid.h"

#include <cstdint>

namespace mazestudy {

// What the generic stepping code (core/stepping/timeline.cpp, the pane, the
// replay) needs to know of a move, whichever generator makes it: a closed set,
// which that code switches on without a default, so that a role added here is
// a compile error (-Wswitch) wherever it is not yet handled. A generator's own
// kinds of move (MoveKind, below) each take one of these.
enum class MoveRole : uint8_t {
    Enter, // a call begins: its unit `at` is dug and its frame pushed
    Call, // the top frame digs through from `at` to `target`, `direction`, and calls there
    Return, // the top frame returns
    Plain, // an ordinary step that reaches no one unit: a look that passes, a message, a pause
    Unit, // changes the one unit `at` (a seed wall, a unit drawn)
    Window, // checks the 3x3 window around `at`: `wallCount` walls in it
    Pair, // changes the two units `at` and `target` (the exits opened)
    Join, // carves from `at` to `target`, both and the wall between; goes on from `target`
    Wall, // raises the units from `at` to `target` (a dividing wall)
    Area, // changes the units `changed` at once (the starting state laid out)
    Walk, // moves on to `target` and changes nothing
    Back, // goes back to `target` and changes nothing (a walk's loop erased)
    Pass, // leaves `at` as it is (a wall kept, a cell off a list)
    Scan, // looks over `at`..`target`; with a `count`, finds `gap`
    RowEnd, // finishes the row of `at`: the unit of work of a row-by-row generator
    SweepEnd, // finishes a sweep
};

// The fields of a Move a kind reports, in the replay's JSON and in this order.
namespace MoveField {
enum : uint16_t {
    Units = 1 << 0, // "units": [at, target]
    UnitsReversed = 1 << 1, // "units": [target, at]
    At = 1 << 2,
    Target = 1 << 3,
    Direction = 1 << 4,
    Reason = 1 << 5,
    Sweep = 1 << 6,
    WallCount = 1 << 7, // "wall_count"
    BecameWall = 1 << 8, // "became_wall"
    WallsAdded = 1 << 9, // "walls_added"
    Count = 1 << 10,
    Found = 1 << 11, // "found": `gap` when `count`, else null
    Gap = 1 << 12,
    ChambersLeft = 1 << 13, // "chambers_left": `count`
    Step = At | Target | Direction, // from one unit toward another
};
} // namespace MoveField

// One kind of elementary move of a generator's step machine: a stable name
// (the replay's JSON prints it), what it means to the stepping (its role) and
// which Move fields it reports (MoveField). Each generator defines its own
// kinds beside its code, as it does its narrations; the kinds several families
// share are defined in move.cpp. A kind is known by its address: a generator
// that tells its kinds apart compares pointers.
struct MoveKind {
    const char *name; // "carve"
    MoveRole role;
    uint16_t fields; // MoveField bits
};

// Kinds several generators share.
extern const MoveKind EnterMove; // the DFS family and the lab: a call begins
extern const MoveKind ReturnMove; // the DFS family and the lab: a call returns
extern const MoveKind OpenExitMove; // the DFS family and the lab dig the exit units after the outermost call returns
// Kruskal digs every cell, recursive division opens the inside, Life lays its soup.
extern const MoveKind PrepareMove;
// Carves the wall between `at` (in the maze) and `target`, digging both cells;
// at == target: a cell enters on its own (a walk's first cell, the binary tree's corner).
extern const MoveKind JoinMove;
// A random walk steps from `at` to `target` and carves nothing (Aldous-Broder
// through the maze, Wilson's walk growing or reaching the maze, hunt-and-kill).
extern const MoveKind WalkMove;
extern const MoveKind RejectMove; // a wall that stays, or a cell that leaves a work list: see `reason`
extern const MoveKind RowEndMove; // Eller or sidewinder finishes the row of `at`
// The automata count the walls in one unit's 3x3 window, and finish a sweep.
extern const MoveKind CheckMove;
extern const MoveKind SweepEndMove;

// Why a move passes something by (a wall that stays, a cell that leaves a
// work list), as the narration words it and the replay names it: an object
// with a stable name, defined by the generator that uses it (the DFS's
// out-of-bounds, braid's not-dead-end), or here when several do.
struct MoveReason {
    const char *name;
};
extern const MoveReason SameSetReason; // the two cells are already joined (Kruskal, Eller)
extern const MoveReason ChanceReason; // the coin kept the wall (Eller, braid)
// The cell has no unvisited neighbour and leaves the active list (growing tree, Prim's cell weights).
extern const MoveReason NoUnvisitedReason;

struct Move {
    const MoveKind *kind = &EnterMove;
    Point at; // the frame's unit, or the unit checked / walled
    Point target; // Carve/Skip: the unit two steps away
    Direction direction = Direction::South;
    const MoveReason *reason = nullptr; // none
    uint8_t wallCount = 0; // Check: walls counted in the window; braid's Join: 1 when `target` was a dead end too
    bool becameWall = false; // Check: the rule fired
    int sweep = 0; // the automaton's sweep, 1-based
    uint32_t wallsAdded = 0; // SweepEnd: walls the sweep added
    // Classic generators: the count the narration quotes (sets left, walk length, run length, list size, ...).
    uint32_t count = 0;
    Point gap; // Divide: the gap left in the wall; Scan: the cell found
    // Wilson: the walk's first cell; sidewinder: the run's first cell; hunt-and-kill: the cell the hunt
    // found, on the Join that adds it (the walk's Joins leave it at (0, 0))
    Point origin;
    Rect changed; // the units this move changed (for dirty regions)
};

} // namespace mazestudy
