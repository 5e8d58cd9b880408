#include "automatongenerator.h"

#include "generatorinfo.h"

#include "options.h"

#include <algorithm>
#include <stdexcept>

namespace mazestudy {

namespace {
// It places one of its seed walls.
const MoveKind SeedWallMove {"seed-wall", MoveRole::Unit, MoveField::At};

// The kinds of move it narrates, with their English templates.
const NarrationKind AutomatonNotStarted {"automaton-not-started",
    QT_TRANSLATE_N_NOOP("Narration", "nothing yet: %n seed wall(s) to place on the open grid, then the sweeps")};
const NarrationKind SeedWall {"seed-wall", QT_TRANSLATE_NOOP("Narration", "seed wall %1 of %2 at %3")};
const NarrationKind CheckBecomesWall {"check-becomes-wall",
    QT_TRANSLATE_N_NOOP("Narration", "sweep %1: %2 sees %n wall(s) in its window; it becomes wall")};
const NarrationKind CheckBecomesWallAtSweepEnd {"check-becomes-wall-at-sweep-end",
    QT_TRANSLATE_N_NOOP(
        "Narration", "sweep %1: %2 sees %n wall(s) in its window; it becomes wall when the sweep ends")};
const NarrationKind CheckStaysFloor {"check-stays-floor",
    QT_TRANSLATE_N_NOOP("Narration", "sweep %1: %2 sees %n wall(s) in its window; it stays floor")};
const NarrationKind SweepEnd {"sweep-end",
    QT_TRANSLATE_N_NOOP("Narration", "sweep %1 ends with %n wall(s) added; the next checks the units around them")};
const NarrationKind SweepEndStable {
    "sweep-end-stable", QT_TRANSLATE_NOOP("Narration", "sweep %1 adds no wall: the automaton is done")};
} // namespace

AutomatonGenerator::Rule AutomatonGenerator::ruleFromOptions(const MazeSpec &spec)
{
    Rule rule;
    const OptionReader options(spec);
    rule.update = options.choice(
        "update", {{"in-place", Update::InPlace}, {"previous-sweep", Update::PreviousSweep}}, Update::InPlace);
    rule.border = options.choice(
        "border", {{"clamp", Border::Clamp}, {"wall", Border::Wall}, {"floor", Border::Floor}}, Border::Clamp);
    rule.scan = options.choice("scan",
        {{"rows", ScanOrder::Rows}, {"columns", ScanOrder::Columns}, {"rows-reversed", ScanOrder::RowsReversed},
            {"columns-reversed", ScanOrder::ColumnsReversed}},
        ScanOrder::Rows);
    rule.moreThan = options.integer("more-than", 0, 0, 8);
    rule.fewerThan = options.integer("fewer-than", 3, 1, 10);
    if (rule.fewerThan <= rule.moreThan + 1)
        throw std::invalid_argument("option fewer-than must be at least more-than + 2, or no count passes the rule");
    const long long units = (long long)spec.rows * spec.cols;
    rule.seedWallCount = options.integer("seed-wall-count", 2, 0, int(std::min<long long>(units, 1000000)));
    // Seed walls fall on open units, on a mask its Within ones.
    if (spec.mask && uint64_t(rule.seedWallCount) > spec.mask->withinUnitCount())
        throw std::invalid_argument("option seed-wall-count is " + std::to_string(rule.seedWallCount)
            + ", more than the " + std::to_string(spec.mask->withinUnitCount())
            + " units inside the mask (its cells and the walls between them) that can take one");
    return rule;
}

AutomatonGenerator::AutomatonGenerator(MazeSpec spec)
    : Generator(std::move(spec))
    , m_rule(ruleFromOptions(m_spec))
    , m_rng(m_spec.seed)
{
    m_grid = Grid(m_spec.rows, m_spec.cols, Grid::Floor);
    if (m_spec.mask) {
        const std::vector<uint8_t> places = m_spec.mask->unitPlaces(m_spec.rows, m_spec.cols);
        for (size_t unit = 0; unit < places.size(); ++unit) {
            if (places[unit] != Mask::Within)
                m_grid.data()[unit] = Grid::Wall;
            if (places[unit] == Mask::Edge)
                m_shapeBorder.push_back(uint32_t(unit));
        }
    }
    m_dirty = DirtySet(m_grid.unitCount());
    m_dirtyNext = DirtySet(m_grid.unitCount());
    m_byCols = Divider(uint32_t(m_spec.cols));
    m_byRows = Divider(uint32_t(m_spec.rows));
    const bool byColumns = m_rule.scan == ScanOrder::Columns || m_rule.scan == ScanOrder::ColumnsReversed;
    const bool reversed = m_rule.scan == ScanOrder::RowsReversed || m_rule.scan == ScanOrder::ColumnsReversed;
    int k = 0;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr == 0 && dc == 0)
                continue;
            m_unitStep[k] = int64_t(dr) * m_spec.cols + dc;
            const int64_t scanStep = byColumns ? int64_t(dc) * m_spec.rows + dr : m_unitStep[k];
            m_scanStep[k++] = reversed ? -scanStep : scanStep;
        }
    }
}

