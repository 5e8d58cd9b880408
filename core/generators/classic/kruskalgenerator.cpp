#include "kruskalgenerator.h"

namespace mazestudy {

KruskalGenerator::KruskalGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
    m_walls.reserve(size_t(cellCount()) * 2);
    for (uint32_t cell = 0; cell < cellCount(); ++cell) {
        if (neighbour(cell, Direction::East) != NoCell)
            m_walls.push_back(2 * cell);
        if (neighbour(cell, Direction::South) != NoCell)
            m_walls.push_back(2 * cell + 1);
    }
    m_undrawn = uint32_t(m_walls.size());
    m_sets.reset(cellCount());
}

template<bool Observe> void KruskalGenerator::advance(Move *move)
{
    if (!m_prepared) {
        m_prepared = true;
        for (uint32_t cell = 0; cell < cellCount(); ++cell)
            m_grid.data()[unitOf(cell)] = Grid::Floor;
        if constexpr (Observe) {
            move->kind = MoveKind::Prepare;
            move->changed = span(0, cellCount() - 1);
            move->count = m_sets.sets();
        }
        m_finished = m_sets.sets() == 1;
        return;
    }
    const uint32_t pick = choose(m_undrawn);
    const uint32_t wall = m_walls[pick];
    m_walls[pick] = m_walls[--m_undrawn];
    m_walls[m_undrawn] = wall;
    m_last = wall;
    const uint32_t cell = wall / 2;
    const Direction d = wall % 2 ? Direction::South : Direction::East;
    const uint32_t other = neighbour(cell, d);
    if (m_sets.unite(cell, other)) {
        join<Observe>(cell, d, move);
    } else if constexpr (Observe) {
        move->kind = MoveKind::Reject;
        move->reason = SkipReason::SameSet;
        move->at = pointOf(cell);
        move->target = pointOf(other);
        move->direction = d;
    }
    if constexpr (Observe)
        move->count = m_sets.sets();
    m_finished = m_sets.sets() == 1;
}

WorkingSet KruskalGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = WorkingSetKind::Sets;
    set.size = m_sets.sets();
    if (m_last == NoCell)
        return set;
    const uint32_t cell = m_last / 2;
    const uint32_t other = neighbour(cell, m_last % 2 ? Direction::South : Direction::East);
    const Point wall = wallBetween(cell, other);
    set.focus = {wall.row, wall.col, wall.row, wall.col};
    for (uint32_t member : {cell, other}) {
        if (set.items.size() < maxItems)
            set.items.push_back(item(member, m_sets.find(member)));
    }
    return set;
}

size_t KruskalGenerator::workBytes() const
{
    return m_walls.capacity() * sizeof(uint32_t) + m_sets.memoryBytes();
}

void KruskalGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    switch (move.kind) {
    case MoveKind::Prepare:
        args.kind(NarrationKind::KruskalStart, int(move.count));
        return;
    case MoveKind::Join:
        args.kind(NarrationKind::KruskalJoin, int(move.count)).place(move.at).place(move.target);
        return;
    case MoveKind::Reject:
        args.kind(NarrationKind::KruskalReject).place(move.at).place(move.target);
        return;
    default:
        return;
    }
}

} // namespace mazestudy
