#pragma once

#include "grid.h"

#include <cstdint>
#include <optional>

namespace mazestudy {

// How hard a maze's solution is to find, beyond its length: Walter Pullen's
// "solution %" and the measures around it. Same rules as MazeMetrics: block
// grid, 4-neighbourhood, units outside the grid are wall, lengths in steps
// between 4-neighbours; the cell view (DFS family) counts the units at odd
// row and odd column.
//
// The path: one shortest path from the start to the exit, chosen as follows.
// A breadth-first search from the exit gives every unit its distance to the
// exit; the path leaves the start and from each unit steps to the first
// neighbour one step nearer the exit, in the order up, right, down, left.
// In a maze without loops (every perfect maze) that is the only path; with
// loops, turns and decision points belong to that one path, and the numbers
// below that depend on it (side branches, distances) follow from it too.
//
// "The start's component": the floor units reachable from the start, which
// hold the exit whenever the metrics exist. Floor elsewhere is never visited
// by a walker from the start, so it counts nowhere here.
struct SolutionMetrics {
    // The path's length; equals MazeMetrics::shortestPath.
    uint64_t steps = 0;
    // Units on the path, both ends included: steps + 1.
    uint64_t units = 0;
    // Cell view only: path units that are cells. A digout maze's exit unit
    // in the border is not one.
    std::optional<uint64_t> cells;
    // cells / every cell of the grid: Pullen's "solution %", the share of
    // the maze a solver who knew the way would walk through. Empty without
    // the cell view or when the grid has no cells.
    std::optional<double> cellShare;

    // Where a walker on the path must choose: the path units, the exit
    // excluded, with more than one way on other than the way the walker came
    // in by. For the start, where nobody came in, that is two or more floor
    // neighbours; for every other path unit three or more.
    uint64_t decisionPoints = 0;
    double decisionShare = 0; // decisionPoints / units

    // Changes of direction between consecutive steps of the path.
    uint64_t turns = 0;
    // steps / (turns + 1): how far the path runs straight on average, a
    // measure of how much a solver sees ahead. Empty when the start is the
    // exit (no step at all).
    std::optional<double> meanStraightRun;

    // The start's component without the path's units falls apart into side
    // branches (connected pieces): the places a solver can go wrong. A branch
    // that touches the path twice (a loop) is still one branch.
    uint64_t sideBranches = 0;
    uint64_t largestBranchUnits = 0; // 0 without branches
    std::optional<double> meanBranchUnits; // empty without branches
    // Cell view only: the most cells one branch holds (not necessarily the
    // branch with the most units; 0 without branches) and the mean cells a
    // branch holds (empty without branches).
    std::optional<uint64_t> largestBranchCells;
    std::optional<double> meanBranchCells;

    // Over every floor unit of the start's component (path units count 0):
    // the distance along the floor to the nearest path unit, how deep into
    // the side branches a lost solver can get. The component always holds
    // the path, so the mean always exists.
    double meanDistanceFromSolution = 0;
    uint64_t maxDistanceFromSolution = 0;

    // The expected steps of a random mouse from the start to the exit: at
    // every step it moves to one of its unit's floor neighbours, each as
    // likely. Exact, and a whole number, when the start's component has no
    // loop (links - units + 1 = 0): crossing path step u -> v, with m links
    // left on u's side once that step's link is removed, takes 2m + 1
    // steps on average, and the crossings add up. Empty when the component
    // has a loop: this is never an estimate.
    std::optional<uint64_t> randomMouseSteps;
};

} // namespace mazestudy
