#include "mazelayer.h"

#include <cstring>

MazeLayer::MazeLayer(QObject *parent)
    : QObject(parent)
{
}

void MazeLayer::reset(int rows, int cols, const uint8_t *states)
{
    const bool resized = rows != m_rows || cols != m_cols;
    m_rows = rows;
    m_cols = cols;
    m_states.assign(states, states + size_t(rows) * size_t(cols));
    if (resized)
        emit sizeChanged();
    emit changed(QRect(0, 0, cols, rows));
}

void MazeLayer::setMask(mazestudy::SharedMask mask)
{
    if (mazestudy::sameMask(mask, m_mask))
        return;
    m_mask = std::move(mask);
    emit changed(QRect(0, 0, m_cols, m_rows));
}

const mazestudy::Mask *MazeLayer::fittedMask() const
{
    const bool fits = m_mask && m_rows > 0 && m_cols > 0 && m_mask->rows() == (m_rows - 1) / 2
        && m_mask->cols() == (m_cols - 1) / 2;
    return fits ? m_mask.get() : nullptr;
}

void MazeLayer::apply(const QRect &region, const uint8_t *states)
{
    const QRect clipped = region & QRect(0, 0, m_cols, m_rows);
    if (clipped != region || region.isEmpty())
        return;
    for (int row = 0; row < region.height(); ++row) {
        std::memcpy(m_states.data() + size_t(region.y() + row) * size_t(m_cols) + size_t(region.x()),
            states + size_t(row) * size_t(region.width()), size_t(region.width()));
    }
    emit changed(region);
}

int MazeLayer::stateAt(int row, int col) const
{
    return contains(row, col) ? m_states[size_t(row) * size_t(m_cols) + size_t(col)] : int(Wall);
}

void MazeLayer::setState(int row, int col, int state)
{
    if (!contains(row, col) || state < 0 || state >= StateCount)
        return;
    uint8_t &unit = m_states[size_t(row) * size_t(m_cols) + size_t(col)];
    if (unit == uint8_t(state))
        return;
    unit = uint8_t(state);
    emit changed(QRect(col, row, 1, 1));
}
