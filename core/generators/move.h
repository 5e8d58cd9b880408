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
};

enum class SkipReason : uint8_t { None, OutOfBounds, AlreadyFloor };

struct Move {
    MoveKind kind = MoveKind::Enter;
    Point at; // the frame's unit, or the unit checked / walled
    Point target; // Carve/Skip: the unit two steps away
    Direction direction = Direction::South;
    SkipReason reason = SkipReason::None;
    uint8_t wallCount = 0; // Check: walls counted in the window
    bool becameWall = false; // Check: the rule fired
    int sweep = 0; // the automaton's sweep, 1-based
    uint32_t wallsAdded = 0; // SweepEnd: walls the sweep added
    Rect changed; // the units this move changed (for dirty regions)
};

} // namespace mazestudy
