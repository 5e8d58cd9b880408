#pragma once

#include "mazemetrics.h"
#include "study.h"
#include "valuesummary.h"

#include <optional>
#include <vector>

namespace mazestudy::charts {

// The dead-end chart compares all four generators on one footing: dead-end
// units / floor units. The metric catalog has the two counts but not their
// ratio per maze, and a study keeps only summaries, so this collects the
// ratio from the study's rows (StudyObserver::row) into the same kind of
// distribution the study uses for its metrics. Anyone can check the numbers
// from `mazestudy-cli study --csv`: dead_end_units / floor_units of each row.
class DeadEndShareCollector {
public:
    explicit DeadEndShareCollector(const StudyConfig &config);

    // Rows arrive generator by generator, run by run (StudyObserver's order).
    void add(const StudyRow &row);
    // One summary per generator, in the order of the config's specs.
    std::vector<ValueSummary> summaries() const;

    // Empty for a maze without floor.
    static std::optional<double> share(const MazeMetrics &metrics);

private:
    uint64_t m_runs;
    uint64_t m_rows = 0;
    std::vector<ValueDistribution> m_distributions;
};

} // namespace mazestudy::charts
