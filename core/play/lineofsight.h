#pragma once

#include "grid.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazestudy {

// The flame's light: which units a flame standing on one unit lights, and
// which units it has ever lit (the dim memory the window may draw).
//
// Visibility rule. Units are closed unit squares; the flame sits at the
// centre of its unit. A unit U is visible when some point q of U can be
// joined to the flame by a straight segment that touches no wall unit other
// than U itself; units outside the grid count as wall. So light does not go
// around corners, a wall is lit when any of it shows (the walls along a lit
// corridor show), a wall hidden behind others is dark even next to the
// corridor, and light does not slip through the point where two walls meet
// diagonally (the player cannot step through there either).
//
// Lit units. A unit is lit when it is visible and the distance between its
// centre and the flame's is at most the radius (in units; a real number).
// Its light level is falloff(distance, radius).
//
// Cost. update() looks at each unit of the (2 floor(radius) + 1)^2 box once
// per quadrant it lies in, walking the quadrant in anti-diagonals (rings of
// equal row + column offset) in order of angle. Along any ray from the flame
// the offsets grow, so every wall that can hide a unit lies on an earlier
// anti-diagonal: the walls passed so far leave a sorted list of closed
// angular intervals in shadow, and a unit is visible exactly when its own
// angular interval is not covered by them. Directions are compared exactly
// with integer cross products, so units on the edge of a shadow are decided
// by the rule, not by rounding. The cost is O(r^2 + r k) for k separate
// shadows, and the grid-wide memory is updated in the box only.
class LineOfSight {
public:
    // Starts a maze of that size: forgets every unit seen and lights nothing.
    void reset(int rows, int cols);
    // Lights what a flame on `eye` sees within `radius` units and adds it to
    // the memory. Resets first when the grid's size differs from reset()'s.
    // A negative radius counts as 0 (the flame's own unit only).
    void update(const Grid &grid, Point eye, double radius);

    // The box the last update() looked at, clipped to the grid: units outside
    // it are dark. The window redraws this box and the previous one.
    const Rect &area() const { return m_area; }
    // 0 for a dark unit, else falloff() of its distance: in (0, 1].
    float light(int row, int col) const;
    bool lit(int row, int col) const { return light(row, col) > 0; }
    // Whether the unit has been lit since reset().
    bool remembered(int row, int col) const;
    // Row-major, 1 for remembered units, 0 otherwise.
    const uint8_t *rememberedUnits() const { return m_remembered.data(); }

    // The soft falloff: 1 - (distance / (radius + 1))^2. It is 1 at the flame
    // and falls with the square of the distance, gently near the flame and
    // faster towards the rim; the last lit ring keeps 1 - (r / (r + 1))^2 of
    // the light (0.27 at radius 6), so every lit unit shows.
    static float falloff(double distance, double radius);

private:
    void castQuadrant(const Grid &grid, Point eye, int quadrant, int reach, double radius);
    void lightUnit(int row, int col, double distanceSquared, double radius);
    // The unit's slot in m_levels, or OutsideArea.
    static constexpr size_t OutsideArea = SIZE_MAX;
    size_t levelIndex(int row, int col) const;

    int m_rows = 0;
    int m_cols = 0;
    Rect m_area;
    std::vector<float> m_levels; // the area's units, row-major
    std::vector<uint8_t> m_remembered;
};

} // namespace mazestudy
