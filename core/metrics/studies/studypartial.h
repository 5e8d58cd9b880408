#pragma once

#include "study.h"

#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazestudy {

// A shard's partial result (`mazestudy-cli study --shard I/N`): everything a
// merge needs to write exactly what the whole study writes. The layout is
// docs/schemas/study-partial.schema.json; a change to it raises the version.
constexpr const char *StudyPartialFormat = "mazestudy-study-partial";
constexpr uint64_t StudyPartialVersion = 3;

// Writes a partial as the shard goes, so memory stays flat: the head (spec,
// seed, runs, run range) at once, each maze's CSV row as it is delivered, the
// aggregates at the end.
class StudyPartialWriter {
public:
    // `madeBy`: the program and version, which merge requires to agree.
    StudyPartialWriter(std::ostream &out, const StudyConfig &config, uint64_t shardIndex, uint64_t shardCount,
        const std::string &madeBy);
    void row(const StudyRow &row);
    // The aggregates of `result`, whose distributions and heat maps must be
    // kept (StudyConfig::heatMaps); closes the document.
    // Without StudyConfig::heatMaps (a sweep's shards), "heat_map" is null.
    void finish(const StudyResult &result);

private:
    std::ostream &m_out;
    bool m_firstRow = true;
    bool m_heatMaps = true;
    std::vector<StudyColumn> m_columns;
};

// A partial read back (app/cli reads the JSON).
struct StudyPartial {
    std::string source; // the file it came from, for messages
    std::string madeBy;
    uint64_t shardIndex = 0;
    uint64_t shardCount = 0;
    std::vector<std::string> metricNames; // the names of its columns
    // specs, runs, baseSeed, firstRun, endRun, solvers, solverStepBudget
    StudyConfig config;
    // spec, mazes, distributions, corridor histogram and heat map of each
    // generator; `metrics` is left empty.
    std::vector<GeneratorStudy> generators;
    // Per generator, each maze's wide CSV row without its newline, by run.
    std::vector<std::vector<std::string>> rows;
    // False for a sweep's study, whose "heat_map" is null: its generators'
    // heat maps stay empty, and so do the merged study's.
    bool heatMaps = true;
};

// A partial or a set of partials that cannot make the study: the message says why.
class StudyMergeError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Throws StudyMergeError when a partial contradicts itself: other columns
// than its solvers give, a solver this program does not know, counts that do not add up to its run range, a row of
// another run or seed.
void checkStudyPartial(const StudyPartial &partial);

// The whole study again from its partials, in any order: the config and
// result that runStudy would have returned (heat maps included), and the
// partials in run order, whose rows make the study's CSV generator by
// generator. Throws StudyMergeError for partials of different studies (specs,
// runs, base seed, program version), overlapping run ranges and runs no
// partial has.
struct MergedStudy {
    StudyConfig config;
    StudyResult result;
    std::vector<const StudyPartial *> inRunOrder;
};
MergedStudy mergeStudyPartials(const std::vector<StudyPartial> &partials);

} // namespace mazestudy
