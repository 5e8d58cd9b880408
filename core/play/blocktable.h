#pragma once

#include "mazefile.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazestudy {

// A column of blocks standing on one unit: `height` blocks from level `base`.
// An empty slot of a table has height 0.
struct Block {
    int row = 0;
    int col = 0;
    int base = 0;
    int height = 0;
    friend bool operator==(const Block &a, const Block &b)
    {
        return a.row == b.row && a.col == b.col && a.base == b.base && a.height == b.height;
    }
};

// The 3D view's blocks as its instanced models draw them, one table a kind:
// the walls (one block on every wall unit) and what is built on them (one
// column on every unit higher than 1, from level 1 up).
//
// The tables hold the units of a window of the maze around the player, so a
// 16001 x 16001 maze costs what its neighbourhood costs; a maze smaller than
// the window is held whole. A unit keeps its slot while it has a block of
// that kind, so changing one unit's height changes at most one entry of each
// table: a block added takes a freed slot before the table grows.
class BlockTable {
public:
    enum Kind { Walls, Built };
    static constexpr int KindCount = 2;

    // The window of side 2 radius + 1 centred on `centre`, clipped to the grid.
    static Rect windowAround(Point centre, int radius, int rows, int cols);

    // Fills the tables from the maze's units inside `window`.
    void reset(const Maze &maze, const Rect &window);
    const Rect &window() const { return m_window; }
    const std::vector<Block> &blocks(Kind kind) const { return m_blocks[kind]; }
    // Blocks in the table, empty slots left out.
    size_t blockCount(Kind kind) const { return m_blocks[kind].size() - m_free[kind].size(); }

    // The unit is now `height` high: its entries follow. Returns the slots
    // that changed, one list a kind (a slot past the old end: the table grew).
    struct Changes {
        std::vector<size_t> slotsOf[KindCount];
    };
    Changes update(Point unit, int height);

private:
    static constexpr uint32_t NoSlot = UINT32_MAX;

    void set(Kind kind, size_t windowIndex, const Block &block, Changes &changes);

    Rect m_window;
    int m_windowCols = 0;
    std::vector<Block> m_blocks[KindCount];
    std::vector<uint32_t> m_slotOf[KindCount]; // a window unit's slot, or NoSlot
    std::vector<uint32_t> m_free[KindCount];
};

} // namespace mazestudy
