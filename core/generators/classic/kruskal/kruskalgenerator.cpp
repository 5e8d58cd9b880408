#include "kruskalgenerator.h"

#include "generatorinfo.h"

#include "kruskalsweep.h"
#include "options.h"

#include <algorithm>

namespace mazestudy {

namespace {
// Its working set: the two cells of the wall just tried (tag = set); size = sets left.
const WorkingSetKind SetsSet {
    "sets", QT_TRANSLATE_NOOP("WorkingSet", "Sets left: %1; the wall just tried joins these cells"), true};

// The kinds of move it narrates, with their English templates.
const NarrationKind KruskalStart {
    "kruskal-start", QT_TRANSLATE_N_NOOP("Narration", "Kruskal: every cell is a set of its own: %n set(s)")};
const NarrationKind KruskalJoin {"kruskal-join",
    QT_TRANSLATE_N_NOOP("Narration", "Kruskal: the wall between %1 and %2 joins two sets; %n set(s) left")};
const NarrationKind KruskalReject {"kruskal-reject",
    QT_TRANSLATE_NOOP("Narration", "Kruskal: %1 and %2 are already in one set; the wall between them stays")};
} // namespace

KruskalGenerator::KruskalGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_order(orderOf(m_spec))
    , m_keys(m_order == Order::Keyed ? m_rng.next() : 0, cellRows(), cellCols())
{
    if (m_order == Order::Keyed)
        return; // the walls are listed at Prepare, if the maze is stepped
    // Each cell's east wall (none in the last column), then its south wall
    // (none in the last row): the exact count, so no vector doubles.
    const uint32_t rows = cellRows();
    const uint32_t cols = cellCols();
    const size_t count = wallCount();
    reserveHuge(m_walls, count);
    m_walls.resize(count);
    uint32_t *out = m_walls.data();
    for (uint32_t row = 0, cell = 0; row < rows; ++row) {
        const bool south = row + 1 < rows;
        for (uint32_t col = 0; col < cols; ++col, ++cell) {
            if (col + 1 < cols)
                *out++ = 2 * cell;
            if (south)
                *out++ = 2 * cell + 1;
        }
    }
    if (mask())
        out = std::remove_if(m_walls.data(), out, [this](uint32_t wall) { return !inMask(wall); });
    m_walls.resize(size_t(out - m_walls.data()));
    m_undrawn = uint32_t(m_walls.size());
    m_sets.reset(cellCount());
}

KruskalGenerator::Order KruskalGenerator::orderOf(const MazeSpec &spec)
{
    return OptionReader(spec).choice("order", {{"keyed", Order::Keyed}, {"shuffled", Order::Shuffled}}, Order::Keyed);
}

size_t KruskalGenerator::wallCount() const
{
    return cellCount() == 0 ? 0 : size_t(cellRows()) * (cellCols() - 1) + size_t(cellRows() - 1) * cellCols();
}

// Counting sort by the keys' top 16 bits, then each bucket (a few thousand
// walls at most) by key: four bytes a wall, as version 1's list.
void KruskalGenerator::listWallsByKey()
{
    constexpr int Buckets = 1 << 16;
    std::vector<uint32_t> starts(Buckets + 1, 0);
    size_t count = 0;
    m_keys.forEachWall([&](uint32_t wall) {
        if (!mask() || inMask(wall)) {
            ++starts[(m_keys.key(wall) >> 48) + 1];
            ++count;
        }
    });
    for (int bucket = 0; bucket < Buckets; ++bucket)
        starts[bucket + 1] += starts[bucket];
    reserveHuge(m_walls, wallCount());
    m_walls.resize(count);
    std::vector<uint32_t> fill(starts.begin(), starts.end() - 1);
    m_keys.forEachWall([&](uint32_t wall) {
        if (!mask() || inMask(wall))
            m_walls[fill[m_keys.key(wall) >> 48]++] = wall;
    });
    for (int bucket = 0; bucket < Buckets; ++bucket)
        std::sort(m_walls.begin() + starts[bucket], m_walls.begin() + starts[bucket + 1],
            [this](uint32_t a, uint32_t b) { return m_keys.key(a) < m_keys.key(b); });
}

bool KruskalGenerator::inMask(uint32_t wall) const
{
    Direction d;
    const uint32_t cell = cellOf(wall, d);
    return carvable(cell) && carvable(cell + (d == Direction::South ? cellCols() : 1));
}

uint32_t KruskalGenerator::setsLeft() const
{
    // Keyed, the sets are made at Prepare: none before it.
    if (!mask() || m_sets.sets() == 0)
        return m_sets.sets();
    return m_sets.sets() - (cellCount() - carveCount());
}

uint32_t KruskalGenerator::cellOf(uint32_t wall, Direction &d) const
{
    if (m_order == Order::Shuffled) {
        d = wall % 2 ? Direction::South : Direction::East;
        return wall / 2;
    }
    const uint32_t row = wall / uint32_t(m_spec.cols);
    const uint32_t col = wall - row * uint32_t(m_spec.cols);
    d = row % 2 ? Direction::East : Direction::South; // east walls on the cells' rows, south walls between
    return (row - 1) / 2 * cellCols() + (col - 1) / 2;
}

template<bool Observe> void KruskalGenerator::advance(Move *move)
{
    if (!m_prepared) {
        m_prepared = true;
        for (uint32_t row = 0; row < cellRows(); ++row) {
            uint8_t *unit = m_grid.data() + size_t(2 * row + 1) * size_t(m_spec.cols) + 1;
            for (uint32_t col = 0, cell = row * cellCols(); col < cellCols(); ++col, ++cell, unit += 2) {
                if (carvable(cell))
                    *unit = Grid::Floor;
            }
        }
        if (m_order == Order::Keyed) {
            m_sets.reset(cellCount());
            listWallsByKey();
        }
        if constexpr (Observe) {
            move->kind = &PrepareMove;
            move->changed = span(0, cellCount() - 1);
            move->count = setsLeft();
        }
        m_finished = setsLeft() == 1;
        return;
    }
    uint32_t wall;
    if (m_order == Order::Keyed) {
        wall = m_walls[m_next++];
    } else {
        lookAhead();
        const uint32_t pick = choose(m_undrawn);
        wall = m_walls[pick];
        m_walls[pick] = m_walls[--m_undrawn];
        m_walls[m_undrawn] = wall;
    }
    m_last = wall;
    Direction d;
    const uint32_t cell = cellOf(wall, d);
    const uint32_t other = cell + (d == Direction::South ? cellCols() : 1); // walls are inside the grid
    if (m_sets.unite(cell, other)) {
        join<Observe>(cell, d, move);
    } else if constexpr (Observe) {
        move->kind = &RejectMove;
        move->reason = &SameSetReason;
        move->at = pointOf(cell);
        move->target = pointOf(other);
        move->direction = d;
    }
    if constexpr (Observe)
        move->count = setsLeft();
    m_finished = setsLeft() == 1;
}

void KruskalGenerator::run()
{
    // The sweep carves the whole rectangle: a mask's walls go one by one.
    if (m_order == Order::Shuffled || m_finished || mask()) {
        ClassicGenerator::run();
        return;
    }
    // The whole maze at once, whatever was stepped before: the sweep's tree
    // is the one stepping ends with, at the tree's wall of the largest key.
    if (m_prepared)
        std::fill(m_grid.data(), m_grid.data() + m_grid.unitCount(), Grid::Wall);
    const KruskalSweep::Result result = KruskalSweep(m_keys).carve(m_grid.data());
    m_moves = 1 + result.tried; // Prepare, then the walls tried
    m_last = result.lastKey != 0 ? WallKeys::wallOf(result.lastKey) : NoCell;
    m_prepared = m_swept = m_finished = true;
}

void KruskalGenerator::lookAhead()
{
    if (m_aheadUndrawn == 0) { // the first draw: the copy starts Ahead picks on
        m_ahead = m_rng;
        m_aheadUndrawn = m_undrawn;
        for (uint32_t i = 0; i < Ahead; ++i)
            m_picks[i] = m_aheadUndrawn > 1 ? m_ahead.below(m_aheadUndrawn--) : 0;
    }
    const uint32_t slot = m_aheadNext++ % Ahead;
    // The wall picked Ahead / 2 moves on (read now: by then a swap may have
    // moved another there, which costs only a useless fetch) ...
    const uint32_t soon = m_walls[m_picks[(slot + Ahead / 2) % Ahead]];
    const uint32_t cell = soon / 2;
    __builtin_prefetch(m_sets.entry(cell));
    __builtin_prefetch(m_sets.entry(cell + (soon % 2 ? cellCols() : 1)));
    __builtin_prefetch(m_grid.data() + unitOf(cell));
    // ... and the wall picked Ahead moves on.
    m_picks[slot] = m_aheadUndrawn > 1 ? m_ahead.below(m_aheadUndrawn--) : 0;
    __builtin_prefetch(m_walls.data() + m_picks[slot]);
}

WorkingSet KruskalGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &SetsSet;
    set.size = setsLeft();
    if (m_last == NoCell)
        return set;
    Direction d;
    const uint32_t cell = cellOf(m_last, d);
    const uint32_t other = neighbour(cell, d);
    const Point wall = wallBetween(cell, other);
    set.focus = {wall.row, wall.col, wall.row, wall.col};
    if (m_swept)
        set.size = 1; // every cell in one set, which run() did not keep
    for (uint32_t member : {cell, other}) {
        if (set.items.size() < maxItems)
            set.items.push_back(item(member, m_swept ? 0 : m_sets.find(member)));
    }
    return set;
}

