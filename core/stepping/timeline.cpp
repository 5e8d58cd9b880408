#include "timeline.h"

#include "generatorcatalog.h"

#include <algorithm>
#include <stdexcept>

namespace mazestudy {

namespace {
// An entry holds the move that entered a cell in 30 bits. The DFS family
// makes about five moves a cell, so even a MaxSide x MaxSide maze (10^8
// cells) stays below this.
constexpr uint64_t MaxEntryMove = (uint64_t(1) << 30) - 1;
} // namespace

Timeline::Timeline(const MazeSpec &spec)
    : Timeline(spec, Budget())
{
}

Timeline::Timeline(const MazeSpec &spec, Budget budget)
    : m_spec(spec)
    , m_style(callStyleOf(spec.generator))
    , m_budget(budget)
    , m_spacing(std::max<uint64_t>(1, budget.minSpacing))
{
    validateSpec(m_spec);
    m_rowByRow = findGenerator(m_spec.generator)->buildsRowByRow;
    m_current = makeGenerator(m_spec);
    m_keyframes.push_back(Keyframe());
    // Every generator makes about one move a unit or more (the DFS family
    // some 1.25, the automaton's default rule about 1.15 at 1001 x 1001), so
    // start from the spacing at which a run that long would fill the budget:
    // keyframes laid at a smaller spacing would only be thinned out again,
    // and each costs a clone of the whole state.
    const size_t fit = std::max<size_t>(
        1, std::min(m_budget.maxKeyframes, m_budget.maxKeyframeBytes / std::max<size_t>(1, m_current->memoryBytes())));
    while (m_spacing * fit < m_current->grid().unitCount())
        m_spacing *= 2;
    if (walksCells(m_style)) {
        m_cellCols = (m_spec.cols - 1) / 2;
        m_entries.assign(size_t((m_spec.rows - 1) / 2) * size_t(m_cellCols), 0);
    }
}

Timeline::~Timeline() = default;

size_t Timeline::cellIndex(Point unit) const
{
    return size_t((unit.row - 1) / 2) * size_t(m_cellCols) + size_t((unit.col - 1) / 2);
}

// Every move goes through here, whichever generator makes it: the first time
// a move number is reached it is recorded, and the keyframes laid.
Move Timeline::advance(Generator &generator)
{
    Move move = generator.step();
    const uint64_t moves = generator.moves();
    if (moves > m_frontier) {
        record(move, moves);
        m_frontier = moves;
        if (generator.finished())
            m_total = moves;
        else if (moves % m_spacing == 0)
            addKeyframe(generator, move);
    }
    return move;
}

void Timeline::record(const Move &move, uint64_t moves)
{
    const MoveRole role = move.kind->role;
    if (m_entries.empty() || (role != MoveRole::Enter && role != MoveRole::Call))
        return;
    if (moves > MaxEntryMove)
        throw std::overflow_error("the stepping history holds at most 2^30 moves of a DFS");
    const Point cell = role == MoveRole::Enter ? move.at : move.target;
    const uint32_t from = role == MoveRole::Call ? uint32_t(move.direction) : 0;
    m_entries[cellIndex(cell)] = uint32_t(moves << 2) | from;
}

void Timeline::addKeyframe(const Generator &generator, const Move &move)
{
    Keyframe keyframe;
    keyframe.state = generator.clone();
    keyframe.last = move;
    keyframe.moves = generator.moves();
    keyframe.bytes = generator.memoryBytes();
    m_keyframeBytes += keyframe.bytes;
    m_keyframes.push_back(std::move(keyframe));
    // Doubling the spacing keeps every other keyframe: those left are still
    // evenly spaced, and the worst seek is at most twice as long as before.
    while (m_keyframes.size() > 1
        && (m_keyframes.size() - 1 > m_budget.maxKeyframes || m_keyframeBytes > m_budget.maxKeyframeBytes)) {
        m_spacing *= 2;
        const auto dropped = std::remove_if(m_keyframes.begin(), m_keyframes.end(), [this](const Keyframe &k) {
            if (k.moves % m_spacing == 0)
                return false;
            m_keyframeBytes -= k.bytes;
            return true;
        });
        m_keyframes.erase(dropped, m_keyframes.end());
    }
}

const Timeline::Keyframe &Timeline::keyframeAtOrBefore(uint64_t move) const
{
    const auto after = std::upper_bound(m_keyframes.begin(), m_keyframes.end(), move,
        [](uint64_t value, const Keyframe &keyframe) { return value < keyframe.moves; });
    return *(after - 1);
}

std::unique_ptr<Generator> Timeline::restore(const Keyframe &keyframe) const
{
    return keyframe.state ? keyframe.state->clone() : makeGenerator(m_spec);
}

uint64_t Timeline::totalMoves()
{
    if (m_total)
        return *m_total;
    // Explore from whatever stands at the frontier, or nearest before it.
    std::unique_ptr<Generator> explorer = position() == m_frontier ? m_current->clone() : restore(m_keyframes.back());
    while (!explorer->finished())
        advance(*explorer);
    return *m_total;
}

bool Timeline::stepForward()
{
    if (m_current->finished())
        return false;
    m_last = advance(*m_current);
    return true;
}

bool Timeline::stepBack()
{
    if (position() == 0)
        return false;
    seek(position() - 1);
    return true;
}

void Timeline::seek(uint64_t move)
{
    if (move == position())
        return;
    if (move > m_frontier && move > totalMoves())
        throw std::out_of_range("move " + std::to_string(move) + " is past the end: this run has "
            + std::to_string(*m_total) + " moves (0 to " + std::to_string(*m_total) + ")");
    const Keyframe &keyframe = keyframeAtOrBefore(move);
    if (position() > move || position() < keyframe.moves) {
        m_current = restore(keyframe);
        m_last = keyframe.last;
    }
    while (position() < move)
        m_last = advance(*m_current);
}

void Timeline::runToEnd()
{
    while (!m_current->finished())
        m_last = advance(*m_current);
}

Timeline::Stop Timeline::runUntil(const Condition &stop, uint64_t maxMoves)
{
    for (uint64_t made = 0;; ++made) {
        if (m_current->finished())
            return Stop::End;
        if (made == maxMoves)
            return Stop::Limit;
        m_last = advance(*m_current);
        if (stop(*m_current, *m_last))
            return Stop::Condition;
    }
}

Timeline::Stop Timeline::runToDepth(size_t depth, uint64_t maxMoves)
{
    return runUntil([depth](const Generator &state, const Move &) { return callDepth(state) == depth; }, maxMoves);
}

Timeline::Stop Timeline::runToUnit(Point unit, uint64_t maxMoves)
{
    return runUntil([unit](const Generator &, const Move &move) { return reaches(move, unit); }, maxMoves);
}

bool Timeline::reaches(const Move &move, Point unit)
{
    switch (move.kind->role) {
    case MoveRole::Enter:
    case MoveRole::Unit:
    case MoveRole::Window:
        return move.at == unit;
    case MoveRole::Call:
        return move.target == unit
            || Point {move.target.row - rowStep(move.direction), move.target.col - colStep(move.direction)} == unit;
    case MoveRole::Pair:
        return move.at == unit || move.target == unit;
    case MoveRole::Join:
    case MoveRole::Wall:
    case MoveRole::Area: {
        // A join's units and the wall between, a dividing wall, what the starting state opened.
        Rect area = move.changed;
        if (move.kind->role != MoveRole::Area) {
            area = {};
            area.include(move.at);
            area.include(move.target);
        }
        return !area.isEmpty() && unit.row >= area.top && unit.row <= area.bottom && unit.col >= area.left
            && unit.col <= area.right;
    }
    case MoveRole::Walk:
        return move.target == unit;
    case MoveRole::Return:
    case MoveRole::Plain:
    case MoveRole::Back:
    case MoveRole::Pass:
    case MoveRole::Scan:
    case MoveRole::RowEnd:
    case MoveRole::SweepEnd:
        break;
    }
    return false;
}

Timeline::Stop Timeline::stepOver()
{
    const size_t before = depth();
    if (!stepForward())
        return Stop::End;
    // The stack changes by one a move, so the first time it is this shallow
    // again is when the call just made returns.
    if (depth() <= before)
        return Stop::Condition;
    return runToDepth(before);
}

Timeline::Stop Timeline::stepOut()
{
    if (m_current->finished())
        return Stop::End;
    if (m_style == CallStyle::Sweeps)
        return runUntil([](const Generator &, const Move &move) { return move.kind->role == MoveRole::SweepEnd; });
    if (m_style == CallStyle::Classic) {
        // No calls: the unit of work is the row for the row-by-row generators,
        // else the stretch of moves up to the next that changes the maze (a
        // walk up to its next carve, Wilson's walk up to its first join).
        // Braid's stage after the rows works a dead end at a time.
        if (m_rowByRow && workingSet().kind && workingSet().kind->currentRow)
            return runUntil([](const Generator &, const Move &move) { return move.kind->role == MoveRole::RowEnd; });
        return runUntil([](const Generator &, const Move &move) { return !move.changed.isEmpty(); });
    }
    if (depth() == 0) {
        stepForward();
        return Stop::Condition;
    }
    return runToDepth(depth() - 1);
}

std::optional<Point> Timeline::currentUnit() const
{
    if (m_style == CallStyle::Classic) {
        if (!m_last || m_current->finished())
            return std::nullopt;
        switch (m_last->kind->role) {
        case MoveRole::Join:
        case MoveRole::Walk:
        case MoveRole::Back:
            return m_last->target; // where the carve or the walk went
        case MoveRole::Pass:
            return m_last->at;
        case MoveRole::Scan:
            return m_last->count ? m_last->gap : m_last->at;
        case MoveRole::Area:
        case MoveRole::Wall:
        case MoveRole::RowEnd:
            return std::nullopt; // no one unit
        case MoveRole::Enter:
        case MoveRole::Call:
        case MoveRole::Return:
        case MoveRole::Plain:
        case MoveRole::Unit:
        case MoveRole::Window:
        case MoveRole::Pair:
        case MoveRole::SweepEnd:
            break; // no unit a classic generator follows
        }
        return std::nullopt;
    }
    if (m_style != CallStyle::Sweeps) {
        if (depth() == 0)
            return std::nullopt;
        return m_current->callStack()->frame(depth() - 1).cell;
    }
    if (m_last && (m_last->kind->role == MoveRole::Window || m_last->kind->role == MoveRole::Unit))
        return m_last->at;
    return std::nullopt;
}

const WorkingSet &Timeline::workingSet() const
{
    if (!m_workingSet || m_workingSetAt != position()) {
        m_workingSet = m_current->workingSet(MarkedCells);
        m_workingSetAt = position();
    }
    return *m_workingSet;
}

std::vector<Point> Timeline::considered() const
{
    std::vector<Point> cells;
    if (m_style == CallStyle::Classic) {
        // The working set's cells, newest first, at most MarkedCells of them:
        // the walk, the active list, the frontier, the run, the chamber.
        for (const WorkingItem &item : workingSet().items) {
            for (int row = item.area.top | 1; row <= item.area.bottom; row += 2) {
                for (int col = item.area.left | 1; col <= item.area.right && cells.size() < MarkedCells; col += 2)
                    cells.push_back(Point {row, col});
            }
        }
        return cells;
    }
    if (depth() == 0)
        return cells;
    const Frame top = m_current->callStack()->frame(depth() - 1);
    for (int i = top.tried; i < top.orderSize; ++i) {
        const Direction d = top.order[size_t(i)];
        const Point target {top.cell.row + 2 * rowStep(d), top.cell.col + 2 * colStep(d)};
        if (m_current->grid().contains(target.row, target.col))
            cells.push_back(target);
    }
    return cells;
}

// A neighbour entered by a carve in direction d from this cell is one of its
// calls; the latest entered at or before the current move is where it went
// last. The parent is never taken for a child: it was entered earlier.
std::optional<Direction> Timeline::arrow(Point cell) const
{
    const Grid &grid = m_current->grid();
    if (m_entries.empty() || !grid.contains(cell.row, cell.col) || cell.row % 2 == 0 || cell.col % 2 == 0)
        return std::nullopt;
    const uint64_t now = position();
    const uint64_t entered = m_entries[cellIndex(cell)] >> 2;
    if (entered == 0 || entered > now)
        return std::nullopt;
    std::optional<Direction> arrow;
    uint64_t latest = 0;
    for (uint8_t i = 0; i < 4; ++i) {
        const Direction d = Direction(i);
        const Point next {cell.row + 2 * rowStep(d), cell.col + 2 * colStep(d)};
        if (!grid.contains(next.row, next.col))
            continue;
        const uint32_t entry = m_entries[cellIndex(next)];
        const uint64_t when = entry >> 2;
        if (when > entered && when <= now && Direction(entry & 3) == d && when > latest) {
            latest = when;
            arrow = d;
        }
    }
    return arrow;
}

Timeline::Memory Timeline::memory() const
{
    Memory memory;
    memory.keyframes = m_keyframes.size() - 1;
    memory.keyframeBytes = m_keyframeBytes;
    memory.entryBytes = m_entries.capacity() * sizeof(uint32_t);
    memory.currentBytes = m_current->memoryBytes();
    memory.spacing = m_spacing;
    return memory;
}

} // namespace mazestudy
