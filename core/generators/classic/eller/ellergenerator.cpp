#include "ellergenerator.h"

#include "generatorinfo.h"

namespace mazestudy {

namespace {
// Its working set: runs of one set in the current row (tag = set).
const WorkingSetKind RowSetsSet {
    "row-sets", QT_TRANSLATE_NOOP("WorkingSet", "This row's sets, as runs of one set: %1"), true, true};

// The kinds of move it narrates, with their English templates.
const NarrationKind EllerJoin {
    "eller-join", QT_TRANSLATE_NOOP("Narration", "Eller: %1 and %2 are in different sets; the coin joins them")};
const NarrationKind EllerLastJoin {"eller-last-join",
    QT_TRANSLATE_NOOP("Narration", "Eller: last row: %1 and %2 are in different sets; joining them")};
const NarrationKind EllerKeepChance {"eller-keep-chance",
    QT_TRANSLATE_NOOP("Narration", "Eller: %1 and %2 are in different sets; the coin keeps the wall between them")};
const NarrationKind EllerKeepSameSet {
    "eller-keep-same-set", QT_TRANSLATE_NOOP("Narration", "Eller: %1 and %2 are already in one set; the wall stays")};
const NarrationKind EllerDown {
    "eller-down", QT_TRANSLATE_NOOP("Narration", "Eller: %1 carves south to %2; its set goes on down")};
const NarrationKind EllerDownForced {"eller-down-forced",
    QT_TRANSLATE_NOOP(
        "Narration", "Eller: %1 is its set's last cell in this row and none went down yet; it carves south to %2")};
const NarrationKind EllerNoDown {"eller-no-down",
    QT_TRANSLATE_NOOP("Narration", "Eller: %1 does not carve south; %2 will start a set of its own unless joined")};
const NarrationKind EllerRowEnd {
    "eller-row-end", QT_TRANSLATE_N_NOOP("Narration", "Eller: row %1 is done; %n set(s) go on down")};
const NarrationKind EllerLastRowEnd {
    "eller-last-row-end", QT_TRANSLATE_NOOP("Narration", "Eller: the last row is done; every cell is in one set")};
} // namespace

EllerGenerator::EllerGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_sets(cellCount())
{
    const uint32_t cols = cellCols();
    m_rowSlot.resize(cols);
    m_belowSlot.assign(cols, NoCell);
    m_parent.resize(cols);
    m_root.resize(cols);
    m_size.resize(cols);
    m_left.resize(cols);
    m_wentDown.resize(cols);
    m_spareRoot.resize(cols);
    m_spareSize.resize(cols);
    m_renumbered.reserve(cols);
    for (uint32_t c = 0; c < cols; ++c)
        m_rowSlot[c] = newSlot(c);
    if (cellCols() == 1)
        m_pass = cellRows() == 1 ? Pass::End : Pass::Down;
}

uint32_t EllerGenerator::newSlot(uint32_t rootCell)
{
    const uint32_t slot = m_slots++;
    m_parent[slot] = slot;
    m_root[slot] = rootCell;
    m_size[slot] = 1;
    m_left[slot] = 0;
    m_wentDown[slot] = 0;
    return slot;
}

void EllerGenerator::nextRow()
{
    // The sets that went down keep their root and size in a slot numbered
    // afresh; the cells below that nothing reached are sets of their own.
    const uint32_t cols = cellCols();
    const uint32_t first = (m_row + 1) * cols;
    m_renumbered.assign(m_slots, NoCell);
    uint32_t slots = 0;
    for (uint32_t c = 0; c < cols; ++c) {
        const uint32_t above = m_belowSlot[c];
        m_belowSlot[c] = NoCell;
        if (above != NoCell && m_renumbered[above] != NoCell) {
            m_rowSlot[c] = m_renumbered[above];
            continue;
        }
        m_spareRoot[slots] = above == NoCell ? first + c : m_root[above];
        m_spareSize[slots] = above == NoCell ? 1 : m_size[above];
        if (above != NoCell)
            m_renumbered[above] = slots;
        m_rowSlot[c] = slots++;
    }
    m_root.swap(m_spareRoot);
    m_size.swap(m_spareSize);
    m_slots = slots;
    for (uint32_t slot = 0; slot < slots; ++slot) {
        m_parent[slot] = slot;
        m_left[slot] = 0;
        m_wentDown[slot] = 0;
    }
}

void EllerGenerator::countSets()
{
    m_setsInRow = 0;
    for (uint32_t c = 0; c < cellCols(); ++c) {
        const uint32_t root = slotOf(c);
        m_setsInRow += m_left[root] == 0;
        ++m_left[root];
    }
}

template<bool Observe> void EllerGenerator::advance(Move *move)
{
    const uint32_t first = m_row * cellCols();
    const bool lastRow = m_row + 1 == cellRows();
    switch (m_pass) {
    case Pass::Across: {
        const uint32_t cell = first + m_col;
        uint32_t a = slotOf(m_col);
        uint32_t b = slotOf(m_col + 1);
        const bool apart = a != b;
        const bool joins = apart && (lastRow || choose(2) == 0);
        if (joins) {
            // Union by size, the left set's root on a tie.
            if (m_size[a] < m_size[b])
                std::swap(a, b);
            m_parent[b] = a;
            m_size[a] += m_size[b];
            --m_sets;
            join<Observe>(cell, Direction::East, move);
        } else {
            uint8_t *units = m_grid.data();
            units[unitOf(cell)] = units[unitOf(cell + 1)] = Grid::Floor;
            if constexpr (Observe) {
                move->kind = &RejectMove;
                move->reason = apart ? &ChanceReason : &SameSetReason;
                move->at = pointOf(cell);
                move->target = pointOf(cell + 1);
                move->direction = Direction::East;
                move->changed.include(move->at);
                move->changed.include(move->target);
            }
        }
        if (++m_col + 1 >= cellCols()) {
            m_col = 0;
            m_pass = lastRow ? Pass::End : Pass::Down;
            if (!lastRow)
                countSets();
        }
        return;
    }
    case Pass::Down: {
        if (m_col == 0 && cellCols() == 1)
            countSets();
        const uint32_t cell = first + m_col;
        const uint32_t root = slotOf(m_col);
        const bool forced = --m_left[root] == 0 && !m_wentDown[root];
        const bool down = forced || choose(2) == 0;
        m_grid.data()[unitOf(cell)] = Grid::Floor;
        if (down) {
            m_wentDown[root] = 1;
            m_belowSlot[m_col] = root;
            ++m_size[root];
            --m_sets;
            join<Observe>(cell, Direction::South, move);
            if constexpr (Observe)
                move->reason = forced ? nullptr : &ChanceReason;
        } else if constexpr (Observe) {
            move->kind = &RejectMove;
            move->reason = &ChanceReason;
            move->at = pointOf(cell);
            move->target = pointOf(cell + cellCols());
            move->direction = Direction::South;
            move->changed.include(move->at);
        }
        if (m_left[root] == 0)
            m_wentDown[root] = 0;
        if (++m_col == cellCols())
            m_pass = Pass::End;
        return;
    }
    case Pass::End: {
        // A row of one cell has no pair: dig it here.
        m_grid.data()[unitOf(first)] = Grid::Floor;
        if constexpr (Observe) {
            move->kind = &RowEndMove;
            move->at = pointOf(first + cellCols() - 1);
            move->changed.include(pointOf(first));
            move->count = lastRow ? m_sets : m_setsInRow;
        }
        m_col = 0;
        if (lastRow) {
            m_finished = true;
            return;
        }
        nextRow();
        ++m_row;
        const bool nowLast = m_row + 1 == cellRows();
        m_pass = cellCols() > 1 ? Pass::Across : nowLast ? Pass::End : Pass::Down;
        return;
    }
    }
}

WorkingSet EllerGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &RowSetsSet;
    if (m_finished)
        return set;
    const uint32_t first = m_row * cellCols();
    uint32_t runStart = first;
    uint32_t runRoot = m_root[slotOf(0)];
    for (uint32_t c = 1; c <= cellCols(); ++c) {
        const uint32_t root = c < cellCols() ? m_root[slotOf(c)] : CellMaze::NoCell;
        if (root == runRoot)
            continue;
        ++set.size;
        if (set.items.size() < maxItems)
            set.items.push_back({span(runStart, first + c - 1), runRoot});
        runStart = first + c;
        runRoot = root;
    }
    set.focus = span(first + std::min(m_col, cellCols() - 1), first + std::min(m_col, cellCols() - 1));
    return set;
}

