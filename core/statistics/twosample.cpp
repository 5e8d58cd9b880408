#include "twosample.h"

#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>

namespace mazestudy {

namespace {

using Values = std::vector<std::pair<double, uint64_t>>;

// Count, mean and sample variance, summed in the order ValueSummary sums
// them, so that the difference is that of the study's reported means.
struct Moments {
    double count = 0;
    double mean = 0;
    double variance = 0;
};

Moments momentsOf(const Values &values)
{
    Moments moments;
    double sum = 0;
    for (const auto &[value, times] : values) {
        moments.count += double(times);
        sum += value * double(times);
    }
    moments.mean = sum / moments.count;
    if (values.size() == 1) // one value, whatever rounding made of the mean: no spread
        return moments;
    double squares = 0;
    for (const auto &[value, times] : values)
        squares += (value - moments.mean) * (value - moments.mean) * double(times);
    moments.variance = squares / (moments.count - 1);
    return moments;
}

void welch(const Moments &a, const Moments &b, TwoSample &comparison)
{
    const double shareA = a.variance / a.count;
    const double shareB = b.variance / b.count;
    const double standardError = std::sqrt(shareA + shareB);
    if (!(standardError > 0)) // both sets constant
        return;
    const double freedom
        = (shareA + shareB) * (shareA + shareB) / (shareA * shareA / (a.count - 1) + shareB * shareB / (b.count - 1));
    const boost::math::students_t student(freedom);
    const double halfWidth = boost::math::quantile(student, 0.975) * standardError;
    comparison.welchDegreesOfFreedom = freedom;
    comparison.confidenceLow = comparison.difference - halfWidth;
    comparison.confidenceHigh = comparison.difference + halfWidth;
    const double t = std::abs(comparison.difference) / standardError;
    comparison.welchP = std::min(1.0, 2 * boost::math::cdf(boost::math::complement(student, t)));
}

// Ranks of both sets together (ties get their mean rank), in one pass over
// the two sorted lists: U, its tie correction and Cliff's delta.
void mannWhitney(const Values &a, const Values &b, const Moments &ma, const Moments &mb, TwoSample &comparison)
{
    double rankSumA = 0;
    double tieTerm = 0; // sum of t^3 - t over the groups of t equal values
    double greater = 0; // pairs a > b
    double less = 0; // pairs a < b
    double ranked = 0;
    double belowInB = 0; // values of B below the current one
    for (size_t i = 0, j = 0; i < a.size() || j < b.size();) {
        const double value = j == b.size() || (i < a.size() && a[i].first < b[j].first) ? a[i].first : b[j].first;
        const double inA = i < a.size() && a[i].first == value ? double(a[i++].second) : 0;
        const double inB = j < b.size() && b[j].first == value ? double(b[j++].second) : 0;
        const double tied = inA + inB;
        rankSumA += inA * (ranked + (tied + 1) / 2);
        tieTerm += tied * tied * tied - tied;
        greater += inA * belowInB;
        less += inA * (mb.count - belowInB - inB);
        belowInB += inB;
        ranked += tied;
    }
    const double pairs = ma.count * mb.count;
    comparison.mannWhitneyU = rankSumA - ma.count * (ma.count + 1) / 2;
    comparison.cliffsDelta = (greater - less) / pairs;
    const double n = ma.count + mb.count;
    const double variance = pairs / 12 * ((n + 1) - tieTerm / (n * (n - 1)));
    if (!(variance > 0))
        return;
    const double u = std::max(comparison.mannWhitneyU, pairs - comparison.mannWhitneyU);
    const double z = (u - pairs / 2 - 0.5) / std::sqrt(variance);
    comparison.mannWhitneyP = std::min(1.0, 2 * boost::math::cdf(boost::math::complement(boost::math::normal(), z)));
}

} // namespace

TwoSample compareSorted(const Values &a, const Values &b)
{
    const Moments ma = momentsOf(a);
    const Moments mb = momentsOf(b);
    TwoSample comparison;
    comparison.countA = uint64_t(ma.count);
    comparison.countB = uint64_t(mb.count);
    comparison.difference = ma.mean - mb.mean;
    welch(ma, mb, comparison);
    mannWhitney(a, b, ma, mb, comparison);
    const double pooled
        = std::sqrt(((ma.count - 1) * ma.variance + (mb.count - 1) * mb.variance) / (ma.count + mb.count - 2));
    if (pooled > 0)
        comparison.cohensD = comparison.difference / pooled;
    return comparison;
}

TwoSample compareDistributions(const ValueDistribution &a, const ValueDistribution &b)
{
    return compareSorted(a.times(), b.times());
}

std::vector<std::optional<double>> holmAdjusted(const std::vector<std::optional<double>> &p)
{
    std::vector<size_t> order;
    for (size_t i = 0; i < p.size(); ++i) {
        if (p[i])
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&p](size_t x, size_t y) { return *p[x] < *p[y]; });
    std::vector<std::optional<double>> adjusted(p.size());
    double running = 0;
    for (size_t k = 0; k < order.size(); ++k) {
        running = std::max(running, std::min(1.0, double(order.size() - k) * *p[order[k]]));
        adjusted[order[k]] = running;
    }
    return adjusted;
}

} // namespace mazestudy
