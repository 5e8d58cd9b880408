#include "generatorcatalog.h"
#include "mazechecks.h"
#include "mazemetrics.h"
#include "solutionmetrics.h"
#include "testmazes.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <deque>
#include <random>
#include <type_traits>

using namespace mazestudy;

namespace {

// The path's choice order: up, right, down, left.
const Point Moves[4] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};

Point operator+(Point a, Point b)
{
    return {a.row + b.row, a.col + b.col};
}

Point operator-(Point a, Point b)
{
    return {a.row - b.row, a.col - b.col};
}

bool isCell(Point p)
{
    return p.row % 2 == 1 && p.col % 2 == 1;
}

// Every shortest-path distance from `from` over the floor (-1: unreachable),
// by a plain breadth-first search; `blocked` units are treated as wall.
std::vector<int> distancesFrom(const Grid &grid, Point from, const std::vector<char> &blocked = {})
{
    std::vector<int> distance(grid.unitCount(), -1);
    std::deque<Point> todo {from};
    distance[grid.index(from.row, from.col)] = 0;
    while (!todo.empty()) {
        const Point p = todo.front();
        todo.pop_front();
        for (const Point move : Moves) {
            const Point next = p + move;
            if (!grid.isFloor(next.row, next.col))
                continue;
            const size_t at = grid.index(next.row, next.col);
            if (distance[at] < 0 && (blocked.empty() || !blocked[at])) {
                distance[at] = distance[grid.index(p.row, p.col)] + 1;
                todo.push_back(next);
            }
        }
    }
    return distance;
}

