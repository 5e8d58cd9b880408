#pragma once

#include "powerlaw.h"
#include "study.h"
#include "studypartial.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace mazestudy {

// One study of the same generators at each of several sizes, and how each
// metric's mean grows with the side: a power law fitted on logarithms.
struct StudySweep {
    std::vector<StudyConfig> configs; // one a size, smallest first
    std::vector<StudyResult> results; // parallel to configs
};

// The side a size stands for: the geometric mean of rows and columns, so
// that a square maze's side is its side.
double sweepSide(int rows, int cols);

// How the mean of metric `metric` (its index in metricCatalog()) of the
// sweep's generator `generator` grows with the side: empty unless the mean
// is positive at every size. The JSON's, the CSV's and the charts' fit.
std::optional<PowerLaw> sweepFit(const StudySweep &sweep, size_t generator, size_t metric);

// The sweep as JSON: `sizes`, `means` (a list a size of each generator's
// metrics: mean and its 95% interval) and `fits`: for every generator and
// metric whose mean is positive at every size, the exponent with its 95%
// interval, the prefactor and R^2.
std::string studySweepToJson(const StudySweep &sweep);
// The same fits in words, one line a generator and metric.
std::string studySweepToText(const StudySweep &sweep);
// The sweep as CSV (`study --sizes ... --csv`): one row a generator, size and
// metric, in the JSON's order (size by size, generator by generator), with
// the mazes that have the metric, its mean and the mean's 95% interval.
std::string studySweepMeansToCsv(const StudySweep &sweep);
// The fits as CSV (`--fits-csv`): one row a generator and metric that has a
// fit, the JSON's `fits` with the same column names.
std::string studySweepFitsToCsv(const StudySweep &sweep);

// A sweep's shard (`study --sizes ... --shard I/N`): the same runs of every
// size, [(I-1)R/N, IR/N), each size's study a study partial whose heat maps
// are null. The layout is docs/schemas/sweep-partial.schema.json.
constexpr const char *SweepPartialFormat = "mazestudy-sweep-partial";
constexpr uint64_t SweepPartialVersion = 2;

// Writes a sweep's partial as it goes: the head at once, then each size's
// study partial (size() before its study, its writer's finish() after), then
// finish().
class SweepPartialWriter {
public:
    SweepPartialWriter(std::ostream &out, const std::vector<StudyConfig> &configs, uint64_t shardIndex,
        uint64_t shardCount, const std::string &madeBy);
    // The writer of the next size's study partial, valid until the next call.
    StudyPartialWriter &size(const StudyConfig &config);
    void finish();

private:
    std::ostream &m_out;
    uint64_t m_shardIndex;
    uint64_t m_shardCount;
    std::string m_madeBy;
    std::optional<StudyPartialWriter> m_study;
};

// A sweep's partial read back (app/cli reads the JSON).
struct SweepPartial {
    std::string source;
    std::string madeBy;
    uint64_t shardIndex = 0;
    uint64_t shardCount = 0;
    uint64_t firstRun = 0;
    uint64_t endRun = 0;
    std::vector<std::pair<int, int>> sizes; // as its head lists them
    std::vector<StudyPartial> studies; // one a size, smallest side first
};

// Throws StudyMergeError when a sweep's partial contradicts itself: fewer
// than two sizes, sizes out of order or not its studies', a study of other
// runs than the sweep's shard, or a study that checkStudyPartial refuses.
void checkSweepPartial(const SweepPartial &partial);

// The whole sweep from its partials, in any order: at each size, the study
// mergeStudyPartials makes of the partials' studies of that size (moved out
// of `partials` one size at a time, so that memory does not double). Throws
// StudyMergeError for partials of different sweeps (sizes, or what makes
// studies different), overlapping shards and missing ones.
StudySweep mergeSweepPartials(std::vector<SweepPartial> partials);

} // namespace mazestudy
