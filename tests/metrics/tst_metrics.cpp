#include "generatorcatalog.h"
#include "mazechecks.h"
#include "mazefile.h"
#include "mazemetrics.h"
#include "metriccatalog.h"
#include "specof.h"

#include <QtTest>

#include <deque>
#include <random>

using namespace mazestudy;

namespace {

// Metric name -> expected value; a null QVariant expects no value.
using Expected = QVariantMap;

const QVariant none;

// The cell view of a maze that is not of the DFS family: every value absent.
Expected withoutCells(Expected expected)
{
    for (const char *name : {"cells", "dead_end_cells", "straight_cells", "turn_cells", "t_junction_cells",
             "crossroads_cells", "other_cells", "dead_end_cell_share", "straight_cell_share", "turn_cell_share",
             "t_junction_cell_share", "crossroads_cell_share", "other_cell_share", "solution_cells",
             "solution_cell_share", "largest_side_branch_cells", "mean_side_branch_cells"})
        expected.insert(name, none);
    return expected;
}

// No start-exit path: none of the solution's metrics.
Expected withoutSolution(Expected expected)
{
    for (const char *name : {"solution_units", "solution_cells", "solution_cell_share", "solution_decision_points",
             "solution_decision_share", "solution_turns", "solution_mean_straight_run", "side_branches",
             "largest_side_branch_units", "mean_side_branch_units", "largest_side_branch_cells",
             "mean_side_branch_cells", "mean_distance_from_solution", "max_distance_from_solution",
             "random_mouse_steps"})
        expected.insert(name, none);
    return expected;
}

Maze readTestMaze(const QString &name)
{
    return readMazeFile(QStringLiteral(MAZESTUDY_TEST_DATA "/metrics/%1").arg(name).toStdString());
}

// Every shortest-path distance from `from`, by a plain breadth-first search.
std::vector<int> distancesFrom(const Grid &grid, Point from)
{
    std::vector<int> distance(grid.unitCount(), -1);
    std::deque<Point> todo {from};
    distance[grid.index(from.row, from.col)] = 0;
    while (!todo.empty()) {
        const Point p = todo.front();
        todo.pop_front();
        for (const Point next :
            {Point {p.row + 1, p.col}, Point {p.row - 1, p.col}, Point {p.row, p.col + 1}, Point {p.row, p.col - 1}}) {
            if (grid.isFloor(next.row, next.col) && distance[grid.index(next.row, next.col)] < 0) {
                distance[grid.index(next.row, next.col)] = distance[grid.index(p.row, p.col)] + 1;
                todo.push_back(next);
            }
        }
    }
    return distance;
}

// The corridor histogram by a plain walk from every unit without exactly two
// floor neighbours, along each of its links to the next such unit: every
// corridor is walked from both its ends, so each count is halved. Right for
// any floor without a ring of two-neighbour units.
std::vector<uint64_t> corridorsByHand(const Grid &grid)
{
    const auto degree = [&](Point p) {
        return int(grid.isFloor(p.row + 1, p.col)) + int(grid.isFloor(p.row - 1, p.col))
            + int(grid.isFloor(p.row, p.col + 1)) + int(grid.isFloor(p.row, p.col - 1));
    };
    const Point steps[] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    std::vector<uint64_t> histogram;
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            if (!grid.isFloor(r, c) || degree({r, c}) == 2)
                continue;
            for (const Point step : steps) {
                Point from {r, c};
                Point at {r + step.row, c + step.col};
                if (!grid.isFloor(at.row, at.col))
                    continue;
                size_t length = 1;
                while (degree(at) == 2) {
                    for (const Point next : steps) {
                        const Point ahead {at.row + next.row, at.col + next.col};
                        if (ahead != from && grid.isFloor(ahead.row, ahead.col)) {
                            from = at;
                            at = ahead;
                            break;
                        }
                    }
                    ++length;
                }
                histogram.resize(std::max(histogram.size(), length + 1));
                ++histogram[length];
            }
        }
    }
    for (uint64_t &count : histogram)
        count /= 2;
    while (!histogram.empty() && histogram.back() == 0)
        histogram.pop_back();
    return histogram;
}

// The longest shortest path of a component without loops, by a search from
// one of its units and a second from the farthest unit found.
int treeDiameter(const Grid &grid, Point inside)
{
    const auto farthest = [&](Point from) {
        const std::vector<int> distance = distancesFrom(grid, from);
        const auto at = std::max_element(distance.begin(), distance.end());
        return std::pair {grid.point(size_t(at - distance.begin())), *at};
    };
    return farthest(farthest(inside).first).second;
}

} // namespace

class TestMetrics : public QObject {
    Q_OBJECT
private slots:
    void handDrawn_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Expected>("expected");
        QTest::addColumn<QList<quint64>>("histogram");

