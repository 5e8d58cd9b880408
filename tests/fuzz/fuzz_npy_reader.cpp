// The .npy reader on any bytes: it either refuses them with a message, or
// reads a grid within MaxSide whose own .npy, written back, is the same grid
// (and the same bytes the second time round).
#include "fuzzcheck.h"
#include "mazespec.h"
#include "npyreader.h"
#include "npywriter.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>

using namespace mazestudy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    std::istringstream in(std::string(reinterpret_cast<const char *>(data), size));
    Grid grid;
    try {
        grid = readNpy(in, size);
    } catch (const std::runtime_error &error) {
        FUZZ_REQUIRE(error.what()[0] != '\0');
        return 0;
    }
    FUZZ_REQUIRE(grid.rows() >= 1 && grid.cols() >= 1 && grid.rows() <= MaxSide && grid.cols() <= MaxSide);
    // The data alone is at least a byte a unit.
    FUZZ_REQUIRE(grid.unitCount() <= size);
    std::ostringstream out;
    writeNpy(out, grid);
    const std::string written = out.str();
    std::istringstream again(written);
    const Grid back = readNpy(again, written.size());
    FUZZ_REQUIRE(back == grid);
    std::ostringstream rewritten;
    writeNpy(rewritten, back);
    FUZZ_REQUIRE(rewritten.str() == written);
    return 0;
}
