#include "blocktable.h"

#include <algorithm>

namespace mazestudy {

namespace {

// What stands on a unit of that height, of each kind (height 0: nothing).
Block blockOf(BlockTable::Kind kind, Point unit, int height)
{
    if (kind == BlockTable::Walls)
        return {unit.row, unit.col, 0, height > 0 ? 1 : 0};
    return {unit.row, unit.col, 1, std::max(height - 1, 0)};
}

} // namespace

Rect BlockTable::windowAround(Point centre, int radius, int rows, int cols)
{
    return {std::max(centre.row - radius, 0), std::max(centre.col - radius, 0), std::min(centre.row + radius, rows - 1),
        std::min(centre.col + radius, cols - 1)};
}

void BlockTable::reset(const Maze &maze, const Rect &window)
{
    m_window = window;
    m_window.top = std::max(m_window.top, 0);
    m_window.left = std::max(m_window.left, 0);
    m_window.bottom = std::min(m_window.bottom, maze.grid.rows() - 1);
    m_window.right = std::min(m_window.right, maze.grid.cols() - 1);
    m_windowCols = m_window.isEmpty() ? 0 : m_window.right - m_window.left + 1;
    const size_t units = m_window.isEmpty() ? 0 : size_t(m_window.bottom - m_window.top + 1) * size_t(m_windowCols);
    for (int kind = 0; kind < KindCount; ++kind) {
        m_blocks[kind].clear();
        m_free[kind].clear();
        m_slotOf[kind].assign(units, NoSlot);
    }
    Changes ignored;
    size_t index = 0;
    for (int row = m_window.top; row <= m_window.bottom; ++row) {
        for (int col = m_window.left; col <= m_window.right; ++col, ++index) {
            const int height = unitHeight(maze, {row, col});
            for (int kind = 0; kind < KindCount; ++kind)
                set(Kind(kind), index, blockOf(Kind(kind), {row, col}, height), ignored);
        }
    }
}

BlockTable::Changes BlockTable::update(Point unit, int height)
{
    Changes changes;
    if (unit.row < m_window.top || unit.row > m_window.bottom || unit.col < m_window.left || unit.col > m_window.right)
        return changes;
    const size_t index = size_t(unit.row - m_window.top) * size_t(m_windowCols) + size_t(unit.col - m_window.left);
    for (int kind = 0; kind < KindCount; ++kind)
        set(Kind(kind), index, blockOf(Kind(kind), unit, height), changes);
    return changes;
}

void BlockTable::set(Kind kind, size_t windowIndex, const Block &block, Changes &changes)
{
    uint32_t &slot = m_slotOf[kind][windowIndex];
    std::vector<Block> &blocks = m_blocks[kind];
    if (slot == NoSlot) {
        if (block.height == 0)
            return;
        if (m_free[kind].empty()) {
            slot = uint32_t(blocks.size());
            blocks.push_back(block);
        } else {
            slot = m_free[kind].back();
            m_free[kind].pop_back();
            blocks[slot] = block;
        }
        changes.slotsOf[kind].push_back(slot);
        return;
    }
    if (blocks[slot] == block)
        return;
    if (block.height == 0) {
        blocks[slot] = Block {};
        m_free[kind].push_back(slot);
    } else {
        blocks[slot] = block;
    }
    changes.slotsOf[kind].push_back(slot);
    if (block.height == 0)
        slot = NoSlot;
}

} // namespace mazestudy
