// The PNG reader on any bytes: it either refuses them with a message, or
// reads a grid within MaxSide that, written back at one pixel a unit (and at
// two), reads back the same. Its block size was the largest that divides the
// picture's runs, so the grid's own runs have none larger than 1.
#include "fuzzcheck.h"
#include "mazespec.h"
#include "pngreader.h"
#include "pngwriter.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>

using namespace mazestudy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Grid grid;
    try {
        grid = readPng(std::string(reinterpret_cast<const char *>(data), size));
    } catch (const std::runtime_error &error) {
        FUZZ_REQUIRE(error.what()[0] != '\0');
        return 0;
    }
    FUZZ_REQUIRE(grid.rows() >= 1 && grid.cols() >= 1 && grid.rows() <= MaxSide && grid.cols() <= MaxSide);
    for (int scale : {1, 2}) {
        std::ostringstream out;
        writePng(out, grid, scale);
        FUZZ_REQUIRE(readPng(out.str()) == grid);
    }
    return 0;
}
