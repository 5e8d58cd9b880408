#include "recursivedivisiongenerator.h"

#include "generatorinfo.h"

#include <cstring>

namespace mazestudy {

namespace {
// Walls `at`..`target` (one row or column of units) but for the gap `gap`; count: chambers left.
const MoveKind DivideMove {"divide", MoveRole::Wall, MoveField::Units | MoveField::Gap | MoveField::ChambersLeft};

// Its working set: the chambers still to divide, next on top.
const WorkingSetKind ChambersSet {"chambers", QT_TRANSLATE_NOOP("WorkingSet", "Chambers to divide, next on top: %1")};

// The kinds of move it narrates, with their English templates.
const NarrationKind DivisionStart {"division-start",
    QT_TRANSLATE_N_NOOP("Narration", "recursive division: every inner wall taken away: one chamber of %n cell(s)")};
const NarrationKind DivisionHorizontal {"division-horizontal",
    QT_TRANSLATE_N_NOOP("Narration",
        "recursive division: a horizontal wall from %1 to %2, its gap at %3; %n chamber(s) left to divide")};
const NarrationKind DivisionVertical {"division-vertical",
    QT_TRANSLATE_N_NOOP(
        "Narration", "recursive division: a vertical wall from %1 to %2, its gap at %3; %n chamber(s) left to divide")};
} // namespace

RecursiveDivisionGenerator::RecursiveDivisionGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
}

void RecursiveDivisionGenerator::push(const Chamber &chamber)
{
    if (chamber.height > 1 && chamber.width > 1) {
        m_stack.push_back(chamber);
        m_cellsToDivide += uint64_t(chamber.height) * chamber.width;
    }
}

double RecursiveDivisionGenerator::progress() const
{
    return m_prepared ? builtShare(cellCount() - m_cellsToDivide, cellCount()) : 0.0;
}

Rect RecursiveDivisionGenerator::unitsOf(const Chamber &chamber) const
{
    return {int(2 * chamber.row + 1), int(2 * chamber.col + 1), int(2 * (chamber.row + chamber.height) - 1),
        int(2 * (chamber.col + chamber.width) - 1)};
}

template<bool Observe> void RecursiveDivisionGenerator::advance(Move *move)
{
    const int cols = m_spec.cols;
    uint8_t *units = m_grid.data();
    if (!m_prepared) {
        m_prepared = true;
        for (int r = 1; r + 1 < m_spec.rows; ++r)
            std::memset(units + size_t(r) * size_t(cols) + 1, Grid::Floor, size_t(cols - 2));
        push({0, 0, cellRows(), cellCols()});
        if constexpr (Observe) {
            move->kind = &PrepareMove;
            move->changed = {1, 1, m_spec.rows - 2, cols - 2};
            move->count = cellCount();
        }
        m_finished = m_stack.empty();
        return;
    }
    const Chamber chamber = m_stack.back();
    m_stack.pop_back();
    m_cellsToDivide -= uint64_t(chamber.height) * chamber.width;
    const bool horizontal = chamber.height > chamber.width || (chamber.height == chamber.width && choose(2) == 0);
    Point from, to, gap;
    Chamber first = chamber, second = chamber;
    if (horizontal) {
        const uint32_t above = chamber.row + m_rng.below(chamber.height - 1);
        const uint32_t gapCol = chamber.col + choose(chamber.width);
        const int row = int(2 * above + 2);
        from = {row, int(2 * chamber.col + 1)};
        to = {row, int(2 * (chamber.col + chamber.width) - 1)};
        gap = {row, int(2 * gapCol + 1)};
        std::memset(units + m_grid.index(from.row, from.col), Grid::Wall, size_t(to.col - from.col + 1));
        first.height = above - chamber.row + 1;
        second.row = above + 1;
        second.height = chamber.height - first.height;
    } else {
        const uint32_t left = chamber.col + m_rng.below(chamber.width - 1);
        const uint32_t gapRow = chamber.row + choose(chamber.height);
        const int col = int(2 * left + 2);
        from = {int(2 * chamber.row + 1), col};
        to = {int(2 * (chamber.row + chamber.height) - 1), col};
        gap = {int(2 * gapRow + 1), col};
        for (int r = from.row; r <= to.row; ++r)
            units[m_grid.index(r, col)] = Grid::Wall;
        first.width = left - chamber.col + 1;
        second.col = left + 1;
        second.width = chamber.width - first.width;
    }
    units[m_grid.index(gap.row, gap.col)] = Grid::Floor;
    push(second);
    push(first);
    if constexpr (Observe) {
        move->kind = &DivideMove;
        move->at = from;
        move->target = to;
        move->gap = gap;
        move->direction = horizontal ? Direction::East : Direction::South;
        move->changed.include(from);
        move->changed.include(to);
        move->count = uint32_t(m_stack.size());
    }
    m_finished = m_stack.empty();
}

WorkingSet RecursiveDivisionGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &ChambersSet;
    set.size = m_stack.size();
    for (size_t i = m_stack.size(); i-- > 0 && set.items.size() < maxItems;)
        set.items.push_back({unitsOf(m_stack[i]), 0});
    return set;
}

size_t RecursiveDivisionGenerator::workBytes() const
{
    return m_stack.size() * sizeof(Chamber);
}

void RecursiveDivisionGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &PrepareMove) {
        args.kind(DivisionStart, int(move.count));
    } else if (move.kind == &DivideMove) {
        args.kind(move.direction == Direction::East ? DivisionHorizontal : DivisionVertical, int(move.count))
            .place(move.at)
            .place(move.target)
            .place(move.gap);
    }
}

GeneratorInfo RecursiveDivisionGenerator::info()
{
    GeneratorInfo info;
    info.id = "recursive-division";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Recursive division");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "starts with no inner walls and splits each chamber by one wall with one gap, across its longer side, "
        "until chambers are one cell wide");
    info.oddSizesOnly = true;
    info.whyNoMask = QT_TRANSLATE_NOOP("CatalogText", "it divides rectangles with walls, and a mask is not one");
    info.colour = 0xD55E00;
    info.make = makeOf<RecursiveDivisionGenerator>;
    info.narrations = {&NotStarted, &DivisionStart, &DivisionHorizontal, &DivisionVertical};
    return info;
}

} // namespace mazestudy
