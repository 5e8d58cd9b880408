#include "floordistances.h"

#include "direction.h"

#include <algorithm>

namespace mazestudy {

namespace {
constexpr Direction labOrder[] = {Direction::South, Direction::East, Direction::North, Direction::West};

uint8_t markOf(uint64_t distance)
{
    return uint8_t(1 + distance % 3);
}

// The mark of a unit one step nearer the root than a unit marked `mark`.
uint8_t nearerMark(uint8_t mark)
{
    return mark == 1 ? 3 : uint8_t(mark - 1);
}
} // namespace

FloorDistances::FloorDistances(const Grid &grid, Point root)
    : m_rows(grid.rows())
    , m_cols(grid.cols())
    , m_root(root)
    , m_farthest(root)
    , m_marks(grid.unitCount(), 0)
{
    if (!grid.isFloor(root.row, root.col))
        return;
    // One layer of equal distance at a time, so a layer's distance is the
    // loop counter and no queue of the whole piece is kept.
    std::vector<uint32_t> layer {uint32_t(grid.index(root.row, root.col))};
    std::vector<uint32_t> next;
    m_marks[layer.front()] = markOf(0);
    for (uint64_t distance = 0; !layer.empty(); ++distance) {
        m_reachedCount += layer.size();
        m_eccentricity = distance;
        m_farthest = grid.point(layer.front());
        next.clear();
        const uint8_t mark = markOf(distance + 1);
        for (const uint32_t unit : layer) {
            const Point p = grid.point(unit);
            for (const Direction d : labOrder) {
                const int row = p.row + rowStep(d);
                const int col = p.col + colStep(d);
                if (!grid.isFloor(row, col))
                    continue;
                const size_t index = grid.index(row, col);
                if (m_marks[index] == 0) {
                    m_marks[index] = mark;
                    next.push_back(uint32_t(index));
                }
            }
        }
        layer.swap(next);
    }
}

uint8_t FloorDistances::markAt(int row, int col) const
{
    if (row < 0 || row >= m_rows || col < 0 || col >= m_cols)
        return 0;
    return m_marks[size_t(row) * size_t(m_cols) + size_t(col)];
}

bool FloorDistances::reached(Point p) const
{
    return markAt(p.row, p.col) != 0;
}

std::vector<Point> FloorDistances::pathTo(Point target) const
{
    std::vector<Point> path;
    if (!reached(target))
        return path;
    Point at = target;
    path.push_back(at);
    while (at != m_root) {
        const uint8_t wanted = nearerMark(markAt(at.row, at.col));
        for (const Direction d : labOrder) {
            const Point back {at.row + rowStep(d), at.col + colStep(d)};
            if (markAt(back.row, back.col) == wanted) {
                at = back;
                break;
            }
        }
        path.push_back(at);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

std::optional<uint64_t> FloorDistances::distanceTo(Point target) const
{
    if (!reached(target))
        return std::nullopt;
    return uint64_t(pathTo(target).size() - 1);
}

} // namespace mazestudy
