#include "solvegame.h"

#include "mazeoverlay.h"
#include "mazepalette.h"
#include "panemodel.h"
#include "solvercatalog.h"
#include "solverlistmodel.h"
#include "verdictwords.h"

#include <QElapsedTimer>

using namespace mazestudy;

namespace {
// The longest the GUI thread walks at once: a slice of a frame at the
// fastest speeds, and the first stretch of finish() before it goes on in
// slices (a small maze is done well within it).
constexpr qint64 SliceMilliseconds = 12;
constexpr qint64 FinishAtOnceMilliseconds = 200;

bool sameWorkingSet(const SolverWorkingSet &a, const SolverWorkingSet &b)
{
    return a.walker == b.walker && a.heading == b.heading && a.note == b.note;
}
} // namespace

SolveGame::SolveGame(GameBoard *board)
    : Game(board, GameBoard::Solve)
    , m_solverId(QString::fromLatin1(PaneModel::DefaultSolverId))
    , m_solvers(new SolverListModel(this))
{
    connect(board, &GameBoard::paneChanged, this, &SolveGame::onPaneChanged);
}

SolveGame::~SolveGame() = default;

void SolveGame::onPaneChanged()
{
    disconnect(m_paneSolver);
    if (PaneModel *pane = board()->pane()) {
        m_paneSolver = connect(pane, &PaneModel::solverIdChanged, this, [this] {
            emit solverIdChanged();
            // A race's or the chooser's new solver walks at once.
            if (active() && !byScript())
                start();
        });
    }
    emit solverIdChanged();
}

QString SolveGame::solverId() const
{
    return board()->pane() ? board()->pane()->solverId() : m_solverId;
}

void SolveGame::setSolverId(const QString &id)
{
    if (!findSolver(id.toStdString()))
        return;
    if (PaneModel *pane = board()->pane()) {
        pane->setSolverId(id);
        return;
    }
    if (id == m_solverId)
        return;
    m_solverId = id;
    emit solverIdChanged();
}

bool SolveGame::finished() const
{
    if (m_script)
        return m_scriptDots == m_script->dots.size();
    return m_solver && (m_solver->finished() || m_circling);
}

bool SolveGame::reachedExit() const
{
    if (m_script)
        return finished() && m_scriptVerdict.pass;
    return m_solver && m_solver->reached();
}

SolveGame::Outcome SolveGame::outcome() const
{
    if (m_script)
        return !finished() ? Walking : m_scriptVerdict.pass ? Reached : Unreachable;
    if (!m_solver)
        return Walking;
    if (m_circling)
        return Circling;
    if (m_solver->budgetSpent())
        return BudgetSpent;
    switch (m_solver->status()) {
    case RouteStatus::Searching:
        return Walking;
    case RouteStatus::Reached:
        return Reached;
    case RouteStatus::Unreachable:
        return Unreachable;
    default:
        return EndpointProblem;
    }
}

qint64 SolveGame::steps() const
{
    if (m_script)
        return qint64(m_scriptDots);
    return m_solver ? qint64(m_solver->steps()) : 0;
}

qint64 SolveGame::unitsVisited() const
{
    if (m_script)
        return 0;
    return m_solver ? qint64(m_solver->unitsVisited()) : 0;
}

QString SolveGame::scriptProblem() const
{
    if (!m_script || m_scriptVerdict.pass)
        return {};
    return m_script->problem.empty() ? verdictWords(m_scriptVerdict) : QString::fromStdString(m_script->problem);
}

void SolveGame::setRacePlace(int place, int size)
{
    if (place == m_racePlace && size == m_raceSize)
        return;
    m_racePlace = place;
    m_raceSize = size;
    emit changed();
}

void SolveGame::setHeld(bool held)
{
    if (held == m_held)
        return;
    m_held = held;
    updatePace();
}

void SolveGame::start()
{
    m_solver.reset();
    m_finishWhenMade = false;
    m_finishing = false;
    m_circling = false;
    m_racePlace = 0;
    m_raceSize = 0;
    m_dot = QPoint(-1, -1);
    board()->clearOverlay();
    m_script = board()->scriptWalk(GameBoard::Solve);
    m_scriptMaze = m_script ? board()->sharedMaze() : nullptr;
    m_scriptDots = 0;
    m_solvers->setScriptSolve(hasScriptSolve());
    emit started();
    if (m_script) {
        m_scriptVerdict = checkSolve(m_scriptMaze->grid, m_script->dots);
        emit changed();
        updatePace();
        return;
    }
    const SolverInfo *info = findSolver(solverId().toStdString());
    if (!info)
        info = &solverInfo(PaneModel::DefaultSolverId);
    // The maze's grid, shared: solvers never change it. The CLI's seed and
    // budget, so that the window's steps are `mazestudy-cli solve`'s.
    board()->offload(
        [maze = board()->sharedMaze(), make = info->make] {
            SolverSetup setup;
            setup.start = maze->start;
            setup.exit = maze->exit;
            return std::shared_ptr<Solver>(make(std::shared_ptr<const Grid>(maze, &maze->grid), setup));
        },
        [this, request = newRequest()](std::shared_ptr<Solver> solver) {
            // For this maze, but a later start (or another mode) may have come since.
            if (isLatest(request))
                made(std::move(solver));
        });
    emit changed();
    updatePace();
}

