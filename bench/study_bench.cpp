// Shows that a study's peak memory does not grow with its number of runs,
// then times the metrics of one large maze per generator and a study of many
// small mazes per generator on 1 and 2 threads. Prints medians as Markdown
// tables; run it on an idle machine.
//
//   build/bin/bench_study [--size 4001x4001] [--study-size 101x101] [--runs 1000] [--repeats 5]
//                         [--throughput-runs 1000,10000,100000] [--only-throughput]
//
// The throughput table (#19): the four seed generators at --study-size on 2
// threads, one study per entry of --throughput-runs, each with its runs/s
// (runs of every generator a second), mazes/s and peak resident memory; the
// 100000-run study takes about a minute and a half on two idle cores.

#include "generatorcatalog.h"
#include "mazemetrics.h"
#include "study.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {

double secondsSince(std::chrono::steady_clock::time_point begin)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
}

double middleValue(std::vector<double> values)
{
    const auto middle = values.begin() + long(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    if (values.size() % 2)
        return *middle;
    return (*middle + *std::max_element(values.begin(), middle)) / 2;
}

// Linux: writing 5 to clear_refs resets the peak resident size (VmHWM) to
// the current one, so each study's peak can be read on its own.
void resetPeakMemory()
{
    std::ofstream("/proc/self/clear_refs") << "5";
}

double peakMegabytes()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::atof(line.c_str() + 6) / 1024.0;
    }
    return 0;
}

void printPeakMemory(int rows, int cols, uint64_t runs)
{
    std::printf("Peak resident memory of a backtracker study of %dx%d mazes on 2 threads, by runs\n\n", rows, cols);
    std::printf("| runs | peak MB |\n|---:|---:|\n");
    for (const uint64_t count : {runs, 10 * runs}) {
        resetPeakMemory();
        runStudy(studyOf({"backtracker"}, rows, cols, count, 1, 2));
        std::printf("| %llu | %.1f |\n", static_cast<unsigned long long>(count), peakMegabytes());
    }
}

void printMetricsTimes(const std::vector<std::string> &generators, int rows, int cols, int repeats)
{
    std::printf("\nMetrics of one %dx%d maze (measureGenerator), median of %d\n\n", rows, cols, repeats);
    std::printf("| generator | generate ms | metrics ms | million units/s |\n|---|---:|---:|---:|\n");
    for (const std::string &id : generators) {
        std::vector<double> generate;
        std::vector<double> measure;
        for (int repeat = 0; repeat < repeats; ++repeat) {
            MazeSpec spec;
            spec.generator = id;
            spec.rows = rows;
            spec.cols = cols;
            spec.seed = uint64_t(repeat) + 1;
            auto begin = std::chrono::steady_clock::now();
            const auto generator = makeGenerator(spec);
            generator->run();
            generate.push_back(secondsSince(begin));
            begin = std::chrono::steady_clock::now();
            const MazeMetrics metrics = measureGenerator(*generator);
            measure.push_back(secondsSince(begin));
            if (metrics.floorUnits == 0)
                std::printf("(no floor)\n");
        }
        const double seconds = middleValue(measure);
        std::printf("| %s | %.0f | %.0f | %.0f |\n", id.c_str(), 1000 * middleValue(generate), 1000 * seconds,
            double(rows) * double(cols) / seconds / 1e6);
    }
}

void printStudyTimes(const std::vector<std::string> &generators, int rows, int cols, uint64_t runs, int repeats)
{
    const uint64_t mazes = runs * generators.size();
    std::printf("\nStudy of %llu mazes of %dx%d for each of the %zu generators (%llu mazes), median of %d\n\n",
        static_cast<unsigned long long>(runs), rows, cols, generators.size(), static_cast<unsigned long long>(mazes),
        repeats);
    // CPU seconds (all threads) beside the wall clock: on a busy machine they
    // still say what the study costs.
    std::printf("| threads | seconds | CPU seconds | mazes/s |\n|---:|---:|---:|---:|\n");
    for (const unsigned threads : {1u, 2u}) {
        std::vector<double> times;
        std::vector<double> cpuTimes;
        for (int repeat = 0; repeat < repeats; ++repeat) {
            const auto begin = std::chrono::steady_clock::now();
            const std::clock_t cpuBegin = std::clock();
            runStudy(studyOf(generators, rows, cols, runs, 1, threads));
            cpuTimes.push_back(double(std::clock() - cpuBegin) / CLOCKS_PER_SEC);
            times.push_back(secondsSince(begin));
        }
        const double seconds = middleValue(times);
        std::printf("| %u | %.2f | %.2f | %.0f |\n", threads, seconds, middleValue(cpuTimes), double(mazes) / seconds);
    }
}