// The metrics the slow way, straight from their definitions, with nothing
// shared with the production code: a search from every unit of the
// component for the nearest path unit, a flood per side branch, and the
// random mouse edge by edge (each path link cut in turn and the links left
// on the near side counted).
std::optional<SolutionMetrics> bruteForce(const Grid &grid, Point start, Point exit, bool cellView)
{
    if (!grid.isFloor(start.row, start.col) || !grid.isFloor(exit.row, exit.col))
        return std::nullopt;
    const std::vector<int> toExit = distancesFrom(grid, exit);
    if (toExit[grid.index(start.row, start.col)] < 0)
        return std::nullopt;
    const auto distanceToExit = [&](Point p) { return toExit[grid.index(p.row, p.col)]; };

    std::vector<Point> path {start};
    while (path.back() != exit) {
        for (const Point move : Moves) {
            const Point next = path.back() + move;
            if (grid.isFloor(next.row, next.col) && distanceToExit(next) == distanceToExit(path.back()) - 1) {
                path.push_back(next);
                break;
            }
        }
    }
    SolutionMetrics m;
    m.steps = path.size() - 1;
    m.units = path.size();
    for (size_t i = 0; i + 1 < path.size(); ++i) {
        const int neighbours = mazechecks::floorNeighbours(grid, path[i].row, path[i].col);
        if ((i == 0 ? neighbours : neighbours - 1) >= 2)
            ++m.decisionPoints;
        if (i > 0 && path[i + 1] - path[i] != path[i] - path[i - 1])
            ++m.turns;
    }
    m.decisionShare = double(m.decisionPoints) / double(m.units);
    if (m.steps > 0)
        m.meanStraightRun = double(m.steps) / double(m.turns + 1);
    if (cellView) {
        m.cells = uint64_t(std::count_if(path.begin(), path.end(), isCell));
        const int gridCells = (grid.rows() / 2) * (grid.cols() / 2);
        if (gridCells > 0)
            m.cellShare = double(*m.cells) / gridCells;
    }

    std::vector<Point> component;
    const std::vector<int> fromStart = distancesFrom(grid, start);
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            if (fromStart[grid.index(r, c)] >= 0)
                component.push_back({r, c});
        }
    }
    std::vector<char> onPath(grid.unitCount(), 0);
    for (const Point p : path)
        onPath[grid.index(p.row, p.col)] = 1;

    // Distance from the solution: a search from each unit, the nearest path unit.
    uint64_t distanceSum = 0;
    for (const Point p : component) {
        const std::vector<int> distance = distancesFrom(grid, p);
        int nearest = -1;
        for (const Point q : path) {
            const int d = distance[grid.index(q.row, q.col)];
            if (nearest < 0 || d < nearest)
                nearest = d;
        }
        distanceSum += uint64_t(nearest);
        m.maxDistanceFromSolution = std::max(m.maxDistanceFromSolution, uint64_t(nearest));
    }
    m.meanDistanceFromSolution = double(distanceSum) / double(component.size());

    // Side branches: a depth-first flood of each piece left without the path.
    std::vector<char> flooded = onPath;
    uint64_t branchUnits = 0;
    uint64_t branchCells = 0;
    uint64_t largestCells = 0;
    for (const Point p : component) {
        if (flooded[grid.index(p.row, p.col)])
            continue;
        uint64_t units = 0;
        uint64_t cells = 0;
        std::vector<Point> stack {p};
        flooded[grid.index(p.row, p.col)] = 1;
        while (!stack.empty()) {
            const Point at = stack.back();
            stack.pop_back();
            ++units;
            cells += isCell(at);
            for (const Point move : Moves) {
                const Point next = at + move;
                if (grid.isFloor(next.row, next.col) && !flooded[grid.index(next.row, next.col)]) {
                    flooded[grid.index(next.row, next.col)] = 1;
                    stack.push_back(next);
                }
            }
        }
        ++m.sideBranches;
        branchUnits += units;
        branchCells += cells;
        m.largestBranchUnits = std::max(m.largestBranchUnits, units);
        largestCells = std::max(largestCells, cells);
    }
    if (m.sideBranches > 0)
        m.meanBranchUnits = double(branchUnits) / double(m.sideBranches);
    if (cellView) {
        m.largestBranchCells = largestCells;
        if (m.sideBranches > 0)
            m.meanBranchCells = double(branchCells) / double(m.sideBranches);
    }

    // The random mouse, only where the component has no loop.
    uint64_t links = 0;
    for (const Point p : component)
        links += uint64_t(mazechecks::floorNeighbours(grid, p.row, p.col));
    links /= 2;
    if (links + 1 > component.size())
        return m;
    uint64_t mouse = 0;
    for (size_t i = 0; i + 1 < path.size(); ++i) {
        // Cut the link path[i] - path[i + 1]: without a loop, blocking
        // path[i + 1] leaves exactly path[i]'s side.
        std::vector<char> blocked(grid.unitCount(), 0);
        blocked[grid.index(path[i + 1].row, path[i + 1].col)] = 1;
        const std::vector<int> side = distancesFrom(grid, path[i], blocked);
        uint64_t sideLinks = 0;
        for (const Point p : component) {
            if (side[grid.index(p.row, p.col)] < 0)
                continue;
            for (const Point move : {Moves[1], Moves[2]}) { // each link once: to the right and down
                const Point next = p + move;
                sideLinks += grid.isFloor(next.row, next.col) && side[grid.index(next.row, next.col)] >= 0;
            }
        }
        mouse += 2 * sideLinks + 1;
    }
    m.randomMouseSteps = mouse;
    return m;
}

// The random mouse's expected steps by solving h(exit) = 0, h(u) = 1 +
// the mean of h over u's floor neighbours, by Gaussian elimination: the
// definition itself, without the 2m + 1 rule. Small components only.
double mouseBySolving(const Grid &grid, Point start, Point exit)
{
    const std::vector<int> fromStart = distancesFrom(grid, start);
    std::vector<int> number(grid.unitCount(), -1);
    std::vector<Point> unknowns;
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            if (fromStart[grid.index(r, c)] >= 0 && Point {r, c} != exit) {
                number[grid.index(r, c)] = int(unknowns.size());
                unknowns.push_back({r, c});
            }
        }
    }
    const size_t n = unknowns.size();
    std::vector<std::vector<double>> a(n, std::vector<double>(n + 1, 0.0));
    for (size_t i = 0; i < n; ++i) {
        const Point p = unknowns[i];
        const double degree = mazechecks::floorNeighbours(grid, p.row, p.col);
        a[i][i] = degree;
        a[i][n] = degree;
        for (const Point move : Moves) {
            const Point q = p + move;
            if (grid.isFloor(q.row, q.col) && q != exit)
                a[i][size_t(number[grid.index(q.row, q.col)])] -= 1.0;
        }
    }
    for (size_t col = 0; col < n; ++col) {
        size_t pivot = col;
        for (size_t row = col + 1; row < n; ++row) {
            if (std::abs(a[row][col]) > std::abs(a[pivot][col]))
                pivot = row;
        }
        std::swap(a[col], a[pivot]);
        for (size_t row = 0; row < n; ++row) {
            if (row == col || a[row][col] == 0.0)
                continue;
            const double factor = a[row][col] / a[col][col];
            for (size_t k = col; k <= n; ++k)
                a[row][k] -= factor * a[col][k];
        }
    }
    if (start == exit)
        return 0;
    const size_t s = size_t(number[grid.index(start.row, start.col)]);
    return a[s][n] / a[s][s];
}

