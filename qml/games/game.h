#pragma once

#include "gameboard.h"

#include <QObject>
#include <QTimer>

// One of the games on a board. It plays on the board's maze while the board
// is in its mode: the session calls start() on entering the mode (and when
// the maze changes under it) and stop() on leaving it. A game that walks at
// the pane's speed (solve, trace) asks for pace: a timer at the pane's speed
// that calls advance() with the moves due.
class Game : public QObject {
    Q_OBJECT

public:
    Game(GameBoard *board, GameBoard::Mode mode);

    GameBoard::Mode mode() const { return m_mode; }
    // The board is in this game's mode, on a maze.
    bool active() const;

    virtual void start() = 0;
    virtual void stop();
    // The pane's speed changed, or the game has more or less to walk.
    void updatePace();

signals:
    void changed();

protected:
    GameBoard *board() const { return m_board; }
    bool pacing() const { return m_pace.isActive(); }
    virtual bool wantsPace() const { return false; }
    // The pace ticks as often as the window draws, whatever the pane's speed
    // (a game finishing a long walk in slices of time).
    virtual bool wantsFastPace() const { return false; }
    virtual void advance(int moves);
    // A start's work sent away (GameBoard::offload) is the latest one asked for.
    uint64_t newRequest() { return ++m_requests; }
    bool isLatest(uint64_t request) const { return request == m_requests && active(); }

private:
    void onPace();

    GameBoard *m_board;
    GameBoard::Mode m_mode;
    QTimer m_pace;
    uint64_t m_requests = 0;
};
