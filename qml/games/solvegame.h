#pragma once

#include "game.h"
#include "labcheck.h"
#include "mazefile.h"
#include "mazesolver.h"

#include <QPoint>
#include <QtQml/qqmlregistration.h>

#include <memory>

// Solve: the lab's depth-first dot walks from the start to the exit at the
// pane's speed, backing out of dead ends. The path it stands on is drawn
// strong, the dead ends it backed out of faint. The solver (its copy of the
// grid and a mark a unit) is made away from the GUI thread on a large maze.
// On a lab script's maze with its own solve() (GameBoard::scriptWalk), the
// dot walks the script's drawdot calls instead, one a move: where it has
// been faint, where it is strong, and the walk is graded as lab check does.
class SolveGame : public Game {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's solve game")
    Q_PROPERTY(bool walking READ walking NOTIFY changed)
    Q_PROPERTY(bool finished READ finished NOTIFY changed)
    Q_PROPERTY(bool reachedExit READ reachedExit NOTIFY changed)
    Q_PROPERTY(qint64 steps READ steps NOTIFY changed)
    // The dot's unit, -1 without one.
    Q_PROPERTY(int dotRow READ dotRow NOTIFY changed)
    Q_PROPERTY(int dotColumn READ dotColumn NOTIFY changed)
    // The dot walks the script's own solve(), not the built-in solver.
    Q_PROPERTY(bool byScript READ byScript NOTIFY changed)
    // All the dots of the script's walk; steps() counts those shown.
    Q_PROPERTY(qint64 scriptDots READ scriptDots NOTIFY changed)
    // Why the script's solve() stopped, or why its walk falls short of the
    // exit (lab check's words); empty when it reached the exit.
    Q_PROPERTY(QString scriptProblem READ scriptProblem NOTIFY changed)

public:
    explicit SolveGame(GameBoard *board);
    ~SolveGame() override;

    bool walking() const { return pacing(); }
    bool finished() const;
    bool reachedExit() const;
    qint64 steps() const;
    bool byScript() const { return m_script != nullptr; }
    qint64 scriptDots() const { return m_script ? qint64(m_script->dots.size()) : 0; }
    QString scriptProblem() const;
    int dotRow() const { return dot().y(); }
    int dotColumn() const { return dot().x(); }
    const mazestudy::MazeSolver *solver() const { return m_solver.get(); }

    void start() override;
    void stop() override;
    // From the start again, walking (switching the board to Solve).
    Q_INVOKABLE void restart();
    // One move of the dot; false once it has finished.
    Q_INVOKABLE bool step();
    // The rest of the walk at once.
    Q_INVOKABLE void finish();

protected:
    bool wantsPace() const override;
    void advance(int moves) override;

private:
    QPoint dot() const;
    void paintUnit(mazestudy::Point p);
    bool stepScript();

    std::shared_ptr<mazestudy::MazeSolver> m_solver; // null while it is being made
    bool m_finishWhenMade = false; // finish() came while it was being made
    // The script's solve(), in the maze it walked, which m_scriptMaze keeps.
    std::shared_ptr<const mazestudy::Maze> m_scriptMaze;
    const mazestudy::ScriptWalk *m_script = nullptr;
    size_t m_scriptDots = 0; // shown so far
    mazestudy::Verdict m_scriptVerdict;
};