// Walks of the random mouse, from a fixed seed: the mean and its standard error.
std::pair<double, double> simulateMouse(const Grid &grid, Point start, Point exit, int walks, uint64_t seed)
{
    std::mt19937_64 random(seed);
    double sum = 0;
    double squares = 0;
    for (int walk = 0; walk < walks; ++walk) {
        Point at = start;
        uint64_t steps = 0;
        while (at != exit) {
            Point ways[4];
            int count = 0;
            for (const Point move : Moves) {
                if (grid.isFloor(at.row + move.row, at.col + move.col))
                    ways[count++] = at + move;
            }
            at = ways[random() % uint64_t(count)];
            ++steps;
        }
        sum += double(steps);
        squares += double(steps) * double(steps);
    }
    const double mean = sum / walks;
    const double variance = (squares - walks * mean * mean) / (walks - 1);
    return {mean, std::sqrt(variance / walks)};
}

template<typename T> bool sameOptional(const std::optional<T> &a, const std::optional<T> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    if constexpr (std::is_floating_point_v<T>)
        return !a || qFuzzyCompare(1.0 + *a, 1.0 + *b);
    else
        return !a || *a == *b;
}

// Every field, named in the failure message.
void compareMetrics(const SolutionMetrics &got, const SolutionMetrics &want, const QByteArray &maze)
{
    const auto check = [&](bool same, const char *field) { QVERIFY2(same, (maze + ": " + field).constData()); };
    const auto near = [](double a, double b) { return qFuzzyCompare(1.0 + a, 1.0 + b); };
    check(got.steps == want.steps, "steps");
    check(got.units == want.units, "units");
    check(sameOptional(got.cells, want.cells), "cells");
    check(sameOptional(got.cellShare, want.cellShare), "cellShare");
    check(got.decisionPoints == want.decisionPoints, "decisionPoints");
    check(near(got.decisionShare, want.decisionShare), "decisionShare");
    check(got.turns == want.turns, "turns");
    check(sameOptional(got.meanStraightRun, want.meanStraightRun), "meanStraightRun");
    check(got.sideBranches == want.sideBranches, "sideBranches");
    check(got.largestBranchUnits == want.largestBranchUnits, "largestBranchUnits");
    check(sameOptional(got.meanBranchUnits, want.meanBranchUnits), "meanBranchUnits");
    check(sameOptional(got.largestBranchCells, want.largestBranchCells), "largestBranchCells");
    check(sameOptional(got.meanBranchCells, want.meanBranchCells), "meanBranchCells");
    check(near(got.meanDistanceFromSolution, want.meanDistanceFromSolution), "meanDistanceFromSolution");
    check(got.maxDistanceFromSolution == want.maxDistanceFromSolution, "maxDistanceFromSolution");
    check(sameOptional(got.randomMouseSteps, want.randomMouseSteps), "randomMouseSteps");
}

// The production values against the brute force and measureGrid's path.
// Returns the production values, for checks of their own.
std::optional<SolutionMetrics> checkAgainstBruteForce(
    const Grid &grid, Point start, Point exit, bool cellView, const QByteArray &maze)
{
    const std::optional<SolutionMetrics> got = measureSolution(grid, start, exit, cellView);
    const std::optional<SolutionMetrics> want = bruteForce(grid, start, exit, cellView);
    [&] {
        QVERIFY2(got.has_value() == want.has_value(), maze.constData());
        const MazeMetrics metrics = measureGrid(grid, start, exit, cellView);
        QVERIFY2(metrics.shortestPath.has_value() == got.has_value(), maze.constData());
        if (!got)
            return;
        QVERIFY2(*metrics.shortestPath == got->steps, maze.constData());
        compareMetrics(*got, *want, maze);
    }();
    return got;
}

} // namespace