inline bool AutomatonGenerator::interior(size_t unit, int &row, int &col) const
{
    row = int(m_byCols.quotient(unit));
    col = int(unit - size_t(row) * size_t(m_spec.cols));
    return unsigned(row - 1) < unsigned(m_spec.rows - 2) && unsigned(col - 1) < unsigned(m_spec.cols - 2);
}

std::unique_ptr<Generator> AutomatonGenerator::clone() const
{
    return std::make_unique<AutomatonGenerator>(*this);
}

// The automaton has no start or exit of its own: a player starts on the first
// floor unit in reading order and leaves by the last one.
std::optional<Point> AutomatonGenerator::start() const
{
    return m_finished ? firstFloorUnit(m_grid) : std::nullopt;
}

std::optional<Point> AutomatonGenerator::exit() const
{
    return m_finished ? lastFloorUnit(m_grid) : std::nullopt;
}

inline size_t AutomatonGenerator::unitAtScan(size_t scan) const
{
    const size_t last = m_grid.unitCount() - 1;
    switch (m_rule.scan) {
    case ScanOrder::Rows:
        return scan;
    case ScanOrder::RowsReversed:
        return last - scan;
    case ScanOrder::ColumnsReversed:
        scan = last - scan;
        [[fallthrough]];
    case ScanOrder::Columns: {
        const uint32_t col = m_byRows.quotient(scan);
        return m_grid.index(int(scan - size_t(col) * size_t(m_spec.rows)), int(col));
    }
    }
    return scan;
}

size_t AutomatonGenerator::scanOfUnit(size_t unit) const
{
    const size_t last = m_grid.unitCount() - 1;
    switch (m_rule.scan) {
    case ScanOrder::Rows:
        return unit;
    case ScanOrder::RowsReversed:
        return last - unit;
    case ScanOrder::Columns:
    case ScanOrder::ColumnsReversed: {
        const Point p = m_grid.point(unit);
        const size_t scan = size_t(p.col) * size_t(m_spec.rows) + size_t(p.row);
        return m_rule.scan == ScanOrder::Columns ? scan : last - scan;
    }
    }
    return unit;
}

int AutomatonGenerator::windowWalls(int row, int col) const
{
    const int rows = m_spec.rows;
    const int cols = m_spec.cols;
    int walls = 0;
    if (row > 0 && col > 0 && row < rows - 1 && col < cols - 1) {
        const uint8_t *above = m_grid.data() + m_grid.index(row - 1, col - 1);
        for (int r = 0; r < 3; ++r, above += cols)
            walls += 3 - (above[0] + above[1] + above[2]);
        return walls;
    }
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            int r = row + dr;
            int c = col + dc;
            if (!m_grid.contains(r, c)) {
                if (m_rule.border == Border::Wall) {
                    ++walls;
                    continue;
                }
                if (m_rule.border == Border::Floor)
                    continue;
                r = std::clamp(r, 0, rows - 1);
                c = std::clamp(c, 0, cols - 1);
            }
            walls += m_grid.at(r, c) == Grid::Wall;
        }
    }
    return walls;
}

