#pragma once

#include "grid.h"

#include <cstdint>
#include <optional>

namespace mazestudy {

// Where a walk from the start to the exit stands: the solver's, the trace's
// and the player's common answer. The core gives the reason as a value; the
// window words it (translated), the CLI and tests use routeStatusText().
enum class RouteStatus : uint8_t {
    Searching, // the solver is still walking; the player has not reached the exit yet
    Reached, // start and exit are joined (or the player stands on the exit)
    Unreachable, // the exit lies in another piece of the floor than the start
    NoStart, // the maze has no start
    NoExit, // the maze has no exit
    StartIsWall, // the start is a wall unit or outside the grid
    ExitIsWall, // the exit is a wall unit or outside the grid
};

// Why no route can even be looked for, or nothing when start and exit are
// both floor units of the grid. Units outside the grid count as wall.
std::optional<RouteStatus> endpointProblem(const Grid &grid, std::optional<Point> start, std::optional<Point> exit);

// Plain English, for the CLI and test messages.
const char *routeStatusText(RouteStatus status);

} // namespace mazestudy
