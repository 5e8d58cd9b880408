#pragma once

#include "grid.h"

#include <cstdint>
#include <iosfwd>
#include <vector>

namespace mazestudy {

// The palette's light set (qml/charts/mazepalette.h, MazeColors[0]: Wall, Floor
// and Path, the traced routes' colour), repeated here because core has no Qt.
constexpr uint32_t SvgWallColor = 0x2b2f3a;
constexpr uint32_t SvgFloorColor = 0xf7f5f0;
constexpr uint32_t SvgSolutionColor = 0xd6306f;

// A rectangle of wall units: `row`, `col` its top-left unit.
struct WallRect {
    int row = 0;
    int col = 0;
    int rows = 0;
    int cols = 0;
};

// The walls as few rectangles that cover every wall unit once: each row's
// maximal runs of wall, a run continuing the rectangle above it when both
// span the same columns. Ordered by top row, then column.
std::vector<WallRect> mergedWallRects(const Grid &grid);

// Writes the maze as an SVG figure: a viewBox of one unit a unit, `scale`
// pixels a unit as its width and height, the floor as the background and the
// walls as one path with a subpath a merged rectangle. A non-empty
// `solution` (adjacent units, start first) is drawn as a polyline through
// the units' centres, with a point only where it turns.
void writeSvg(std::ostream &out, const Grid &grid, int scale, const std::vector<Point> &solution);

} // namespace mazestudy
