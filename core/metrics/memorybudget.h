#pragma once

#include "study.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace mazestudy {

// A request's peak memory, estimated before any work, so that one too large
// for the machine is refused with a figure rather than ended by the kernel
// half-way. The estimates are bounds measured with /usr/bin/time on the
// project's machine (docs/robustness.md, "Memory caps"), not means.

// One maze being generated and measured, in the generator that needs most
// (Kruskal: its grid and union-find, 4.9 bytes a unit at 8001 x 8001).
constexpr uint64_t WorkingBytesPerUnit = 8;
// A study's heat map: a 64-bit count a unit and generator, and the image and
// CSV written from it (8.5 bytes a unit measured).
constexpr uint64_t HeatMapBytesPerUnit = 10;
// The program, its libraries and its reports.
constexpr uint64_t FixedBytes = uint64_t(64) << 20;

// Merging a sharded study: every partial is kept as read (its rows and
// distributions take about its own size, and the outputs made of them as
// much again: a sweep's two 97 MB partials merged to JSON, CSV and fits
// peaked at 1.02 GB, past 2 B a byte), and one partial's JSON document is
// parsed at a time (Qt's tree of values takes several times the text).
constexpr uint64_t PartialKeptBytesPerByte = 3;
constexpr uint64_t PartialParseBytesPerByte = 6;

// What a sweep keeps of each size and generator until its end (the
// distributions and means its JSON and fits are made of): about 40 KB
// measured (2000 sizes, 1 and 2 generators), with room.
constexpr uint64_t SweepBytesPerSizeAndGenerator = 48 << 10;

uint64_t estimatedMazePeakBytes(int rows, int cols);
uint64_t estimatedMergePeakBytes(uint64_t partialBytes, uint64_t largestPartialBytes);
// One maze in work per thread, and the heat maps when the study counts them.
uint64_t estimatedStudyPeakBytes(const StudyConfig &config);
// The study at its largest size, and what it keeps of every size.
uint64_t estimatedSweepPeakBytes(const StudyConfig &largest, size_t sizes);

// MAZESTUDY_MEMORY_BUDGET when it holds a size, else half of the machine's
// physical memory (4 GiB where that cannot be read).
uint64_t defaultMemoryBudget();
// "16G", "800M", "1.5G", "64K" (powers of 1024) or a number of bytes.
std::optional<uint64_t> parseByteSize(const std::string &text);
// "13.4 GB" (powers of 1024, one decimal unless more are asked for), for messages.
std::string formatBytes(uint64_t bytes, int decimals = 1);

// The budget this process was given (--memory-budget, or the default):
// what cannot be estimated before it runs, a lab script, is held to it while
// it runs. Until set, defaultMemoryBudget().
void setProcessMemoryBudget(uint64_t bytes);
uint64_t processMemoryBudget();
// The process's resident memory now (/proc/self/statm); 0 where it cannot be read.
uint64_t residentBytes();

class MemoryBudgetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Throws MemoryBudgetError, naming the estimate and the budget, when
// `estimate` is over `budget`; both with as many decimals as it takes to
// tell them apart. `what` is the request ("this study"),
// `advice` how to make it smaller or raise the budget.
void requireWithinBudget(uint64_t estimate, uint64_t budget, const std::string &what, const std::string &advice);

} // namespace mazestudy
