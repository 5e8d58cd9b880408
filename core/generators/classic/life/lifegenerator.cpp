#include "lifegenerator.h"

#include "generatorinfo.h"
#include "options.h"

#include <cmath>
#include <stdexcept>

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind LifeNotStarted {"life-not-started",
    QT_TRANSLATE_NOOP("Narration", "nothing yet: a soup of live units (walls) fills the centre, then the rule %1")};
const NarrationKind LifeSoup {
    "life-soup", QT_TRANSLATE_N_NOOP("Narration", "the soup: %n live unit(s) placed at random in the centre")};
const NarrationKind LifeBorn {"life-born",
    QT_TRANSLATE_N_NOOP("Narration", "generation %1: %2 has %n live neighbour(s); it is born and becomes wall")};
const NarrationKind LifeSurvives {"life-survives",
    QT_TRANSLATE_N_NOOP("Narration", "generation %1: %2 has %n live neighbour(s); it survives and stays wall")};
const NarrationKind LifeDies {"life-dies",
    QT_TRANSLATE_N_NOOP("Narration", "generation %1: %2 has %n live neighbour(s); it dies and becomes floor")};
const NarrationKind LifeStaysEmpty {
    "life-stays-empty", QT_TRANSLATE_N_NOOP("Narration", "generation %1: %2 has %n live neighbour(s); it stays floor")};
const NarrationKind LifeGenerationEnd {
    "life-generation-end", QT_TRANSLATE_N_NOOP("Narration", "generation %1 ends: %n unit(s) changed at once")};
const NarrationKind LifeStable {
    "life-stable", QT_TRANSLATE_NOOP("Narration", "generation %1 changes nothing: the pattern is stable")};
const NarrationKind LifePeriodic {"life-periodic",
    QT_TRANSLATE_NOOP("Narration", "generation %1 repeats the state after generation %2: the pattern is periodic")};
const NarrationKind LifeCap {
    "life-cap", QT_TRANSLATE_NOOP("Narration", "generation %1 is the last the cap allows; the pattern still changes")};

constexpr uint8_t Live = Grid::Wall;
constexpr uint8_t Dead = Grid::Floor;

// "B3/S12345": the neighbour counts of birth and of survival.
void parseRule(const std::string &text, LifeGenerator::Rule &rule)
{
    const auto fail = [&](size_t at, const char *expected) {
        throw std::invalid_argument("option rule \"" + text + "\": at character " + std::to_string(at + 1)
            + ", expected " + expected + " (a rule reads like B3/S12345)");
    };
    size_t at = 0;
    const auto counts = [&](std::bitset<9> &set) {
        while (at < text.size() && text[at] >= '0' && text[at] <= '8') {
            if (set.test(size_t(text[at] - '0')))
                fail(at, "each count once");
            set.set(size_t(text[at] - '0'));
            ++at;
        }
    };
    if (at >= text.size() || (text[at] != 'B' && text[at] != 'b'))
        fail(at, "B");
    ++at;
    counts(rule.born);
    if (at >= text.size() || text[at] != '/')
        fail(at, "a count from 0 to 8 or /");
    ++at;
    if (at >= text.size() || (text[at] != 'S' && text[at] != 's'))
        fail(at, "S");
    ++at;
    counts(rule.survives);
    if (at != text.size())
        fail(at, "a count from 0 to 8 or the end");
}

// A share from 0 to 1, read the same whatever the locale.
double share(const MazeSpec &spec, const char *key)
{
    const std::string &text = spec.options.at(key);
    double value = -1;
    if (!parseShare(text, value))
        throw std::invalid_argument(std::string("option ") + key + " takes a share from 0 to 1, not \"" + text + "\"");
    return value;
}
} // namespace

LifeGenerator::Rule LifeGenerator::ruleFromOptions(const MazeSpec &spec)
{
    Rule rule;
    parseRule(spec.options.at("rule"), rule);
    rule.density = share(spec, "density");
    rule.region = share(spec, "region");
    rule.generations = OptionReader(spec).integer("generations", 1000, 1, 1000000);
    return rule;
}

LifeGenerator::LifeGenerator(MazeSpec spec)
    : Generator(std::move(spec))
    , m_rule(ruleFromOptions(m_spec))
    , m_rng(m_spec.seed)
{
    m_grid = Grid(m_spec.rows, m_spec.cols, Dead);
    m_next.resize(m_grid.unitCount());
    if (m_spec.mask) {
        m_places = m_spec.mask->unitPlaces(m_spec.rows, m_spec.cols);
        for (size_t unit = 0; unit < m_places.size(); ++unit) {
            if (m_places[unit] != Mask::Within)
                m_grid.data()[unit] = Live;
        }
        m_fixedAround.resize(m_places.size());
        for (size_t unit = 0; unit < m_places.size(); ++unit)
            m_fixedAround[unit] = uint8_t(liveNeighbours(unit));
    }
}

