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
}

void SteppingSession::answer(PaneFrame &frame, uint64_t ticket)
{
    const Generator &state = m_timeline.state();
    const int cols = state.grid().cols();
    std::vector<uint8_t> states = stepStates();
    // Only the band of rows that differ from what the layer shows.
    int first = 0;
    int last = state.grid().rows() - 1;
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
    if (first <= last) {
        frame.regions.push_back(QRect(0, first, cols, last - first + 1));
        frame.states.assign(states.begin() + long(first) * cols, states.begin() + long(last + 1) * cols);
    }
    m_shown = std::move(states);

    auto stepping = std::make_shared<SteppingFrame>();
    stepping->ticket = ticket;
    stepping->position = m_timeline.position();
    stepping->total = m_timeline.totalMoves();
    stepping->atEnd = m_timeline.atEnd();
    stepping->style = m_timeline.style();
    stepping->sweep = state.sweeps();
    stepping->narration = m_timeline.narration();
    if (!state.finished())
        stepping->current = m_timeline.currentUnit();
    if (m_timeline.lastMove() && m_timeline.lastMove()->kind == MoveKind::Check) {
        stepping->window = m_timeline.lastMove()->at;
        stepping->windowWalls = m_timeline.lastMove()->wallCount;
    }
    stepping->arrows = arrows();
    stepping->arrowCols = (cols - 1) / 2;

    const size_t depth = m_timeline.depth();
    const size_t shared = sharedFrames();
    stepping->depth = depth;
    stepping->stackShared = shared;
    m_stack.resize(shared);
    for (size_t i = shared > 0 ? shared - 1 : 0; i < depth; ++i) {
        stepping->stackTail.push_back(state.frame(i));
        if (i >= shared)
            m_stack.push_back(stepping->stackTail.back().cell);
    }

    frame.moves = stepping->position;
    frame.depth = int(depth);
    frame.sweeps = stepping->sweep;
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
        if (state.frame(middle).cell == m_stack[middle])
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
        // The seed's red: every cell entered so far (the calls' cells sit at odd units).
        for (int row = 1; row < grid.rows(); row += 2) {
            for (int col = 1; col < grid.cols(); col += 2) {
                if (states[grid.index(row, col)] == Grid::Floor)
                    states[grid.index(row, col)] = MazeLayer::Visited;
            }
        }
        for (const Point p : m_timeline.considered()) {
            if (states[unit(p)] != MazeLayer::Visited)
                states[unit(p)] = MazeLayer::Considered;
        }
    } else if (state.sweeps() > 0 || m_timeline.position() > 0) {
        for (const Point p : state.seedWalls())
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
        for (int col = 1; col < grid.cols(); col += 2) {
            if (grid.data()[grid.index(row, col)] != Grid::Floor)
                continue;
            if (const auto d = m_timeline.arrow(Point {row, col}))
                (*arrows)[size_t(row / 2) * size_t(cellCols) + size_t(col / 2)] = uint8_t(1 + int(*d));
        }
    }
    if (!m_arrows || *m_arrows != *arrows)
        m_arrows = std::move(arrows);
    return m_arrows;
}
