#pragma once

#include "grid.h"

#include <QRect>

#include <cstdint>
#include <vector>

// The blocks of BlockSize x BlockSize units that changed, as a set with a
// list for visiting them. A DFS path wanders over the whole grid between two
// frames; its bounding rectangle would be most of the maze, its blocks are a
// fraction of it. Blocks align with the view's tiles.
class DirtyBlocks {
public:
    static constexpr int BlockShift = 6;
    static constexpr int BlockSize = 1 << BlockShift;

    void reset(int rows, int cols);
    bool isEmpty() const { return m_list.empty(); }
    void clear();

    void include(mazestudy::Point unit);
    void include(const mazestudy::Rect &units);
    // Every block of the other set.
    void include(const DirtyBlocks &other);

    const std::vector<uint32_t> &blocks() const { return m_list; }
    // A block's units, x = column, y = row, cut at the grid's edge.
    QRect rect(uint32_t block) const;

private:
    void mark(int blockRow, int blockCol);

    int m_rows = 0;
    int m_cols = 0;
    int m_across = 0;
    std::vector<uint8_t> m_flags;
    std::vector<uint32_t> m_list;
};