        // ####### One corridor of 4 steps between two dead ends. Three rows
        // #.....# are all border band: no interior, so no interior density.
        // ####### The path is the corridor: no choice, no branch; a random
        //         mouse on a corridor of n steps takes n^2 = 16.
        // Drawn by hand, but on the cell lattice (odd sides, walls on the
        // posts, floor in the cells): measured with cells, as a DFS maze is,
        // so that a maze drawn, edited or read back from a picture keeps the
        // figures it had (#43, item 3).
        QTest::newRow("straight corridor")
            << "straight.maze"
            << Expected({{"cells", 3}, {"dead_end_cells", 2}, {"straight_cells", 1}, {"turn_cells", 0},
                   {"t_junction_cells", 0}, {"crossroads_cells", 0}, {"other_cells", 0},
                   {"dead_end_cell_share", 2.0 / 3}, {"straight_cell_share", 1.0 / 3}, {"turn_cell_share", 0},
                   {"t_junction_cell_share", 0}, {"crossroads_cell_share", 0}, {"other_cell_share", 0},
                   {"solution_cells", 3}, {"solution_cell_share", 1}, {"largest_side_branch_cells", 0},
                   {"mean_side_branch_cells", none}, {"floor_units", 5}, {"wall_units", 16}, {"dead_end_units", 2},
                   {"dead_end_unit_share", 2.0 / 5}, {"corridors", 1}, {"corridor_mean_length", 4},
                   {"corridor_median_length", 4}, {"corridor_max_length", 4}, {"longest_horizontal_run", 4},
                   {"longest_vertical_run", 0}, {"horizontal_steps", 4}, {"vertical_steps", 0},
                   {"horizontal_step_share", 1}, {"band_units", 21}, {"interior_units", 0},
                   {"band_wall_density", 16.0 / 21}, {"interior_wall_density", none}, {"wall_density_ratio", none},
                   {"band_dead_end_density", 2.0 / 21}, {"interior_dead_end_density", none},
                   {"dead_end_density_ratio", none}, {"components", 1}, {"largest_component_units", 5},
                   {"largest_component_share", 1}, {"loops", 0}, {"shortest_path", 4}, {"longest_path", 4},
                   {"sweeps", none}, {"solution_units", 5}, {"solution_decision_points", 0},
                   {"solution_decision_share", 0}, {"solution_turns", 0}, {"solution_mean_straight_run", 4},
                   {"side_branches", 0}, {"largest_side_branch_units", 0}, {"mean_side_branch_units", none},
                   {"mean_distance_from_solution", 0}, {"max_distance_from_solution", 0}, {"random_mouse_steps", 16}})
            << QList<quint64> {0, 0, 0, 0, 1};

        // ####### The junction (1,3) cuts three corridors of 2 steps. The
        // #.....# interior is row 2, columns 2-4: "#.#", so 2 walls in 3;
        // ###.### the band has 26 walls in 32 units and all 3 dead ends.
        // ###.### Path (1,1) right to (1,3), down to (3,3): one turn, one
        // ####### decision at (1,3), the branch (1,4)-(1,5) at distances 1
        //         and 2. Mouse: 2m + 1 a path step, m the links behind it:
        //         1 + 3 + 9 + 11 = 24.
        QTest::newRow("T") << "t-junction.maze"
                           << withoutCells({{"floor_units", 7}, {"wall_units", 28}, {"dead_end_units", 3},
                                  {"dead_end_unit_share", 3.0 / 7}, {"corridors", 3}, {"corridor_mean_length", 2},
                                  {"corridor_median_length", 2}, {"corridor_max_length", 2},
                                  {"longest_horizontal_run", 4}, {"longest_vertical_run", 2}, {"horizontal_steps", 4},
                                  {"vertical_steps", 2}, {"horizontal_step_share", 4.0 / 6}, {"band_units", 32},
                                  {"interior_units", 3}, {"band_wall_density", 26.0 / 32},
                                  {"interior_wall_density", 2.0 / 3}, {"wall_density_ratio", (26.0 / 32) / (2.0 / 3)},
                                  {"band_dead_end_density", 3.0 / 32}, {"interior_dead_end_density", 0},
                                  {"dead_end_density_ratio", none}, {"components", 1}, {"largest_component_units", 7},
                                  {"largest_component_share", 1}, {"loops", 0}, {"shortest_path", 4},
                                  {"longest_path", 4}, {"sweeps", none}, {"solution_units", 5},
                                  {"solution_decision_points", 1}, {"solution_decision_share", 1.0 / 5},
                                  {"solution_turns", 1}, {"solution_mean_straight_run", 2}, {"side_branches", 1},
                                  {"largest_side_branch_units", 2}, {"mean_side_branch_units", 2},
                                  {"mean_distance_from_solution", 3.0 / 7}, {"max_distance_from_solution", 2},
                                  {"random_mouse_steps", 24}})
                           << QList<quint64> {0, 0, 3};

