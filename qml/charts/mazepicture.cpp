#include "mazepicture.h"

#include "pngbytes.h"

#include <QPainter>

#include <algorithm>

namespace mazestudy::charts {

int MazePicture::unitPixels(const Grid &grid, int longSide)
{
    const int units = std::max({grid.rows(), grid.cols(), 1});
    return std::clamp(longSide / units, 1, 16);
}

QImage MazePicture::image(const Maze &maze, int unitPixels)
{
    const Grid &grid = maze.grid;
    QImage units(grid.cols(), grid.rows(), QImage::Format_RGB32);
    for (int row = 0; row < grid.rows(); ++row) {
        auto *line = reinterpret_cast<QRgb *>(units.scanLine(row));
        for (int col = 0; col < grid.cols(); ++col)
            line[col] = grid.at(row, col) == Grid::Floor ? FloorColor : WallColor;
    }
    if (maze.start)
        units.setPixel(maze.start->col, maze.start->row, StartColor);
    if (maze.exit)
        units.setPixel(maze.exit->col, maze.exit->row, ExitColor);
    // Enlarged without smoothing: every unit a sharp block.
    return units.scaled(units.size() * unitPixels, Qt::IgnoreAspectRatio, Qt::FastTransformation);
}

QByteArray MazePicture::png(const Maze &maze, int unitPixels)
{
    return pngBytes(image(maze, unitPixels));
}

QByteArray MazePicture::svg(const Maze &maze, int unitPixels)
{
    const Grid &grid = maze.grid;
    const auto color = [](QRgb rgb) { return QColor(rgb).name().toLatin1(); };
    QByteArray out;
    out.reserve(64 + size_t(grid.rows()) * 64);
    // The view box is in units; width and height give the size in pixels.
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
        + QByteArray::number(grid.cols() * unitPixels) + "\" height=\"" + QByteArray::number(grid.rows() * unitPixels)
        + "\" viewBox=\"0 0 " + QByteArray::number(grid.cols()) + " " + QByteArray::number(grid.rows())
        + "\" shape-rendering=\"crispEdges\">\n";
    if (!maze.spec.generator.empty()) {
        out += "<title>" + QByteArray::fromStdString(maze.spec.generator) + " " + QByteArray::number(grid.rows()) + "x"
            + QByteArray::number(grid.cols()) + " seed " + QByteArray::number(quint64(maze.spec.seed)) + "</title>\n";
    }
    out += "<rect width=\"" + QByteArray::number(grid.cols()) + "\" height=\"" + QByteArray::number(grid.rows())
        + "\" fill=\"" + color(FloorColor) + "\"/>\n<path fill=\"" + color(WallColor) + "\" d=\"";
    for (int row = 0; row < grid.rows(); ++row) {
        for (int col = 0; col < grid.cols();) {
            if (grid.at(row, col) != Grid::Wall) {
                ++col;
                continue;
            }
            int end = col;
            while (end < grid.cols() && grid.at(row, end) == Grid::Wall)
                ++end;
            out += "M" + QByteArray::number(col) + " " + QByteArray::number(row) + "h" + QByteArray::number(end - col)
                + "v1h-" + QByteArray::number(end - col) + "z";
            col = end;
        }
        out += '\n';
    }
    out += "\"/>\n";
    const auto mark = [&](const std::optional<Point> &point, QRgb rgb) {
        if (point) {
            out += "<rect x=\"" + QByteArray::number(point->col) + "\" y=\"" + QByteArray::number(point->row)
                + "\" width=\"1\" height=\"1\" fill=\"" + color(rgb) + "\"/>\n";
        }
    };
    mark(maze.start, StartColor);
    mark(maze.exit, ExitColor);
    out += "</svg>\n";
    return out;
}

} // namespace mazestudy::charts
