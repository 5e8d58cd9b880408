#pragma once

#include "direction.h"
#include "grid.h"

#include <cstdint>

namespace mazestudy {

// One elementary move of a generator's step machine.
enum class MoveKind : uint8_t {
    Enter, // a call begins: its unit is dug (marked visited) and its frame pushed
    Carve, // the top frame digs through to the unit two steps away and calls there
    Skip, // the top frame looks two steps away and passes: out of bounds or already floor
    Return, // the top frame has tried every direction and returns
    OpenExit, // the lab digs the exit units after the outermost call returns
    SeedWall, // the automaton places one of its seed walls
    Check, // the automaton counts the walls in one unit's 3x3 window
    SweepEnd, // the automaton finishes a sweep
    // The classic generators (core/generators/classic), on cells as the DFS family:
    Prepare, // lays out the starting state at once: Kruskal digs every cell, recursive division opens the inside
    Join, // carves the wall between `at` (in the maze) and `target`, digging both cells; at == target: a cell
          // enters on its own (a walk's first cell, the binary tree's corner)
    Walk, // a random walk steps from `at` to `target` and carves nothing (Aldous-Broder through the maze,
          // Wilson's walk growing or reaching the maze)
    Erase, // Wilson's walk stepped from `at` back onto `target`, on it already: the loop after `target` goes
    Reject, // a wall that stays, or a cell that leaves a work list: see `reason`
    Scan, // hunt-and-kill scans row `at`..`target`; found: the unvisited cell next to the maze is `gap`
    Divide, // recursive division walls `at`..`target` (one row or column of units) but for the gap `gap`
    RowEnd, // Eller or sidewinder finishes the row of `at`
    // A lab script (the user's own digout), replayed from its recording:
    Draw, // drawblock(y, x) shows unit `at` as the script left it: its value in `count`
    Message, // drawMessage(text): the text is the generator's message number `count`
    Pause, // delay(ms), `count` ms: a beat of the pane's pace, as the speed control sets it
    Reveal, // the script changed `count` units without drawing them: they show at once
    Stop, // the script stopped with an error, which Generator::problem() words
};

enum class SkipReason : uint8_t {
    None,
    OutOfBounds,
    AlreadyFloor,
    SameSet, // Reject: the two cells are already joined (Kruskal, Eller)
    Chance, // Reject: the coin kept the wall (Eller)
    NoUnvisited, // Reject: the cell has no unvisited neighbour and leaves the active list (growing tree)
    NotDeadEnd, // Reject: braid finds the unit no longer a dead end
    NoWallToOpen, // Reject: braid finds no wall next to the dead end with floor beyond
};

struct Move {
    MoveKind kind = MoveKind::Enter;
    Point at; // the frame's unit, or the unit checked / walled
    Point target; // Carve/Skip: the unit two steps away
    Direction direction = Direction::South;
    SkipReason reason = SkipReason::None;
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
