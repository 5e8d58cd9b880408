#pragma once

#include "chartdata.h"
#include "mazemetrics.h"
#include "mazespec.h"
#include "study.h"
#include "studysweep.h"

#include <QCoreApplication>

#include <vector>

namespace mazestudy::charts {

// A finished maze on screen and what measureGenerator() found in it.
struct MeasuredMaze {
    MazeSpec spec;
    MazeMetrics metrics;
    // The legend's name for a maze no generator made as it is (edited,
    // opened); empty: the generator's name.
    QString name = {};
};

// Turns core metrics into the numbers the charts draw. Nothing here measures
// a maze: every value is a catalog metric, a study's summary of one, or (the
// dead-end unit share, the corridor histogram's shares and mean) a ratio of
// counts the metrics hold.
class ChartSetBuilder {
    Q_DECLARE_TR_FUNCTIONS(ChartSetBuilder)

public:
    // Histograms get at most this many bins of equal width, plus one open bin
    // for the longest corridors, so a long tail does not squeeze the rest.
    static constexpr int MaxBins = 40;

    // One bar per maze, in the order given.
    static ChartSet fromMazes(const std::vector<MeasuredMaze> &mazes);
    // Box plots and pooled histograms, one per generator of the study, and
    // its heat maps (moved out of `result`).
    static ChartSet fromStudy(const StudyConfig &config, StudyResult result);
    // Words every title, axis and category label and every generator's name
    // (the legends, the heat maps' titles) of the set in the current
    // language, as the builders do; after a language switch too.
    static void reword(ChartSet &set);
    // A sweep's metric (its index in metricCatalog()) against the side.
    static GrowthChartData fromSweep(const StudySweep &sweep, size_t metric);
    // A study's caption: "101 x 101 units, 200 mazes per generator, base seed 1".
    static QString studyContext(const StudyConfig &config, bool cancelled);
};

} // namespace mazestudy::charts
