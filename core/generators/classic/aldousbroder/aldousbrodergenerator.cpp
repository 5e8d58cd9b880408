#include "aldousbrodergenerator.h"

#include "generatorinfo.h"

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind AldousBroderStart {
    "aldous-broder-start", QT_TRANSLATE_N_NOOP("Narration", "Aldous-Broder: the walk starts at %1; %n cell(s) to go")};
const NarrationKind AldousBroderJoin {"aldous-broder-join",
    QT_TRANSLATE_N_NOOP(
        "Narration", "Aldous-Broder: the walk goes %1 from %2 into %3, a new cell; carving through (%n cell(s) left)")};
const NarrationKind AldousBroderWalk {"aldous-broder-walk",
    QT_TRANSLATE_NOOP(
        "Narration", "Aldous-Broder: the walk goes %1 from %2 to %3, already in the maze; nothing carved")};
} // namespace

AldousBroderGenerator::AldousBroderGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_left(cellCount())
{
}

template<bool Observe> void AldousBroderGenerator::advance(Move *move)
{
    if (m_walker.cell == NoCell) {
        m_walker = walkerAt(choose(cellCount()));
        dig<Observe>(m_walker.cell, move);
        --m_left;
    } else {
        const Direction d = randomWay(m_walker);
        const Walker next = stepped(m_walker, d);
        if (m_grid.data()[next.unit] == Grid::Floor) {
            if constexpr (Observe) {
                move->kind = MoveKind::Walk;
                move->at = pointOf(m_walker.cell);
                move->target = pointOf(next.cell);
                move->direction = d;
            }
        } else {
            join<Observe>(m_walker.cell, d, move);
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
    if (m_walker.cell != NoCell && !m_finished && maxItems > 0)
        set.items.push_back(item(m_walker.cell));
    if (m_walker.cell != NoCell)
        set.focus = span(m_walker.cell, m_walker.cell);
    return set;
}

void AldousBroderGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == MoveKind::Walk) {
        args.kind(AldousBroderWalk).direction(move.direction).place(move.at).place(move.target);
    } else if (move.kind == MoveKind::Join && move.at == move.target) {
        args.kind(AldousBroderStart, int(move.count)).place(move.at);
    } else if (move.kind == MoveKind::Join) {
        args.kind(AldousBroderJoin, int(move.count)).direction(move.direction).place(move.at).place(move.target);
    }
}

GeneratorInfo AldousBroderGenerator::info()
{
    GeneratorInfo info;
    info.id = "aldous-broder";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Aldous-Broder");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "a random walk that carves into every cell it enters for the first time: uniform over all mazes, and "
        "slow to finish");
    info.oddSizesOnly = true;
    info.colour = 0x117733;
    info.make = makeOf<AldousBroderGenerator>;
    info.narrations = {&NotStarted, &AldousBroderStart, &AldousBroderJoin, &AldousBroderWalk};
    return info;
}

} // namespace mazestudy
