// The chart data against the core metrics for fixed seeds, what the QCharts
// actually draw from it, and the exported CSV and JSON read back against
// the charted numbers.

#include "chartchecks.h"

#include "chartbuilder.h"
#include "chartdatawriter.h"
#include "chartrenderer.h"
#include "generatorcatalog.h"
#include "metriccatalog.h"

#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QtTest>

#include <cmath>
#include <limits>
#include <map>

using namespace mazestudy;
using namespace mazestudy::charts;

namespace {

size_t catalogIndex(const char *name)
{
    const auto &catalog = metricCatalog();
    for (size_t i = 0; i < catalog.size(); ++i) {
        if (std::string(catalog[i].name) == name)
            return i;
    }
    qFatal("no metric %s", name);
}

// What a category chart draws, read back from its series: per series label
// and category, the numbers drawn there (a bar's or dot's value, or a box's
// five numbers), and the reference lines' values per category.
struct DrawnCategories {
    std::map<std::pair<QString, int>, std::vector<double>> values;
    std::map<int, double> references;
};

DrawnCategories drawnCategories(QChart &chart)
{
    DrawnCategories drawn;
    for (QAbstractSeries *series : chart.series()) {
        if (auto *bars = qobject_cast<QBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                for (int i = 0; i < set->count(); ++i)
                    drawn.values[{set->label(), i}] = {set->at(i)};
            }
        } else if (auto *boxes = qobject_cast<QBoxPlotSeries *>(series)) {
            const auto sets = boxes->boxSets();
            for (int i = 0; i < sets.size(); ++i) {
                drawn.values[{boxes->name(), i}] = {sets[i]->at(QBoxSet::LowerExtreme),
                    sets[i]->at(QBoxSet::LowerQuartile), sets[i]->at(QBoxSet::Median),
                    sets[i]->at(QBoxSet::UpperQuartile), sets[i]->at(QBoxSet::UpperExtreme)};
            }
        } else if (auto *dots = qobject_cast<QScatterSeries *>(series)) {
            for (const QPointF &point : dots->points())
                drawn.values[{dots->name(), int(std::lround(point.x()))}] = {point.y()};
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            // A reference line spans its category: i - 0.5 .. i + 0.5.
            const auto points = line->points();
            if (points.size() == 2 && points[0].y() == points[1].y())
                drawn.references[int(std::lround(points[0].x() + 0.5))] = points[0].y();
        }
    }
    return drawn;
}

// The histogram's drawn points per generator label (the series' name less its
// ", mean ..."; a name may hold commas of its own), and the mean lines' x.
struct DrawnHistogram {
    std::map<QString, QList<QPointF>> curves;
    QList<double> meanLines;
};

void readHistogram(QChart &chart, DrawnHistogram &drawn)
{
    for (QAbstractSeries *series : chart.series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        QVERIFY2(line, "the histogram draws lines only");
        const auto points = line->points();
        if (points.size() == 2 && points[0].x() == points[1].x())
            drawn.meanLines.append(points[0].x());
        else
            drawn.curves[line->name().section(QStringLiteral(", mean "), 0, 0)] = points;
    }
}

// (QVERIFY needs a function returning void.)
DrawnHistogram histogramOf(QChart &chart)
{
    DrawnHistogram drawn;
    readHistogram(chart, drawn);
    return drawn;
}

} // namespace

class TestChartData : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mazeChartsEqualCoreMetrics();
    void histogramKeepsEveryCorridor();
    void studyChartsEqualStudySummaries();
    void categoryChartsDrawTheirData();
    void histogramDrawsItsData();
    void csvReadBackEqualsChartedNumbers();
    void jsonReadBackEqualsChartData();
    void csvQuotesOnlyWhatNeedsIt();
    void aMazeOfNoGeneratorHasItsOwnName();

private:
    ChartSet m_mazes;
    std::vector<MeasuredMaze> m_measured;
    chartchecks::StudyRun m_study;
    StudyConfig m_config;
};

void TestChartData::initTestCase()
{
    m_measured = chartchecks::measuredMazes(41, 51, 7);
    m_mazes = ChartSetBuilder::fromMazes(m_measured);
    m_config = chartchecks::studyConfig(21, 31, 40, 5, chartchecks::chartSolvers);
    m_study = chartchecks::runStudy(m_config);
}

