#include "wilsongenerator.h"

#include "generatorinfo.h"
#include "options.h"
#include "wilsonexitsgenerator.h"

#include <algorithm>

namespace mazestudy {

namespace {
// The walk stepped from `at` back onto `target`, on it already: the loop after `target` goes.
const MoveKind EraseMove {"erase", MoveRole::Back, MoveField::Step | MoveField::Count};

// The kinds of move it narrates, with their English templates.
const NarrationKind WilsonStart {
    "wilson-start", QT_TRANSLATE_NOOP("Narration", "Wilson: %1 is the first cell in the maze")};
const NarrationKind WilsonWalk {
    "wilson-walk", QT_TRANSLATE_N_NOOP("Narration", "Wilson: the walk from %1 goes %2 to %3; %n step(s) so far")};
const NarrationKind WilsonErase {"wilson-erase",
    QT_TRANSLATE_N_NOOP(
        "Narration", "Wilson: the walk from %1 goes %2 back onto %3; the loop is erased, leaving %n step(s)")};
const NarrationKind WilsonReach {"wilson-reach",
    QT_TRANSLATE_N_NOOP("Narration", "Wilson: the walk from %1 reaches the maze at %2 after %n step(s); adding it")};
const NarrationKind WilsonJoin {
    "wilson-join", QT_TRANSLATE_N_NOOP("Narration", "Wilson: adding %1 to the maze through %2; %n cell(s) left")};
} // namespace

WilsonGenerator::WilsonGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_left(carveCount())
{
    m_onWalk.reset(cellCount());
    m_walk.reserve(cellCount()); // address space only until a walk is that long
}

template<bool Observe> void WilsonGenerator::advance(Move *move)
{
    if (!m_started) {
        m_started = true;
        dig<Observe>(randomCell(), move);
        m_finished = --m_left == 0;
        if constexpr (Observe)
            move->count = m_left;
        return;
    }
    if (m_adding) {
        // From the maze's end back to the walk's first cell: each joins from
        // the cell after it, which is in the maze by then.
        const uint32_t cell = m_walk.back();
        m_walk.pop_back();
        m_onWalk.clear(cell);
        // Walk cells are neighbours: the offset says which (with one column,
        // +1 and -1 are South and North).
        const uint32_t cols = cellCols();
        const Direction d = cell == m_attach + cols ? Direction::South
            : cell == m_attach + 1                  ? Direction::East
            : cell + cols == m_attach               ? Direction::North
                                                    : Direction::West;
        join<Observe>(m_attach, d, move);
        m_attach = cell;
        m_adding = !m_walk.empty();
        m_finished = --m_left == 0;
        if constexpr (Observe)
            move->count = m_left;
        return;
    }
    if (m_walk.empty()) {
        while (inMaze(m_scan) || !carvable(m_scan))
            ++m_scan;
        m_walk.push_back(m_scan);
        m_onWalk.set(m_scan);
        m_head = walkerAt(m_scan);
    }
    const uint32_t from = m_head.cell;
    const Direction d = randomWay(m_head);
    m_head = stepped(m_head, d);
    const uint32_t next = m_head.cell;
    if constexpr (Observe) {
        move->at = pointOf(from);
        move->target = pointOf(next);
        move->direction = d;
        move->origin = pointOf(m_walk.front());
    }
    if (m_grid.data()[m_head.unit] == Grid::Floor) {
        m_adding = true;
        m_attach = next;
        if constexpr (Observe) {
            move->kind = &WalkMove;
            move->count = uint32_t(m_walk.size());
        }
    } else if (m_onWalk.test(next)) {
        while (m_walk.back() != next) {
            m_onWalk.clear(m_walk.back());
            m_walk.pop_back();
        }
        if constexpr (Observe) {
            move->kind = &EraseMove;
            move->count = uint32_t(m_walk.size() - 1);
        }
    } else {
        m_walk.push_back(next);
        m_onWalk.set(next);
        if constexpr (Observe) {
            move->kind = &WalkMove;
            move->count = uint32_t(m_walk.size() - 1);
        }
    }
}

WorkingSet WilsonGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set = cellList(WalkSet, m_walk, 0, maxItems);
    if (!m_walk.empty())
        set.focus = span(m_walk.back(), m_walk.back());
    return set;
}

size_t WilsonGenerator::workBytes() const
{
    return m_walk.size() * sizeof(uint32_t) + m_onWalk.memoryBytes();
}

void WilsonGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    const int count = int(move.count);
    if (move.kind == &JoinMove) {
        if (move.at == move.target)
            args.kind(WilsonStart).place(move.at);
        else
            args.kind(WilsonJoin, count).place(move.target).place(move.at);
        return;
    }
    if (move.kind == &WalkMove) {
        if (m_grid.isFloor(move.target.row, move.target.col))
            args.kind(WilsonReach, count).place(move.origin).place(move.target);
        else
            args.kind(WilsonWalk, count).place(move.origin).direction(move.direction).place(move.target);
        return;
    }
    if (move.kind == &EraseMove) {
        args.kind(WilsonErase, count).place(move.origin).direction(move.direction).place(move.target);
        return;
    }
}

WilsonGenerator::Walk WilsonGenerator::walkOf(const MazeSpec &spec)
{
    return OptionReader(spec).choice("walk", {{"exits", Walk::Exits}, {"list", Walk::List}}, Walk::Exits);
}

namespace {
std::unique_ptr<Generator> makeWilson(MazeSpec spec)
{
    if (WilsonGenerator::walkOf(spec) == WilsonGenerator::Walk::Exits)
        return std::make_unique<WilsonExitsGenerator>(std::move(spec));
    return std::make_unique<WilsonGenerator>(std::move(spec));
}
} // namespace

GeneratorInfo WilsonGenerator::info()
{
    GeneratorInfo info;
    info.id = "wilson";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Wilson's algorithm");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "loop-erased random walks from each cell not in the maze until they hit it: uniform over all mazes");
    info.oddSizesOnly = true;
    info.maskUse = MaskUse::Carves;
    info.colour = 0x999933;
    info.options = {{"walk", "exits", "exits|list",
        "how the walk is kept: exits (version 2, Wilson's own form: each cell remembers only its last exit, "
        "loops erased by overwriting it, directions from two bits of a 64-bit draw) or list (version 1, before "
        "2026-12: the loop-erased walk as a list, a loop erased cell by cell, a draw a step); both uniform",
        true, "list"}};
    info.make = makeWilson;
    info.checkOptions = checkOptions;
    info.narrations = {&NotStarted, &WilsonStart, &WilsonWalk, &WilsonErase, &WilsonReach, &WilsonJoin};
    for (const NarrationKind *kind : WilsonExitsGenerator::narrations()) {
        if (std::find(info.narrations.begin(), info.narrations.end(), kind) == info.narrations.end())
            info.narrations.push_back(kind);
    }
    return info;
}

} // namespace mazestudy