size_t KruskalGenerator::workBytes() const
{
    return m_walls.capacity() * sizeof(uint32_t) + m_sets.memoryBytes();
}

void KruskalGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &PrepareMove) {
        args.kind(KruskalStart, int(move.count));
        return;
    }
    if (move.kind == &JoinMove) {
        args.kind(KruskalJoin, int(move.count)).place(move.at).place(move.target);
        return;
    }
    if (move.kind == &RejectMove) {
        args.kind(KruskalReject).place(move.at).place(move.target);
        return;
    }
}

GeneratorInfo KruskalGenerator::info()
{
    GeneratorInfo info;
    info.id = "kruskal";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Randomized Kruskal");
    info.summary = QT_TRANSLATE_NOOP(
        "CatalogText", "the walls in random order, each removed when it joins two different sets of cells");
    info.oddSizesOnly = true;
    info.maskUse = MaskUse::Carves;
    info.options = {{"order", "keyed", "keyed|shuffled",
        "how the random order of the walls is drawn: keyed (version 2: each wall's key a hash of its number "
        "and the seed, no list of walls, so 16001x16001 fits in the grid's memory) or shuffled (version 1, "
        "before 2026-12: a Fisher-Yates shuffle of the list of walls)",
        true, "shuffled"}};
    info.colour = 0xDDCC77;
    info.make = makeOf<KruskalGenerator>;
    info.checkOptions = checkOptions;
    info.narrations = {&NotStarted, &KruskalStart, &KruskalJoin, &KruskalReject};
    return info;
}

} // namespace mazestudy
