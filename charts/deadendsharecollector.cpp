#include "deadendsharecollector.h"

namespace mazestudy::charts {

DeadEndShareCollector::DeadEndShareCollector(const StudyConfig &config)
    : m_runs(config.runs)
    , m_distributions(config.specs.size())
{
}

void DeadEndShareCollector::add(const StudyRow &row)
{
    // By position rather than by id: a study may hold one generator twice
    // with different options.
    const size_t generator = size_t(m_rows++ / m_runs);
    if (generator >= m_distributions.size())
        return;
    if (const auto value = share(row.metrics))
        m_distributions[generator].add(*value);
}

std::vector<ValueSummary> DeadEndShareCollector::summaries() const
{
    std::vector<ValueSummary> result;
    result.reserve(m_distributions.size());
    for (const ValueDistribution &distribution : m_distributions)
        result.push_back(distribution.summary());
    return result;
}

std::optional<double> DeadEndShareCollector::share(const MazeMetrics &metrics)
{
    if (metrics.floorUnits == 0)
        return std::nullopt;
    return double(metrics.deadEndUnits) / double(metrics.floorUnits);
}

} // namespace mazestudy::charts