void SolveGame::made(std::shared_ptr<Solver> solver)
{
    m_solver = std::move(solver);
    // A walker that keeps nothing and draws nothing walks the same from the
    // same place and heading: back there, it goes round for ever.
    const SolverInfo *info = findSolver(solverId().toStdString());
    m_watchCircles = info && info->constantMemory && info->findsPath != PathPromise::Eventually;
    m_saved = m_solver->workingSet();
    m_power = 1;
    m_since = 0;
    updateDot();
    if (m_solver->finished())
        paintPath();
    if (m_finishWhenMade)
        finish();
    emit changed();
    updatePace();
}

void SolveGame::stop()
{
    Game::stop();
    m_finishing = false;
    if (!board()->hasMaze()) {
        m_solver.reset();
        m_script = nullptr;
        m_scriptMaze.reset();
        m_dot = QPoint(-1, -1);
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

void SolveGame::updateDot()
{
    QPoint dot(-1, -1);
    if (m_script) {
        if (m_scriptDots > 0) {
            const Point p = m_script->dots[m_scriptDots - 1];
            dot = QPoint(p.col, p.row);
        }
    } else if (m_solver && board()->hasMaze() && board()->maze().start) {
        if (const auto walker = m_solver->workingSet().walker)
            dot = QPoint(walker->col, walker->row);
    }
    m_dot = dot;
}

void SolveGame::paint(Point p)
{
    if (!board()->maze().grid.contains(p.row, p.col))
        return;
    const bool dark = board()->dark();
    MazeOverlay *overlay = board()->overlay();
    switch (m_solver->mark(p)) {
    // The way held strong, what is ruled out faint: the route stands out.
    case SolverMark::Path:
        overlay->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Current, dark, dark ? 235 : 215));
        break;
    case SolverMark::Dead:
        overlay->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Retreat, dark, dark ? 90 : 55));
        break;
    case SolverMark::Frontier:
        overlay->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Considered, dark, dark ? 200 : 170));
        break;
    case SolverMark::Visited:
        overlay->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Visited, dark, dark ? 150 : 120));
        break;
    case SolverMark::None:
        // No solver forgets a unit it marked: a unit without a mark keeps
        // its trail (below), or is clear from the start.
        break;
    }
}

void SolveGame::paintStep(const SolverStep &step)
{
    paint(step.from);
    paint(step.to);
    // A search's expansion puts the neighbours on its frontier.
    if (step.kind == SolverStepKind::Expand) {
        for (const Direction d : LabOrder)
            paint(neighbour(step.to, d));
    }
    // A walker that keeps nothing leaves a trail where it has been, in the
    // colour of visited units: not the grey of what a solver ruled out.
    if ((step.kind == SolverStepKind::Walk || step.kind == SolverStepKind::Back)
        && m_solver->mark(step.to) == SolverMark::None) {
        const bool dark = board()->dark();
        board()->overlay()->setUnit(
            step.to.row, step.to.col, charts::mazeColor(charts::MazeRole::Visited, dark, dark ? 150 : 120));
    }
}

void SolveGame::paintPath()
{
    // The path found, strong; a walker that keeps no path would walk again
    // to give it (Solver::path()), and its trail shows it already.
    const SolverInfo *info = findSolver(solverId().toStdString());
    if (!m_solver->reached() || !board()->hasMaze() || (info && info->constantMemory))
        return;
    const bool dark = board()->dark();
    const QColor strong = charts::mazeColor(charts::MazeRole::Current, dark, dark ? 235 : 215);
    for (const Point p : m_solver->path()) {
        if (board()->maze().grid.contains(p.row, p.col))
            board()->overlay()->setUnit(p.row, p.col, strong);
    }
}

void SolveGame::watchForCircles()
{
    const SolverWorkingSet now = m_solver->workingSet();
    if (sameWorkingSet(now, m_saved)) {
        m_circling = true;
        return;
    }
    if (++m_since == m_power) {
        m_saved = now;
        m_power *= 2;
        m_since = 0;
    }
}

bool SolveGame::stepSolver()
{
    if (!m_solver || finished())
        return false;
    const SolverStep step = m_solver->step();
    if (active())
        paintStep(step);
    if (m_watchCircles && !m_solver->finished())
        watchForCircles();
    if (m_solver->finished() && active())
        paintPath();
    return !finished();
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
    return m_scriptDots < m_script->dots.size();
}

bool SolveGame::step()
{
    const bool more = m_script ? stepScript() : stepSolver();
    updateDot();
    emit changed();
    return more;
}

void SolveGame::finish()
{
    m_finishWhenMade = !m_solver && !m_script;
    if (m_finishWhenMade)
        return;
    QElapsedTimer clock;
    clock.start();
    bool more = true;
    for (uint32_t i = 1; more; ++i) {
        more = m_script ? stepScript() : stepSolver();
        if (more && i % 4096 == 0 && clock.elapsed() > FinishAtOnceMilliseconds)
            break;
    }
    // A long walk goes on in slices, at whatever speed the pane has.
    m_finishing = more;
    updateDot();
    updatePace();
    emit changed();
}

bool SolveGame::wantsPace() const
{
    if (m_held)
        return false;
    return m_script ? !finished() : m_solver && !finished();
}

void SolveGame::advance(int moves)
{
    QElapsedTimer clock;
    clock.start();
    const int64_t limit = m_finishing ? INT64_MAX : moves;
    for (int64_t i = 1; i <= limit; ++i) {
        const bool more = m_script ? stepScript() : stepSolver();
        if (!more || (i % 1024 == 0 && clock.elapsed() > SliceMilliseconds))
            break;
    }
    updateDot();
    emit changed();
}
