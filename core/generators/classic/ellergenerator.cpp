#include "ellergenerator.h"

namespace mazestudy {

EllerGenerator::EllerGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
    m_sets.reset(cellCount());
    m_left.assign(cellCount(), 0);
    m_wentDown.assign(cellCount(), 0);
    if (cellCols() == 1)
        m_pass = cellRows() == 1 ? Pass::End : Pass::Down;
}

void EllerGenerator::countSets()
{
    const uint32_t first = m_row * cellCols();
    m_setsInRow = 0;
    for (uint32_t c = 0; c < cellCols(); ++c) {
        const uint32_t root = m_sets.find(first + c);
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
        const bool apart = m_sets.find(cell) != m_sets.find(cell + 1);
        const bool joins = apart && (lastRow || choose(2) == 0);
        if (joins) {
            m_sets.unite(cell, cell + 1);
            join<Observe>(cell, Direction::East, move);
        } else {
            uint8_t *units = m_grid.data();
            units[unitOf(cell)] = units[unitOf(cell + 1)] = Grid::Floor;
            if constexpr (Observe) {
                move->kind = MoveKind::Reject;
                move->reason = apart ? SkipReason::Chance : SkipReason::SameSet;
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
        const uint32_t root = m_sets.find(cell);
        const bool forced = --m_left[root] == 0 && !m_wentDown[root];
        const bool down = forced || choose(2) == 0;
        m_grid.data()[unitOf(cell)] = Grid::Floor;
        if (down) {
            m_wentDown[root] = 1;
            m_sets.attach(cell + cellCols(), root);
            join<Observe>(cell, Direction::South, move);
            if constexpr (Observe)
                move->reason = forced ? SkipReason::None : SkipReason::Chance;
        } else if constexpr (Observe) {
            move->kind = MoveKind::Reject;
            move->reason = SkipReason::Chance;
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
            move->kind = MoveKind::RowEnd;
            move->at = pointOf(first + cellCols() - 1);
            move->changed.include(pointOf(first));
            move->count = lastRow ? m_sets.sets() : m_setsInRow;
        }
        m_col = 0;
        if (lastRow) {
            m_finished = true;
            return;
        }
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
    set.kind = WorkingSetKind::RowSets;
    if (m_finished)
        return set;
    const uint32_t first = m_row * cellCols();
    uint32_t runStart = first;
    uint32_t runRoot = m_sets.find(first);
    for (uint32_t c = 1; c <= cellCols(); ++c) {
        const uint32_t root = c < cellCols() ? m_sets.find(first + c) : CellMaze::NoCell;
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
    return m_sets.memoryBytes() + m_left.capacity() * sizeof(uint32_t) + m_wentDown.capacity();
}

void EllerGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    const bool down = move.direction == Direction::South;
    switch (move.kind) {
    case MoveKind::Join:
        if (down)
            args.kind(move.reason == SkipReason::None ? NarrationKind::EllerDownForced : NarrationKind::EllerDown);
        else
            args.kind(move.at.row == m_spec.rows - 2 ? NarrationKind::EllerLastJoin : NarrationKind::EllerJoin);
        args.place(move.at).place(move.target);
        return;
    case MoveKind::Reject:
        if (down)
            args.kind(NarrationKind::EllerNoDown);
        else
            args.kind(
                move.reason == SkipReason::SameSet ? NarrationKind::EllerKeepSameSet : NarrationKind::EllerKeepChance);
        args.place(move.at).place(move.target);
        return;
    case MoveKind::RowEnd:
        if (m_finished)
            args.kind(NarrationKind::EllerLastRowEnd);
        else
            args.kind(NarrationKind::EllerRowEnd, int(move.count)).number(move.at.row);
        return;
    default:
        return;
    }
}

} // namespace mazestudy