void TestChartData::mazeChartsEqualCoreMetrics()
{
    QCOMPARE(m_mazes.deadEnds.generators.size(), chartchecks::allGenerators().size());
    QVERIFY(!m_mazes.deadEnds.distributions);
    QVERIFY(m_mazes.edgeBias.logScale);
    for (size_t g = 0; g < m_measured.size(); ++g) {
        const MazeMetrics &m = m_measured[g].metrics;
        QCOMPARE(m_mazes.deadEnds.generators[g].id, m_measured[g].spec.generator);
        QCOMPARE(m_mazes.deadEnds.generators[g].mazes, uint64_t(1));
        const auto &deadEnds = m_mazes.deadEnds.values[g];
        if (m.hasCellView) {
            QCOMPARE(deadEnds[0].count, uint64_t(1));
            QCOMPARE(*deadEnds[0].mean, m.deadEndCellShare);
            QCOMPARE(*deadEnds[0].min, m.deadEndCellShare);
            QCOMPARE(*deadEnds[0].max, m.deadEndCellShare);
        } else {
            QCOMPARE(deadEnds[0].count, uint64_t(0)); // the automaton has no cells
            QVERIFY(!deadEnds[0].mean);
        }
        QCOMPARE(*deadEnds[1].mean, double(m.deadEndUnits) / double(m.floorUnits));
        const auto &bias = m_mazes.edgeBias.values[g];
        QCOMPARE(*bias[0].mean, *m.horizontalStepShare);
        QCOMPARE(*bias[1].mean, *m.wallDensityRatio);
        QCOMPARE(*bias[2].mean, *m.deadEndDensityRatio);
        QVERIFY(!bias[0].standardDeviation); // one maze has no spread
    }
    QCOMPARE(m_mazes.edgeBias.measures[0].reference, std::optional<double>(0.5));
    QCOMPARE(m_mazes.edgeBias.measures[1].reference, std::optional<double>(1.0));
    QCOMPARE(m_mazes.edgeBias.measures[2].reference, std::optional<double>(1.0));
    QVERIFY(m_mazes.heatMaps.empty());
    QVERIFY(m_mazes.context.contains(QStringLiteral("41 x 51")));
}

void TestChartData::histogramKeepsEveryCorridor()
{
    for (const auto *set : {&m_mazes, &m_study.charts}) {
        const HistogramChartData &h = set->corridorLengths;
        QVERIFY(!h.bins.empty());
        QVERIFY(h.bins.size() <= size_t(ChartSetBuilder::MaxBins) + 1);
        // Contiguous shared bins from length 1, equal widths of at least 2,
        // only the last one possibly open.
        const uint64_t width = *h.bins.front().last - h.bins.front().first + 1;
        QVERIFY(width >= 2);
        for (size_t b = 0; b < h.bins.size(); ++b) {
            QCOMPARE(h.bins[b].first, b * width + 1);
            if (b + 1 < h.bins.size())
                QCOMPARE(*h.bins[b].last, (b + 1) * width);
        }
        for (size_t g = 0; g < h.generators.size(); ++g) {
            const std::vector<uint64_t> &lengths = set == &m_mazes
                ? m_measured[g].metrics.corridorLengthHistogram
                : m_study.result.generators[g].corridorLengthHistogram;
            // Every corridor in the bin that covers its length.
            std::vector<uint64_t> expected(h.bins.size(), 0);
            uint64_t total = 0;
            uint64_t totalLength = 0;
            for (uint64_t length = 1; length < lengths.size(); ++length) {
                size_t bin = 0;
                while (bin + 1 < h.bins.size() && h.bins[bin].last && *h.bins[bin].last < length)
                    ++bin;
                expected[bin] += lengths[length];
                total += lengths[length];
                totalLength += length * lengths[length];
            }
            QCOMPARE(h.corridors[g], expected);
            QCOMPARE(h.totals[g], total);
            QCOMPARE(*h.means[g], double(totalLength) / double(total));
            double shares = 0;
            for (size_t b = 0; b < h.bins.size(); ++b) {
                QCOMPARE(h.shares[g][b], double(expected[b]) / double(total));
                shares += h.shares[g][b];
            }
            QVERIFY(std::abs(shares - 1.0) < 1e-12);
        }
    }
    // One maze: the chart's mean is the metric's.
    for (size_t g = 0; g < m_measured.size(); ++g)
        QCOMPARE(*m_mazes.corridorLengths.means[g], *m_measured[g].metrics.corridorMeanLength);
}

