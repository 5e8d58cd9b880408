#pragma once

#include "generatorinfo.h"
#include "grid.h"
#include "move.h"
#include "movenarration.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// The DFS family's styles: a stack of calls to show. The automaton sweeps and
// the classic generators show their working set instead.
constexpr bool makesCalls(CallStyle style)
{
    return style == CallStyle::Visit || style == CallStyle::DigoutRotating || style == CallStyle::DigoutPermutation
        || style == CallStyle::Lab;
}
// The DFS family proper: each call enters a cell by a carve in one of four
// directions, so a cell's arrow says where its call went next. A lab script's
// calls may go anywhere.
constexpr bool walksCells(CallStyle style)
{
    return makesCalls(style) && style != CallStyle::Lab;
}

// A place as the style's seed numbers it: "(5, 7)" is unit row 5, column 7
// for digout and the automaton; for visit it is cell (r, c), the unit
// (2r + 1, 2c + 1), as the flame game counts its 30x30 cells.
std::string placeText(CallStyle style, Point unit);
// "digout(5, 7)", "visit(2, 3)"; empty for Sweeps and Classic.
std::string callText(CallStyle style, Point unit);

// The narration of calls, shared by the DFS family and the lab's digout.
struct CallNarration {
    static const NarrationKind NotStarted; // %1 the first call
    static const NarrationKind OpenExit; // %1, %2 the exit units
};

// S, E, N, W: the compact form the call-stack panel and handouts use.
char directionLetter(Direction d);
// "S E N W"
std::string directionLetters(const std::vector<Direction> &directions);
// "south, east"; "none" for an empty list.
std::string directionNames(const std::vector<Direction> &directions);

} // namespace mazestudy
