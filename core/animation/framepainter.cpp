#include "framepainter.h"

#include <algorithm>

namespace mazestudy {

FramePainter::FramePainter(FrameCanvas &canvas, int x, int y, int cols, int scale, bool plain)
    : m_canvas(canvas)
    , m_x(x)
    , m_y(y)
    , m_cols(cols)
    , m_scale(scale)
    , m_plain(plain)
{
}

void FramePainter::paintAll(const std::vector<uint8_t> &states)
{
    for (size_t unit = 0; unit < states.size(); ++unit)
        paintUnit(Point {int(unit / size_t(m_cols)), int(unit % size_t(m_cols))}, states[unit]);
}

void FramePainter::paintUnit(Point unit, uint8_t state)
{
    // Plain frames have two colours: every wall state one, every other the floor.
    const uint8_t index = m_plain ? uint8_t(isWallState(state) ? WallState : FloorState) : state;
    const int left = m_x + unit.col * m_scale;
    for (int y = 0; y < m_scale; ++y) {
        uint8_t *row = m_canvas.row(m_y + unit.row * m_scale + y) + left;
        std::fill(row, row + m_scale, index);
    }
}

} // namespace mazestudy
