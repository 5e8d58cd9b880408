#include "huntandkillgenerator.h"

#include "generatorinfo.h"

namespace mazestudy {

namespace {
// The hunt scans row `at`..`target`; found (count 1): the unvisited cell next to the maze is `gap`.
const MoveKind ScanMove {"scan", MoveRole::Scan, MoveField::Units | MoveField::Found};

// Its working set: the row being scanned, or the walker.
const WorkingSetKind ScanLineSet {"scan-line", QT_TRANSLATE_NOOP("WorkingSet", "The hunt's scan line, or the walker")};

// The kinds of move it narrates, with their English templates.
const NarrationKind HuntStart {"hunt-start", QT_TRANSLATE_NOOP("Narration", "hunt-and-kill: the walk starts at %1")};
const NarrationKind HuntWalk {
    "hunt-walk", QT_TRANSLATE_NOOP("Narration", "hunt-and-kill: %1 carves %2 into the unvisited %3")};
const NarrationKind HuntScanEmpty {"hunt-scan-empty",
    QT_TRANSLATE_NOOP("Narration", "hunt-and-kill: the walk is stuck; row %1 has no unvisited cell next to the maze")};
const NarrationKind HuntScanFound {"hunt-scan-found",
    QT_TRANSLATE_NOOP(
        "Narration", "hunt-and-kill: the walk is stuck; scanning row %1 finds %2, unvisited and next to the maze")};
const NarrationKind HuntJoin {"hunt-join",
    QT_TRANSLATE_NOOP("Narration", "hunt-and-kill: %1 joins the maze through %2 and the walk goes on from there")};
} // namespace

HuntAndKillGenerator::HuntAndKillGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_left(carveCount())
{
    if (mask()) {
        m_rowLeft.assign(cellRows(), 0);
        for (const uint32_t cell : mask()->cells())
            ++m_rowLeft[rowOf(cell)];
    } else {
        m_rowLeft.assign(cellRows(), cellCols());
    }
    m_wordsPerRow = (cellCols() + 63) / 64;
    m_targets.assign(size_t(cellRows()) * m_wordsPerRow, 0);
    m_rowTargets.assign(cellRows(), 0);
}

void HuntAndKillGenerator::setTarget(uint32_t row, uint32_t col, bool target)
{
    uint64_t &word = m_targets[size_t(row) * m_wordsPerRow + col / 64];
    const uint64_t bit = uint64_t(1) << (col % 64);
    if (bool(word & bit) == target)
        return;
    word ^= bit;
    m_rowTargets[row] += target ? 1 : uint32_t(-1);
}

void HuntAndKillGenerator::joined(uint32_t cell)
{
    const Walker at = walkerAt(cell);
    --m_rowLeft[at.row];
    m_finished = --m_left == 0;
    setTarget(at.row, at.col, false);
    // Without a mask the units are read directly: neighbours() and its row
    // from the cell cost the whole run 10% more instructions.
    if (mask()) {
        Direction ways[4];
        const int count = neighbours(cell, false, ways);
        for (int i = 0; i < count; ++i) {
            const Walker next = stepped(at, ways[i]);
            setTarget(next.row, next.col, true);
        }
        return;
    }
    const uint8_t *unit = m_grid.data() + at.unit;
    const size_t down = 2 * size_t(m_spec.cols);
    if (at.row + 1 < cellRows() && unit[down] != Grid::Floor)
        setTarget(at.row + 1, at.col, true);
    if (at.col + 1 < cellCols() && unit[2] != Grid::Floor)
        setTarget(at.row, at.col + 1, true);
    if (at.row > 0 && *(unit - down) != Grid::Floor)
        setTarget(at.row - 1, at.col, true);
    if (at.col > 0 && *(unit - 2) != Grid::Floor)
        setTarget(at.row, at.col - 1, true);
}

uint32_t HuntAndKillGenerator::firstTarget(uint32_t row) const
{
    if (m_rowTargets[row] == 0)
        return NoCell;
    const uint64_t *words = &m_targets[size_t(row) * m_wordsPerRow];
    for (uint32_t w = 0;; ++w) {
        if (words[w])
            return row * cellCols() + w * 64 + uint32_t(__builtin_ctzll(words[w]));
    }
}

template<bool Observe> void HuntAndKillGenerator::enter(uint32_t from, Direction d, Move *move)
{
    const uint32_t cell = neighbour(from, d);
    join<Observe>(from, d, move);
    m_walker = cell;
    joined(cell);
    if constexpr (Observe)
        move->count = m_left;
}

template<bool Observe> void HuntAndKillGenerator::advance(Move *move)
{
    switch (m_phase) {
    case Phase::Start:
        m_walker = randomCell();
        dig<Observe>(m_walker, move);
        joined(m_walker);
        if constexpr (Observe)
            move->count = m_left;
        m_phase = Phase::Walk;
        return;
    case Phase::Walk: {
        Direction ways[4];
        const int count = neighbours(m_walker, false, ways);
        if (count > 0) {
            enter<Observe>(m_walker, ways[choose(uint32_t(count))], move);
            return;
        }
        // Stuck: the hunt begins at the first row with a cell left.
        m_phase = Phase::Hunt;
        while (m_rowLeft[m_firstRow] == 0)
            ++m_firstRow;
        m_scanRow = m_firstRow;
        [[fallthrough]];
    }
    case Phase::Hunt: {
        const uint32_t first = m_scanRow * cellCols();
        m_found = firstTarget(m_scanRow);
        if constexpr (Observe) {
            move->kind = &ScanMove;
            move->at = pointOf(first);
            move->target = pointOf(first + cellCols() - 1);
            move->count = m_found != NoCell;
            if (m_found != NoCell)
                move->gap = pointOf(m_found);
        }
        if (m_found != NoCell) {
            m_phase = Phase::Found;
            return;
        }
        do
            ++m_scanRow;
        while (m_rowLeft[m_scanRow] == 0);
        return;
    }
    case Phase::Found: {
        Direction ways[4];
        const Direction d = ways[choose(uint32_t(neighbours(m_found, true, ways)))];
        const uint32_t from = neighbour(m_found, d);
        enter<Observe>(from, Direction((uint8_t(d) + 2) % 4), move);
        if constexpr (Observe)
            move->origin = move->target;
        m_phase = Phase::Walk;
        return;
    }
    }
}

WorkingSet HuntAndKillGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &ScanLineSet;
    if (m_finished || m_walker == NoCell || maxItems == 0)
        return set;
    set.size = 1;
    if (m_phase == Phase::Hunt || m_phase == Phase::Found) {
        const uint32_t first = m_scanRow * cellCols();
        set.items.push_back({span(first, first + cellCols() - 1), 0});
        if (m_found != NoCell)
            set.focus = span(m_found, m_found);
    } else {
        set.items.push_back(item(m_walker));
        set.focus = span(m_walker, m_walker);
    }
    return set;
}

