#include "wilsonexitsgenerator.h"

namespace mazestudy {

const WorkingSetKind WalkSet {"walk", QT_TRANSLATE_NOOP("WorkingSet", "The walk, newest first; cells: %1")};

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind WilsonExitsStart {
    "wilson-exits-start", QT_TRANSLATE_NOOP("Narration", "Wilson (exits): %1 is the first cell in the maze")};
const NarrationKind WilsonExitsWalk {"wilson-exits-walk",
    QT_TRANSLATE_N_NOOP("Narration",
        "Wilson (exits): the walk from %1 leaves %2 going %3 to %4, this exit written over the cell's last one; "
        "%n step(s) so far")};
const NarrationKind WilsonExitsReach {"wilson-exits-reach",
    QT_TRANSLATE_N_NOOP("Narration",
        "Wilson (exits): the walk from %1 reaches the maze at %2 after %n step(s); its exits from %1 are added")};
const NarrationKind WilsonExitsJoin {"wilson-exits-join",
    QT_TRANSLATE_N_NOOP("Narration", "Wilson (exits): %1 joins the maze through its exit %2; %n cell(s) left")};
} // namespace

const std::vector<const NarrationKind *> &WilsonExitsGenerator::narrations()
{
    static const std::vector<const NarrationKind *> kinds {
        &WilsonExitsStart, &WilsonExitsWalk, &WilsonExitsReach, &WilsonExitsJoin};
    return kinds;
}

WilsonExitsGenerator::WilsonExitsGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_left(carveCount())
{
    reserveHuge(m_exits, cellCount());
    m_exits.resize(cellCount(), uint8_t(Direction::South));
    // A mask's outside counts as joined, so that no scan starts a walk there.
    for (uint32_t cell = 0; mask() && cell < cellCount(); ++cell) {
        if (!carvable(cell))
            m_exits[cell] = InMaze;
    }
}

template<bool Observe> void WilsonExitsGenerator::advance(Move *move)
{
    if (!m_started) {
        m_started = true;
        const uint32_t first = randomCell();
        dig<Observe>(first, move);
        m_exits[first] = InMaze;
        m_finished = --m_left == 0;
        if constexpr (Observe)
            move->count = m_left;
        return;
    }
    if (m_adding) {
        const Direction d = Direction(m_exits[m_head.cell]);
        m_exits[m_head.cell] = InMaze;
        join<Observe>(m_head.cell, d, move);
        m_head = stepped(m_head, d);
        m_adding = m_exits[m_head.cell] != InMaze;
        m_finished = --m_left == 0;
        if constexpr (Observe)
            move->count = m_left;
        return;
    }
    if (m_first == NoCell) {
        while (m_exits[m_scan] == InMaze)
            ++m_scan;
        m_first = m_scan;
        m_head = walkerAt(m_scan);
        m_steps = 0;
    }
    // run() takes the whole walk in this loop, the head and the random state
    // in registers; stepping takes one step a move.
    Walker at = m_head;
    Walker next;
    Direction d;
    Rng rng = m_rng;
    WayBits bits = m_wayBits;
    uint8_t *exits = m_exits.data();
    uint32_t steps = 0;
    for (;;) {
        ++steps;
        d = randomWay(at, bits, rng);
        exits[at.cell] = uint8_t(d);
        next = stepped(at, d);
        if (Observe || exits[next.cell] == InMaze)
            break;
        at = next;
    }
    m_rng = rng;
    m_wayBits = bits;
    m_steps += steps;
    m_moves += steps - 1;
    if constexpr (Observe) {
        move->kind = &WalkMove;
        move->at = pointOf(at.cell);
        move->target = pointOf(next.cell);
        move->direction = d;
        move->origin = pointOf(m_first);
        move->count = m_steps;
    }
    if (exits[next.cell] == InMaze) {
        m_adding = true;
        m_head = walkerAt(m_first);
        m_first = NoCell;
    } else {
        m_head = next;
    }
}

std::vector<uint32_t> WilsonExitsGenerator::path() const
{
    std::vector<uint32_t> cells;
    if (m_adding) {
        for (uint32_t cell = m_head.cell; m_exits[cell] != InMaze; cell = neighbour(cell, Direction(m_exits[cell])))
            cells.push_back(cell);
    } else if (m_first != NoCell) {
        for (uint32_t cell = m_first; cell != m_head.cell; cell = neighbour(cell, Direction(m_exits[cell])))
            cells.push_back(cell);
        cells.push_back(m_head.cell);
    }
    return cells;
}

WorkingSet WilsonExitsGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set = cellList(WalkSet, path(), 0, maxItems);
    if (m_started && !m_finished)
        set.focus = span(m_head.cell, m_head.cell);
    return set;
}

void WilsonExitsGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    const int count = int(move.count);
    if (move.kind == &JoinMove) {
        if (move.at == move.target)
            args.kind(WilsonExitsStart).place(move.at);
        else
            args.kind(WilsonExitsJoin, count).place(move.at).direction(move.direction);
        return;
    }
    if (move.kind == &WalkMove) {
        if (m_grid.isFloor(move.target.row, move.target.col))
            args.kind(WilsonExitsReach, count).place(move.origin).place(move.target);
        else
            args.kind(WilsonExitsWalk, count)
                .place(move.origin)
                .place(move.at)
                .direction(move.direction)
                .place(move.target);
        return;
    }
}

} // namespace mazestudy