inline void AutomatonGenerator::markNeighbours(size_t unit, size_t scan, bool laterThisSweep)
{
    int row;
    int col;
    const uint8_t *units = m_grid.data();
    if (interior(unit, row, col)) {
        for (int k = 0; k < 8; ++k) {
            if (units[int64_t(unit) + m_unitStep[k]] == Grid::Floor)
                (laterThisSweep && m_scanStep[k] > 0 ? m_dirty : m_dirtyNext)
                    .insert(size_t(int64_t(scan) + m_scanStep[k]));
        }
        return;
    }
    for (int r = std::max(0, row - 1); r <= std::min(m_spec.rows - 1, row + 1); ++r) {
        for (int c = std::max(0, col - 1); c <= std::min(m_spec.cols - 1, col + 1); ++c) {
            if (m_grid.at(r, c) != Grid::Floor)
                continue;
            const size_t neighbour = scanOfUnit(m_grid.index(r, c));
            (laterThisSweep && neighbour > scan ? m_dirty : m_dirtyNext).insert(neighbour);
        }
    }
}

inline void AutomatonGenerator::checkNext(size_t scan, size_t unit, Move *move, bool observe)
{
    m_dirty.take(scan);
    m_cursor = scan + 1;
    int row;
    int col;
    int walls;
    if (interior(unit, row, col)) {
        const size_t cols = size_t(m_spec.cols);
        const uint8_t *above = m_grid.data() + unit - cols - 1;
        walls = 9 - (above[0] + above[1] + above[2]) - (above[cols] + above[cols + 1] + above[cols + 2])
            - (above[2 * cols] + above[2 * cols + 1] + above[2 * cols + 2]);
    } else {
        walls = windowWalls(row, col);
    }
    const bool fires = walls > m_rule.moreThan && walls < m_rule.fewerThan;
    if (fires) {
        ++m_wallsThisSweep;
        if (m_rule.update == Update::InPlace) {
            m_grid.data()[unit] = Grid::Wall;
            markNeighbours(unit, scan, true);
        } else {
            m_pending.push_back(uint32_t(unit));
        }
    }
    if (observe) {
        const Point p {row, col};
        move->kind = &CheckMove;
        move->at = p;
        move->wallCount = uint8_t(walls);
        move->becameWall = fires;
        move->sweep = m_sweep;
        if (fires && m_rule.update == Update::InPlace)
            move->changed.include(p);
    }
}

void AutomatonGenerator::finishSweep(Move *move, bool observe)
{
    for (uint32_t unit : m_pending) {
        m_grid.data()[unit] = Grid::Wall;
        if (observe)
            move->changed.include(m_grid.point(unit));
    }
    for (uint32_t unit : m_pending)
        markNeighbours(unit, scanOfUnit(unit), false);
    m_pending.clear();
    if (observe) {
        move->kind = &SweepEndMove;
        move->sweep = m_sweep;
        move->wallsAdded = m_wallsThisSweep;
    }
    if (m_wallsThisSweep == 0) {
        m_finished = true;
        return;
    }
    std::swap(m_dirty, m_dirtyNext);
    m_wallsThisSweep = 0;
    m_cursor = 0;
    ++m_sweep;
}

void AutomatonGenerator::beginFirstSweep()
{
    for (Point wall : m_seedWalls) {
        const size_t unit = m_grid.index(wall.row, wall.col);
        markNeighbours(unit, scanOfUnit(unit), false);
    }
    // A mask's walls are there from the start, as the seed walls are; only
    // its border's touch the units inside.
    for (uint32_t unit : m_shapeBorder)
        markNeighbours(unit, scanOfUnit(unit), false);
    if (m_rule.border == Border::Wall) {
        for (int row = 0; row < m_spec.rows; ++row) {
            const int step = (row == 0 || row == m_spec.rows - 1) ? 1 : m_spec.cols - 1;
            for (int col = 0; col < m_spec.cols; col += step)
                m_dirtyNext.insert(scanOfUnit(m_grid.index(row, col)));
        }
    }
    std::swap(m_dirty, m_dirtyNext);
    m_sweep = 1;
}

