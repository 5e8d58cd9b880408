#pragma once

#include "mazemetrics.h"
#include "mazespec.h"
#include "studycolumns.h"
#include "studyrow.h"
#include "valuesummary.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazestudy {

// A study's solvers may take this many steps on a maze: a wall follower
// circling an island stops after a few milliseconds, while a random mouse on
// a 101 x 101 perfect maze almost always arrives first.
constexpr uint64_t DefaultStudyStepBudget = 100'000'000;

// N mazes per generator, measured and aggregated.
struct StudyConfig {
    // One spec per generator: its id, size and options. Each run replaces the
    // seed with studySeed(baseSeed, run), so every generator sees the same seeds.
    std::vector<MazeSpec> specs;
    uint64_t runs = 100;
    uint64_t baseSeed = 1;
    // A shard of the study (`study --shard`) does only the runs [firstRun,
    // endRun) of `runs`, with the seeds the whole study gives them; endRun 0
    // means `runs`. Every generator does the same runs.
    uint64_t firstRun = 0;
    uint64_t endRun = 0;
    // Worker threads; 0: one per core. The results do not depend on it.
    unsigned threads = 0;
    // Whether to count the heat maps: 8 bytes a unit per generator, whatever
    // the number of threads. Without them every HeatMap stays empty.
    bool heatMaps = true;
    // Solvers (their catalogue ids) run on every maze from its start to its
    // exit, each measured in the study's columns (studyColumns()). A solver
    // that draws is seeded from the maze's seed alone, whichever solvers run
    // beside it.
    std::vector<std::string> solvers;
    // The steps each solver may take on a maze before it counts as failed.
    uint64_t solverStepBudget = DefaultStudyStepBudget;
};

// A study of these generators at one size, every option at its default.
StudyConfig studyOf(
    const std::vector<std::string> &generators, int rows, int cols, uint64_t runs, uint64_t baseSeed, unsigned threads);

// The runs of each generator that the study does: endRun - firstRun.
uint64_t studyRunCount(const StudyConfig &config);
uint64_t studyEndRun(const StudyConfig &config);

// The runs [first, end) of shard `index` (1-based) of `count` of a study of
// `runs` runs: [(index-1) * runs / count, index * runs / count).
// Preconditions: 1 <= index <= count <= runs.
void studyShardRuns(uint64_t runs, uint64_t index, uint64_t count, uint64_t &first, uint64_t &end);

// The worker threads a study runs on: StudyConfig::threads (0: one per
// core), never more than it has mazes.
unsigned studyThreadCount(const StudyConfig &config);

// The study's columns: studyColumns(config.solvers).
std::vector<StudyColumn> studyColumns(const StudyConfig &config);

// The seed of run `run` (0-based): the (run+1)-th output of splitmix64 seeded
// with the base seed, as Rng::splitmix64 computes it.
uint64_t studySeed(uint64_t baseSeed, uint64_t run);

// In how many of its mazes a generator made each unit floor.
struct HeatMap {
    int rows = 0;
    int cols = 0;
    uint64_t mazes = 0;
    std::vector<uint64_t> floorCounts; // row-major, rows x cols

    double floorShare(int row, int col) const
    {
        return mazes == 0 ? 0.0 : double(floorCounts[size_t(row) * size_t(cols) + size_t(col)]) / double(mazes);
    }
};

// What a study found for one generator.
struct GeneratorStudy {
    MazeSpec spec; // as configured, options filled in; the seed means nothing here
    uint64_t mazes = 0;
    std::vector<ValueSummary> metrics; // parallel to StudyResult::columns
    // What the summaries were made from, value -> times, parallel to
    // StudyResult::columns: merging shards' distributions gives the whole study's.
    std::vector<ValueDistribution> distributions;
    std::vector<uint64_t> corridorLengthHistogram; // pooled over the mazes: [length in steps] -> corridors
    HeatMap heatMap;
};

struct StudyResult {
    std::vector<StudyColumn> columns; // studyColumns() of the study's config
    std::vector<GeneratorStudy> generators; // in the order of StudyConfig::specs
    bool cancelled = false;
};

// How a caller follows a study. The callbacks run on the study's worker
// threads, one at a time, so they need no locking of their own, but they hold
// up the workers while they run: keep them short.
struct StudyObserver {
    // Every maze in order: generator by generator, run by run, whatever the
    // number of threads.
    std::function<void(const StudyRow &)> row;
    // Mazes done, of all the study's mazes; after each row.
    std::function<void(uint64_t done, uint64_t total)> progress;
    // Set from any thread to stop soon: runStudy returns with `cancelled` and
    // the aggregates of the mazes finished in order so far (the heat maps may
    // hold up to one maze per thread more; their `mazes` says how many).
    const std::atomic<bool> *cancel = nullptr;
};

// Runs the study on a pool of threads. Memory stays flat as runs grow: the
// mazes are dropped once measured and counted into the heat maps, results are
// passed on in order from a window of a few mazes per thread, and the
// aggregates grow only with the distinct values of each metric.
// Throws std::invalid_argument (a spec a generator refuses, an unknown
// solver, no runs, a run range outside the runs) before any work, and rethrows what a callback throws.
StudyResult runStudy(const StudyConfig &config, const StudyObserver &observer = {});

} // namespace mazestudy
