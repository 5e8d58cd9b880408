#pragma once

#include "grid.h"
#include "mask.h"
#include "solutionmetrics.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

class Generator;
struct Maze;

// The border band of the edge-bias metrics: the units within this many units
// of the grid's edge. Two units is one ring of cells in a DFS-family maze (the
// frame row and the first cell row), so the band holds cells as densely as
// the interior does.
constexpr int BorderBandWidth = 2;

// How the cells of a DFS-family maze (the units at odd row and odd column)
// open to their four neighbours.
struct CellTypeCounts {
    uint64_t deadEnd = 0; // one floor neighbour
    uint64_t straight = 0; // two, opposite
    uint64_t turn = 0; // two, at a right angle
    uint64_t tJunction = 0; // three
    uint64_t crossroads = 0; // four
    uint64_t other = 0; // a wall cell or one without floor neighbours (a lone 3 x 3 backtracker cell)
};

// Everything measureGrid() finds in one maze, as plain data. Definitions in
// DESIGN.md "Metrics" and docs/metrics.md: block grid, 4-neighbourhood, units
// outside the grid are wall. Lengths are in steps between 4-neighbours.
// Empty optionals are values that do not exist for this maze (a mean of no
// corridors, a path where there is none, a ratio over an empty interior).
struct MazeMetrics {
    int rows = 0;
    int cols = 0;

    uint64_t floorUnits = 0;
    uint64_t wallUnits = 0;
    uint64_t deadEndUnits = 0; // floor units with exactly one floor neighbour
    // deadEndUnits / floorUnits: the dead-end measure every generator has, the automaton included.
    std::optional<double> deadEndUnitShare;

    // The cell view, for DFS-family mazes only (hasCellView).
    bool hasCellView = false;
    uint64_t cells = 0;
    CellTypeCounts cellTypes;
    // Shares of all cells, in the order of CellTypeCounts; they sum to 1.
    double deadEndCellShare = 0;
    double straightCellShare = 0;
    double turnCellShare = 0;
    double tJunctionCellShare = 0;
    double crossroadsCellShare = 0;
    double otherCellShare = 0;

    // Corridors: the floor cut at every unit without exactly two floor
    // neighbours; a ring of such units with no cut is one corridor too.
    uint64_t corridors = 0;
    std::vector<uint64_t> corridorLengthHistogram; // [length in steps] -> corridors
    std::optional<double> corridorMeanLength;
    std::optional<double> corridorMedianLength;
    uint64_t corridorMaxLength = 0;
    // Longest runs of consecutive floor units along a row / a column, in steps.
    uint64_t longestHorizontalRun = 0;
    uint64_t longestVerticalRun = 0;

    // Edge bias.
    uint64_t horizontalSteps = 0; // floor-to-floor steps between left and right neighbours
    uint64_t verticalSteps = 0;
    std::optional<double> horizontalStepShare; // 0.5 is unbiased
    uint64_t bandUnits = 0;
    uint64_t interiorUnits = 0;
    std::optional<double> bandWallDensity; // walls per unit
    std::optional<double> interiorWallDensity;
    std::optional<double> wallDensityRatio; // band / interior, 1 is unbiased
    std::optional<double> bandDeadEndDensity; // dead-end units per unit
    std::optional<double> interiorDeadEndDensity;
    std::optional<double> deadEndDensityRatio;

    // Structure.
    uint64_t components = 0; // 4-connected floor components
    uint64_t largestComponentUnits = 0;
    std::optional<double> largestComponentShare; // of all floor units
    uint64_t loops = 0; // steps - floor units + components: 0 for a perfect maze
    std::optional<uint64_t> shortestPath; // start to exit; empty: no path
    // The longest shortest path in the largest component, by double
    // breadth-first search: exact when that component has no loop, a lower
    // bound otherwise.
    std::optional<uint64_t> longestPath;
    std::optional<int> sweeps; // the automaton's sweeps until one added no wall

    // How hard the start-exit path is to find (solutionmetrics.h); empty
    // where shortestPath is: no start or exit given, or no path between them.
    std::optional<SolutionMetrics> solution;
};

// Whether mazes of this generator have cells (the DFS family).
bool hasCellView(const std::string &generatorId);
// Whether a grid is on the cell lattice, as every maze of those generators
// is: odd sides, a wall at every even row and even column (the posts), floor
// at every odd row and odd column (the cells); the units between them free.
bool onCellLattice(const Grid &grid);

// With a mask (the spec's, sized to the grid's cells), the cell shares are of
// the mask's cells: its outside is no part of the maze.
MazeMetrics measureGrid(
    const Grid &grid, std::optional<Point> start, std::optional<Point> exit, bool cellView, const Mask *mask = nullptr);
// The solution's measures, as measureGrid() finds them in MazeMetrics::
// solution (everything else it measures is dropped). Empty when the start or
// the exit is not floor (or outside the grid) or no path joins them.
// measureGrid() measures them last, on its own link bytes: where the start's
// component has no loop, in one depth-first walk that needs no mark (a stack
// entry of 64 bytes a junction on the way down, no recursion); with loops,
// in two breadth-first searches and a flood of the side branches, whose
// marks live in those bytes, with 4 bytes a path unit and the flood's stack
// besides. Time linear in the grid.
std::optional<SolutionMetrics> measureSolution(const Grid &grid, Point start, Point exit, bool cellView);

// Cell view by the spec's generator; for a maze of none (drawn, edited, or
// opened from a picture or an array), while it is on the cell lattice, so
// that a wall taken out or a file read back keeps the figure's meaning. No
// sweeps (the .maze format does not record them).
MazeMetrics measureMaze(const Maze &maze);
// A finished generator's maze, with the automaton's sweeps.
MazeMetrics measureGenerator(const Generator &generator);

// The dead-end share a maze is summed up by: of cells where it has the cell
// view, else of floor units (0 for a maze with no floor).
double headlineDeadEndShare(const MazeMetrics &metrics);

} // namespace mazestudy
