#include "dfsgenerator.h"

#include "callstyle.h"
#include "generatorinfo.h"

#include <algorithm>

namespace mazestudy {

namespace {
// Its own kinds of move; Enter, Return and OpenExit it shares with the lab (move.h).
// The top frame digs through to the unit two steps away and calls there.
const MoveKind CarveMove {"carve", MoveRole::Call, MoveField::Step};

// The top frame looks two steps away and passes: out of bounds or already floor.
const MoveKind SkipMove {"skip", MoveRole::Plain, MoveField::Step | MoveField::Reason};
const MoveReason OutOfBounds {"out-of-bounds"};
const MoveReason AlreadyFloor {"already-floor"};

// The kinds of move it narrates, with their English templates.
const NarrationKind DigoutFirstCall {
    "digout-first-call", QT_TRANSLATE_NOOP("Narration", "%1: the first call digs %2 and will try %3")};
const NarrationKind DigoutCarve {
    "digout-carve", QT_TRANSLATE_NOOP("Narration", "%1: %2 is wall two steps away; digging through to %3")};
const NarrationKind DigoutSkipOutside {
    "digout-skip-outside", QT_TRANSLATE_NOOP("Narration", "%1: %2 two steps away is outside the maze; skipped")};
const NarrationKind DigoutSkipDug {
    "digout-skip-dug", QT_TRANSLATE_NOOP("Narration", "%1: %2 two steps away, %3, is already dug; skipped")};
const NarrationKind DigoutReturn {
    "digout-return", QT_TRANSLATE_NOOP("Narration", "%1: all four directions tried; returning to %2")};
const NarrationKind DigoutOutermostReturn {"digout-outermost-return",
    QT_TRANSLATE_NOOP("Narration", "%1: all four directions tried; the outermost call returns")};
const NarrationKind VisitFirstCall {"visit-first-call",
    QT_TRANSLATE_NOOP("Narration",
        "%1: the first call marks the end cell visited; its unvisited neighbours, "
        "shuffled: %2")};
const NarrationKind VisitCarve {"visit-carve",
    QT_TRANSLATE_NOOP("Narration", "%1: the %2 neighbour %3 is unvisited; removing the wall and visiting it")};
const NarrationKind VisitSkip {
    "visit-skip", QT_TRANSLATE_NOOP("Narration", "%1: the %2 neighbour %3 was visited meanwhile; passed over")};
const NarrationKind VisitReturn {
    "visit-return", QT_TRANSLATE_NOOP("Narration", "%1: no neighbour left to take up; returning to %2")};
const NarrationKind VisitOutermostReturn {"visit-outermost-return",
    QT_TRANSLATE_NOOP("Narration", "%1: no neighbour left to take up; the first call returns, every cell visited")};
} // namespace

namespace {
constexpr Direction directionFrom(uint8_t order, int position)
{
    return Direction((order >> (2 * position)) & 3);
}

// The directions a call has still to try, first in the low bits, above them a
// marker bit: the next is queue & 3, and the queue is empty when it is 1.
constexpr uint32_t queueOf(unsigned order, unsigned size, unsigned tried)
{
    const unsigned left = size - tried;
    return ((order >> (2 * tried)) & ((1u << (2 * left)) - 1)) | 1u << (2 * left);
}

constexpr unsigned leftIn(uint32_t queue)
{
    return unsigned(31 - __builtin_clz(queue)) / 2;
}

// What a Fisher-Yates shuffle of positions 0..n-1 yields, by its draws
// below(n), below(n-1), ..., below(2) read as one mixed-radix index (the first
// draw most significant), packed as four 2-bit positions, first in the low
// bits. A lookup replaces the swaps in memory and draws the same numbers.
struct ShuffleTable {
    uint8_t positions[5][24] {};

