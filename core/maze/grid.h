#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace mazestudy {

struct Point {
    int row = 0;
    int col = 0;
    friend bool operator==(Point a, Point b) { return a.row == b.row && a.col == b.col; }
    friend bool operator!=(Point a, Point b) { return !(a == b); }
};

// An inclusive rectangle of units; empty when bottom < top.
struct Rect {
    int top = 0;
    int left = 0;
    int bottom = -1;
    int right = -1;

    bool isEmpty() const { return bottom < top || right < left; }
    void include(Point p);
    void include(const Rect &other);
    friend bool operator==(const Rect &a, const Rect &b)
    {
        return a.top == b.top && a.left == b.left && a.bottom == b.bottom && a.right == b.right;
    }
    friend bool operator!=(const Rect &a, const Rect &b) { return !(a == b); }
};

// The block grid every generator works on: rows x cols units, each wall (0) or
// floor (1), like the mazedfs lab's byte[][] M. One byte a unit, row-major.
class Grid {
public:
    static constexpr uint8_t Wall = 0;
    static constexpr uint8_t Floor = 1;

    Grid() = default;
    Grid(int rows, int cols, uint8_t fill = Wall);
    // Takes rows * cols units, row-major.
    Grid(int rows, int cols, std::vector<uint8_t> &&units);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    size_t unitCount() const { return m_units.size(); }

    bool contains(int row, int col) const { return row >= 0 && row < m_rows && col >= 0 && col < m_cols; }
    size_t index(int row, int col) const { return size_t(row) * size_t(m_cols) + size_t(col); }
    Point point(size_t index) const { return {int(index / size_t(m_cols)), int(index % size_t(m_cols))}; }

    uint8_t at(int row, int col) const { return m_units[index(row, col)]; }
    void set(int row, int col, uint8_t value) { m_units[index(row, col)] = value; }
    // Units outside the grid count as wall, as the metrics define.
    bool isFloor(int row, int col) const { return contains(row, col) && at(row, col) == Floor; }

    const uint8_t *data() const { return m_units.data(); }
    uint8_t *data() { return m_units.data(); }
    // The units, row-major, for a caller that keeps them without a copy (the
    // Python module's arrays); the grid is left empty.
    std::vector<uint8_t> releaseUnits() &&
    {
        m_rows = m_cols = 0;
        return std::move(m_units);
    }

    friend bool operator==(const Grid &a, const Grid &b)
    {
        return a.m_rows == b.m_rows && a.m_cols == b.m_cols && a.m_units == b.m_units;
    }
    friend bool operator!=(const Grid &a, const Grid &b) { return !(a == b); }

private:
    int m_rows = 0;
    int m_cols = 0;
    std::vector<uint8_t> m_units;
};

// The first and the last floor unit in reading order: where a player starts
// and leaves a maze that has no start or exit of its own (the automata's).
std::optional<Point> firstFloorUnit(const Grid &grid);
std::optional<Point> lastFloorUnit(const Grid &grid);

} // namespace mazestudy
