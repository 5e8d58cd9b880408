#include "primtruegenerator.h"

#include "primfrontier.h"

#include <algorithm>
#include <functional>

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind PrimTrueStart {"prim-true-start",
    QT_TRANSLATE_N_NOOP(
        "Narration", "true Prim: %1 is the first cell in the maze; %n wall(s) out of it are queued by weight")};
const NarrationKind PrimTrueJoin {"prim-true-join",
    QT_TRANSLATE_N_NOOP("Narration",
        "true Prim: the lightest wall out of the maze, from %1 to %2, opens and %2 joins; %n wall(s) queued")};
} // namespace

PrimTrueGenerator::PrimTrueGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_keys(m_rng.next(), cellRows(), cellCols())
{
}

PrimTrueGenerator::WallCells PrimTrueGenerator::cellsOf(uint32_t wall) const
{
    const uint32_t unitCols = 2 * cellCols() + 1;
    const uint32_t row = wall / unitCols;
    const uint32_t col = wall - row * unitCols;
    // An east wall sits at an odd row and even column, a south wall the other way round.
    if (row % 2 == 1) {
        const uint32_t west = (row - 1) / 2 * cellCols() + (col - 2) / 2;
        return {west, west + 1, Direction::East};
    }
    const uint32_t north = (row - 2) / 2 * cellCols() + (col - 1) / 2;
    return {north, north + cellCols(), Direction::South};
}

void PrimTrueGenerator::queueWalls(uint32_t cell)
{
    const uint32_t row = rowOf(cell);
    const uint32_t col = cell - row * cellCols();
    Direction ways[4];
    const int count = neighbours(cell, false, ways);
    for (int i = 0; i < count; ++i) {
        uint32_t wall = 0;
        switch (ways[i]) {
        case Direction::South:
            wall = m_keys.southWall(row, col);
            break;
        case Direction::East:
            wall = m_keys.eastWall(row, col);
            break;
        case Direction::North:
            wall = m_keys.southWall(row - 1, col);
            break;
        case Direction::West:
            wall = m_keys.eastWall(row, col - 1);
            break;
        }
        m_queue.push_back(m_keys.key(wall));
        std::push_heap(m_queue.begin(), m_queue.end(), std::greater<>());
    }
}

template<bool Observe> void PrimTrueGenerator::advance(Move *move)
{
    uint32_t cell;
    if (!m_started) {
        m_started = true;
        cell = randomCell();
        dig<Observe>(cell, move);
    } else {
        for (;;) {
            std::pop_heap(m_queue.begin(), m_queue.end(), std::greater<>());
            const WallCells wall = cellsOf(WallKeys::wallOf(m_queue.back()));
            m_queue.pop_back();
            const bool firstIn = inMaze(wall.first);
            if (firstIn == inMaze(wall.second))
                continue; // both joined since it was queued
            cell = firstIn ? wall.second : wall.first;
            const Direction back = Direction((uint8_t(wall.way) + 2) % 4);
            join<Observe>(firstIn ? wall.first : wall.second, firstIn ? wall.way : back, move);
            break;
        }
    }
    queueWalls(cell);
    ++m_joined;
    if constexpr (Observe)
        move->count = uint32_t(m_queue.size());
    m_finished = m_joined == carveCount();
}

WorkingSet PrimTrueGenerator::workingSet(size_t maxItems) const
{
    // The lightest walls first, each as its two cells and the wall between.
    WorkingSet set;
    set.kind = &PrimFrontierSet;
    set.size = m_queue.size();
    std::vector<uint64_t> lightest(std::min(maxItems, m_queue.size()));
    std::partial_sort_copy(m_queue.begin(), m_queue.end(), lightest.begin(), lightest.end());
    for (const uint64_t key : lightest) {
        const WallCells wall = cellsOf(WallKeys::wallOf(key));
        set.items.push_back({span(wall.first, wall.second), 0});
    }
    return set;
}

size_t PrimTrueGenerator::workBytes() const
{
    return m_queue.capacity() * sizeof(uint64_t);
}

void PrimTrueGenerator::narrate(const Move &move, Narration &narration) const
{
    if (move.kind != &JoinMove)
        return;
    NarrationArgs args(narration);
    if (move.at == move.target)
        args.kind(PrimTrueStart, int(move.count)).place(move.at);
    else
        args.kind(PrimTrueJoin, int(move.count)).place(move.at).place(move.target);
}

const std::vector<const NarrationKind *> &PrimTrueGenerator::narrations()
{
    static const std::vector<const NarrationKind *> kinds = {&NotStarted, &PrimTrueStart, &PrimTrueJoin};
    return kinds;
}

} // namespace mazestudy
