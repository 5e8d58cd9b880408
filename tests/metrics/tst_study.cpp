#include "generatorcatalog.h"
#include "metriccatalog.h"
#include "rng.h"
#include "solvercatalog.h"
#include "study.h"
#include "studycomparison.h"
#include "studypartial.h"
#include "studyreport.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace mazestudy;

namespace {

StudyConfig configOf(const std::vector<std::string> &generators, int rows, int cols, uint64_t runs, unsigned threads)
{
    return studyOf(generators, rows, cols, runs, 2024, threads);
}

const std::vector<std::string> allFour {"backtracker", "rotating-dfs", "permutation-dfs", "automaton"};

// Everything a study hands out, as text: rows, summary and heat maps.
struct Outcome {
    std::vector<StudyRow> rows;
    std::string csv;
    std::string summary;
    std::vector<std::string> heatMaps;
    StudyResult result;
};

Outcome run(const StudyConfig &config)
{
    Outcome outcome;
    StudyObserver observer;
    const std::vector<StudyColumn> columns = studyColumns(config);
    observer.row = [&outcome, &columns](const StudyRow &row) {
        outcome.rows.push_back(row);
        outcome.csv += studyCsvRow(columns, row);
    };
    outcome.result = runStudy(config, observer);
    outcome.summary = studySummaryToJson(config, outcome.result);
    for (const GeneratorStudy &study : outcome.result.generators)
        outcome.heatMaps.push_back(heatMapToCsv(study.heatMap));
    return outcome;
}

size_t metricIndex(const char *name)
{
    const auto &catalog = metricCatalog();
    for (size_t i = 0; i < catalog.size(); ++i) {
        if (std::string(catalog[i].name) == name)
            return i;
    }
    qFatal("no metric %s", name);
}

bool near(std::optional<double> value, double expected)
{
    return value && std::abs(*value - expected) < 1e-6;
}

} // namespace

class TestStudy : public QObject {
    Q_OBJECT
private slots:
    // Seed i is output i+1 of splitmix64 started at the base seed.
    void seedsFollowSplitmix()
    {
        for (const uint64_t base : {uint64_t(0), uint64_t(1), uint64_t(2024), ~uint64_t(0)}) {
            uint64_t state = base;
            for (uint64_t run = 0; run < 200; ++run)
                QCOMPARE(studySeed(base, run), Rng::splitmix64(state));
        }
    }

    // 1, 2, 3, 4: mean 2.5, sd sqrt(5/3), quartiles by interpolation
    // (h = 3p): 1.75, 2.5, 3.25; CI 2.5 -+ 3.182446 * sd / 2.
    void summariesByHand()
    {
        ValueDistribution values;
        for (const double value : {3.0, 1.0, 4.0, 2.0})
            values.add(value);
        const ValueSummary summary = values.summary();
        QCOMPARE(summary.count, uint64_t(4));
        QVERIFY(near(summary.mean, 2.5));
        QVERIFY(near(summary.standardDeviation, std::sqrt(5.0 / 3)));
        QVERIFY(near(summary.min, 1));
        QVERIFY(near(summary.lowerQuartile, 1.75));
        QVERIFY(near(summary.median, 2.5));
        QVERIFY(near(summary.upperQuartile, 3.25));
        QVERIFY(near(summary.max, 4));
        const double halfWidth = 3.182446305284263 * std::sqrt(5.0 / 3) / 2; // t(0.975, 3), SciPy
        QVERIFY(near(summary.confidenceLow, 2.5 - halfWidth));
        QVERIFY(near(summary.confidenceHigh, 2.5 + halfWidth));

        // 5, 5, 5, 9 (repeats): h = 0.75, 1.5, 2.25 -> 5, 5, 6.
        ValueDistribution repeated;
        repeated.add(5, 3);
        repeated.add(9);
        const ValueSummary withRepeats = repeated.summary();
        QVERIFY(near(withRepeats.mean, 6));
        QVERIFY(near(withRepeats.lowerQuartile, 5));
        QVERIFY(near(withRepeats.median, 5));
        QVERIFY(near(withRepeats.upperQuartile, 6));
        QVERIFY(near(withRepeats.standardDeviation, 2));

        // One value: no spread to speak of; none: nothing but the count.
        ValueDistribution one;
        one.add(7);
        const ValueSummary single = one.summary();
        QVERIFY(near(single.median, 7) && near(single.lowerQuartile, 7) && near(single.max, 7));
        QVERIFY(!single.standardDeviation && !single.confidenceLow && !single.confidenceHigh);
        const ValueSummary empty = ValueDistribution().summary();
        QCOMPARE(empty.count, uint64_t(0));
        QVERIFY(!empty.mean && !empty.min && !empty.median);
    }

