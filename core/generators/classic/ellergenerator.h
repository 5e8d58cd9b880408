#pragma once

#include "cellmaze.h"

namespace mazestudy {

// Eller: row by row with sets. In each row but the last, every pair of
// neighbouring cells of different sets joins with chance 1/2 (left to right);
// then every set carves at least one way down (a random non-empty subset of
// its cells: each cell with chance 1/2, the set's last cell in the row forced
// when none before it went down); the cells below that nothing reached start
// sets of their own. The last row joins every remaining pair of neighbouring
// cells of different sets. A RowEnd move ends each row.
//
// Random numbers: rows but the last take one below(2) per neighbouring pair
// of different sets (0 joins), then one below(2) per cell (0 carves down),
// skipped for a set's last cell in the row when none of its cells went down
// (forced). The last row takes none. Sets are a union-find over cells.
class EllerGenerator final : public ClassicGenerator<EllerGenerator> {
public:
    explicit EllerGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    bool buildsRowByRow() const override { return true; }
    size_t workBytes() const;

private:
    friend class ClassicGenerator<EllerGenerator>;
    enum class Pass : uint8_t { Across, Down, End };
    template<bool Observe> void advance(Move *move);
    void countSets();

    Pass m_pass = Pass::Across;
    uint32_t m_row = 0;
    uint32_t m_col = 0; // Across: the pair (m_col, m_col + 1); Down: the cell
    uint32_t m_setsInRow = 0;
    mutable UnionFind m_sets;
    // Down pass, by set root: the row's cells not yet decided, and whether one went down.
    std::vector<uint32_t> m_left;
    std::vector<uint8_t> m_wentDown;
};

} // namespace mazestudy