        // ###.### Four corridors of 2 steps from the centre. Interior: rows
        // #.....# and columns 2-4, a plus of 5 floor units and 4 walls.
        // ###.### Start (1,3) to exit (3,4): 3 steps, a turn and a decision
        //         at the centre, whose arms left and down are two branches of
        //         2 units; (3,5) behind the exit a third. Distances 1, 2, 1,
        //         2, 1. Mouse: 1 + 3 + 13 (6 links behind the last step).
        QTest::newRow("crossroads")
            << "crossroads.maze"
            << withoutCells({{"floor_units", 9}, {"wall_units", 40}, {"dead_end_units", 4},
                   {"dead_end_unit_share", 4.0 / 9}, {"corridors", 4}, {"corridor_mean_length", 2},
                   {"corridor_median_length", 2}, {"corridor_max_length", 2}, {"longest_horizontal_run", 4},
                   {"longest_vertical_run", 4}, {"horizontal_steps", 4}, {"vertical_steps", 4},
                   {"horizontal_step_share", 0.5}, {"band_units", 40}, {"interior_units", 9},
                   {"band_wall_density", 36.0 / 40}, {"interior_wall_density", 4.0 / 9},
                   {"wall_density_ratio", (36.0 / 40) / (4.0 / 9)}, {"band_dead_end_density", 4.0 / 40},
                   {"interior_dead_end_density", 0}, {"dead_end_density_ratio", none}, {"components", 1},
                   {"largest_component_units", 9}, {"largest_component_share", 1}, {"loops", 0}, {"shortest_path", 3},
                   {"longest_path", 4}, {"sweeps", none}, {"solution_units", 4}, {"solution_decision_points", 1},
                   {"solution_decision_share", 1.0 / 4}, {"solution_turns", 1}, {"solution_mean_straight_run", 1.5},
                   {"side_branches", 3}, {"largest_side_branch_units", 2}, {"mean_side_branch_units", 5.0 / 3},
                   {"mean_distance_from_solution", 7.0 / 9}, {"max_distance_from_solution", 2},
                   {"random_mouse_steps", 17}})
            << QList<quint64> {0, 0, 4};

        // ##### A ring of 8 with a stem: the junction (3,2) cuts one corridor
        // #...# of 8 steps that leaves it and comes back, and the stem of 1.
        // #.#.# 9 steps, 9 floor units, 1 component: 1 loop. The longest
        // #...# shortest path runs from the stem's end to (1,2): 5 steps.
        // ##.## Interior: (2,2) wall and (3,2) floor. The path, the left side
        // ##### of the ring: (1,1) (2,1) (3,1) (3,2) (4,2), two turns,
        //       decisions at the start (two ways) and at (3,2); the rest of
        //       the ring one branch of 4 at distances 1, 2, 2, 1. No random
        //       mouse: the component has a loop.
        QTest::newRow("loop") << "loop.maze"
                              << withoutCells({{"floor_units", 9}, {"wall_units", 21}, {"dead_end_units", 1},
                                     {"dead_end_unit_share", 1.0 / 9}, {"corridors", 2}, {"corridor_mean_length", 4.5},
                                     {"corridor_median_length", 4.5}, {"corridor_max_length", 8},
                                     {"longest_horizontal_run", 2}, {"longest_vertical_run", 2},
                                     {"horizontal_steps", 4}, {"vertical_steps", 5}, {"horizontal_step_share", 4.0 / 9},
                                     {"band_units", 28}, {"interior_units", 2}, {"band_wall_density", 20.0 / 28},
                                     {"interior_wall_density", 0.5}, {"wall_density_ratio", (20.0 / 28) / 0.5},
                                     {"band_dead_end_density", 1.0 / 28}, {"interior_dead_end_density", 0},
                                     {"dead_end_density_ratio", none}, {"components", 1},
                                     {"largest_component_units", 9}, {"largest_component_share", 1}, {"loops", 1},
                                     {"shortest_path", 4}, {"longest_path", 5}, {"sweeps", none}, {"solution_units", 5},
                                     {"solution_decision_points", 2}, {"solution_decision_share", 2.0 / 5},
                                     {"solution_turns", 2}, {"solution_mean_straight_run", 4.0 / 3},
                                     {"side_branches", 1}, {"largest_side_branch_units", 4},
                                     {"mean_side_branch_units", 4}, {"mean_distance_from_solution", 6.0 / 9},
                                     {"max_distance_from_solution", 2}, {"random_mouse_steps", none}})
                              << QList<quint64> {0, 1, 0, 0, 0, 0, 0, 0, 1};

