#include "aldousbrodergenerator.h"

#include "generatorinfo.h"
#include "options.h"

namespace mazestudy {

namespace {
// Its working set: the walker; size = cells not yet in the maze.
const WorkingSetKind WalkerSet {"walker", QT_TRANSLATE_NOOP("WorkingSet", "The walker; cells not yet in the maze: %1")};

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
    , m_left(carveCount())
{
}

AldousBroderGenerator::Draws AldousBroderGenerator::drawsOf(const MazeSpec &spec)
{
    return OptionReader(spec).choice("draws", {{"bits", Draws::Bits}, {"below", Draws::Below}}, Draws::Bits);
}

template<AldousBroderGenerator::Draws How> void AldousBroderGenerator::step(Move *move)
{
    const Walker at = m_walker;
    const Direction d = How == Draws::Bits ? randomWay(at, m_wayBits, m_rng) : randomWay(at, m_rng);
    const Walker next = stepped(at, d);
    if (m_grid.data()[next.unit] != Grid::Floor) {
        join<true>(at.cell, d, move);
        --m_left;
    } else {
        move->kind = &WalkMove;
        move->at = pointOf(at.cell);
        move->target = pointOf(next.cell);
        move->direction = d;
    }
    m_walker = next;
}

template<AldousBroderGenerator::Draws How, bool MayMask> void AldousBroderGenerator::walkToEnd()
{
    // Most steps land in the maze and change nothing, so the step is the
    // cost: this loop keeps the walker's unit, the count and the draw's bits
    // in registers (a byte stored to the grid could alias members, not them)
    // and nothing else, as the tight walk does. That walk knows the border by
    // a ring of sentinel units and draws again off it, which would draw other
    // numbers than WayBits::below(k) over the neighbours inside; here the
    // border cells' own units carry a mark for the length of the loop, so the
    // byte a step loads anyway says whether the next step may take any of the
    // four ways or must list the ways inside (row and column by a divide, at
    // about one step in 500 at 4001 x 4001; a mask's cells beside its outside
    // carry the mark too). Keeping the row and column up a
    // step to test the border cost two more table steps on every step. The
    // random generator's four words stay in the object: with two bits a step
    // they are read once in 32 steps.
    uint8_t *units = m_grid.data();
    markBorder(true);
    Rng &rng = m_rng;
    WayBits bits = m_wayBits;
    uint32_t left = m_left;
    uint32_t unit = m_walker.unit;
    uint8_t here = units[unit];
    const uint32_t unitSteps[4] = {
        unitStep(Direction::South), unitStep(Direction::East), unitStep(Direction::North), unitStep(Direction::West)};
    uint64_t steps = 0;
    do {
        ++steps;
        Direction d;
        if (__builtin_expect((here & BorderMark) != 0, 0)) // [[unlikely]] is C++20
            d = How == Draws::Bits ? randomWay<MayMask>(walkerOnUnit(unit), bits, rng)
                                   : randomWay<MayMask>(walkerOnUnit(unit), rng);
        else
            d = Direction(How == Draws::Bits ? bits.take(rng, 2) : rng.below(4));
        const uint32_t next = unit + unitSteps[size_t(d)];
        here = units[next];
        if (!(here & Grid::Floor)) {
            units[unit + wallStep(d)] = Grid::Floor;
            units[next] = here |= Grid::Floor;
            --left;
        }
        unit = next;
    } while (left > 0);
    markBorder(false);
    countPassages(m_left);
    m_walker = walkerOnUnit(unit);
    m_wayBits = bits;
    m_left = 0;
    m_moves += steps - 1;
}

void AldousBroderGenerator::markBorder(bool on)
{
    uint8_t *units = m_grid.data();
    const size_t rows = size_t(m_spec.rows);
    const size_t cols = size_t(m_spec.cols);
    const auto mark
        = [units, on](size_t unit) { units[unit] = on ? units[unit] | BorderMark : units[unit] & ~BorderMark; };
    const size_t lastRow = (rows - 2) * cols;
    for (size_t col = 1; col < cols - 1; col += 2) {
        mark(cols + col);
        mark(lastRow + col);
    }
    for (size_t row = 3; row < rows - 2; row += 2) {
        mark(row * cols + 1);
        mark(row * cols + cols - 2);
    }
    // A mask's cells beside one outside list their ways too.
    if (mask()) {
        for (const uint32_t cell : mask()->cells()) {
            Direction ways[4];
            if (waysInside(walkerAt(cell), ways) < 4)
                mark(unitOf(cell));
        }
    }
}

template<bool Observe> void AldousBroderGenerator::advance(Move *move)
{
    if (m_walker.cell == NoCell) {
        m_walker = walkerAt(randomCell());
        dig<Observe>(m_walker.cell, move);
        --m_left;
    } else if constexpr (Observe) {
        if (m_draws == Draws::Bits)
            step<Draws::Bits>(move);
        else
            step<Draws::Below>(move);
    } else if (mask()) {
        if (m_draws == Draws::Bits)
            walkToEnd<Draws::Bits, true>();
        else
            walkToEnd<Draws::Below, true>();
    } else if (m_draws == Draws::Bits) {
        walkToEnd<Draws::Bits, false>();
    } else {
        walkToEnd<Draws::Below, false>();
    }
    if constexpr (Observe)
        move->count = m_left;
    m_finished = m_left == 0;
}

WorkingSet AldousBroderGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &WalkerSet;
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
    if (move.kind == &WalkMove) {
        args.kind(AldousBroderWalk).direction(move.direction).place(move.at).place(move.target);
    } else if (move.kind == &JoinMove && move.at == move.target) {
        args.kind(AldousBroderStart, int(move.count)).place(move.at);
    } else if (move.kind == &JoinMove) {
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
    info.maskUse = MaskUse::Carves;
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
