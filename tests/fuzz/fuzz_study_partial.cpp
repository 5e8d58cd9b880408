// The reader of a sharded study's partials, as `merge` uses it, on any bytes:
// a partial is refused with a StudyMergeError whose message names the file
// and quotes the file's own text capped, or read into one that
// checkStudyPartial refuses the same way or accepts; an accepted one merges
// alone into its study, or is refused for the runs it lacks. Nothing else is
// thrown, and nothing is allocated that the bytes do not hold.
#include "cappedtext.h"
#include "fuzzcheck.h"
#include "partialreader.h"
#include "study.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

using namespace mazestudy;

namespace {
const std::string Source = "fuzz.json";
// The file's name, a sentence, and at most one capped quote (4 bytes a character).
constexpr size_t MaxMessageBytes = 4 * MaxMessageCharacters + 512;

bool refusedWell(const StudyMergeError &error)
{
    const std::string message = error.what();
    return message.compare(0, Source.size(), Source) == 0 && message.size() <= MaxMessageBytes;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    std::vector<StudyPartial> partials(1);
    try {
        partials[0] = cli::parseStudyPartial(bytes, Source);
        checkStudyPartial(partials[0]);
    } catch (const StudyMergeError &error) {
        FUZZ_REQUIRE(refusedWell(error));
        return 0;
    }
    const StudyPartial &partial = partials[0];
    FUZZ_REQUIRE(partial.config.runs >= 1 && studyEndRun(partial.config) <= partial.config.runs);
    FUZZ_REQUIRE(partial.rows.size() == partial.generators.size());
    for (const auto &rows : partial.rows)
        FUZZ_REQUIRE(rows.size() == studyRunCount(partial.config));
    const bool whole = partial.config.firstRun == 0 && studyEndRun(partial.config) == partial.config.runs;
    try {
        const MergedStudy merged = mergeStudyPartials(partials);
        FUZZ_REQUIRE(whole);
        FUZZ_REQUIRE(merged.result.generators.size() == partial.generators.size());
        FUZZ_REQUIRE(merged.inRunOrder.size() == 1);
    } catch (const StudyMergeError &error) {
        FUZZ_REQUIRE(!whole);
        FUZZ_REQUIRE(error.what() != std::string());
    }
    return 0;
}
