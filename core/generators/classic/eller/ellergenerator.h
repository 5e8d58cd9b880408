#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

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
// (forced). The last row takes none.
//
// Sets live by the row: a slot per set with cells in the row (a small
// union-find over slots, renumbered at each row's end), so the work is a few
// arrays as long as a row. A slot keeps what a union-find over every cell
// would have: the set's root cell (the working set's tag) and its size over
// all rows (union by size picks that root).
class EllerGenerator final : public ClassicGenerator<EllerGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    explicit EllerGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;

private:
    friend class ClassicGenerator<EllerGenerator>;
    enum class Pass : uint8_t { Across, Down, End };
    template<bool Observe> void advance(Move *move);
    void countSets();
    // The root slot of the current row's cell at col (path halving).
    uint32_t slotOf(uint32_t col) const
    {
        uint32_t slot = m_rowSlot[col];
        while (m_parent[slot] != slot) {
            m_parent[slot] = m_parent[m_parent[slot]];
            slot = m_parent[slot];
        }
        return slot;
    }
    void nextRow(); // the row below becomes the current row
    uint32_t newSlot(uint32_t rootCell);

    Pass m_pass = Pass::Across;
    uint32_t m_row = 0;
    uint32_t m_col = 0; // Across: the pair (m_col, m_col + 1); Down: the cell
    uint32_t m_setsInRow = 0;
    uint32_t m_sets = 0; // sets over the whole maze, as a union-find over every cell counts them
    uint32_t m_slots = 0; // slots in use
    std::vector<uint32_t> m_rowSlot; // per column: the current row's cell's slot
    std::vector<uint32_t> m_belowSlot; // per column: the slot a cell below joined in the Down pass, or NoCell
    // Per slot: the union-find parent slot, the root cell, the size, and in the
    // Down pass the row's cells not yet decided and whether one went down.
    mutable std::vector<uint32_t> m_parent;
    std::vector<uint32_t> m_root;
    std::vector<uint32_t> m_size;
    std::vector<uint32_t> m_left;
    std::vector<uint8_t> m_wentDown;
    // nextRow()'s: the next row's roots and sizes, and each old slot's new number.
    std::vector<uint32_t> m_spareRoot;
    std::vector<uint32_t> m_spareSize;
    std::vector<uint32_t> m_renumbered;
};

} // namespace mazestudy
