#include "gameboard.h"

#include <QFileInfo>

#include "atomicfile.h"
#include "backgroundpriority.h"
#include "localfiles.h"
#include "mazefileformats.h"
#include "mazelayer.h"
#include "mazeoverlay.h"
#include "npywriter.h"
#include "panemodel.h"
#include "pngwriter.h"
#include "svgwriter.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <new>
#include <stdexcept>

using namespace mazestudy;

GameBoard::GameBoard(QObject *parent)
    : QObject(parent)
    , m_overlay(new MazeOverlay(this))
{
}

GameBoard::~GameBoard() = default;

PaneModel *GameBoard::pane() const
{
    return m_pane;
}

void GameBoard::setPane(PaneModel *pane)
{
    if (m_pane == pane)
        return;
    if (m_pane)
        disconnect(m_pane, nullptr, this, nullptr);
    m_pane = pane;
    if (m_pane) {
        connect(m_pane, &PaneModel::metricsChanged, this, &GameBoard::onPaneMaze);
        connect(m_pane, &PaneModel::statusChanged, this, &GameBoard::onPaneMaze);
    }
    emit paneChanged();
    onPaneMaze();
}

const Maze &GameBoard::maze() const
{
    return m_ownsMaze || !m_paneMaze ? m_editor.maze() : *m_paneMaze;
}

int GameBoard::paneSpeed() const
{
    return m_pane ? m_pane->speed() : 60;
}

void GameBoard::onPaneMaze()
{
    const auto paneMaze = m_pane ? m_pane->maze() : nullptr;
    if (paneMaze == m_paneMaze) {
        // The worker sends the metrics in the frame after the maze.
        if (m_paneMaze && !m_ownsMaze && !m_metrics && m_pane->metrics())
            setMetrics(m_pane->metrics());
        return;
    }
    m_paneMaze = paneMaze;
    replaceMaze();
    // Edits and an opened file belonged to the pane's previous maze.
    m_editor.replace(Maze());
    m_ownsMaze = false;
    m_opened = false;
    if (paneMaze) {
        loadMaze(true);
        return;
    }
    // The pane is making a new maze: the games wait for it.
    m_hasMaze = false;
    m_metrics.reset();
    emit mazeChanged();
    emit editChanged();
    emit metricsChanged();
    emit mazeReplaced();
}

void GameBoard::loadMaze(bool fromPane)
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
    emit mazeReplaced();
}

MazeEditor &GameBoard::ownMaze()
{
    if (!m_ownsMaze) {
        m_editor.replace(*m_paneMaze);
        m_ownsMaze = true;
    }
    // The caller may change it: a snapshot is taken again when asked for.
    m_ownSnapshot.reset();
    return m_editor;
}

std::shared_ptr<const Maze> GameBoard::sharedMaze()
{
    if (!m_ownsMaze && m_paneMaze)
        return m_paneMaze;
    if (!m_ownSnapshot)
        m_ownSnapshot = std::make_shared<const Maze>(m_editor.maze());
    return m_ownSnapshot;
}

void GameBoard::replaceMaze()
{
    ++m_mazeSerial;
    m_ownSnapshot.reset();
}

void GameBoard::startInPool(std::function<void()> task, Pool pool)
{
    // The games' own pools, their threads below the GUI and render threads as the panes' workers are.
    static QThreadPool *games = new QThreadPool(QCoreApplication::instance());
    static QThreadPool *saves = [] {
        auto *serial = new QThreadPool(QCoreApplication::instance());
        serial->setMaxThreadCount(1);
        return serial;
    }();
    (pool == Pool::Saves ? saves : games)->start([task] {
        lowerThisThreadsPriority();
        task();
    });
}

void GameBoard::mazeEdited(const Rect &changed)
{
    replaceMaze();
    writeLayer(changed);
    measure();
    emit editChanged();
    m_replacedByEdit = true;
    m_lastEdit = changed;
    emit mazeReplaced();
    m_replacedByEdit = false;
}

