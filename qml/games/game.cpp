#include "game.h"

#include "panemodel.h"

#include <algorithm>
#include <climits>

Game::Game(GameBoard *board, GameBoard::Mode mode)
    : QObject(board)
    , m_board(board)
    , m_mode(mode)
{
    connect(&m_pace, &QTimer::timeout, this, &Game::onPace);
}

bool Game::active() const
{
    return m_board->mode() == m_mode && m_board->hasMaze();
}

void Game::stop()
{
    m_pace.stop();
}

void Game::advance(int) { }

void Game::updatePace()
{
    if (!active() || !wantsPace()) {
        if (m_pace.isActive()) {
            m_pace.stop();
            emit changed();
        }
        return;
    }
    const int speed = m_board->paneSpeed();
    m_pace.setInterval(speed <= 0 || speed >= 60 || wantsFastPace() ? 16 : 1000 / speed);
    if (!m_pace.isActive()) {
        m_pace.start();
        emit changed();
    }
}

void Game::onPace()
{
    // The pane's speed in moves a second; its "as fast as possible" (0) walks
    // a few thousand a second, still visibly, and "instant" (-1) all at once.
    const int speed = m_board->paneSpeed();
    const int moves = speed < 0 ? INT_MAX
        : speed == 0            ? 64
                                : std::max(1, int(double(speed) * m_pace.interval() / 1000.0));
    advance(moves);
    updatePace();
}
