#pragma once

#include "grid.h"
#include "routestatus.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazestudy {

// The lab's trace(): the shortest start-to-exit path over the floor.
struct ShortestPath {
    // Reached, Unreachable, or the endpoint problem that stopped the search.
    RouteStatus status = RouteStatus::NoStart;
    // Start first, exit last; empty unless status is Reached.
    std::vector<Point> units;

    // Steps along the path (units - 1), the same figure as the metrics'
    // shortest path; nothing when there is no path.
    std::optional<uint64_t> length() const
    {
        if (units.empty())
            return std::nullopt;
        return uint64_t(units.size() - 1);
    }
};

// One breadth-first search (FloorDistances) from the start; where several
// shortest paths exist, the one FloorDistances documents is returned.
ShortestPath findShortestPath(const Grid &grid, std::optional<Point> start, std::optional<Point> exit);

} // namespace mazestudy
