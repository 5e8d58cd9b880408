#include "gamesession.h"

#include "atomicfile.h"
#include "gamekeys.h"
#include "mazelayer.h"
#include "mazeoverlay.h"
#include "mazepalette.h"
#include "panemodel.h"

#include <QRandomGenerator>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

using namespace mazestudy;

namespace {
// Premultiplied: `top` (a colour with alpha) over black with alpha `fog`.
QRgb tinted(QColor top, double topAlpha, double fog)
{
    const double a = topAlpha + fog * (1 - topAlpha);
    return qRgba(
        int(top.red() * topAlpha), int(top.green() * topAlpha), int(top.blue() * topAlpha), int(std::lround(255 * a)));
}

QRgb premultiplied(QColor color, double alpha)
{
    color.setAlphaF(float(alpha));
    return qPremultiply(color.rgba());
}
} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_overlay(new MazeOverlay(this))
{
    connect(&m_timer, &QTimer::timeout, this, &GameSession::onTick);
    m_elapsedTimer.setInterval(100);
    connect(&m_elapsedTimer, &QTimer::timeout, this, &GameSession::elapsedChanged);
}

GameSession::~GameSession() = default;

void GameSession::setPane(PaneModel *pane)
{
    if (m_pane == pane)
        return;
    if (m_pane)
        disconnect(m_pane, nullptr, this, nullptr);
    m_pane = pane;
    if (m_pane) {
        connect(m_pane, &PaneModel::metricsChanged, this, &GameSession::onPaneMaze);
        connect(m_pane, &PaneModel::statusChanged, this, &GameSession::onPaneMaze);
        connect(m_pane, &PaneModel::speedChanged, this, &GameSession::updateTimer);
    }
    emit paneChanged();
    onPaneMaze();
}

const Maze &GameSession::maze() const
{
    return m_ownsMaze || !m_paneMaze ? m_editor.maze() : *m_paneMaze;
}

void GameSession::onPaneMaze()
{
    const auto paneMaze = m_pane ? m_pane->maze() : nullptr;
    if (paneMaze == m_paneMaze) {
        // The worker sends the metrics in the frame after the maze.
        if (m_paneMaze && !m_ownsMaze && !m_metrics && m_pane->metrics())
            setMetrics(m_pane->metrics());
        return;
    }
    m_paneMaze = paneMaze;
    // Edits and an opened file belonged to the pane's previous maze.
    m_editor.replace(Maze());
    m_ownsMaze = false;
    m_opened = false;
    m_trace.reset();
    if (paneMaze) {
        loadMaze(true);
        return;
    }
    // The pane is making a new maze: the games wait for it.
    m_hasMaze = false;
    m_timer.stop();
    m_elapsedTimer.stop();
    m_solver.reset();
    m_player.reset();
    m_tracedDots = 0;
    m_metrics.reset();
    m_overlay->resize(0, 0);
    emit mazeChanged();
    emit solverChanged();
    emit traceChanged();
    emit playerChanged();
    emit editChanged();
    emit metricsChanged();
}

void GameSession::loadMaze(bool fromPane)
{
    m_hasMaze = true;
    // The pane measured its maze on its worker: measuring again here would
    // hold up the GUI thread for a large maze.
    if (fromPane) {
        setMetrics(m_pane->metrics());
    } else {
        writeWholeLayer();
        measure();
    }
    emit editChanged();
    enterMode();
}

void GameSession::ownMaze()
{
    if (m_ownsMaze)
        return;
    m_editor.replace(*m_paneMaze);
    m_ownsMaze = true;
}

void GameSession::setMetrics(const std::optional<MazeMetrics> &metrics)
{
    m_metrics = metrics;
    // With start and exit on the floor, the metrics' shortest path says
    // whether they are joined, without a second search.
    const Maze &current = maze();
    const auto problem = endpointProblem(current.grid, current.start, current.exit);
    m_route = problem             ? *problem
        : !m_metrics              ? RouteStatus::Searching
        : m_metrics->shortestPath ? RouteStatus::Reached
                                  : RouteStatus::Unreachable;
    emit metricsChanged();
    emit mazeChanged();
}

void GameSession::measure()
{
    m_trace.reset();
    setMetrics(measureMaze(maze()));
    if (m_pane)
        m_pane->adoptMaze(std::make_shared<const Maze>(maze()), m_metrics);
}