    void histogramQuantiles()
    {
        // Lengths 1, 2, 2, 4: median (2 + 2) / 2, upper quartile 2 + 0.25 * 2.
        const std::vector<uint64_t> histogram {0, 1, 2, 0, 1};
        QCOMPARE(quantileOfCounts(histogram, 0.5), 2.0);
        QCOMPARE(quantileOfCounts(histogram, 0.75), 2.5);
        QCOMPARE(quantileOfCounts(histogram, 0.0), 1.0);
        QCOMPARE(quantileOfCounts(histogram, 1.0), 4.0);
        QCOMPARE(quantileOfCounts({0, 0, 0, 5}, 0.5), 3.0);
    }

    // Rows, aggregates and heat maps are the same with 1, 2 and 3 threads.
    void sameWhateverTheThreads()
    {
        const Outcome one = run(configOf(allFour, 21, 31, 25, 1));
        for (const unsigned threads : {2u, 3u}) {
            const Outcome more = run(configOf(allFour, 21, 31, 25, threads));
            QCOMPARE(more.csv, one.csv);
            QCOMPARE(more.summary, one.summary);
            QVERIFY(more.heatMaps == one.heatMaps);
        }
    }

    // One row a maze, generator by generator, run by run, with the derived seeds.
    void rowsInOrder()
    {
        const StudyConfig config = configOf(allFour, 15, 15, 12, 2);
        const Outcome outcome = run(config);
        QCOMPARE(outcome.rows.size(), allFour.size() * 12);
        QCOMPARE(uint64_t(std::count(outcome.csv.begin(), outcome.csv.end(), '\n')), uint64_t(allFour.size() * 12));
        for (size_t i = 0; i < outcome.rows.size(); ++i) {
            const StudyRow &row = outcome.rows[i];
            QCOMPARE(row.generator, allFour[i / 12]);
            QCOMPARE(row.run, uint64_t(i % 12));
            QCOMPARE(row.seed, studySeed(config.baseSeed, row.run));
            // The row is the maze that spec and seed make.
            MazeSpec spec = config.specs[i / 12];
            spec.seed = row.seed;
            auto maze = makeGenerator(spec);
            maze->run();
            QCOMPARE(row.metrics.floorUnits, measureGenerator(*maze).floorUnits);
        }
        QVERIFY(!outcome.result.cancelled);
    }

