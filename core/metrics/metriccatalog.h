#pragma once

#include "mazemetrics.h"

#include <optional>
#include <vector>

namespace mazestudy {

// One scalar metric as reports name it: its JSON field and CSV column, its
// unit and meaning (docs/metrics.md's tables say the same), and how to read it from
// a MazeMetrics. An empty value is JSON null and an empty CSV field.
struct MetricInfo {
    const char *name; // snake_case, stable: other programs read it
    const char *unit; // "units", "steps", "cells", "share", "ratio", "count", "sweeps"
    const char *meaning;
    bool integral; // written without a fraction
    std::optional<double> (*value)(const MazeMetrics &);
};

// Every scalar metric, in report order; a new metric goes at the end, so that
// the CSV columns other programs read keep their places. The corridor-length
// histogram is the one metric that is not a scalar; reports write it beside
// these.
const std::vector<MetricInfo> &metricCatalog();

} // namespace mazestudy
