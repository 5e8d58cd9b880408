// The reader of a sharded study's partials, as `merge` uses it, on any bytes:
// a partial is refused with a StudyMergeError whose message names the file
// and quotes the file's own text capped, or read into one that
// checkStudyPartial refuses the same way or accepts; an accepted one merges
// alone into its study, or is refused for the runs it lacks; likewise a
// sweep's partial (each size a study partial) and its sweep. Nothing else is
// thrown, and nothing is allocated that the bytes do not hold.
#include "cappedtext.h"
#include "fuzzcheck.h"
#include "partialreader.h"
#include "study.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
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

// A sweep's partial that passes its checks merges alone into its sweep
// exactly when it covers every run.
void checkSweep(cli::PartialFile &file)
{
    SweepPartial &sweep = std::get<SweepPartial>(file);
    try {
        checkSweepPartial(sweep);
    } catch (const StudyMergeError &error) {
        FUZZ_REQUIRE(refusedWell(error));
        return;
    }
    FUZZ_REQUIRE(sweep.studies.size() >= 2 && sweep.studies.size() == sweep.sizes.size());
    const StudyConfig &config = sweep.studies.front().config;
    const bool whole = config.firstRun == 0 && studyEndRun(config) == config.runs;
    const size_t sizes = sweep.studies.size();
    try {
        const StudySweep merged = mergeSweepPartials({std::move(sweep)});
        FUZZ_REQUIRE(whole);
        FUZZ_REQUIRE(merged.results.size() == sizes);
    } catch (const StudyMergeError &error) {
        FUZZ_REQUIRE(!whole);
        FUZZ_REQUIRE(error.what() != std::string());
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    std::vector<StudyPartial> partials(1);
    try {
        cli::PartialFile file = cli::parsePartial(bytes, Source);
        if (std::holds_alternative<SweepPartial>(file)) {
            checkSweep(file);
            return 0;
        }
        partials[0] = std::move(std::get<StudyPartial>(file));
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
