// Whatever the reader accepts, every metric, report and route can be taken
// from: the metrics agree with each other, the solver ends, and the trace's
// shortest path is the metrics' one.
#include "fuzzcheck.h"
#include "mazefile.h"
#include "mazemetrics.h"
#include "mazesolver.h"
#include "metriccatalog.h"
#include "metricsreport.h"
#include "shortestpath.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace mazestudy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Maze maze;
    try {
        maze = readMazeText(std::string(reinterpret_cast<const char *>(data), size));
    } catch (const MazeFormatError &) {
        return 0;
    }
    const MazeMetrics metrics = measureMaze(maze);
    const uint64_t units = uint64_t(maze.grid.rows()) * uint64_t(maze.grid.cols());
    FUZZ_REQUIRE(metrics.floorUnits + metrics.wallUnits == units);
    FUZZ_REQUIRE(metrics.deadEndUnits <= metrics.floorUnits);
    FUZZ_REQUIRE(metrics.largestComponentUnits <= metrics.floorUnits);
    FUZZ_REQUIRE((metrics.components == 0) == (metrics.floorUnits == 0));
    for (const MetricInfo &metric : metricCatalog())
        formatMetricValue(metric, metric.value(metrics));
    FUZZ_REQUIRE(!metricsToJson(maze.spec, metrics).empty());
    FUZZ_REQUIRE(!metricsToText(maze.spec, metrics).empty());

    const ShortestPath trace = findShortestPath(maze.grid, maze.start, maze.exit);
    FUZZ_REQUIRE(trace.length() == metrics.shortestPath);

    MazeSolver solver(maze.grid, maze.start, maze.exit);
    solver.run();
    FUZZ_REQUIRE(solver.finished());
    FUZZ_REQUIRE((solver.status() == RouteStatus::Reached) == trace.length().has_value());
    FUZZ_REQUIRE(solver.steps() <= 2 * units);
    return 0;
}