    constexpr ShuffleTable()
    {
        for (unsigned n = 0; n <= 4; ++n) {
            unsigned count = 1;
            for (unsigned k = 2; k <= n; ++k)
                count *= k;
            for (unsigned index = 0; index < count; ++index) {
                uint8_t order[4] = {0, 1, 2, 3};
                unsigned rest = index, radix = count;
                for (unsigned i = n; i-- > 1;) {
                    radix /= i + 1;
                    const unsigned j = rest / radix;
                    rest %= radix;
                    const uint8_t swap = order[i];
                    order[i] = order[j];
                    order[j] = swap;
                }
                positions[n][index] = uint8_t(order[0] | order[1] << 2 | order[2] << 4 | order[3] << 6);
            }
        }
    }
};
constexpr ShuffleTable Shuffles;

// The index of ShuffleTable::positions[n] for the next shuffle of n.
inline unsigned shuffleDraws(Rng &rng, unsigned n)
{
    unsigned index = 0;
    for (unsigned i = n; i-- > 1;)
        index = index * (i + 1) + rng.below(i + 1);
    return index;
}

// The four rotations of S, E, N, W, packed as above.
constexpr uint8_t Rotations[4] = {0b11100100, 0b00111001, 0b01001110, 0b10010011};
} // namespace

DfsGenerator::DfsGenerator(MazeSpec spec, OrderPolicy policy)
    : Generator(std::move(spec))
    , m_policy(policy)
    , m_rng(m_spec.seed)
{
    m_grid = Grid(m_spec.rows, m_spec.cols, Grid::Wall);
    for (uint8_t d = 0; d < 4; ++d) {
        m_wallStep[d] = int64_t(rowStep(Direction(d))) * m_spec.cols + colStep(Direction(d));
        m_cellStep[d] = 2 * m_wallStep[d];
    }
    m_calls = PackedStack(size_t((m_spec.rows - 1) / 2) * size_t((m_spec.cols - 1) / 2));
}

DfsGenerator::PackedStack::PackedStack(size_t capacity)
    : capacity(capacity)
    , frames(new PackedFrame[capacity])
    , checkpoints(new uint32_t[capacity / CheckpointEvery + 1])
{
}

DfsGenerator::PackedStack::PackedStack(const PackedStack &other)
    : PackedStack(other.capacity)
{
    depth = other.depth;
    std::copy_n(other.frames.get(), depth, frames.get());
    std::copy_n(other.checkpoints.get(), (depth + CheckpointEvery - 1) / CheckpointEvery, checkpoints.get());
}

std::unique_ptr<Generator> DfsGenerator::clone() const
{
    return std::make_unique<DfsGenerator>(*this);
}

std::optional<Point> DfsGenerator::start() const
{
    return mask() ? cellPoint(mask()->cells().front()) : Point {1, 1};
}

Point DfsGenerator::cellPoint(uint32_t cell) const
{
    const uint32_t cellCols = uint32_t(m_spec.cols - 1) / 2;
    return {int(2 * (cell / cellCols) + 1), int(2 * (cell % cellCols) + 1)};
}

bool DfsGenerator::carvable(uint32_t unit) const
{
    if (!mask())
        return true;
    const uint32_t cols = uint32_t(m_spec.cols);
    return mask()->contains(int(unit / cols / 2), int(unit % cols / 2));
}

// The backtracker starts at the end cell, so its end is a dead end; the lab's
// solve() ends on the exit unit it digs through the right-hand border. On a
// mask the end cell is the mask's last, and no exit is dug through its edge.
std::optional<Point> DfsGenerator::exit() const
{
    if (mask())
        return cellPoint(mask()->cells().back());
    if (m_policy == OrderPolicy::UnvisitedShuffle)
        return Point {m_spec.rows - 2, m_spec.cols - 2};
    return Point {m_spec.rows - 2, m_spec.cols - 1};
}

template<DfsGenerator::OrderPolicy Policy, bool Marked>
inline uint8_t DfsGenerator::packedOrder(Cursor &at, uint8_t &size) const
{
    switch (Policy) {
    case OrderPolicy::RotatingOrder:
        size = 4;
        return Rotations[at.rng.below(4)];
    case OrderPolicy::PermutationOrder:
        size = 4;
        return Shuffles.positions[4][shuffleDraws(at.rng, 4)];
    case OrderPolicy::UnvisitedShuffle: {
        // The unvisited directions in S, E, N, W order, packed; then the
        // shuffle's positions picked out of them.
        unsigned unvisited = 0;
        size = 0;
        for (uint8_t d = 0; d < 4; ++d) {
            uint32_t target;
            int targetCol;
            if (cellBeyond<Marked>(at.unit, at.col, Direction(d), target, targetCol)
                && m_grid.data()[target] == Grid::Wall && (Marked || carvable(target)))
                unvisited |= unsigned(d) << (2 * size++);
        }
        const unsigned positions = Shuffles.positions[size][shuffleDraws(at.rng, size)];
        // Past the size, the packed order keeps the directions a call's
        // frame has always shown there: S, E, N, W's own positions.
        unsigned order = Rotations[0] & ~((1u << (2 * size)) - 1);
        for (unsigned i = 0; i < size; ++i)
            order |= ((unvisited >> (2 * ((positions >> (2 * i)) & 3))) & 3) << (2 * i);
        return uint8_t(order);
    }
    }
    return 0;
}

template<DfsGenerator::OrderPolicy Policy, bool Marked>
inline void DfsGenerator::enter(Cursor &at, uint32_t unit, int col, Direction by)
{
    m_grid.data()[unit] = Grid::Floor;
    ++at.entered;
    PackedFrame *frames = m_calls.frames.get();
    if (at.depth > 0)
        frames[at.depth - 1] = packed(at);
    if (at.depth % CheckpointEvery == 0)
        m_calls.checkpoints[at.depth / CheckpointEvery] = unit;
    at.unit = unit;
    at.col = col;
    uint8_t size = 0;
    const uint8_t order = packedOrder<Policy, Marked>(at, size);
    at.top = PackedFrame(order | size << 11 | int(by) << 14);
    at.queue = queueOf(order, size, 0);
    frames[at.depth++] = at.top;
}

template<DfsGenerator::OrderPolicy Policy, bool Observe> void DfsGenerator::advance(Cursor &at, Move *move)
{
    ++at.moves;
    switch (at.phase) {
    case Phase::Start: {
        const Point first = mask() ? cellPoint(mask()->cells().back()) : Point {m_spec.rows - 2, m_spec.cols - 2};
        enter<Policy, !Observe>(at, uint32_t(m_grid.index(first.row, first.col)), first.col, Direction::South);
        at.phase = Phase::Digging;
        if constexpr (Observe) {
            move->kind = &EnterMove;
            move->at = first;
            move->changed.include(first);
        }
        return;
    }
    case Phase::Digging: {
        if (at.queue == 1) {
            if constexpr (Observe) {
                move->kind = &ReturnMove;
                move->at = m_grid.point(at.unit);
            }
            const Direction by = enteredBy(at.top);
            if (--at.depth == 0) {
                at.phase = Policy == OrderPolicy::UnvisitedShuffle || mask() ? Phase::Done : Phase::Exit;
                return;
            }
            unpack(at, m_calls.frames[at.depth - 1]);
            at.unit = uint32_t(int64_t(at.unit) - m_cellStep[int(by)]);
            if constexpr (Observe)
                at.col -= CellColStep[int(by)];
            return;
        }
        const auto d = Direction(at.queue & 3);
        at.queue >>= 2;
        uint32_t target;
        int targetCol;
        const bool inside = cellBeyond<!Observe>(at.unit, at.col, d, target, targetCol);
        // A mask's outside fails the wall test while run() runs (markSides()).
        const bool carve = inside && m_grid.data()[target] == Grid::Wall && (!Observe || carvable(target));
        if constexpr (Observe) {
            const Point from = m_grid.point(at.unit);
            move->kind = carve ? &CarveMove : &SkipMove;
            move->at = from;
            move->target = {from.row + 2 * rowStep(d), from.col + 2 * colStep(d)};
            move->direction = d;
            move->reason = carve                                 ? nullptr
                : inside && m_grid.data()[target] == Grid::Floor ? &AlreadyFloor
                                                                 : &OutOfBounds;
            if (carve) {
                move->changed.include(Point {from.row + rowStep(d), from.col + colStep(d)});
                move->changed.include(move->target);
            }
        }
        if (carve) {
            m_grid.data()[int64_t(at.unit) + m_wallStep[int(d)]] = Grid::Floor;
            enter<Policy, !Observe>(at, target, targetCol, d);
        }
        return;
    }
    case Phase::Exit: {
        const Point below {m_spec.rows - 1, m_spec.cols - 2};
        const Point right {m_spec.rows - 2, m_spec.cols - 1};
        m_grid.set(below.row, below.col, Grid::Floor);
        m_grid.set(right.row, right.col, Grid::Floor);
        if constexpr (Observe) {
            move->kind = &OpenExitMove;
            move->at = right;
            move->target = below;
            move->changed.include(below);
            move->changed.include(right);
        }
        at.phase = Phase::Done;
        return;
    }
    case Phase::Done:
        --at.moves;
        return;
    }
}

inline DfsGenerator::PackedFrame DfsGenerator::packed(const Cursor &at)
{
    return PackedFrame(at.top | (sizeOf(at.top) - leftIn(at.queue)) << 8);
}

inline void DfsGenerator::unpack(Cursor &at, PackedFrame frame)
{
    at.top = PackedFrame(frame & ~(7u << 8));
    at.queue = queueOf(orderOf(frame), sizeOf(frame), triedOf(frame));
}

inline DfsGenerator::Cursor DfsGenerator::cursor() const
{
    Cursor at {m_calls.depth, m_unit, m_col, 0, 1, m_phase, m_moves, m_entered, m_rng};
    if (at.depth > 0)
        unpack(at, m_calls.frames[at.depth - 1]);
    return at;
}

inline void DfsGenerator::keep(const Cursor &at)
{
    m_unit = at.unit;
    m_col = at.col;
    m_calls.depth = at.depth;
    if (at.depth > 0)
        m_calls.frames[at.depth - 1] = packed(at);
    m_phase = at.phase;
    m_finished = at.phase == Phase::Done;
    m_moves = at.moves;
    m_entered = at.entered;
    m_rng = at.rng;
}

void DfsGenerator::markSides(bool on)
{
    uint8_t *units = m_grid.data();
    const size_t cols = size_t(m_spec.cols);
    for (size_t first = 0; first < m_grid.unitCount(); first += cols) {
        for (uint8_t *unit : {units + first, units + first + cols - 1}) {
            if (on && *unit == Grid::Wall)
                *unit = SideMark;
            else if (!on && *unit == SideMark)
                *unit = Grid::Wall;
        }
    }
    if (!mask())
        return;
    const uint32_t cellCols = uint32_t(m_spec.cols - 1) / 2;
    const uint32_t cells = uint32_t(m_spec.rows - 1) / 2 * cellCols;
    for (uint32_t cell = 0; cell < cells; ++cell) {
        if (!mask()->contains(cell))
            units[m_grid.index(2 * int(cell / cellCols) + 1, 2 * int(cell % cellCols) + 1)]
                = on ? SideMark : Grid::Wall;
    }
}

template<DfsGenerator::OrderPolicy Policy, bool Observe> void DfsGenerator::advanceKept(Move *move)
{
    // The cursor is a local whose address never escapes, so the compiler
    // keeps it in registers across the grid's byte stores; members it would
    // have to reload after each one.
    Cursor at = cursor();
    if constexpr (Observe) {
        advance<Policy, true>(at, move);
    } else {
        // The grid's first and last columns hold no cell and are dug, if
        // at all, by the exit: marked, they spare the loop a column to keep
        // up and a bound to check on every try. A mask's outside is marked
        // too, and fails the same test.
        markSides(true);
        while (at.phase != Phase::Done)
            advance<Policy, false>(at, nullptr);
        markSides(false);
        at.col = int(at.unit % uint32_t(m_spec.cols));
    }
    keep(at);
}

template<bool Observe> void DfsGenerator::advanceKept(Move *move)
{
    switch (m_policy) {
    case OrderPolicy::RotatingOrder:
        return advanceKept<OrderPolicy::RotatingOrder, Observe>(move);
    case OrderPolicy::PermutationOrder:
        return advanceKept<OrderPolicy::PermutationOrder, Observe>(move);
    case OrderPolicy::UnvisitedShuffle:
        return advanceKept<OrderPolicy::UnvisitedShuffle, Observe>(move);
    }
}

Move DfsGenerator::step()
{
    Move move;
    advanceKept<true>(&move);
    return move;
}

void DfsGenerator::run()
{
    advanceKept<false>(nullptr);
}

// The frames in use, not the reserved capacity: untouched pages cost no memory,
// and a clone copies only what is in use.
size_t DfsGenerator::memoryBytes() const
{
    return Generator::memoryBytes() + sizeof(*this) - sizeof(Generator) + m_calls.depth * sizeof(PackedFrame)
        + (m_calls.depth + CheckpointEvery - 1) / CheckpointEvery * sizeof(uint32_t);
}

double DfsGenerator::progress() const
{
    return builtShare(
        m_entered, mask() ? mask()->count() : uint64_t((m_spec.rows - 1) / 2) * uint64_t((m_spec.cols - 1) / 2));
}

Frame DfsGenerator::frame(size_t index) const
{
    int64_t unit = m_calls.checkpoints[index / CheckpointEvery];
    for (size_t i = index - index % CheckpointEvery + 1; i <= index; ++i)
        unit += m_cellStep[int(enteredBy(m_calls.frames[i]))];
    const PackedFrame packed = m_calls.frames[index];
    Frame frame;
    frame.cell = m_grid.point(size_t(unit));
    frame.orderSize = int(sizeOf(packed));
    frame.tried = int(triedOf(packed));
    for (int i = 0; i < 4; ++i)
        frame.order[size_t(i)] = directionFrom(uint8_t(orderOf(packed)), i);
    return frame;
}

void DfsGenerator::narrate(const Move &move, Narration &narration) const
{
    const CallStyle style = callStyle();
    const bool visit = style == CallStyle::Visit;
    NarrationArgs args(narration, style == CallStyle::Visit);
    if (move.kind == &EnterMove) {
        const Frame first = frame(0);
        narration.kind = visit ? &VisitFirstCall : &DigoutFirstCall;
        args.plain(callText(style, move.at));
        if (!visit)
            args.place(move.at);
        args.directions({first.order.begin(), first.order.begin() + first.orderSize});
        return;
    }
    if (move.kind == &CarveMove) {
        narration.kind = visit ? &VisitCarve : &DigoutCarve;
        args.plain(callText(style, move.at)).direction(move.direction).place(move.target);
        return;
    }
    if (move.kind == &SkipMove) {
        if (!visit && move.reason == &OutOfBounds) {
            narration.kind = &DigoutSkipOutside;
            args.plain(callText(style, move.at)).direction(move.direction);
            return;
        }
        narration.kind = visit ? &VisitSkip : &DigoutSkipDug;
        args.plain(callText(style, move.at)).direction(move.direction).place(move.target);
        return;
    }
    if (move.kind == &ReturnMove) {
        args.plain(callText(style, move.at));
        if (depth() == 0) {
            narration.kind = visit ? &VisitOutermostReturn : &DigoutOutermostReturn;
            return;
        }
        narration.kind = visit ? &VisitReturn : &DigoutReturn;
        args.plain(callText(style, frame(depth() - 1).cell));
        return;
    }
    if (move.kind == &OpenExitMove) {
        narration.kind = &CallNarration::OpenExit;
        args.place(move.target).place(move.at);
        return;
    }
}

void DfsGenerator::narrateStart(Narration &narration) const
{
    NarrationArgs(narration)
        .kind(CallNarration::NotStarted)
        .plain(callText(callStyle(), {m_spec.rows - 2, m_spec.cols - 2}));
}

CallStyle DfsGenerator::callStyle() const
{
    switch (m_policy) {
    case OrderPolicy::UnvisitedShuffle:
        return CallStyle::Visit;
    case OrderPolicy::RotatingOrder:
        return CallStyle::DigoutRotating;
    case OrderPolicy::PermutationOrder:
        return CallStyle::DigoutPermutation;
    }
    return CallStyle::Visit;
}

namespace {
template<DfsGenerator::OrderPolicy policy> std::unique_ptr<Generator> makeDfs(MazeSpec spec)
{
    return std::make_unique<DfsGenerator>(std::move(spec), policy);
}
} // namespace

GeneratorInfo DfsGenerator::info(OrderPolicy policy)
{
    const std::vector<const NarrationKind *> digoutNarrations
        = {&CallNarration::NotStarted, &DigoutFirstCall, &DigoutCarve, &DigoutSkipOutside, &DigoutSkipDug,
            &DigoutReturn, &DigoutOutermostReturn, &CallNarration::OpenExit};
    GeneratorInfo info;
    info.oddSizesOnly = true;
    info.maskUse = MaskUse::Carves;
    info.origin = GeneratorOrigin::Seed;
    switch (policy) {
    case OrderPolicy::UnvisitedShuffle:
        info.id = "backtracker";
        info.name = QT_TRANSLATE_NOOP("CatalogText", "Recursive backtracker");
        info.summary = QT_TRANSLATE_NOOP("CatalogText",
            "the flame game's generator: from the end cell, visit unvisited neighbours in a shuffled order");
        info.colour = 0x0072B2;
        info.make = makeDfs<OrderPolicy::UnvisitedShuffle>;
        info.callStyle = CallStyle::Visit;
        info.narrations = {
            &CallNarration::NotStarted, &VisitFirstCall, &VisitCarve, &VisitSkip, &VisitReturn, &VisitOutermostReturn};
        break;
    case OrderPolicy::RotatingOrder:
        info.id = "rotating-dfs";
        info.name = QT_TRANSLATE_NOOP("CatalogText", "Digout DFS, rotating order");
        info.summary
            = QT_TRANSLATE_NOOP("CatalogText", "the mazedfs lab's digout(): a random first direction, then (d+1)%4");
        info.colour = 0xE69F00;
        info.make = makeDfs<OrderPolicy::RotatingOrder>;
        info.callStyle = CallStyle::DigoutRotating;
        info.narrations = digoutNarrations;
        break;
    case OrderPolicy::PermutationOrder:
        info.id = "permutation-dfs";
        info.name = QT_TRANSLATE_NOOP("CatalogText", "Digout DFS, random permutation");
        info.summary = QT_TRANSLATE_NOOP(
            "CatalogText", "the mazedfs lab's digout() with a fresh random permutation of the directions per call");
        info.colour = 0x009E73;
        info.make = makeDfs<OrderPolicy::PermutationOrder>;
        info.callStyle = CallStyle::DigoutPermutation;
        info.narrations = digoutNarrations;
        break;
    }
    return info;
}

} // namespace mazestudy
