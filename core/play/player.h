#pragma once

#include "direction.h"
#include "floordistances.h"
#include "grid.h"
#include "routestatus.h"

#include <cstdint>
#include <optional>

namespace mazestudy {

// The flame game's and the lab's play(): a player on the start unit who moves
// one unit at a time, only into floor units, until standing on the exit.
// Time is the window's business (it measures it); holding a key down is the
// window calling move() repeatedly.
//
// Automaton mazes can be split into pieces: route() says from the outset
// whether the exit can be reached at all, and the player can still walk the
// start's piece (inStartPiece()), since moves never leave the floor.
class Player {
public:
    // A player who cannot move (route() is NoStart).
    Player();
    // Keeps its own copy of the grid.
    Player(Grid grid, std::optional<Point> start, std::optional<Point> exit);

    const Grid &grid() const { return m_grid; }
    // Reached when the exit lies in the start's piece, Unreachable when it
    // does not, or the endpoint problem (a player on a floor start can still
    // walk when only the exit is missing or a wall).
    RouteStatus route() const { return m_route; }
    Point position() const { return m_position; }
    uint64_t moves() const { return m_moves; }
    bool atExit() const { return m_exit && m_position == *m_exit && m_canWalk; }
    // False when there is no floor start, and once the exit is reached: the
    // game is over until a new Player is made for a new maze.
    bool canMove() const { return m_canWalk && !atExit(); }

    // One unit in that direction; refused (false, nothing changes) into a
    // wall, off the grid, or when !canMove().
    bool move(Direction direction);

    bool inStartPiece(Point p) const { return m_piece.reached(p); }
    uint64_t startPieceUnits() const { return m_piece.reachedCount(); }

private:
    Grid m_grid;
    std::optional<Point> m_exit;
    FloorDistances m_piece;
    RouteStatus m_route = RouteStatus::NoStart;
    Point m_position;
    uint64_t m_moves = 0;
    bool m_canWalk = false;
};

} // namespace mazestudy
