#pragma once

#include "generator.h"

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace mazestudy {

// What a view shows of each unit of a running generator. Wall and Floor come
// first, so that a grid's own bytes (0 wall, 1 floor) are valid states.
enum UnitState : uint8_t {
    WallState, // wall, placed before this sweep (or a DFS maze's uncarved rock)
    FloorState, // floor the generator is done with
    VisitedState, // on the current call stack, or a walk not yet in the maze
    CurrentState, // the unit being worked on
    ConsideredState, // a neighbour the current call is looking at (stepping)
    StartState,
    ExitState,
    SeedWallState, // the automaton's seed walls
    NewWallState, // a wall the automaton added in the sweep in progress
    PathState, // a traced route (games)
    UnitStateCount
};

inline bool isWallState(uint8_t state)
{
    return state == WallState || state == SeedWallState || state == NewWallState;
}

// A running generator's units as a pane shows them while it runs: one byte a
// unit (UnitState), kept up to date from the moves it makes. The pane's
// worker and the animations (core/animation) both draw from it, so an
// animation shows what the window shows.
class RunStates {
public:
    // The states of `generator` as it is now, before the moves noted from here on.
    explicit RunStates(const Generator &generator);

    // A move the generator made: what it changed, and what it looked at.
    void noteMove(const Move &move);
    // Brings the states up to the generator's present, calling `changed` for
    // every unit whose state it sets.
    void refresh(const Generator &generator, const std::function<void(Point)> &changed);

    const std::vector<uint8_t> &states() const { return m_states; }
    // The unit shown as Current (an index into states()), or -1.
    int64_t current() const { return m_current; }

private:
    std::vector<uint8_t> m_states;
    int m_cols = 0;
    // Grid units the machine changed since the last refresh: one by one, and
    // the rare large rectangles (the automaton applying a sweep's walls) whole.
    std::vector<uint32_t> m_changedUnits;
    std::vector<Rect> m_changedRects;
    std::vector<uint32_t> m_path; // units of the call stack as last refreshed, outermost first
    // The cells of a walk not yet in the maze (Wilson's), as last refreshed, and the states they cover.
    std::vector<std::pair<uint32_t, uint8_t>> m_walk;
    int64_t m_current = -1; // unit shown as Current, and the state it covers
    uint8_t m_currentUnder = 0;
    // The unit the last move looked at where the machine has no call to mark:
    // the automata's checked unit, a random walk's walker (which digs nothing
    // for long stretches, and would otherwise look frozen).
    Point m_lastLooked {-1, -1};
    std::vector<uint32_t> m_newWalls; // units shown as NewWall
    int m_shownSweep = 0;
    bool m_seedsMarked = false;
    bool m_endMarked = false;
};

} // namespace mazestudy
