#include "worldgame.h"

#include "panemodel.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

using namespace mazestudy;

namespace {

// A longer frame (a stall, a breakpoint) walks no further than this.
constexpr double MaxTick = 0.1;
// An edit of more units than this (a 2D stroke undone) refills the window.
constexpr int MaxPatchedUnits = 256;

std::optional<Point> firstFloor(const Grid &grid)
{
    for (int row = 0; row < grid.rows(); ++row) {
        for (int col = 0; col < grid.cols(); ++col) {
            if (grid.isFloor(row, col))
                return Point {row, col};
        }
    }
    return std::nullopt;
}

} // namespace

WorldGame::WorldGame(GameBoard *board)
    : Game(board, GameBoard::World)
{
    connect(board, &GameBoard::paneChanged, this, [this] {
        if (this->board()->pane()) {
            connect(this->board()->pane(), &PaneModel::fullLightChanged, this, [this] {
                if (active() && m_placed)
                    resetBlocks();
                emit changed();
            });
        }
        emit changed();
    });
}

double WorldGame::heading() const
{
    return qRadiansToDegrees(m_walker.heading());
}

int WorldGame::aimedHeight() const
{
    return m_placed ? unitHeight(board()->maze(), m_walker.aimedUnit()) : 0;
}

bool WorldGame::atExit() const
{
    const auto &exit = board()->maze().exit;
    return m_placed && exit && m_walker.unit() == *exit;
}

void WorldGame::setTool(Tool tool)
{
    if (m_tool == tool)
        return;
    m_tool = tool;
    setMessage({});
    emit changed();
}

bool WorldGame::fullLight() const
{
    return board()->pane() && board()->pane()->fullLight();
}

void WorldGame::setFullLight(bool full)
{
    if (board()->pane())
        board()->pane()->setFullLight(full);
}

void WorldGame::setCameraDistance(double distance)
{
    distance = std::clamp(distance, MinCameraDistance, MaxCameraDistance);
    if (m_cameraDistance == distance)
        return;
    m_cameraDistance = distance;
    emit cameraChanged();
}

void WorldGame::setCameraYaw(double degrees)
{
    degrees = std::remainder(degrees, 360.0);
    if (m_cameraYaw == degrees)
        return;
    m_cameraYaw = degrees;
    emit cameraChanged();
}

QRect WorldGame::window() const
{
    const Rect &w = m_blocks.window();
    return w.isEmpty() ? QRect() : QRect(w.left, w.top, w.right - w.left + 1, w.bottom - w.top + 1);
}

int WorldGame::exitRow() const
{
    const auto &exit = board()->maze().exit;
    return exit ? exit->row : -1;
}

int WorldGame::exitColumn() const
{
    const auto &exit = board()->maze().exit;
    return exit ? exit->col : -1;
}

int WorldGame::startRow() const
{
    const auto &start = board()->maze().start;
    return start ? start->row : -1;
}

int WorldGame::startColumn() const
{
    const auto &start = board()->maze().start;
    return start ? start->col : -1;
}

void WorldGame::start()
{
    if (board()->replacedByEdit() && m_placed) {
        blocksEdited(board()->lastEdit());
        // An undone edit may have put a wall back where the player stands.
        const Grid &grid = board()->maze().grid;
        const Point here = m_walker.unit();
        bool buried = false;
        for (int row = here.row - 1; row <= here.row + 1; ++row) {
            for (int col = here.col - 1; col <= here.col + 1; ++col)
                buried = buried || (!grid.isFloor(row, col) && m_walker.overlaps({row, col}));
        }
        if (buried)
            respawn();
        emit moved();
        return;
    }
    releaseAll();
    respawn();
}

void WorldGame::stop()
{
    Game::stop();
    if (!active())
        releaseAll();
}

void WorldGame::respawn()
{
    const Maze &maze = board()->maze();
    const std::optional<Point> start
        = maze.start && maze.grid.isFloor(maze.start->row, maze.start->col) ? maze.start : firstFloor(maze.grid);
    m_placed = start.has_value();
    m_won = false;
    m_walked = 0;
    setMessage(m_placed ? QString() : tr("This maze has no floor to stand on."));
    if (m_placed) {
        // Facing the first open way, so the walk starts down a corridor.
        double heading = 0;
        for (const Direction d : {Direction::South, Direction::East, Direction::North, Direction::West}) {
            if (maze.grid.isFloor(start->row + rowStep(d), start->col + colStep(d))) {
                heading = int(d) * M_PI / 2;
                break;
            }
        }
        m_walker = Walker(*start, heading);
    }
    resetBlocks();
    emit moved();
}

bool WorldGame::placeAt(Point unit)
{
    if (!active() || !board()->maze().grid.isFloor(unit.row, unit.col))
        return false;
    m_placed = true;
    m_walker = Walker(unit, 0);
    resetBlocks();
    emit moved();
    emit changed();
    return true;
}

int WorldGame::windowRadius() const
{
    return fullLight() ? DaylightWindowRadius : FlameWindowRadius;
}

void WorldGame::resetBlocks()
{
    const Maze &maze = board()->maze();
    m_windowCentre = m_walker.unit();
    m_blocks.reset(maze, BlockTable::windowAround(m_windowCentre, windowRadius(), maze.grid.rows(), maze.grid.cols()));
    emit blocksReset();
}

