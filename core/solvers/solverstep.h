#pragma once

#include "direction.h"
#include "grid.h"

#include <cstdint>
#include <optional>

namespace mazestudy {

// What one step of a solver did. Every kind but GiveUp is one step of the
// count (Solver::steps()).
enum class SolverStepKind : uint8_t {
    Walk, // the walker steps from `from` into its neighbour `to`
    Back, // the walker goes back along a passage it came by, from `from` to `to`
    Fill, // `to` is filled (a dead end) or sealed (a blind alley's mouth); `from` == `to`
    Expand, // a search takes `to` off its frontier and reaches `reached` new neighbours; `from` == `to`
    GiveUp, // no move: the exit cannot be reached from where the solver is; `from` == `to`
};

struct SolverStep {
    SolverStepKind kind = SolverStepKind::Walk;
    Point from;
    Point to;
    int reached = 0; // Expand only: the units it put on the frontier

    friend bool operator==(const SolverStep &a, const SolverStep &b)
    {
        return a.kind == b.kind && a.from == b.from && a.to == b.to && a.reached == b.reached;
    }
    friend bool operator!=(const SolverStep &a, const SolverStep &b) { return !(a == b); }
};

// The direction of a step between 4-neighbours; nothing when `from` == `to`.
std::optional<Direction> stepDirection(Point from, Point to);

// The lab's order of directions, in which every solver tries its neighbours.
inline constexpr Direction LabOrder[] = {Direction::South, Direction::East, Direction::North, Direction::West};

// The unit one step from `p` in direction `d`.
inline Point neighbour(Point p, Direction d)
{
    return {p.row + rowStep(d), p.col + colStep(d)};
}

// A walker's turns, in the lab's numbering (South, East, North, West), which
// runs anticlockwise as seen from above: facing south, east is on the left.
inline Direction leftOf(Direction d)
{
    return Direction((uint8_t(d) + 1) % 4);
}
inline Direction rightOf(Direction d)
{
    return Direction((uint8_t(d) + 3) % 4);
}
inline Direction behind(Direction d)
{
    return Direction((uint8_t(d) + 2) % 4);
}

} // namespace mazestudy
