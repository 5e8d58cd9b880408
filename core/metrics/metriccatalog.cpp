#include "metriccatalog.h"

namespace mazestudy {

namespace {

template<typename T> std::optional<double> valueOf(T value)
{
    return double(value);
}

template<typename T> std::optional<double> valueOf(const std::optional<T> &value)
{
    if (!value)
        return std::nullopt;
    return double(*value);
}

// The cell view's metrics exist only for DFS-family mazes.
template<typename T> std::optional<double> cellValue(const MazeMetrics &metrics, T value)
{
    if (!metrics.hasCellView)
        return std::nullopt;
    return double(value);
}

// The solution's metrics exist only where a path joins the start and the exit.
template<auto Field> std::optional<double> solutionValue(const MazeMetrics &metrics)
{
    if (!metrics.solution)
        return std::nullopt;
    return valueOf((*metrics.solution).*Field);
}

} // namespace

const std::vector<MetricInfo> &metricCatalog()
{
    static const std::vector<MetricInfo> catalog = {
        {"floor_units", "units", "floor units", true, [](const MazeMetrics &m) { return valueOf(m.floorUnits); }},
        {"wall_units", "units", "wall units", true, [](const MazeMetrics &m) { return valueOf(m.wallUnits); }},
        {"dead_end_units", "units", "floor units with exactly one floor neighbour", true,
            [](const MazeMetrics &m) { return valueOf(m.deadEndUnits); }},
        {"dead_end_unit_share", "share", "dead_end_units / floor_units; null without floor", false,
            [](const MazeMetrics &m) { return valueOf(m.deadEndUnitShare); }},
        {"cells", "cells", "DFS family: units at odd row and odd column", true,
            [](const MazeMetrics &m) { return cellValue(m, m.cells); }},
        {"dead_end_cells", "cells", "DFS family: cells with one floor neighbour", true,
            [](const MazeMetrics &m) { return cellValue(m, m.cellTypes.deadEnd); }},
        {"straight_cells", "cells", "DFS family: cells with two floor neighbours, opposite", true,
            [](const MazeMetrics &m) { return cellValue(m, m.cellTypes.straight); }},
        {"turn_cells", "cells", "DFS family: cells with two floor neighbours at a right angle", true,
            [](const MazeMetrics &m) { return cellValue(m, m.cellTypes.turn); }},
        {"t_junction_cells", "cells", "DFS family: cells with three floor neighbours", true,
            [](const MazeMetrics &m) { return cellValue(m, m.cellTypes.tJunction); }},
        {"crossroads_cells", "cells", "DFS family: cells with four floor neighbours", true,
            [](const MazeMetrics &m) { return cellValue(m, m.cellTypes.crossroads); }},
        {"other_cells", "cells",
            "DFS family: wall cells and cells without floor neighbours (0 in a generated maze of 2 cells or more)",
            true, [](const MazeMetrics &m) { return cellValue(m, m.cellTypes.other); }},
        {"dead_end_cell_share", "share", "DFS family: dead_end_cells / cells", false,
            [](const MazeMetrics &m) { return cellValue(m, m.deadEndCellShare); }},
        {"straight_cell_share", "share", "DFS family: straight_cells / cells", false,
            [](const MazeMetrics &m) { return cellValue(m, m.straightCellShare); }},
        {"turn_cell_share", "share", "DFS family: turn_cells / cells", false,
            [](const MazeMetrics &m) { return cellValue(m, m.turnCellShare); }},
        {"t_junction_cell_share", "share", "DFS family: t_junction_cells / cells", false,
            [](const MazeMetrics &m) { return cellValue(m, m.tJunctionCellShare); }},
        {"crossroads_cell_share", "share", "DFS family: crossroads_cells / cells", false,
            [](const MazeMetrics &m) { return cellValue(m, m.crossroadsCellShare); }},
        {"other_cell_share", "share", "DFS family: other_cells / cells", false,
            [](const MazeMetrics &m) { return cellValue(m, m.otherCellShare); }},
        {"corridors", "count", "corridors: the floor cut at every unit without exactly two floor neighbours", true,
            [](const MazeMetrics &m) { return valueOf(m.corridors); }},
        {"corridor_mean_length", "steps", "mean corridor length; null without corridors", false,
            [](const MazeMetrics &m) { return valueOf(m.corridorMeanLength); }},
        {"corridor_median_length", "steps", "median corridor length; null without corridors", false,
            [](const MazeMetrics &m) { return valueOf(m.corridorMedianLength); }},
        {"corridor_max_length", "steps", "longest corridor; 0 without corridors", true,
            [](const MazeMetrics &m) { return valueOf(m.corridorMaxLength); }},
        {"longest_horizontal_run", "steps", "longest run of consecutive floor units along a row", true,
            [](const MazeMetrics &m) { return valueOf(m.longestHorizontalRun); }},
        {"longest_vertical_run", "steps", "longest run of consecutive floor units along a column", true,
            [](const MazeMetrics &m) { return valueOf(m.longestVerticalRun); }},
        {"horizontal_steps", "steps", "pairs of floor units side by side in a row", true,
            [](const MazeMetrics &m) { return valueOf(m.horizontalSteps); }},
        {"vertical_steps", "steps", "pairs of floor units one above the other", true,
            [](const MazeMetrics &m) { return valueOf(m.verticalSteps); }},
        {"horizontal_step_share", "share", "horizontal_steps / (horizontal_steps + vertical_steps); 0.5 is unbiased",
            false, [](const MazeMetrics &m) { return valueOf(m.horizontalStepShare); }},
        {"band_units", "units", "units within the border band (2 units from the edge)", true,
            [](const MazeMetrics &m) { return valueOf(m.bandUnits); }},
        {"interior_units", "units", "units inside the border band", true,
            [](const MazeMetrics &m) { return valueOf(m.interiorUnits); }},
        {"band_wall_density", "share", "wall units / units, in the band", false,
            [](const MazeMetrics &m) { return valueOf(m.bandWallDensity); }},
        {"interior_wall_density", "share", "wall units / units, in the interior", false,
            [](const MazeMetrics &m) { return valueOf(m.interiorWallDensity); }},
        {"wall_density_ratio", "ratio", "band_wall_density / interior_wall_density; 1 is unbiased", false,
            [](const MazeMetrics &m) { return valueOf(m.wallDensityRatio); }},
        {"band_dead_end_density", "share", "dead-end units / units, in the band", false,
            [](const MazeMetrics &m) { return valueOf(m.bandDeadEndDensity); }},
        {"interior_dead_end_density", "share", "dead-end units / units, in the interior", false,
            [](const MazeMetrics &m) { return valueOf(m.interiorDeadEndDensity); }},
        {"dead_end_density_ratio", "ratio", "band_dead_end_density / interior_dead_end_density; 1 is unbiased", false,
            [](const MazeMetrics &m) { return valueOf(m.deadEndDensityRatio); }},
        {"components", "count", "4-connected floor components", true,
            [](const MazeMetrics &m) { return valueOf(m.components); }},
        {"largest_component_units", "units", "floor units in the largest component", true,
            [](const MazeMetrics &m) { return valueOf(m.largestComponentUnits); }},
        {"largest_component_share", "share", "largest_component_units / floor_units", false,
            [](const MazeMetrics &m) { return valueOf(m.largestComponentShare); }},
        {"loops", "count", "horizontal_steps + vertical_steps - floor_units + components; 0 for a perfect maze", true,
            [](const MazeMetrics &m) { return valueOf(m.loops); }},
        {"shortest_path", "steps", "shortest path from start to exit; null: no path", true,
            [](const MazeMetrics &m) { return valueOf(m.shortestPath); }},
        {"longest_path", "steps", "longest shortest path in the largest component (double breadth-first search)", true,
            [](const MazeMetrics &m) { return valueOf(m.longestPath); }},
        {"sweeps", "sweeps", "automaton: sweeps until one added no wall, the last included", true,
            [](const MazeMetrics &m) { return valueOf(m.sweeps); }},
        // The solution's, last so that the columns above keep their places.
        {"solution_units", "units", "units on the start-exit path, both ends included; null: no path", true,
            solutionValue<&SolutionMetrics::units>},
        {"solution_cells", "cells", "DFS family: cells on the path", true, solutionValue<&SolutionMetrics::cells>},
        {"solution_cell_share", "share", "DFS family: solution_cells / cells (Pullen's solution %)", false,
            solutionValue<&SolutionMetrics::cellShare>},
        {"solution_decision_points", "units",
            "path units but the exit with more than one way on besides the way in (the start: two floor neighbours)",
            true, solutionValue<&SolutionMetrics::decisionPoints>},
        {"solution_decision_share", "share", "solution_decision_points / solution_units", false,
            solutionValue<&SolutionMetrics::decisionShare>},
        {"solution_turns", "count", "changes of direction between consecutive steps of the path", true,
            solutionValue<&SolutionMetrics::turns>},
        {"solution_mean_straight_run", "steps", "shortest_path / (solution_turns + 1); null when start is exit", false,
            solutionValue<&SolutionMetrics::meanStraightRun>},
        {"side_branches", "count", "pieces the start's component falls into without the path's units", true,
            solutionValue<&SolutionMetrics::sideBranches>},
        {"largest_side_branch_units", "units", "floor units of the largest side branch; 0 without branches", true,
            solutionValue<&SolutionMetrics::largestBranchUnits>},
        {"mean_side_branch_units", "units", "mean floor units of a side branch; null without branches", false,
            solutionValue<&SolutionMetrics::meanBranchUnits>},
        {"largest_side_branch_cells", "cells", "DFS family: the most cells one side branch holds", true,
            solutionValue<&SolutionMetrics::largestBranchCells>},
        {"mean_side_branch_cells", "cells", "DFS family: mean cells of a side branch; null without branches", false,
            solutionValue<&SolutionMetrics::meanBranchCells>},
        {"mean_distance_from_solution", "steps",
            "mean over the start's component of the distance to the nearest path unit", false,
            solutionValue<&SolutionMetrics::meanDistanceFromSolution>},
        {"max_distance_from_solution", "steps", "greatest distance of a unit of the start's component from the path",
            true, solutionValue<&SolutionMetrics::maxDistanceFromSolution>},
        {"random_mouse_steps", "steps",
            "expected steps of a random walk from start to exit; null when the start's component has a loop", true,
            solutionValue<&SolutionMetrics::randomMouseSteps>},
    };
    return catalog;
}

} // namespace mazestudy
