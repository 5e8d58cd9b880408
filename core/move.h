#pragma once

#include "grid.h"

#include <cstdint>

namespace mazestudy {

// The lab's numbering: SOUTH=0, EAST=1, NORTH=2, WEST=3, so (d+1)%4 turns.
enum class Direction : uint8_t { South = 0, East = 1, North = 2, West = 3 };

constexpr int rowStep(Direction d)
{
    return d == Direction::South ? 1 : d == Direction::North ? -1 : 0;
}
constexpr int colStep(Direction d)
{
    return d == Direction::East ? 1 : d == Direction::West ? -1 : 0;
}
const char *directionName(Direction d);

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
