#include "solutionwalk.h"

#include "divider.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <vector>

namespace mazestudy {

namespace floorwalks {

namespace {

// Whether a unit's row (bit 0) and column (bit 1) are odd: a cell of the
// cell view has both. A step along a link changes one of them, so a walk
// knows its cells without dividing a unit's index by the row's length.
constexpr uint8_t OddRow = 1;
constexpr uint8_t OddCol = 2;
constexpr uint8_t CellParity = OddRow | OddCol;
constexpr std::array<uint8_t, 9> parityChange = [] {
    std::array<uint8_t, 9> change {};
    change[South] = change[North] = OddRow;
    change[East] = change[West] = OddCol;
    return change;
}();

uint8_t parityOf(size_t unit, size_t cols)
{
    const size_t row = unit / cols;
    return uint8_t((row & 1) | ((unit - row * cols) & 1) << 1);
}

std::optional<double> ratio(uint64_t numerator, uint64_t denominator)
{
    if (denominator == 0)
        return std::nullopt;
    return double(numerator) / double(denominator);
}

// What the side branches add up to, however they were found.
struct Branches {
    uint64_t count = 0;
    uint64_t units = 0;
    uint64_t cells = 0;
    uint64_t largestUnits = 0;
    uint64_t largestCells = 0;
    uint64_t distanceSum = 0; // every unit's distance from the path, added up
    uint64_t farthest = 0;
};

// The fields every way of measuring fills alike, from the path's own counts.
SolutionMetrics finish(uint64_t steps, uint64_t pathCells, uint64_t decisions, uint64_t turns, const Branches &branches,
    uint64_t componentUnits, const SolutionGrid &maze)
{
    SolutionMetrics m;
    m.steps = steps;
    m.units = steps + 1;
    m.decisionPoints = decisions;
    m.decisionShare = double(decisions) / double(m.units);
    m.turns = turns;
    if (steps > 0)
        m.meanStraightRun = double(steps) / double(turns + 1);
    m.sideBranches = branches.count;
    m.largestBranchUnits = branches.largestUnits;
    m.meanBranchUnits = ratio(branches.units, branches.count);
    m.meanDistanceFromSolution = double(branches.distanceSum) / double(componentUnits);
    m.maxDistanceFromSolution = branches.farthest;
    if (maze.cellView) {
        m.cells = pathCells;
        m.cellShare = ratio(pathCells, uint64_t(maze.rows / 2) * uint64_t(maze.cols / 2));
        m.largestBranchCells = branches.largestCells;
        m.meanBranchCells = ratio(branches.cells, branches.count);
    }
    return m;
}

// Where the tree walk stops: the start, a junction or the exit. The corridor
// behind a stop runs from the stop below it on the stack to it.
struct Stop {
    uint32_t unit;
    uint32_t depth; // steps from the start
    uint32_t corridorUnits; // the corridor behind, this unit included
    uint32_t corridorCells;
    uint32_t corridorTurns; // changes of direction inside the corridor behind
    // The branches walked from here so far that do not hold the exit: side
    // branches if this stop is on the path, else part of one.
    uint32_t branches;
    uint32_t units;
    uint32_t cells;
    uint32_t largestUnits;
    uint32_t largestCells;
    uint32_t deepest; // their deepest unit's depth, or `depth`
    uint32_t towardsExit; // on the path: the units of the branch that holds the exit
    uint64_t depthSum; // their units' depths, added up
    uint8_t untried; // link bits not followed yet
    uint8_t arrivedBy; // the link bit of the step into this unit; 0 at the start
    uint8_t leftBy; // the link bit of the branch walked last
    uint8_t parity;
};

// A branch walked whole from `below` that does not hold the exit.
void addBranch(Stop &below, uint32_t units, uint32_t cells, uint64_t depthSum, uint32_t deepest)
{
    ++below.branches;
    below.units += units;
    below.cells += cells;
    below.depthSum += depthSum;
    below.deepest = std::max(below.deepest, deepest);
    below.largestUnits = std::max(below.largestUnits, units);
    below.largestCells = std::max(below.largestCells, cells);
}

// A component without loops, walked once from the start, depth-first along
// the corridors, never back along the link it came by (so without marks).
// The stops on the stack when the walk reaches the exit are the path's; every
// branch walked from a stop either holds the exit or is added up into that
// stop, and when a stop of the path is done what it added up are side
// branches. The random mouse: crossing path step p(j-1) -> p(j) takes
// 2 (N - A(j)) - 1 steps on average, N the component's units and A(j) those
// beyond p(j-1), the units of p(j)'s subtree with the tree rooted at the
// start; each stop of the path knows its subtree once it is done.
SolutionMetrics walkTree(const Floor &floor, size_t start, size_t exit, const SolutionGrid &maze)
{
    const uint8_t *const units = floor.units.get();
    const std::array<ptrdiff_t, 9> step = floor.stepByLink;
    const uint8_t startParity = parityOf(start, size_t(maze.cols));
    std::vector<Stop> stops;
    stops.reserve(64);
    Stop root {};
    root.unit = uint32_t(start);
    root.corridorUnits = 1;
    root.corridorCells = startParity == CellParity;
    root.untried = units[start] & LinkBits;
    root.parity = startParity;
    stops.push_back(root);

    uint64_t steps = 0;
    uint64_t pathCells = 0;
    uint64_t decisions = 0;
    uint64_t turns = 0;
    size_t pathStops = 0; // stops [0, pathStops) are on the path, once the exit is reached
    const auto reachedExit = [&] {
        pathStops = stops.size();
        steps = stops.back().depth;
        for (size_t i = 0; i < pathStops; ++i) {
            const Stop &stop = stops[i];
            pathCells += stop.corridorCells;
            turns += stop.corridorTurns;
            if (i > 0 && i + 1 < pathStops)
                turns += stop.leftBy != stop.arrivedBy;
        }
        // Every stop between the start and the exit is a junction; the start
        // is a choice with two ways or more.
        if (pathStops > 1)
            decisions = (pathStops - 2) + (degreeOf(units[start]) >= 2);
    };
    if (start == exit)
        reachedExit();

    Branches branches;
    uint64_t componentUnits = 0;
    uint64_t unitsBeyond = 0; // A(j) for every path unit but the start, added up
    while (!stops.empty()) {
        Stop &top = stops.back();
        if (top.untried) {
            auto way = uint8_t(top.untried & (0u - top.untried)); // the lowest link bit
            top.untried &= uint8_t(~way);
            top.leftBy = way;
            size_t at = top.unit;
            const uint32_t from = top.depth;
            uint8_t parity = top.parity;
            uint32_t length = 0;
            uint32_t cells = 0;
            uint32_t corridorTurns = 0;
            for (;;) {
                at = size_t(ptrdiff_t(at) + step[way]);
                ++length;
                parity ^= parityChange[way];
                cells += parity == CellParity;
                const auto ahead = uint8_t(units[at] & LinkBits & ~opposite(way));
                if (at == exit || (ahead & (ahead - 1))) {
                    Stop next {};
                    next.unit = uint32_t(at);
                    next.depth = from + length;
                    next.corridorUnits = length;
                    next.corridorCells = cells;
                    next.corridorTurns = corridorTurns;
                    next.deepest = next.depth;
                    next.untried = ahead;
                    next.arrivedBy = way;
                    next.parity = parity;
                    stops.push_back(next);
                    if (at == exit)
                        reachedExit();
                    break;
                }
                if (!ahead) { // a dead end: the corridor is a whole branch
                    const uint64_t depthSum = uint64_t(length) * from + uint64_t(length) * (length + 1) / 2;
                    addBranch(top, length, cells, depthSum, from + length);
                    break;
                }
                corridorTurns += ahead != way;
                way = ahead;
            }
            continue;
        }
        const Stop done = top;
        stops.pop_back();
        const uint64_t length = done.corridorUnits;
        if (stops.size() >= pathStops) { // a branch that does not hold the exit, the corridor behind it included
            const uint64_t corridorDepths = length * done.depth - length * (length - 1) / 2;
            addBranch(stops.back(), done.units + uint32_t(length), done.cells + done.corridorCells,
                done.depthSum + corridorDepths, done.deepest);
            continue;
        }
        pathStops = stops.size();
        branches.count += done.branches;
        branches.units += done.units;
        branches.cells += done.cells;
        branches.largestUnits = std::max<uint64_t>(branches.largestUnits, done.largestUnits);
        branches.largestCells = std::max<uint64_t>(branches.largestCells, done.largestCells);
        branches.distanceSum += done.depthSum - uint64_t(done.units) * done.depth;
        branches.farthest = std::max<uint64_t>(branches.farthest, done.deepest - done.depth);
        const uint64_t subtree = 1 + uint64_t(done.units) + done.towardsExit;
        if (stops.empty()) {
            componentUnits = subtree;
            break;
        }
        // The corridor's units, the k-th of `length` with length - k units
        // of it beyond and this stop's subtree.
        unitsBeyond += length * subtree + length * (length - 1) / 2;
        stops.back().towardsExit = uint32_t(length - 1 + subtree);
    }
    SolutionMetrics m = finish(steps, pathCells, decisions, turns, branches, componentUnits, maze);
    m.randomMouseSteps = 2 * steps * componentUnits - 2 * unitsBeyond - steps;
    return m;
}

// Sets `code` in bits 6 and 7 of the units those bits leave 0.
constexpr uint8_t MarkBits = CorridorWalked | ComponentMark;

void clearMarks(Floor &floor)
{
    uint8_t *const units = floor.units.get();
    for (size_t unit = 0; unit < floor.size; ++unit)
        units[unit] &= uint8_t(~MarkBits);
}

// A unit's distance to the exit, modulo 3 and plus one, in the mark bits (0:
// not reached): a neighbour is one step nearer exactly when its code is that
// of the distance less one, since neighbours' distances differ by one at most.
uint8_t distanceCode(uint64_t distance)
{
    return uint8_t((distance % 3 + 1) << 6);
}

// A component with loops: breadth-first from the exit up to the start's
// distance, for the path's choice; from the whole path at once, for the
// distances from it; and a flood of each side branch. No random mouse.
SolutionMetrics searchWithLoops(Floor &floor, size_t start, size_t exit, uint64_t steps, const SolutionGrid &maze)
{
    uint8_t *const units = floor.units.get();
    const std::array<ptrdiff_t, 9> step = floor.stepByLink;
    clearMarks(floor);
    uint32_t *layer = floor.layer.reserve(1);
    layer[0] = uint32_t(exit);
    units[exit] |= distanceCode(0);
    size_t layerSize = 1;
    for (uint64_t distance = 1; distance <= steps; ++distance) {
        const uint8_t code = distanceCode(distance);
        uint32_t *next = floor.next.reserve(4 * layerSize);
        size_t nextSize = 0;
        for (size_t i = 0; i < layerSize; ++i) {
            for (unsigned links = units[layer[i]] & LinkBits; links; links &= links - 1) {
                const size_t neighbour = size_t(ptrdiff_t(layer[i]) + step[links & (0u - links)]);
                if (!(units[neighbour] & MarkBits)) {
                    units[neighbour] |= code;
                    next[nextSize++] = uint32_t(neighbour);
                }
            }
        }
        std::swap(floor.layer, floor.next);
        layer = next;
        layerSize = nextSize;
    }

    // The path: from each unit to its first neighbour one step nearer the
    // exit, in the order up, right, down, left.
    std::vector<uint32_t> path;
    path.reserve(steps + 1);
    path.push_back(uint32_t(start));
    uint8_t parity = parityOf(start, size_t(maze.cols));
    uint64_t pathCells = parity == CellParity;
    uint64_t decisions = 0;
    uint64_t turns = 0;
    uint8_t arrivedBy = 0;
    size_t at = start;
    for (uint64_t distance = steps; distance > 0; --distance) {
        const uint8_t nearer = distanceCode(distance - 1);
        const uint8_t links = units[at] & LinkBits;
        uint8_t way = 0;
        for (const uint8_t direction : {North, East, South, West}) {
            if ((links & direction) && (units[size_t(ptrdiff_t(at) + step[direction])] & MarkBits) == nearer) {
                way = direction;
                break;
            }
        }
        decisions += degreeOf(links) - (arrivedBy ? 1 : 0) > 1;
        turns += arrivedBy && way != arrivedBy;
        arrivedBy = way;
        at = size_t(ptrdiff_t(at) + step[way]);
        parity ^= parityChange[way];
        pathCells += parity == CellParity;
        path.push_back(uint32_t(at));
    }

    // Distances from the path: one search from all its units, which marks
    // the component.
    clearMarks(floor);
    uint32_t *sources = floor.layer.reserve(path.size());
    for (size_t i = 0; i < path.size(); ++i) {
        units[path[i]] |= ComponentMark;
        sources[i] = path[i];
    }
    const Search fromPath = spread(floor, path.size(), true, std::nullopt);
    Branches branches;
    branches.distanceSum = fromPath.distanceSum;
    branches.farthest = fromPath.eccentricity;

    // Side branches: a flood of each, clearing the mark, as the path's own.
    for (const uint32_t unit : path)
        units[unit] &= uint8_t(~ComponentMark);
    const Divider rowOf(uint32_t(maze.cols));
    const auto isCell = [&](size_t unit) {
        const uint32_t row = rowOf.quotient(unit);
        return (row & (unit - size_t(row) * size_t(maze.cols)) & 1) != 0;
    };
    std::vector<uint32_t> flood;
    for (const uint32_t onPath : path) {
        for (unsigned links = units[onPath] & LinkBits; links; links &= links - 1) {
            const size_t first = size_t(ptrdiff_t(onPath) + step[links & (0u - links)]);
            if (!(units[first] & ComponentMark))
                continue;
            units[first] &= uint8_t(~ComponentMark);
            flood.assign(1, uint32_t(first));
            uint64_t branchUnits = 0;
            uint64_t branchCells = 0;
            while (!flood.empty()) {
                const uint32_t unit = flood.back();
                flood.pop_back();
                ++branchUnits;
                branchCells += maze.cellView && isCell(unit);
                for (unsigned around = units[unit] & LinkBits; around; around &= around - 1) {
                    const size_t neighbour = size_t(ptrdiff_t(unit) + step[around & (0u - around)]);
                    if (units[neighbour] & ComponentMark) {
                        units[neighbour] &= uint8_t(~ComponentMark);
                        flood.push_back(uint32_t(neighbour));
                    }
                }
            }
            ++branches.count;
            branches.units += branchUnits;
            branches.cells += branchCells;
            branches.largestUnits = std::max(branches.largestUnits, branchUnits);
            branches.largestCells = std::max(branches.largestCells, branchCells);
        }
    }
    return finish(steps, pathCells, decisions, turns, branches, fromPath.reached, maze);
}

} // namespace

SolutionMetrics solutionOnFloor(Floor &floor, size_t start, size_t exit, bool inTree, const SolutionGrid &grid)
{
    if (inTree)
        return walkTree(floor, start, exit, grid);
    return searchWithLoops(floor, start, exit, grid.steps, grid);
}

} // namespace floorwalks

} // namespace mazestudy
