#include "aldousbrodergenerator.h"

namespace mazestudy {

AldousBroderGenerator::AldousBroderGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_left(cellCount())
{
}

template<bool Observe> void AldousBroderGenerator::advance(Move *move)
{
    if (m_walker == NoCell) {
        m_walker = choose(cellCount());
        dig<Observe>(m_walker, move);
        --m_left;
    } else {
        Direction ways[4];
        const Direction d = ways[choose(uint32_t(allNeighbours(m_walker, ways)))];
        const uint32_t next = neighbour(m_walker, d);
        if (inMaze(next)) {
            if constexpr (Observe) {
                move->kind = MoveKind::Walk;
                move->at = pointOf(m_walker);
                move->target = pointOf(next);
                move->direction = d;
            }
        } else {
            join<Observe>(m_walker, d, move);
            --m_left;
        }
        m_walker = next;
    }
    if constexpr (Observe)
        move->count = m_left;
    m_finished = m_left == 0;
}

WorkingSet AldousBroderGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = WorkingSetKind::Walker;
    set.size = m_left;
    if (m_walker != NoCell && !m_finished && maxItems > 0)
        set.items.push_back(item(m_walker));
    if (m_walker != NoCell)
        set.focus = span(m_walker, m_walker);
    return set;
}

void AldousBroderGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == MoveKind::Walk) {
        args.kind(NarrationKind::AldousBroderWalk).direction(move.direction).place(move.at).place(move.target);
    } else if (move.kind == MoveKind::Join && move.at == move.target) {
        args.kind(NarrationKind::AldousBroderStart, int(move.count)).place(move.at);
    } else if (move.kind == MoveKind::Join) {
        args.kind(NarrationKind::AldousBroderJoin, int(move.count))
            .direction(move.direction)
            .place(move.at)
            .place(move.target);
    }
}

} // namespace mazestudy
