#pragma once

#include "game.h"
#include "shortestpath.h"

#include <QtQml/qqmlregistration.h>

#include <optional>

// Trace: the shortest path from the start to the exit, drawn dot by dot at
// the pane's speed. It is searched for when Trace is first chosen on a maze,
// away from the GUI thread on a large one (GameBoard::offload).
class TraceGame : public Game {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's trace game")
    // Steps from the start to the exit, -1 when they are not joined.
    Q_PROPERTY(int length READ length NOTIFY changed)
    Q_PROPERTY(int dots READ dots NOTIFY changed)
    Q_PROPERTY(bool searching READ searching NOTIFY changed)

public:
    explicit TraceGame(GameBoard *board);

    int length() const;
    int dots() const { return m_dots; }
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

    std::optional<mazestudy::ShortestPath> m_path; // of the board's maze, found on the first start
    int m_dots = 0;
    bool m_searching = false;
    bool m_finishWhenFound = false; // finish() came while searching
};
