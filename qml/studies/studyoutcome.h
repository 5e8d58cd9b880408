#pragma once

#include "chartdata.h"
#include "study.h"
#include "studycomparison.h"

#include <string>

// What a study run from the window leaves behind for the charts and the
// exports: its charts, and the same CSV and summary JSON that
// `mazestudy-cli study --csv/--json` writes for the same inputs.
struct StudyOutcome {
    mazestudy::StudyConfig config;
    mazestudy::charts::ChartSet charts;
    std::string csv; // one row a maze (studyCsvHeader, studyCsvRow)
    std::string summaryJson; // studySummaryToJson
    // Every pair of the study's generators compared for every metric, as in
    // summaryJson; indices into config.specs.
    std::vector<mazestudy::StudyComparison> comparisons;
};
