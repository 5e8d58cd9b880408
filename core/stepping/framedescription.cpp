#include "framedescription.h"

#include "generatorcatalog.h"

namespace mazestudy {

FrameDescription describeFrame(const Generator &state, size_t index)
{
    const CallStack &stack = *state.callStack();
    return describeFrame(callStyleOf(state.spec().generator), stack.frame(index), index, index + 1 == stack.depth());
}

FrameDescription describeFrame(CallStyle style, const Frame &frame, size_t index, bool top)
{
    FrameDescription description;
    description.index = index;
    description.unit = frame.cell;
    description.call = callText(style, frame.cell);
    description.order.assign(frame.order.begin(), frame.order.begin() + frame.orderSize);
    description.line = frame.line;
    if (frame.orderSize == 0)
        return description; // a lab script's call: no order to show
    const bool waiting = !top;
    // Below the top, the last direction taken up is the carve that made the
    // call above it, which has not returned yet.
    description.done = waiting ? frame.tried - 1 : frame.tried;
    if (waiting)
        description.trying = frame.order[size_t(frame.tried - 1)];
    else if (frame.tried < frame.orderSize)
        description.next = frame.order[size_t(frame.tried)];
    return description;
}

std::string orderText(CallStyle style, const FrameDescription &frame)
{
    const std::string letters = frame.order.empty() ? "none" : directionLetters(frame.order);
    switch (style) {
    case CallStyle::DigoutRotating:
        return frame.order.empty()
            ? letters
            : "first " + std::string(directionName(frame.order.front())) + ", then rotate: " + letters;
    case CallStyle::DigoutPermutation:
        return "permutation: " + letters;
    case CallStyle::Visit:
        return "shuffled unvisited: " + letters;
    case CallStyle::Lab:
        return frame.line > 0 ? "the script's own, called at line " + std::to_string(frame.line) : "the script's own";
    case CallStyle::Sweeps:
    case CallStyle::Classic:
        break;
    }
    return letters;
}

} // namespace mazestudy
