#include "grid.h"

#include <algorithm>

namespace mazestudy {

void Rect::include(Point p)
{
    if (isEmpty()) {
        *this = {p.row, p.col, p.row, p.col};
        return;
    }
    top = std::min(top, p.row);
    left = std::min(left, p.col);
    bottom = std::max(bottom, p.row);
    right = std::max(right, p.col);
}

void Rect::include(const Rect &other)
{
    if (other.isEmpty())
        return;
    include(Point {other.top, other.left});
    include(Point {other.bottom, other.right});
}

Grid::Grid(int rows, int cols, uint8_t fill)
    : m_rows(rows)
    , m_cols(cols)
    , m_units(size_t(rows) * size_t(cols), fill)
{
}

Grid::Grid(int rows, int cols, std::vector<uint8_t> &&units)
    : m_rows(rows)
    , m_cols(cols)
    , m_units(std::move(units))
{
    m_units.resize(size_t(rows) * size_t(cols), Wall);
}

std::optional<Point> firstFloorUnit(const Grid &grid)
{
    const uint8_t *units = grid.data();
    const auto first = std::find(units, units + grid.unitCount(), Grid::Floor);
    if (first == units + grid.unitCount())
        return std::nullopt;
    return grid.point(size_t(first - units));
}

std::optional<Point> lastFloorUnit(const Grid &grid)
{
    for (size_t i = grid.unitCount(); i-- > 0;) {
        if (grid.data()[i] == Grid::Floor)
            return grid.point(i);
    }
    return std::nullopt;
}

} // namespace mazestudy
