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

} // namespace mazestudy
