#pragma once

#include "direction.h"
#include "grid.h"

#include <array>
#include <cstddef>

namespace mazestudy {

// One call of a generator that recurses, as the call-stack panel shows it.
struct Frame {
    Point cell;
    std::array<Direction, 4> order {};
    int orderSize = 0; // 4, or for the backtracker its unvisited neighbours at entry
    int tried = 0; // directions of `order` already taken up (the last one may be in progress)
    int line = 0; // a lab script's: the source line that made the call, where the lab knows it; else 0
};

// The calls of a generator that recurses (the DFS family, a lab script's
// digout): what the call-stack panel lists, what stepping over and out of a
// call waits for. A capability (Generator::callStack()) rather than part of
// every generator, since the classics and the automata make no calls.
class CallStack {
public:
    // Calls on the stack, the current one included.
    virtual size_t depth() const = 0;
    // Frames from the outermost call (0) to the current one. Precondition: index < depth().
    virtual Frame frame(size_t index) const = 0;

protected:
    ~CallStack() = default;
};

} // namespace mazestudy
