#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Hunt-and-kill: a random walk from a random cell into unvisited cells,
// carving as it goes. When the walker is stuck, the hunt scans rows from the
// top for the first unvisited cell next to the maze, joins it to a random
// visited neighbour, and the walk goes on from there. Rows with no unvisited
// cell left are passed over without a move (a count per row keeps track).
// A row's scan finds what a cell-by-cell scan would, without one: a bit per
// cell marks the cells next to the maze but not in it, so the first such
// cell of a row is its lowest set bit.
//
// Moves: Join (the walk, or the found cell joining), Scan (one row scanned:
// `gap` is the cell found, or count = 0 when none).
// Random numbers: below(cells) for the first cell; choose(k) among the k
// unvisited neighbours per walk step; choose(k) among the k visited
// neighbours of a cell the hunt found. All in S, E, N, W order.
class HuntAndKillGenerator final : public ClassicGenerator<HuntAndKillGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    explicit HuntAndKillGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;

private:
    friend class ClassicGenerator<HuntAndKillGenerator>;
    enum class Phase : uint8_t { Start, Walk, Hunt, Found };
    template<bool Observe> void advance(Move *move);
    template<bool Observe> void enter(uint32_t from, Direction d, Move *move);
    // A cell has joined the maze: it leaves the hunt's targets, its neighbours
    // outside the maze become targets.
    void joined(uint32_t cell);
    void setTarget(uint32_t row, uint32_t col, bool target);
    uint32_t firstTarget(uint32_t row) const;

    Phase m_phase = Phase::Start;
    uint32_t m_walker = NoCell;
    uint32_t m_scanRow = 0; // Hunt: the next row to scan
    uint32_t m_found = NoCell;
    uint32_t m_left = 0; // cells not in the maze
    std::vector<uint32_t> m_rowLeft; // per row: cells not in the maze
    uint32_t m_firstRow = 0; // the rows above it are all in the maze
    uint32_t m_wordsPerRow = 0;
    std::vector<uint64_t> m_targets; // per row, a bit per cell: next to the maze, not in it
    std::vector<uint32_t> m_rowTargets; // per row: its set bits
};

} // namespace mazestudy
