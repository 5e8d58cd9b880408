#include "steppingsession.h"

#include "mazelayer.h"

#include <algorithm>

using namespace mazestudy;

SteppingSession::SteppingSession(const MazeSpec &spec, uint64_t from)
    : m_timeline(spec)
{
    if (from > 0)
        m_timeline.seek(std::min(from, m_timeline.totalMoves()));
}

void SteppingSession::apply(const SteppingCommand &command)
{
    if (command.wholeStack)
        m_stack.clear();
    // One DFS move away from what the layer shows, and not into or out of
    // the end (which marks start and exit): the answer follows that move.
    const bool oneMove = (command.kind == SteppingCommand::Forward || command.kind == SteppingCommand::Back)
        && m_timeline.style() != CallStyle::Sweeps && !m_shown.empty() && !m_timeline.atEnd();
    const std::optional<Move> undone = oneMove ? m_timeline.lastMove() : std::nullopt;
    std::vector<Point> near;
    if (oneMove)
        callMarks().addTo(near);
    const uint64_t before = m_timeline.position();
    m_near.reset();
    switch (command.kind) {
    case SteppingCommand::Forward:
        m_timeline.stepForward();
        break;
    case SteppingCommand::Back:
        m_timeline.stepBack();
        break;
    case SteppingCommand::Over:
        m_timeline.stepOver();
        break;
    case SteppingCommand::Out:
        m_timeline.stepOut();
        break;
    case SteppingCommand::Seek:
        m_timeline.seek(std::min(uint64_t(std::max<int64_t>(command.move, 0)), m_timeline.totalMoves()));
        break;
    case SteppingCommand::ToEnd:
        m_timeline.runToEnd();
        break;
    case SteppingCommand::ToDepth:
        m_timeline.runToDepth(size_t(std::max(command.depth, 0)));
        break;
    case SteppingCommand::ToUnit:
        m_timeline.runToUnit(command.unit);
        break;
    }
    if (!oneMove || m_timeline.atEnd())
        return;
    const std::optional<Move> &move = command.kind == SteppingCommand::Forward ? m_timeline.lastMove() : undone;
    if (m_timeline.position() == before) {
        m_near.emplace(); // nothing moved (back at move 0)
    } else if (move) {
        callMarks().addTo(near);
        for (int row = move->changed.top; row <= move->changed.bottom; ++row) {
            for (int col = move->changed.left; col <= move->changed.right; ++col)
                near.push_back(Point {row, col});
        }
        m_near = std::move(near);
    }
}

SteppingSession::CallMarks SteppingSession::callMarks() const
{
    return {m_timeline.considered(), m_timeline.currentUnit()};
}

void SteppingSession::CallMarks::addTo(std::vector<Point> &units) const
{
    units.insert(units.end(), considered.begin(), considered.end());
    if (current)
        units.push_back(*current);
}

uint8_t SteppingSession::stateAt(Point unit, const CallMarks &marks) const
{
    const Grid &grid = m_timeline.state().grid();
    uint8_t state = grid.data()[grid.index(unit.row, unit.col)];
    // The seed's red: every cell entered so far.
    if (unit.row % 2 == 1 && unit.col % 2 == 1 && state == Grid::Floor)
        state = MazeLayer::Visited;
    else if (std::find(marks.considered.begin(), marks.considered.end(), unit) != marks.considered.end())
        state = MazeLayer::Considered;
    if (marks.current == unit)
        state = MazeLayer::Current;
    return state;
}

uint8_t SteppingSession::arrowAt(Point cell) const
{
    const Grid &grid = m_timeline.state().grid();
    if (grid.data()[grid.index(cell.row, cell.col)] != Grid::Floor)
        return 0;
    const auto d = m_timeline.arrow(cell);
    return d ? uint8_t(1 + int(*d)) : 0;
}

std::pair<int, int> SteppingSession::updateNear()
{
    const Grid &grid = m_timeline.state().grid();
    const CallMarks marks = callMarks();
    int first = grid.rows();
    int last = -1;
    std::shared_ptr<std::vector<uint8_t>> arrows;
    const int cellCols = (grid.cols() - 1) / 2;
    for (const Point p : *m_near) {
        const size_t unit = grid.index(p.row, p.col);
        const uint8_t state = stateAt(p, marks);
        if (m_shown[unit] != state) {
            m_shown[unit] = state;
            first = std::min(first, p.row);
            last = std::max(last, p.row);
        }
        // A move changes the arrow of the cell it entered and of its caller, a cell away.
        for (int row = (p.row - 2) | 1; row <= p.row + 2; row += 2) {
            for (int col = (p.col - 2) | 1; col <= p.col + 2; col += 2) {
                if (!grid.contains(row, col) || !m_arrows)
                    continue;
                const size_t cell = size_t(row / 2) * size_t(cellCols) + size_t(col / 2);
                const uint8_t arrow = arrowAt(Point {row, col});
                if ((arrows ? (*arrows)[cell] : (*m_arrows)[cell]) == arrow)
                    continue;
                if (!arrows)
                    arrows = std::make_shared<std::vector<uint8_t>>(*m_arrows);
                (*arrows)[cell] = arrow;
            }
        }
    }
    if (arrows)
        m_arrows = std::move(arrows);
    return {first, last};
}