void TestChartData::studyChartsEqualStudySummaries()
{
    const ChartSet &set = m_study.charts;
    QVERIFY(set.deadEnds.distributions);
    QCOMPARE(set.deadEnds.generators.size(), chartchecks::allGenerators().size());
    QCOMPARE(set.heatMaps.size(), chartchecks::allGenerators().size());
    const size_t cellShare = catalogIndex("dead_end_cell_share");
    const size_t horizontal = catalogIndex("horizontal_step_share");
    const size_t walls = catalogIndex("wall_density_ratio");
    const size_t deadEnds = catalogIndex("dead_end_density_ratio");
    const auto same = [](const ValueSummary &a, const ValueSummary &b) {
        return a.count == b.count && a.mean == b.mean && a.standardDeviation == b.standardDeviation && a.min == b.min
            && a.lowerQuartile == b.lowerQuartile && a.median == b.median && a.upperQuartile == b.upperQuartile
            && a.max == b.max;
    };
    for (size_t g = 0; g < 4; ++g) {
        const GeneratorStudy &study = m_study.result.generators[g];
        QCOMPARE(set.deadEnds.generators[g].mazes, m_config.runs);
        QVERIFY(same(set.deadEnds.values[g][0], study.metrics[cellShare]));
        QVERIFY(same(set.edgeBias.values[g][0], study.metrics[horizontal]));
        QVERIFY(same(set.edgeBias.values[g][1], study.metrics[walls]));
        QVERIFY(same(set.edgeBias.values[g][2], study.metrics[deadEnds]));
        // The dead-end unit share, worked out here from the rows on its own.
        ValueDistribution unitShares;
        for (const StudyRow &row : m_study.rows) {
            if (row.generator == study.spec.generator)
                unitShares.add(double(row.metrics.deadEndUnits) / double(row.metrics.floorUnits));
        }
        QVERIFY(same(set.deadEnds.values[g][1], unitShares.summary()));
        QCOMPARE(set.deadEnds.values[g][1].count, m_config.runs);
        QCOMPARE(set.heatMaps[g].heatMap->mazes, m_config.runs);
        QCOMPARE(set.heatMaps[g].heatMap->floorCounts, study.heatMap.floorCounts);
    }
    QVERIFY(set.context.contains(QStringLiteral("40 mazes per generator")));
    QVERIFY(set.context.contains(QStringLiteral("base seed 5")));
}

void TestChartData::categoryChartsDrawTheirData()
{
    QVERIFY(m_study.charts.has(ChartKind::SolverSteps));
    for (const auto *set : {&m_mazes, &m_study.charts}) {
        for (const CategoryChartData *data : {&set->deadEnds, &set->edgeBias, &set->solverSteps}) {
            if (data->measures.empty())
                continue; // the solvers' chart is a study's
            const auto chart = ChartBuilder::build(*data, set->context, {});
            QVERIFY(chart->title().contains(data->title));
            QCOMPARE(chart->axes(Qt::Vertical).size(), 1);
            QCOMPARE(chart->axes(Qt::Vertical).front()->titleText(), data->valueAxisTitle);
            double axisMin = 0;
            if (const auto *log = qobject_cast<QLogValueAxis *>(chart->axes(Qt::Vertical).front())) {
                axisMin = log->min();
                if (data->kind == ChartKind::SolverSteps) {
                    // Steps in decades, from the one below the fewest steps drawn to the one above the most.
                    QCOMPARE(log->base(), 10.0);
                    double fewest = std::numeric_limits<double>::infinity();
                    double most = 0;
                    for (const auto &values : data->values) {
                        for (const ValueSummary &value : values) {
                            if (value.count > 0) {
                                fewest = std::min(fewest, *value.min);
                                most = std::max(most, *value.max);
                            }
                        }
                    }
                    QCOMPARE(log->min(), std::pow(10.0, std::floor(std::log10(fewest))));
                    QVERIFY(log->min() <= fewest && fewest < log->min() * 10);
                    QVERIFY(most <= log->max() && log->max() <= std::max(most, log->min() * 10) * 10);
                }
            }
            QVERIFY(chart->legend()->isVisible());
            const DrawnCategories drawn = drawnCategories(*chart);
            for (size_t g = 0; g < data->generators.size(); ++g) {
                for (size_t m = 0; m < data->measures.size(); ++m) {
                    const ValueSummary &value = data->values[g][m];
                    const auto at = drawn.values.find({data->generators[g].label, int(m)});
                    if (value.count == 0) {
                        // Not drawn, or drawn out of sight below the axis.
                        QVERIFY(at == drawn.values.end() || at->second.back() <= axisMin);
                        continue;
                    }
                    QVERIFY(at != drawn.values.end());
                    if (data->distributions) {
                        const std::vector<double> five {
                            *value.min, *value.lowerQuartile, *value.median, *value.upperQuartile, *value.max};
                        QCOMPARE(at->second, five);
                    } else {
                        QCOMPARE(at->second, std::vector<double> {*value.mean});
                    }
                }
            }
            for (size_t m = 0; m < data->measures.size(); ++m) {
                if (data->measures[m].reference)
                    QCOMPARE(drawn.references.at(int(m)), *data->measures[m].reference);
            }
            // A legend entry per generator, and one for the reference lines
            // (markers exist once the chart has been laid out in a scene).
            ChartRenderer::toImage(*chart, QSize(800, 500));
            int markers = 0;
            for (QLegendMarker *marker : chart->legend()->markers())
                markers += marker->isVisible();
            QCOMPARE(markers, int(data->generators.size()) + (data->kind == ChartKind::EdgeBias ? 1 : 0));
        }
    }
}

