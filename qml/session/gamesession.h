#pragma once

#include "gameboard.h"

#include <QtQml/qqmlregistration.h>

class EditGame;
class Game;
class PlayGame;
class SolveGame;
class TraceGame;
class WorldGame;
Q_MOC_INCLUDE("editgame.h")
Q_MOC_INCLUDE("playgame.h")
Q_MOC_INCLUDE("solvegame.h")
Q_MOC_INCLUDE("tracegame.h")
Q_MOC_INCLUDE("worldgame.h")

// The games on one pane's finished maze, on the board they share: solve (the
// lab's depth-first dot), trace (the shortest path, dot by dot), play (the
// flame with limited light), edit (the sandbox's build and destroy) and the
// sandbox's third-person 3D world, which builds and destroys too. The
// session starts the game of the board's mode and stops the others, keeps
// them at the pane's speed, and routes the games' keys.
class GameSession : public GameBoard {
    Q_OBJECT
    QML_ELEMENT
    // The flame game's size in units a side (30 x 30 cells), for the whole comparison.
    Q_PROPERTY(int playSide READ playSide CONSTANT)
    Q_PROPERTY(SolveGame *solve READ solve CONSTANT)
    Q_PROPERTY(TraceGame *trace READ trace CONSTANT)
    Q_PROPERTY(PlayGame *play READ play CONSTANT)
    Q_PROPERTY(EditGame *edit READ edit CONSTANT)
    Q_PROPERTY(WorldGame *world READ world CONSTANT)
    // What the game in progress says, in the window's language: the solver's
    // steps, the path's length, the flame's moves and time, the edited maze's
    // metrics, why the exit cannot be reached.
    Q_PROPERTY(QString infoText READ infoText NOTIFY infoTextChanged)

public:
    // The flame game's 30 x 30 cells.
    static constexpr int PlaySide = 61;
    int playSide() const { return PlaySide; }

    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    SolveGame *solve() const { return m_solve; }
    TraceGame *trace() const { return m_trace; }
    PlayGame *play() const { return m_play; }
    EditGame *edit() const { return m_edit; }
    WorldGame *world() const { return m_world; }
    QString infoText() const;

    // The games' keys (gamekeys.h): whether a press is the game's, so that it
    // wins over the window's shortcuts, and doing it. pressKey() is true when
    // the flame moved, for the view to follow it.
    Q_INVOKABLE bool handlesKey(int key, int modifiers) const;
    Q_INVOKABLE bool pressKey(int key, int modifiers, bool autoRepeat);
    // Space: a new seed for the pane (which makes its maze again), play goes on there.
    Q_INVOKABLE void newMaze();

signals:
    void infoTextChanged();

private:
    // Stops every game and starts the one of the mode.
    void enterMode();
    void updatePace();
    // What Solve says of a solver of the catalogue (not the script's walk).
    QString solveText() const;

    SolveGame *m_solve;
    TraceGame *m_trace;
    PlayGame *m_play;
    EditGame *m_edit;
    WorldGame *m_world;
};