void SteppingSession::answer(PaneFrame &frame, uint64_t ticket)
{
    const Generator &state = m_timeline.state();
    const int cols = state.grid().cols();
    int first = 0;
    int last = state.grid().rows() - 1;
    if (m_near) {
        std::tie(first, last) = updateNear();
    } else {
        std::vector<uint8_t> states = stepStates();
        // Only the band of rows that differ from what the layer shows.
        if (m_shown.size() == states.size()) {
            const auto rowDiffers = [&](int row) {
                const auto begin = states.begin() + long(row) * cols;
                return !std::equal(begin, begin + cols, m_shown.begin() + long(row) * cols);
            };
            while (first <= last && !rowDiffers(first))
                ++first;
            while (last >= first && !rowDiffers(last))
                --last;
        }
        m_shown = std::move(states);
        m_arrows = arrows();
    }
    if (first <= last) {
        frame.regions.push_back(QRect(0, first, cols, last - first + 1));
        frame.states.assign(m_shown.begin() + long(first) * cols, m_shown.begin() + long(last + 1) * cols);
    }

    auto stepping = std::make_shared<SteppingFrame>();
    stepping->ticket = ticket;
    stepping->position = m_timeline.position();
    stepping->total = m_timeline.totalMoves();
    stepping->atEnd = m_timeline.atEnd();
    stepping->style = m_timeline.style();
    stepping->sweep = sweepCount(state);
    stepping->narration = m_timeline.narration();
    if (!state.finished())
        stepping->current = m_timeline.currentUnit();
    if (m_timeline.lastMove() && m_timeline.lastMove()->kind->role == MoveRole::Window) {
        stepping->window = m_timeline.lastMove()->at;
        stepping->windowWalls = m_timeline.lastMove()->wallCount;
    }
    stepping->workingSet = m_timeline.workingSet();
    if (const ScriptOutcome *outcome = state.scriptOutcome())
        stepping->scriptLine = outcome->lineOfLastMove();
    stepping->arrows = state.finished() ? nullptr : m_arrows;
    stepping->arrowCols = (cols - 1) / 2;

    const size_t depth = m_timeline.depth();
    const size_t shared = sharedFrames();
    stepping->depth = depth;
    stepping->stackShared = shared;
    m_stack.resize(shared);
    for (size_t i = shared > 0 ? shared - 1 : 0; i < depth; ++i) {
        stepping->stackTail.push_back(state.callStack()->frame(i));
        if (i >= shared)
            m_stack.push_back(stepping->stackTail.back().cell);
    }

    frame.moves = stepping->position;
    frame.depth = int(depth);
    frame.sweeps = stepping->sweep;
    frame.progress = state.progress();
    if (stepping->current)
        frame.current = QPoint(stepping->current->col, stepping->current->row);
    frame.stopped = true;
    frame.stepping = std::move(stepping);
}

size_t SteppingSession::sharedFrames() const
{
    // Frames below the first difference are the same calls: find it by bisection.
    const Generator &state = m_timeline.state();
    size_t low = 0;
    size_t high = std::min(m_stack.size(), m_timeline.depth());
    while (low < high) {
        const size_t middle = (low + high) / 2;
        if (state.callStack()->frame(middle).cell == m_stack[middle])
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

std::vector<uint8_t> SteppingSession::stepStates() const
{
    const Generator &state = m_timeline.state();
    const Grid &grid = state.grid();
    std::vector<uint8_t> states(grid.data(), grid.data() + grid.unitCount());
    const auto unit = [&](Point p) { return grid.index(p.row, p.col); };
    if (state.finished()) {
        for (const auto &end :
            {std::make_pair(state.start(), MazeLayer::Start), std::make_pair(state.exit(), MazeLayer::Exit)}) {
            if (end.first)
                states[unit(*end.first)] = end.second;
        }
        return states;
    }
    if (m_timeline.style() != CallStyle::Sweeps) {
        const CallMarks marks = callMarks();
        for (int row = 1; row < grid.rows(); row += 2) {
            for (int col = 1; col < grid.cols(); col += 2)
                states[grid.index(row, col)] = stateAt(Point {row, col}, marks);
        }
        return states;
    }
    const SweepHistory *history = state.sweepHistory();
    if (history && (history->sweeps() > 0 || m_timeline.position() > 0)) {
        for (const Point p : history->seedWalls())
            states[unit(p)] = MazeLayer::SeedWall;
    }
    if (const auto current = m_timeline.currentUnit())
        states[unit(*current)] = MazeLayer::Current;
    return states;
}

std::shared_ptr<const std::vector<uint8_t>> SteppingSession::arrows()
{
    const Generator &state = m_timeline.state();
    if (m_timeline.style() == CallStyle::Sweeps || state.finished())
        return nullptr;
    const Grid &grid = state.grid();
    const int cellCols = (grid.cols() - 1) / 2;
    auto arrows = std::make_shared<std::vector<uint8_t>>(size_t((grid.rows() - 1) / 2) * size_t(cellCols), 0);
    for (int row = 1; row < grid.rows(); row += 2) {
        for (int col = 1; col < grid.cols(); col += 2)
            (*arrows)[size_t(row / 2) * size_t(cellCols) + size_t(col / 2)] = arrowAt(Point {row, col});
    }
    // Unchanged, the GUI keeps the vector it has.
    if (m_arrows && *m_arrows == *arrows)
        return m_arrows;
    return arrows;
}
