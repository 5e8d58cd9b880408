#include "labcheck.h"

#include "labrecording.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <limits>
#include <set>

namespace mazestudy {

namespace {

std::string unit(Point p)
{
    return "(" + std::to_string(p.row) + ", " + std::to_string(p.col) + ")";
}

Point start()
{
    return {1, 1};
}

// The exit as the assignment's solve() comment names it, and the two units
// its setup digs beside it.
std::vector<Point> exits(const Grid &maze)
{
    const auto [east, south] = labExitUnits(maze.rows(), maze.cols());
    return {{maze.rows() - 2, maze.cols() - 2}, east, south};
}

bool isExit(const Grid &maze, Point p)
{
    const auto both = exits(maze);
    return std::find(both.begin(), both.end(), p) != both.end();
}

// Steps from `from` to every unit over floor; max() where unreached.
std::vector<size_t> distances(const Grid &maze, Point from)
{
    constexpr size_t Unreached = std::numeric_limits<size_t>::max();
    std::vector<size_t> steps(maze.unitCount(), Unreached);
    if (!maze.isFloor(from.row, from.col))
        return steps;
    std::deque<Point> queue {from};
    steps[maze.index(from.row, from.col)] = 0;
    while (!queue.empty()) {
        const Point p = queue.front();
        queue.pop_front();
        const size_t next = steps[maze.index(p.row, p.col)] + 1;
        for (const Point q :
            {Point {p.row - 1, p.col}, Point {p.row + 1, p.col}, Point {p.row, p.col - 1}, Point {p.row, p.col + 1}}) {
            if (maze.isFloor(q.row, q.col) && steps[maze.index(q.row, q.col)] == Unreached) {
                steps[maze.index(q.row, q.col)] = next;
                queue.push_back(q);
            }
        }
    }
    return steps;
}

} // namespace

size_t undugCells(const Grid &maze)
{
    size_t undug = 0;
    for (int row = 1; row < maze.rows() - 1; row += 2)
        for (int col = 1; col < maze.cols() - 1; col += 2)
            undug += maze.at(row, col) == Grid::Wall;
    return undug;
}

Verdict checkSolve(const Grid &maze, const std::vector<Point> &dots)
{
    if (dots.empty())
        return {false, "solve draws no dot (drawdot)"};
    if (dots.front() != start())
        return {false, "the dot starts at " + unit(dots.front()) + ", not at (1, 1)"};
    for (size_t i = 0; i < dots.size(); ++i) {
        const Point p = dots[i];
        if (!maze.isFloor(p.row, p.col))
            return {false, "the dot is drawn on the wall at " + unit(p)};
        if (i > 0 && std::abs(p.row - dots[i - 1].row) + std::abs(p.col - dots[i - 1].col) > 1)
            return {false, "the dot jumps from " + unit(dots[i - 1]) + " to " + unit(p)};
        if (isExit(maze, p))
            return {true, {}};
    }
    return {false, "the dot stops at " + unit(dots.back()) + ", before the exit " + unit(exits(maze).front())};
}

Verdict checkTrace(const Grid &maze, const std::vector<Point> &dots)
{
    if (dots.empty())
        return {false, "trace draws no dot (drawdot)"};
    const auto fromStart = distances(maze, start());
    // The exit the dots reach: the unit beyond, where they mark both.
    constexpr size_t Unreached = std::numeric_limits<size_t>::max();
    Point end = exits(maze).front();
    size_t length = Unreached;
    for (const Point exit : exits(maze)) {
        const size_t steps = fromStart[maze.index(exit.row, exit.col)];
        if (std::find(dots.begin(), dots.end(), exit) != dots.end() && steps != Unreached
            && (length == Unreached || steps > length)) {
            end = exit;
            length = steps;
        }
    }
    if (length == Unreached) {
        const size_t toExit = fromStart[maze.index(end.row, end.col)];
        if (toExit == Unreached)
            return {false, "the maze has no path from (1, 1) to the exit to trace"};
        return {false, "the path does not reach the exit " + unit(end)};
    }
    const auto fromEnd = distances(maze, end);
    // A unit is on a shortest path when its distances from both ends add up to
    // the path's length; a shortest path has one unit at each distance.
    std::set<std::pair<int, int>> marked;
    for (const Point p : dots)
        marked.insert({p.row, p.col});
    std::vector<Point> byDistance(length + 1, Point {-1, -1});
    for (const auto &[row, col] : marked) {
        const Point p {row, col};
        const size_t index = maze.index(row, col);
        if (!maze.isFloor(row, col))
            return {false, "the path marks the wall at " + unit(p)};
        if (fromStart[index] == Unreached || fromStart[index] + fromEnd[index] != length)
            return {
                false, "the path marks " + unit(p) + ", which is not on a shortest path from (1, 1) to " + unit(end)};
        if (byDistance[fromStart[index]].row >= 0)
            return {false,
                "the path marks both " + unit(byDistance[fromStart[index]]) + " and " + unit(p) + ", "
                    + std::to_string(fromStart[index]) + " steps from (1, 1): it is not one path"};
        byDistance[fromStart[index]] = p;
    }
    for (size_t steps = 0; steps <= length; ++steps) {
        if (byDistance[steps].row < 0)
            return {false,
                "the path has " + std::to_string(marked.size()) + " units; the shortest from (1, 1) to " + unit(end)
                    + " has " + std::to_string(length + 1) + ": it leaves out the unit " + std::to_string(steps)
                    + " steps from (1, 1)"};
        const Point p = byDistance[steps];
        if (steps > 0 && std::abs(p.row - byDistance[steps - 1].row) + std::abs(p.col - byDistance[steps - 1].col) != 1)
            return {false, "the path is broken between " + unit(byDistance[steps - 1]) + " and " + unit(p)};
    }
    return {true, {}};
}

} // namespace mazestudy
