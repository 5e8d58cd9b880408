#pragma once

#include "generatorcatalog.h"
#include "grid.h"
#include "specof.h"

#include <QByteArray>

#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// Mazes for the games' tests: generated ones, and small grids drawn in the
// tests' source ('#' wall, '.' floor, and floor units marked 'S' for the
// start, 'E' for the exit and '@' for where a flame or player stands).
namespace testmazes {

// A generator run to the end.
inline std::unique_ptr<mazestudy::Generator> generated(
    const std::string &id, int rows, int cols, uint64_t seed, const std::map<std::string, std::string> &options = {})
{
    mazestudy::MazeSpec spec = specOf(id, rows, cols, seed);
    spec.options = options;
    auto generator = mazestudy::makeGenerator(spec);
    generator->run();
    return generator;
}

struct Picture {
    mazestudy::Grid grid;
    std::optional<mazestudy::Point> start;
    std::optional<mazestudy::Point> exit;
    std::optional<mazestudy::Point> eye;
};

inline Picture draw(const std::vector<std::string> &rows)
{
    Picture picture;
    picture.grid = mazestudy::Grid(int(rows.size()), int(rows.front().size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        for (int c = 0; c < int(rows[size_t(r)].size()); ++c) {
            const char unit = rows[size_t(r)][size_t(c)];
            if (unit != '#')
                picture.grid.set(r, c, mazestudy::Grid::Floor);
            if (unit == 'S')
                picture.start = mazestudy::Point {r, c};
            if (unit == 'E')
                picture.exit = mazestudy::Point {r, c};
            if (unit == '@')
                picture.eye = mazestudy::Point {r, c};
        }
    }
    return picture;
}

// Whether consecutive units are 4-neighbours on the floor.
inline bool isFloorWalk(const mazestudy::Grid &grid, const std::vector<mazestudy::Point> &units)
{
    for (size_t i = 0; i < units.size(); ++i) {
        if (!grid.isFloor(units[i].row, units[i].col))
            return false;
        if (i > 0 && std::abs(units[i].row - units[i - 1].row) + std::abs(units[i].col - units[i - 1].col) != 1)
            return false;
    }
    return true;
}

} // namespace testmazes

namespace mazestudy {
// For QCOMPARE's failure messages.
inline char *toString(const Point &p)
{
    return qstrdup(QByteArray::number(p.row) + "," + QByteArray::number(p.col));
}
} // namespace mazestudy
