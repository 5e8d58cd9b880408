#include "cellmaze.h"

#include <cmath>
#ifdef __linux__
#include <sys/mman.h>
#endif

namespace mazestudy {

const NarrationKind CellMaze::NotStarted {
    "classic-not-started", QT_TRANSLATE_N_NOOP("Narration", "nothing yet: %n cell(s) to join into one perfect maze")};

void CellMaze::narrateStart(Narration &narration) const
{
    NarrationArgs(narration).kind(NotStarted, int(m_carveCount));
}

CellMaze::CellMaze(MazeSpec spec)
    : Generator(std::move(spec))
    , m_rng(m_spec.seed)
    , m_cellRows(uint32_t(m_spec.rows - 1) / 2)
    , m_cellCols(uint32_t(m_spec.cols - 1) / 2)
    , m_cellCount(m_cellRows * m_cellCols)
    , m_byCellCols(m_cellCols)
    , m_mask(m_spec.mask.get())
    , m_carveCount(m_mask ? m_mask->count() : m_cellCount)
    , m_innerRows(m_mask ? 0 : m_cellRows - 2)
    , m_innerCols(m_mask ? 0 : m_cellCols - 2)
{
    for (const Direction d : {Direction::South, Direction::East, Direction::North, Direction::West}) {
        m_cellSteps[size_t(d)] = uint32_t(cellStep(d));
        m_wallSteps[size_t(d)] = uint32_t(int64_t(rowStep(d)) * m_spec.cols + colStep(d));
        m_unitSteps[size_t(d)] = 2 * m_wallSteps[size_t(d)];
    }
    std::vector<uint8_t> units;
    reserveHuge(units, size_t(m_spec.rows) * size_t(m_spec.cols));
    units.resize(size_t(m_spec.rows) * size_t(m_spec.cols), Grid::Wall);
    m_grid = Grid(m_spec.rows, m_spec.cols, std::move(units));
}

void adviseHugePages(const void *data, size_t bytes)
{
#ifdef __linux__
    // Only worth it (and only whole pages) for large arrays, before they are touched.
    constexpr uintptr_t huge = uintptr_t(2) << 20;
    if (bytes < 4 * huge)
        return;
    const uintptr_t begin = (uintptr_t(data) + huge - 1) & ~(huge - 1);
    const uintptr_t end = (uintptr_t(data) + bytes) & ~(huge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

std::optional<Point> CellMaze::start() const
{
    return m_mask ? pointOf(m_mask->cells().front()) : Point {1, 1};
}

std::optional<Point> CellMaze::exit() const
{
    return m_mask ? pointOf(m_mask->cells().back()) : Point {m_spec.rows - 2, m_spec.cols - 2};
}

double CellMaze::progress() const
{
    return builtShare(m_passages, m_carveCount - std::min(m_carveCount, 1u));
}

int CellMaze::carvableOnly(uint32_t cell, int count, Direction ways[4]) const
{
    int kept = 0;
    for (int i = 0; i < count; ++i) {
        if (m_mask->contains(neighbourInside(cell, ways[i])))
            ways[kept++] = ways[i];
    }
    return kept;
}

uint64_t CellMaze::thresholdOf(double p)
{
    return uint64_t(std::ldexp(std::min(1.0, std::max(0.0, p)), 53));
}

Rect CellMaze::span(uint32_t first, uint32_t last) const
{
    Rect rect;
    rect.include(pointOf(first));
    rect.include(pointOf(last));
    return rect;
}

WorkingSet CellMaze::cellList(
    const WorkingSetKind &kind, const std::vector<uint32_t> &list, size_t first, size_t maxItems) const
{
    WorkingSet set;
    set.kind = &kind;
    set.size = list.size() - first;
    for (size_t i = list.size(); i-- > first && set.items.size() < maxItems;) {
        if (list[i] != NoCell) // a cell that left a list which keeps its order
            set.items.push_back(item(list[i]));
    }
    return set;
}

Point CellMaze::wallBetween(uint32_t a, uint32_t b) const
{
    const Point p = pointOf(a);
    const Point q = pointOf(b);
    return {(p.row + q.row) / 2, (p.col + q.col) / 2};
}

void UnionFind::reset(uint32_t count)
{
    m_parent.clear();
    reserveHuge(m_parent, count);
    m_parent.assign(count, ~uint32_t(1)); // every cell a root of size 1
    m_sets = count;
}

} // namespace mazestudy