void GameSession::findTrace()
{
    if (!m_trace)
        m_trace = findShortestPath(maze().grid, maze().start, maze().exit);
}

void GameSession::writeLayer(const Rect &region)
{
    MazeLayer *layer = m_pane ? m_pane->mazeLayer() : nullptr;
    if (!layer || region.isEmpty() || layer->rows() != rows() || layer->cols() != cols())
        return;
    const Grid &grid = maze().grid;
    const int width = region.right - region.left + 1;
    const int height = region.bottom - region.top + 1;
    std::vector<uint8_t> states(size_t(width) * size_t(height));
    size_t i = 0;
    for (int r = region.top; r <= region.bottom; ++r) {
        for (int c = region.left; c <= region.right; ++c) {
            const Point p {r, c};
            uint8_t state = grid.at(r, c) == Grid::Wall ? MazeLayer::Wall : MazeLayer::Floor;
            // An automaton's seed walls keep their colour while they stand.
            if (state == MazeLayer::Wall && MazeLayer::isWallState(uint8_t(layer->stateAt(r, c))))
                state = uint8_t(layer->stateAt(r, c));
            if (maze().start && p == *maze().start)
                state = MazeLayer::Start;
            else if (maze().exit && p == *maze().exit)
                state = MazeLayer::Exit;
            states[i++] = state;
        }
    }
    layer->apply(QRect(region.left, region.top, width, height), states.data());
}

void GameSession::writeWholeLayer()
{
    MazeLayer *layer = m_pane ? m_pane->mazeLayer() : nullptr;
    if (!layer)
        return;
    const Grid &grid = maze().grid;
    layer->reset(grid.rows(), grid.cols(), grid.data());
    for (const auto &end :
        {std::make_pair(maze().start, MazeLayer::Start), std::make_pair(maze().exit, MazeLayer::Exit)}) {
        if (end.first && grid.contains(end.first->row, end.first->col))
            layer->setState(end.first->row, end.first->col, end.second);
    }
}

QString GameSession::routeText() const
{
    switch (m_route) {
    case RouteStatus::Searching:
    case RouteStatus::Reached:
        return QString();
    case RouteStatus::Unreachable:
        return tr("The exit cannot be reached from the start: the maze is split into pieces.");
    case RouteStatus::NoStart:
        return tr("The maze has no start.");
    case RouteStatus::NoExit:
        return tr("The maze has no exit.");
    case RouteStatus::StartIsWall:
        return tr("The start is a wall.");
    case RouteStatus::ExitIsWall:
        return tr("The exit is a wall.");
    }
    return QString();
}

void GameSession::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}

void GameSession::clearMessage()
{
    setMessage(QString());
}

void GameSession::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    if (m_stroking)
        endStroke();
    m_mode = mode;
    emit modeChanged();
    enterMode();
}

void GameSession::setTool(Tool tool)
{
    if (m_tool == tool)
        return;
    m_tool = tool;
    emit modeChanged();
}

void GameSession::setDark(bool dark)
{
    if (m_dark == dark)
        return;
    m_dark = dark;
    emit darkChanged();
    enterMode();
}

void GameSession::clearOverlay()
{
    if (m_hasMaze)
        m_overlay->resize(rows(), cols());
    else
        m_overlay->resize(0, 0);
}

void GameSession::enterMode()
{
    m_timer.stop();
    m_elapsedTimer.stop();
    clearOverlay();
    if (!m_hasMaze) {
        emit solverChanged();
        return;
    }
    switch (m_mode) {
    case Solve:
        restartSolver();
        runSolver();
        break;
    case Trace:
        findTrace();
        m_tracedDots = 0;
        emit traceChanged();
        updateTimer();
        break;
    case Play:
        restartPlay();
        break;
    case Off:
    case Edit:
        break;
    }
    emit solverChanged();
}

void GameSession::updateTimer()
{
    const bool wanted = m_hasMaze
        && ((m_mode == Solve && m_solver && !m_solver->finished())
            || (m_mode == Trace && m_trace && m_tracedDots < int(m_trace->units.size())));
    if (!wanted) {
        m_timer.stop();
        return;
    }
    const int speed = m_pane ? m_pane->speed() : 60;
    m_timer.setInterval(speed <= 0 || speed >= 60 ? 16 : 1000 / speed);
    if (!m_timer.isActive()) {
        m_timer.start();
        emit solverChanged();
    }
}

