#include "generator.h"

#include <stdexcept>

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

void runAndCheck(Generator &generator)
{
    generator.run();
    const ScriptOutcome *outcome = generator.scriptOutcome();
    const std::string problem = outcome ? outcome->problem() : std::string();
    if (!problem.empty())
        throw std::runtime_error(
            generator.spec().generator + " with seed " + std::to_string(generator.spec().seed) + ": " + problem);
}

} // namespace mazestudy
