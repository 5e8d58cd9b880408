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
        return Verdict::failed(Fault::NoDot, {}, {}, "solve");
    if (dots.front() != start())
        return Verdict::failed(Fault::StartsElsewhere, {dots.front()});
    for (size_t i = 0; i < dots.size(); ++i) {
        const Point p = dots[i];
        if (!maze.isFloor(p.row, p.col))
            return Verdict::failed(Fault::DotOnWall, {p});
        if (i > 0 && std::abs(p.row - dots[i - 1].row) + std::abs(p.col - dots[i - 1].col) > 1)
            return Verdict::failed(Fault::Jumps, {dots[i - 1], p});
        if (isExit(maze, p))
            return Verdict::passed();
    }
    return Verdict::failed(Fault::StopsEarly, {dots.back(), exits(maze).front()});
}

Verdict checkTrace(const Grid &maze, const std::vector<Point> &dots)
{
    if (dots.empty())
        return Verdict::failed(Fault::NoDot, {}, {}, "trace");
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
            return Verdict::failed(Fault::NoPath);
        return Verdict::failed(Fault::MissesExit, {end});
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
            return Verdict::failed(Fault::PathOnWall, {p});
        if (fromStart[index] == Unreached || fromStart[index] + fromEnd[index] != length)
            return Verdict::failed(Fault::OffPath, {p, end});
        if (byDistance[fromStart[index]].row >= 0)
            return Verdict::failed(Fault::NotOnePath, {byDistance[fromStart[index]], p}, {fromStart[index]});
        byDistance[fromStart[index]] = p;
    }
    for (size_t steps = 0; steps <= length; ++steps) {
        if (byDistance[steps].row < 0)
            return Verdict::failed(Fault::LeavesOut, {end}, {marked.size(), length + 1, steps});
        const Point p = byDistance[steps];
        if (steps > 0 && std::abs(p.row - byDistance[steps - 1].row) + std::abs(p.col - byDistance[steps - 1].col) != 1)
            return Verdict::failed(Fault::Broken, {byDistance[steps - 1], p});
    }
    return Verdict::passed();
}

Verdict Verdict::failed(
    Fault fault, std::vector<Point> units, std::vector<uint64_t> counts, std::string walk, std::string text)
{
    Verdict verdict {false, fault, std::move(walk), std::move(units), std::move(counts), std::move(text), {}};
    verdict.why = verdictText(verdict);
    return verdict;
}

std::string verdictText(const Verdict &verdict)
{
    const auto &u = verdict.units;
    const auto n = [&](size_t i) { return std::to_string(verdict.counts[i]); };
    switch (verdict.fault) {
    case Fault::None:
        return {};
    case Fault::NoDot:
        return verdict.walk + " draws no dot (drawdot)";
    case Fault::StartsElsewhere:
        return "the dot starts at " + unit(u[0]) + ", not at (1, 1)";
    case Fault::DotOnWall:
        return "the dot is drawn on the wall at " + unit(u[0]);
    case Fault::Jumps:
        return "the dot jumps from " + unit(u[0]) + " to " + unit(u[1]);
    case Fault::StopsEarly:
        return "the dot stops at " + unit(u[0]) + ", before the exit " + unit(u[1]);
    case Fault::NoPath:
        return "the maze has no path from (1, 1) to the exit to trace";
    case Fault::MissesExit:
        return "the path does not reach the exit " + unit(u[0]);
    case Fault::PathOnWall:
        return "the path marks the wall at " + unit(u[0]);
    case Fault::OffPath:
        return "the path marks " + unit(u[0]) + ", which is not on a shortest path from (1, 1) to " + unit(u[1]);
    case Fault::NotOnePath:
        return "the path marks both " + unit(u[0]) + " and " + unit(u[1]) + ", " + n(0)
            + " steps from (1, 1): it is not one path";
    case Fault::LeavesOut:
        return "the path has " + n(0) + " units; the shortest from (1, 1) to " + unit(u[0]) + " has " + n(1)
            + ": it leaves out the unit " + n(2) + " steps from (1, 1)";
    case Fault::Broken:
        return "the path is broken between " + unit(u[0]) + " and " + unit(u[1]);
    case Fault::NotWritten:
        return "there is no " + verdict.walk + "() of the student's";
    case Fault::NotCalled:
        return verdict.walk + "() was never called: does the code override setup()?";
    case Fault::Stopped:
        return verdict.walk + (verdict.walk == "digout" ? "" : "()") + " stopped: " + verdict.text;
    case Fault::NotPerfect:
        return "not a perfect maze: " + n(0) + " cell(s) undug, " + n(1) + " loop(s), " + n(2) + " part(s) of floor";
    case Fault::ExitNotDug:
        return "digout left its start " + unit(u[0]) + " wall, so no exit is dug";
    }
    return {};
}

} // namespace mazestudy
