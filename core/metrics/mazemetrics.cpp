#include "mazemetrics.h"

#include "generatorcatalog.h"
#include "mazefile.h"
#include "valuesummary.h"

#include <array>
#include <cstddef>
#include <memory>

namespace mazestudy {

// Every maze of cells at odd units (the catalog's oddSizesOnly) has the cell view.
bool hasCellView(const std::string &generatorId)
{
    const GeneratorInfo *info = findGenerator(generatorId);
    return info && info->oddSizesOnly;
}

namespace {

// Every pass reads one byte a unit: bits 0-3 say which 4-neighbours are floor
// (bit d for Direction d: South, East, North, West), bit 4 that the unit is
// floor, and the high bits are the marks of the later passes, so no pass
// needs a grid-sized array of its own.
constexpr uint8_t LinkBits = 0x0f;
constexpr uint8_t FloorBit = 0x10;
constexpr uint8_t CorridorWalked = 0x20;
constexpr uint8_t ComponentMark = 0x40;

constexpr uint8_t South = 1 << 0;
constexpr uint8_t East = 1 << 1;
constexpr uint8_t North = 1 << 2;
constexpr uint8_t West = 1 << 3;

// Floor neighbours by link bits, from a table: every pass asks for each unit.
constexpr std::array<int8_t, 16> linkCount {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
constexpr int degreeOf(uint8_t links)
{
    return linkCount[links & LinkBits];
}

// The link bit pointing back at a unit from its neighbour in direction bit `d`.
constexpr uint8_t opposite(uint8_t d)
{
    return uint8_t(((d << 2) | (d >> 2)) & LinkBits);
}

// The lowest link bit, as a direction index 0-3, from a table: the searches
// take it for every link, where a chain of tests would mispredict.
constexpr std::array<int8_t, 16> lowestLink {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
constexpr int firstDirection(uint8_t links)
{
    return lowestLink[links & LinkBits];
}

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

class Floor {
public:
    explicit Floor(const Grid &grid)
        : m_size(grid.unitCount())
        , m_links(new uint8_t[m_size])
    {
        const auto cols = ptrdiff_t(grid.cols());
        m_offsets = {cols, 1, -cols, -1};
    }

    uint8_t &operator[](size_t unit) { return m_links[unit]; }
    size_t size() const { return m_size; }
    size_t neighbour(size_t unit, int direction) const
    {
        return size_t(ptrdiff_t(unit) + m_offsets[size_t(direction)]);
    }

    struct Search {
        uint64_t reached = 0;
        uint64_t eccentricity = 0; // the greatest distance from the source
        size_t farthest = 0; // the first unit found at that distance
        std::optional<uint64_t> targetDistance; // empty when the target is elsewhere
    };

    // Breadth-first over the floor from `source`, a layer at a time so that
    // no distance array is needed. A unit counts as visited once its `mark`
    // bit reads `visited`; the search leaves it so, which lets two searches
    // share one bit by looking for opposite values.
    Search breadthFirst(size_t source, uint8_t mark, bool visited, std::optional<size_t> target = std::nullopt)
    {
        const auto isVisited = [&](size_t unit) { return ((m_links[unit] & mark) != 0) == visited; };
        const auto visit
            = [&](size_t unit) { m_links[unit] = uint8_t(visited ? m_links[unit] | mark : m_links[unit] & ~mark); };
        Search search;
        m_layer.assign(1, uint32_t(source));
        visit(source);
        for (uint64_t distance = 0; !m_layer.empty(); ++distance) {
            search.reached += m_layer.size();
            search.eccentricity = distance;
            search.farthest = m_layer.front();
            m_next.clear();
            for (const uint32_t unit : m_layer) {
                if (target && unit == *target)
                    search.targetDistance = distance;
                for (uint8_t links = m_links[unit] & LinkBits; links; links &= uint8_t(links - 1)) {
                    const size_t next = neighbour(unit, firstDirection(links));
                    if (!isVisited(next)) {
                        visit(next);
                        m_next.push_back(uint32_t(next));
                    }
                }
            }
            m_layer.swap(m_next);
        }
        return search;
    }

private:
    size_t m_size;
    // Left uninitialised: linkUnits() writes every byte first.
    std::unique_ptr<uint8_t[]> m_links;
    std::array<ptrdiff_t, 4> m_offsets {};
    // Unit indices fit 32 bits (MaxSide); half the memory traffic of size_t.
    std::vector<uint32_t> m_layer;
    std::vector<uint32_t> m_next;
};

void countCorridor(MazeMetrics &metrics, uint64_t length)
{
    if (metrics.corridorLengthHistogram.size() <= length)
        metrics.corridorLengthHistogram.resize(length + 1, 0);
    ++metrics.corridorLengthHistogram[length];
    ++metrics.corridors;
}

// Walks every corridor once: from each unit without exactly two floor
// neighbours along each of its links, through the two-neighbour units, to the
// next such unit. The first walk marks the units inside, so the walk from the
// other end stops at once; a one-step corridor has none and is counted from
// its lower end. What stays unmarked afterwards are rings of two-neighbour
// units, each one corridor as long as it has units.
void measureCorridors(Floor &floor, MazeMetrics &metrics)
{
    for (size_t unit = 0; unit < floor.size(); ++unit) {
        const uint8_t links = floor[unit];
        if (!(links & FloorBit) || degreeOf(links & LinkBits) == 2)
            continue;
        for (int d = 0; d < 4; ++d) {
            if (!(links & (1 << d)))
                continue;
            uint8_t arrivedBy = uint8_t(1 << d);
            size_t at = floor.neighbour(unit, d);
            uint64_t length = 1;
            if (degreeOf(floor[at] & LinkBits) == 2 && (floor[at] & CorridorWalked))
                continue;
            while (degreeOf(floor[at] & LinkBits) == 2) {
                floor[at] |= CorridorWalked;
                arrivedBy = uint8_t(floor[at] & LinkBits & ~opposite(arrivedBy));
                at = floor.neighbour(at, firstDirection(arrivedBy));
                ++length;
            }
            if (length > 1 || unit < at)
                countCorridor(metrics, length);
        }
    }
    for (size_t unit = 0; unit < floor.size(); ++unit) {
        const uint8_t links = floor[unit];
        if (!(links & FloorBit) || (links & CorridorWalked) || degreeOf(links & LinkBits) != 2)
            continue;
        uint8_t arrivedBy = uint8_t(1 << firstDirection(links & LinkBits));
        size_t at = unit;
        uint64_t length = 0;
        do {
            floor[at] |= CorridorWalked;
            at = floor.neighbour(at, firstDirection(arrivedBy));
            arrivedBy = uint8_t(floor[at] & LinkBits & ~opposite(arrivedBy));
            ++length;
        } while (at != unit);
        countCorridor(metrics, length);
    }
    if (metrics.corridors == 0)
        return;
    uint64_t totalLength = 0;
    for (size_t length = 0; length < metrics.corridorLengthHistogram.size(); ++length)
        totalLength += length * metrics.corridorLengthHistogram[length];
    metrics.corridorMeanLength = double(totalLength) / double(metrics.corridors);
    metrics.corridorMaxLength = metrics.corridorLengthHistogram.size() - 1;
    metrics.corridorMedianLength = quantileOfCounts(metrics.corridorLengthHistogram, 0.5);
}

void classifyCell(MazeMetrics &metrics, uint8_t links)
{
    CellTypeCounts &types = metrics.cellTypes;
    ++metrics.cells;
    if (!(links & FloorBit)) {
        ++types.other;
        return;
    }
    links &= LinkBits;
    switch (degreeOf(links)) {
    case 1:
        ++types.deadEnd;
        break;
    case 2:
        ++(links == (North | South) || links == (East | West) ? types.straight : types.turn);
        break;
    case 3:
        ++types.tJunction;
        break;
    case 4:
        ++types.crossroads;
        break;
    default:
        ++types.other;
    }
}

// The pass over every unit: links, floor, steps, dead ends and straight runs,
// without a branch on the unit's neighbours (Grid units are 0 or 1).
void linkUnits(const Grid &grid, Floor &floor, MazeMetrics &metrics)
{
    const size_t rows = size_t(grid.rows());
    const size_t cols = size_t(grid.cols());
    const std::vector<uint8_t> outside(cols + 1, Grid::Wall);
    // Per column, the floor units in a row ending in the current row.
    std::vector<uint64_t> verticalRun(cols, 0);
    // Counted in locals: the link bytes are written through a uint8_t
    // pointer, which may alias anything, so fields of `metrics` would be
    // reloaded and stored for every unit.
    uint64_t floorUnits = 0;
    uint64_t horizontalSteps = 0;
    uint64_t verticalSteps = 0;
    uint64_t deadEnds = 0;
    uint64_t longestHorizontal = 0;
    uint64_t longestVertical = 0;
    for (size_t r = 0; r < rows; ++r) {
        const uint8_t *row = grid.data() + r * cols;
        const uint8_t *above = r > 0 ? row - cols : outside.data();
        const uint8_t *below = r + 1 < rows ? row + cols : outside.data();
        uint8_t *links = &floor[r * cols];
        uint64_t horizontalRun = 0;
        for (size_t c = 0; c < cols; ++c) {
            const uint8_t here = row[c];
            const uint8_t left = c > 0 ? row[c - 1] : Grid::Wall;
            const uint8_t right = c + 1 < cols ? row[c + 1] : Grid::Wall;
            const auto unitLinks = uint8_t(here * (FloorBit | below[c] | right << 1 | above[c] << 2 | left << 3));
            links[c] = unitLinks;
            floorUnits += here;
            horizontalSteps += here & right;
            verticalSteps += here & below[c];
            deadEnds += here & (degreeOf(unitLinks) == 1);
            horizontalRun = (horizontalRun + 1) * here;
            verticalRun[c] = (verticalRun[c] + 1) * here;
            longestHorizontal = std::max(longestHorizontal, horizontalRun);
            longestVertical = std::max(longestVertical, verticalRun[c]);
        }
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
}

void measureCells(Floor &floor, MazeMetrics &metrics)
{
    for (int r = 1; r < metrics.rows; r += 2) {
        for (int c = 1; c < metrics.cols; c += 2)
            classifyCell(metrics, floor[size_t(r) * size_t(metrics.cols) + size_t(c)]);
    }
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

// Counts in the band only; the interior's are the rest of the grid's.
void measureBand(Floor &floor, MazeMetrics &metrics)
{
    const int rows = metrics.rows;
    const int cols = metrics.cols;
    uint64_t bandWalls = 0;
    uint64_t bandDeadEnds = 0;
    const auto count = [&](int r, int c) {
        const uint8_t links = floor[size_t(r) * size_t(cols) + size_t(c)];
        ++metrics.bandUnits;
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
    metrics.interiorUnits = uint64_t(rows) * uint64_t(cols) - metrics.bandUnits;
    metrics.bandWallDensity = ratio(bandWalls, metrics.bandUnits);
    metrics.interiorWallDensity = ratio(metrics.wallUnits - bandWalls, metrics.interiorUnits);
    metrics.wallDensityRatio = ratio(metrics.bandWallDensity, metrics.interiorWallDensity);
    metrics.bandDeadEndDensity = ratio(bandDeadEnds, metrics.bandUnits);
    metrics.interiorDeadEndDensity = ratio(metrics.deadEndUnits - bandDeadEnds, metrics.interiorUnits);
    metrics.deadEndDensityRatio = ratio(metrics.bandDeadEndDensity, metrics.interiorDeadEndDensity);
}

// Searches each floor component once, the start's first and from the start,
// so that the same search finds the way to the exit.
void measureStructure(
    Floor &floor, std::optional<Point> start, std::optional<Point> exit, const Grid &grid, MazeMetrics &metrics)
{
    std::optional<size_t> largestFarthest;
    const auto searchComponent = [&](size_t source, std::optional<size_t> target) {
        const Floor::Search component = floor.breadthFirst(source, ComponentMark, true, target);
        ++metrics.components;
        if (component.reached > metrics.largestComponentUnits) {
            metrics.largestComponentUnits = component.reached;
            largestFarthest = component.farthest;
        }
        return component.targetDistance;
    };
    if (start && grid.isFloor(start->row, start->col)) {
        std::optional<size_t> target;
        if (exit && grid.isFloor(exit->row, exit->col))
            target = grid.index(exit->row, exit->col);
        metrics.shortestPath = searchComponent(grid.index(start->row, start->col), target);
    }
    for (size_t unit = 0; unit < floor.size(); ++unit) {
        if ((floor[unit] & FloorBit) && !(floor[unit] & ComponentMark))
            searchComponent(unit, std::nullopt);
    }
    metrics.largestComponentShare = ratio(metrics.largestComponentUnits, metrics.floorUnits);
    metrics.loops = metrics.horizontalSteps + metrics.verticalSteps + metrics.components - metrics.floorUnits;
    // From the unit farthest from where the component's search began: the
    // second of the two searches of the double breadth-first search.
    if (largestFarthest)
        metrics.longestPath = floor.breadthFirst(*largestFarthest, ComponentMark, false).eccentricity;
}

} // namespace

MazeMetrics measureGrid(const Grid &grid, std::optional<Point> start, std::optional<Point> exit, bool cellView)
{
    MazeMetrics metrics;
    metrics.rows = grid.rows();
    metrics.cols = grid.cols();
    metrics.hasCellView = cellView;
    Floor floor(grid);
    linkUnits(grid, floor, metrics);
    if (cellView)
        measureCells(floor, metrics);
    measureBand(floor, metrics);
    measureCorridors(floor, metrics);
    measureStructure(floor, start, exit, grid, metrics);
    return metrics;
}

MazeMetrics measureMaze(const Maze &maze)
{
    return measureGrid(maze.grid, maze.start, maze.exit, hasCellView(maze.spec.generator));
}

MazeMetrics measureGenerator(const Generator &generator)
{
    MazeMetrics metrics
        = measureGrid(generator.grid(), generator.start(), generator.exit(), hasCellView(generator.spec().generator));
    if (const GeneratorInfo *info = findGenerator(generator.spec().generator);
        info && info->callStyle == CallStyle::Sweeps)
        metrics.sweeps = generator.sweeps();
    return metrics;
}

double headlineDeadEndShare(const MazeMetrics &metrics)
{
    return metrics.hasCellView ? metrics.deadEndCellShare : metrics.deadEndUnitShare.value_or(0);
}

} // namespace mazestudy
