#pragma once

#include "grid.h"

#include <cstdint>
#include <optional>
#include <utility>
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
//
// The search can also be taken one unit at a time (the breadth-first solver
// shows its frontier growing): the stepwise search expands the same units in
// the same order as the whole one, so a path read back while it runs is the
// path the whole search gives, once the target is reached.
class FloorDistances {
public:
    // The whole search at once. Nothing is reached when the root is a wall
    // or outside the grid.
    FloorDistances(const Grid &grid, Point root);

    // Only the root reached; expandNext() takes the search on.
    static FloorDistances started(const Grid &grid, Point root);
    // Whether units are left to expand: false once the search is complete.
    bool searching() const { return m_expanded < m_layer.size(); }
    // Expands the next unit of the current layer: reaches its unreached floor
    // neighbours. Returns the unit and how many it reached. `grid` is the
    // grid the search started on. Precondition: searching().
    std::pair<Point, int> expandNext(const Grid &grid);
    // While searching, the units of the layer being expanded and of the
    // next: what the marks tell of the frontier (the layer's units expanded
    // already among them).
    bool onFrontier(Point p) const;
    // The distance of the layer being expanded.
    uint64_t layerDistance() const { return m_distance; }
    // Bytes the search holds: its marks and its two layers.
    size_t memoryBytes() const;

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
    FloorDistances(const Grid &grid, Point root, bool whole);
    uint8_t markAt(int row, int col) const;
    // The current layer is done: the next becomes current.
    void finishLayer(const Grid &grid);
    // `layer`, one step farther than the last, is reached: count it.
    void enterLayer(const Grid &grid, const std::vector<uint32_t> &layer);

    int m_rows = 0;
    int m_cols = 0;
    Point m_root;
    Point m_farthest;
    uint64_t m_reachedCount = 0;
    uint64_t m_eccentricity = 0;
    std::vector<uint8_t> m_marks;
    // One layer of equal distance at a time, so a layer's distance is the
    // loop counter and no queue of the whole piece is kept.
    std::vector<uint32_t> m_layer;
    std::vector<uint32_t> m_next;
    size_t m_expanded = 0; // units of m_layer expanded
    uint64_t m_distance = 0; // of m_layer
};

} // namespace mazestudy