void WorldGame::blocksEdited(const Rect &changed)
{
    const int units = changed.isEmpty() ? 0 : (changed.bottom - changed.top + 1) * (changed.right - changed.left + 1);
    if (changed.isEmpty() || units > MaxPatchedUnits) {
        resetBlocks();
        return;
    }
    const Maze &maze = board()->maze();
    for (int row = changed.top; row <= changed.bottom; ++row) {
        for (int col = changed.left; col <= changed.right; ++col) {
            const BlockTable::Changes changes = m_blocks.update({row, col}, unitHeight(maze, {row, col}));
            for (int kind = 0; kind < BlockTable::KindCount; ++kind) {
                if (!changes.slotsOf[kind].empty())
                    emit blocksChanged(kind, QList<int>(changes.slotsOf[kind].begin(), changes.slotsOf[kind].end()));
            }
        }
    }
}

int WorldGame::heldOf(int key)
{
    switch (key) {
    case Qt::Key_W:
    case Qt::Key_Up:
        return Forward;
    case Qt::Key_S:
    case Qt::Key_Down:
        return Back;
    case Qt::Key_A:
    case Qt::Key_Left:
        return Left;
    case Qt::Key_D:
    case Qt::Key_Right:
        return Right;
    case Qt::Key_Q:
        return OrbitLeft;
    case Qt::Key_E:
        return OrbitRight;
    default:
        return 0;
    }
}

bool WorldGame::handlesKey(int key, int modifiers) const
{
    if ((modifiers & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (key) {
    case Qt::Key_N:
    case Qt::Key_M:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_L:
    case Qt::Key_Plus:
    case Qt::Key_Minus:
        return true;
    default:
        return heldOf(key) != 0;
    }
}

void WorldGame::press(int key, bool autoRepeat)
{
    if (const int held = heldOf(key)) {
        const bool wasWalking = walking();
        m_held |= held;
        if (walking() != wasWalking)
            emit walkingChanged();
        return;
    }
    if (autoRepeat && key != Qt::Key_Plus && key != Qt::Key_Minus)
        return;
    switch (key) {
    case Qt::Key_N:
        setTool(m_tool == Build ? Walk : Build);
        break;
    case Qt::Key_M:
        setTool(m_tool == Destroy ? Walk : Destroy);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        apply();
        break;
    case Qt::Key_L:
        setFullLight(!fullLight());
        break;
    case Qt::Key_Plus:
        zoom(1);
        break;
    case Qt::Key_Minus:
        zoom(-1);
        break;
    default:
        break;
    }
}

void WorldGame::release(int key)
{
    const int held = heldOf(key);
    if (!(m_held & held))
        return;
    m_held &= ~held;
    if (!walking())
        emit walkingChanged();
}

void WorldGame::releaseAll()
{
    if (!walking())
        return;
    m_held = 0;
    emit walkingChanged();
}

void WorldGame::tick(double seconds)
{
    if (!active() || !m_placed || !walking())
        return;
    const double dt = std::clamp(seconds, 0.0, MaxTick);
    const auto axis = [this](int plus, int minus) { return ((m_held & plus) ? 1 : 0) - ((m_held & minus) ? 1 : 0); };
    const int orbit = axis(OrbitLeft, OrbitRight);
    if (orbit != 0)
        setCameraYaw(m_cameraYaw + orbit * OrbitSpeed * dt);
    const int turn = axis(Left, Right);
    const int walk = axis(Forward, Back);
    if (turn == 0 && walk == 0)
        return;
    m_walker.turn(qDegreesToRadians(turn * TurnSpeed * dt));
    m_walked += m_walker.walk(board()->maze().grid, walk * WalkSpeed * dt);
    // Measured from where the window was made, not from its middle: near the maze's edge the window is cut short.
    const Point here = m_walker.unit();
    const int slack = windowRadius() / 4;
    if (std::abs(here.row - m_windowCentre.row) > slack || std::abs(here.col - m_windowCentre.col) > slack) {
        const Maze &maze = board()->maze();
        const Rect moved = BlockTable::windowAround(here, windowRadius(), maze.grid.rows(), maze.grid.cols());
        if (moved != m_blocks.window())
            resetBlocks();
        else
            m_windowCentre = here;
    }
    emit moved();
    if (atExit() && !m_won) {
        m_won = true;
        emit won();
        emit changed();
    }
}

bool WorldGame::apply()
{
    if (!active() || !m_placed || m_tool == Walk)
        return false;
    const Point aimed = m_walker.aimedUnit();
    if (m_tool == Build && m_walker.overlaps(aimed)) {
        setMessage(tr("Step back: you are standing on that unit."));
        return false;
    }
    MazeEditor &editor = board()->ownMaze();
    const EditOutcome outcome = m_tool == Build ? editor.raise(aimed) : editor.lower(aimed);
    switch (outcome) {
    case EditOutcome::Changed:
        setMessage({});
        board()->mazeEdited(Rect {aimed.row, aimed.col, aimed.row, aimed.col});
        return true;
    case EditOutcome::Unchanged:
        setMessage(tr("Nothing to destroy there: it is floor."));
        break;
    case EditOutcome::Outside:
        setMessage(tr("That is the edge of the maze."));
        break;
    case EditOutcome::EndpointKept:
        setMessage(tr("The start and the exit stay open."));
        break;
    case EditOutcome::AtLimit:
        setMessage(editor.height(aimed) == MaxUnitHeight ? tr("A wall is at most %1 blocks high.").arg(MaxUnitHeight)
                                                         : tr("No more walls can be built up in this maze."));
        break;
    }
    return false;
}

void WorldGame::zoom(double notches)
{
    setCameraDistance(m_cameraDistance * std::pow(0.85, notches));
}

void WorldGame::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}