        // ######## Two components of 2 and 3 units; the exit is in the
        // #..#...# other one, so there is no path. The longest path is in
        // ######## the larger: 2 steps.
        QTest::newRow("two components")
            << "two-components.maze"
            << withoutSolution(withoutCells(
                   {{"floor_units", 5}, {"wall_units", 19}, {"dead_end_units", 4}, {"dead_end_unit_share", 4.0 / 5},
                       {"corridors", 2}, {"corridor_mean_length", 1.5}, {"corridor_median_length", 1.5},
                       {"corridor_max_length", 2}, {"longest_horizontal_run", 2}, {"longest_vertical_run", 0},
                       {"horizontal_steps", 3}, {"vertical_steps", 0}, {"horizontal_step_share", 1}, {"band_units", 24},
                       {"interior_units", 0}, {"band_wall_density", 19.0 / 24}, {"interior_wall_density", none},
                       {"wall_density_ratio", none}, {"band_dead_end_density", 4.0 / 24},
                       {"interior_dead_end_density", none}, {"dead_end_density_ratio", none}, {"components", 2},
                       {"largest_component_units", 3}, {"largest_component_share", 0.6}, {"loops", 0},
                       {"shortest_path", none}, {"longest_path", 2}, {"sweeps", none}}))
            << QList<quint64> {0, 1, 1};

        // ######### A comb, read as a DFS-family maze: its 8 dead ends are
        // #.#.#.#.# the tips of the teeth in rows 1 and 5, all in the border
        // #.#.#.#.# band, so the interior has none and the ratio is null.
        // #.......# Cells: 8 dead ends, T-junctions (3,1) and (3,7),
        // #.#.#.#.# crossroads (3,3) and (3,5). 11 corridors of 2 steps.
        // #.#.#.#.# Interior (rows 2-4, columns 2-6): 9 floor, 6 walls.
        // #########
        QTest::newRow("dead ends on the border")
            << "dead-ends-on-border.maze"
            << withoutSolution(Expected {{"floor_units", 23}, {"wall_units", 40}, {"dead_end_units", 8},
                   {"dead_end_unit_share", 8.0 / 23}, {"cells", 12}, {"dead_end_cells", 8}, {"straight_cells", 0},
                   {"turn_cells", 0}, {"t_junction_cells", 2}, {"crossroads_cells", 2}, {"other_cells", 0},
                   {"dead_end_cell_share", 8.0 / 12}, {"straight_cell_share", 0}, {"turn_cell_share", 0},
                   {"t_junction_cell_share", 2.0 / 12}, {"crossroads_cell_share", 2.0 / 12}, {"other_cell_share", 0},
                   {"corridors", 11}, {"corridor_mean_length", 2}, {"corridor_median_length", 2},
                   {"corridor_max_length", 2}, {"longest_horizontal_run", 6}, {"longest_vertical_run", 4},
                   {"horizontal_steps", 6}, {"vertical_steps", 16}, {"horizontal_step_share", 6.0 / 22},
                   {"band_units", 48}, {"interior_units", 15}, {"band_wall_density", 34.0 / 48},
                   {"interior_wall_density", 6.0 / 15}, {"wall_density_ratio", (34.0 / 48) / (6.0 / 15)},
                   {"band_dead_end_density", 8.0 / 48}, {"interior_dead_end_density", 0},
                   {"dead_end_density_ratio", none}, {"components", 1}, {"largest_component_units", 23},
                   {"largest_component_share", 1}, {"loops", 0}, {"shortest_path", none}, {"longest_path", 10},
                   {"sweeps", none}})
            << QList<quint64> {0, 0, 11};

