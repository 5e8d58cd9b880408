#include "chartsetbuilder.h"

#include "generatorcatalog.h"
#include "generatorstyle.h"
#include "metriccatalog.h"
#include "solvercatalog.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>

namespace mazestudy::charts {

namespace {

std::vector<ChartMeasure> deadEndMeasures()
{
    return {
        {"dead_end_cell_share", ChartSetBuilder::tr("dead-end cells / cells (DFS family)"), std::nullopt},
        {"dead_end_unit_share", ChartSetBuilder::tr("dead-end units / floor units"), std::nullopt},
    };
}

// Category labels are short (a label wider than its category is broken
// into lines, ChartRenderer): the horizontal share of floor-to-floor steps,
// and the wall and dead-end densities of the border band over those of the
// interior. The value axis and docs/user-guide.md say so.
std::vector<ChartMeasure> edgeBiasMeasures()
{
    return {
        {"horizontal_step_share", ChartSetBuilder::tr("horizontal share"), 0.5},
        {"wall_density_ratio", ChartSetBuilder::tr("wall ratio"), 1.0},
        {"dead_end_density_ratio", ChartSetBuilder::tr("dead-end ratio"), 1.0},
    };
}

// The category of each solver of a study: its steps to the exit.
std::vector<ChartMeasure> solverMeasures(const std::vector<std::string> &solvers)
{
    std::vector<ChartMeasure> measures;
    for (const std::string &id : solvers) {
        const SolverInfo *info = findSolver(id);
        measures.push_back({id + ".steps",
            info ? QCoreApplication::translate("CatalogText", info->name.c_str()) : QString::fromStdString(id),
            std::nullopt});
    }
    return measures;
}

size_t catalogIndex(const std::string &name)
{
    const auto &catalog = metricCatalog();
    for (size_t i = 0; i < catalog.size(); ++i) {
        if (name == catalog[i].name)
            return i;
    }
    return catalog.size();
}

ValueSummary singleValue(std::optional<double> value)
{
    ValueDistribution distribution;
    if (value)
        distribution.add(*value);
    return distribution.summary();
}

// One maze's value of a measure.
ValueSummary mazeValue(const ChartMeasure &measure, const MazeMetrics &metrics)
{
    return singleValue(metricCatalog()[catalogIndex(measure.metric)].value(metrics));
}

// Legend texts: the generators' names as the panes show them, in the
// window's language (the catalogue's, translated in its context), numbered
// where one appears twice.
void label(std::vector<ChartGenerator> &generators)
{
    std::map<std::string, int> seen;
    std::map<std::string, int> total;
    for (const ChartGenerator &generator : generators)
        ++total[generator.id];
    for (ChartGenerator &generator : generators) {
        const GeneratorInfo *info = findGenerator(generator.id);
        generator.label = !generator.ownName.isEmpty() ? generator.ownName
            : info                                     ? QCoreApplication::translate("CatalogText", info->name.c_str())
                                                       : QString::fromStdString(generator.id);
        const int number = ++seen[generator.id];
        if (total[generator.id] > 1)
            generator.label += QStringLiteral(" (%1)").arg(number);
    }
}

std::vector<ChartGenerator> chartGenerators(const std::vector<MazeSpec> &specs, const std::vector<uint64_t> &mazes)
{
    std::vector<ChartGenerator> generators;
    for (size_t i = 0; i < specs.size(); ++i)
        generators.push_back({specs[i].generator, QString(), generatorColor(specs[i].generator), mazes[i]});
    label(generators);
    return generators;
}

CategoryChartData categoryChart(ChartKind kind, bool distributions, const std::vector<ChartGenerator> &generators,
    std::vector<ChartMeasure> measures)
{
    CategoryChartData chart;
    chart.kind = kind;
    chart.distributions = distributions;
    chart.generators = generators;
    chart.measures = std::move(measures);
    return chart;
}

// The smallest width of 2, 4, 5 or 10 times a power of ten that covers
// `upper` in MaxBins bins. Never 1: DFS-family corridors have even lengths
// (cell to cell is two steps), and bins of one step would alternate between
// full and empty.
uint64_t binWidth(uint64_t upper)
{
    for (uint64_t power = 1;; power *= 10) {
        for (const uint64_t factor : {2, 4, 5, 10}) {
            const uint64_t width = factor * power;
            if ((upper + width - 1) / width <= uint64_t(ChartSetBuilder::MaxBins))
                return width;
        }
    }
}

HistogramChartData histogramChart(
    const std::vector<ChartGenerator> &generators, const std::vector<const std::vector<uint64_t> *> &histograms)
{
    HistogramChartData chart;
    chart.generators = generators;

    // Shared bins: regular ones up to the longest 95th percentile of any
    // generator, then one open bin for the rest, so the few long corridors do
    // not squeeze the many short ones into the first bins.
    uint64_t upper = 0;
    uint64_t longest = 0;
    for (const auto *histogram : histograms) {
        if (std::all_of(histogram->begin(), histogram->end(), [](uint64_t n) { return n == 0; }))
            continue;
        upper = std::max(upper, uint64_t(std::ceil(quantileOfCounts(*histogram, 0.95))));
        longest = std::max(longest, uint64_t(histogram->size() - 1));
    }
    const uint64_t width = binWidth(std::max<uint64_t>(upper, 1));
    chart.binWidth = width;
    if (longest > 0) {
        const uint64_t regular = (upper + width - 1) / width;
        for (uint64_t bin = 0; bin < regular; ++bin) {
            const uint64_t first = bin * width + 1;
            const uint64_t last = (bin + 1) * width;
            chart.bins.push_back({first, last, double(first + last) / 2.0});
        }
        if (longest > regular * width) {
            const uint64_t first = regular * width + 1;
            chart.bins.push_back({first, std::nullopt, double(first) + double(width - 1) / 2.0});
        }
    }
    for (const auto *histogram : histograms) {
        std::vector<uint64_t> counts(chart.bins.size(), 0);
        uint64_t total = 0;
        uint64_t totalLength = 0;
        for (uint64_t length = 1; length < histogram->size(); ++length) {
            const uint64_t n = (*histogram)[length];
            if (n == 0)
                continue;
            counts[std::min<size_t>(size_t((length - 1) / width), counts.size() - 1)] += n;
            total += n;
            totalLength += n * length;
        }
        std::vector<double> shares;
        for (const uint64_t n : counts)
            shares.push_back(total ? double(n) / double(total) : 0.0);
        chart.corridors.push_back(std::move(counts));
        chart.shares.push_back(std::move(shares));
        chart.totals.push_back(total);
        chart.means.push_back(total ? std::optional<double>(double(totalLength) / double(total)) : std::nullopt);
    }
    return chart;
}

// The three charts over the same generators; `value(g, measure)` is a
// category chart's value of generator g.
ChartSet assemble(const std::vector<ChartGenerator> &generators, bool distributions,
    const std::vector<const std::vector<uint64_t> *> &histograms,
    const std::function<ValueSummary(size_t, const ChartMeasure &)> &value)
{
    ChartSet set;
    set.deadEnds = categoryChart(ChartKind::DeadEnds, distributions, generators, deadEndMeasures());
    set.edgeBias = categoryChart(ChartKind::EdgeBias, distributions, generators, edgeBiasMeasures());
    set.edgeBias.logScale = true;
    for (CategoryChartData *chart : {&set.deadEnds, &set.edgeBias}) {
        for (size_t g = 0; g < generators.size(); ++g) {
            std::vector<ValueSummary> values;
            for (const ChartMeasure &measure : chart->measures)
                values.push_back(value(g, measure));
            chart->values.push_back(std::move(values));
        }
    }
    set.corridorLengths = histogramChart(generators, histograms);
    ChartSetBuilder::reword(set);
    return set;
}

} // namespace

void ChartSetBuilder::reword(ChartSet &set)
{
    set.deadEnds.title = tr("Dead ends");
    set.deadEnds.valueAxisTitle = tr("dead-end share (0 to 1)");
    set.edgeBias.title = tr("Edge bias");
    set.edgeBias.valueAxisTitle = tr("share or ratio (log scale)");
    set.solverSteps.title = tr("Solvers' steps to the exit");
    set.solverSteps.valueAxisTitle = tr("steps (log scale)");
    std::vector<std::string> solvers;
    for (const ChartMeasure &measure : set.solverSteps.measures)
        solvers.push_back(measure.metric.substr(0, measure.metric.rfind('.')));
    const std::pair<CategoryChartData *, std::vector<ChartMeasure>> worded[] = {{&set.deadEnds, deadEndMeasures()},
        {&set.edgeBias, edgeBiasMeasures()}, {&set.solverSteps, solverMeasures(solvers)}};
    for (const auto &[chart, measures] : worded) {
        for (ChartMeasure &measure : chart->measures) {
            for (const ChartMeasure &words : measures) {
                if (words.metric == measure.metric)
                    measure.label = words.label;
            }
        }
    }
    for (auto *generators : {&set.deadEnds.generators, &set.edgeBias.generators, &set.solverSteps.generators,
             &set.corridorLengths.generators})
        label(*generators);
    std::vector<ChartGenerator> mapped;
    for (const HeatMapData &map : set.heatMaps)
        mapped.push_back(map.generator);
    label(mapped);
    for (size_t i = 0; i < mapped.size(); ++i)
        set.heatMaps[i].generator.label = mapped[i].label;
    HistogramChartData &lengths = set.corridorLengths;
    // The legend's means pool every corridor of every maze, which the
    // Differences table's per-maze mean does not: the title says so.
    lengths.title = tr("Corridor lengths; the means are of all corridors");
    lengths.shareAxisTitle = tr("share of corridors");
    lengths.lengthAxisTitle = tr("corridor length (steps), in bins of %1 steps").arg(lengths.binWidth);
    if (!lengths.bins.empty() && !lengths.bins.back().last)
        lengths.lengthAxisTitle += tr("; the last point: %1 steps and longer").arg(lengths.bins.back().first);
}

QString ChartSetBuilder::studyContext(const StudyConfig &config, bool cancelled)
{
    if (config.specs.empty())
        return {};
    return tr("%1 x %2 units, %3 mazes per generator, base seed %4")
        .arg(config.specs.front().rows)
        .arg(config.specs.front().cols)
        .arg(cancelled ? tr("up to %1").arg(QLocale().toString(qulonglong(config.runs)))
                       : QLocale().toString(qulonglong(config.runs)))
        .arg(config.baseSeed);
}

ChartSet ChartSetBuilder::fromMazes(const std::vector<MeasuredMaze> &mazes)
{
    std::vector<MazeSpec> specs;
    std::vector<const std::vector<uint64_t> *> histograms;
    for (const MeasuredMaze &maze : mazes) {
        specs.push_back(maze.spec);
        histograms.push_back(&maze.metrics.corridorLengthHistogram);
    }
    auto generators = chartGenerators(specs, std::vector<uint64_t>(mazes.size(), 1));
    for (size_t g = 0; g < mazes.size(); ++g)
        generators[g].ownName = mazes[g].name;

    ChartSet set = assemble(generators, false, histograms,
        [&](size_t g, const ChartMeasure &measure) { return mazeValue(measure, mazes[g].metrics); });
    if (!mazes.empty()) {
        const MazeSpec &first = mazes.front().spec;
        const bool shared = std::all_of(mazes.begin(), mazes.end(), [&](const MeasuredMaze &maze) {
            return maze.spec.rows == first.rows && maze.spec.cols == first.cols && maze.spec.seed == first.seed;
        });
        set.context = shared
            ? tr("one maze per pane, %1 x %2 units, seed %3").arg(first.rows).arg(first.cols).arg(first.seed)
            : tr("one maze per pane");
    }
    return set;
}

ChartSet ChartSetBuilder::fromStudy(const StudyConfig &config, StudyResult result)
{
    std::vector<MazeSpec> specs;
    std::vector<uint64_t> mazes;
    std::vector<const std::vector<uint64_t> *> histograms;
    for (const GeneratorStudy &study : result.generators) {
        specs.push_back(study.spec);
        mazes.push_back(study.mazes);
        histograms.push_back(&study.corridorLengthHistogram);
    }
    const auto generators = chartGenerators(specs, mazes);

    const auto studyValue = [&](size_t g, const ChartMeasure &measure) {
        return result.generators[g].metrics[studyColumnIndex(result.columns, measure.metric)];
    };
    ChartSet set = assemble(generators, true, histograms, studyValue);
    if (!config.solvers.empty()) {
        // Steps run from tens (a breadth-first search on a short way) to
        // millions (a random mouse): a logarithmic axis shows them all.
        set.solverSteps = categoryChart(ChartKind::SolverSteps, true, generators, solverMeasures(config.solvers));
        set.solverSteps.logScale = true;
        for (size_t g = 0; g < generators.size(); ++g) {
            std::vector<ValueSummary> values;
            for (const ChartMeasure &measure : set.solverSteps.measures)
                values.push_back(studyValue(g, measure));
            set.solverSteps.values.push_back(std::move(values));
        }
        reword(set);
    }
    set.context = studyContext(config, result.cancelled);
    for (size_t g = 0; g < result.generators.size(); ++g)
        set.heatMaps.push_back(
            {generators[g], std::make_shared<const HeatMap>(std::move(result.generators[g].heatMap))});
    return set;
}

GrowthChartData ChartSetBuilder::fromSweep(const StudySweep &sweep, size_t metric)
{
    const MetricInfo &info = metricCatalog().at(metric);
    GrowthChartData data;
    data.metric = info.name;
    if (sweep.configs.empty())
        return data;
    const StudyConfig &smallest = sweep.configs.front();
    const StudyConfig &largest = sweep.configs.back();
    data.title = tr("How %1 grows with the side").arg(QString::fromUtf8(info.name));
    data.context = tr("%1 x %2 to %3 x %4 units, %5 mazes per generator and size, base seed %6")
                       .arg(smallest.specs.front().rows)
                       .arg(smallest.specs.front().cols)
                       .arg(largest.specs.front().rows)
                       .arg(largest.specs.front().cols)
                       .arg(QLocale().toString(qulonglong(largest.runs)))
                       .arg(largest.baseSeed);
    data.sideAxisTitle = tr("side (units), logarithmic");
    data.valueAxisTitle
        = tr("mean %1 (%2), logarithmic").arg(QString::fromUtf8(info.name), QString::fromUtf8(info.unit));
    data.generators = chartGenerators(smallest.specs, std::vector<uint64_t>(smallest.specs.size(), largest.runs));
    for (size_t g = 0; g < data.generators.size(); ++g) {
        std::vector<QPointF> points;
        for (size_t k = 0; k < sweep.results.size(); ++k) {
            const std::optional<double> &mean = sweep.results[k].generators.at(g).metrics.at(metric).mean;
            if (mean && *mean > 0)
                points.emplace_back(
                    sweepSide(sweep.configs[k].specs.front().rows, sweep.configs[k].specs.front().cols), *mean);
        }
        const std::optional<PowerLaw> law = sweepFit(sweep, g, metric);
        ChartGenerator &generator = data.generators[g];
        if (law)
            generator.label = tr("%1, exponent %2").arg(generator.label, QLocale().toString(law->exponent, 'f', 3));
        data.means.push_back(std::move(points));
    }
    return data;
}

} // namespace mazestudy::charts