size_t HuntAndKillGenerator::workBytes() const
{
    return (m_rowLeft.size() + m_rowTargets.size()) * sizeof(uint32_t) + m_targets.size() * sizeof(uint64_t);
}

void HuntAndKillGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &ScanMove) {
        args.kind(move.count ? HuntScanFound : HuntScanEmpty).number(move.at.row);
        if (move.count)
            args.place(move.gap);
    } else if (move.kind != &JoinMove) {
        return;
    } else if (move.at == move.target) {
        args.kind(HuntStart).place(move.at);
    } else if (move.origin == move.target) {
        args.kind(HuntJoin).place(move.target).place(move.at);
    } else {
        args.kind(HuntWalk).place(move.at).direction(move.direction).place(move.target);
    }
}

GeneratorInfo HuntAndKillGenerator::info()
{
    GeneratorInfo info;
    info.id = "hunt-and-kill";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Hunt-and-kill");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "a random walk into unvisited cells; when stuck, scan rows from the top for an unvisited cell next to "
        "the maze and walk on from there");
    info.oddSizesOnly = true;
    info.maskUse = MaskUse::Carves;
    info.colour = 0xAA4499;
    info.make = makeOf<HuntAndKillGenerator>;
    info.narrations = {&NotStarted, &HuntStart, &HuntWalk, &HuntScanEmpty, &HuntScanFound, &HuntJoin};
    return info;
}

} // namespace mazestudy
