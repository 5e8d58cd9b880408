#pragma once

#include "grid.h"
#include "rng.h"
#include "routestatus.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazestudy {

enum class SolverMoveKind : uint8_t {
    Forward, // the dot steps into an unvisited floor neighbour
    Back, // the dot backs out of a dead end to the unit it came from
    GiveUp, // the dot has backed out of the start: the exit is unreachable; the dot stays
};

struct SolverMove {
    SolverMoveKind kind = SolverMoveKind::Forward;
    Point from;
    Point to;
};

// The mazedfs lab's solve() as a step machine: a dot starts on the start unit
// and walks depth-first to the exit, backing out of dead ends visibly.
//
// Each call of the walk is a frame on an explicit stack (no recursion, so any
// maze the generators make can be solved). A frame tries its unit's four
// neighbours in the lab's direction order South, East, North, West (its
// numbering 0-3); the exit is bottom right in every generated maze, so the
// first two are the hopeful ones. step() moves the dot once: forward into the
// first untried floor neighbour not yet visited, or, when none is left, back
// to the previous unit, leaving the dead end marked. When the dot backs out
// of the start itself, the start's piece of the floor is exhausted and the
// exit lies in another piece (automaton mazes can be split).
//
// The solver keeps its own copy of the grid, so the maze it was given may be
// edited or replaced while it walks.
//
// Given a branch seed, each unit instead tries its neighbours in an order
// drawn when the dot first enters it (one Rng::below(24) a unit, from
// Rng(seed)): the depth-first walk with random branch order, whose steps on
// a perfect maze average the units it can reach short of the exit, less one
// (docs/solvers.md).
class MazeSolver {
public:
    // What the solver knows about a unit, one byte a unit (marks()).
    enum Mark : uint8_t {
        Unvisited = 0,
        OnPath = 1, // on the current path from the start to the dot
        DeadEnd = 2, // visited and backed out of
    };

    // A finished solver with status NoStart.
    MazeSolver();
    // When the start or exit is missing or a wall the solver is finished at
    // once with that status; when they are the same unit, Reached.
    MazeSolver(Grid grid, std::optional<Point> start, std::optional<Point> exit,
        std::optional<uint64_t> branchSeed = std::nullopt);

    const Grid &grid() const { return m_grid; }
    RouteStatus status() const { return m_status; }
    bool finished() const { return m_status != RouteStatus::Searching; }
    // The dot's unit: the end of the current path (the start when the walk
    // gave up or never began).
    Point dot() const;
    // Moves of the dot so far (Forward and Back; GiveUp does not move it).
    uint64_t steps() const { return m_steps; }

    // The current path, start first and the dot's unit last; once the status
    // is Reached it is the path the dot found (not necessarily the shortest).
    size_t pathLength() const { return m_stack.size(); }
    Point pathUnit(size_t i) const { return m_grid.point(m_stack[i].unit); }
    std::vector<Point> path() const;

    Mark mark(Point p) const { return Mark(m_marks[m_grid.index(p.row, p.col)]); }
    // Row-major, one Mark a unit, for drawing the whole grid at once.
    const uint8_t *marks() const { return m_marks.data(); }

    // Precondition: !finished().
    SolverMove step();
    // Walks to the end; returns the final status.
    RouteStatus run();

private:
    struct Frame {
        uint32_t unit = 0;
        uint8_t tried = 0; // directions of its order already tried
        uint8_t order = 0; // its order of directions: 0 is the lab's, else one of the 24
    };

    // The order of directions of a unit the dot enters.
    uint8_t nextOrder();

    Grid m_grid;
    std::optional<Point> m_start;
    uint32_t m_exit = 0;
    std::vector<uint8_t> m_marks;
    std::vector<Frame> m_stack;
    std::optional<Rng> m_branches;
    uint64_t m_steps = 0;
    RouteStatus m_status = RouteStatus::NoStart;
};

} // namespace mazestudy
