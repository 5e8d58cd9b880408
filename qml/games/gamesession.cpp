#include "gamesession.h"

#include "editgame.h"
#include "gamekeys.h"
#include "panemodel.h"
#include "playgame.h"
#include "solvegame.h"
#include "tracegame.h"

#include <QRandomGenerator>

GameSession::GameSession(QObject *parent)
    : GameBoard(parent)
    , m_solve(new SolveGame(this))
    , m_trace(new TraceGame(this))
    , m_play(new PlayGame(this))
    , m_edit(new EditGame(this))
{
    // After the games' own connections: a game forgets the old maze before it starts on the new one.
    connect(this, &GameBoard::modeChanged, this, &GameSession::enterMode);
    connect(this, &GameBoard::mazeReplaced, this, &GameSession::enterMode);
    connect(this, &GameBoard::darkChanged, this, &GameSession::enterMode);
    connect(this, &GameBoard::paneChanged, this, [this] {
        if (pane())
            connect(pane(), &PaneModel::speedChanged, this, &GameSession::updatePace);
    });
}

GameSession::~GameSession() = default;

void GameSession::enterMode()
{
    const std::initializer_list<Game *> games = {m_solve, m_trace, m_play, m_edit};
    for (Game *game : games)
        game->stop();
    clearOverlay();
    if (!hasMaze())
        return;
    for (Game *game : games) {
        if (game->mode() == mode())
            game->start();
    }
}

void GameSession::updatePace()
{
    m_solve->updatePace();
    m_trace->updatePace();
}

bool GameSession::handlesKey(int key, int modifiers) const
{
    return gameKeyOf(key, Qt::KeyboardModifiers(modifiers), mode() == Play) != GameKey::None;
}

bool GameSession::pressKey(int key, int modifiers, bool autoRepeat)
{
    switch (gameKeyOf(key, Qt::KeyboardModifiers(modifiers), mode() == Play)) {
    case GameKey::None:
        return false;
    case GameKey::Up:
        return m_play->move(-1, 0);
    case GameKey::Down:
        return m_play->move(1, 0);
    case GameKey::Left:
        return m_play->move(0, -1);
    case GameKey::Right:
        return m_play->move(0, 1);
    // A held key repeats: the modes and a new maze take only its first press.
    case GameKey::NewMaze:
        if (!autoRepeat)
            newMaze();
        return false;
    case GameKey::Build:
        if (!autoRepeat)
            m_edit->toggleBuild();
        return false;
    case GameKey::Destroy:
        if (!autoRepeat)
            m_edit->toggleDestroy();
        return false;
    case GameKey::Undo:
        m_edit->undo();
        return false;
    case GameKey::Redo:
        m_edit->redo();
        return false;
    }
    return false;
}

void GameSession::newMaze()
{
    if (!pane())
        return;
    pane()->setSeed(qint64(QRandomGenerator::global()->bounded(1u << 31)));
    if (pane()->status() == PaneModel::Ready)
        pane()->run();
}