size_t EllerGenerator::workBytes() const
{
    return (m_rowSlot.capacity() + m_belowSlot.capacity() + m_parent.capacity() + m_root.capacity() + m_size.capacity()
               + m_left.capacity())
        * sizeof(uint32_t)
        + m_wentDown.capacity();
}

void EllerGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    const bool down = move.direction == Direction::South;
    if (move.kind == &JoinMove) {
        if (down)
            args.kind(!move.reason ? EllerDownForced : EllerDown);
        else
            args.kind(move.at.row == m_spec.rows - 2 ? EllerLastJoin : EllerJoin);
        args.place(move.at).place(move.target);
        return;
    }
    if (move.kind == &RejectMove) {
        if (down)
            args.kind(EllerNoDown);
        else
            args.kind(move.reason == &SameSetReason ? EllerKeepSameSet : EllerKeepChance);
        args.place(move.at).place(move.target);
        return;
    }
    if (move.kind == &RowEndMove) {
        if (m_finished)
            args.kind(EllerLastRowEnd);
        else
            args.kind(EllerRowEnd, int(move.count)).number(move.at.row);
        return;
    }
}

GeneratorInfo EllerGenerator::info()
{
    GeneratorInfo info;
    info.id = "eller";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Eller's algorithm");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "row by row with sets: neighbours of different sets join at random, each set carves at least once "
        "down, the last row joins what is left");
    info.oddSizesOnly = true;
    info.whyNoMask
        = QT_TRANSLATE_NOOP("CatalogText", "it carves whole rows, whose sets a mask's edge would leave apart");
    info.buildsRowByRow = true;
    info.colour = 0x44AA99;
    info.make = makeOf<EllerGenerator>;
    info.narrations = {&NotStarted, &EllerJoin, &EllerLastJoin, &EllerKeepChance, &EllerKeepSameSet, &EllerDown,
        &EllerDownForced, &EllerNoDown, &EllerRowEnd, &EllerLastRowEnd};
    return info;
}

} // namespace mazestudy
