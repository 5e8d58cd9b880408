#include "lineofsight.h"

#include <algorithm>
#include <cmath>

namespace mazestudy {

namespace {

// A direction from the flame in a quadrant's own axes (x along the first
// axis, y along the second), in half units: the corners of every unit are
// pairs of odd integers, so directions compare exactly.
struct Ray {
    int64_t x = 0;
    int64_t y = 0;
};

// Whether a lies at a smaller angle from the quadrant's first axis than b.
// Both lie in the closed quadrant, so the cross product decides.
bool before(Ray a, Ray b)
{
    return a.x * b.y - a.y * b.x > 0;
}

// A closed interval of directions, from <= to.
struct Span {
    Ray from;
    Ray to;
};

// Merges two lists of disjoint spans, each sorted by angle, into one such list;
// spans that overlap or merely touch become one, since shadows are closed.
void mergeShadows(const std::vector<Span> &a, const std::vector<Span> &b, std::vector<Span> &out)
{
    out.clear();
    size_t ia = 0;
    size_t ib = 0;
    while (ia < a.size() || ib < b.size()) {
        const bool takeA = ib == b.size() || (ia < a.size() && !before(b[ib].from, a[ia].from));
        const Span next = takeA ? a[ia++] : b[ib++];
        if (!out.empty() && !before(out.back().to, next.from)) {
            if (before(out.back().to, next.to))
                out.back().to = next.to;
        } else {
            out.push_back(next);
        }
    }
}

// The grid unit at offsets (i, j) along a quadrant's two axes. The four
// quadrants are the first one turned by 0, 90, 180 and 270 degrees, so they
// all see the same geometry.
Point unitInQuadrant(Point eye, int quadrant, int i, int j)
{
    switch (quadrant) {
    case 0:
        return {eye.row + j, eye.col + i};
    case 1:
        return {eye.row + i, eye.col - j};
    case 2:
        return {eye.row - j, eye.col - i};
    default:
        return {eye.row - i, eye.col + j};
    }
}

} // namespace

void LineOfSight::reset(int rows, int cols)
{
    m_rows = rows;
    m_cols = cols;
    m_area = {};
    m_levels.clear();
    m_remembered.assign(size_t(rows) * size_t(cols), 0);
}

float LineOfSight::falloff(double distance, double radius)
{
    const double share = distance / (radius + 1);
    return float(std::max(0.0, 1 - share * share));
}

size_t LineOfSight::levelIndex(int row, int col) const
{
    if (row < m_area.top || row > m_area.bottom || col < m_area.left || col > m_area.right)
        return OutsideArea;
    const size_t width = size_t(m_area.right - m_area.left + 1);
    return size_t(row - m_area.top) * width + size_t(col - m_area.left);
}

float LineOfSight::light(int row, int col) const
{
    const size_t index = levelIndex(row, col);
    return index == OutsideArea ? 0.0f : m_levels[index];
}

bool LineOfSight::remembered(int row, int col) const
{
    return row >= 0 && row < m_rows && col >= 0 && col < m_cols
        && m_remembered[size_t(row) * size_t(m_cols) + size_t(col)];
}

void LineOfSight::update(const Grid &grid, Point eye, double radius)
{
    if (grid.rows() != m_rows || grid.cols() != m_cols)
        reset(grid.rows(), grid.cols());
    if (!(radius > 0)) // also NaN
        radius = 0;
    // The box need not outgrow the grid, whatever radius the window asks for.
    const int reach = int(std::min(std::floor(radius), double(std::max(m_rows, m_cols))));
    m_area = {std::max(eye.row - reach, 0), std::max(eye.col - reach, 0), std::min(eye.row + reach, m_rows - 1),
        std::min(eye.col + reach, m_cols - 1)};
    m_levels.assign(
        m_area.isEmpty() ? 0 : size_t(m_area.bottom - m_area.top + 1) * size_t(m_area.right - m_area.left + 1), 0.0f);
    lightUnit(eye.row, eye.col, 0, radius);
    for (int quadrant = 0; quadrant < 4; ++quadrant)
        castQuadrant(grid, eye, quadrant, reach, radius);
}

void LineOfSight::castQuadrant(const Grid &grid, Point eye, int quadrant, int reach, double radius)
{
    std::vector<Span> shadows;
    std::vector<Span> fresh;
    std::vector<Span> merged;
    for (int diagonal = 1; diagonal <= 2 * reach; ++diagonal) {
        // The units of one anti-diagonal tile the quadrant's directions, each
        // unit's span starting where the previous one's ends.
        size_t shadow = 0;
        fresh.clear();
        for (int j = std::max(0, diagonal - reach); j <= std::min(diagonal, reach); ++j) {
            const int i = diagonal - j;
            const Span span {
                j == 0 ? Ray {1, 0} : Ray {2 * i + 1, 2 * j - 1}, i == 0 ? Ray {0, 1} : Ray {2 * i - 1, 2 * j + 1}};
            while (shadow < shadows.size() && before(shadows[shadow].to, span.from))
                ++shadow;
            const bool hidden = shadow < shadows.size() && !before(span.from, shadows[shadow].from)
                && !before(shadows[shadow].to, span.to);
            if (hidden)
                continue;
            const Point unit = unitInQuadrant(eye, quadrant, i, j);
            const double distanceSquared = double(i) * i + double(j) * j;
            if (distanceSquared <= radius * radius)
                lightUnit(unit.row, unit.col, distanceSquared, radius);
            if (!grid.isFloor(unit.row, unit.col))
                fresh.push_back(span);
        }
        // Walls of this anti-diagonal shade only later ones: two units of the
        // same anti-diagonal share at most one direction.
        if (!fresh.empty()) {
            mergeShadows(shadows, fresh, merged);
            shadows.swap(merged);
        }
    }
}

void LineOfSight::lightUnit(int row, int col, double distanceSquared, double radius)
{
    const size_t index = levelIndex(row, col);
    if (index == OutsideArea)
        return;
    m_levels[index] = falloff(std::sqrt(distanceSquared), radius);
    m_remembered[size_t(row) * size_t(m_cols) + size_t(col)] = 1;
}

} // namespace mazestudy
