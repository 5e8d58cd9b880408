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

// Marks the unreached floor neighbours of `p` with `mark` and adds them to
// `next`, in the lab's order; returns how many.
int reachNeighbours(const Grid &grid, Point p, uint8_t *marks, uint8_t mark, std::vector<uint32_t> &next)
{
    int reached = 0;
    for (const Direction d : labOrder) {
        const int row = p.row + rowStep(d);
        const int col = p.col + colStep(d);
        if (!grid.isFloor(row, col))
            continue;
        const size_t index = grid.index(row, col);
        if (marks[index] == 0) {
            marks[index] = mark;
            next.push_back(uint32_t(index));
            ++reached;
        }
    }
    return reached;
}

// The mark of a unit one step nearer the root than a unit marked `mark`.
uint8_t nearerMark(uint8_t mark)
{
    return mark == 1 ? 3 : uint8_t(mark - 1);
}
} // namespace

FloorDistances::FloorDistances(const Grid &grid, Point root)
    : FloorDistances(grid, root, true)
{
}

FloorDistances FloorDistances::started(const Grid &grid, Point root)
{
    return FloorDistances(grid, root, false);
}

FloorDistances::FloorDistances(const Grid &grid, Point root, bool whole)
    : m_rows(grid.rows())
    , m_cols(grid.cols())
    , m_root(root)
    , m_farthest(root)
    , m_marks(grid.unitCount(), 0)
{
    if (!grid.isFloor(root.row, root.col))
        return;
    const auto first = uint32_t(grid.index(root.row, root.col));
    m_marks[first] = markOf(0);
    m_reachedCount = 1;
    if (!whole) {
        m_layer.push_back(first);
        return;
    }
    // A layer at a time in local vectors, without a step's bookkeeping: the
    // compiler keeps them in registers, where members would be reloaded
    // after every store of a mark (a byte may alias anything).
    std::vector<uint32_t> layer {first};
    std::vector<uint32_t> next;
    uint8_t *marks = m_marks.data();
    while (true) {
        const uint8_t mark = markOf(m_distance + 1);
        for (const uint32_t unit : layer)
            reachNeighbours(grid, grid.point(unit), marks, mark, next);
        if (next.empty())
            return;
        layer.swap(next);
        next.clear();
        enterLayer(grid, layer);
    }
}

std::pair<Point, int> FloorDistances::expandNext(const Grid &grid)
{
    const Point p = grid.point(m_layer[m_expanded++]);
    const int reached = reachNeighbours(grid, p, m_marks.data(), markOf(m_distance + 1), m_next);
    if (m_expanded == m_layer.size())
        finishLayer(grid);
    return {p, reached};
}

void FloorDistances::finishLayer(const Grid &grid)
{
    if (m_next.empty()) {
        // Complete: the layers' memory goes back at once, as a whole search's does.
        m_layer = {};
        m_next = {};
        m_expanded = 0;
        return;
    }
    m_layer.swap(m_next);
    m_next.clear();
    m_expanded = 0;
    enterLayer(grid, m_layer);
}

void FloorDistances::enterLayer(const Grid &grid, const std::vector<uint32_t> &layer)
{
    ++m_distance;
    m_reachedCount += layer.size();
    m_eccentricity = m_distance;
    m_farthest = grid.point(layer.front());
}

bool FloorDistances::onFrontier(Point p) const
{
    const uint8_t mark = markAt(p.row, p.col);
    return searching() && mark != 0 && (mark == markOf(m_distance) || mark == markOf(m_distance + 1));
}

size_t FloorDistances::memoryBytes() const
{
    return m_marks.capacity() + (m_layer.capacity() + m_next.capacity()) * sizeof(uint32_t);
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
