#include "braidedgenerator.h"

#include "options.h"

#include <algorithm>
#include <cmath>

namespace mazestudy {

namespace {
// Its working set: the dead ends still to visit, next first.
const WorkingSetKind DeadEndsSet {
    "dead-ends", QT_TRANSLATE_NOOP("WorkingSet", "Braid: dead ends still to visit, next first: %1")};

// Why a dead end stays: an opening joined it meanwhile, or no wall next to it has floor beyond.
const MoveReason NotDeadEnd {"not-dead-end"};
const MoveReason NoWallToOpen {"no-wall-to-open"};

// Braid's stream: the maze's seed mixed with "braid", so that it never
// repeats the draws of the generator it follows.
constexpr uint64_t BraidStream = 0x6272616964ull;

const NarrationKind BraidOpen {
    "braid-open", QT_TRANSLATE_N_NOOP("Narration", "Braid: dead end %1 opens its wall to %2; walls opened: %n")};
const NarrationKind BraidOpenDeadEnd {"braid-open-dead-end",
    QT_TRANSLATE_N_NOOP("Narration", "Braid: dead end %1 opens its wall to %2, a dead end too; walls opened: %n")};
const NarrationKind BraidKeep {
    "braid-keep", QT_TRANSLATE_NOOP("Narration", "Braid: dead end %1 stays, as the coin falls (P = %2)")};
const NarrationKind BraidGone {
    "braid-gone", QT_TRANSLATE_NOOP("Narration", "Braid: %1 is no longer a dead end: an opening joined it")};
const NarrationKind BraidNoWall {
    "braid-no-wall", QT_TRANSLATE_NOOP("Narration", "Braid: dead end %1 stays: no wall next to it has floor beyond")};

constexpr Direction Directions[4] = {Direction::South, Direction::East, Direction::North, Direction::West};
} // namespace

const std::vector<const NarrationKind *> &BraidedGenerator::narrations()
{
    static const std::vector<const NarrationKind *> kinds
        = {&BraidOpen, &BraidOpenDeadEnd, &BraidKeep, &BraidGone, &BraidNoWall};
    return kinds;
}

BraidedGenerator::BraidedGenerator(std::unique_ptr<Generator> generator)
    : Generator(generator->spec())
    , m_generator(std::move(generator))
    , m_rng(m_spec.seed ^ BraidStream)
    , m_threshold(uint64_t(std::ldexp(m_spec.braid, 53)))
{
    m_grid = m_generator->grid();
    m_moves = m_generator->moves();
    if (m_generator->finished()) {
        takeOver();
        listDeadEnds();
    }
}

BraidedGenerator::BraidedGenerator(const BraidedGenerator &other)
    : Generator(other)
    , m_generator(other.m_generator->clone())
    , m_rng(other.m_rng)
    , m_threshold(other.m_threshold)
    , m_braiding(other.m_braiding)
    , m_gridTaken(other.m_gridTaken)
    , m_deadEnds(other.m_deadEnds)
    , m_waiting(other.m_waiting)
    , m_next(other.m_next)
    , m_opened(other.m_opened)
    , m_generatorMoves(other.m_generatorMoves)
    , m_start(other.m_start)
    , m_exit(other.m_exit)
    , m_unitValues(other.m_unitValues)
{
}

std::unique_ptr<Generator> BraidedGenerator::clone() const
{
    return std::make_unique<BraidedGenerator>(*this);
}

int BraidedGenerator::floorNeighbours(size_t unit) const
{
    const Point p = m_grid.point(unit);
    int count = 0;
    for (Direction d : Directions)
        count += m_grid.isFloor(p.row + rowStep(d), p.col + colStep(d));
    return count;
}

bool BraidedGenerator::isDeadEnd(size_t unit) const
{
    return m_grid.data()[unit] == Grid::Floor && floorNeighbours(unit) == 1;
}

void BraidedGenerator::takeOver()
{
    m_braiding = true;
    m_generatorMoves = m_generator->moves();
    m_start = m_generator->start();
    m_exit = m_generator->exit();
    const ScriptOutcome *outcome = m_generator->scriptOutcome();
    if (const std::vector<uint8_t> *values = outcome ? outcome->unitValues() : nullptr)
        m_unitValues = *values;
}

void BraidedGenerator::listDeadEnds()
{
    // The scan of every unit is most of braid's time when few dead ends
    // open: inside the border a unit's neighbours are at fixed offsets, and a
    // row's dead ends are written without a branch, a slot for every unit,
    // the count advancing only past a dead end.
    const int rows = m_grid.rows();
    const size_t cols = size_t(m_grid.cols());
    const uint8_t *units = m_grid.data();
    std::vector<uint32_t> row(cols);
    for (int r = 0; r < rows; ++r) {
        const size_t first = size_t(r) * cols;
        size_t found = 0;
        for (size_t c = 0; c < cols; ++c) {
            const size_t unit = first + c;
            const bool border = r == 0 || r == rows - 1 || c == 0 || c == cols - 1;
            const int neighbours = border ? floorNeighbours(unit)
                                          : units[unit - 1] + units[unit + 1] + units[unit - cols] + units[unit + cols];
            row[found] = uint32_t(unit);
            found += units[unit] == Grid::Floor && neighbours == 1;
        }
        m_deadEnds.insert(m_deadEnds.end(), row.begin(), row.begin() + std::ptrdiff_t(found));
    }
    // Fisher-Yates with the lab's own bounded draws: the order is part of the maze.
    for (size_t i = m_deadEnds.size(); i > 1; --i)
        std::swap(m_deadEnds[i - 1], m_deadEnds[m_rng.below(uint32_t(i))]);
    m_finished = m_deadEnds.empty();
}

template<bool Observe> void BraidedGenerator::braidNext(Move *move)
{
    const uint32_t entry = m_deadEnds[m_next++];
    const uint32_t unit = entry & ~WonCoin;
    const Point at = m_grid.point(unit);
    if constexpr (Observe) {
        move->kind = &RejectMove;
        move->at = at;
        move->target = at;
        move->count = uint32_t(m_opened);
    }
    if (!isDeadEnd(unit)) {
        if constexpr (Observe)
            move->reason = &NotDeadEnd;
        m_finished = m_next == m_deadEnds.size();
        return;
    }
    if (!(entry & WonCoin) && (m_rng.next() >> 11) >= m_threshold) {
        if constexpr (Observe)
            move->reason = &ChanceReason;
        m_finished = m_next == m_deadEnds.size();
        return;
    }
    // The walls that would join the dead end to floor beyond and nothing else,
    // those to another dead end first.
    Direction any[4];
    Direction toDeadEnd[4];
    int anyCount = 0;
    int toDeadEndCount = 0;
    for (Direction d : Directions) {
        const int wallRow = at.row + rowStep(d);
        const int wallCol = at.col + colStep(d);
        const int beyondRow = wallRow + rowStep(d);
        const int beyondCol = wallCol + colStep(d);
        if (wallRow <= 0 || wallCol <= 0 || wallRow >= m_grid.rows() - 1 || wallCol >= m_grid.cols() - 1
            || m_grid.at(wallRow, wallCol) != Grid::Wall || !m_grid.isFloor(beyondRow, beyondCol)
            || floorNeighbours(m_grid.index(wallRow, wallCol)) != 2)
            continue;
        any[anyCount++] = d;
        if (isDeadEnd(m_grid.index(beyondRow, beyondCol)))
            toDeadEnd[toDeadEndCount++] = d;
    }
    if (anyCount == 0) {
        if constexpr (Observe)
            move->reason = &NoWallToOpen;
        m_waiting.insert(unit);
        m_finished = m_next == m_deadEnds.size();
        return;
    }
    const bool joinsDeadEnd = toDeadEndCount > 0;
    const Direction *choices = joinsDeadEnd ? toDeadEnd : any;
    const int count = joinsDeadEnd ? toDeadEndCount : anyCount;
    const Direction d = choices[count > 1 ? m_rng.below(uint32_t(count)) : 0];
    const Point wall {at.row + rowStep(d), at.col + colStep(d)};
    m_grid.set(wall.row, wall.col, Grid::Floor);
    if (!m_unitValues.empty())
        m_unitValues[m_grid.index(wall.row, wall.col)] = Grid::Floor;
    ++m_opened;
    // Floor beyond that stood alone (a one-unit pocket of an automaton) is a
    // new dead end, with a turn of its own.
    const Point beyond {wall.row + rowStep(d), wall.col + colStep(d)};
    if (isDeadEnd(m_grid.index(beyond.row, beyond.col)))
        m_deadEnds.push_back(uint32_t(m_grid.index(beyond.row, beyond.col)));
    // The new floor may be the floor beyond for a dead end that found none.
    for (Direction next : Directions) {
        const Point waiting {wall.row + 2 * rowStep(next), wall.col + 2 * colStep(next)};
        if (!m_waiting.empty() && m_grid.contains(waiting.row, waiting.col)) {
            const auto found = m_waiting.find(uint32_t(m_grid.index(waiting.row, waiting.col)));
            if (found != m_waiting.end()) {
                m_deadEnds.push_back(*found | WonCoin);
                m_waiting.erase(found);
            }
        }
    }
    m_finished = m_next == m_deadEnds.size();
    if constexpr (Observe) {
        move->kind = &JoinMove;
        move->target = beyond;
        move->direction = d;
        move->count = uint32_t(m_opened);
        move->wallCount = joinsDeadEnd;
        move->changed.include(wall);
    }
}

Move BraidedGenerator::step()
{
    Move move;
    if (m_braiding) {
        braidNext<true>(&move);
    } else {
        move = m_generator->step();
        const Rect &changed = move.changed;
        for (int row = changed.top; !changed.isEmpty() && row <= changed.bottom; ++row) {
            const size_t first = m_grid.index(row, changed.left);
            std::copy_n(m_generator->grid().data() + first, changed.right - changed.left + 1, m_grid.data() + first);
        }
        if (m_generator->finished()) {
            takeOver();
            listDeadEnds();
        }
    }
    ++m_moves;
    return move;
}

void BraidedGenerator::run()
{
    if (!m_braiding) {
        // One grid at a time: the generator's, then the same one as this maze's.
        m_grid = Grid();
        m_generator->run();
        takeOver();
        m_grid = takeGrid(*m_generator);
        m_gridTaken = true;
        listDeadEnds();
    }
    while (!m_finished)
        braidNext<false>(nullptr);
    m_moves = m_generatorMoves + m_next;
}

double BraidedGenerator::progress() const
{
    return m_finished ? 1.0 : m_generator->progress();
}

void BraidedGenerator::narrate(const Move &move, Narration &narration) const
{
    // The generator's last move leads into braiding before any of braid's own
    // (a run that went to the end at once has no last move of the generator to tell).
    if (!m_braiding || m_next == 0) {
        if (m_gridTaken)
            return;
        m_generator->narrate(move, narration);
        return;
    }
    NarrationArgs args(narration);
    if (move.kind == &JoinMove) {
        args.kind(move.wallCount ? BraidOpenDeadEnd : BraidOpen, int(move.count)).place(move.at).place(move.target);
    } else if (move.reason == &ChanceReason) {
        args.kind(BraidKeep).place(move.at).plain(shareText(m_spec.braid));
    } else {
        args.kind(move.reason == &NotDeadEnd ? BraidGone : BraidNoWall).place(move.at);
    }
}

const std::vector<uint8_t> *BraidedGenerator::unitValues() const
{
    return m_braiding ? (m_unitValues.empty() ? nullptr : &m_unitValues) : m_generator->scriptOutcome()->unitValues();
}

WorkingSet BraidedGenerator::workingSet(size_t maxItems) const
{
    if (!m_braiding)
        return m_generator->workingSet(maxItems);
    WorkingSet set;
    set.kind = &DeadEndsSet;
    set.size = m_deadEnds.size() - m_next;
    for (size_t i = m_next; i < m_deadEnds.size() && set.items.size() < maxItems; ++i) {
        Rect area;
        area.include(m_grid.point(m_deadEnds[i] & ~WonCoin));
        set.items.push_back({area, 0});
    }
    if (m_next > 0)
        set.focus.include(m_grid.point(m_deadEnds[m_next - 1] & ~WonCoin));
    return set;
}

size_t BraidedGenerator::memoryBytes() const
{
    return Generator::memoryBytes() + m_generator->memoryBytes() + m_deadEnds.capacity() * sizeof(uint32_t)
        + m_unitValues.capacity();
}

} // namespace mazestudy
