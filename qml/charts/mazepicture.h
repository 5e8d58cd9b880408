#pragma once

#include "mazefile.h"
#include "mazepalette.h"

#include <QByteArray>
#include <QColor>
#include <QImage>

namespace mazestudy::charts {

// A pane's maze as a picture file: walls dark, floor light, the start and
// the exit marked. The PNG draws each unit as a square block of pixels; the
// SVG draws each horizontal run of wall units as one rectangle, so it stays
// crisp at any size and small enough to open.
class MazePicture {
public:
    // The window's light palette, so that an export looks like the pane.
    static constexpr QRgb WallColor = mazeRgb(MazeRole::Wall);
    static constexpr QRgb FloorColor = mazeRgb(MazeRole::Floor);
    static constexpr QRgb StartColor = mazeRgb(MazeRole::Start);
    static constexpr QRgb ExitColor = mazeRgb(MazeRole::Exit);

    // Pixels a unit for a picture about `longSide` pixels on its longer side:
    // at least 1, at most 16.
    static int unitPixels(const Grid &grid, int longSide = 2000);

    static QImage image(const Maze &maze, int unitPixels);
    static QByteArray png(const Maze &maze, int unitPixels);
    static QByteArray svg(const Maze &maze, int unitPixels);
};

} // namespace mazestudy::charts
