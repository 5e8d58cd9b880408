#pragma once

#include "metriccatalog.h"
#include "studyrow.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

// The four figures a study keeps of each solver's run.
enum class SolverFigure : uint8_t { Steps, UnitsVisited, MemoryBytes, Success };

// One scalar a study measures on each maze, as its reports name it: a metric
// of the catalogue, or a figure of one solver's run on the maze. The columns
// of a study are the catalogue in its order, then each solver of
// StudyConfig::solvers in its order with its four figures, named
// "<solver>.steps", ".units_visited", ".memory_bytes" and ".success".
// Steps and units visited count only runs that succeeded: a run that spent
// the budget says nothing of the maze but the budget; success (0 or 1) says
// how often that was. A maze without a way from its start to its exit is no
// test of a solver: its solver figures are all empty (the solution metrics
// say how many such mazes a generator makes).
struct StudyColumn {
    std::string name;
    const char *unit;
    std::string meaning;
    bool integral;
    const MetricInfo *metric = nullptr; // a catalogue metric, else a solver's figure
    size_t solver = 0; // index into StudyRow::solverRuns
    SolverFigure figure = SolverFigure::Steps;

    std::optional<double> value(const StudyRow &row) const;
};

std::vector<StudyColumn> studyColumns(const std::vector<std::string> &solvers);

// The index of the column named `name`, or columns.size() when none is.
size_t studyColumnIndex(const std::vector<StudyColumn> &columns, const std::string &name);

} // namespace mazestudy