        // ######### A perfect maze of 3 x 4 cells with every cell type:
        // #...#...# dead ends (1,1) (1,5) (5,1) (5,5) (5,7); straight (3,5);
        // ###.###.# turns (1,3) (1,7) (3,1) (5,3); T (3,7); crossroads (3,3).
        // #.......# Corridors: five of 4 steps from the junctions, one of 2
        // #.#.###.# ((3,7) down to (5,7)). Longest path 12, from (1,1) to
        // #.#...#.# (1,5); start (1,1) to exit (5,7): 10.
        // ######### The path's 11 units hold 6 of the 12 cells, turn at (1,3),
        //           (3,3) and (3,7) and choose at (3,3) and (3,7); the three
        //           branches are chains of 4 units and 2 cells (distances
        //           1 + 2 + 3 + 4 each). Mouse: 2 (units behind) - 1 a step,
        //           units 1, 2, 3, 4, 13 (the crossroads' 8), 14, 15, 16,
        //           21 (the T's 4), 22: 212.
        QTest::newRow("cell types")
            << "cell-types.maze"
            << Expected {{"floor_units", 23}, {"wall_units", 40}, {"dead_end_units", 5},
                   {"dead_end_unit_share", 5.0 / 23}, {"cells", 12}, {"dead_end_cells", 5}, {"straight_cells", 1},
                   {"turn_cells", 4}, {"t_junction_cells", 1}, {"crossroads_cells", 1}, {"other_cells", 0},
                   {"dead_end_cell_share", 5.0 / 12}, {"straight_cell_share", 1.0 / 12}, {"turn_cell_share", 4.0 / 12},
                   {"t_junction_cell_share", 1.0 / 12}, {"crossroads_cell_share", 1.0 / 12}, {"other_cell_share", 0},
                   {"corridors", 6}, {"corridor_mean_length", 22.0 / 6}, {"corridor_median_length", 4},
                   {"corridor_max_length", 4}, {"longest_horizontal_run", 6}, {"longest_vertical_run", 4},
                   {"horizontal_steps", 12}, {"vertical_steps", 10}, {"horizontal_step_share", 12.0 / 22},
                   {"band_units", 48}, {"interior_units", 15}, {"band_wall_density", 32.0 / 48},
                   {"interior_wall_density", 8.0 / 15}, {"wall_density_ratio", (32.0 / 48) / (8.0 / 15)},
                   {"band_dead_end_density", 5.0 / 48}, {"interior_dead_end_density", 0},
                   {"dead_end_density_ratio", none}, {"components", 1}, {"largest_component_units", 23},
                   {"largest_component_share", 1}, {"loops", 0}, {"shortest_path", 10}, {"longest_path", 12},
                   {"sweeps", none}, {"solution_units", 11}, {"solution_cells", 6}, {"solution_cell_share", 6.0 / 12},
                   {"solution_decision_points", 2}, {"solution_decision_share", 2.0 / 11}, {"solution_turns", 3},
                   {"solution_mean_straight_run", 2.5}, {"side_branches", 3}, {"largest_side_branch_units", 4},
                   {"mean_side_branch_units", 4}, {"largest_side_branch_cells", 2}, {"mean_side_branch_cells", 2},
                   {"mean_distance_from_solution", 30.0 / 23}, {"max_distance_from_solution", 4},
                   {"random_mouse_steps", 212}}
            << QList<quint64> {0, 0, 1, 0, 5};

        // 5 x 5 of wall: its 4 cells are all "other"; no floor, so no
        // corridor, component or path. Band and interior are all wall.
        QTest::newRow("all wall")
            << "all-wall.maze"
            << withoutSolution(Expected {{"floor_units", 0}, {"wall_units", 25}, {"dead_end_units", 0},
                   {"dead_end_unit_share", none}, {"cells", 4}, {"dead_end_cells", 0}, {"straight_cells", 0},
                   {"turn_cells", 0}, {"t_junction_cells", 0}, {"crossroads_cells", 0}, {"other_cells", 4},
                   {"dead_end_cell_share", 0}, {"straight_cell_share", 0}, {"turn_cell_share", 0},
                   {"t_junction_cell_share", 0}, {"crossroads_cell_share", 0}, {"other_cell_share", 1},
                   {"corridors", 0}, {"corridor_mean_length", none}, {"corridor_median_length", none},
                   {"corridor_max_length", 0}, {"longest_horizontal_run", 0}, {"longest_vertical_run", 0},
                   {"horizontal_steps", 0}, {"vertical_steps", 0}, {"horizontal_step_share", none}, {"band_units", 24},
                   {"interior_units", 1}, {"band_wall_density", 1}, {"interior_wall_density", 1},
                   {"wall_density_ratio", 1}, {"band_dead_end_density", 0}, {"interior_dead_end_density", 0},
                   {"dead_end_density_ratio", none}, {"components", 0}, {"largest_component_units", 0},
                   {"largest_component_share", none}, {"loops", 0}, {"shortest_path", none}, {"longest_path", none},
                   {"sweeps", none}})
            << QList<quint64> {};

