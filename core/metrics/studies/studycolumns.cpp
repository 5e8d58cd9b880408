#include "studycolumns.h"

namespace mazestudy {

std::optional<double> StudyColumn::value(const StudyRow &row) const
{
    if (metric)
        return metric->value(row.metrics);
    const SolverRun &run = row.solverRuns[solver];
    if (!run.ran)
        return std::nullopt;
    switch (figure) {
    case SolverFigure::Steps:
        return run.success ? std::optional<double>(double(run.steps)) : std::nullopt;
    case SolverFigure::UnitsVisited:
        return run.success ? std::optional<double>(double(run.unitsVisited)) : std::nullopt;
    case SolverFigure::MemoryBytes:
        return double(run.memoryBytes);
    case SolverFigure::Success:
        return run.success ? 1.0 : 0.0;
    }
    return std::nullopt;
}

size_t studyColumnIndex(const std::vector<StudyColumn> &columns, const std::string &name)
{
    size_t index = 0;
    while (index < columns.size() && columns[index].name != name)
        ++index;
    return index;
}

std::vector<StudyColumn> studyColumns(const std::vector<std::string> &solvers)
{
    std::vector<StudyColumn> columns;
    for (const MetricInfo &metric : metricCatalog())
        columns.push_back({metric.name, metric.unit, metric.meaning, metric.integral, &metric});
    struct Figure {
        SolverFigure figure;
        const char *suffix;
        const char *unit;
        const char *meaning;
        bool integral;
    };
    static const Figure figures[] = {
        {SolverFigure::Steps, ".steps", "steps", "steps it took to reach the exit; empty when it did not", true},
        {SolverFigure::UnitsVisited, ".units_visited", "units",
            "distinct units it entered, filled or expanded on the way; empty when it did not reach the exit", true},
        {SolverFigure::MemoryBytes, ".memory_bytes", "bytes", "bytes of its own state when it stopped", true},
        {SolverFigure::Success, ".success", "share",
            "1 when it reached the exit within the step budget, else 0; empty where the exit cannot be reached", true},
    };
    for (size_t s = 0; s < solvers.size(); ++s) {
        for (const Figure &f : figures)
            columns.push_back({solvers[s] + f.suffix, f.unit, f.meaning, f.integral, nullptr, s, f.figure});
    }
    return columns;
}

} // namespace mazestudy
