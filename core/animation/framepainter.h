#pragma once

#include "grid.h"
#include "runstates.h"

#include <cstdint>
#include <vector>

namespace mazestudy {

// A frame of an animation: a palette index a pixel (a unit's UnitState, or
// the background past the maze where a video's even sides pad it), drawn at
// `scale` pixels a unit and kept current unit by unit as RunStates change.
class FramePainter {
public:
    static constexpr uint8_t BackgroundIndex = UnitStateCount;
    static constexpr int PaletteSize = UnitStateCount + 1;

    FramePainter(int cols, int scale, int width, int height, bool plain);

    void paintAll(const std::vector<uint8_t> &states);
    void paintUnit(Point unit, uint8_t state);

    int width() const { return m_width; }
    int height() const { return m_height; }
    const std::vector<uint8_t> &pixels() const { return m_pixels; }
    // 0xRRGGBB a palette index: the window's light stepping colours, or
    // plain black walls and white floor, as the PNG export draws them.
    static std::vector<uint32_t> palette(bool plain);

private:
    int m_cols;
    int m_scale;
    int m_width;
    int m_height;
    bool m_plain;
    std::vector<uint8_t> m_pixels;
};

} // namespace mazestudy
