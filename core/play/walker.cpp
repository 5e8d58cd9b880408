#include "walker.h"

#include <cmath>

namespace mazestudy {

namespace {

constexpr double Pi = 3.14159265358979323846;
// Each piece of a step is shorter than the body, so no unit is passed over.
constexpr double MaxPiece = Walker::Radius / 2;
// A body stopped at a face stays this far off it, clear of rounding.
constexpr double Clearance = 1e-9;

} // namespace

Walker::Walker(Point unit, double heading)
    : m_x(unit.col + 0.5)
    , m_z(unit.row + 0.5)
{
    turn(heading);
}

Point Walker::unit() const
{
    return {int(std::floor(m_z)), int(std::floor(m_x))};
}

Direction Walker::facing() const
{
    return Direction(int(std::lround(m_heading / (Pi / 2))) % 4);
}

Point Walker::aimedUnit() const
{
    const Point here = unit();
    const Direction d = facing();
    return {here.row + rowStep(d), here.col + colStep(d)};
}

bool Walker::overlaps(Point unit) const
{
    return unit.col < m_x + Radius && unit.col + 1 > m_x - Radius && unit.row < m_z + Radius
        && unit.row + 1 > m_z - Radius;
}

void Walker::turn(double radians)
{
    m_heading = std::fmod(m_heading + radians, 2 * Pi);
    if (m_heading < 0)
        m_heading += 2 * Pi;
}

double Walker::walk(const Grid &grid, double distance)
{
    const int pieces = int(std::ceil(std::fabs(distance) / MaxPiece));
    const double piece = pieces > 0 ? distance / pieces : 0;
    const double startX = m_x;
    const double startZ = m_z;
    for (int i = 0; i < pieces; ++i)
        slide(grid, piece * std::sin(m_heading), piece * std::cos(m_heading));
    return std::hypot(m_x - startX, m_z - startZ);
}

void Walker::slide(const Grid &grid, double dx, double dz)
{
    if (dx != 0) {
        double x = m_x + dx;
        if (blocked(grid, x, m_z))
            x = dx > 0 ? std::floor(x + Radius) - Radius - Clearance : std::floor(x - Radius) + 1 + Radius + Clearance;
        if (!blocked(grid, x, m_z))
            m_x = x;
    }
    if (dz != 0) {
        double z = m_z + dz;
        if (blocked(grid, m_x, z))
            z = dz > 0 ? std::floor(z + Radius) - Radius - Clearance : std::floor(z - Radius) + 1 + Radius + Clearance;
        if (!blocked(grid, m_x, z))
            m_z = z;
    }
}

bool Walker::blocked(const Grid &grid, double x, double z) const
{
    const int left = int(std::floor(x - Radius));
    const int right = int(std::ceil(x + Radius)) - 1;
    const int top = int(std::floor(z - Radius));
    const int bottom = int(std::ceil(z + Radius)) - 1;
    for (int row = top; row <= bottom; ++row) {
        for (int col = left; col <= right; ++col) {
            if (!grid.isFloor(row, col))
                return true;
        }
    }
    return false;
}

} // namespace mazestudy
