#pragma once

#include "cellmaze.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace mazestudy {

struct GeneratorInfo;

// Origin shift (CaptainLuma, 2024): a perfect maze kept as a tree whose
// edges all point toward one cell, the origin. It starts as rows that point
// east into a last column that points south, the origin in the south-east
// corner; each shift moves the origin to a random neighbour: the old origin
// points to it (the wall between opens) and the neighbour stops pointing
// where it did (that wall closes, unless it pointed back at the old origin).
// Every state is a perfect maze, so the maze is whole (progress() 1) from
// the first move; the shifts make it random, and their walk, like Aldous-Broder's, makes it
// uniform over spanning trees in the long run.
//
// The option `shifts` is how many shifts it makes, per cell: 50 by default,
// where the dead-end share has come to a uniform spanning tree's (at 10 it is
// still 1.1 points short at 101 x 101; docs/generators.md).
// Random numbers: per shift, CellMaze::randomWay over the origin's
// neighbours inside the grid (below(4) inside the border, below(k) on it,
// nothing when k is 1).
class OriginShiftGenerator final : public ClassicGenerator<OriginShiftGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    explicit OriginShiftGenerator(MazeSpec spec);
    // Throws std::invalid_argument naming the option for a bad `shifts`.
    static uint32_t shiftsPerCellOf(const MazeSpec &spec);
    static void checkOptions(const MazeSpec &spec) { shiftsPerCellOf(spec); }

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const { return m_pointer.capacity(); }

private:
    friend class ClassicGenerator<OriginShiftGenerator>;
    template<bool Observe> void advance(Move *move);
    template<bool Observe> void layOut(Move *move);
    void layOutMask();
    template<bool Observe> void shift(Move *move);
    // The shifts left as a move's count, which the narration reads as an int:
    // at most 2^31 - 1 (more are left only at 20001 x 20001 or with shifts=1000).
    uint32_t shiftsToTell() const { return uint32_t(std::min<uint64_t>(m_shiftsLeft, INT32_MAX)); }

    static constexpr uint8_t Origin = 4; // a cell's pointer: a Direction, or the origin
    std::vector<uint8_t> m_pointer; // per cell
    uint32_t m_origin = NoCell;
    uint64_t m_shifts = 0; // all it makes
    uint64_t m_shiftsLeft = 0;
};

} // namespace mazestudy