void GameBoard::setMetrics(const std::optional<MazeMetrics> &metrics)
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

void GameBoard::measure()
{
    offload([maze = sharedMaze()] { return std::make_pair(maze, measureMaze(*maze)); },
        [this](const std::pair<std::shared_ptr<const Maze>, MazeMetrics> &measured) {
            setMetrics(measured.second);
            if (m_pane)
                m_pane->adoptMaze(measured.first, m_metrics, edited(), m_opened ? m_openedName : QString());
        });
}

void GameBoard::writeLayer(const Rect &region)
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

void GameBoard::writeWholeLayer()
{
    MazeLayer *layer = m_pane ? m_pane->mazeLayer() : nullptr;
    if (!layer)
        return;
    const Grid &grid = maze().grid;
    layer->setMask(maze().spec.mask);
    layer->reset(grid.rows(), grid.cols(), grid.data());
    for (const auto &end :
        {std::make_pair(maze().start, MazeLayer::Start), std::make_pair(maze().exit, MazeLayer::Exit)}) {
        if (end.first && grid.contains(end.first->row, end.first->col))
            layer->setState(end.first->row, end.first->col, end.second);
    }
}

void GameBoard::clearOverlay()
{
    if (m_hasMaze && (m_mode == Solve || m_mode == Trace || m_mode == Play))
        m_overlay->resize(rows(), cols());
    else
        m_overlay->resize(0, 0);
}

QString GameBoard::routeText() const
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

void GameBoard::setMessage(const QString &message, bool problem)
{
    if (m_message == message && m_messageIsProblem == problem)
        return;
    m_message = message;
    m_messageIsProblem = problem;
    emit messageChanged();
}

void GameBoard::clearMessage()
{
    setMessage(QString());
}

void GameBoard::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    emit aboutToChange();
    m_mode = mode;
    emit modeChanged();
}

void GameBoard::setDark(bool dark)
{
    if (m_dark == dark)
        return;
    emit aboutToChange();
    m_dark = dark;
    emit darkChanged();
}

bool GameBoard::hasScriptWalks() const
{
    // An edit or an opened file makes another maze than the one the script walked.
    return m_hasMaze && !m_ownsMaze && m_paneMaze && (m_paneMaze->solveWalk.shown() || m_paneMaze->traceWalk.shown());
}

void GameBoard::setScriptWalks(bool shown)
{
    if (m_scriptWalks == shown)
        return;
    emit aboutToChange();
    m_scriptWalks = shown;
    emit scriptWalksChanged();
}

bool GameBoard::hasScriptWalk(Mode mode) const
{
    if ((mode != Solve && mode != Trace) || !hasScriptWalks())
        return false;
    return (mode == Solve ? m_paneMaze->solveWalk : m_paneMaze->traceWalk).shown();
}

const ScriptWalk *GameBoard::scriptWalk(Mode mode) const
{
    if (!m_scriptWalks || !hasScriptWalk(mode))
        return nullptr;
    return mode == Solve ? &m_paneMaze->solveWalk : &m_paneMaze->traceWalk;
}

QString GameBoard::mazeText() const
{
    return m_hasMaze ? QString::fromStdString(mazeToText(maze())) : QString();
}

QString GameBoard::suggestedFileName() const
{
    const MazeSpec &spec = maze().spec;
    const QString size = QStringLiteral("%1x%2").arg(rows()).arg(cols());
    if (spec.generator.empty())
        return QStringLiteral("maze-%1.maze").arg(size);
    return QStringLiteral("%1-%2-seed%3.maze").arg(QString::fromStdString(spec.generator), size).arg(spec.seed);
}

struct GameBoard::SaveOutcome {
    bool written = false;
    bool outOfMemory = false; // for the model, or while writing
    std::string error;
};

