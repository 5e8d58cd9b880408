#include "gamesession.h"

#include "editgame.h"
#include "gamekeys.h"
#include "languagechangewatcher.h"
#include "panemodel.h"
#include "playgame.h"
#include "solvegame.h"
#include "tracegame.h"
#include "worldgame.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QStringList>

GameSession::GameSession(QObject *parent)
    : GameBoard(parent)
    , m_solve(new SolveGame(this))
    , m_trace(new TraceGame(this))
    , m_play(new PlayGame(this))
    , m_edit(new EditGame(this))
    , m_world(new WorldGame(this))
{
    // After the games' own connections: a game forgets the old maze before it starts on the new one.
    connect(this, &GameBoard::modeChanged, this, &GameSession::enterMode);
    connect(this, &GameBoard::mazeReplaced, this, &GameSession::enterMode);
    connect(this, &GameBoard::darkChanged, this, &GameSession::enterMode);
    connect(this, &GameBoard::scriptWalksChanged, this, &GameSession::enterMode);
    for (auto changed : {&GameBoard::mazeChanged, &GameBoard::metricsChanged, &GameBoard::modeChanged})
        connect(this, changed, this, &GameSession::infoTextChanged);
    for (Game *game : std::initializer_list<Game *> {m_solve, m_trace, m_play, m_edit, m_world})
        connect(game, &Game::changed, this, &GameSession::infoTextChanged);
    connect(m_world, &WorldGame::moved, this, &GameSession::infoTextChanged);
    connect(m_play, &PlayGame::elapsedChanged, this, &GameSession::infoTextChanged);
    new LanguageChangeWatcher([this] { emit infoTextChanged(); }, this);
    connect(this, &GameBoard::paneChanged, this, [this] {
        if (pane())
            connect(pane(), &PaneModel::speedChanged, this, &GameSession::updatePace);
    });
}

GameSession::~GameSession() = default;

QString GameSession::infoText() const
{
    if (!hasMaze())
        return tr("The games start once the maze is finished.");
    const QLocale locale;
    const QString route = routeText();
    const auto withRoute
        = [&route](QString text) { return route.isEmpty() ? text : text + QStringLiteral(" · ") + route; };
    switch (mode()) {
    case Solve: {
        if (m_solve->byScript()) {
            QString text = tr("Your solve(): dot %1 of %2")
                               .arg(locale.toString(m_solve->steps()), locale.toString(m_solve->scriptDots()));
            if (m_solve->reachedExit())
                text += QStringLiteral(" · ") + tr("exit reached");
            else if (m_solve->finished())
                text += QStringLiteral(" · ") + tr("the exit is not reached: %1").arg(m_solve->scriptProblem());
            return text;
        }
        return withRoute(solveText());
    }
    case Trace:
        if (m_trace->byScript()) {
            const QString text = tr("Your trace(): dot %1 of %2")
                                     .arg(locale.toString(m_trace->dots()), locale.toString(m_trace->scriptDots()));
            // The verdict once the whole path is drawn, as Solve's at the exit.
            if (m_trace->dots() < m_trace->scriptDots())
                return text;
            return text + QStringLiteral(" · ")
                + (m_trace->scriptPasses() ? tr("a shortest path")
                                           : tr("not a shortest path: %1").arg(m_trace->scriptProblem()));
        }
        return m_trace->length() >= 0 ? tr("Shortest path: %1 steps").arg(locale.toString(m_trace->length())) : route;
    case Play: {
        const QString moves = locale.toString(m_play->moves());
        const QString seconds = locale.toString(m_play->elapsedSeconds(), 'f', 1);
        if (m_play->atExit())
            return tr("Exit reached in %1 moves and %2 s. Space: a new maze.").arg(moves, seconds);
        return withRoute(tr("%1 moves · %2 s").arg(moves, seconds));
    }
    case Edit:
        return QStringList {tr("Walls %1").arg(locale.toString(wallUnits())),
            tr("dead ends %1 %").arg(locale.toString(deadEndShare() * 100, 'f', 1)),
            shortestPath() >= 0 ? tr("shortest path %1").arg(locale.toString(shortestPath())) : tr("no path"),
            tr("pieces %1").arg(locale.toString(components())), tr("loops %1").arg(locale.toString(loops()))}
            .join(QStringLiteral(" · "));
    case World: {
        const QString walked = locale.toString(m_world->walked(), 'f', 0);
        if (m_world->atExit())
            return tr("Exit reached after walking %1 units. Space: a new maze.").arg(walked);
        return withRoute(tr("Walked %1 units").arg(walked));
    }
    case Off:
        break;
    }
    return route;
}

QString GameSession::solveText() const
{
    const QLocale locale;
    QStringList parts {tr("Solver: %1 steps").arg(locale.toString(m_solve->steps())),
        tr("%1 units visited").arg(locale.toString(m_solve->unitsVisited()))};
    switch (m_solve->outcome()) {
    case SolveGame::Walking:
    case SolveGame::EndpointProblem: // the route's text says which
        break;
    case SolveGame::Reached:
        parts << tr("exit reached");
        break;
    case SolveGame::Unreachable:
        parts << tr("gave up: every unit of the start's piece was tried");
        break;
    case SolveGame::BudgetSpent:
        parts << tr("failed: its budget of %1 steps is spent").arg(locale.toString(m_solve->steps()));
        break;
    case SolveGame::Circling:
        parts << tr("failed: it is back where it was, facing the same way, and would go round for ever");
        break;
    }
    // A race's result, once every solver in it has finished.
    if (m_solve->raceSize() > 0) {
        parts.prepend(m_solve->racePlace() > 0
                ? tr("Race: place %1 of %2").arg(m_solve->racePlace()).arg(m_solve->raceSize())
                : tr("Race: no place among %1").arg(m_solve->raceSize()));
    }
    return parts.join(QStringLiteral(" · "));
}

void GameSession::enterMode()
{
    const std::initializer_list<Game *> games = {m_solve, m_trace, m_play, m_edit, m_world};
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
