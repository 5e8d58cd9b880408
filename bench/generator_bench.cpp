// Full-speed generation by each generator, side by side with a tight
// reference DFS, each run in a child process so its peak memory is its own.
// Prints a table; run it on an idle machine and quote medians and ratios.
//
//   build/bin/bench_generators [--size 4001x4001] [--runs 5]

#include "generatorcatalog.h"
#include "rng.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {

// The DESIGN.md anchor: byte grid, explicit stack, xoshiro, nothing else.
void tightDfs(int rows, int cols, uint64_t seed)
{
    std::vector<uint8_t> grid(size_t(rows) * size_t(cols), 0);
    struct Call {
        uint32_t unit;
        uint8_t order[4];
        uint8_t next;
    };
    std::vector<Call> stack;
    Rng rng(seed);
    const long step[4] = {cols, 1, -cols, -1};
    const auto push = [&](uint32_t unit) {
        grid[unit] = 1;
        Call call {unit, {0, 1, 2, 3}, 0};
        for (int i = 3; i > 0; --i)
            std::swap(call.order[i], call.order[rng.below(uint32_t(i + 1))]);
        stack.push_back(call);
    };
    push(uint32_t((rows - 2) * cols + cols - 2));
    while (!stack.empty()) {
        Call &top = stack.back();
        if (top.next == 4) {
            stack.pop_back();
            continue;
        }
        const uint8_t d = top.order[top.next++];
        const int row = int(top.unit / uint32_t(cols)) + (d == 0 ? 2 : d == 2 ? -2 : 0);
        const int col = int(top.unit % uint32_t(cols)) + (d == 1 ? 2 : d == 3 ? -2 : 0);
        if (row < 0 || col < 0 || row >= rows || col >= cols)
            continue;
        const uint32_t target = uint32_t(row * cols + col);
        if (grid[target])
            continue;
        grid[size_t(long(top.unit) + step[d])] = 1;
        push(target);
    }
    if (grid[size_t(rows / 2) * size_t(cols)] > 1)
        std::puts("unreachable");
}

struct Sample {
    double milliseconds;
    double peakMegabytes;
};

// Runs `work` in a child process; the child reports its time through a pipe.
Sample measureInChild(const std::function<void()> &work)
{
    int channel[2];
    if (pipe(channel) != 0) {
        std::perror("pipe");
        std::exit(1);
    }
    const pid_t child = fork();
    if (child == 0) {
        close(channel[0]);
        const auto begin = std::chrono::steady_clock::now();
        work();
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
        if (write(channel[1], &ms, sizeof ms) != sizeof ms)
            _exit(1);
        _exit(0);
    }
    close(channel[1]);
    Sample sample {0, 0};
    if (read(channel[0], &sample.milliseconds, sizeof sample.milliseconds) != sizeof sample.milliseconds) {
        std::fprintf(stderr, "child failed\n");
        std::exit(1);
    }
    close(channel[0]);
    int status = 0;
    rusage usage {};
    wait4(child, &status, 0, &usage);
    sample.peakMegabytes = double(usage.ru_maxrss) / 1024.0;
    return sample;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    int rows = 4001;
    int cols = 4001;
    int runs = 5;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--size") && std::sscanf(argv[i + 1], "%dx%d", &rows, &cols) == 2)
            continue;
        if (!std::strcmp(argv[i], "--runs") && (runs = std::atoi(argv[i + 1])) > 0)
            continue;
        std::fprintf(stderr, "usage: bench_generators [--size ROWSxCOLS] [--runs N]\n");
        return 2;
    }
    const double cells = double((rows - 1) / 2) * double((cols - 1) / 2);
    const double units = double(rows) * double(cols);
    std::printf("%dx%d units, median of %d runs, each in its own process\n\n", rows, cols, runs);
    std::printf("| generator | median ms | million cells/s | million units/s | peak MB | vs tight DFS |\n");
    std::printf("|---|---:|---:|---:|---:|---:|\n");

    struct Entry {
        std::string name;
        std::function<void(uint64_t)> work;
    };
    std::vector<Entry> entries {{"tight reference DFS", [&](uint64_t seed) { tightDfs(rows, cols, seed); }}};
    for (const GeneratorInfo &info : generatorCatalog()) {
        entries.push_back({info.id, [&, id = info.id](uint64_t seed) {
                               MazeSpec spec;
                               spec.generator = id;
                               spec.rows = rows;
                               spec.cols = cols;
                               spec.seed = seed;
                               makeGenerator(spec)->run();
                           }});
    }
    // Interleaved rounds, so a burst of load on the machine hits every entry alike.
    std::vector<std::vector<double>> times(entries.size());
    std::vector<double> peaks(entries.size(), 0);
    for (int run = 0; run < runs; ++run) {
        for (size_t e = 0; e < entries.size(); ++e) {
            const Sample sample = measureInChild([&] { entries[e].work(uint64_t(run) + 1); });
            times[e].push_back(sample.milliseconds);
            peaks[e] = std::max(peaks[e], sample.peakMegabytes);
        }
    }
    const double reference = median(times[0]);
    for (size_t e = 0; e < entries.size(); ++e) {
        const double ms = median(times[e]);
        std::printf("| %s | %.0f | %.1f | %.1f | %.0f | %.2f |\n", entries[e].name.c_str(), ms, cells / ms / 1000.0,
            units / ms / 1000.0, peaks[e], reference / ms);
    }
    return 0;
}
