#pragma once

#include "framecanvas.h"
#include "grid.h"

#include <cstdint>
#include <vector>

namespace mazestudy {

// One maze of a frame: its units at `scale` pixels a unit, the top left unit
// at pixel (x, y) of the canvas, kept current unit by unit as states change.
class FramePainter {
public:
    FramePainter(FrameCanvas &canvas, int x, int y, int cols, int scale, bool plain);

    void paintAll(const std::vector<uint8_t> &states);
    // A UnitState, or a FrameCanvas index of a solver's.
    void paintUnit(Point unit, uint8_t state);

private:
    FrameCanvas &m_canvas;
    int m_x;
    int m_y;
    int m_cols;
    int m_scale;
    bool m_plain;
};

} // namespace mazestudy
