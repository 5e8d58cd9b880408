#include "memorybudget.h"

#include "solvercatalog.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <unistd.h>

namespace mazestudy {

uint64_t estimatedMazePeakBytes(int rows, int cols)
{
    return FixedBytes + uint64_t(rows) * uint64_t(cols) * WorkingBytesPerUnit;
}

uint64_t estimatedMergePeakBytes(uint64_t partialBytes, uint64_t largestPartialBytes)
{
    return FixedBytes + partialBytes * PartialKeptBytesPerByte + largestPartialBytes * PartialParseBytesPerByte;
}

uint64_t estimatedStudyPeakBytes(const StudyConfig &config)
{
    uint64_t heatMapUnits = 0;
    uint64_t largestUnits = 0;
    for (const MazeSpec &spec : config.specs) {
        const uint64_t units = uint64_t(spec.rows) * uint64_t(spec.cols);
        heatMapUnits += units;
        largestUnits = std::max(largestUnits, units);
    }
    // The largest generator may be the one every thread works on at once,
    // and then solves, one solver after another.
    uint64_t solverBytes = 0;
    for (const std::string &id : config.solvers) {
        const SolverInfo *info = findSolver(id);
        for (const MazeSpec &spec : config.specs) {
            if (info)
                solverBytes = std::max(solverBytes, estimatedSolverBytes(*info, spec.rows, spec.cols));
        }
    }
    uint64_t bytes = FixedBytes + studyThreadCount(config) * (largestUnits * WorkingBytesPerUnit + solverBytes);
    if (config.heatMaps)
        bytes += heatMapUnits * HeatMapBytesPerUnit;
    return bytes;
}

uint64_t estimatedSweepPeakBytes(const StudyConfig &largest, size_t sizes)
{
    return estimatedStudyPeakBytes(largest) + uint64_t(sizes) * largest.specs.size() * SweepBytesPerSizeAndGenerator;
}

uint64_t defaultMemoryBudget()
{
    if (const char *text = std::getenv("MAZESTUDY_MEMORY_BUDGET")) {
        if (const auto bytes = parseByteSize(text))
            return *bytes;
    }
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0)
        return uint64_t(4) << 30;
    return uint64_t(pages) * uint64_t(pageSize) / 2;
}

namespace {
std::atomic<uint64_t> processBudget {0}; // 0: not set
} // namespace

void setProcessMemoryBudget(uint64_t bytes)
{
    processBudget = bytes;
}

uint64_t processMemoryBudget()
{
    const uint64_t bytes = processBudget;
    return bytes ? bytes : defaultMemoryBudget();
}

uint64_t residentBytes()
{
    std::ifstream statm("/proc/self/statm");
    uint64_t sizePages = 0;
    uint64_t residentPages = 0;
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (!(statm >> sizePages >> residentPages) || pageSize <= 0)
        return 0;
    return residentPages * uint64_t(pageSize);
}

std::optional<uint64_t> parseByteSize(const std::string &text)
{
    size_t digitsEnd = 0;
    while (digitsEnd < text.size()
        && (std::isdigit(static_cast<unsigned char>(text[digitsEnd])) || text[digitsEnd] == '.'))
        ++digitsEnd;
    if (digitsEnd == 0 || digitsEnd > 15)
        return std::nullopt;
    const std::string number = text.substr(0, digitsEnd);
    if (number.find('.') != number.rfind('.') || number.front() == '.' || number.back() == '.')
        return std::nullopt;
    const std::string unit = text.substr(digitsEnd);
    int shift = 0;
    if (unit == "K" || unit == "KB" || unit == "KiB")
        shift = 10;
    else if (unit == "M" || unit == "MB" || unit == "MiB")
        shift = 20;
    else if (unit == "G" || unit == "GB" || unit == "GiB")
        shift = 30;
    else if (unit == "T" || unit == "TB" || unit == "TiB")
        shift = 40;
    else if (!unit.empty())
        return std::nullopt;
    const double bytes = std::stod(number) * double(uint64_t(1) << shift);
    if (bytes < 1 || bytes >= 1.8e19)
        return std::nullopt;
    return uint64_t(std::llround(bytes));
}

std::string formatBytes(uint64_t bytes, int decimals)
{
    const char *units[] = {"bytes", "KB", "MB", "GB", "TB", "PB"};
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    char text[32];
    if (unit == 0)
        std::snprintf(text, sizeof text, "%llu bytes", static_cast<unsigned long long>(bytes));
    else
        std::snprintf(text, sizeof text, "%.*f %s", decimals, value, units[unit]);
    return text;
}

void requireWithinBudget(uint64_t estimate, uint64_t budget, const std::string &what, const std::string &advice)
{
    if (estimate <= budget)
        return;
    int decimals = 1;
    while (decimals < 6 && formatBytes(estimate, decimals) == formatBytes(budget, decimals))
        ++decimals;
    throw MemoryBudgetError(what + " would need about " + formatBytes(estimate, decimals)
        + " of memory, more than the budget of " + formatBytes(budget, decimals) + "; " + advice);
}

} // namespace mazestudy
