#pragma once

#include "direction.h"
#include "grid.h"

namespace mazestudy {

// The 3D view's third-person player: a body that walks and turns freely on
// the maze's floor, in unit coordinates (x along columns, z along rows; the
// centre of unit (r, c) is (c + 0.5, r + 0.5)).
//
// Collision. The body is a square of half-side Radius, always axis-aligned
// whatever its heading, and may not overlap a unit that blocks (a wall of any
// height, or outside the grid). A step moves along x, then along z, each
// stopped at the face of the first blocking unit, so a walk into a wall at
// an angle slides along it, and a corner the body has cleared never holds it.
// Steps are cut into pieces shorter than the body, so nothing is tunnelled.
class Walker {
public:
    static constexpr double Radius = 0.3;

    Walker() = default;
    // On the unit's centre, facing `heading` (radians; 0 looks down the rows,
    // towards growing z, and turning left makes it grow).
    Walker(Point unit, double heading);

    double x() const { return m_x; }
    double z() const { return m_z; }
    double heading() const { return m_heading; }
    // The unit under the body's centre.
    Point unit() const;
    // The unit next to the body's in the direction it faces most.
    Point aimedUnit() const;
    Direction facing() const;
    // Whether the body covers any part of the unit.
    bool overlaps(Point unit) const;

    // Forward (or back, negative) along the heading; returns the distance
    // actually covered along the way.
    double walk(const Grid &grid, double distance);
    void turn(double radians);

private:
    // Moves the body's centre by (dx, dz) as far as the walls let it.
    void slide(const Grid &grid, double dx, double dz);
    bool blocked(const Grid &grid, double x, double z) const;

    double m_x = 0.5;
    double m_z = 0.5;
    double m_heading = 0;
};

} // namespace mazestudy
