#include "dirtyblocks.h"

void DirtyBlocks::reset(int rows, int cols)
{
    m_rows = rows;
    m_cols = cols;
    m_across = (cols + BlockSize - 1) >> BlockShift;
    const int down = (rows + BlockSize - 1) >> BlockShift;
    m_flags.assign(size_t(m_across) * size_t(down), 0);
    m_list.clear();
}

void DirtyBlocks::clear()
{
    for (uint32_t block : m_list)
        m_flags[block] = 0;
    m_list.clear();
}

void DirtyBlocks::mark(int blockRow, int blockCol)
{
    const uint32_t block = uint32_t(blockRow * m_across + blockCol);
    if (m_flags[block])
        return;
    m_flags[block] = 1;
    m_list.push_back(block);
}

void DirtyBlocks::include(mazestudy::Point unit)
{
    mark(unit.row >> BlockShift, unit.col >> BlockShift);
}

void DirtyBlocks::include(const mazestudy::Rect &units)
{
    if (units.isEmpty())
        return;
    for (int row = units.top >> BlockShift; row <= units.bottom >> BlockShift; ++row) {
        for (int col = units.left >> BlockShift; col <= units.right >> BlockShift; ++col)
            mark(row, col);
    }
}

void DirtyBlocks::include(const DirtyBlocks &other)
{
    for (uint32_t block : other.m_list)
        mark(int(block) / m_across, int(block) % m_across);
}

QRect DirtyBlocks::rect(uint32_t block) const
{
    const int row = (int(block) / m_across) << BlockShift;
    const int col = (int(block) % m_across) << BlockShift;
    return QRect(col, row, std::min(BlockSize, m_cols - col), std::min(BlockSize, m_rows - row));
}
