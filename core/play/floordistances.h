#pragma once

#include "grid.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazestudy {

// A breadth-first search over the floor from one root unit (4-neighbourhood,
// units outside the grid are wall), kept so that paths can be read back.
//
// It stores one byte a unit: 0 for unreached, otherwise 1 + (distance mod 3).
// That is enough to walk back from any reached unit to the root, because the
// distances of two neighbours differ by at most one, so the neighbour one step
// nearer is the one whose mark is one less (mod 3). A full distance array
// would cost four bytes a unit, 1.6 GB at the 20001 x 20001 cap.
//
// Determinism: neighbours are taken in the lab's direction order (South,
// East, North, West) both when searching and when walking back, so where
// several shortest paths exist the same one is returned every time.
class FloorDistances {
public:
    // Nothing is reached when the root is a wall or outside the grid.
    FloorDistances(const Grid &grid, Point root);

    Point root() const { return m_root; }
    bool reached(Point p) const;
    // The units of the root's piece of the floor, the root included.
    uint64_t reachedCount() const { return m_reachedCount; }
    // The greatest distance from the root, and the first unit found at it.
    uint64_t eccentricity() const { return m_eccentricity; }
    Point farthest() const { return m_farthest; }

    // Steps from the root; nothing when the target was not reached. Walks the
    // path back, so it costs O(distance).
    std::optional<uint64_t> distanceTo(Point target) const;
    // The units of a shortest path, root first and target last; empty when
    // the target was not reached.
    std::vector<Point> pathTo(Point target) const;

private:
    uint8_t markAt(int row, int col) const;

    int m_rows = 0;
    int m_cols = 0;
    Point m_root;
    Point m_farthest;
    uint64_t m_reachedCount = 0;
    uint64_t m_eccentricity = 0;
    std::vector<uint8_t> m_marks;
};

} // namespace mazestudy
