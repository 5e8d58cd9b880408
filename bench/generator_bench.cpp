// Full-speed generation by each generator, side by side with a tight
// reference DFS, each run in a child process so its peak memory is its own;
// then each generator's whole `mazestudy-cli generate` process (writing to
// /dev/null) beside the yardstick's whole `ref-maze dfs-grid` process, a
// tight program the project did not write. Prints tables of medians and
// ratios; say how loaded the machine was when quoting them.
//
//   build/bin/bench_generators [--size 4001x4001] [--runs 5] [--generators ID,ID,...]
//       [--cli build/bin/mazestudy-cli] [--yardstick ../shared/yardstick/ref-maze]
//
// It also times the automaton per unit checked beside the yardstick's
// worklist automaton, in both update modes.
//
//   build/bin/bench_generators --classics [--size 4001x4001] [--runs 3] [--dead-end-seeds 40]
//       [--generators ID,ID,...]
//
// times each version of the classic generators that have one beside a
// tight form of its own algorithm (classicreferences.h), after checking
// that the two make mazes with the same dead-end share.

#include "classicreferences.h"
#include "generatorcatalog.h"
#include "rng.h"
#include "valuesummary.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {

// The tight reference the engine is measured against (issue #19's recipe):
// one byte a unit, the neighbours two steps away as precomputed offsets, a
// border of two sentinel units so that no move is bounds-checked, no
// division or modulo in the loop, an inlined xoshiro256** drawing one of the
// 24 precomputed direction orders by a multiply-shift, the frame stack
// allocated once for every cell and the current call kept in registers. It
// digs the DFS family's perfect maze (the permutation order) from the last
// cell and returns the floor units it dug, so that the work cannot be
// optimised away and its maze can be checked. `digMs` gets the time of the
// dig alone, allocation and setup left out, as the yardstick counts best_ms.
uint64_t tightDfs(int rows, int cols, uint64_t seed, double *digMs = nullptr)
{
    // The 24 orders of S, E, N, W, each packed as four 2-bit directions, first in the low bits.
    static const auto orders = [] {
        std::array<uint8_t, 24> all {};
        std::array<uint8_t, 4> order {0, 1, 2, 3};
        for (uint8_t &packed : all) {
            packed = uint8_t(order[0] | order[1] << 2 | order[2] << 4 | order[3] << 6);
            std::next_permutation(order.begin(), order.end());
        }
        return all;
    }();
    const long width = cols + 4; // two sentinel units each side
    std::vector<uint8_t> grid(size_t(rows + 4) * size_t(width), 1);
    for (long r = 2; r < rows + 2; ++r)
        std::memset(&grid[size_t(r * width + 2)], 0, size_t(cols));
    // Border units stay wall, but a move never lands on one: only cells (odd units) are targets,
    // and the sentinel two steps beyond the border says "taken".
    for (long c = 2; c < cols + 2; ++c)
        grid[size_t(1 * width + c)] = grid[size_t((rows + 2) * width + c)] = 1;
    for (long r = 2; r < rows + 2; ++r)
        grid[size_t(r * width + 1)] = grid[size_t(r * width + cols + 2)] = 1;
    const long wall[4] = {width, 1, -width, -1};
    const long cell[4] = {2 * width, 2, -2 * width, -2};

    uint64_t s[4];
    uint64_t x = seed;
    for (uint64_t &word : s) { // splitmix64, as the engine seeds its xoshiro
        uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        word = z ^ (z >> 31);
    }
    const auto next = [&s]() {
        const uint64_t result = ((s[1] * 5) << 7 | (s[1] * 5) >> 57) * 9;
        const uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3] << 45 | s[3] >> 19;
        return result;
    };
    const auto randomOrder = [&next]() { return orders[size_t((unsigned __int128)next() * 24 >> 64)]; };

    // The caller's frames; the current call lives in registers.
    struct Frame {
        uint32_t unit;
        uint8_t order;
        uint8_t tried;
    };
    const size_t cells = size_t((rows - 1) / 2) * size_t((cols - 1) / 2);
    std::unique_ptr<Frame[]> stack(new Frame[cells]);
    size_t depth = 0;
    const auto begin = std::chrono::steady_clock::now();
    uint32_t unit = uint32_t((rows - 2 + 2) * width + cols - 2 + 2);
    uint8_t order = randomOrder();
    unsigned tried = 0;
    grid[unit] = 1;
    uint64_t dug = 1;
    for (;;) {
        if (tried == 4) {
            if (depth == 0)
                break;
            const Frame &caller = stack[--depth];
            unit = caller.unit;
            order = caller.order;
            tried = caller.tried;
            continue;
        }
        const unsigned d = order >> (2 * tried++) & 3;
        const uint32_t target = uint32_t(long(unit) + cell[d]);
        if (grid[target])
            continue;
        grid[size_t(long(unit) + wall[d])] = 1;
        grid[target] = 1;
        dug += 2;
        stack[depth++] = {unit, order, uint8_t(tried)};
        unit = target;
        order = randomOrder();
        tried = 0;
    }
    if (digMs)
        *digMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
    return dug;
}

