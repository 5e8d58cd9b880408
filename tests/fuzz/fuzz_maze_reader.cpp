// The .maze reader on any bytes: it either refuses them with a line inside
// the text (or the one after its end, where a missing row belongs), or reads a maze whose text reads back to the same
// maze, byte for byte the second time round.
#include "fuzzcheck.h"
#include "mazefile.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

using namespace mazestudy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    Maze maze;
    try {
        maze = readMazeText(text);
    } catch (const MazeFormatError &error) {
        const long lastLine = long(std::count(text.begin(), text.end(), '\n')) + 1;
        FUZZ_REQUIRE(error.line() >= 1 && error.line() <= lastLine + 1);
        FUZZ_REQUIRE(error.column() >= 0);
        return 0;
    }
    FUZZ_REQUIRE(maze.grid.rows() >= 1 && maze.grid.cols() >= 1);
    const std::string written = mazeToText(maze);
    const Maze back = readMazeText(written);
    FUZZ_REQUIRE(back.grid == maze.grid);
    FUZZ_REQUIRE(back.start == maze.start && back.exit == maze.exit);
    FUZZ_REQUIRE(back.spec == maze.spec);
    FUZZ_REQUIRE(back.seedWalls == maze.seedWalls);
    FUZZ_REQUIRE(mazeToText(back) == written);
    return 0;
}
