#include "mazemetrics.h"

#include "floorwalks.h"
#include "generatorcatalog.h"
#include "mazefile.h"
#include "solutionwalk.h"
#include "valuesummary.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>

namespace mazestudy {

// Every maze of cells at odd units (the catalog's oddSizesOnly) has the cell view.
bool hasCellView(const std::string &generatorId)
{
    const GeneratorInfo *info = findGenerator(generatorId);
    return info && info->oddSizesOnly;
}

namespace {

using namespace floorwalks;

std::optional<double> ratio(uint64_t numerator, uint64_t denominator)
{
    if (denominator == 0)
        return std::nullopt;
    return double(numerator) / double(denominator);
}

std::optional<double> ratio(std::optional<double> numerator, std::optional<double> denominator)
{
    if (!numerator || !denominator || *denominator == 0)
        return std::nullopt;
    return *numerator / *denominator;
}

// Calls visit(unit) for every unit with `bit` set, in order, testing eight
// units at a time: most units of a maze end no corridor. Little-endian: the
// lowest byte of a word is its first unit.
template<typename Visit> void forEachUnitWith(const uint8_t *units, size_t size, uint8_t bit, Visit visit)
{
    const uint64_t inEveryByte = 0x0101010101010101u * bit;
    size_t base = 0;
    for (; base + 8 <= size; base += 8) {
        uint64_t word;
        std::memcpy(&word, units + base, 8);
        for (word &= inEveryByte; word; word &= word - 1)
            visit(base + size_t(__builtin_ctzll(word)) / 8);
    }
    for (; base < size; ++base) {
        if (units[base] & bit)
            visit(base);
    }
}

// Walks every corridor once: from each unit that ends corridors along each of
// its links, through the two-neighbour units, to the next end. The first walk
// marks the units inside, so the walk from the other end stops at once; a
// one-step corridor has none and is counted from its lower end. What stays
// unmarked afterwards are rings of two-neighbour units, each one corridor as
// long as it has units; they are looked for only when the walks left some of
// the `twoLinkUnits` unmarked.
void measureCorridors(Floor &floor, uint64_t twoLinkUnits, MazeMetrics &metrics)
{
    uint8_t *const units = floor.units.get();
    const std::array<ptrdiff_t, 9> step = floor.stepByLink;
    uint64_t walked = 0;
    forEachUnitWith(units, floor.size, CorridorEnd, [&](size_t end) {
        for (unsigned links = units[end] & LinkBits; links; links &= links - 1) {
            auto out = uint8_t(links & (0u - links)); // the lowest link bit: the way along the corridor
            size_t at = size_t(ptrdiff_t(end) + step[out]);
            if (units[at] & CorridorWalked)
                continue;
            uint64_t length = 1;
            while (!(units[at] & CorridorEnd)) {
                units[at] |= CorridorWalked;
                out = uint8_t(units[at] & LinkBits & ~opposite(out));
                at = size_t(ptrdiff_t(at) + step[out]);
                ++length;
            }
            walked += length - 1;
            if (length > 1 || end < at)
                countCorridor({metrics.corridors, metrics.corridorLengthHistogram}, length);
        }
    });
    for (size_t unit = 0; walked < twoLinkUnits && unit < floor.size; ++unit) {
        const uint8_t links = units[unit];
        if (!(links & FloorBit) || (links & (CorridorWalked | CorridorEnd)))
            continue;
        auto arrivedBy = uint8_t(1 << firstDirection(links & LinkBits));
        size_t at = unit;
        uint64_t length = 0;
        do {
            units[at] |= CorridorWalked;
            at = size_t(ptrdiff_t(at) + step[arrivedBy]);
            arrivedBy = uint8_t(units[at] & LinkBits & ~opposite(arrivedBy));
            ++length;
        } while (at != unit);
        walked += length;
        countCorridor({metrics.corridors, metrics.corridorLengthHistogram}, length);
    }
}

void summariseCorridors(MazeMetrics &metrics)
{
    if (metrics.corridors == 0)
        return;
    uint64_t totalLength = 0;
    for (size_t length = 0; length < metrics.corridorLengthHistogram.size(); ++length)
        totalLength += length * metrics.corridorLengthHistogram[length];
    metrics.corridorMeanLength = double(totalLength) / double(metrics.corridors);
    metrics.corridorMaxLength = metrics.corridorLengthHistogram.size() - 1;
    metrics.corridorMedianLength = quantileOfCounts(metrics.corridorLengthHistogram, 0.5);
}

// A cell's type by its floor and link bits, as an index into CellTypeCounts'
// order (dead end, straight, turn, T-junction, crossroads, other): a table,
// since the types of a maze's cells follow no pattern a branch could learn.
constexpr std::array<uint8_t, 32> cellTypeTable = [] {
    std::array<uint8_t, 32> table {};
    for (unsigned bits = 0; bits < 32; ++bits) {
        const auto links = uint8_t(bits & LinkBits);
        const bool straight = links == (North | South) || links == (East | West);
        const std::array<uint8_t, 5> byDegree {5, 0, uint8_t(straight ? 1 : 2), 3, 4};
        table[bits] = bits & FloorBit ? byDegree[size_t(degreeOf(links))] : 5;
    }
    return table;
}();

// The pass over every unit: links, floor, steps, dead ends and straight runs,
// without a branch on the unit's neighbours (Grid units are 0 or 1). Each row
// is copied between two walls first, so the loop over it has no test for the
// grid's edge and the compiler turns it into vector instructions. Returns the
// floor units with exactly two floor neighbours.
uint64_t linkUnits(const Grid &grid, Floor &floor, MazeMetrics &metrics)
{
    const size_t rows = size_t(grid.rows());
    const size_t cols = size_t(grid.cols());
    const std::vector<uint8_t> outside(cols, Grid::Wall);
    std::vector<uint8_t> walled(cols + 2, Grid::Wall);
    // Per column, the floor units in a row ending in the current row.
    std::vector<uint32_t> verticalRun(cols, 0);
    uint64_t floorUnits = 0;
    uint64_t horizontalSteps = 0;
    uint64_t verticalSteps = 0;
    uint64_t deadEnds = 0;
    uint64_t twoLinkUnits = 0;
    uint32_t longestHorizontal = 0;
    uint32_t longestVertical = 0;
    for (size_t r = 0; r < rows; ++r) {
        const uint8_t *row = grid.data() + r * cols;
        std::copy(row, row + cols, walled.begin() + 1);
        // The unit, its left and its right neighbour, at the same index.
        const uint8_t *left = walled.data();
        const uint8_t *here = walled.data() + 1;
        const uint8_t *right = walled.data() + 2;
        const uint8_t *above = r > 0 ? row - cols : outside.data();
        const uint8_t *below = r + 1 < rows ? row + cols : outside.data();
        uint8_t *links = floor.units.get() + r * cols;
        // Counts of one row fit 16 bits (MaxSide), and the vector loop sums
        // 16-bit lanes twice as fast as 32-bit ones.
        uint16_t rowFloor = 0;
        uint16_t rowHorizontal = 0;
        uint16_t rowVertical = 0;
        uint16_t rowDeadEnds = 0;
        uint16_t rowTwoLinks = 0;
        for (size_t c = 0; c < cols; ++c) {
            const uint8_t unit = here[c];
            const auto degree = uint8_t(below[c] + right[c] + above[c] + left[c]);
            const auto unitLinks = uint8_t(below[c] | right[c] << 1 | above[c] << 2 | left[c] << 3);
            links[c] = uint8_t((0u - unit) & (FloorBit | unitLinks | (degree != 2) << 5));
            rowFloor = uint16_t(rowFloor + unit);
            rowHorizontal = uint16_t(rowHorizontal + (unit & right[c]));
            rowVertical = uint16_t(rowVertical + (unit & below[c]));
            rowDeadEnds = uint16_t(rowDeadEnds + (unit & (degree == 1)));
            rowTwoLinks = uint16_t(rowTwoLinks + (unit & (degree == 2)));
        }
        for (size_t c = 0; c < cols; ++c) {
            verticalRun[c] = (verticalRun[c] + 1) & (0u - here[c]);
            longestVertical = std::max(longestVertical, verticalRun[c]);
        }
        // A chain from unit to unit, so kept to an add and an and: a branch
        // on the unit would mispredict on every other unit of a maze.
        uint32_t horizontalRun = 0;
        for (size_t c = 0; c < cols; ++c) {
            horizontalRun = (horizontalRun + 1) & (0u - here[c]);
            longestHorizontal = std::max(longestHorizontal, horizontalRun);
        }
        floorUnits += rowFloor;
        horizontalSteps += rowHorizontal;
        verticalSteps += rowVertical;
        deadEnds += rowDeadEnds;
        twoLinkUnits += rowTwoLinks;
    }
    metrics.floorUnits = floorUnits;
    metrics.wallUnits = grid.unitCount() - floorUnits;
    metrics.horizontalSteps = horizontalSteps;
    metrics.verticalSteps = verticalSteps;
    metrics.deadEndUnits = deadEnds;
    metrics.deadEndUnitShare = ratio(deadEnds, floorUnits);
    // Runs are counted in units above; a run of n units is n - 1 steps.
    metrics.longestHorizontalRun = longestHorizontal > 0 ? longestHorizontal - 1 : 0;
    metrics.longestVerticalRun = longestVertical > 0 ? longestVertical - 1 : 0;
    metrics.horizontalStepShare = ratio(horizontalSteps, horizontalSteps + verticalSteps);
    return twoLinkUnits;
}

// The cells' types: of every cell, or of a mask's cells only, whose outside is no part of the maze.
void measureCells(const Floor &floor, const Mask *mask, MazeMetrics &metrics)
{
    const uint8_t *units = floor.units.get();
    std::array<uint64_t, 6> counts {};
    for (int r = 1; r < metrics.rows; r += 2) {
        const uint8_t *row = units + size_t(r) * size_t(metrics.cols);
        for (int c = 1; c < metrics.cols; c += 2) {
            if (!mask || mask->contains(r / 2, c / 2))
                ++counts[cellTypeTable[row[c] & (FloorBit | LinkBits)]];
        }
    }
    CellTypeCounts &types = metrics.cellTypes;
    types.deadEnd = counts[0];
    types.straight = counts[1];
    types.turn = counts[2];
    types.tJunction = counts[3];
    types.crossroads = counts[4];
    types.other = counts[5];
    metrics.cells = counts[0] + counts[1] + counts[2] + counts[3] + counts[4] + counts[5];
    if (metrics.cells == 0)
        return;
    const auto share = [&](uint64_t count) { return double(count) / double(metrics.cells); };
    metrics.deadEndCellShare = share(metrics.cellTypes.deadEnd);
    metrics.straightCellShare = share(metrics.cellTypes.straight);
    metrics.turnCellShare = share(metrics.cellTypes.turn);
    metrics.tJunctionCellShare = share(metrics.cellTypes.tJunction);
    metrics.crossroadsCellShare = share(metrics.cellTypes.crossroads);
    metrics.otherCellShare = share(metrics.cellTypes.other);
}

// Units, walls and dead ends of a region.
struct RegionCounts {
    uint64_t units;
    uint64_t walls;
    uint64_t deadEnds;
};

// The band's densities against the interior's, the rest of `maze`.
void setBandFigures(MazeMetrics &metrics, const RegionCounts &maze, const RegionCounts &band)
{
    metrics.bandUnits = band.units;
    metrics.interiorUnits = maze.units - band.units;
    metrics.bandWallDensity = ratio(band.walls, band.units);
    metrics.interiorWallDensity = ratio(maze.walls - band.walls, metrics.interiorUnits);
    metrics.wallDensityRatio = ratio(metrics.bandWallDensity, metrics.interiorWallDensity);
    metrics.bandDeadEndDensity = ratio(band.deadEnds, band.units);
    metrics.interiorDeadEndDensity = ratio(maze.deadEnds - band.deadEnds, metrics.interiorUnits);
    metrics.deadEndDensityRatio = ratio(metrics.bandDeadEndDensity, metrics.interiorDeadEndDensity);
}

// Counts in the band only; the interior's are the rest of the grid's.
void measureBand(const Floor &floor, MazeMetrics &metrics)
{
    const int rows = metrics.rows;
    const int cols = metrics.cols;
    uint64_t bandUnits = 0;
    uint64_t bandWalls = 0;
    uint64_t bandDeadEnds = 0;
    const auto count = [&](int r, int c) {
        const uint8_t links = floor.units[size_t(r) * size_t(cols) + size_t(c)];
        ++bandUnits;
        bandWalls += !(links & FloorBit);
        bandDeadEnds += (links & FloorBit) && degreeOf(links & LinkBits) == 1;
    };
    for (int r = 0; r < rows; ++r) {
        const bool wholeRow = r < BorderBandWidth || r >= rows - BorderBandWidth || cols <= 2 * BorderBandWidth;
        for (int c = 0; c < cols; ++c) {
            if (wholeRow || c < BorderBandWidth || c >= cols - BorderBandWidth)
                count(r, c);
            else
                c = cols - BorderBandWidth - 1; // on to the right-hand band
        }
    }
    setBandFigures(metrics, {uint64_t(rows) * uint64_t(cols), metrics.wallUnits, metrics.deadEndUnits},
        {bandUnits, bandWalls, bandDeadEnds});
}

// With a mask, the band follows the shape: the maze's units (those touching
// a mask cell) within BorderBandWidth units, across or diagonally, of a unit
// outside it or of the grid's edge; the interior is the rest of the maze's
// units, and the outside counts in neither.
void measureBandOfMask(const Floor &floor, const Mask &mask, MazeMetrics &metrics)
{
    const int rows = metrics.rows;
    const int cols = metrics.cols;
    const std::vector<uint8_t> places = mask.unitPlaces(rows, cols);
    // Whether the unit is within the band's width of the outside along its
    // row: an outside unit among the 2 x BorderBandWidth + 1 around it, the
    // grid's edges counting as outside; then the same down the columns,
    // over those. Shifted rows ORed together, which run on vectors.
    std::vector<uint8_t> nearAcross(places.size());
    std::vector<uint8_t> outside(static_cast<size_t>(cols) + 2 * BorderBandWidth, uint8_t(1));
    for (int r = 0; r < rows; ++r) {
        const uint8_t *row = places.data() + size_t(r) * size_t(cols);
        for (int c = 0; c < cols; ++c)
            outside[size_t(c + BorderBandWidth)] = row[c] == Mask::Outside;
        uint8_t *near = nearAcross.data() + size_t(r) * size_t(cols);
        std::fill(near, near + cols, uint8_t(0));
        for (int shift = 0; shift <= 2 * BorderBandWidth; ++shift) {
            const uint8_t *shifted = outside.data() + shift;
            for (int c = 0; c < cols; ++c)
                near[c] |= shifted[c];
        }
    }
    uint64_t mazeUnits = 0;
    uint64_t mazeWalls = 0;
    uint64_t mazeDeadEnds = 0;
    uint64_t bandUnits = 0;
    uint64_t bandWalls = 0;
    uint64_t bandDeadEnds = 0;
    std::vector<uint8_t> band(static_cast<size_t>(cols));
    for (int r = 0; r < rows; ++r) {
        if (r < BorderBandWidth || r >= rows - BorderBandWidth) {
            std::fill(band.begin(), band.end(), uint8_t(1));
        } else {
            std::fill(band.begin(), band.end(), uint8_t(0));
            for (int near = r - BorderBandWidth; near <= r + BorderBandWidth; ++near) {
                const uint8_t *across = nearAcross.data() + size_t(near) * size_t(cols);
                for (int c = 0; c < cols; ++c)
                    band[size_t(c)] |= across[c];
            }
        }
        // Counts of one row fit 16 bits (MaxSide), summed without a branch
        // so that the loop runs on vectors.
        const uint8_t *place = places.data() + size_t(r) * size_t(cols);
        const uint8_t *links = floor.units.get() + size_t(r) * size_t(cols);
        uint16_t rowMaze = 0;
        uint16_t rowWalls = 0;
        uint16_t rowDeadEnds = 0;
        uint16_t rowBand = 0;
        uint16_t rowBandWalls = 0;
        uint16_t rowBandDeadEnds = 0;
        for (int c = 0; c < cols; ++c) {
            const auto maze = uint8_t(place[c] != Mask::Outside);
            const auto inBand = uint8_t(maze & band[size_t(c)]);
            const auto wall = uint8_t((links[c] & FloorBit) == 0);
            const auto deadEnd = uint8_t(!wall & (degreeOf(links[c]) == 1));
            rowMaze = uint16_t(rowMaze + maze);
            rowWalls = uint16_t(rowWalls + (maze & wall));
            rowDeadEnds = uint16_t(rowDeadEnds + (maze & deadEnd));
            rowBand = uint16_t(rowBand + inBand);
            rowBandWalls = uint16_t(rowBandWalls + (inBand & wall));
            rowBandDeadEnds = uint16_t(rowBandDeadEnds + (inBand & deadEnd));
        }
        mazeUnits += rowMaze;
        mazeWalls += rowWalls;
        mazeDeadEnds += rowDeadEnds;
        bandUnits += rowBand;
        bandWalls += rowBandWalls;
        bandDeadEnds += rowBandDeadEnds;
    }
    setBandFigures(metrics, {mazeUnits, mazeWalls, mazeDeadEnds}, {bandUnits, bandWalls, bandDeadEnds});
}

// What measureStructure() leaves to the passes after it.
struct Structure {
    bool corridorsCounted = false; // no component has loops: the walks counted every corridor
    bool startInTree = false; // the start's component has no loop
};

// Walks each floor component once, depth-first, the start's first and from
// the start, so that the same walk finds the way to the exit. A component
// without loops (links = units - 1: every perfect maze) is then measured.
// Where a component has loops (or the walk left it), breadth-first searches
// from the same units do the work as defined (the longest path by double
// breadth-first search, a lower bound), so every value stays what it was.
Structure measureStructure(
    Floor &floor, std::optional<Point> start, std::optional<Point> exit, const Grid &grid, MazeMetrics &metrics)
{
    Structure structure;
    std::optional<size_t> largestSource;
    bool largestPathsKnown = false;
    bool allComplete = true;
    const auto walkComponent = [&](size_t source, std::optional<size_t> target) {
        const Walk walk = depthFirst(floor, source, target, {metrics.corridors, metrics.corridorLengthHistogram});
        allComplete = allComplete && walk.complete;
        ++metrics.components;
        if (walk.reached > metrics.largestComponentUnits) {
            metrics.largestComponentUnits = walk.reached;
            largestSource = source;
            largestPathsKnown = walk.pathsKnown();
            metrics.longestPath = walk.longestPath;
        }
        return walk;
    };
    std::optional<size_t> startUnit;
    std::optional<size_t> exitUnit;
    bool searchToExit = false; // the exit may be in the start's component, whose paths the walk left
    if (start && grid.isFloor(start->row, start->col)) {
        startUnit = grid.index(start->row, start->col);
        if (exit && grid.isFloor(exit->row, exit->col))
            exitUnit = grid.index(exit->row, exit->col);
        const Walk walk = walkComponent(*startUnit, exitUnit);
        // Counted whole even where the walk left an open area to spread().
        structure.startInTree = walk.linkEnds / 2 + 1 == walk.reached;
        searchToExit = exitUnit && !walk.pathsKnown() && (walk.targetDepth || !walk.complete);
        if (!searchToExit)
            metrics.shortestPath = walk.targetDepth;
    }
    uint8_t *const units = floor.units.get();
    const uint64_t floorBits = 0x0101010101010101u * FloorBit;
    for (size_t base = 0; base < floor.size; base += 8) {
        // Eight units at a time: after the first component, a perfect maze's units are all marked.
        uint64_t word = 0;
        std::memcpy(&word, units + base, std::min<size_t>(8, floor.size - base));
        for (uint64_t unmarked = word & floorBits & ~(word >> 3); unmarked; unmarked &= unmarked - 1) {
            const size_t unit = base + size_t(__builtin_ctzll(unmarked)) / 8;
            if (!(units[unit] & ComponentMark)) // a walk earlier in this word may have marked it
                walkComponent(unit, std::nullopt);
        }
    }
    metrics.largestComponentShare = ratio(metrics.largestComponentUnits, metrics.floorUnits);
    metrics.loops = metrics.horizontalSteps + metrics.verticalSteps + metrics.components - metrics.floorUnits;
    structure.corridorsCounted = metrics.loops == 0 && allComplete;
    // Every component's units are now marked; the searches below look for
    // units without the mark, the second search of a component for the mark.
    std::optional<size_t> largestFarthest;
    if (searchToExit) {
        const Search search = breadthFirst(floor, *startUnit, false, exitUnit);
        metrics.shortestPath = search.targetDistance;
        if (largestSource == startUnit)
            largestFarthest = search.farthest;
    }
    if (!largestSource || largestPathsKnown)
        return structure;
    // From the unit farthest from where the component's first search began.
    if (!largestFarthest)
        largestFarthest = breadthFirst(floor, *largestSource, false, std::nullopt).farthest;
    metrics.longestPath = breadthFirst(floor, *largestFarthest, true, std::nullopt).eccentricity;
    return structure;
}

} // namespace

MazeMetrics measureGrid(
    const Grid &grid, std::optional<Point> start, std::optional<Point> exit, bool cellView, const Mask *mask)
{
    MazeMetrics metrics;
    metrics.rows = grid.rows();
    metrics.cols = grid.cols();
    metrics.hasCellView = cellView;
    Floor floor(grid);
    const uint64_t twoLinkUnits = linkUnits(grid, floor, metrics);
    // A mask of another size than the grid's cells (a maze edited to a new
    // size) no longer says where the maze is.
    const Mask *fitted
        = mask && mask->rows() == (grid.rows() - 1) / 2 && mask->cols() == (grid.cols() - 1) / 2 ? mask : nullptr;
    if (cellView)
        measureCells(floor, fitted, metrics);
    if (fitted)
        measureBandOfMask(floor, *fitted, metrics);
    else
        measureBand(floor, metrics);
    // The component walks count the corridors of a maze without loops on the
    // way; with loops, the corridor walk counts them all again.
    const Structure structure = measureStructure(floor, start, exit, grid, metrics);
    if (!structure.corridorsCounted) {
        metrics.corridors = 0;
        metrics.corridorLengthHistogram.clear();
        measureCorridors(floor, twoLinkUnits, metrics);
    }
    summariseCorridors(metrics);
    // Last: its searches reuse the marks the passes above are done with.
    if (metrics.shortestPath) {
        metrics.solution = solutionOnFloor(floor, grid.index(start->row, start->col), grid.index(exit->row, exit->col),
            structure.startInTree, {metrics.rows, metrics.cols, metrics.hasCellView, *metrics.shortestPath});
    }
    return metrics;
}

std::optional<SolutionMetrics> measureSolution(const Grid &grid, Point start, Point exit, bool cellView)
{
    return measureGrid(grid, start, exit, cellView).solution;
}

bool onCellLattice(const Grid &grid)
{
    if (grid.rows() < 3 || grid.cols() < 3 || grid.rows() % 2 == 0 || grid.cols() % 2 == 0)
        return false;
    for (int r = 0; r < grid.rows(); ++r) {
        // Posts on even rows, cells on odd ones, every other unit.
        const uint8_t wanted = r % 2 == 0 ? Grid::Wall : Grid::Floor;
        for (int c = r % 2; c < grid.cols(); c += 2) {
            if (grid.at(r, c) != wanted)
                return false;
        }
    }
    return true;
}

MazeMetrics measureMaze(const Maze &maze)
{
    const bool cellView = maze.spec.generator.empty() ? onCellLattice(maze.grid) : hasCellView(maze.spec.generator);
    return measureGrid(maze.grid, maze.start, maze.exit, cellView, maze.spec.mask.get());
}

MazeMetrics measureGenerator(const Generator &generator)
{
    MazeMetrics metrics = measureGrid(generator.grid(), generator.start(), generator.exit(),
        hasCellView(generator.spec().generator), generator.spec().mask.get());
    if (const SweepHistory *sweeps = generator.sweepHistory())
        metrics.sweeps = sweeps->sweeps();
    return metrics;
}

double headlineDeadEndShare(const MazeMetrics &metrics)
{
    return metrics.hasCellView ? metrics.deadEndCellShare : metrics.deadEndUnitShare.value_or(0);
}

} // namespace mazestudy