void TestChartData::histogramDrawsItsData()
{
    for (const auto *set : {&m_mazes, &m_study.charts}) {
        const HistogramChartData &h = set->corridorLengths;
        const auto chart = ChartBuilder::build(h, set->context, {});
        QCOMPARE(chart->axes(Qt::Horizontal).front()->titleText(), h.lengthAxisTitle);
        QCOMPARE(chart->axes(Qt::Vertical).front()->titleText(), h.shareAxisTitle);
        const DrawnHistogram drawn = histogramOf(*chart);
        QCOMPARE(drawn.curves.size(), h.generators.size());
        QCOMPARE(drawn.meanLines.size(), qsizetype(h.generators.size()));
        for (size_t g = 0; g < h.generators.size(); ++g) {
            const QList<QPointF> &points = drawn.curves.at(h.generators[g].label);
            QCOMPARE(points.size(), qsizetype(h.bins.size()));
            for (size_t b = 0; b < h.bins.size(); ++b)
                QCOMPARE(points[qsizetype(b)], QPointF(h.bins[b].position, h.shares[g][b]));
            QVERIFY(drawn.meanLines.contains(*h.means[g]));
        }
    }
}

void TestChartData::csvReadBackEqualsChartedNumbers()
{
    for (const auto *set : {&m_mazes, &m_study.charts}) {
        for (const CategoryChartData *data : {&set->deadEnds, &set->edgeBias}) {
            const auto chart = ChartBuilder::build(*data, set->context, {});
            const DrawnCategories drawn = drawnCategories(*chart);
            const auto rows = chartchecks::readCsv(ChartDataWriter::csv(*data));
            QCOMPARE(rows.front(),
                QString("series,generator,metric,mazes,mean,sd,min,q1,median,q3,max").split(QLatin1Char(',')));
            QCOMPARE(rows.size(), 1 + data->generators.size() * data->measures.size());
            size_t compared = 0;
            for (size_t r = 1; r < rows.size(); ++r) {
                const QStringList &row = rows[r];
                QCOMPARE(row.size(), 11);
                int measure = -1;
                for (size_t m = 0; m < data->measures.size(); ++m) {
                    if (row[2].toStdString() == data->measures[m].metric)
                        measure = int(m);
                }
                QVERIFY2(measure >= 0, qPrintable(row[2]));
                if (row[3] == QLatin1String("0")) {
                    QVERIFY(row[4].isEmpty()); // no value: an empty field
                    continue;
                }
                const std::vector<double> &charted = drawn.values.at({row[0], measure});
                if (data->distributions) {
                    for (int i = 0; i < 5; ++i)
                        QCOMPARE(row[6 + i].toDouble(), charted[size_t(i)]);
                } else {
                    QCOMPARE(row[4].toDouble(), charted[0]);
                }
                ++compared;
            }
            // A generator without the cell view has no cell measure (its dead-end cells).
            size_t withoutCells = 0;
            for (const mazestudy::GeneratorInfo &info : mazestudy::generatorCatalog())
                withoutCells += !info.oddSizesOnly;
            QVERIFY(compared >= data->generators.size() * data->measures.size() - withoutCells);
        }
        const HistogramChartData &h = set->corridorLengths;
        const auto chart = ChartBuilder::build(h, set->context, {});
        const DrawnHistogram drawn = histogramOf(*chart);
        const auto rows = chartchecks::readCsv(ChartDataWriter::csv(h));
        QCOMPARE(rows.front(),
            QString("series,generator,first_length,last_length,corridors,share,all_corridors,mean_length")
                .split(QLatin1Char(',')));
        QCOMPARE(rows.size(), 1 + h.generators.size() * h.bins.size());
        for (size_t r = 1; r < rows.size(); ++r) {
            const QStringList &row = rows[r];
            const size_t bin = (r - 1) % h.bins.size();
            const QPointF point = drawn.curves.at(row[0])[qsizetype(bin)];
            QCOMPARE(row[5].toDouble(), point.y());
            QVERIFY(drawn.meanLines.contains(row[7].toDouble()));
            // The drawn position lies in the bin the row names.
            QVERIFY(point.x() >= row[2].toDouble());
            if (!row[3].isEmpty())
                QVERIFY(point.x() <= row[3].toDouble());
        }
    }
}

