#include "routestatus.h"

namespace mazestudy {

std::optional<RouteStatus> endpointProblem(const Grid &grid, std::optional<Point> start, std::optional<Point> exit)
{
    if (!start)
        return RouteStatus::NoStart;
    if (!exit)
        return RouteStatus::NoExit;
    if (!grid.isFloor(start->row, start->col))
        return RouteStatus::StartIsWall;
    if (!grid.isFloor(exit->row, exit->col))
        return RouteStatus::ExitIsWall;
    return std::nullopt;
}

const char *routeStatusText(RouteStatus status)
{
    switch (status) {
    case RouteStatus::Searching:
        return "searching";
    case RouteStatus::Reached:
        return "the exit is reached";
    case RouteStatus::Unreachable:
        return "the exit cannot be reached from the start: the maze is split into pieces";
    case RouteStatus::NoStart:
        return "the maze has no start";
    case RouteStatus::NoExit:
        return "the maze has no exit";
    case RouteStatus::StartIsWall:
        return "the start is a wall";
    case RouteStatus::ExitIsWall:
        return "the exit is a wall";
    }
    return "?";
}

} // namespace mazestudy
