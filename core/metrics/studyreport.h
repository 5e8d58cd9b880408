#pragma once

#include "study.h"
#include "studycomparison.h"

#include <string>
#include <vector>

namespace mazestudy {

// The study CSV: one row a maze, columns generator, run, seed, then every
// catalog metric by name. Fields never need quoting: ids and numbers only.
std::string studyCsvHeader();
std::string studyCsvRow(const StudyRow &row);
// The tidy long form, for pandas and R without reshaping: one line a maze and
// metric ("generator,run,seed,metric,value"), in catalogue order; a metric
// without a value for the maze has an empty value.
std::string studyLongCsvHeader();
std::string studyLongCsvRows(const StudyRow &row);
// The long rows of one wide row (without its newline): what
// studyLongCsvRows gives for the maze studyCsvRow gave that row of.
std::string studyLongCsvRowsOfWide(const std::string &wideRow);

// The aggregates of a study and the comparisons of its generators
// (docs/metrics.md, "Studies" and "Comparisons"); the second form takes the
// comparisons compareGenerators() made of `result`.
std::string studySummaryToJson(const StudyConfig &config, const StudyResult &result);
std::string studySummaryToJson(
    const StudyConfig &config, const StudyResult &result, const std::vector<StudyComparison> &comparisons);

// One line a grid row, each unit's floor share with six decimals.
std::string heatMapToCsv(const HeatMap &heatMap);

} // namespace mazestudy