    // The aggregates are those of the rows, computed here the plain way.
    void aggregatesMatchTheRows()
    {
        const Outcome outcome = run(configOf({"permutation-dfs", "automaton"}, 25, 25, 9, 2));
        const size_t floorIndex = metricIndex("floor_units");
        const size_t sweepsIndex = metricIndex("sweeps");
        for (size_t g = 0; g < 2; ++g) {
            const GeneratorStudy &study = outcome.result.generators[g];
            QCOMPARE(study.mazes, uint64_t(9));
            std::vector<double> floor;
            std::vector<uint64_t> pooled;
            for (size_t i = g * 9; i < g * 9 + 9; ++i) {
                const MazeMetrics &metrics = outcome.rows[i].metrics;
                floor.push_back(double(metrics.floorUnits));
                pooled.resize(std::max(pooled.size(), metrics.corridorLengthHistogram.size()), 0);
                for (size_t length = 0; length < metrics.corridorLengthHistogram.size(); ++length)
                    pooled[length] += metrics.corridorLengthHistogram[length];
            }
            std::sort(floor.begin(), floor.end());
            double mean = 0;
            for (const double value : floor)
                mean += value / 9;
            double squares = 0;
            for (const double value : floor)
                squares += (value - mean) * (value - mean);
            const ValueSummary &summary = study.metrics[floorIndex];
            QCOMPARE(summary.count, uint64_t(9));
            QVERIFY(near(summary.mean, mean));
            QVERIFY(near(summary.standardDeviation, std::sqrt(squares / 8)));
            QVERIFY(near(summary.min, floor.front()));
            QVERIFY(near(summary.max, floor.back()));
            // Nine values: the quartiles fall on order statistics 2, 4 and 6.
            QVERIFY(near(summary.lowerQuartile, floor[2]));
            QVERIFY(near(summary.median, floor[4]));
            QVERIFY(near(summary.upperQuartile, floor[6]));
            const double halfWidth = 2.3060041350333704 * std::sqrt(squares / 8) / 3; // t(0.975, 8), SciPy
            QVERIFY(near(summary.confidenceLow, mean - halfWidth));
            QVERIFY(near(summary.confidenceHigh, mean + halfWidth));
            QVERIFY(study.corridorLengthHistogram == pooled);
            // Sweeps exist for the automaton only.
            QCOMPARE(study.metrics[sweepsIndex].count, uint64_t(g == 1 ? 9 : 0));

            const HeatMap &heatMap = study.heatMap;
            QCOMPARE(heatMap.mazes, uint64_t(9));
            uint64_t counted = 0;
            for (const uint64_t count : heatMap.floorCounts)
                counted += count;
            double floorTotal = 0;
            for (const double value : floor)
                floorTotal += value;
            QCOMPARE(double(counted), floorTotal);
        }
        // A DFS maze always digs its cells and never its corners.
        const HeatMap &dfs = outcome.result.generators[0].heatMap;
        QCOMPARE(dfs.floorShare(1, 1), 1.0);
        QCOMPARE(dfs.floorShare(0, 0), 0.0);
    }

    void heatMapCsv()
    {
        HeatMap heatMap;
        heatMap.rows = 2;
        heatMap.cols = 3;
        heatMap.mazes = 3;
        heatMap.floorCounts = {0, 1, 2, 3, 3, 0};
        QCOMPARE(heatMapToCsv(heatMap), std::string("0.000000,0.333333,0.666667\n1.000000,1.000000,0.000000\n"));
    }

    void csvHeaderNamesEveryMetric()
    {
        const std::string header = studyCsvHeader(studyColumns(std::vector<std::string> {}));
        QVERIFY(header.rfind("generator,run,seed,floor_units,", 0) == 0);
        QCOMPARE(uint64_t(std::count(header.begin(), header.end(), ',')), uint64_t(2 + metricCatalog().size()));
        const std::string withSolvers = studyCsvHeader(studyColumns({"bfs", "random-mouse"}));
        QVERIFY(withSolvers.rfind(header.substr(0, header.size() - 1), 0) == 0);
        QVERIFY(withSolvers.find(",bfs.steps,bfs.units_visited,bfs.memory_bytes,bfs.success,random-mouse.steps,"
                                 "random-mouse.units_visited,random-mouse.memory_bytes,random-mouse.success\n")
            != std::string::npos);
    }

    void cancels()
    {
        std::atomic<bool> cancel {false};
        uint64_t rows = 0;
        StudyObserver observer;
        observer.cancel = &cancel;
        observer.row = [&rows](const StudyRow &) { ++rows; };
        observer.progress = [&cancel](uint64_t done, uint64_t total) {
            QVERIFY(done <= total);
            if (done == 10)
                cancel = true;
        };
        const StudyResult result = runStudy(configOf(allFour, 21, 21, 100, 2), observer);
        QVERIFY(result.cancelled);
        QVERIFY(rows >= 10 && rows < 400);
        uint64_t aggregated = 0;
        for (const GeneratorStudy &study : result.generators)
            aggregated += study.mazes;
        QCOMPARE(aggregated, rows);
    }

