#include "primgenerator.h"

namespace mazestudy {

PrimGenerator::PrimGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
    m_onFrontier.reset(cellCount());
    m_frontier.reserve(cellCount()); // address space only until the frontier is that long
}

void PrimGenerator::addFrontier(uint32_t cell)
{
    Direction ways[4];
    const int count = neighbours(cell, false, ways);
    for (int i = 0; i < count; ++i) {
        const uint32_t next = uint32_t(cell + cellStep(ways[i]));
        if (!m_onFrontier.test(next)) {
            m_onFrontier.set(next);
            m_frontier.push_back(next);
        }
    }
}

template<bool Observe> void PrimGenerator::advance(Move *move)
{
    uint32_t cell;
    if (!m_started) {
        m_started = true;
        cell = choose(cellCount());
        dig<Observe>(cell, move);
    } else {
        const uint32_t pick = choose(uint32_t(m_frontier.size()));
        cell = m_frontier[pick];
        m_frontier[pick] = m_frontier.back();
        m_frontier.pop_back();
        Direction ways[4];
        const Direction d = ways[choose(uint32_t(neighbours(cell, true, ways)))];
        // From the maze's side: `at` is in the maze, `target` the new cell.
        const Direction back = Direction((uint8_t(d) + 2) % 4);
        join<Observe>(uint32_t(cell + cellStep(d)), back, move);
    }
    addFrontier(cell);
    if constexpr (Observe)
        move->count = uint32_t(m_frontier.size());
    m_finished = m_frontier.empty();
}

WorkingSet PrimGenerator::workingSet(size_t maxItems) const
{
    return cellList(WorkingSetKind::Frontier, m_frontier, 0, maxItems);
}

size_t PrimGenerator::workBytes() const
{
    return m_frontier.size() * sizeof(uint32_t) + m_onFrontier.memoryBytes();
}

void PrimGenerator::narrate(const Move &move, Narration &narration) const
{
    if (move.kind != MoveKind::Join)
        return;
    NarrationArgs args(narration);
    if (move.at == move.target)
        args.kind(NarrationKind::PrimStart, int(move.count)).place(move.at);
    else
        args.kind(NarrationKind::PrimJoin, int(move.count)).place(move.target).place(move.at);
}

} // namespace mazestudy
