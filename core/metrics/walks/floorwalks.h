#pragma once

// The floor as the metrics see it, one byte a unit, and the searches over it:
// breadth-first where distances must be exact on any floor, depth-first along
// the corridors where the floor has no loops. Internal to measureGrid().

#include "grid.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace mazestudy::floorwalks {

// Every pass reads one byte a unit: bits 0-3 say which 4-neighbours are floor
// (bit d for Direction d: South, East, North, West), bit 4 that the unit is
// floor and bit 5 that it ends corridors (floor without exactly two floor
// neighbours). Bits 6 and 7 are the marks of the corridor walk and of the
// component searches, so no pass needs a grid-sized array of its own.
constexpr uint8_t LinkBits = 0x0f;
constexpr uint8_t FloorBit = 0x10;
constexpr uint8_t CorridorEnd = 0x20;
constexpr uint8_t CorridorWalked = 0x40;
constexpr uint8_t ComponentMark = 0x80;

constexpr uint8_t South = 1 << 0;
constexpr uint8_t East = 1 << 1;
constexpr uint8_t North = 1 << 2;
constexpr uint8_t West = 1 << 3;

// Floor neighbours by link bits, from a table.
constexpr std::array<int8_t, 16> linkCount {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
constexpr int degreeOf(uint8_t links)
{
    return linkCount[links & LinkBits];
}

// The link bit pointing back at a unit from its neighbour in direction bit `d`.
constexpr uint8_t opposite(uint8_t d)
{
    return uint8_t(((d << 2) | (d >> 2)) & LinkBits);
}

// The index 0-3 of the lowest link bit (links != 0).
inline int firstDirection(unsigned links)
{
    return __builtin_ctz(links);
}

// A buffer of unit indices that grows and never shrinks or zero-fills: the
// breadth-first layers, written through a plain pointer.
class UnitBuffer {
public:
    uint32_t *reserve(size_t count)
    {
        if (count > m_capacity) {
            m_capacity = std::max(count, 2 * m_capacity);
            m_units.reset(new uint32_t[m_capacity]);
        }
        return m_units.get();
    }

private:
    std::unique_ptr<uint32_t[]> m_units;
    size_t m_capacity = 0;
};

// A unit where the depth-first walk below has links left to follow.
struct Junction {
    uint32_t unit;
    uint32_t depth;
    uint32_t deepest; // the deepest unit of its branches walked so far, or `depth`
    uint32_t untried; // link bits not followed yet
};

// The link bytes and the steps between units. The hot loops copy `units` and
// the offsets into locals first: a store through a uint8_t pointer may alias
// anything, so members would be reloaded after every store.
struct Floor {
    explicit Floor(const Grid &grid)
        : size(grid.unitCount())
        , units(new uint8_t[size])
    {
        const auto cols = ptrdiff_t(grid.cols());
        offsets = {cols, 1, -cols, -1};
        for (size_t d = 0; d < 4; ++d)
            stepByLink[size_t(1) << d] = offsets[d];
    }

    size_t size;
    // Left uninitialised: linkUnits() writes every byte first.
    std::unique_ptr<uint8_t[]> units;
    std::array<ptrdiff_t, 4> offsets {}; // by direction index
    std::array<ptrdiff_t, 9> stepByLink {}; // by the direction's link bit: no bit scan on the corridor walk
    // Unit indices fit 32 bits (MaxSide); half the memory traffic of size_t.
    UnitBuffer layer;
    UnitBuffer next;
    std::vector<Junction> junctions; // depthFirst()'s stack
    // Perfect mazes need up to 1/70 of their units (rotating-dfs; Kruskal
    // 1/450, the backtracker 1/1500), an open area nearly all. At 16 bytes a
    // junction, half a byte a unit at most.
    size_t junctionCap = std::max<size_t>(size_t(1) << 16, size / 32);
};

// What one breadth-first search finds.
struct Search {
    uint64_t reached = 0;
    uint64_t linkEnds = 0; // the links of the units reached, counted from both ends
    uint64_t eccentricity = 0; // the greatest distance from the source
    uint64_t distanceSum = 0; // the distances of the units reached, added up
    size_t farthest = 0; // the first unit found at that distance
    std::optional<uint64_t> targetDistance; // empty when the target is elsewhere
};

// Breadth-first over the floor from the units in floor.layer, already
// visited, a layer at a time so that no distance array is needed. It marks the
// units it visits by flipping ComponentMark: `visited` says which value of
// the bit means visited, so that two searches of one component look for
// opposite values and no search has to clear the marks of the one before.
Search spread(Floor &floor, size_t layerSize, bool visited, std::optional<size_t> target);

// The distances from `source`, as spread() finds them; used where a component has loops.
Search breadthFirst(Floor &floor, size_t source, bool visited, std::optional<size_t> target);

// The corridors counted so far: MazeMetrics's count and histogram, by
// reference, so that the walks need not know the metrics.
struct CorridorTally {
    uint64_t &corridors;
    std::vector<uint64_t> &lengthHistogram;
};

// One corridor of `length` steps more in the histogram.
inline void countCorridor(CorridorTally tally, uint64_t length)
{
    if (tally.lengthHistogram.size() <= length)
        tally.lengthHistogram.resize(length + 1, 0);
    ++tally.lengthHistogram[length];
    ++tally.corridors;
}

// What depthFirst() finds in one component.
struct Walk {
    uint64_t reached = 0;
    uint64_t linkEnds = 0; // the component's links, counted from both ends
    // Where the component has no loop, one way leads between any two units,
    // so depths are distances: the start-exit path and the longest path.
    std::optional<uint64_t> targetDepth;
    uint64_t longestPath = 0;
    bool complete = true; // false: the walk left an open area to spread()
    bool pathsKnown() const { return complete && linkEnds / 2 + 1 == reached; }
};

// Depth-first over the floor from `source`, setting ComponentMark. It follows
// a corridor unit after neighbouring unit, where a breadth-first layer is
// spread over the whole maze: on a large maze most of the breadth-first
// search's time was cache misses. Only junctions go on a stack, with the links
// they have left; a corridor walks on without one.
// The longest path without loops: the two deepest branches below a junction
// (or the source) make the longest path through it, found as each branch is
// done. An open area would put most of its units on the stack: past
// floor.junctionCap the walk counts the rest of the component with spread()
// and leaves its paths to the breadth-first searches.
// Without loops, each walk from a junction is one whole corridor, counted in
// `tally` (but for a source inside a corridor, whose two walks are halves of
// one); the counts stand only if every component turns out to have no loops.
Walk depthFirst(Floor &floor, size_t source, std::optional<size_t> target, CorridorTally tally);

} // namespace mazestudy::floorwalks