// A .npy, .png or .svg keeps the grid only, at one pixel a unit; a model the
// walls at their heights, at the CLI's default size.
GameBoard::SaveOutcome GameBoard::writeFile(const Maze &maze, const std::string &path)
{
    const MazeFileFormat format = mazeFileFormat(path);
    Mesh model;
    try {
        if (isModelFormat(format))
            model = mazeModel(maze, MeshSize());
    } catch (const std::bad_alloc &) {
        return {false, true, {}};
    } catch (const std::exception &failure) {
        return {false, false, failure.what()};
    }
    const auto write = [format, &maze, &model](std::ostream &out) {
        if (isModelFormat(format))
            writeModel(out, model, format);
        else if (format == MazeFileFormat::Npy)
            writeNpy(out, maze.grid);
        else if (format == MazeFileFormat::Png)
            writePng(out, maze.grid, 1);
        else if (format == MazeFileFormat::Svg)
            writeSvg(out, maze.grid, 1, {});
        else
            writeMaze(out, maze);
    };
    SaveOutcome outcome;
    // Nothing may leave a pool thread: libpng's complaint, or memory that
    // ran out while writing, becomes the message (the temporary file is gone
    // with the writer).
    try {
        outcome.written = writeFileAtomically(path, write, outcome.error);
    } catch (const std::bad_alloc &) {
        outcome.outOfMemory = true;
    } catch (const std::exception &failure) {
        outcome.error = failure.what();
    }
    return outcome;
}

bool GameBoard::save(const QUrl &file)
{
    if (!m_hasMaze) {
        setMessage(tr("There is no finished maze to save yet."));
        return false;
    }
    const QString path = LocalFiles::path(file);
    const std::string name = path.toStdString();
    if (worksInline())
        return finishSave(path, writeFile(maze(), name));
    if (m_savesUnderWay++ == 0)
        emit savingChanged();
    setMessage(tr("Saving %1…").arg(path), false);
    inPool([maze = sharedMaze(), name] { return writeFile(*maze, name); },
        [this, path](const SaveOutcome &outcome) {
            if (--m_savesUnderWay == 0)
                emit savingChanged();
            finishSave(path, outcome);
        },
        Pool::Saves);
    return true;
}

bool GameBoard::finishSave(const QString &path, const SaveOutcome &outcome)
{
    if (outcome.outOfMemory)
        setMessage(tr("Could not save the maze: there is not enough memory"));
    else if (!outcome.written)
        setMessage(tr("Could not save the maze: %1").arg(QString::fromStdString(outcome.error)));
    else if (!saving()) // another save goes on: its "Saving ..." stays
        setMessage(tr("Saved %1").arg(path), false);
    emit saveFinished(path, outcome.written);
    return outcome.written;
}

bool GameBoard::exportModel(const QUrl &file)
{
    if (m_hasMaze && !isModelFormat(mazeFileFormat(LocalFiles::path(file).toStdString()))) {
        setMessage(tr("A model is saved as .stl or .obj: %1").arg(LocalFiles::path(file)));
        return false;
    }
    return save(file);
}

bool GameBoard::open(const QUrl &file)
{
    const QString path = LocalFiles::path(file);
    emit aboutToChange();
    try {
        m_editor.open(path.toStdString());
    } catch (const std::exception &error) {
        setMessage(tr("Could not open the maze: %1").arg(QString::fromStdString(error.what())));
        return false;
    }
    showOpened(QFileInfo(path).fileName());
    return true;
}

void GameBoard::openMaze(const Maze &maze, const QString &name)
{
    emit aboutToChange();
    m_editor.replace(maze);
    showOpened(name);
}

void GameBoard::showOpened(const QString &name)
{
    m_ownsMaze = true;
    m_opened = true;
    m_openedName = name;
    replaceMaze();
    setMessage(QString());
    loadMaze(false);
}

int GameBoard::shortestPath() const
{
    return m_metrics && m_metrics->shortestPath ? int(*m_metrics->shortestPath) : -1;
}

double GameBoard::deadEndShare() const
{
    return m_metrics ? headlineDeadEndShare(*m_metrics) : 0;
}