    void refusesBadConfigs()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(configOf({"backtracker"}, 21, 21, 0, 1)));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(configOf({}, 21, 21, 5, 1)));
        try {
            runStudy(configOf({"automaton", "backtracker"}, 20, 20, 5, 1));
            QFAIL("an even size for the backtracker went through");
        } catch (const std::invalid_argument &error) {
            QVERIFY2(std::string(error.what()).find("needs odd") != std::string::npos, error.what());
        }
        StudyConfig solving = configOf({"backtracker"}, 21, 21, 5, 1);
        solving.solvers = {"bfs", "teleport"};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(solving));
        solving.solvers = {"bfs", "astar", "bfs"};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(solving));
        solving.solvers = {"bfs"};
        solving.solverStepBudget = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(solving));
    }

    // Each maze's solver figures are what the solver does on that maze, made
    // again from the row's seed; the random mouse's walks average the exact
    // expectation the random_mouse_steps metric computes of the same mazes;
    // a maze whose exit cannot be reached tests no solver.
    void solversMeasureEachMaze()
    {
        StudyConfig config = configOf({"backtracker", "automaton"}, 11, 11, 300, 3);
        config.solvers = {"random-mouse", "wall-follower-left", "bfs"};
        const std::vector<StudyColumn> columns = studyColumns(config);
        const size_t first = metricCatalog().size();
        QCOMPARE(columns.size(), first + 12);
        QCOMPARE(columns[first + 4].name, std::string("wall-follower-left.steps"));
        const Outcome outcome = run(config);
        double differenceSum = 0;
        double differenceSquares = 0;
        uint64_t mazes = 0;
        uint64_t unsolvable = 0;
        for (const StudyRow &row : outcome.rows) {
            QCOMPARE(row.solverRuns.size(), size_t(3));
            if (!row.metrics.solution) {
                ++unsolvable;
                for (size_t c = first; c < columns.size(); ++c)
                    QVERIFY(!columns[c].value(row));
                continue;
            }
            MazeSpec spec = config.specs[row.generator == "backtracker" ? 0 : 1];
            spec.seed = row.seed;
            auto maze = makeGenerator(spec);
            runAndCheck(*maze);
            SolverSetup setup;
            setup.start = maze->start();
            setup.exit = maze->exit();
            setup.seed = studySeed(row.seed, 0);
            setup.stepBudget = config.solverStepBudget;
            const auto grid = std::make_shared<const Grid>(maze->grid());
            for (size_t s = 0; s < config.solvers.size(); ++s) {
                const auto solver = solverInfo(config.solvers[s]).make(grid, setup);
                solver->run();
                QVERIFY(solver->reached());
                QCOMPARE(*columns[first + 4 * s].value(row), double(solver->steps()));
                QCOMPARE(*columns[first + 4 * s + 1].value(row), double(solver->unitsVisited()));
                QCOMPARE(*columns[first + 4 * s + 2].value(row), double(solver->memoryBytes()));
                QCOMPARE(*columns[first + 4 * s + 3].value(row), 1.0);
            }
            if (row.generator == "backtracker") {
                const double difference
                    = double(row.solverRuns[0].steps) - double(*row.metrics.solution->randomMouseSteps);
                differenceSum += difference;
                differenceSquares += difference * difference;
                ++mazes;
            }
        }
        // The automaton's first and last floor units, its start and exit,
        // seldom lie in one piece of its floor.
        QVERIFY(unsolvable > 0);
        QCOMPARE(mazes, uint64_t(300));
        // The mouse's mean minus the expectations' mean, within four standard errors of 0.
        const double mean = differenceSum / double(mazes);
        const double sd = std::sqrt((differenceSquares - double(mazes) * mean * mean) / double(mazes - 1));
        QVERIFY2(std::abs(mean) < 4 * sd / std::sqrt(double(mazes)),
            qPrintable(QString("mean difference %1, sd %2").arg(mean).arg(sd)));
    }

    // What a callback throws ends the study and reaches the caller.
    void passesOnCallbackErrors()
    {
        StudyObserver observer;
        observer.row = [](const StudyRow &row) {
            if (row.run == 3)
                throw std::runtime_error("disk full");
        };
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, runStudy(configOf(allFour, 15, 15, 50, 2), observer));
    }

    // Shard i of n does the runs [(i-1)R/n, iR/n): together each run once.
    void shardRunsCoverTheRunsOnce()
    {
        for (const uint64_t runs : {1ull, 7ull, 200ull, 1000000000ull}) {
            for (const uint64_t count : {1ull, 2ull, 3ull, 7ull}) {
                if (count > runs)
                    continue;
                uint64_t covered = 0;
                for (uint64_t index = 1; index <= count; ++index) {
                    uint64_t first = 0;
                    uint64_t end = 0;
                    studyShardRuns(runs, index, count, first, end);
                    QCOMPARE(first, covered);
                    QVERIFY(end > first);
                    covered = end;
                }
                QCOMPARE(covered, runs);
            }
        }
    }

    // The shards' rows are the study's, and their partials merge into its
    // aggregates exactly, in whichever order they come.
    void shardsMergeIntoTheStudy_data()
    {
        QTest::addColumn<bool>("withSolvers");
        QTest::newRow("generators") << false;
        QTest::newRow("solvers") << true;
    }

    void shardsMergeIntoTheStudy()
    {
        QFETCH(bool, withSolvers);
        StudyConfig whole = configOf(allFour, 21, 21, 40, 2);
        if (withSolvers)
            whole.solvers = {"wall-follower-left", "random-mouse", "bfs"};
        const std::vector<StudyColumn> columns = studyColumns(whole);
        const Outcome expected = run(whole);
        std::vector<StudyPartial> partials;
        std::string rows;
        for (uint64_t index = 1; index <= 3; ++index) {
            StudyConfig shard = whole;
            studyShardRuns(whole.runs, index, 3, shard.firstRun, shard.endRun);
            const Outcome outcome = run(shard);
            StudyPartial &partial = partials.emplace_back();
            partial.source = "shard " + std::to_string(index);
            partial.config = shard;
            for (const StudyColumn &column : columns)
                partial.metricNames.push_back(column.name);
            partial.generators = outcome.result.generators;
            partial.rows.resize(allFour.size());
            for (const StudyRow &row : outcome.rows) {
                std::string line = studyCsvRow(columns, row);
                line.pop_back();
                partial.rows[size_t(std::find(allFour.begin(), allFour.end(), row.generator) - allFour.begin())]
                    .push_back(line);
            }
            checkStudyPartial(partial);
        }
        std::swap(partials[0], partials[2]);
        const MergedStudy merged = mergeStudyPartials(partials);
        QCOMPARE(studySummaryToJson(merged.config, merged.result), expected.summary);
        std::string csv;
        for (size_t g = 0; g < allFour.size(); ++g) {
            for (size_t i = 0; i < merged.result.generators[g].heatMap.floorCounts.size(); ++i)
                QCOMPARE(merged.result.generators[g].heatMap.floorCounts[i],
                    expected.result.generators[g].heatMap.floorCounts[i]);
            QCOMPARE(heatMapToCsv(merged.result.generators[g].heatMap), expected.heatMaps[g]);
            for (const StudyPartial *partial : merged.inRunOrder) {
                for (const std::string &row : partial->rows[g])
                    csv += row + "\n";
            }
        }
        QCOMPARE(csv, expected.csv);

        partials.pop_back();
        QVERIFY_THROWS_EXCEPTION(StudyMergeError, mergeStudyPartials(partials));
        partials.push_back(partials.front());
        QVERIFY_THROWS_EXCEPTION(StudyMergeError, mergeStudyPartials(partials));
    }

    void longRowsOfAWideRow()
    {
        StudyConfig config = configOf({"automaton", "permutation-dfs"}, 15, 15, 5, 1);
        config.solvers = {"pledge", "astar"};
        const std::vector<StudyColumn> columns = studyColumns(config);
        const Outcome outcome = run(config);
        for (const StudyRow &row : outcome.rows) {
            std::string wide = studyCsvRow(columns, row);
            wide.pop_back();
            QCOMPARE(studyLongCsvRowsOfWide(columns, wide), studyLongCsvRows(columns, row));
        }
    }

    // Two distributions added together are one of all their values.
    void distributionsAdd()
    {
        ValueDistribution a;
        ValueDistribution b;
        ValueDistribution both;
        for (const double value : {3.0, 1.5, 3.0, 7.25}) {
            a.add(value);
            both.add(value);
        }
        for (const double value : {1.5, 0.0, 9.0}) {
            b.add(value);
            both.add(value);
        }
        ValueDistribution ab = a;
        ab.add(b);
        ValueDistribution ba = b;
        ba.add(a);
        QVERIFY(ab.times() == both.times());
        QVERIFY(ba.times() == both.times());
        QCOMPARE(ab.count(), uint64_t(7));
        QCOMPARE(*ab.summary().median, *both.summary().median);
    }

    void refusesRunRangesOutsideTheRuns()
    {
        StudyConfig config = configOf({"backtracker"}, 11, 11, 5, 1);
        config.firstRun = 5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(config));
        config.firstRun = 2;
        config.endRun = 6;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(config));
        config.endRun = 2;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(config));
        config.endRun = 3;
        QCOMPARE(runStudy(config).generators[0].mazes, uint64_t(1));
    }

    // Every pair for every metric both generators have in two mazes or more,
    // each as the two distributions compare; Holm's p never below the test's.
    void comparesEveryPair()
    {
        const StudyConfig config = configOf({"backtracker", "wilson", "automaton"}, 21, 21, 12, 2);
        const StudyResult result = runStudy(config);
        const std::vector<StudyComparison> comparisons = compareGenerators(result);
        const size_t metrics = metricCatalog().size();
        size_t expected = 0;
        for (size_t a = 0; a < 3; ++a) {
            for (size_t b = a + 1; b < 3; ++b) {
                for (size_t m = 0; m < metrics; ++m)
                    expected += result.generators[a].distributions[m].count() >= 2
                        && result.generators[b].distributions[m].count() >= 2;
            }
        }
        QCOMPARE(comparisons.size(), expected);
        // The automaton has no cell view: none of its comparisons is of cells.
        QVERIFY(expected < 3 * metrics);
        bool someSignificant = false;
        for (const StudyComparison &c : comparisons) {
            QVERIFY(c.a < c.b);
            const TwoSample alone = compareDistributions(
                result.generators[c.a].distributions[c.metric], result.generators[c.b].distributions[c.metric]);
            QCOMPARE(c.comparison.difference, alone.difference);
            QCOMPARE(c.comparison.welchP, alone.welchP);
            QCOMPARE(c.comparison.mannWhitneyP, alone.mannWhitneyP);
            QCOMPARE(c.welchPHolm.has_value(), alone.welchP.has_value());
            if (c.welchPHolm)
                QVERIFY(*c.welchPHolm >= *alone.welchP && *c.welchPHolm <= 1);
            someSignificant = someSignificant || (c.welchPHolm && *c.welchPHolm < 0.05);
        }
        QVERIFY(someSignificant);
        // Wilson's dead ends outnumber the backtracker's by far (about 29% of
        // cells against 10%): the text leads with such differences.
        const std::string text = comparisonsToText(result, comparisons);
        QVERIFY2(text.find("wilson's dead_end_cell_share is ") != std::string::npos, text.c_str());
        QVERIFY(text.find(" higher than backtracker's, 95% CI ") != std::string::npos);
        QVERIFY(studySummaryToJson(config, result).find("\"comparisons\": [") != std::string::npos);
    }

    void heatMapsOnlyWhenAsked()
    {
        StudyConfig config = studyOf({"backtracker"}, 11, 11, 3, 1, 2);
        config.heatMaps = false;
        const StudyResult result = runStudy(config);
        QCOMPARE(result.generators[0].mazes, uint64_t(3));
        QCOMPARE(result.generators[0].heatMap.mazes, uint64_t(0));
        QVERIFY(result.generators[0].heatMap.floorCounts.empty());
    }
};

QTEST_APPLESS_MAIN(TestStudy)
#include "tst_study.moc"