class TestSolutionMetrics : public QObject {
    Q_OBJECT
private slots:
    // ####### One corridor of 4 steps: no choice, no branch. The mouse on a
    // #S...E# corridor of n steps needs n^2 on average (it is pushed back half
    // ####### the time), not n. Cells: (1,1), (1,3), (1,5), all of the grid's.
    void straightCorridor()
    {
        const testmazes::Picture maze = testmazes::draw({"#######", "#S...E#", "#######"});
        const auto m = checkAgainstBruteForce(maze.grid, *maze.start, *maze.exit, true, "straight");
        QVERIFY(m);
        QCOMPARE(m->steps, uint64_t(4));
        QCOMPARE(m->units, uint64_t(5));
        QCOMPARE(m->cells.value(), uint64_t(3));
        QCOMPARE(m->cellShare.value(), 1.0);
        QCOMPARE(m->decisionPoints, uint64_t(0));
        QCOMPARE(m->decisionShare, 0.0);
        QCOMPARE(m->turns, uint64_t(0));
        QCOMPARE(m->meanStraightRun.value(), 4.0);
        QCOMPARE(m->sideBranches, uint64_t(0));
        QCOMPARE(m->largestBranchUnits, uint64_t(0));
        QVERIFY(!m->meanBranchUnits);
        QCOMPARE(m->largestBranchCells.value(), uint64_t(0));
        QVERIFY(!m->meanBranchCells);
        QCOMPARE(m->meanDistanceFromSolution, 0.0);
        QCOMPARE(m->maxDistanceFromSolution, uint64_t(0));
        QCOMPARE(m->randomMouseSteps.value(), uint64_t(16));
        QCOMPARE(mouseBySolving(maze.grid, *maze.start, *maze.exit), 16.0);
    }

    // ##### Three steps right, two down: one turn, runs of 2.5 on average.
    // #S..#
    // ###.#
    // ###E#
    // #####
    void lCorridor()
    {
        const testmazes::Picture maze = testmazes::draw({"#####", "#S..#", "###.#", "###E#", "#####"});
        const auto m = checkAgainstBruteForce(maze.grid, *maze.start, *maze.exit, false, "L");
        QVERIFY(m);
        QCOMPARE(m->steps, uint64_t(4));
        QCOMPARE(m->turns, uint64_t(1));
        QCOMPARE(m->meanStraightRun.value(), 2.0);
        QCOMPARE(m->decisionPoints, uint64_t(0));
        QCOMPARE(m->sideBranches, uint64_t(0));
        QVERIFY(!m->cells);
        QVERIFY(!m->cellShare);
        QVERIFY(!m->largestBranchCells);
        QCOMPARE(m->randomMouseSteps.value(), uint64_t(16));
    }

