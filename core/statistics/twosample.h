#pragma once

#include "valuesummary.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazestudy {

// Whether two sets of values (a metric over the mazes of two generators)
// differ, and by how much. Every figure is empty where it does not exist:
// with fewer than two values in a set, or without spread.
struct TwoSample {
    uint64_t countA = 0;
    uint64_t countB = 0;
    double difference = 0; // mean of A - mean of B
    // Welch's t-test, which does not assume equal variances: the 95%
    // confidence interval of the difference, its degrees of freedom
    // (Welch-Satterthwaite) and the two-sided p. Empty when both sets are
    // constant (the standard error is 0).
    std::optional<double> confidenceLow;
    std::optional<double> confidenceHigh;
    std::optional<double> welchDegreesOfFreedom;
    std::optional<double> welchP;
    // Mann-Whitney's U of A (pairs a > b, ties counting a half) and its
    // two-sided p by the normal approximation with tie and continuity
    // corrections (SciPy's method="asymptotic"): a test of ranks, for skewed
    // metrics. The p is empty when every value of both sets is the same.
    double mannWhitneyU = 0;
    std::optional<double> mannWhitneyP;
    // Effect sizes: Cohen's d, the difference over the pooled standard
    // deviation (empty when it is 0), and Cliff's delta, P(a > b) - P(a < b),
    // from -1 to 1.
    std::optional<double> cohensD;
    double cliffsDelta = 0;
};

// Compares two metrics' distributions; both must hold at least two values.
TwoSample compareDistributions(const ValueDistribution &a, const ValueDistribution &b);

// The same from their values in increasing order with how often each was
// seen (ValueDistribution::times()), for callers that compare one set with
// many and sort it once.
TwoSample compareSorted(
    const std::vector<std::pair<double, uint64_t>> &a, const std::vector<std::pair<double, uint64_t>> &b);

// Holm's step-down adjustment of a family of p-values, for as many tests as
// have one (empty ones are left out of the family and stay empty): the
// k-th smallest of m is multiplied by m - k + 1, the results are made
// non-decreasing in that order and capped at 1. Reject where the adjusted p
// is below the level: the chance of any false rejection in the family stays
// below it.
std::vector<std::optional<double>> holmAdjusted(const std::vector<std::optional<double>> &p);

} // namespace mazestudy
