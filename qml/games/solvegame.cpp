#include "solvegame.h"

#include "mazeoverlay.h"
#include "mazepalette.h"
#include "verdictwords.h"

using namespace mazestudy;

SolveGame::SolveGame(GameBoard *board)
    : Game(board, GameBoard::Solve)
{
}

SolveGame::~SolveGame() = default;

bool SolveGame::finished() const
{
    return m_script ? m_scriptDots == m_script->dots.size() : m_solver && m_solver->finished();
}

bool SolveGame::reachedExit() const
{
    if (m_script)
        return finished() && m_scriptVerdict.pass;
    return m_solver && m_solver->status() == RouteStatus::Reached;
}

qint64 SolveGame::steps() const
{
    if (m_script)
        return qint64(m_scriptDots);
    return m_solver ? qint64(m_solver->steps()) : 0;
}

QString SolveGame::scriptProblem() const
{
    if (!m_script || m_scriptVerdict.pass)
        return {};
    return m_script->problem.empty() ? verdictWords(m_scriptVerdict) : QString::fromStdString(m_script->problem);
}

void SolveGame::start()
{
    m_solver.reset();
    m_finishWhenMade = false;
    board()->clearOverlay();
    m_script = board()->scriptWalk(GameBoard::Solve);
    m_scriptMaze = m_script ? board()->sharedMaze() : nullptr;
    m_scriptDots = 0;
    if (m_script) {
        m_scriptVerdict = checkSolve(m_scriptMaze->grid, m_script->dots);
        emit changed();
        updatePace();
        return;
    }
    board()->offload(
        [maze = board()->sharedMaze()] { return std::make_shared<MazeSolver>(maze->grid, maze->start, maze->exit); },
        [this, request = newRequest()](std::shared_ptr<MazeSolver> solver) {
            // For this maze, but a later start (or another mode) may have come since.
            if (!isLatest(request))
                return;
            m_solver = std::move(solver);
            if (m_finishWhenMade)
                finish();
            emit changed();
            updatePace();
        });
    emit changed();
    updatePace();
}

void SolveGame::stop()
{
    Game::stop();
    if (!board()->hasMaze()) {
        m_solver.reset();
        m_script = nullptr;
        m_scriptMaze.reset();
    }
    emit changed();
}

void SolveGame::restart()
{
    if (!board()->hasMaze())
        return;
    if (board()->mode() != GameBoard::Solve)
        board()->setMode(GameBoard::Solve);
    else
        start();
}

QPoint SolveGame::dot() const
{
    if (m_script) {
        if (m_scriptDots == 0)
            return QPoint(-1, -1);
        const Point p = m_script->dots[m_scriptDots - 1];
        return QPoint(p.col, p.row);
    }
    if (!m_solver || !board()->hasMaze() || !board()->maze().start)
        return QPoint(-1, -1);
    const Point p = m_solver->dot();
    return QPoint(p.col, p.row);
}

void SolveGame::paintUnit(Point p)
{
    if (!board()->maze().grid.contains(p.row, p.col))
        return;
    const bool dark = board()->dark();
    switch (m_solver->mark(p)) {
    // The path strong, the dead ends backed out of faint: the route stands out.
    case MazeSolver::OnPath:
        board()->overlay()->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Current, dark, dark ? 235 : 215));
        break;
    case MazeSolver::DeadEnd:
        board()->overlay()->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Retreat, dark, dark ? 90 : 55));
        break;
    default:
        board()->overlay()->setUnit(p.row, p.col, Qt::transparent);
        break;
    }
}

// Where the script's dot has been faint, where it is strong: its own walk
// may go back and forth as it likes, and the trail shows where it went.
bool SolveGame::stepScript()
{
    if (m_scriptDots == m_script->dots.size())
        return false;
    const bool dark = board()->dark();
    if (active()) {
        if (m_scriptDots > 0) {
            const Point was = m_script->dots[m_scriptDots - 1];
            board()->overlay()->setUnit(
                was.row, was.col, charts::mazeColor(charts::MazeRole::Retreat, dark, dark ? 120 : 90));
        }
        const Point now = m_script->dots[m_scriptDots];
        board()->overlay()->setUnit(
            now.row, now.col, charts::mazeColor(charts::MazeRole::Current, dark, dark ? 235 : 215));
    }
    ++m_scriptDots;
    emit changed();
    return m_scriptDots < m_script->dots.size();
}

bool SolveGame::step()
{
    if (m_script)
        return stepScript();
    if (!m_solver || m_solver->finished())
        return false;
    const SolverMove move = m_solver->step();
    if (active()) {
        paintUnit(move.from);
        paintUnit(move.to);
    }
    emit changed();
    return !m_solver->finished();
}

void SolveGame::finish()
{
    m_finishWhenMade = !m_solver && !m_script;
    while (step()) { }
    updatePace();
    emit changed();
}

bool SolveGame::wantsPace() const
{
    return m_script ? !finished() : m_solver && !m_solver->finished();
}

void SolveGame::advance(int moves)
{
    for (int i = 0; i < moves && step(); ++i) { }
}
