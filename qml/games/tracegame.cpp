#include "tracegame.h"

#include "mazeoverlay.h"
#include "mazepalette.h"
#include "verdictwords.h"

using namespace mazestudy;

TraceGame::TraceGame(GameBoard *board)
    : Game(board, GameBoard::Trace)
{
    connect(board, &GameBoard::mazeReplaced, this, [this] {
        // A search still running was for the old maze: the board drops its result.
        m_path.reset();
        m_script = nullptr;
        m_scriptMaze.reset();
        m_searching = false;
        m_finishWhenFound = false;
        m_dots = 0;
        emit changed();
    });
}

int TraceGame::length() const
{
    const auto steps = m_path ? m_path->length() : std::nullopt;
    return steps ? int(*steps) : -1;
}

QString TraceGame::scriptProblem() const
{
    if (!m_script || m_scriptVerdict.pass)
        return {};
    return m_script->problem.empty() ? verdictWords(m_scriptVerdict) : QString::fromStdString(m_script->problem);
}

const std::vector<Point> *TraceGame::units() const
{
    if (m_script)
        return &m_script->dots;
    return m_path ? &m_path->units : nullptr;
}

void TraceGame::start()
{
    m_dots = 0;
    m_finishWhenFound = false;
    board()->clearOverlay();
    m_script = board()->scriptWalk(GameBoard::Trace);
    m_scriptMaze = m_script ? board()->sharedMaze() : nullptr;
    if (m_script)
        m_scriptVerdict = checkTrace(m_scriptMaze->grid, m_script->dots);
    else if (!m_path && !m_searching) {
        m_searching = true;
        board()->offload(
            [maze = board()->sharedMaze()] { return findShortestPath(maze->grid, maze->start, maze->exit); },
            [this](ShortestPath path) {
                m_searching = false;
                m_path = std::move(path);
                if (m_finishWhenFound && active() && !m_script)
                    drawTo(int(m_path->units.size()));
                emit changed();
                updatePace();
            });
    }
    emit changed();
    updatePace();
}

void TraceGame::drawTo(int dots)
{
    const QColor dot = charts::mazeColor(charts::MazeRole::Path, board()->dark());
    for (; m_dots < dots; ++m_dots) {
        const Point unit = (*units())[size_t(m_dots)];
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
    if (units())
        drawTo(int(units()->size()));
    else
        m_finishWhenFound = true;
    updatePace();
}

bool TraceGame::wantsPace() const
{
    return units() && m_dots < int(units()->size());
}

void TraceGame::advance(int moves)
{
    const int total = int(units()->size());
    drawTo(total - m_dots <= moves ? total : m_dots + moves);
}
