#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace mazestudy {

// What a study reports for one metric over its mazes. Values that need more
// mazes than there are stay empty: everything but `count` with none, the
// standard deviation and the confidence interval with one.
struct ValueSummary {
    uint64_t count = 0; // mazes in which the metric has a value
    std::optional<double> mean;
    std::optional<double> standardDeviation; // sample (n - 1) standard deviation
    std::optional<double> min;
    std::optional<double> lowerQuartile;
    std::optional<double> median;
    std::optional<double> upperQuartile;
    std::optional<double> max;
    // The 95% confidence interval of the mean: mean -+ t(0.975, n-1) sd / sqrt(n).
    std::optional<double> confidenceLow;
    std::optional<double> confidenceHigh;
};

// The values of one metric over many mazes, kept as value -> times seen: exact
// quartiles, and the summary is the same whatever order the values came in.
// Memory grows with the distinct values, not the mazes: a count has at most
// as many as the maze has units. They are kept in a flat hash table (16 bytes
// a slot, at most three quarters full), which a study fills once a maze for
// every metric; the order the summary needs is made when it is asked for.
// Values are never NaN; 0 and -0 are one value, kept as it came first.
class ValueDistribution {
public:
    void add(double value, uint64_t times = 1);
    // Every value of `other` as often as it has it: the distribution of both
    // sets of mazes together, the same in whichever order they are added.
    void add(const ValueDistribution &other);
    uint64_t count() const { return m_count; }
    // (value, times seen) of each distinct value, in increasing order of value.
    std::vector<std::pair<double, uint64_t>> times() const;
    ValueSummary summary() const;

private:
    struct Slot {
        double value;
        uint64_t times; // 0: an empty slot
    };
    void grow();

    std::vector<Slot> m_slots; // open addressing, linear probing; a power of two
    size_t m_distinct = 0;
    uint64_t m_count = 0;
};

// Quantiles interpolate linearly between order statistics (Hyndman and Fan's
// type 7, the default of R and NumPy): h = (n-1)p, x[floor h] + (h - floor h)
// (x[floor h + 1] - x[floor h]). For a histogram whose index is the value.
// Precondition: the histogram is not all zero; 0 <= p <= 1.
double quantileOfCounts(const std::vector<uint64_t> &histogram, double p);
// The same quantile of a list of values, for the benchmarks' and the
// window's timings; 0 for no values.
double quantileOfValues(std::vector<double> values, double p);

// The 0.975 quantile of Student's t distribution with degreesOfFreedom > 0,
// whole or not (Welch's are not), by Boost.Math to double precision.
double studentT975(double degreesOfFreedom);

} // namespace mazestudy
