#include "generator.h"

namespace mazestudy {

Generator::Generator(MazeSpec spec)
    : m_spec(std::move(spec))
{
}

Generator::~Generator() = default;

size_t Generator::memoryBytes() const
{
    return sizeof(*this) + m_grid.unitCount();
}

WorkingSet Generator::workingSet(size_t) const
{
    return {};
}

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
