#pragma once

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

} // namespace mazestudy
