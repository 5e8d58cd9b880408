#include "framepainter.h"

#include "mazecolours.h"

#include <algorithm>

namespace mazestudy {

namespace {

constexpr MazeRole RoleOf[UnitStateCount] = {MazeRole::Wall, MazeRole::Floor, MazeRole::Visited, MazeRole::Current,
    MazeRole::Considered, MazeRole::Start, MazeRole::Exit, MazeRole::SeedWall, MazeRole::NewWall, MazeRole::Path};

} // namespace

FramePainter::FramePainter(int cols, int scale, int width, int height, bool plain)
    : m_cols(cols)
    , m_scale(scale)
    , m_width(width)
    , m_height(height)
    , m_plain(plain)
    , m_pixels(size_t(width) * size_t(height), BackgroundIndex)
{
}

std::vector<uint32_t> FramePainter::palette(bool plain)
{
    std::vector<uint32_t> colours;
    for (int state = 0; state < UnitStateCount; ++state)
        colours.push_back(plain ? (isWallState(uint8_t(state)) ? 0x000000 : 0xffffff) : mazeRgb(RoleOf[state]));
    colours.push_back(plain ? 0x000000 : mazeRgb(MazeRole::Background));
    return colours;
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
    uint8_t *row
        = m_pixels.data() + size_t(unit.row) * size_t(m_scale) * size_t(m_width) + size_t(unit.col) * size_t(m_scale);
    for (int y = 0; y < m_scale; ++y, row += m_width)
        std::fill(row, row + m_scale, index);
}

} // namespace mazestudy
