#include "primcellweightsgenerator.h"

#include <algorithm>
#include <functional>

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind PrimWeightsStart {"prim-cell-weights-start",
    QT_TRANSLATE_NOOP("Narration", "Prim (cell weights): %1 is the first cell in the maze and the active set")};
const NarrationKind PrimWeightsJoin {"prim-cell-weights-join",
    QT_TRANSLATE_N_NOOP("Narration",
        "Prim (cell weights): %1, the lightest active cell, carves %2 to %3, its lightest unvisited neighbour "
        "(%n active)")};
const NarrationKind PrimWeightsReject {"prim-cell-weights-reject",
    QT_TRANSLATE_N_NOOP("Narration",
        "Prim (cell weights): %1, the lightest active cell, has no unvisited neighbour and leaves the active set "
        "(%n active)")};
} // namespace

PrimCellWeightsGenerator::PrimCellWeightsGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_keys(m_rng.next(), cellRows(), cellCols())
{
}

void PrimCellWeightsGenerator::activate(uint32_t cell)
{
    m_active.push_back(m_keys.key(cell));
    std::push_heap(m_active.begin(), m_active.end(), std::greater<>());
}

template<bool Observe> void PrimCellWeightsGenerator::advance(Move *move)
{
    if (!m_started) {
        m_started = true;
        const uint32_t first = randomCell();
        dig<Observe>(first, move);
        activate(first);
    } else {
        const uint32_t cell = WallKeys::wallOf(m_active.front());
        Direction ways[4];
        const int count = neighbours(cell, false, ways);
        if (count > 0) {
            Direction lightest = ways[0];
            for (int i = 1; i < count; ++i) {
                if (m_keys.key(uint32_t(cell + cellStep(ways[i]))) < m_keys.key(uint32_t(cell + cellStep(lightest))))
                    lightest = ways[i];
            }
            join<Observe>(cell, lightest, move);
            activate(uint32_t(cell + cellStep(lightest)));
        } else {
            std::pop_heap(m_active.begin(), m_active.end(), std::greater<>());
            m_active.pop_back();
            if constexpr (Observe) {
                move->kind = &RejectMove;
                move->reason = &NoUnvisitedReason;
                move->at = move->target = pointOf(cell);
            }
        }
    }
    if constexpr (Observe)
        move->count = uint32_t(m_active.size());
    m_finished = m_active.empty();
}

WorkingSet PrimCellWeightsGenerator::workingSet(size_t maxItems) const
{
    // The active cells, lightest (the next to move) first.
    WorkingSet set;
    set.kind = &ActiveListSet;
    set.size = m_active.size();
    std::vector<uint64_t> lightest(std::min(maxItems, m_active.size()));
    std::partial_sort_copy(m_active.begin(), m_active.end(), lightest.begin(), lightest.end());
    for (const uint64_t key : lightest)
        set.items.push_back(item(WallKeys::wallOf(key)));
    return set;
}

size_t PrimCellWeightsGenerator::workBytes() const
{
    return m_active.capacity() * sizeof(uint64_t);
}

void PrimCellWeightsGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &RejectMove)
        args.kind(PrimWeightsReject, int(move.count)).place(move.at);
    else if (move.kind == &JoinMove && move.at == move.target)
        args.kind(PrimWeightsStart).place(move.at);
    else if (move.kind == &JoinMove)
        args.kind(PrimWeightsJoin, int(move.count)).place(move.at).direction(move.direction).place(move.target);
}

const std::vector<const NarrationKind *> &PrimCellWeightsGenerator::narrations()
{
    static const std::vector<const NarrationKind *> kinds
        = {&NotStarted, &PrimWeightsStart, &PrimWeightsJoin, &PrimWeightsReject};
    return kinds;
}

} // namespace mazestudy
