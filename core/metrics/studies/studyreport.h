#pragma once

#include "study.h"
#include "studycomparison.h"

#include <string>
#include <vector>

namespace mazestudy {

// The study CSV: one row a maze, columns generator, run, seed, then each of
// the study's columns (studyColumns()) by name. Fields never need quoting:
// ids and numbers only.
std::string studyCsvHeader(const std::vector<StudyColumn> &columns);
std::string studyCsvRow(const std::vector<StudyColumn> &columns, const StudyRow &row);
// The tidy long form, for pandas and R without reshaping: one line a maze and
// column ("generator,run,seed,metric,value"), in the columns' order; a column
// without a value for the maze has an empty value.
std::string studyLongCsvHeader();
std::string studyLongCsvRows(const std::vector<StudyColumn> &columns, const StudyRow &row);
// The long rows of one wide row (without its newline): what
// studyLongCsvRows gives for the maze studyCsvRow gave that row of.
std::string studyLongCsvRowsOfWide(const std::vector<StudyColumn> &columns, const std::string &wideRow);

// The aggregates of a study and the comparisons of its generators
// (docs/metrics.md, "Studies" and "Comparisons"); the second form takes the
// comparisons compareGenerators() made of `result`.
std::string studySummaryToJson(const StudyConfig &config, const StudyResult &result);
std::string studySummaryToJson(
    const StudyConfig &config, const StudyResult &result, const std::vector<StudyComparison> &comparisons);

// A study of solvers in words (--format text), generator by generator: each
// solver's steps and units visited, mean and 95% interval over the mazes it
// solved, and how many it solved of those with a way to the exit. Empty
// without solvers.
std::string solversToText(const StudyConfig &config, const StudyResult &result);

// One line a grid row, each unit's floor share with six decimals.
std::string heatMapToCsv(const HeatMap &heatMap);

} // namespace mazestudy
