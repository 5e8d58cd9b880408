#pragma once

#include "mazemetrics.h"
#include "mazespec.h"
#include "metriccatalog.h"

#include <optional>
#include <string>

namespace mazestudy {

class JsonWriter;

// The text of one metric value in CSV and text reports: integers without a
// fraction, reals in their shortest round-trip form, nothing when empty.
std::string formatMetricValue(const MetricInfo &metric, std::optional<double> value);
void writeMetricValue(JsonWriter &json, const MetricInfo &metric, std::optional<double> value);

// {"generator", "rows", "cols", "seed", "options"}; generator and seed are
// null for a maze drawn by hand (an empty spec.generator). Without
// `withSeed` the seed is left out (a study's mazes each have their own).
void writeSpec(JsonWriter &json, const MazeSpec &spec, bool withSeed);

// {"maze": spec, "metrics": {every catalog metric}, "corridor_length_histogram": [...]}
std::string metricsToJson(const MazeSpec &spec, const MazeMetrics &metrics);
// One line a metric: name, value (or "-" when empty), unit and meaning.
std::string metricsToText(const MazeSpec &spec, const MazeMetrics &metrics);

} // namespace mazestudy
