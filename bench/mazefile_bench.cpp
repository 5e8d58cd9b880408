// Writing and reading a .maze file against the disk's own speed, and the
// metrics of one maze. The disk's speed is measured in the same run by
// writing and reading the same number of bytes with plain write() and read()
// in megabyte blocks, so the ratio says how close the format comes to it.
// Prints medians; say how loaded the machine was when quoting them.
//
//   build/bin/bench_mazefile [--size 16001x16001] [--metrics-size 4001x4001] [--runs 5] [--dir /tmp]

#include "benchclock.h"
#include "generatorcatalog.h"
#include "mazefile.h"
#include "mazemetrics.h"
#include "valuesummary.h"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {

// The file is flushed to the page cache, as the .maze writer leaves it:
// neither side waits for the disk itself (no fsync).
void rawWrite(const std::string &path, size_t bytes)
{
    const std::vector<char> block(size_t(1) << 20, '#');
    const int file = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    for (size_t done = 0; done < bytes;) {
        const size_t part = std::min(block.size(), bytes - done);
        if (file < 0 || write(file, block.data(), part) != ssize_t(part)) {
            std::perror(path.c_str());
            std::exit(1);
        }
        done += part;
    }
    close(file);
}

size_t rawRead(const std::string &path)
{
    std::vector<char> block(size_t(1) << 20);
    const int file = open(path.c_str(), O_RDONLY);
    size_t total = 0;
    for (ssize_t got; file >= 0 && (got = read(file, block.data(), block.size())) > 0;)
        total += size_t(got);
    close(file);
    return total;
}

} // namespace

int main(int argc, char **argv)
{
    int rows = 16001;
    int cols = 16001;
    int metricsRows = 4001;
    int metricsCols = 4001;
    int runs = 5;
    std::string dir = "/tmp";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--size") && std::sscanf(argv[i + 1], "%dx%d", &rows, &cols) == 2)
            continue;
        if (!std::strcmp(argv[i], "--metrics-size")
            && std::sscanf(argv[i + 1], "%dx%d", &metricsRows, &metricsCols) == 2)
            continue;
        if (!std::strcmp(argv[i], "--runs") && (runs = std::atoi(argv[i + 1])) > 0)
            continue;
        if (!std::strcmp(argv[i], "--dir")) {
            dir = argv[i + 1];
            continue;
        }
        std::fprintf(stderr, "usage: bench_mazefile [--size RxC] [--metrics-size RxC] [--runs N] [--dir DIR]\n");
        return 2;
    }

    auto generator = makeGenerator(MazeSpec {"backtracker", rows, cols, 1, {}});
    generator->run();
    const std::string path = dir + "/bench_mazefile.maze";
    const std::string rawPath = dir + "/bench_mazefile.raw";
    std::vector<double> writes, reads, rawWrites, rawReads;
    size_t bytes = 0;
    for (int run = 0; run < runs; ++run) {
        writes.push_back(millisecondsOf([&] {
            std::ofstream out(path, std::ios::binary);
            writeMaze(out, *generator);
        }));
        bytes = rawRead(path);
        rawWrites.push_back(millisecondsOf([&] { rawWrite(rawPath, bytes); }));
        Maze read;
        reads.push_back(millisecondsOf([&] { read = readMazeFile(path); }));
        if (read.grid != generator->grid()) {
            std::fprintf(stderr, "the maze read back differs from the maze written\n");
            return 1;
        }
        rawReads.push_back(millisecondsOf([&] { rawRead(rawPath); }));
    }
    std::remove(path.c_str());
    std::remove(rawPath.c_str());
    const double megabytes = double(bytes) / 1e6;
    std::printf("%dx%d backtracker maze, %.0f MB of .maze text in %s, median of %d runs\n\n", rows, cols, megabytes,
        dir.c_str(), runs);
    std::printf(
        "| | .maze ms | MB/s | plain write()/read() ms | MB/s | .maze vs plain |\n|---|---:|---:|---:|---:|---:|\n");
    const auto row = [&](const char *what, const std::vector<double> &format, const std::vector<double> &raw) {
        const double ms = mazestudy::quantileOfValues(format, 0.5);
        const double rawMs = mazestudy::quantileOfValues(raw, 0.5);
        std::printf("| %s | %.0f | %.0f | %.0f | %.0f | %.2f |\n", what, ms, megabytes / ms * 1000, rawMs,
            megabytes / rawMs * 1000, rawMs / ms);
    };
    row("write", writes, rawWrites);
    row("read", reads, rawReads);

    generator = makeGenerator(MazeSpec {"backtracker", metricsRows, metricsCols, 1, {}});
    generator->run();
    std::vector<double> metrics;
    for (int run = 0; run < runs; ++run)
        metrics.push_back(millisecondsOf([&] { measureGenerator(*generator); }));
    std::printf("\nmetrics of a %dx%d backtracker maze: median %.0f ms (%.1f million units/s)\n", metricsRows,
        metricsCols, mazestudy::quantileOfValues(metrics, 0.5),
        double(metricsRows) * metricsCols / mazestudy::quantileOfValues(metrics, 0.5) / 1000);
    return 0;
}