        // One floor unit, start and exit on it: a component of one, no
        // corridor (it has no neighbour), paths of 0 steps; its one cell has
        // no floor neighbour, so it is "other". The path is that unit and
        // cell, 1 of 1; no step, so no straight run; the mouse is there.
        QTest::newRow("single floor unit")
            << "single-floor.maze"
            << Expected {{"floor_units", 1}, {"wall_units", 8}, {"dead_end_units", 0}, {"dead_end_unit_share", 0.0 / 1},
                   {"cells", 1}, {"dead_end_cells", 0}, {"straight_cells", 0}, {"turn_cells", 0},
                   {"t_junction_cells", 0}, {"crossroads_cells", 0}, {"other_cells", 1}, {"dead_end_cell_share", 0},
                   {"straight_cell_share", 0}, {"turn_cell_share", 0}, {"t_junction_cell_share", 0},
                   {"crossroads_cell_share", 0}, {"other_cell_share", 1}, {"corridors", 0},
                   {"corridor_mean_length", none}, {"corridor_median_length", none}, {"corridor_max_length", 0},
                   {"longest_horizontal_run", 0}, {"longest_vertical_run", 0}, {"horizontal_steps", 0},
                   {"vertical_steps", 0}, {"horizontal_step_share", none}, {"band_units", 9}, {"interior_units", 0},
                   {"band_wall_density", 8.0 / 9}, {"interior_wall_density", none}, {"wall_density_ratio", none},
                   {"band_dead_end_density", 0}, {"interior_dead_end_density", none}, {"dead_end_density_ratio", none},
                   {"components", 1}, {"largest_component_units", 1}, {"largest_component_share", 1}, {"loops", 0},
                   {"shortest_path", 0}, {"longest_path", 0}, {"sweeps", none}, {"solution_units", 1},
                   {"solution_cells", 1}, {"solution_cell_share", 1}, {"solution_decision_points", 0},
                   {"solution_decision_share", 0}, {"solution_turns", 0}, {"solution_mean_straight_run", none},
                   {"side_branches", 0}, {"largest_side_branch_units", 0}, {"mean_side_branch_units", none},
                   {"largest_side_branch_cells", 0}, {"mean_side_branch_cells", none},
                   {"mean_distance_from_solution", 0}, {"max_distance_from_solution", 0}, {"random_mouse_steps", 0}}
            << QList<quint64> {};
    }

    // One meaning for the dead-end figure whatever happened to a maze (#43,
    // item 3): a DFS maze read back without its generator (a picture, an
    // array), with a wall taken out or blocks built on its walls, is still
    // on the cell lattice and measured by its cells; a post taken out ends that.
    void cellLatticeKeepsTheCellView()
    {
        auto generator = makeGenerator(specOf("backtracker", 21, 21, 7));
        generator->run();
        const MazeMetrics made = measureGenerator(*generator);
        QVERIFY(made.hasCellView);
        Maze maze = mazeFromGenerator(*generator);
        maze.spec = MazeSpec();
        QVERIFY(onCellLattice(maze.grid));
        MazeMetrics read = measureMaze(maze);
        QVERIFY(read.hasCellView);
        QCOMPARE(read.deadEndCellShare, made.deadEndCellShare);
        QCOMPARE(headlineDeadEndShare(read), headlineDeadEndShare(made));

        maze.heights[uint32_t(maze.grid.index(0, 0))] = 5;
        QCOMPARE(headlineDeadEndShare(measureMaze(maze)), headlineDeadEndShare(made));

        // A wall between two cells taken out: fewer dead ends, still of cells.
        bool opened = false;
        for (int r = 1; r < 20 && !opened; r += 2) {
            for (int c = 2; c < 20 && !opened; c += 2) {
                if (maze.grid.at(r, c) == Grid::Wall) {
                    maze.grid.set(r, c, Grid::Floor);
                    opened = true;
                }
            }
        }
        QVERIFY(opened);
        read = measureMaze(maze);
        QVERIFY(read.hasCellView);
        QVERIFY(read.deadEndCellShare <= made.deadEndCellShare);
        QVERIFY(read.deadEndCellShare > made.deadEndCellShare / 2);

        maze.grid.set(2, 2, Grid::Floor);
        QVERIFY(!onCellLattice(maze.grid));
        QVERIFY(!measureMaze(maze).hasCellView);
    }

    void handDrawn()
    {
        QFETCH(QString, file);
        QFETCH(Expected, expected);
        QFETCH(QList<quint64>, histogram);
        const MazeMetrics metrics = measureMaze(readTestMaze(file));
        QStringList catalogNames;
        for (const MetricInfo &metric : metricCatalog()) {
            catalogNames << metric.name;
            QVERIFY2(expected.contains(metric.name), metric.name);
            const QVariant want = expected.value(metric.name);
            const std::optional<double> got = metric.value(metrics);
            if (want.isNull()) {
                QVERIFY2(!got, qPrintable(QString("%1 = %2, expected none").arg(metric.name).arg(got.value_or(0))));
                continue;
            }
            QVERIFY2(got, qPrintable(QString("%1 has no value, expected %2").arg(metric.name).arg(want.toDouble())));
            QVERIFY2(qFuzzyCompare(1 + *got, 1 + want.toDouble()),
                qPrintable(QString("%1 = %2, expected %3").arg(metric.name).arg(*got).arg(want.toDouble())));
        }
        catalogNames.sort();
        QStringList expectedNames = expected.keys();
        expectedNames.sort();
        QCOMPARE(expectedNames, catalogNames);
        QCOMPARE(
            QList<quint64>(metrics.corridorLengthHistogram.begin(), metrics.corridorLengthHistogram.end()), histogram);
    }

    void perfectMazes_data()
    {
        QTest::addColumn<QString>("generator");
        for (const char *generator : {"backtracker", "rotating-dfs", "permutation-dfs"})
            QTest::newRow(generator) << generator;
    }

    // One component and no loop; cell shares that sum to 1; dead ends the
    // cell view and the unit view agree on: every dead-end unit is a cell,
    // but for the two exit units the digout generators open on the border.
    void perfectMazes()
    {
        QFETCH(QString, generator);
        const uint64_t exitUnits = generator == "backtracker" ? 0 : 2;
        for (const auto &[rows, cols] : {std::pair {3, 3}, {5, 9}, {21, 21}, {41, 61}, {101, 101}}) {
            for (uint64_t seed = 1; seed <= 10; ++seed) {
                auto maze = makeGenerator(specOf(generator.toStdString(), rows, cols, seed * 977));
                maze->run();
                const MazeMetrics metrics = measureGenerator(*maze);
                QCOMPARE(metrics.components, uint64_t(1));
                QCOMPARE(metrics.loops, uint64_t(0));
                QVERIFY(metrics.hasCellView);
                QCOMPARE(metrics.cells, uint64_t((rows / 2) * (cols / 2)));
                // The backtracker's 3 x 3 maze is its one cell, without a neighbour.
                const bool loneCell = generator == "backtracker" && rows == 3 && cols == 3;
                QCOMPARE(metrics.cellTypes.other, uint64_t(loneCell));
                QVERIFY(qFuzzyCompare(metrics.deadEndCellShare + metrics.straightCellShare + metrics.turnCellShare
                        + metrics.tJunctionCellShare + metrics.crossroadsCellShare + metrics.otherCellShare,
                    1.0));
                QCOMPARE(metrics.deadEndUnits, metrics.cellTypes.deadEnd + exitUnits);
                QCOMPARE(metrics.largestComponentShare.value(), 1.0);
                QVERIFY(metrics.shortestPath.has_value());
                QVERIFY(!metrics.sweeps);
            }
        }
    }

    // Paths against a plain search from every floor unit of small mazes:
    // the double search gives the exact longest path of a perfect maze.
    void pathsMatchBruteForce()
    {
        for (const char *generator : {"backtracker", "rotating-dfs", "permutation-dfs"}) {
            for (uint64_t seed = 1; seed <= 5; ++seed) {
                auto maze = makeGenerator(specOf(generator, 15, 19, seed));
                maze->run();
                const Grid &grid = maze->grid();
                const MazeMetrics metrics = measureGenerator(*maze);
                int longest = 0;
                for (int r = 0; r < grid.rows(); ++r) {
                    for (int c = 0; c < grid.cols(); ++c) {
                        if (grid.isFloor(r, c)) {
                            const std::vector<int> distance = distancesFrom(grid, {r, c});
                            longest = std::max(longest, *std::max_element(distance.begin(), distance.end()));
                        }
                    }
                }
                QCOMPARE(metrics.longestPath.value(), uint64_t(longest));
                const Point exit = *maze->exit();
                QCOMPARE(metrics.shortestPath.value(),
                    uint64_t(distancesFrom(grid, *maze->start())[grid.index(exit.row, exit.col)]));
            }
        }
    }

    // Corridors split the floor-to-floor steps between them, each step in
    // exactly one corridor, whatever the maze: loops, components and all.
    void corridorsCoverEveryStep()
    {
        for (const GeneratorInfo &info : generatorCatalog()) {
            for (uint64_t seed = 1; seed <= 5; ++seed) {
                auto maze = makeGenerator(specOf(info.id, 61, 81, seed));
                maze->run();
                const MazeMetrics metrics = measureGenerator(*maze);
                uint64_t steps = 0;
                uint64_t corridors = 0;
                for (size_t length = 0; length < metrics.corridorLengthHistogram.size(); ++length) {
                    steps += length * metrics.corridorLengthHistogram[length];
                    corridors += metrics.corridorLengthHistogram[length];
                }
                QCOMPARE(steps, metrics.horizontalSteps + metrics.verticalSteps);
                QCOMPARE(corridors, metrics.corridors);
                const mazechecks::Shape shape = mazechecks::shapeOf(maze->grid());
                QCOMPARE(metrics.floorUnits, shape.floor);
                QCOMPARE(metrics.horizontalSteps + metrics.verticalSteps, shape.edges);
            }
        }
    }

    // Perfect mazes cut into many components by walls dropped at random, the
    // start and the exit on any floor unit (mostly inside corridors): the
    // values a walk along the corridors finds, against plain searches.
    void forestsMatchBruteForce()
    {
        std::mt19937 random(19);
        for (const char *generator : {"backtracker", "kruskal", "prim", "sidewinder"}) {
            for (uint64_t seed = 1; seed <= 12; ++seed) {
                auto maze = makeGenerator(specOf(generator, 21, 31, seed));
                maze->run();
                Grid grid = maze->grid();
                for (int cut = int(seed % 4) * 8; cut > 0; --cut)
                    grid.set(int(random() % 21), int(random() % 31), Grid::Wall);
                std::vector<Point> floor;
                for (int r = 0; r < grid.rows(); ++r) {
                    for (int c = 0; c < grid.cols(); ++c) {
                        if (grid.isFloor(r, c))
                            floor.push_back({r, c});
                    }
                }
                const Point start = floor[random() % floor.size()];
                const Point exit = floor[random() % floor.size()];
                const MazeMetrics metrics = measureGrid(grid, start, exit, true);
                QCOMPARE(metrics.loops, uint64_t(0));
                QCOMPARE(metrics.corridorLengthHistogram, corridorsByHand(grid));
                const int toExit = distancesFrom(grid, start)[grid.index(exit.row, exit.col)];
                QCOMPARE(metrics.shortestPath, toExit < 0 ? std::nullopt : std::optional<uint64_t>(toExit));
                // The largest component, the first of equals in the metrics' order:
                // the start's, then by the first unit in row order.
                std::vector<int> component(grid.unitCount(), -1);
                std::vector<std::pair<size_t, Point>> sizes;
                std::vector<Point> sources {start};
                sources.insert(sources.end(), floor.begin(), floor.end());
                for (const Point source : sources) {
                    if (component[grid.index(source.row, source.col)] >= 0)
                        continue;
                    size_t units = 0;
                    const std::vector<int> distance = distancesFrom(grid, source);
                    for (size_t unit = 0; unit < distance.size(); ++unit) {
                        if (distance[unit] >= 0) {
                            component[unit] = int(sizes.size());
                            ++units;
                        }
                    }
                    sizes.push_back({units, source});
                }
                const auto largest = std::max_element(
                    sizes.begin(), sizes.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
                QCOMPARE(metrics.components, uint64_t(sizes.size()));
                QCOMPARE(metrics.largestComponentUnits, uint64_t(largest->first));
                QCOMPARE(metrics.longestPath.value(), uint64_t(treeDiameter(grid, largest->second)));
            }
        }
    }

    // Floors whose depth-first walk would hold most units on its stack: an
    // open field, and a comb whose spine runs down the first column with a
    // tooth to the east from every other unit. Past its cap the walk leaves
    // the component to the breadth-first searches; the values stay exact.
    void openFloorsLeftToBreadthFirst()
    {
        Grid field(300, 300, Grid::Floor);
        const MazeMetrics open = measureGrid(field, Point {0, 0}, Point {299, 299}, false);
        QCOMPARE(open.components, uint64_t(1));
        QCOMPARE(open.loops, uint64_t(2 * 300 * 299 - 300 * 300 + 1));
        QCOMPARE(open.shortestPath.value(), uint64_t(598));
        QCOMPARE(open.longestPath.value(), uint64_t(598));
        QCOMPARE(open.corridorLengthHistogram, corridorsByHand(field));

        const int rows = 2 * 70000 + 1;
        Grid comb(rows, 3, Grid::Wall);
        for (int r = 0; r < rows; ++r) {
            comb.set(r, 0, Grid::Floor);
            if (r % 2 == 0)
                comb.set(r, 1, Grid::Floor);
        }
        const MazeMetrics tree = measureGrid(comb, Point {0, 0}, Point {rows - 1, 1}, false);
        QCOMPARE(tree.loops, uint64_t(0));
        QCOMPARE(tree.shortestPath.value(), uint64_t(rows));
        QCOMPARE(tree.longestPath.value(), uint64_t(rows + 1));
        QCOMPARE(tree.corridorLengthHistogram, corridorsByHand(comb));
    }

    void automatonReportsSweeps()
    {
        auto maze = makeGenerator(specOf("automaton", 40, 50, 3));
        maze->run();
        const MazeMetrics metrics = measureGenerator(*maze);
        QCOMPARE(metrics.sweeps.value(), maze->sweepHistory()->sweeps());
        QVERIFY(metrics.sweeps.value() >= 1);
        QVERIFY(!metrics.hasCellView);
        // The file does not record sweeps; everything else reads back the same.
        const MazeMetrics reread = measureMaze(readMazeText(mazeToText(mazeFromGenerator(*maze))));
        QVERIFY(!reread.sweeps);
        for (const MetricInfo &metric : metricCatalog()) {
            if (std::string(metric.name) != "sweeps")
                QCOMPARE(metric.value(reread), metric.value(metrics));
        }
    }
};

QTEST_APPLESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
