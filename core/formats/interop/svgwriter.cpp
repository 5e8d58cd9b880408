#include "svgwriter.h"

#include <cstdio>
#include <map>
#include <ostream>
#include <string>
#include <utility>

namespace mazestudy {

namespace {

std::string hexColor(uint32_t rgb)
{
    char text[8];
    std::snprintf(text, sizeof text, "#%06x", unsigned(rgb & 0xffffffu));
    return text;
}

// A unit's centre in the viewBox: unit coordinates plus a half.
void writeCentre(std::ostream &out, Point unit)
{
    out << unit.col << ".5," << unit.row << ".5";
}

} // namespace

std::vector<WallRect> mergedWallRects(const Grid &grid)
{
    std::vector<WallRect> rects;
    // The rectangles still growing downwards, by the columns they span
    // (first, end): an index into rects.
    std::map<std::pair<int, int>, size_t> open;
    for (int r = 0; r < grid.rows(); ++r) {
        std::map<std::pair<int, int>, size_t> next;
        for (int c = 0; c < grid.cols();) {
            if (grid.at(r, c) == Grid::Floor) {
                ++c;
                continue;
            }
            const int first = c;
            while (c < grid.cols() && grid.at(r, c) != Grid::Floor)
                ++c;
            const std::pair<int, int> span {first, c};
            const auto above = open.find(span);
            if (above != open.end()) {
                ++rects[above->second].rows;
                next.emplace(span, above->second);
            } else {
                rects.push_back({r, first, 1, c - first});
                next.emplace(span, rects.size() - 1);
            }
        }
        open = std::move(next);
    }
    return rects;
}

void writeSvg(std::ostream &out, const Grid &grid, int scale, const std::vector<Point> &solution)
{
    const int cols = grid.cols();
    const int rows = grid.rows();
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << int64_t(cols) * scale << "\" height=\""
        << int64_t(rows) * scale << "\" viewBox=\"0 0 " << cols << " " << rows << "\" shape-rendering=\"crispEdges\">\n"
        << "<rect width=\"" << cols << "\" height=\"" << rows << "\" fill=\"" << hexColor(SvgFloorColor) << "\"/>\n"
        << "<path fill=\"" << hexColor(SvgWallColor) << "\" d=\"";
    // One subpath a rectangle; they never overlap, so any fill rule fills them.
    for (const WallRect &rect : mergedWallRects(grid))
        out << "M" << rect.col << " " << rect.row << "h" << rect.cols << "v" << rect.rows << "h-" << rect.cols << "z";
    out << "\"/>\n";
    if (!solution.empty()) {
        out << "<polyline fill=\"none\" stroke=\"" << hexColor(SvgSolutionColor)
            << "\" stroke-width=\"0.4\" stroke-linecap=\"round\" stroke-linejoin=\"round\" "
               "shape-rendering=\"geometricPrecision\" points=\"";
        writeCentre(out, solution.front());
        for (size_t i = 1; i + 1 < solution.size(); ++i) {
            const Point before = solution[i - 1];
            const Point after = solution[i + 1];
            // A unit in the middle of a straight stretch adds no point.
            if (before.row != after.row && before.col != after.col) {
                out << " ";
                writeCentre(out, solution[i]);
            }
        }
        if (solution.size() > 1) {
            out << " ";
            writeCentre(out, solution.back());
        }
        out << "\"/>\n";
    }
    out << "</svg>\n";
}

} // namespace mazestudy