struct Sample {
    double milliseconds;
    double peakMegabytes;
    // User and system time: on a loaded machine the wall clock counts the
    // time the process waited for a core, this does not.
    double cpuMilliseconds;
};

double cpuMillisecondsOf(const rusage &usage)
{
    const auto ms = [](const timeval &t) { return double(t.tv_sec) * 1000.0 + double(t.tv_usec) / 1000.0; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

// Runs a program to its end, its output to /dev/null: wall time and peak memory of the whole process.
Sample measureProcess(const std::vector<std::string> &command)
{
    const auto begin = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        const int null = open("/dev/null", O_WRONLY);
        dup2(null, STDOUT_FILENO);
        std::vector<char *> args;
        for (const std::string &arg : command)
            args.push_back(const_cast<char *>(arg.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    wait4(child, &status, 0, &usage);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "%s failed\n", command[0].c_str());
        std::exit(1);
    }
    return {ms, double(usage.ru_maxrss) / 1024.0, cpuMillisecondsOf(usage)};
}

double median(std::vector<double> values)
{
    return mazestudy::quantileOfValues(std::move(values), 0.5);
}

// One line of the yardstick's key=value pairs, for `arguments`.
std::string yardstickLine(const std::string &path, const std::string &arguments)
{
    FILE *pipe = popen((path + " " + arguments).c_str(), "r");
    char line[512] = {};
    const bool read = pipe && std::fgets(line, sizeof line, pipe);
    if (pipe)
        pclose(pipe);
    return read ? line : "";
}

double valueOf(const std::string &line, const char *key)
{
    const size_t at = line.find(std::string(" ") + key + "=");
    return at == std::string::npos ? -1 : std::atof(line.c_str() + at + std::strlen(key) + 2);
}

// The yardstick's own figure: best_ms of its dfs-grid.
double yardstickBest(const std::string &path, int cellCols, int cellRows, int reps, uint64_t seed)
{
    return valueOf(yardstickLine(path,
                       "dfs-grid " + std::to_string(cellCols) + " " + std::to_string(cellRows) + " "
                           + std::to_string(reps) + " " + std::to_string(seed)),
        "best_ms");
}

// The automaton against the yardstick's worklist automaton, per unit
// evaluated: the two draw their seed walls from other streams, so they do
// different amounts of the same work, and the time per evaluated unit is
// what compares. The yardstick reports its best run; this side its median.
void compareAutomaton(const std::string &yardstick, int rows, int cols, int runs)
{
    std::printf("\n| automaton, %dx%d | median ms | units checked | ns a unit | yardstick ns a unit | ratio |\n"
                "|---|---:|---:|---:|---:|---:|\n",
        rows, cols);
    const std::pair<const char *, const char *> modes[]
        = {{"in-place", "inplace-work"}, {"previous-sweep", "sync-work"}};
    for (const auto &[update, yardstickMode] : modes) {
        std::vector<double> milliseconds;
        std::vector<double> perUnit;
        double checked = 0;
        for (int run = 0; run < runs; ++run) {
            MazeSpec spec;
            spec.generator = "automaton";
            spec.rows = rows;
            spec.cols = cols;
            spec.seed = uint64_t(run) + 1;
            spec.options = {{"update", update}};
            auto machine = makeGenerator(spec);
            const auto begin = std::chrono::steady_clock::now();
            machine->run();
            const double ms
                = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
            // Every move but the seed walls and the sweeps' ends checks one unit.
            const SweepHistory &history = *machine->sweepHistory();
            checked = double(machine->moves() - history.seedWalls().size() - uint64_t(history.sweeps()));
            milliseconds.push_back(ms);
            perUnit.push_back(ms * 1e6 / checked);
        }
        const std::string line = yardstickLine(yardstick,
            std::string("ca ") + yardstickMode + " " + std::to_string(rows) + " " + std::to_string(cols) + " "
                + std::to_string(runs) + " 1");
        const double theirs = valueOf(line, "best_ms") * 1e6 / valueOf(line, "evals");
        const double ours = median(perUnit);
        std::printf("| %s | %.0f | %.0f | %.1f | %.1f | %.2f |\n", update, median(milliseconds), checked, ours, theirs,
            theirs / ours);
    }
}

bool executable(const std::string &path)
{
    return access(path.c_str(), X_OK) == 0;
}

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
    Sample sample {0, 0, 0};
    if (read(channel[0], &sample.milliseconds, sizeof sample.milliseconds) != sizeof sample.milliseconds) {
        std::fprintf(stderr, "child failed\n");
        std::exit(1);
    }
    close(channel[0]);
    int status = 0;
    rusage usage {};
    wait4(child, &status, 0, &usage);
    sample.peakMegabytes = double(usage.ru_maxrss) / 1024.0;
    sample.cpuMilliseconds = cpuMillisecondsOf(usage);
    return sample;
}

MazeSpec specOf(const std::string &id, const std::string &option, int rows, int cols, uint64_t seed)
{
    MazeSpec spec;
    spec.generator = id;
    spec.rows = rows;
    spec.cols = cols;
    spec.seed = seed;
    if (!option.empty())
        spec.options[option.substr(0, option.find('='))] = option.substr(option.find('=') + 1);
    return spec;
}

// A classic generator's version, measured against the tight form of its algorithm.
struct Classic {
    std::string id;
    std::string option; // "key=value" naming the version, or empty
};

// Whether a generator's mazes and its reference's have one distribution:
// their mean dead-end cell shares over `seeds` mazes, and the difference in
// standard errors (|z| above 3 would say they differ).
void compareDeadEnds(const std::vector<Classic> &classics, int seeds)
{
    const int side = 201;
    std::printf("\nDead-end cell shares, %d mazes of %dx%d units each (mean, standard error):\n\n"
                "| generator | version | mean | reference mean | difference in standard errors |\n"
                "|---|---|---:|---:|---:|\n",
        seeds, side, side);
    const auto summary = [seeds](const std::function<double(uint64_t)> &share, double &mean, double &variance) {
        std::vector<double> values;
        for (int seed = 1; seed <= seeds; ++seed)
            values.push_back(share(uint64_t(seed)));
        mean = 0;
        for (double value : values)
            mean += value / double(seeds);
        variance = 0;
        for (double value : values)
            variance += (value - mean) * (value - mean) / double(seeds - 1) / double(seeds);
    };
    for (const Classic &classic : classics) {
        double mean = 0;
        double variance = 0;
        double referenceMean = 0;
        double referenceVariance = 0;
        summary(
            [&](uint64_t seed) {
                auto machine = makeGenerator(specOf(classic.id, classic.option, side, side, seed));
                machine->run();
                return classicreferences::deadEndCellShare(machine->grid().data(), size_t(side), side, side);
            },
            mean, variance);
        summary(
            [&](uint64_t seed) {
                const classicreferences::Maze maze = classicreferences::generate(classic.id, side, side, seed + 1000);
                return classicreferences::deadEndCellShare(maze.at(0, 0), size_t(side + 2), side, side);
            },
            referenceMean, referenceVariance);
        std::printf("| %s | %s | %.4f | %.4f | %+.2f |\n", classic.id.c_str(),
            classic.option.empty() ? "default" : classic.option.c_str(), mean, referenceMean,
            (mean - referenceMean) / std::sqrt(variance + referenceVariance));
    }
}

// The classics beside the tight forms of their algorithms (classicreferences.h),
// in interleaved rounds: generation alone (each in its own process, as run()),
// then whole processes: `mazestudy-cli generate ... --out /dev/null` beside
// this program's --tight mode.
int compareClassics(const std::string &self, const std::string &cli, const std::string &only, int rows, int cols,
    int runs, int deadEndSeeds)
{
    std::vector<Classic> classics;
    for (const Classic &classic : std::vector<Classic> {{"wilson", "walk=exits"}, {"wilson", "walk=list"},
             {"growing-tree", "list=tombstones"}, {"growing-tree", "list=counted"}, {"aldous-broder", "draws=bits"},
             {"aldous-broder", "draws=below"}, {"prim", "variant=cell"}, {"kruskal", "order=keyed"}}) {
        if (only.empty() || only.find("," + classic.id + ",") != std::string::npos)
            classics.push_back(classic);
    }
    if (deadEndSeeds > 1)
        compareDeadEnds(classics, deadEndSeeds);
    const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
    std::vector<std::string> references;
    for (const Classic &classic : classics) {
        if (std::find(references.begin(), references.end(), classic.id) == references.end())
            references.push_back(classic.id);
    }
    // Per round: each reference, then each version; generation alone, then whole processes.
    std::map<std::string, std::vector<Sample>> alone;
    std::map<std::string, std::vector<Sample>> process;
    static volatile size_t sink;
    for (int run = 0; run < runs; ++run) {
        const uint64_t seed = uint64_t(run) + 1;
        for (const std::string &id : references) {
            alone["tight " + id].push_back(
                measureInChild([&] { sink = classicreferences::generate(id, rows, cols, seed).units.size(); }));
        }
        for (const Classic &classic : classics) {
            alone[classic.id + classic.option].push_back(
                measureInChild([&] { makeGenerator(specOf(classic.id, classic.option, rows, cols, seed))->run(); }));
        }
        for (const std::string &id : references)
            process["tight " + id].push_back(measureProcess({self, "--tight", id, size, std::to_string(seed)}));
        for (const Classic &classic : classics) {
            process[classic.id + classic.option].push_back(measureProcess({cli, "generate", "--generator", classic.id,
                "--option", classic.option, "--size", size, "--seed", std::to_string(seed), "--out", "/dev/null"}));
        }
    }
    // Medians of wall time, CPU time and the peak, of one entry's samples.
    const auto summary = [](const std::vector<Sample> &samples) {
        std::vector<double> wall;
        std::vector<double> cpu;
        double peak = 0;
        for (const Sample &sample : samples) {
            wall.push_back(sample.milliseconds);
            cpu.push_back(sample.cpuMilliseconds);
            peak = std::max(peak, sample.peakMegabytes);
        }
        return Sample {median(wall), peak, median(cpu)};
    };
    std::printf("\n%s units, median of %d runs; ratios are the tight form's time over the generator's, by wall "
                "clock and by CPU time\n\n"
                "| generator | version | tight form ms | run() ms | ratio (wall / CPU) | tight process ms | "
                "`mazestudy-cli generate` ms | ratio (wall / CPU) | peak MB (tight / CLI) |\n"
                "|---|---|---:|---:|---:|---:|---:|---:|---:|\n",
        size.c_str(), runs);
    for (const Classic &classic : classics) {
        const Sample tightAlone = summary(alone["tight " + classic.id]);
        const Sample ownAlone = summary(alone[classic.id + classic.option]);
        const Sample tightProcess = summary(process["tight " + classic.id]);
        const Sample ownProcess = summary(process[classic.id + classic.option]);
        std::printf("| %s | %s | %.0f | %.0f | %.2f / %.2f | %.0f | %.0f | %.2f / %.2f | %.0f / %.0f |\n",
            classic.id.c_str(), classic.option.c_str(), tightAlone.milliseconds, ownAlone.milliseconds,
            tightAlone.milliseconds / ownAlone.milliseconds, tightAlone.cpuMilliseconds / ownAlone.cpuMilliseconds,
            tightProcess.milliseconds, ownProcess.milliseconds, tightProcess.milliseconds / ownProcess.milliseconds,
            tightProcess.cpuMilliseconds / ownProcess.cpuMilliseconds, tightProcess.peakMegabytes,
            ownProcess.peakMegabytes);
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    // A tight reference as a whole process, for --classics to time.
    if (argc == 5 && !std::strcmp(argv[1], "--tight")) {
        int rows = 0;
        int cols = 0;
        if (std::sscanf(argv[3], "%dx%d", &rows, &cols) != 2)
            return 2;
        const classicreferences::Maze maze
            = classicreferences::generate(argv[2], rows, cols, std::strtoull(argv[4], nullptr, 10));
        std::printf("%zu floor units\n", size_t(std::count(maze.units.begin(), maze.units.end(), uint8_t(1))));
        return 0;
    }
    const bool classics = argc > 1 && !std::strcmp(argv[1], "--classics");
    int deadEndSeeds = 40;
    int rows = 4001;
    int cols = 4001;
    int runs = 5;
    const std::string folder = std::string(argv[0]).substr(0, std::string(argv[0]).rfind('/') + 1);
    std::string cli = folder + "mazestudy-cli";
    std::string yardstick = "../shared/yardstick/ref-maze";
    std::string only; // ",id,id," or empty for every generator
    for (int i = classics ? 2 : 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--dead-end-seeds")) {
            deadEndSeeds = std::atoi(argv[i + 1]);
            continue;
        }
        if (!std::strcmp(argv[i], "--size") && std::sscanf(argv[i + 1], "%dx%d", &rows, &cols) == 2)
            continue;
        if (!std::strcmp(argv[i], "--runs") && (runs = std::atoi(argv[i + 1])) > 0)
            continue;
        if (!std::strcmp(argv[i], "--cli")) {
            cli = argv[i + 1];
            continue;
        }
        if (!std::strcmp(argv[i], "--yardstick")) {
            yardstick = argv[i + 1];
            continue;
        }
        if (!std::strcmp(argv[i], "--generators")) {
            only = "," + std::string(argv[i + 1]) + ",";
            continue;
        }
        std::fprintf(stderr,
            "usage: bench_generators [--classics [--dead-end-seeds N]] [--size ROWSxCOLS] [--runs N] [--cli PATH] "
            "[--yardstick PATH] [--generators ID,ID,...]\n");
        return 2;
    }
    if (classics)
        return compareClassics(argv[0], cli, only, rows, cols, runs, deadEndSeeds);
    const double cells = double((rows - 1) / 2) * double((cols - 1) / 2);
    const double units = double(rows) * double(cols);
    std::printf("%dx%d units, median of %d runs, each in its own process\n\n", rows, cols, runs);
    std::printf(
        "| generator | median ms | million cells/s | million units/s | peak MB | vs tight DFS | by CPU time |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|\n");

    struct Entry {
        std::string name;
        std::function<void(uint64_t)> work;
    };
    const uint64_t perfect = 2 * uint64_t((rows - 1) / 2) * uint64_t((cols - 1) / 2) - 1;
    if (tightDfs(rows, cols, 1) != perfect) {
        std::fprintf(stderr, "the tight reference did not dig a perfect maze\n");
        return 1;
    }
    static volatile uint64_t dugSink;
    std::vector<Entry> entries {{"tight reference DFS", [&](uint64_t seed) { dugSink = tightDfs(rows, cols, seed); }}};
    for (const GeneratorInfo &info : generatorCatalog()) {
        if (!only.empty() && only.find("," + info.id + ",") == std::string::npos)
            continue;
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
    std::vector<std::vector<double>> cpuTimes(entries.size());
    std::vector<double> peaks(entries.size(), 0);
    for (int run = 0; run < runs; ++run) {
        for (size_t e = 0; e < entries.size(); ++e) {
            const Sample sample = measureInChild([&] { entries[e].work(uint64_t(run) + 1); });
            times[e].push_back(sample.milliseconds);
            cpuTimes[e].push_back(sample.cpuMilliseconds);
            peaks[e] = std::max(peaks[e], sample.peakMegabytes);
        }
    }
    const double reference = median(times[0]);
    const double referenceCpu = median(cpuTimes[0]);
    for (size_t e = 0; e < entries.size(); ++e) {
        const double ms = median(times[e]);
        std::printf("| %s | %.0f | %.1f | %.1f | %.0f | %.2f | %.2f |\n", entries[e].name.c_str(), ms,
            cells / ms / 1000.0, units / ms / 1000.0, peaks[e], reference / ms, referenceCpu / median(cpuTimes[e]));
    }

    const int cellRows = (rows - 1) / 2;
    const int cellCols = (cols - 1) / 2;
    if (!executable(yardstick)) {
        std::printf("\n(no yardstick at %s: --yardstick PATH compares with it)\n", yardstick.c_str());
        return 0;
    }
    // The same minutes: the yardstick's generation alone, against this reference's best.
    const double yardstickMs = yardstickBest(yardstick, cellCols, cellRows, runs, 1);
    double ownBest = 0;
    for (int run = 0; run < runs; ++run) {
        double ms = 0;
        tightDfs(rows, cols, uint64_t(run) + 1, &ms);
        ownBest = run == 0 ? ms : std::min(ownBest, ms);
    }
    compareAutomaton(yardstick, rows, cols, runs);
    std::printf("\nThe dig alone (allocation left out), best of %d: yardstick ref-maze dfs-grid %dx%d cells %.0f ms, "
                "this tight reference %.0f ms (%.2f of the yardstick's speed)\n",
        runs, cellCols, cellRows, yardstickMs, ownBest, yardstickMs / ownBest);
    if (!executable(cli))
        return 0;
    // Whole processes: each generator's CLI writing its .maze to /dev/null, the yardstick's dfs-grid.
    std::printf("\n| whole process | median ms | median CPU ms | peak MB | vs ref-maze process | by CPU time |\n"
                "|---|---:|---:|---:|---:|---:|\n");
    const std::vector<std::string> refCommand {
        yardstick, "dfs-grid", std::to_string(cellCols), std::to_string(cellRows), "1", "1"};
    std::vector<std::vector<double>> processTimes(entries.size());
    std::vector<std::vector<double>> processCpu(entries.size());
    std::vector<double> processPeaks(entries.size(), 0);
    const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
    for (int run = 0; run < runs; ++run) {
        for (size_t e = 0; e < entries.size(); ++e) {
            const Sample sample = e == 0 ? measureProcess(refCommand)
                                         : measureProcess({cli, "generate", "--generator", entries[e].name, "--size",
                                             size, "--seed", std::to_string(run + 1), "--out", "/dev/null"});
            processTimes[e].push_back(sample.milliseconds);
            processCpu[e].push_back(sample.cpuMilliseconds);
            processPeaks[e] = std::max(processPeaks[e], sample.peakMegabytes);
        }
    }
    const double refProcess = median(processTimes[0]);
    const double refCpu = median(processCpu[0]);
    for (size_t e = 0; e < entries.size(); ++e) {
        const double ms = median(processTimes[e]);
        const double cpu = median(processCpu[e]);
        std::printf("| %s | %.0f | %.0f | %.0f | %.2f | %.2f |\n",
            e == 0 ? "ref-maze dfs-grid" : entries[e].name.c_str(), ms, cpu, processPeaks[e], refProcess / ms,
            refCpu / cpu);
    }
    return 0;
}
