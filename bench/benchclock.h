#pragma once

#include <chrono>
#include <functional>

// The wall-clock milliseconds `work` takes, as the benchmarks time one run.
inline double millisecondsOf(const std::function<void()> &work)
{
    const auto begin = std::chrono::steady_clock::now();
    work();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
}
