#include "huntandkillgenerator.h"

namespace mazestudy {

HuntAndKillGenerator::HuntAndKillGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_left(cellCount())
{
    m_rowLeft.assign(cellRows(), cellCols());
}

template<bool Observe> void HuntAndKillGenerator::enter(uint32_t from, Direction d, Move *move)
{
    const uint32_t cell = neighbour(from, d);
    join<Observe>(from, d, move);
    m_walker = cell;
    --m_rowLeft[cell / cellCols()];
    m_finished = --m_left == 0;
    if constexpr (Observe)
        move->count = m_left;
}

template<bool Observe> void HuntAndKillGenerator::advance(Move *move)
{
    switch (m_phase) {
    case Phase::Start:
        m_walker = choose(cellCount());
        dig<Observe>(m_walker, move);
        --m_rowLeft[m_walker / cellCols()];
        m_finished = --m_left == 0;
        if constexpr (Observe)
            move->count = m_left;
        m_phase = Phase::Walk;
        return;
    case Phase::Walk: {
        Direction ways[4];
        const int count = neighbours(m_walker, false, ways);
        if (count > 0) {
            enter<Observe>(m_walker, ways[choose(uint32_t(count))], move);
            return;
        }
        // Stuck: the hunt begins at the first row with a cell left.
        m_phase = Phase::Hunt;
        m_scanRow = 0;
        while (m_rowLeft[m_scanRow] == 0)
            ++m_scanRow;
        [[fallthrough]];
    }
    case Phase::Hunt: {
        const uint32_t first = m_scanRow * cellCols();
        m_found = NoCell;
        for (uint32_t cell = first; cell < first + cellCols() && m_found == NoCell; ++cell) {
            Direction ways[4];
            if (!inMaze(cell) && neighbours(cell, true, ways) > 0)
                m_found = cell;
        }
        if constexpr (Observe) {
            move->kind = MoveKind::Scan;
            move->at = pointOf(first);
            move->target = pointOf(first + cellCols() - 1);
            move->count = m_found != NoCell;
            if (m_found != NoCell)
                move->gap = pointOf(m_found);
        }
        if (m_found != NoCell) {
            m_phase = Phase::Found;
            return;
        }
        do
            ++m_scanRow;
        while (m_rowLeft[m_scanRow] == 0);
        return;
    }
    case Phase::Found: {
        Direction ways[4];
        const Direction d = ways[choose(uint32_t(neighbours(m_found, true, ways)))];
        const uint32_t from = neighbour(m_found, d);
        enter<Observe>(from, Direction((uint8_t(d) + 2) % 4), move);
        if constexpr (Observe)
            move->origin = move->target;
        m_phase = Phase::Walk;
        return;
    }
    }
}

WorkingSet HuntAndKillGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = WorkingSetKind::ScanLine;
    if (m_finished || m_walker == NoCell || maxItems == 0)
        return set;
    set.size = 1;
    if (m_phase == Phase::Hunt || m_phase == Phase::Found) {
        const uint32_t first = m_scanRow * cellCols();
        set.items.push_back({span(first, first + cellCols() - 1), 0});
        if (m_found != NoCell)
            set.focus = span(m_found, m_found);
    } else {
        set.items.push_back(item(m_walker));
        set.focus = span(m_walker, m_walker);
    }
    return set;
}

size_t HuntAndKillGenerator::workBytes() const
{
    return m_rowLeft.size() * sizeof(uint32_t);
}

} // namespace mazestudy