std::vector<uint64_t> parseRunList(const char *text)
{
    std::vector<uint64_t> runs;
    for (const char *at = text; *at;) {
        char *end = nullptr;
        const uint64_t count = std::strtoull(at, &end, 10);
        if (end == at || count == 0 || (*end && *end != ','))
            return {};
        runs.push_back(count);
        at = *end ? end + 1 : end;
    }
    return runs;
}

// What the issue asks of a study: 4 generators x N runs at 101x101 on two
// cores, in seconds, with memory flat as N grows.
void printThroughput(int rows, int cols, const std::vector<uint64_t> &runList)
{
    const std::vector<std::string> four {"backtracker", "rotating-dfs", "permutation-dfs", "automaton"};
    std::printf("\nStudy throughput: backtracker, rotating-dfs, permutation-dfs and automaton at %dx%d on 2 threads, "
                "heat maps counted\n\n",
        rows, cols);
    std::printf("| runs | mazes | seconds | CPU seconds | runs/s | mazes/s | peak MB |\n"
                "|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const uint64_t runs : runList) {
        resetPeakMemory();
        const auto begin = std::chrono::steady_clock::now();
        const std::clock_t cpuBegin = std::clock();
        runStudy(studyOf(four, rows, cols, runs, 1, 2));
        const double cpu = double(std::clock() - cpuBegin) / CLOCKS_PER_SEC;
        const double seconds = secondsSince(begin);
        std::printf("| %llu | %llu | %.2f | %.2f | %.0f | %.0f | %.1f |\n", static_cast<unsigned long long>(runs),
            static_cast<unsigned long long>(4 * runs), seconds, cpu, double(runs) / seconds, double(4 * runs) / seconds,
            peakMegabytes());
        std::fflush(stdout);
    }
}

} // namespace

int main(int argc, char **argv)
{
    int rows = 4001;
    int cols = 4001;
    int studyRows = 101;
    int studyCols = 101;
    uint64_t runs = 1000;
    int repeats = 5;
    std::vector<uint64_t> throughputRuns {1000, 10000, 100000};
    bool onlyThroughput = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--only-throughput")) {
            onlyThroughput = true;
            continue;
        }
        const char *value = i + 1 < argc ? argv[++i] : "";
        if (!std::strcmp(argv[i - 1], "--throughput-runs") && !(throughputRuns = parseRunList(value)).empty())
            continue;
        if (!std::strcmp(argv[i - 1], "--size") && std::sscanf(value, "%dx%d", &rows, &cols) == 2)
            continue;
        if (!std::strcmp(argv[i - 1], "--study-size") && std::sscanf(value, "%dx%d", &studyRows, &studyCols) == 2)
            continue;
        if (!std::strcmp(argv[i - 1], "--runs") && (runs = std::strtoull(value, nullptr, 10)) > 0)
            continue;
        if (!std::strcmp(argv[i - 1], "--repeats") && (repeats = std::atoi(value)) > 0)
            continue;
        std::fprintf(stderr,
            "usage: bench_study [--size ROWSxCOLS] [--study-size ROWSxCOLS] [--runs N] [--repeats N]\n"
            "                   [--throughput-runs N,N,...] [--only-throughput]\n");
        return 2;
    }
    if (onlyThroughput) {
        printThroughput(studyRows, studyCols, throughputRuns);
        return 0;
    }
    std::vector<std::string> all;
    for (const GeneratorInfo &info : generatorCatalog())
        all.push_back(info.id);
    // Memory first, before the large mazes have grown the heap.
    printPeakMemory(studyRows, studyCols, runs);
    printMetricsTimes(all, rows, cols, repeats);
    printStudyTimes(all, studyRows, studyCols, runs, repeats);
    printThroughput(studyRows, studyCols, throughputRuns);
    return 0;
}