template<bool Observe> void AutomatonGenerator::advance(Move *move)
{
    if (m_finished)
        return;
    ++m_moves;
    if (m_sweep == 0) {
        if (m_seedWalls.size() < size_t(m_rule.seedWallCount)) {
            size_t unit;
            do {
                const uint32_t row = m_rng.below(uint32_t(m_spec.rows));
                const uint32_t col = m_rng.below(uint32_t(m_spec.cols));
                unit = m_grid.index(int(row), int(col));
            } while (m_grid.data()[unit] == Grid::Wall);
            m_grid.data()[unit] = Grid::Wall;
            m_seedWalls.push_back(m_grid.point(unit));
            if constexpr (Observe) {
                move->kind = &SeedWallMove;
                move->at = m_seedWalls.back();
                move->changed.include(move->at);
            }
            if (m_seedWalls.size() < size_t(m_rule.seedWallCount))
                return;
        }
        beginFirstSweep();
        if (m_rule.seedWallCount > 0)
            return;
    }
    const uint8_t *units = m_grid.data();
    for (size_t scan = m_dirty.next(m_cursor); scan < m_grid.unitCount(); scan = m_dirty.next(scan + 1)) {
        const size_t unit = unitAtScan(scan);
        if (units[unit] != Grid::Wall)
            return checkNext(scan, unit, move, Observe);
        m_dirty.take(scan);
    }
    finishSweep(move, Observe);
}

size_t AutomatonGenerator::memoryBytes() const
{
    return Generator::memoryBytes() + sizeof(*this) - sizeof(Generator) + m_dirty.memoryBytes()
        + m_dirtyNext.memoryBytes() + (m_pending.size() + m_shapeBorder.size()) * sizeof(uint32_t)
        + m_seedWalls.size() * sizeof(Point);
}

Move AutomatonGenerator::step()
{
    Move move;
    advance<true>(&move);
    return move;
}

void AutomatonGenerator::run()
{
    while (!m_finished)
        advance<false>(nullptr);
}

void AutomatonGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &SeedWallMove) {
        narration.kind = &SeedWall;
        args.number((long long)seedWalls().size()).number(m_rule.seedWallCount).place(move.at);
        return;
    }
    if (move.kind == &CheckMove) {
        // Updating from the previous sweep, a unit that fires changes nothing
        // until the sweep ends.
        narration.kind = !move.becameWall ? &CheckStaysFloor
            : move.changed.isEmpty()      ? &CheckBecomesWallAtSweepEnd
                                          : &CheckBecomesWall;
        narration.count = move.wallCount;
        args.number(move.sweep).place(move.at);
        return;
    }
    if (move.kind == &SweepEndMove) {
        narration.kind = move.wallsAdded == 0 ? &SweepEndStable : &SweepEnd;
        if (move.wallsAdded > 0)
            narration.count = int(move.wallsAdded);
        args.number(move.sweep);
        return;
    }
}

void AutomatonGenerator::narrateStart(Narration &narration) const
{
    NarrationArgs(narration).kind(AutomatonNotStarted, m_rule.seedWallCount);
}

GeneratorInfo AutomatonGenerator::info()
{
    GeneratorInfo info;
    info.id = "automaton";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Cellular automaton");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "the sandbox's automaton: seed walls, then sweeps that wall floor units with few walls around them");
    info.options = {
        {"update", "in-place", "in-place|previous-sweep",
            "in-place: a unit sees walls added earlier in the same sweep; previous-sweep: every unit sees the "
            "grid as "
            "the last sweep left it"},
        {"seed-wall-count", "2", "0..1000000", "random walls placed on the open grid before the first sweep"},
        {"more-than", "0", "0..8", "a floor unit becomes wall when its 3x3 window holds more than this many walls"},
        {"fewer-than", "3", "1..10", "... and fewer than this many"},
        {"scan", "rows", "rows|columns|rows-reversed|columns-reversed",
            "the order a sweep visits the units in (rows: top row first, left to right)"},
        {"border", "clamp", "clamp|wall|floor",
            "what the window sees past the border: clamp repeats the edge unit as the seed's code does"},
    };
    info.maskUse = MaskUse::WallsOutside;
    info.colour = 0xCC79A7;
    info.make = makeOf<AutomatonGenerator>;
    info.checkOptions = [](const MazeSpec &spec) { ruleFromOptions(spec); };
    info.origin = GeneratorOrigin::Seed;
    info.callStyle = CallStyle::Sweeps;
    info.narrations = {&AutomatonNotStarted, &SeedWall, &CheckBecomesWall, &CheckBecomesWallAtSweepEnd,
        &CheckStaysFloor, &SweepEnd, &SweepEndStable};
    return info;
}

} // namespace mazestudy