    // ##### A dead end of two units below the middle of S.E. By hand: h(b2)
    // #S.E# = 1 + h(b1), h(b1) = 1 + (h(a) + h(b2)) / 2, so h(b1) = 3 + h(a);
    // ##.## h(a) = 1 + (h(S) + h(b1) + 0) / 3 with h(S) = 1 + h(a): h(a) = 7,
    // ##.## h(S) = 8. By the rule: 2*0+1 for S->a, 2*3+1 for a->E (3 links
    // ##### behind: S-a, a-b1, b1-b2). The middle is the one decision point.
    void tWithDeadEnd()
    {
        const testmazes::Picture maze = testmazes::draw({"#####", "#S.E#", "##.##", "##.##", "#####"});
        const auto m = checkAgainstBruteForce(maze.grid, *maze.start, *maze.exit, true, "T");
        QVERIFY(m);
        QCOMPARE(m->steps, uint64_t(2));
        QCOMPARE(m->units, uint64_t(3));
        QCOMPARE(m->cells.value(), uint64_t(2)); // (1,1) and (1,3)
        QCOMPARE(m->cellShare.value(), 2.0 / 4);
        QCOMPARE(m->decisionPoints, uint64_t(1));
        QCOMPARE(m->decisionShare, 1.0 / 3);
        QCOMPARE(m->turns, uint64_t(0));
        QCOMPARE(m->sideBranches, uint64_t(1));
        QCOMPARE(m->largestBranchUnits, uint64_t(2));
        QCOMPARE(m->meanBranchUnits.value(), 2.0);
        QCOMPARE(m->largestBranchCells.value(), uint64_t(0)); // (2,2) and (3,2): even columns, no cell
        QCOMPARE(m->meanBranchCells.value(), 0.0);
        QCOMPARE(m->meanDistanceFromSolution, 3.0 / 5);
        QCOMPARE(m->maxDistanceFromSolution, uint64_t(2));
        QCOMPARE(m->randomMouseSteps.value(), uint64_t(8));
        QCOMPARE(mouseBySolving(maze.grid, *maze.start, *maze.exit), 8.0);
    }

    // ####### The start inside a corridor: two ways to go, so a decision
    // #..S.E# point, and the two units behind it one branch. From unit x of
    // ####### a corridor 0..4 to its end, n^2 - x^2 = 16 - 4 steps.
    void startInsideCorridor()
    {
        const testmazes::Picture maze = testmazes::draw({"#######", "#..S.E#", "#######"});
        const auto m = checkAgainstBruteForce(maze.grid, *maze.start, *maze.exit, false, "inside");
        QVERIFY(m);
        QCOMPARE(m->decisionPoints, uint64_t(1));
        QCOMPARE(m->sideBranches, uint64_t(1));
        QCOMPARE(m->largestBranchUnits, uint64_t(2));
        QCOMPARE(m->maxDistanceFromSolution, uint64_t(2));
        QCOMPARE(m->randomMouseSteps.value(), uint64_t(12));
        QCOMPARE(mouseBySolving(maze.grid, *maze.start, *maze.exit), 12.0);
    }

    // ###### A ring: two shortest paths of 6 steps. The rule takes right
    // #S...# before down, so the path runs along the top (one turn, not two)
    // #.##.# and the left and bottom sides are one branch of 4 units touching
    // #....# the path at both ends. Decisions: the start (two ways) and
    // ####E# (3,4) (up was the way in; left and down). No mouse: a loop.
    // ######
    void loop()
    {
        const testmazes::Picture maze = testmazes::draw({"######", "#S...#", "#.##.#", "#....#", "####E#", "######"});
        const auto m = checkAgainstBruteForce(maze.grid, *maze.start, *maze.exit, false, "loop");
        QVERIFY(m);
        QCOMPARE(m->steps, uint64_t(6));
        QCOMPARE(m->turns, uint64_t(1));
        QCOMPARE(m->meanStraightRun.value(), 3.0);
        QCOMPARE(m->decisionPoints, uint64_t(2));
        QCOMPARE(m->sideBranches, uint64_t(1));
        QCOMPARE(m->largestBranchUnits, uint64_t(4));
        QCOMPARE(m->meanDistanceFromSolution, 6.0 / 11);
        QCOMPARE(m->maxDistanceFromSolution, uint64_t(2));
        QVERIFY(!m->randomMouseSteps);
    }

    // No path: the exit in another component, a start on a wall or outside
    // the grid. And the start on the exit: 0 steps, no run, no mouse steps.
    void degenerate()
    {
        const testmazes::Picture apart = testmazes::draw({"########", "#S.#..E#", "########"});
        QVERIFY(!measureSolution(apart.grid, *apart.start, *apart.exit, false));
        QVERIFY(!measureSolution(apart.grid, {0, 0}, *apart.exit, false));
        QVERIFY(!measureSolution(apart.grid, *apart.start, {0, 0}, false));
        QVERIFY(!measureSolution(apart.grid, {-1, 3}, *apart.exit, false));
        QVERIFY(!measureSolution(apart.grid, *apart.start, {3, 1}, false));
        checkAgainstBruteForce(apart.grid, *apart.start, *apart.exit, false, "apart");

        const auto same = checkAgainstBruteForce(apart.grid, *apart.start, *apart.start, false, "same");
        QVERIFY(same);
        QCOMPARE(same->steps, uint64_t(0));
        QCOMPARE(same->units, uint64_t(1));
        QCOMPARE(same->decisionPoints, uint64_t(0));
        QVERIFY(!same->meanStraightRun);
        QCOMPARE(same->sideBranches, uint64_t(1));
        QCOMPARE(same->randomMouseSteps.value(), uint64_t(0));
    }

