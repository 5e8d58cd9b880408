#include "playgame.h"

#include "mazeoverlay.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

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

// What the flame has not lit is not seen at all: the seed's game shows
// nothing of the maze beyond its light (#31: a fog of 0.9 let the whole maze
// show through faintly, which gave the way away).
constexpr QRgb Unseen = qRgba(0, 0, 0, 255);
} // namespace

PlayGame::PlayGame(GameBoard *board)
    : Game(board, GameBoard::Play)
{
    m_elapsedTimer.setInterval(100);
    connect(&m_elapsedTimer, &QTimer::timeout, this, &PlayGame::elapsedChanged);
}

PlayGame::~PlayGame() = default;

bool PlayGame::placed() const
{
    return m_player && m_player->route() != RouteStatus::NoStart && m_player->route() != RouteStatus::StartIsWall;
}

int PlayGame::row() const
{
    return placed() ? m_player->position().row : -1;
}

int PlayGame::column() const
{
    return placed() ? m_player->position().col : -1;
}

double PlayGame::elapsedSeconds() const
{
    if (m_finalMilliseconds >= 0)
        return double(m_finalMilliseconds) / 1000.0;
    return m_clock.isValid() ? double(m_clock.elapsed()) / 1000.0 : 0.0;
}

void PlayGame::start()
{
    m_player.reset();
    m_clock.invalidate();
    m_finalMilliseconds = -1;
    m_elapsedTimer.stop();
    // Nothing is lit or remembered yet: dark everywhere, then the flame's light once the player stands.
    m_sight.reset(board()->rows(), board()->cols());
    board()->clearOverlay();
    board()->overlay()->beginEdit().fill(Unseen);
    board()->overlay()->endEdit(QRect(0, 0, board()->cols(), board()->rows()));
    // The player's copy of the grid and its search of the start's piece, away from the GUI thread.
    board()->offload(
        [maze = board()->sharedMaze()] { return std::make_shared<Player>(maze->grid, maze->start, maze->exit); },
        [this, request = newRequest()](std::shared_ptr<Player> player) {
            if (!isLatest(request))
                return;
            m_player = std::move(player);
            if (placed()) {
                m_sight.update(board()->maze().grid, m_player->position(), m_radius);
                paintLight(m_sight.area());
            }
            emit changed();
        });
    emit changed();
    emit elapsedChanged();
}

void PlayGame::stop()
{
    Game::stop();
    m_elapsedTimer.stop();
    if (!board()->hasMaze()) {
        m_player.reset();
        emit changed();
    }
}

bool PlayGame::move(int dRow, int dCol)
{
    if (!active() || !m_player || std::abs(dRow) + std::abs(dCol) != 1)
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
    relight();
    if (m_player->atExit()) {
        m_finalMilliseconds = m_clock.elapsed();
        m_elapsedTimer.stop();
        emit elapsedChanged();
        emit changed();
        emit won();
        return true;
    }
    emit changed();
    return true;
}

// The light moved or changed its reach: repaint where it was and where it is.
void PlayGame::relight()
{
    const Rect before = m_sight.area();
    m_sight.update(board()->maze().grid, m_player->position(), m_radius);
    Rect area = before;
    area.include(m_sight.area());
    paintLight(area);
}

void PlayGame::paintLight(const Rect &area)
{
    MazeOverlay *overlay = board()->overlay();
    const int rows = board()->rows();
    const int cols = board()->cols();
    if (area.isEmpty() || overlay->rows() != rows || overlay->cols() != cols)
        return;
    const bool dark = board()->dark();
    const QColor flame(70, 140, 255);
    const QRgb memory = premultiplied(Qt::black, dark ? 0.74 : 0.66);
    QImage &image = overlay->beginEdit();
    for (int r = std::max(0, area.top); r <= std::min(rows - 1, area.bottom); ++r) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(r));
        for (int c = std::max(0, area.left); c <= std::min(cols - 1, area.right); ++c) {
            const float light = m_sight.light(r, c);
            if (light > 0)
                line[c] = tinted(flame, 0.28 * light, 0.62 * (1 - light));
            else if (m_showRemembered && m_sight.remembered(r, c))
                line[c] = memory;
            else
                line[c] = Unseen;
        }
    }
    overlay->endEdit(QRect(QPoint(area.left, area.top), QPoint(area.right, area.bottom)));
}

void PlayGame::paintAllLight()
{
    board()->clearOverlay();
    paintLight(Rect {0, 0, board()->rows() - 1, board()->cols() - 1});
}

void PlayGame::setRadius(double radius)
{
    radius = std::clamp(radius, 0.0, 100.0);
    if (radius == m_radius)
        return;
    m_radius = radius;
    emit radiusChanged();
    if (active() && placed())
        relight();
}

void PlayGame::setShowRemembered(bool show)
{
    if (show == m_showRemembered)
        return;
    m_showRemembered = show;
    emit showRememberedChanged();
    if (active())
        paintAllLight();
}
