#pragma once

#include "game.h"
#include "labcheck.h"
#include "mazefile.h"
#include "shortestpath.h"

#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

// Trace: the shortest path from the start to the exit, drawn dot by dot at
// the pane's speed. It is searched for when Trace is first chosen on a maze,
// away from the GUI thread on a large one (GameBoard::offload). On a lab
// script's maze with its own trace() (GameBoard::scriptWalk), the script's
// drawdot calls are drawn instead, one a move, and graded as lab check does.
class TraceGame : public Game {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's trace game")
    // Steps from the start to the exit, -1 when they are not joined.
    Q_PROPERTY(int length READ length NOTIFY changed)
    Q_PROPERTY(int dots READ dots NOTIFY changed)
    Q_PROPERTY(bool searching READ searching NOTIFY changed)
    // The dots are the script's own trace(), not the shortest path found here.
    Q_PROPERTY(bool byScript READ byScript NOTIFY changed)
    // The script's dots: all of them, and whether they are a shortest path.
    Q_PROPERTY(int scriptDots READ scriptDots NOTIFY changed)
    Q_PROPERTY(bool scriptPasses READ scriptPasses NOTIFY changed)
    // Why its trace() stopped or what its dots miss (lab check's words).
    Q_PROPERTY(QString scriptProblem READ scriptProblem NOTIFY changed)

public:
    explicit TraceGame(GameBoard *board);

    int length() const;
    int dots() const { return m_dots; }
    bool byScript() const { return m_script != nullptr; }
    int scriptDots() const { return m_script ? int(m_script->dots.size()) : 0; }
    bool scriptPasses() const { return m_script && m_scriptVerdict.pass; }
    QString scriptProblem() const;
    // The path is being searched for; length() is -1 until it is found.
    bool searching() const { return m_searching; }

    void start() override;
    // The rest of the path at once (switching the board to Trace).
    Q_INVOKABLE void finish();

protected:
    bool wantsPace() const override;
    void advance(int moves) override;

private:
    void drawTo(int dots);
    // The units drawn one by one: the script's dots or the path found; null while it is searched for.
    const std::vector<mazestudy::Point> *units() const;

    std::optional<mazestudy::ShortestPath> m_path; // of the board's maze, found on the first start
    int m_dots = 0;
    bool m_searching = false;
    bool m_finishWhenFound = false; // finish() came while searching
    // The script's trace(), in the maze it walked, which m_scriptMaze keeps.
    std::shared_ptr<const mazestudy::Maze> m_scriptMaze;
    const mazestudy::ScriptWalk *m_script = nullptr;
    mazestudy::Verdict m_scriptVerdict;
};
