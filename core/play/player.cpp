#include "player.h"

namespace mazestudy {

Player::Player()
    : m_piece(m_grid, {})
{
}

Player::Player(Grid grid, std::optional<Point> start, std::optional<Point> exit)
    : m_grid(std::move(grid))
    , m_exit(exit)
    , m_piece(m_grid, start.value_or(Point {-1, -1}))
    , m_position(start.value_or(Point {}))
{
    m_canWalk = start && m_grid.isFloor(start->row, start->col);
    if (const auto problem = endpointProblem(m_grid, start, exit))
        m_route = *problem;
    else
        m_route = m_piece.reached(*exit) ? RouteStatus::Reached : RouteStatus::Unreachable;
}

bool Player::move(Direction direction)
{
    if (!canMove())
        return false;
    const Point next {m_position.row + rowStep(direction), m_position.col + colStep(direction)};
    if (!m_grid.isFloor(next.row, next.col))
        return false;
    m_position = next;
    ++m_moves;
    return true;
}

} // namespace mazestudy
