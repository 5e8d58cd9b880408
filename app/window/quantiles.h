#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

// The benchmarks' figures: the q-quantile with linear interpolation between
// the two nearest ranks (0 for no values).
inline double quantile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double position = q * double(values.size() - 1);
    const size_t below = size_t(position);
    const size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (values[above] - values[below]) * (position - double(below));
}

inline double median(std::vector<double> values)
{
    return quantile(std::move(values), 0.5);
}
