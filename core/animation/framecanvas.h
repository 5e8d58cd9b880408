#pragma once

#include "runstates.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// An animation's frame: a palette index a pixel. The indices are a unit's
// UnitState, then the few that only frames use: the background around the
// mazes (and a video's padding to even sides), the tiles' names, and what a
// solver's frames add to the unit states.
class FrameCanvas {
public:
    static constexpr uint8_t BackgroundIndex = UnitStateCount;
    static constexpr uint8_t TextIndex = UnitStateCount + 1;
    static constexpr uint8_t DeadIndex = UnitStateCount + 2; // ruled out by a solver
    static constexpr uint8_t WalkerIndex = UnitStateCount + 3; // a solver's walker
    static constexpr int PaletteSize = UnitStateCount + 4;
    // The height of a line of text at text scale 1, in pixels.
    static constexpr int LineHeight = 12;

    FrameCanvas(int width, int height);

    void fill(int x, int y, int width, int height, uint8_t index);
    // `text` in the frame's own small font (stb_easy_font: drawn the same on
    // every machine, no font file), `textScale` pixels a font pixel, cut
    // short to fit `maxWidth`. Letters past ASCII are drawn as their nearest
    // ASCII, or '?'.
    void drawText(int x, int y, int maxWidth, const std::string &text, int textScale);

    int width() const { return m_width; }
    int height() const { return m_height; }
    const std::vector<uint8_t> &pixels() const { return m_pixels; }
    uint8_t *row(int y) { return m_pixels.data() + size_t(y) * size_t(m_width); }

    // 0xRRGGBB a palette index: the window's light stepping colours, or
    // plain black walls and white floor, as the PNG export draws them.
    static std::vector<uint32_t> palette(bool plain);

private:
    int m_width;
    int m_height;
    std::vector<uint8_t> m_pixels;
};

} // namespace mazestudy
