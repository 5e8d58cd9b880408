#include "kruskalgenerator.h"

namespace mazestudy {

KruskalGenerator::KruskalGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
    // Each cell's east wall (none in the last column), then its south wall
    // (none in the last row): the exact count, so no vector doubles.
    const uint32_t rows = cellRows();
    const uint32_t cols = cellCols();
    const size_t count = cellCount() == 0 ? 0 : size_t(rows) * (cols - 1) + size_t(rows - 1) * cols;
    reserveHuge(m_walls, count);
    m_walls.resize(count);
    uint32_t *out = m_walls.data();
    for (uint32_t row = 0, cell = 0; row < rows; ++row) {
        const bool south = row + 1 < rows;
        for (uint32_t col = 0; col < cols; ++col, ++cell) {
            if (col + 1 < cols)
                *out++ = 2 * cell;
            if (south)
                *out++ = 2 * cell + 1;
        }
    }
    m_undrawn = uint32_t(count);
    m_sets.reset(cellCount());
}

template<bool Observe> void KruskalGenerator::advance(Move *move)
{
    if (!m_prepared) {
        m_prepared = true;
        for (uint32_t row = 0; row < cellRows(); ++row) {
            uint8_t *unit = m_grid.data() + size_t(2 * row + 1) * size_t(m_spec.cols) + 1;
            for (uint32_t col = 0; col < cellCols(); ++col, unit += 2)
                *unit = Grid::Floor;
        }
        if constexpr (Observe) {
            move->kind = MoveKind::Prepare;
            move->changed = span(0, cellCount() - 1);
            move->count = m_sets.sets();
        }
        m_finished = m_sets.sets() == 1;
        return;
    }
    lookAhead();
    const uint32_t pick = choose(m_undrawn);
    const uint32_t wall = m_walls[pick];
    m_walls[pick] = m_walls[--m_undrawn];
    m_walls[m_undrawn] = wall;
    m_last = wall;
    const uint32_t cell = wall / 2;
    const Direction d = wall % 2 ? Direction::South : Direction::East;
    const uint32_t other = cell + (wall % 2 ? cellCols() : 1); // walls are inside the grid
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

void KruskalGenerator::lookAhead()
{
    if (m_aheadUndrawn == 0) { // the first draw: the copy starts Ahead picks on
        m_ahead = m_rng;
        m_aheadUndrawn = m_undrawn;
        for (uint32_t i = 0; i < Ahead; ++i)
            m_picks[i] = m_aheadUndrawn > 1 ? m_ahead.below(m_aheadUndrawn--) : 0;
    }
    const uint32_t slot = m_aheadNext++ % Ahead;
    // The wall picked Ahead / 2 moves on (read now: by then a swap may have
    // moved another there, which costs only a useless fetch) ...
    const uint32_t soon = m_walls[m_picks[(slot + Ahead / 2) % Ahead]];
    const uint32_t cell = soon / 2;
    __builtin_prefetch(m_sets.entry(cell));
    __builtin_prefetch(m_sets.entry(cell + (soon % 2 ? cellCols() : 1)));
    __builtin_prefetch(m_grid.data() + unitOf(cell));
    // ... and the wall picked Ahead moves on.
    m_picks[slot] = m_aheadUndrawn > 1 ? m_ahead.below(m_aheadUndrawn--) : 0;
    __builtin_prefetch(m_walls.data() + m_picks[slot]);
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