void TestChartData::jsonReadBackEqualsChartData()
{
    for (const ChartKind kind : AllChartKinds) {
        QJsonParseError error;
        const QJsonDocument document
            = QJsonDocument::fromJson(QByteArray::fromStdString(ChartDataWriter::json(m_study.charts, kind)), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject root = document.object();
        QCOMPARE(root["chart"].toString().toStdString(), ChartDataWriter::chartName(kind));
        const QJsonArray series = root["series"].toArray();
        QCOMPARE(size_t(series.size()), chartchecks::allGenerators().size());
        for (qsizetype g = 0; g < series.size(); ++g) {
            const QJsonObject entry = series[g].toObject();
            QCOMPARE(entry["generator"].toString().toStdString(), chartchecks::allGenerators()[size_t(g)]);
            QCOMPARE(entry["mazes"].toInteger(), qint64(m_config.runs));
            if (kind == ChartKind::CorridorLengths) {
                QCOMPARE(entry["mean_length"].toDouble(), *m_study.charts.corridorLengths.means[size_t(g)]);
                continue;
            }
            const CategoryChartData &data = m_study.charts.categoryChart(kind);
            for (size_t m = 0; m < data.measures.size(); ++m) {
                const QJsonObject value
                    = entry["values"].toObject()[QString::fromStdString(data.measures[m].metric)].toObject();
                const ValueSummary &summary = data.values[size_t(g)][m];
                QCOMPARE(value["count"].toInteger(), qint64(summary.count));
                if (summary.median)
                    QCOMPARE(value["median"].toDouble(), *summary.median);
                else
                    QVERIFY(value["median"].isNull());
            }
        }
    }
}

void TestChartData::csvQuotesOnlyWhatNeedsIt()
{
    QCOMPARE(ChartDataWriter::csvField("backtracker"), std::string("backtracker"));
    QCOMPARE(ChartDataWriter::csvField("a, b"), std::string("\"a, b\""));
    QCOMPARE(ChartDataWriter::csvField("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
    const auto rows = chartchecks::readCsv(ChartDataWriter::csvField("x, \"y\"") + ",2\n");
    QCOMPARE(rows.front(), QStringList({"x, \"y\"", "2"}));
}

QTEST_MAIN(TestChartData)

// An edited or opened maze has no generator: the legend, the CSV and the
// JSON name it as its pane does, not with an empty name (#43, item 5).
void TestChartData::aMazeOfNoGeneratorHasItsOwnName()
{
    std::vector<MeasuredMaze> mazes = m_measured;
    mazes.front().spec.generator.clear();
    mazes.front().name = QStringLiteral("saved.npy");
    const ChartSet set = ChartSetBuilder::fromMazes(mazes);
    QCOMPARE(set.deadEnds.generators.front().label, QStringLiteral("saved.npy"));
    QCOMPARE(set.corridorLengths.generators.front().label, QStringLiteral("saved.npy"));
    QVERIFY(
        QString::fromStdString(ChartDataWriter::csv(set, ChartKind::DeadEnds)).contains(QStringLiteral("saved.npy")));
}

#include "tst_chartdata.moc"
