// The printable model of a maze: counting its triangles (the cap's check,
// before any allocation), building the mesh, and writing it as binary STL
// and OBJ to a file, for a cell maze (the backtracker's) and a block maze
// (the automaton's, full of diagonal contacts) at a few sizes. Prints
// medians of --runs; say how loaded the machine was when quoting them.
//
//   build/bin/bench_mesh [--runs 3] [--dir /tmp]

#include "benchclock.h"
#include "generatorcatalog.h"
#include "mazefileformats.h"
#include "meshwriters.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    int runs = 3;
    std::string dir = "/tmp";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--runs") == 0)
            runs = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--dir") == 0)
            dir = argv[i + 1];
    }
    std::printf("%-12s %-10s %11s %9s %9s %9s %9s %10s\n", "generator", "size", "triangles", "count ms", "build ms",
        "stl ms", "obj ms", "stl MB");
    for (const char *generator : {"backtracker", "automaton"}) {
        for (int side : {101, 501, 1001}) {
            MazeSpec spec;
            spec.generator = generator;
            spec.rows = spec.cols = side;
            spec.seed = 1;
            const auto made = makeGenerator(spec);
            made->run();
            const Maze maze = mazeFromGenerator(*made);
            const UnitHeights heights = unitHeightsOf(maze);
            std::vector<double> count, build, stl, obj;
            Mesh mesh;
            for (int run = 0; run < runs; ++run) {
                count.push_back(millisecondsOf([&heights] { countMazeMesh(heights); }));
                build.push_back(millisecondsOf([&] { mesh = mazeModel(maze, MeshSize()); }));
                stl.push_back(millisecondsOf([&] {
                    std::ofstream out(dir + "/bench_mesh.stl", std::ios::binary);
                    writeStl(out, mesh);
                }));
                obj.push_back(millisecondsOf([&] {
                    std::ofstream out(dir + "/bench_mesh.obj", std::ios::binary);
                    writeObj(out, mesh);
                }));
            }
            std::printf("%-12s %4dx%-5d %11zu %9.1f %9.1f %9.1f %9.1f %10.1f\n", generator, side, side,
                mesh.triangles.size(), median(count), median(build), median(stl), median(obj),
                (84 + 50.0 * double(mesh.triangles.size())) / 1e6);
        }
    }
    std::remove((dir + "/bench_mesh.stl").c_str());
    std::remove((dir + "/bench_mesh.obj").c_str());
    return 0;
}
