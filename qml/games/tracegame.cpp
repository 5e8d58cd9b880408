#include "tracegame.h"

#include "mazeoverlay.h"
#include "mazepalette.h"

using namespace mazestudy;

TraceGame::TraceGame(GameBoard *board)
    : Game(board, GameBoard::Trace)
{
    connect(board, &GameBoard::mazeReplaced, this, [this] {
        m_path.reset();
        m_dots = 0;
        emit changed();
    });
}

int TraceGame::length() const
{
    const auto steps = m_path ? m_path->length() : std::nullopt;
    return steps ? int(*steps) : -1;
}

void TraceGame::start()
{
    const Maze &maze = board()->maze();
    if (!m_path)
        m_path = findShortestPath(maze.grid, maze.start, maze.exit);
    m_dots = 0;
    board()->clearOverlay();
    emit changed();
    updatePace();
}

void TraceGame::drawTo(int dots)
{
    const QColor dot = charts::mazeColor(charts::MazeRole::Path, board()->dark());
    for (; m_dots < dots; ++m_dots) {
        const Point unit = m_path->units[size_t(m_dots)];
        board()->overlay()->setUnit(unit.row, unit.col, dot);
    }
    emit changed();
}

void TraceGame::finish()
{
    if (!board()->hasMaze())
        return;
    if (board()->mode() != GameBoard::Trace)
        board()->setMode(GameBoard::Trace);
    if (m_path)
        drawTo(int(m_path->units.size()));
    updatePace();
}

bool TraceGame::wantsPace() const
{
    return m_path && m_dots < int(m_path->units.size());
}

void TraceGame::advance(int moves)
{
    const int total = int(m_path->units.size());
    drawTo(total - m_dots <= moves ? total : m_dots + moves);
}
