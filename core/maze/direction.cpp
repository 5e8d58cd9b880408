#include "direction.h"

namespace mazestudy {

const char *directionName(Direction d)
{
    switch (d) {
    case Direction::South:
        return "south";
    case Direction::East:
        return "east";
    case Direction::North:
        return "north";
    case Direction::West:
        return "west";
    }
    return "?";
}

} // namespace mazestudy
