#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

class GameSession;
class PaneModel;
Q_MOC_INCLUDE("gamesession.h")
namespace mazestudy {
struct Maze;
}

// A race of solvers on one maze: the first racer's pane gives its maze (as
// it is now, edited or not) to the others, each racer's pane walks another
// solver in Solve, and they start together, at the pane's speed, once every
// solver is made. A racer whose pane has no finished maze of its own yet
// (just added, still running, stepped) makes it at once first: the race's
// maze replaces it, and a maze the pane finished later would replace the
// race's. When every solver has finished, each says its place among those
// that reached the exit, by steps (SolveGame::racePlace).
//
// The window asks before a race replaces a pane's work (mazesAtStake()).
// A racer that starts another walk meanwhile (a new maze, another solver,
// Again) leaves the race; the others go on and are placed among themselves.
class SolverRace : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(State state READ state NOTIFY stateChanged)

public:
    enum State {
        Idle,
        Preparing, // the racers' panes make their mazes, the solvers are made
        Running,
        Finished,
    };
    Q_ENUM(State)

    explicit SolverRace(QObject *parent = nullptr);
    ~SolverRace() override;

    State state() const { return m_state; }

    // `racers` are GameSessions, the first the one whose maze is raced;
    // `solverIds` one solver of the catalogue a racer, in the same order
    // (the shorter list decides how many race). False, and nothing
    // changes, when the first racer has no maze or an id is unknown.
    Q_INVOKABLE bool start(const QVariantList &racers, const QStringList &solverIds);
    // The names of the mazes the race would replace in `racers` after the
    // first: edited mazes and those opened from files (PaneModel::ownMazeName()).
    Q_INVOKABLE static QStringList mazesAtStake(const QVariantList &racers);
    // Holds no more and leaves the racers as they are.
    Q_INVOKABLE void cancel();

signals:
    void stateChanged();
    // Every racer's maze is the race's and its solver is made: the walks begin.
    void started();
    // Every racer has finished (or left the race): each says its place.
    void finished();

private:
    struct Racer;
    static QList<GameSession *> sessionsOf(const QVariantList &racers);
    void setState(State state);
    // The racers whose panes have their mazes get the race's; once all have, they walk.
    void prepare();
    void run();
    void check();
    void place();
    void disconnectRacers();

    State m_state = Idle;
    std::shared_ptr<const mazestudy::Maze> m_maze;
    QString m_mazeName;
    std::vector<Racer> m_racers;
};
