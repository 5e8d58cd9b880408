#pragma once

#include "grid.h"

#include <cstdint>
#include <vector>

// Plain, independent checks of a grid's shape, written for the tests only.
namespace mazechecks {

struct Shape {
    uint64_t floor = 0;
    uint64_t edges = 0; // floor-to-floor steps between 4-neighbours
    uint64_t reached = 0; // floor units reachable from the first floor unit
};

inline Shape shapeOf(const mazestudy::Grid &grid)
{
    Shape shape;
    const int rows = grid.rows();
    const int cols = grid.cols();
    size_t first = grid.unitCount();
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            if (!grid.isFloor(r, c))
                continue;
            ++shape.floor;
            first = std::min(first, grid.index(r, c));
            shape.edges += grid.isFloor(r + 1, c);
            shape.edges += grid.isFloor(r, c + 1);
        }
    }
    if (first == grid.unitCount())
        return shape;
    std::vector<uint8_t> seen(grid.unitCount(), 0);
    std::vector<size_t> todo {first};
    seen[first] = 1;
    while (!todo.empty()) {
        const mazestudy::Point p = grid.point(todo.back());
        todo.pop_back();
        ++shape.reached;
        const int dr[] = {1, -1, 0, 0};
        const int dc[] = {0, 0, 1, -1};
        for (int i = 0; i < 4; ++i) {
            const int r = p.row + dr[i];
            const int c = p.col + dc[i];
            if (grid.isFloor(r, c) && !seen[grid.index(r, c)]) {
                seen[grid.index(r, c)] = 1;
                todo.push_back(grid.index(r, c));
            }
        }
    }
    return shape;
}

// Every floor unit reachable and no loop: a spanning tree of the floor.
inline bool isPerfect(const mazestudy::Grid &grid)
{
    const Shape shape = shapeOf(grid);
    return shape.floor > 0 && shape.reached == shape.floor && shape.edges + 1 == shape.floor;
}

inline int floorNeighbours(const mazestudy::Grid &grid, int r, int c)
{
    return grid.isFloor(r + 1, c) + grid.isFloor(r - 1, c) + grid.isFloor(r, c + 1) + grid.isFloor(r, c - 1);
}

inline uint64_t fingerprint(const mazestudy::Grid &grid)
{
    uint64_t hash = 1469598103934665603ULL;
    for (size_t i = 0; i < grid.unitCount(); ++i)
        hash = (hash ^ grid.data()[i]) * 1099511628211ULL;
    return hash;
}

} // namespace mazechecks