    // Every generator of the catalogue, with its own start and exit.
    void generatedMatchBruteForce()
    {
        int measured = 0;
        for (const GeneratorInfo &info : generatorCatalog()) {
            for (const auto &[rows, cols] : {std::pair {11, 11}, {21, 31}}) {
                for (uint64_t seed = 1; seed <= 3; ++seed) {
                    const auto maze = testmazes::generated(info.id, rows, cols, seed * 7919);
                    if (!maze->start() || !maze->exit())
                        continue;
                    const QByteArray name = QByteArray::fromStdString(info.id) + " " + QByteArray::number(rows) + "x"
                        + QByteArray::number(cols) + " seed " + QByteArray::number(seed);
                    const auto m = checkAgainstBruteForce(
                        maze->grid(), *maze->start(), *maze->exit(), hasCellView(info.id), name);
                    if (QTest::currentTestFailed())
                        return;
                    measured += m.has_value();
                    if (m && m->randomMouseSteps && rows == 11) {
                        const double solved = mouseBySolving(maze->grid(), *maze->start(), *maze->exit());
                        QVERIFY2(std::abs(solved - double(*m->randomMouseSteps)) <= 1e-6 * solved, name.constData());
                    }
                }
            }
        }
        QVERIFY(measured > 0);
    }