std::unique_ptr<Generator> LifeGenerator::clone() const
{
    return std::make_unique<LifeGenerator>(*this);
}

int LifeGenerator::liveNeighbours(size_t unit) const
{
    const size_t cols = size_t(m_spec.cols);
    const size_t row = unit / cols;
    const size_t col = unit - row * cols;
    const uint8_t *units = m_grid.data();
    if (row > 0 && row + 1 < size_t(m_spec.rows) && col > 0 && col + 1 < cols) {
        // Inside the border all eight neighbours are in the grid: read them directly.
        const uint8_t *above = units + unit - cols;
        const uint8_t *below = units + unit + cols;
        return (above[-1] == Live) + (above[0] == Live) + (above[1] == Live) + (units[unit - 1] == Live)
            + (units[unit + 1] == Live) + (below[-1] == Live) + (below[0] == Live) + (below[1] == Live);
    }
    int live = 0;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if ((dr || dc) && m_grid.contains(int(row) + dr, int(col) + dc))
                live += m_grid.at(int(row) + dr, int(col) + dc) == Live;
        }
    }
    return live;
}

// On a mask: the shape's walls are as dead to the rule as the grid's
// outside, and they never change, so they are counted once (m_fixedAround)
// and taken off the plain count.
int LifeGenerator::liveNeighboursWithin(size_t unit) const
{
    return liveNeighbours(unit) - m_fixedAround[unit];
}

void LifeGenerator::skipFixedUnits()
{
    while (m_cursor < m_next.size() && m_places[m_cursor] != Mask::Within)
        m_next[m_cursor++] = Live;
}

void LifeGenerator::placeSoup(Move *move)
{
    const int rows = int(std::lround(m_rule.region * m_spec.rows));
    const int cols = int(std::lround(m_rule.region * m_spec.cols));
    const int top = (m_spec.rows - rows) / 2;
    const int left = (m_spec.cols - cols) / 2;
    const uint64_t threshold = uint64_t(m_rule.density * 9007199254740992.0);
    uint32_t live = 0;
    for (int r = top; r < top + rows; ++r) {
        for (int c = left; c < left + cols; ++c) {
            const bool open = m_places.empty() || m_places[m_grid.index(r, c)] == Mask::Within;
            if ((m_rng.next() >> 11) < threshold && open) {
                m_grid.set(r, c, Live);
                ++live;
            }
        }
    }
    m_souped = true;
    m_seen.emplace(stateHash(), 0);
    if (move) {
        move->kind = &PrepareMove;
        move->count = live;
        if (rows > 0 && cols > 0)
            move->changed = {top, left, top + rows - 1, left + cols - 1};
    }
}

// FNV-1a over the units: periodic states are found by their hashes.
uint64_t LifeGenerator::stateHash() const
{
    uint64_t hash = 14695981039346656037ULL;
    const uint8_t *units = m_grid.data();
    for (size_t i = 0; i < m_grid.unitCount(); ++i)
        hash = (hash ^ units[i]) * 1099511628211ULL;
    return hash;
}

void LifeGenerator::endGeneration(Move *move)
{
    Rect changed;
    uint32_t changes = 0;
    uint8_t *units = m_grid.data();
    for (size_t i = 0; i < m_next.size(); ++i) {
        if (units[i] != m_next[i]) {
            units[i] = m_next[i];
            ++changes;
            if (move)
                changed.include(m_grid.point(i));
        }
    }
    ++m_generation;
    m_cursor = 0;
    if (changes == 0) {
        m_ending = Ending::Stable;
    } else if (const auto [seen, fresh] = m_seen.emplace(stateHash(), m_generation); !fresh) {
        m_ending = Ending::Periodic;
        m_repeats = seen->second;
    } else if (m_generation >= m_rule.generations) {
        m_ending = Ending::Cap;
    }
    m_finished = m_ending != Ending::Running;
    if (move) {
        move->kind = &SweepEndMove;
        move->sweep = m_generation;
        move->wallsAdded = changes;
        move->changed = changed;
    }
}

