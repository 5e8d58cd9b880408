#include "valuesummary.h"

#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace mazestudy {

namespace {

// `visitInOrder(f)` calls f(value, times) for the distinct values in
// increasing order until f returns false.
template<typename VisitInOrder> double typeSevenQuantile(uint64_t count, double p, VisitInOrder visitInOrder)
{
    const double h = double(count - 1) * p;
    const auto lower = uint64_t(std::floor(h));
    const double fraction = h - double(lower);
    std::optional<double> atLower;
    std::optional<double> atUpper;
    uint64_t seen = 0;
    visitInOrder([&](double value, uint64_t times) {
        seen += times;
        if (!atLower && lower < seen)
            atLower = value;
        if (lower + 1 < seen || seen == count)
            atUpper = value;
        return !atUpper;
    });
    return *atLower + fraction * (*atUpper - *atLower);
}

} // namespace

namespace {

size_t slotOf(double value, size_t mask)
{
    uint64_t bits = 0;
    if (value != 0) // -0 and 0 are one value
        std::memcpy(&bits, &value, sizeof bits);
    // MurmurHash3's finaliser: every bit of the value reaches the low bits.
    bits ^= bits >> 33;
    bits *= 0xff51afd7ed558ccdULL;
    bits ^= bits >> 33;
    return size_t(bits) & mask;
}

} // namespace

void ValueDistribution::add(double value, uint64_t times)
{
    if (times == 0)
        return;
    if (4 * (m_distinct + 1) > 3 * m_slots.size())
        grow();
    const size_t mask = m_slots.size() - 1;
    for (size_t slot = slotOf(value, mask);; slot = (slot + 1) & mask) {
        Slot &here = m_slots[slot];
        if (here.times == 0) {
            here = {value, times};
            ++m_distinct;
            break;
        }
        if (here.value == value) {
            here.times += times;
            break;
        }
    }
    m_count += times;
}

void ValueDistribution::grow()
{
    std::vector<Slot> old(std::max<size_t>(16, 2 * m_slots.size()), Slot {0, 0});
    old.swap(m_slots);
    const size_t mask = m_slots.size() - 1;
    for (const Slot &moved : old) {
        if (moved.times == 0)
            continue;
        size_t slot = slotOf(moved.value, mask);
        while (m_slots[slot].times != 0)
            slot = (slot + 1) & mask;
        m_slots[slot] = moved;
    }
}

void ValueDistribution::add(const ValueDistribution &other)
{
    for (const Slot &slot : other.m_slots) {
        if (slot.times != 0)
            add(slot.value, slot.times);
    }
}

std::vector<std::pair<double, uint64_t>> ValueDistribution::times() const
{
    std::vector<std::pair<double, uint64_t>> sorted;
    sorted.reserve(m_distinct);
    for (const Slot &slot : m_slots) {
        if (slot.times != 0)
            sorted.emplace_back(slot.value, slot.times);
    }
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return sorted;
}

ValueSummary ValueDistribution::summary() const
{
    ValueSummary summary;
    summary.count = m_count;
    if (m_count == 0)
        return summary;
    const auto sorted = times();
    const double n = double(m_count);
    double sum = 0;
    for (const auto &[value, times] : sorted)
        sum += value * double(times);
    const double mean = sum / n;
    summary.mean = mean;
    summary.min = sorted.front().first;
    summary.max = sorted.back().first;
    const auto quantile = [this, &sorted](double p) {
        return typeSevenQuantile(m_count, p, [&sorted](const auto &visit) {
            for (const auto &[value, times] : sorted) {
                if (!visit(value, times))
                    return;
            }
        });
    };
    summary.lowerQuartile = quantile(0.25);
    summary.median = quantile(0.5);
    summary.upperQuartile = quantile(0.75);
    if (m_count < 2)
        return summary;
    double squares = 0;
    for (const auto &[value, times] : sorted)
        squares += (value - mean) * (value - mean) * double(times);
    const double deviation = std::sqrt(squares / (n - 1));
    summary.standardDeviation = deviation;
    const double halfWidth = studentT975(n - 1) * deviation / std::sqrt(n);
    summary.confidenceLow = mean - halfWidth;
    summary.confidenceHigh = mean + halfWidth;
    return summary;
}

double quantileOfValues(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double position = p * double(values.size() - 1);
    const size_t below = size_t(position);
    const size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (values[above] - values[below]) * (position - double(below));
}

double quantileOfCounts(const std::vector<uint64_t> &histogram, double p)
{
    uint64_t count = 0;
    for (const uint64_t times : histogram)
        count += times;
    return typeSevenQuantile(count, p, [&histogram](const auto &visit) {
        for (size_t value = 0; value < histogram.size(); ++value) {
            if (histogram[value] > 0 && !visit(double(value), histogram[value]))
                return;
        }
    });
}

double studentT975(double degreesOfFreedom)
{
    return boost::math::quantile(boost::math::students_t(degreesOfFreedom), 0.975);
}

} // namespace mazestudy
