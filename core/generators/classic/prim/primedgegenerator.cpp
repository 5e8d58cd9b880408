#include "primedgegenerator.h"

#include "primfrontier.h"

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind PrimEdgeStart {"prim-edge-start",
    QT_TRANSLATE_N_NOOP(
        "Narration", "Prim (edges): %1 is the first cell in the maze; its %n edge(s) out make the frontier")};
const NarrationKind PrimEdgeJoin {"prim-edge-join",
    QT_TRANSLATE_N_NOOP(
        "Narration", "Prim (edges): the edge drawn leads from %1 to %2, which joins the maze; %n edge(s) out")};
} // namespace

PrimEdgeGenerator::PrimEdgeGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
    m_edges.reserve(cellCount()); // address space only until the list is that long
}

void PrimEdgeGenerator::addEdges(uint32_t cell)
{
    Direction ways[4];
    const int count = neighbours(cell, false, ways);
    for (int i = 0; i < count; ++i)
        m_edges.push_back(cell * 4 + uint32_t(ways[i]));
}

template<bool Observe> void PrimEdgeGenerator::advance(Move *move)
{
    uint32_t cell;
    if (!m_started) {
        m_started = true;
        cell = randomCell();
        dig<Observe>(cell, move);
    } else {
        for (;;) {
            const uint32_t pick = choose(uint32_t(m_edges.size()));
            const uint32_t edge = m_edges[pick];
            m_edges[pick] = m_edges.back();
            m_edges.pop_back();
            const Direction d = Direction(edge & 3);
            cell = uint32_t((edge >> 2) + cellStep(d));
            if (!inMaze(cell)) {
                join<Observe>(edge >> 2, d, move);
                break;
            }
        }
    }
    addEdges(cell);
    ++m_joined;
    if constexpr (Observe)
        move->count = uint32_t(m_edges.size());
    m_finished = m_joined == carveCount();
}

WorkingSet PrimEdgeGenerator::workingSet(size_t maxItems) const
{
    // The edges newest first, each as the two cells and the wall between.
    WorkingSet set;
    set.kind = &PrimFrontierSet;
    set.size = m_edges.size();
    for (size_t i = m_edges.size(); i-- > 0 && set.items.size() < maxItems;) {
        const uint32_t from = m_edges[i] >> 2;
        const uint32_t to = uint32_t(from + cellStep(Direction(m_edges[i] & 3)));
        set.items.push_back({span(std::min(from, to), std::max(from, to)), 0});
    }
    return set;
}

size_t PrimEdgeGenerator::workBytes() const
{
    return m_edges.size() * sizeof(uint32_t);
}

void PrimEdgeGenerator::narrate(const Move &move, Narration &narration) const
{
    if (move.kind != &JoinMove)
        return;
    NarrationArgs args(narration);
    if (move.at == move.target)
        args.kind(PrimEdgeStart, int(move.count)).place(move.at);
    else
        args.kind(PrimEdgeJoin, int(move.count)).place(move.at).place(move.target);
}

const std::vector<const NarrationKind *> &PrimEdgeGenerator::narrations()
{
    static const std::vector<const NarrationKind *> kinds = {&NotStarted, &PrimEdgeStart, &PrimEdgeJoin};
    return kinds;
}

} // namespace mazestudy
