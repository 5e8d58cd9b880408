#include "aldousbrodergenerator.h"

#include "generatorinfo.h"
#include "options.h"

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
    , m_draws(drawsOf(m_spec))
    , m_left(cellCount())
{
}

AldousBroderGenerator::Draws AldousBroderGenerator::drawsOf(const MazeSpec &spec)
{
    return OptionReader(spec).choice("draws", {{"bits", Draws::Bits}, {"below", Draws::Below}}, Draws::Bits);
}

template<bool Observe, AldousBroderGenerator::Draws How> void AldousBroderGenerator::walk(Move *move)
{
    // Most steps land in the maze and change nothing: run() takes every step
    // to the last new cell in this loop, the walker, the count and the draw's
    // bits in registers (a byte stored to the grid could alias members, not
    // them); stepping takes one step a move. The walker's cell is worked out
    // from its row and column where needed, not kept up a step, and the
    // random generator's four words stay in the object: with two bits a step
    // they are read once in 32 steps, and in registers they would push the
    // walker's out.
    Walker at = m_walker;
    Rng &rng = m_rng;
    WayBits bits = m_wayBits;
    uint32_t left = m_left;
    const uint8_t *units = m_grid.data();
    uint64_t steps = 0;
    for (;;) {
        ++steps;
        const Direction d = How == Draws::Bits ? randomWay(at, bits, rng) : randomWay(at, rng);
        const Walker next = stepped(at, d);
        if (units[next.unit] != Grid::Floor) {
            join<Observe>(cellAt(at), d, move);
            --left;
            at = next;
            if (Observe || left == 0)
                break;
            continue;
        }
        if constexpr (Observe) {
            move->kind = MoveKind::Walk;
            move->at = pointOf(cellAt(at));
            move->target = pointOf(cellAt(next));
            move->direction = d;
            at = next;
            break;
        }
        at = next;
    }
    at.cell = cellAt(at);
    m_walker = at;
    m_wayBits = bits;
    m_left = left;
    m_moves += steps - 1;
}

template<bool Observe> void AldousBroderGenerator::advance(Move *move)
{
    if (m_walker.cell == NoCell) {
        m_walker = walkerAt(choose(cellCount()));
        dig<Observe>(m_walker.cell, move);
        --m_left;
    } else if (m_draws == Draws::Bits) {
        walk<Observe, Draws::Bits>(move);
    } else {
        walk<Observe, Draws::Below>(move);
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
    info.options = {{"draws", "bits", "bits|below",
        "how a step's direction is drawn: bits (version 2: two bits of a 64-bit draw a step, one draw for 32 "
        "steps) or below (version 1, before 2026-12: a draw a step); the same walk, other numbers",
        true, "below"}};
    info.make = makeOf<AldousBroderGenerator>;
    info.checkOptions = checkOptions;
    info.narrations = {&NotStarted, &AldousBroderStart, &AldousBroderJoin, &AldousBroderWalk};
    return info;
}

} // namespace mazestudy