template<bool Observe, bool Masked> void LifeGenerator::advance(Move *move)
{
    if (!m_souped) {
        placeSoup(Observe ? move : nullptr);
        return;
    }
    // A mask's walls stay as they are, unchecked.
    if constexpr (Masked)
        skipFixedUnits();
    if (m_cursor == m_next.size()) {
        endGeneration(Observe ? move : nullptr);
        return;
    }
    const int live = Masked ? liveNeighboursWithin(m_cursor) : liveNeighbours(m_cursor);
    const bool alive = m_grid.data()[m_cursor] == Live;
    const bool next = alive ? m_rule.survives.test(size_t(live)) : m_rule.born.test(size_t(live));
    m_next[m_cursor] = next ? Live : Dead;
    if constexpr (Observe) {
        move->kind = &CheckMove;
        move->at = m_grid.point(m_cursor);
        move->sweep = m_generation + 1;
        move->wallCount = uint8_t(live);
        move->becameWall = next;
        move->count = alive;
    }
    ++m_cursor;
}

Move LifeGenerator::step()
{
    Move move;
    ++m_moves;
    if (m_places.empty())
        advance<true, false>(&move);
    else
        advance<true, true>(&move);
    return move;
}

// The mask is decided once a run, not once a unit: a run without one does
// the instructions it did before masks (765.7 M at 151 x 151, seed 3), where
// one loop that tested it for each unit did 4% more.
void LifeGenerator::run()
{
    if (m_places.empty()) {
        while (!m_finished) {
            ++m_moves;
            advance<false, false>(nullptr);
        }
        return;
    }
    while (!m_finished) {
        ++m_moves;
        advance<false, true>(nullptr);
    }
}

void LifeGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &PrepareMove) {
        args.kind(LifeSoup, int(move.count));
        return;
    }
    if (move.kind == &CheckMove) {
        const NarrationKind &kind
            = move.count ? (move.becameWall ? LifeSurvives : LifeDies) : (move.becameWall ? LifeBorn : LifeStaysEmpty);
        args.kind(kind, move.wallCount).number(move.sweep).place(move.at);
        return;
    }
    if (move.kind == &SweepEndMove) {
        // The state after the move tells how the run ended, if it did.
        if (move.sweep == m_generation && m_ending == Ending::Stable)
            args.kind(LifeStable).number(move.sweep);
        else if (move.sweep == m_generation && m_ending == Ending::Periodic)
            args.kind(LifePeriodic).number(move.sweep).number(m_repeats);
        else if (move.sweep == m_generation && m_ending == Ending::Cap)
            args.kind(LifeCap).number(move.sweep);
        else
            args.kind(LifeGenerationEnd, int(move.wallsAdded)).number(move.sweep);
        return;
    }
}

void LifeGenerator::narrateStart(Narration &narration) const
{
    NarrationArgs(narration).kind(LifeNotStarted).plain(m_spec.options.at("rule"));
}

size_t LifeGenerator::memoryBytes() const
{
    return Generator::memoryBytes() + m_next.size() + m_places.size() + m_fixedAround.size() + m_seen.size() * 32;
}

std::optional<Point> LifeGenerator::start() const
{
    return m_finished ? firstFloorUnit(m_grid) : std::nullopt;
}

std::optional<Point> LifeGenerator::exit() const
{
    return m_finished ? lastFloorUnit(m_grid) : std::nullopt;
}

GeneratorInfo LifeGenerator::info()
{
    GeneratorInfo info;
    info.id = "life";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Life-like automaton");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "a soup of live units (walls) in the centre, then generations of a Life-like rule at once: Maze "
        "(B3/S12345) grows corridors, Mazectric (B3/S1234) straighter ones");
    info.options = {
        {"rule", "B3/S12345", "B.../S...",
            "the neighbour counts (0 to 8, of the eight around a unit) at which a unit is born and survives: "
            "B3/S12345 is Maze, B3/S1234 Mazectric"},
        {"density", "0.5", "0..1", "the share of live units in the starting soup"},
        {"region", "0.5", "0..1", "the soup's rectangle, centred, as a share of each side"},
        {"generations", "1000", "1..1000000", "the most generations it runs when the pattern never settles"},
    };
    info.maskUse = MaskUse::WallsOutside;
    info.colour = 0x661100;
    info.make = makeOf<LifeGenerator>;
    info.checkOptions = [](const MazeSpec &spec) { ruleFromOptions(spec); };
    info.callStyle = CallStyle::Sweeps;
    info.sweepsAreGenerations = true;
    info.narrations = {&LifeNotStarted, &LifeSoup, &LifeBorn, &LifeSurvives, &LifeDies, &LifeStaysEmpty,
        &LifeGenerationEnd, &LifeStable, &LifePeriodic, &LifeCap};
    return info;
}

} // namespace mazestudy
