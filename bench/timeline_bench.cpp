// What stepping and scrubbing cost on a big maze: the Timeline's memory
// (keyframes and the DFS entry index, so bytes a move) and how long a seek
// to a random move, a step back and a step forward take, for each generator
// and a few keyframe budgets. Prints a table; quote medians.
//
//   build/bin/bench_timeline [--size 1001x1001] [--seeks 200] [--seed 1]

#include "generatorcatalog.h"
#include "rng.h"
#include "timeline.h"
#include "valuesummary.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace mazestudy;

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

} // namespace

int main(int argc, char **argv)
{
    int rows = 1001;
    int cols = 1001;
    int seeks = 200;
    uint64_t seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--size") && std::sscanf(argv[i + 1], "%dx%d", &rows, &cols) == 2)
            continue;
        if (!std::strcmp(argv[i], "--seeks") && (seeks = std::atoi(argv[i + 1])) > 0)
            continue;
        if (!std::strcmp(argv[i], "--seed") && (seed = std::strtoull(argv[i + 1], nullptr, 10)) > 0)
            continue;
        std::fprintf(stderr, "usage: bench_timeline [--size ROWSxCOLS] [--seeks N] [--seed N]\n");
        return 2;
    }
    std::printf("%dx%d units, seed %llu; %d seeks to random moves, %d steps back from random moves\n\n", rows, cols,
        (unsigned long long)seed, seeks, seeks);
    std::printf("| generator | budget MiB | moves | explore ms | keyframes | spacing | history MB | bytes/move "
                "| seek median ms | seek p95 ms | back median ms | forward ns/move |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (const GeneratorInfo &info : generatorCatalog()) {
        for (size_t budgetMiB : {4, 16, 64}) {
            MazeSpec spec;
            spec.generator = info.id;
            spec.rows = rows;
            spec.cols = cols;
            spec.seed = seed;
            Timeline::Budget budget;
            budget.maxKeyframeBytes = budgetMiB << 20;
            Timeline timeline(spec, budget);

            auto start = Clock::now();
            const uint64_t total = timeline.totalMoves();
            const double explore = millisecondsSince(start);
            const Timeline::Memory memory = timeline.memory();

            Rng rng(seed);
            const auto randomMove = [&] { return (uint64_t(rng.next() >> 11) % (total + 1)); };
            std::vector<double> seekTimes;
            std::vector<double> backTimes;
            for (int i = 0; i < seeks; ++i) {
                const uint64_t target = randomMove();
                start = Clock::now();
                timeline.seek(target);
                seekTimes.push_back(millisecondsSince(start));
            }
            for (int i = 0; i < seeks; ++i) {
                timeline.seek(std::max<uint64_t>(1, randomMove()));
                start = Clock::now();
                timeline.stepBack();
                backTimes.push_back(millisecondsSince(start));
            }
            timeline.seek(0);
            start = Clock::now();
            timeline.runToEnd();
            const double forward = millisecondsSince(start) * 1e6 / double(total);

            std::printf("| %s | %zu | %llu | %.1f | %zu | %llu | %.1f | %.1f | %.2f | %.2f | %.2f | %.0f |\n",
                info.id.c_str(), budgetMiB, (unsigned long long)total, explore, memory.keyframes,
                (unsigned long long)memory.spacing, double(memory.historyBytes()) / 1e6,
                double(memory.historyBytes()) / double(total), mazestudy::quantileOfValues(seekTimes, 0.5),
                mazestudy::quantileOfValues(seekTimes, 0.95), mazestudy::quantileOfValues(backTimes, 0.5), forward);
            std::fflush(stdout);
        }
    }
    return 0;
}