    // Loops: perfect mazes with walls knocked out between two floor units,
    // and the start and exit on any floor unit; the automaton's own floors.
    void loopsMatchBruteForce()
    {
        std::mt19937 random(7);
        int withLoops = 0;
        for (const char *generator : {"backtracker", "kruskal", "prim", "binary-tree"}) {
            for (uint64_t seed = 1; seed <= 4; ++seed) {
                const auto maze = testmazes::generated(generator, 21, 31, seed);
                Grid grid = maze->grid();
                for (int knocked = 0; knocked < int(seed) * 3;) {
                    const int r = 1 + int(random() % 19);
                    const int c = 1 + int(random() % 29);
                    const bool across = (grid.isFloor(r - 1, c) && grid.isFloor(r + 1, c))
                        || (grid.isFloor(r, c - 1) && grid.isFloor(r, c + 1));
                    if (!grid.isFloor(r, c) && across) {
                        grid.set(r, c, Grid::Floor);
                        ++knocked;
                    }
                }
                std::vector<Point> floor;
                for (int r = 0; r < grid.rows(); ++r) {
                    for (int c = 0; c < grid.cols(); ++c) {
                        if (grid.isFloor(r, c))
                            floor.push_back({r, c});
                    }
                }
                for (int pair = 0; pair < 3; ++pair) {
                    const Point start = pair == 0 ? *maze->start() : floor[random() % floor.size()];
                    const Point exit = pair == 0 ? *maze->exit() : floor[random() % floor.size()];
                    const QByteArray name = QByteArray(generator) + " seed " + QByteArray::number(seed) + " pair "
                        + QByteArray::number(pair);
                    const auto m = checkAgainstBruteForce(grid, start, exit, true, name);
                    if (QTest::currentTestFailed())
                        return;
                    QVERIFY(m);
                    QVERIFY(!m->randomMouseSteps);
                    ++withLoops;
                }
            }
        }
        // The automaton's floor falls into many pieces, its own start and exit
        // in different ones (no path); other pairs join units of one piece.
        int automatonLoops = 0;
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            const auto maze = testmazes::generated("automaton", 40, 46, seed);
            const Grid &grid = maze->grid();
            const QByteArray name = "automaton seed " + QByteArray::number(seed);
            checkAgainstBruteForce(grid, *maze->start(), *maze->exit(), false, name);
            std::vector<Point> floor;
            for (int r = 0; r < grid.rows(); ++r) {
                for (int c = 0; c < grid.cols(); ++c) {
                    if (grid.isFloor(r, c))
                        floor.push_back({r, c});
                }
            }
            for (int pair = 0; pair < 6; ++pair) {
                const Point start = floor[random() % floor.size()];
                const std::vector<int> fromStart = distancesFrom(grid, start);
                std::vector<Point> reachable;
                for (const Point p : floor) {
                    if (fromStart[grid.index(p.row, p.col)] >= 0)
                        reachable.push_back(p);
                }
                const Point exit = reachable[random() % reachable.size()];
                const auto m
                    = checkAgainstBruteForce(grid, start, exit, false, name + " pair " + QByteArray::number(pair));
                if (QTest::currentTestFailed())
                    return;
                QVERIFY(m);
                automatonLoops += !m->randomMouseSteps;
            }
        }
        QCOMPARE(withLoops, 48);
        QVERIFY(automatonLoops > 0);
    }

    // The exact random mouse against 20,000 simulated walks on small perfect
    // mazes: inside the simulated mean's 99% confidence interval.
    void randomMouseMatchesSimulation()
    {
        uint64_t seed = 1;
        for (const char *generator : {"backtracker", "kruskal", "wilson"}) {
            for (const int side : {7, 9, 11}) {
                const auto maze = testmazes::generated(generator, side, side, 100 + uint64_t(side));
                QVERIFY(mazechecks::isPerfect(maze->grid()));
                const auto m = measureSolution(maze->grid(), *maze->start(), *maze->exit(), true);
                QVERIFY(m && m->randomMouseSteps);
                const double exact = double(*m->randomMouseSteps);
                const auto [mean, error] = simulateMouse(maze->grid(), *maze->start(), *maze->exit(), 20000, seed++);
                const QByteArray name = QByteArray(generator) + " " + QByteArray::number(side) + ": exact "
                    + QByteArray::number(exact) + ", simulated " + QByteArray::number(mean) + " +- "
                    + QByteArray::number(2.576 * error);
                QVERIFY2(std::abs(exact - mean) <= 2.576 * error, name.constData());
            }
        }
    }

    // A long thin floor, far past what recursion would survive: a spine of
    // 140,001 units down column 0, a one-unit tooth east of every even row,
    // from the top of the spine to the tooth at its foot. Path: the spine and
    // the last tooth; every other tooth a branch and, but for the spine's
    // foot (two ways only, one the way in), every even spine unit a decision.
    void longComb()
    {
        const int rows = 2 * 70000 + 1;
        Grid comb(rows, 3, Grid::Wall);
        for (int r = 0; r < rows; ++r) {
            comb.set(r, 0, Grid::Floor);
            if (r % 2 == 0)
                comb.set(r, 1, Grid::Floor);
        }
        const auto m = measureSolution(comb, {0, 0}, {rows - 1, 1}, false);
        QVERIFY(m);
        QCOMPARE(m->steps, uint64_t(rows));
        QCOMPARE(m->turns, uint64_t(1));
        QCOMPARE(m->decisionPoints, uint64_t(70000));
        QCOMPARE(m->sideBranches, uint64_t(70000));
        QCOMPARE(m->largestBranchUnits, uint64_t(1));
        QCOMPARE(m->maxDistanceFromSolution, uint64_t(1));
        QCOMPARE(m->meanDistanceFromSolution, 70000.0 / double(rows + 1 + 70000));
        // Step k -> k + 1 down the spine has k + 1 spine units and the teeth
        // of rows 0..k behind it; the last step, into the tooth, all of the spine.
        uint64_t mouse = 0;
        uint64_t teeth = 0;
        for (uint64_t k = 0; k < uint64_t(rows); ++k) {
            teeth += (k % 2 == 0 && k + 1 < uint64_t(rows));
            mouse += 2 * (k + 1 + teeth) - 1;
        }
        QCOMPARE(m->randomMouseSteps.value(), mouse);
    }
};

QTEST_APPLESS_MAIN(TestSolutionMetrics)
#include "tst_solutionmetrics.moc"
