#include "solvegame.h"

#include "mazeoverlay.h"
#include "mazepalette.h"

using namespace mazestudy;

SolveGame::SolveGame(GameBoard *board)
    : Game(board, GameBoard::Solve)
{
}

SolveGame::~SolveGame() = default;

void SolveGame::start()
{
    m_solver.reset();
    m_finishWhenMade = false;
    board()->clearOverlay();
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
    if (!board()->hasMaze())
        m_solver.reset();
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

bool SolveGame::step()
{
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
    m_finishWhenMade = !m_solver;
    while (step()) { }
    updatePace();
    emit changed();
}

bool SolveGame::wantsPace() const
{
    return m_solver && !m_solver->finished();
}

void SolveGame::advance(int moves)
{
    for (int i = 0; i < moves && step(); ++i) { }
}