void GameSession::onTick()
{
    // The pane's speed in moves a second; its "as fast as possible" (0) walks
    // a few thousand a second, still visibly, and "instant" (-1) all at once.
    const int speed = m_pane ? m_pane->speed() : 60;
    const int perTick = speed < 0 ? INT_MAX
        : speed == 0              ? 64
                                  : std::max(1, int(double(speed) * m_timer.interval() / 1000.0));
    if (m_mode == Solve) {
        for (int i = 0; i < perTick && stepSolver(); ++i) { }
    } else if (m_mode == Trace) {
        const int total = int(m_trace->units.size());
        drawTraceTo(total - m_tracedDots <= perTick ? total : m_tracedDots + perTick);
    }
    updateTimer();
    if (!m_timer.isActive())
        emit solverChanged();
}

// Solve.

void GameSession::restartSolver()
{
    if (!m_hasMaze)
        return;
    m_solver = std::make_unique<MazeSolver>(maze().grid, maze().start, maze().exit);
    if (m_mode == Solve)
        clearOverlay();
    emit solverChanged();
}

QPoint GameSession::solverDot() const
{
    if (!m_solver || !m_hasMaze || !maze().start)
        return QPoint(-1, -1);
    const Point p = m_solver->dot();
    return QPoint(p.col, p.row);
}

void GameSession::paintSolverUnit(Point p)
{
    if (!m_solver || !maze().grid.contains(p.row, p.col))
        return;
    switch (m_solver->mark(p)) {
    // The path strong, the dead ends backed out of faint: the route stands out.
    case MazeSolver::OnPath:
        m_overlay->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Current, m_dark, m_dark ? 235 : 215));
        break;
    case MazeSolver::DeadEnd:
        m_overlay->setUnit(p.row, p.col, charts::mazeColor(charts::MazeRole::Retreat, m_dark, m_dark ? 90 : 55));
        break;
    default:
        m_overlay->setUnit(p.row, p.col, Qt::transparent);
        break;
    }
}

bool GameSession::stepSolver()
{
    if (!m_solver || m_solver->finished())
        return false;
    const SolverMove move = m_solver->step();
    if (m_mode == Solve) {
        paintSolverUnit(move.from);
        paintSolverUnit(move.to);
    }
    emit solverChanged();
    return !m_solver->finished();
}

void GameSession::runSolver()
{
    if (m_mode != Solve)
        setMode(Solve);
    else
        updateTimer();
}

void GameSession::finishSolver()
{
    while (stepSolver()) { }
    updateTimer();
    emit solverChanged();
}

// Trace.

int GameSession::traceLength() const
{
    const auto length = m_trace ? m_trace->length() : std::nullopt;
    return length ? int(*length) : -1;
}

void GameSession::drawTraceTo(int dots)
{
    const QColor dot = charts::mazeColor(charts::MazeRole::Path, m_dark);
    for (; m_tracedDots < dots; ++m_tracedDots) {
        const Point unit = m_trace->units[size_t(m_tracedDots)];
        m_overlay->setUnit(unit.row, unit.col, dot);
    }
    emit traceChanged();
}

void GameSession::finishTrace()
{
    if (m_mode != Trace)
        setMode(Trace);
    if (m_trace)
        drawTraceTo(int(m_trace->units.size()));
    updateTimer();
}

// Play.

QPoint GameSession::player() const
{
    if (!m_player || m_player->route() == RouteStatus::NoStart || m_player->route() == RouteStatus::StartIsWall)
        return QPoint(-1, -1);
    const Point p = m_player->position();
    return QPoint(p.col, p.row);
}

double GameSession::elapsedSeconds() const
{
    if (m_finalMilliseconds >= 0)
        return double(m_finalMilliseconds) / 1000.0;
    return m_clock.isValid() ? double(m_clock.elapsed()) / 1000.0 : 0.0;
}

void GameSession::restartPlay()
{
    if (!m_hasMaze)
        return;
    m_player = std::make_unique<Player>(maze().grid, maze().start, maze().exit);
    m_clock.invalidate();
    m_finalMilliseconds = -1;
    m_elapsedTimer.stop();
    m_sight.reset(rows(), cols());
    if (m_mode == Play) {
        if (player().x() >= 0)
            m_sight.update(maze().grid, m_player->position(), m_radius);
        paintAllLight();
    }
    emit playerChanged();
    emit elapsedChanged();
}

