// The CLI's arguments, one word a line, as `generate`, `metrics` and `replay`
// read them: a mistake is a UsageError with a message, never another failure
// but a --mask file that cannot be read;
// a spec that passes makes a maze (small ones are built, stepped and run, and
// must agree) whose .maze text names the same spec.
#include "arguments.h"
#include "fuzzcheck.h"
#include "generatorcatalog.h"
#include "mazefile.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {

// Enough units for every generator to do real work, few enough to step.
constexpr uint64_t MaxBuiltUnits = 4096;

std::vector<std::string> wordsOf(const uint8_t *data, size_t size)
{
    std::vector<std::string> words;
    std::istringstream lines(std::string(reinterpret_cast<const char *>(data), size));
    for (std::string word; std::getline(lines, word);)
        words.push_back(word);
    return words;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cli::Arguments arguments(wordsOf(data, size));
    MazeSpec spec;
    try {
        arguments.flag("--help");
        spec = cli::specFromArguments(arguments);
        arguments.value("--format");
        arguments.value("--out");
        arguments.expectNoMore();
    } catch (const cli::UsageError &error) {
        FUZZ_REQUIRE(error.what()[0] != '\0');
        return 0;
    } catch (const std::runtime_error &error) {
        // A --mask file that cannot be read (or is no mask) is a failure of
        // that file, exit 1 in the CLI, and names it.
        FUZZ_REQUIRE(std::string(error.what()).rfind("mask ", 0) == 0
            || std::string(error.what()).rfind("cannot read ", 0) == 0);
        return 0;
    }
    if (uint64_t(spec.rows) * uint64_t(spec.cols) > MaxBuiltUnits)
        return 0;

    const auto ran = makeGenerator(spec);
    ran->run();
    const auto stepped = makeGenerator(spec);
    while (!stepped->finished())
        stepped->step();
    FUZZ_REQUIRE(ran->finished());
    FUZZ_REQUIRE(ran->grid() == stepped->grid());
    FUZZ_REQUIRE(ran->moves() == stepped->moves());

    const Maze back = readMazeText(mazeToText(mazeFromGenerator(*ran)));
    FUZZ_REQUIRE(back.spec == spec);
    FUZZ_REQUIRE(back.grid == ran->grid());
    return 0;
}
