#pragma once

#include "study.h"
#include "twosample.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mazestudy {

// Is the difference real? One scalar of a study's columns (a metric, or a
// solver's figure) compared between two generators (docs/metrics.md,
// "Comparisons").
struct StudyComparison {
    size_t metric = 0; // index into StudyResult::columns
    size_t a = 0; // indices into StudyResult::generators, a < b
    size_t b = 0;
    TwoSample comparison; // of a's values with b's: a - b
    // Holm's correction over every comparison of the study, each test on its own.
    std::optional<double> welchPHolm;
    std::optional<double> mannWhitneyPHolm;
};

// Every pair of generators, in study order, for every column of the study
// that both have in two mazes or more (from the distributions the
// study keeps), pair by pair and metric by metric.
std::vector<StudyComparison> compareGenerators(const StudyResult &result);

// How sure a difference is real, by Welch's p after Holm's correction:
// below 0.001, below 0.05, or not (a difference chance alone may make).
enum class Certainty { Certain, Likely, Chance };

// A comparison as a reader takes it, the one wording of the CLI's text and
// the window's table: the higher of the two first, the difference and its
// 95% interval as "higher by" figures, to as many decimals as tell the
// interval's ends apart, the effect sizes signed the same way.
struct ComparisonReading {
    size_t higher = 0; // indices into StudyResult::generators
    size_t lower = 0;
    double difference = 0; // higher's mean minus lower's, >= 0
    double low = 0; // its 95% confidence interval
    double high = 0;
    int decimals = 3;
    double cohensD = 0;
    double cliffsDelta = 0;
    Certainty certainty = Certainty::Chance;
};

// Null for a comparison without a test (the same value in every maze of both).
std::optional<ComparisonReading> readComparison(const StudyComparison &comparison);

// What a reader asks first, in words: the differences that are large
// (|Cohen's d| >= 0.8) and significant (Welch's p < 0.05 after Holm),
// largest first, then how many comparisons are of each other kind.
std::string comparisonsToText(const StudyResult &result, const std::vector<StudyComparison> &comparisons);

// Appends a comma and the value in its shortest round-trip form, locale-free;
// nothing after the comma when there is no value (or it is not finite).
void appendCsvField(std::string &line, std::optional<double> value);

// One field of a comparison as the study's JSON and its comparisons CSV both
// write it: a generator's id, a count or a figure (none when it does not exist).
using ComparisonValue = std::variant<std::string, uint64_t, std::optional<double>>;
struct ComparisonField {
    const char *name;
    ComparisonValue (*value)(const StudyComparison &comparison, const StudyResult &result);
};

// The fields of a comparison in the one order the JSON and the CSV share.
const std::vector<ComparisonField> &comparisonFields();

// The comparisons as CSV, a row each, a column a field of comparisonFields(); numbers in their shortest round-trip
// form, whatever the locale, and a figure that does not exist left empty.
std::string comparisonsToCsv(const StudyResult &result, const std::vector<StudyComparison> &comparisons);

} // namespace mazestudy