bool GameSession::handlesKey(int key, int modifiers) const
{
    return gameKeyOf(key, Qt::KeyboardModifiers(modifiers), m_mode == Play) != GameKey::None;
}

bool GameSession::pressKey(int key, int modifiers, bool autoRepeat)
{
    switch (gameKeyOf(key, Qt::KeyboardModifiers(modifiers), m_mode == Play)) {
    case GameKey::None:
        return false;
    case GameKey::Up:
        return move(-1, 0);
    case GameKey::Down:
        return move(1, 0);
    case GameKey::Left:
        return move(0, -1);
    case GameKey::Right:
        return move(0, 1);
    // A held key repeats: the modes and a new maze take only its first press.
    case GameKey::NewMaze:
        if (!autoRepeat)
            newMaze();
        return false;
    case GameKey::Build:
        if (!autoRepeat)
            toggleBuild();
        return false;
    case GameKey::Destroy:
        if (!autoRepeat)
            toggleDestroy();
        return false;
    case GameKey::Undo:
        undo();
        return false;
    case GameKey::Redo:
        redo();
        return false;
    }
    return false;
}

bool GameSession::move(int dRow, int dCol)
{
    if (m_mode != Play || !m_player || std::abs(dRow) + std::abs(dCol) != 1)
        return false;
    const Direction direction = dRow > 0 ? Direction::South
        : dRow < 0                       ? Direction::North
        : dCol > 0                       ? Direction::East
                                         : Direction::West;
    if (!m_player->move(direction))
        return false;
    if (!m_clock.isValid()) {
        m_clock.start();
        m_elapsedTimer.start();
    }
    const Rect before = m_sight.area();
    m_sight.update(maze().grid, m_player->position(), m_radius);
    Rect area = before;
    area.include(m_sight.area());
    paintLight(area);
    if (m_player->atExit()) {
        m_finalMilliseconds = m_clock.elapsed();
        m_elapsedTimer.stop();
        emit elapsedChanged();
        emit playerChanged();
        emit won();
        return true;
    }
    emit playerChanged();
    return true;
}

void GameSession::paintLight(const Rect &area)
{
    if (area.isEmpty() || m_overlay->rows() != rows() || m_overlay->cols() != cols())
        return;
    const QColor flame(70, 140, 255);
    const QRgb fog = premultiplied(Qt::black, m_dark ? 0.94 : 0.9);
    const QRgb memory = premultiplied(Qt::black, m_dark ? 0.74 : 0.66);
    QImage &image = m_overlay->beginEdit();
    for (int r = std::max(0, area.top); r <= std::min(rows() - 1, area.bottom); ++r) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(r));
        for (int c = std::max(0, area.left); c <= std::min(cols() - 1, area.right); ++c) {
            const float light = m_sight.light(r, c);
            if (light > 0)
                line[c] = tinted(flame, 0.28 * light, 0.62 * (1 - light));
            else if (m_showRemembered && m_sight.remembered(r, c))
                line[c] = memory;
            else
                line[c] = fog;
        }
    }
    m_overlay->endEdit(QRect(QPoint(area.left, area.top), QPoint(area.right, area.bottom)));
}

void GameSession::paintAllLight()
{
    if (!m_hasMaze)
        return;
    if (m_overlay->rows() != rows() || m_overlay->cols() != cols())
        m_overlay->resize(rows(), cols());
    paintLight(Rect {0, 0, rows() - 1, cols() - 1});
}

void GameSession::setRadius(double radius)
{
    radius = std::clamp(radius, 0.0, 100.0);
    if (radius == m_radius)
        return;
    m_radius = radius;
    emit radiusChanged();
    if (m_mode == Play && m_player && player().x() >= 0) {
        const Rect before = m_sight.area();
        m_sight.update(maze().grid, m_player->position(), m_radius);
        Rect area = before;
        area.include(m_sight.area());
        paintLight(area);
    }
}

void GameSession::setShowRemembered(bool show)
{
    if (show == m_showRemembered)
        return;
    m_showRemembered = show;
    emit showRememberedChanged();
    if (m_mode == Play)
        paintAllLight();
}

