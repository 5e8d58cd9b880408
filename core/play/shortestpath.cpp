#include "shortestpath.h"

#include "floordistances.h"

namespace mazestudy {

ShortestPath findShortestPath(const Grid &grid, std::optional<Point> start, std::optional<Point> exit)
{
    ShortestPath path;
    if (const auto problem = endpointProblem(grid, start, exit)) {
        path.status = *problem;
        return path;
    }
    path.units = FloorDistances(grid, *start).pathTo(*exit);
    path.status = path.units.empty() ? RouteStatus::Unreachable : RouteStatus::Reached;
    return path;
}

} // namespace mazestudy
