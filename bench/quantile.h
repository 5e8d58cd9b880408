#pragma once

#include <algorithm>
#include <vector>

// The nearest-rank quantile the benchmarks print (0.5 the median, 0.95 the
// p95, 1 the maximum); 0 for no values.
inline double quantile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(p * double(values.size())))];
}
