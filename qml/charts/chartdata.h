#pragma once

#include "study.h"
#include "valuesummary.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// The numbers the charts draw, as plain data: built from the core metrics
// (ChartSetBuilder), drawn by ChartBuilder, written by ChartDataWriter. The
// window, the CLI and the tests all go through these, so a chart on screen,
// its exported picture and its exported CSV show the same numbers.
namespace mazestudy::charts {

// SolverSteps comes last and only with a study of solvers (study --solvers).
enum class ChartKind { DeadEnds, CorridorLengths, EdgeBias, SolverSteps };
constexpr ChartKind AllChartKinds[]
    = {ChartKind::DeadEnds, ChartKind::CorridorLengths, ChartKind::EdgeBias, ChartKind::SolverSteps};

// One series of a chart: a pane's maze or a study's generator.
struct ChartGenerator {
    std::string id;
    QString label; // the legend's text
    QColor color;
    uint64_t mazes = 0; // the mazes its numbers come from: 1 for a pane
    QString ownName = {}; // the label of a maze no generator made as it is (edited, opened)
};

// A category of a category chart: one quantity, for every generator.
struct ChartMeasure {
    std::string metric; // its name in the exported data: a catalog metric's, or dead_end_unit_share
    QString label; // the category's text under the axis
    std::optional<double> reference; // the unbiased value, drawn as a dashed line
};

// Dead ends and edge bias: categories of measures, a bar (one maze) or a box
// plot (a study) per generator in each. One maze is a summary of one value:
// count 1, and mean, min, quartiles and max all that value.
struct CategoryChartData {
    ChartKind kind = ChartKind::DeadEnds;
    QString title;
    QString valueAxisTitle;
    bool distributions = false; // box plots instead of bars
    // Ratios read best on a logarithmic axis, where 2 and 1/2 are equally far
    // from 1: the edge-bias chart. One maze each is drawn as a dot there,
    // since a bar's length means nothing on a log axis.
    bool logScale = false;
    std::vector<ChartGenerator> generators;
    std::vector<ChartMeasure> measures;
    // values[generator][measure]; count 0 where the measure does not exist
    // for the generator (the cell view of the automaton).
    std::vector<std::vector<ValueSummary>> values;
};

// One bin of the corridor-length histogram: lengths first..last steps; the
// last bin of a chart may be open (no last: "and longer").
struct LengthBin {
    uint64_t first = 1;
    std::optional<uint64_t> last;
    double position = 0; // where the chart draws it on the length axis
};

// Corridor lengths: one histogram per generator over the same bins, as the
// share of the generator's corridors in each, and its mean marked.
struct HistogramChartData {
    QString title;
    QString lengthAxisTitle;
    QString shareAxisTitle;
    std::vector<ChartGenerator> generators;
    std::vector<LengthBin> bins;
    uint64_t binWidth = 2; // steps a regular bin spans
    std::vector<std::vector<uint64_t>> corridors; // [generator][bin]
    std::vector<std::vector<double>> shares; // [generator][bin], of the generator's corridors
    std::vector<uint64_t> totals; // [generator]: all its corridors
    std::vector<std::optional<double>> means; // [generator]: mean length of all its corridors, in steps
};

// A study's heat map of one generator.
struct HeatMapData {
    ChartGenerator generator;
    std::shared_ptr<const HeatMap> heatMap;
};

// A sweep's metric against the maze's side (study --sizes), both axes
// logarithmic so that a power law is a straight line: a line a generator
// through its means, at the sizes where its mean is positive.
struct GrowthChartData {
    std::string metric; // the catalog's name, for file names
    QString title;
    QString context;
    QString sideAxisTitle;
    QString valueAxisTitle;
    std::vector<ChartGenerator> generators; // label: its name and fitted exponent
    std::vector<std::vector<QPointF>> means; // [generator]: (side, mean)

    // Whether some generator's line has two points or more: a chart worth drawing.
    bool grows() const
    {
        return std::any_of(means.begin(), means.end(), [](const auto &points) { return points.size() >= 2; });
    }
};

// Everything the charts area shows at one time: the mazes on screen or a study.
struct ChartSet {
    QString context; // what the numbers come from, for captions: "101 x 101 units, 200 mazes per generator"
    CategoryChartData deadEnds;
    HistogramChartData corridorLengths;
    CategoryChartData edgeBias;
    // A study of solvers: a category a solver, its steps to the exit.
    CategoryChartData solverSteps;
    std::vector<HeatMapData> heatMaps; // a study only

    bool isEmpty() const { return deadEnds.generators.empty(); }
    bool has(ChartKind kind) const { return kind != ChartKind::SolverSteps || !solverSteps.measures.empty(); }
    // Precondition: `kind` is not CorridorLengths, the one histogram.
    const CategoryChartData &categoryChart(ChartKind kind) const
    {
        return kind == ChartKind::DeadEnds ? deadEnds : kind == ChartKind::EdgeBias ? edgeBias : solverSteps;
    }
};

} // namespace mazestudy::charts
