#pragma once

#include "callstyle.h"
#include "generator.h"

#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

// One row of the call-stack panel, read from a generator's frame: everything
// the panel shows, as data (for a Qt model to translate) and in English.
struct FrameDescription {
    size_t index = 0; // 0 = the outermost call
    Point unit; // the call's unit; the backtracker's cell is at this unit
    std::string call; // "digout(5, 7)", "visit(2, 3)"
    std::vector<Direction> order; // the directions the call takes up, in its order
    int done = 0; // order[0 .. done) are finished: skipped, or their call has returned
    // Every frame below the top waits for the call it made in this direction
    // (order[done]); the top frame waits for nothing.
    std::optional<Direction> trying;
    // The top frame: the direction its next move looks at; empty when its
    // next move returns. Empty for every other frame.
    std::optional<Direction> next;
    int line = 0; // a lab script's call: the source line that made it; 0 where unknown

    friend bool operator==(const FrameDescription &a, const FrameDescription &b)
    {
        return a.index == b.index && a.unit == b.unit && a.call == b.call && a.order == b.order && a.done == b.done
            && a.trying == b.trying && a.next == b.next && a.line == b.line;
    }
    friend bool operator!=(const FrameDescription &a, const FrameDescription &b) { return !(a == b); }
};

// Precondition: state has a call stack (Generator::callStack()), index < its depth().
FrameDescription describeFrame(const Generator &state, size_t index);
// The same from the frame alone: `top` says whether it is the deepest call,
// the one not waiting for a child. What a copy of the stack needs, away from
// the generator that made it.
FrameDescription describeFrame(CallStyle style, const Frame &frame, size_t index, bool top);

// The order as the seed that chose it would say it: "first south, then
// rotate: S E N W"; "permutation: W S E N"; "shuffled unvisited: N W".
std::string orderText(CallStyle style, const FrameDescription &frame);

} // namespace mazestudy
