#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// What a lab script's run leaves besides the grid: why it stopped, if it
// stopped with an error, and its own marks on units. The built-in generators
// cannot fail and make only walls and floor, so this is a capability
// (Generator::scriptOutcome()) rather than part of every generator.
class ScriptOutcome {
public:
    // Why this maze may not be what the script meant to make, for the user:
    // an error it stopped with. Empty when there is nothing to say.
    virtual std::string problem() const = 0;
    // The line of the script the problem is on, 1-based; 0 for none.
    virtual int problemLine() const = 0;
    // Each unit's value, row-major: the script's own marks (2..255), which the
    // grid shows as floor, besides wall (0) and floor (1). Null for none.
    virtual const std::vector<uint8_t> *unitValues() const = 0;

protected:
    ~ScriptOutcome() = default;
};

} // namespace mazestudy