void GameSession::newMaze()
{
    if (!m_pane)
        return;
    m_pane->setSeed(qint64(QRandomGenerator::global()->bounded(1u << 31)));
    if (m_pane->status() == PaneModel::Ready)
        m_pane->run();
}

// Edit.

void GameSession::toggleBuild()
{
    if (m_mode == Edit && m_tool == Build) {
        setMode(Off);
        return;
    }
    setTool(Build);
    setMode(Edit);
}

void GameSession::toggleDestroy()
{
    if (m_mode == Edit && m_tool == Destroy) {
        setMode(Off);
        return;
    }
    setTool(Destroy);
    setMode(Edit);
}

uint8_t GameSession::paintValue() const
{
    return m_tool == Build ? Grid::Wall : Grid::Floor;
}

void GameSession::beginStroke(int row, int col)
{
    if (m_mode != Edit || !m_hasMaze)
        return;
    if (m_stroking)
        endStroke();
    ownMaze();
    m_editor.beginStroke();
    m_stroking = true;
    m_strokeLast = QPoint(col, row);
    if (m_editor.paint({row, col}, paintValue()) == EditOutcome::Changed)
        writeLayer(Rect {row, col, row, col});
}

void GameSession::strokeTo(int row, int col)
{
    if (!m_stroking)
        return;
    // Every unit on the way, so a fast drag leaves no gaps.
    int r = m_strokeLast.y();
    int c = m_strokeLast.x();
    while (r != row || c != col) {
        if (std::abs(row - r) >= std::abs(col - c))
            r += row > r ? 1 : -1;
        else
            c += col > c ? 1 : -1;
        if (m_editor.paint({r, c}, paintValue()) == EditOutcome::Changed)
            writeLayer(Rect {r, c, r, c});
    }
    m_strokeLast = QPoint(col, row);
}

void GameSession::endStroke()
{
    if (!m_stroking)
        return;
    m_editor.endStroke();
    m_stroking = false;
    afterEdit(Rect {});
}

void GameSession::afterEdit(const Rect &changed)
{
    writeLayer(changed);
    measure();
    emit editChanged();
    // Undo reaches any game: it starts again on the maze as it now is.
    if (m_mode != Edit)
        enterMode();
}

bool GameSession::undo()
{
    if (m_stroking)
        endStroke();
    if (!m_editor.canUndo())
        return false;
    afterEdit(m_editor.undo());
    return true;
}

bool GameSession::redo()
{
    if (m_stroking)
        endStroke();
    if (!m_editor.canRedo())
        return false;
    afterEdit(m_editor.redo());
    return true;
}

QString GameSession::mazeText() const
{
    return m_hasMaze ? QString::fromStdString(mazeToText(maze())) : QString();
}

QString GameSession::suggestedFileName() const
{
    const MazeSpec &spec = maze().spec;
    const QString size = QStringLiteral("%1x%2").arg(rows()).arg(cols());
    if (spec.generator.empty())
        return QStringLiteral("maze-%1.maze").arg(size);
    return QStringLiteral("%1-%2-seed%3.maze").arg(QString::fromStdString(spec.generator), size).arg(spec.seed);
}

bool GameSession::save(const QUrl &file)
{
    if (!m_hasMaze) {
        setMessage(tr("There is no finished maze to save yet."));
        return false;
    }
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    std::string error;
    if (!writeFileAtomically(
            path.toStdString(), [this](std::ostream &out) { writeMaze(out, maze()); }, error)) {
        setMessage(tr("Could not save the maze: %1").arg(QString::fromStdString(error)));
        return false;
    }
    setMessage(QString());
    return true;
}

bool GameSession::open(const QUrl &file)
{
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (m_stroking)
        endStroke();
    try {
        m_editor.open(path.toStdString());
    } catch (const std::exception &error) {
        setMessage(tr("Could not open the maze: %1").arg(QString::fromStdString(error.what())));
        return false;
    }
    m_ownsMaze = true;
    m_opened = true;
    setMessage(QString());
    loadMaze(false);
    return true;
}

int GameSession::shortestPath() const
{
    return m_metrics && m_metrics->shortestPath ? int(*m_metrics->shortestPath) : -1;
}

double GameSession::deadEndShare() const
{
    if (!m_metrics)
        return 0;
    if (m_metrics->hasCellView)
        return m_metrics->deadEndCellShare;
    return m_metrics->deadEndUnitShare.value_or(0);
}
