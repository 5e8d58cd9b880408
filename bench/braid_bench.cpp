// Braid's cost beside its generator's: the median time of run() for each
// generator alone and with --braid P, in one process, side by side.
//
//   build/bin/bench_braid [--size 4001x4001] [--runs 5] [--generators ID,ID,...]
//
// Prints one row a generator: the generation alone, braid's extra time at
// P = 0.5 and P = 1 and that extra as a share of the generation, and the walls
// opened at P = 1.

#include "braidedgenerator.h"
#include "generatorcatalog.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {

struct Timing {
    double milliseconds = 0;
    uint64_t opened = 0;
};

Timing medianRun(MazeSpec spec, int runs)
{
    std::vector<double> times;
    Timing timing;
    for (int run = 0; run < runs; ++run) {
        spec.seed = uint64_t(run + 1);
        auto generator = makeGenerator(spec);
        const auto start = std::chrono::steady_clock::now();
        generator->run();
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        if (const auto *braided = dynamic_cast<const BraidedGenerator *>(generator.get()))
            timing.opened = braided->wallsOpened();
    }
    std::sort(times.begin(), times.end());
    timing.milliseconds = times[times.size() / 2];
    return timing;
}

} // namespace

int main(int argc, char **argv)
{
    int rows = 4001;
    int cols = 4001;
    int runs = 5;
    std::vector<std::string> ids;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--size") && std::sscanf(argv[i + 1], "%dx%d", &rows, &cols) == 2)
            continue;
        if (!std::strcmp(argv[i], "--runs") && (runs = std::atoi(argv[i + 1])) > 0)
            continue;
        if (!std::strcmp(argv[i], "--generators")) {
            std::istringstream list(argv[i + 1]);
            for (std::string id; std::getline(list, id, ',');)
                ids.push_back(id);
            continue;
        }
        std::fprintf(stderr, "usage: bench_braid [--size ROWSxCOLS] [--runs N] [--generators ID,ID,...]\n");
        return 2;
    }
    if (ids.empty()) {
        for (const GeneratorInfo &info : generatorCatalog()) {
            if (info.origin != GeneratorOrigin::Lab && info.id != "life")
                ids.push_back(info.id);
        }
    }
    std::printf("%dx%d units, median of %d runs (seeds 1..%d)\n\n", rows, cols, runs, runs);
    std::printf("| generator | generation ms | braid 0.5 extra ms | share | braid 1 extra ms | share | walls opened "
                "at 1 |\n|---|---:|---:|---:|---:|---:|---:|\n");
    for (const std::string &id : ids) {
        MazeSpec spec;
        spec.generator = id;
        spec.rows = rows;
        spec.cols = cols;
        const Timing alone = medianRun(spec, runs);
        spec.braid = 0.5;
        const Timing half = medianRun(spec, runs);
        spec.braid = 1;
        const Timing all = medianRun(spec, runs);
        const double halfExtra = half.milliseconds - alone.milliseconds;
        const double allExtra = all.milliseconds - alone.milliseconds;
        std::printf("| %s | %.0f | %.0f | %.2f | %.0f | %.2f | %llu |\n", id.c_str(), alone.milliseconds, halfExtra,
            halfExtra / alone.milliseconds, allExtra, allExtra / alone.milliseconds, (unsigned long long)all.opened);
        std::fflush(stdout);
    }
    return 0;
}
