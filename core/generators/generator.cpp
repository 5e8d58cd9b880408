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

void Generator::narrate(const Move &, Narration &) const { }

} // namespace mazestudy
