#pragma once

#include "game.h"
#include "labcheck.h"
#include "mazefile.h"
#include "solver.h"

#include <QPoint>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class SolverListModel;
Q_MOC_INCLUDE("solverlistmodel.h")

// Solve: a solver of the catalogue (core/solvers/solvercatalog.h), the one
// the pane has chosen (PaneModel::solverId, by default the lab's depth-first
// walk), solves the maze at the pane's speed. What it knows of each unit is
// drawn over the maze: the way it holds strong, what it ruled out faint, a
// search's frontier and the units it expanded; a walker that keeps nothing
// leaves a trail where it went, in the expanded units' colour. Once it
// reaches the exit, the path it found is drawn strong. The solver is made away from the GUI thread on a
// large maze, and a long walk (a random mouse) is walked in slices of time,
// so the window stays responsive at any speed.
//
// On a lab script's maze with its own solve() (GameBoard::scriptWalk), the
// dot walks the script's drawdot calls instead, one a move: where it has
// been faint, where it is strong, and the walk is graded as lab check does.
class SolveGame : public Game {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's solve game")
    // The pane's solver, an id of the catalogue; a change starts it again.
    Q_PROPERTY(QString solverId READ solverId WRITE setSolverId NOTIFY solverIdChanged)
    // What the chooser offers: the catalogue, and first the script's own
    // solve() on a maze that has one.
    Q_PROPERTY(SolverListModel *solvers READ solvers CONSTANT)
    Q_PROPERTY(bool walking READ walking NOTIFY changed)
    Q_PROPERTY(bool finished READ finished NOTIFY changed)
    Q_PROPERTY(bool reachedExit READ reachedExit NOTIFY changed)
    Q_PROPERTY(Outcome outcome READ outcome NOTIFY changed)
    Q_PROPERTY(qint64 steps READ steps NOTIFY changed)
    // Distinct units the solver has entered, filled or expanded (Solver::unitsVisited()).
    Q_PROPERTY(qint64 unitsVisited READ unitsVisited NOTIFY changed)
    // The dot's unit: the solver's walker, -1 without one (a search, a filler filling).
    Q_PROPERTY(int dotRow READ dotRow NOTIFY changed)
    Q_PROPERTY(int dotColumn READ dotColumn NOTIFY changed)
    // The dot walks the script's own solve(), not a solver of the catalogue.
    Q_PROPERTY(bool byScript READ byScript NOTIFY changed)
    // The maze is a lab script's with its own solve(), shown or not (GameBoard::scriptWalks).
    Q_PROPERTY(bool hasScriptSolve READ hasScriptSolve NOTIFY changed)
    // All the dots of the script's walk; steps() counts those shown.
    Q_PROPERTY(qint64 scriptDots READ scriptDots NOTIFY changed)
    // Why the script's solve() stopped, or why its walk falls short of the
    // exit (lab check's words); empty when it reached the exit.
    Q_PROPERTY(QString scriptProblem READ scriptProblem NOTIFY changed)
    // A race (SolverRace): this solver's place among those that reached the
    // exit, by steps (1 the fewest; 0 when it did not reach it or there is
    // no race), and how many raced. Cleared when the solver starts again.
    Q_PROPERTY(int racePlace READ racePlace NOTIFY changed)
    Q_PROPERTY(int raceSize READ raceSize NOTIFY changed)

public:
    // How the walk stands: still walking (or not begun), or why it ended.
    enum Outcome {
        Walking,
        Reached,
        Unreachable, // the solver tried every unit the start reaches
        BudgetSpent, // its step budget (the CLI's) is spent
        Circling, // a walker that keeps nothing is back where it was, facing the same way: for ever
        EndpointProblem, // no start or exit, or one is a wall (GameBoard::routeText says which)
    };
    Q_ENUM(Outcome)

    explicit SolveGame(GameBoard *board);
    ~SolveGame() override;

    QString solverId() const;
    SolverListModel *solvers() const { return m_solvers; }
    void setSolverId(const QString &id);
    bool walking() const { return pacing(); }
    bool finished() const;
    bool reachedExit() const;
    Outcome outcome() const;
    qint64 steps() const;
    qint64 unitsVisited() const;
    bool byScript() const { return m_script != nullptr; }
    bool hasScriptSolve() const { return board()->hasScriptWalk(GameBoard::Solve); }
    qint64 scriptDots() const { return m_script ? qint64(m_script->dots.size()) : 0; }
    QString scriptProblem() const;
    int dotRow() const { return m_dot.y(); }
    int dotColumn() const { return m_dot.x(); }
    // The solver walking, null while it is being made and on the script's walk.
    const mazestudy::Solver *solver() const { return m_solver.get(); }
    // The solver is made (or the script's walk is on): a race starts them together.
    bool ready() const { return m_solver || m_script; }
    int racePlace() const { return m_racePlace; }
    int raceSize() const { return m_raceSize; }
    void setRacePlace(int place, int size);
    // Held, it does not walk (a race holds its solvers until all are made).
    void setHeld(bool held);

    void start() override;
    void stop() override;
    // From the start again, walking (switching the board to Solve).
    Q_INVOKABLE void restart();
    // One move of the dot; false once it has finished.
    Q_INVOKABLE bool step();
    // The rest of the walk: at once, or, for a long one, as fast as the
    // window can while it stays responsive.
    Q_INVOKABLE void finish();

signals:
    void solverIdChanged();
    // start() has begun a new walk (a race that ran it is over for it).
    void started();

protected:
    bool wantsPace() const override;
    bool wantsFastPace() const override { return m_finishing; }
    void advance(int moves) override;

private:
    void onPaneChanged();
    void paint(mazestudy::Point p);
    void paintStep(const mazestudy::SolverStep &step);
    void paintPath();
    // One step of the solver, painted; false once it has finished.
    bool stepSolver();
    bool stepScript();
    // Brent's cycle finding on the working set of a walker that keeps nothing and draws nothing.
    void watchForCircles();
    void updateDot();
    void made(std::shared_ptr<mazestudy::Solver> solver);

    QString m_solverId; // without a pane
    SolverListModel *m_solvers;
    QMetaObject::Connection m_paneSolver; // the pane's choice
    std::shared_ptr<mazestudy::Solver> m_solver; // null while it is being made
    bool m_finishWhenMade = false; // finish() came while it was being made
    bool m_finishing = false; // finish() goes on in slices of time
    bool m_held = false;
    QPoint m_dot {-1, -1};
    // Brent: the working set saved at the last power of two, and the steps since.
    bool m_watchCircles = false;
    bool m_circling = false;
    mazestudy::SolverWorkingSet m_saved;
    uint64_t m_power = 1;
    uint64_t m_since = 0;
    int m_racePlace = 0;
    int m_raceSize = 0;
    // The script's solve(), in the maze it walked, which m_scriptMaze keeps.
    std::shared_ptr<const mazestudy::Maze> m_scriptMaze;
    const mazestudy::ScriptWalk *m_script = nullptr;
    size_t m_scriptDots = 0; // shown so far
    mazestudy::Verdict m_scriptVerdict;
};
