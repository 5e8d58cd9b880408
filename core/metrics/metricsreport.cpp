#include "metricsreport.h"

#include "jsonwriter.h"

#include <algorithm>
#include <cstring>

namespace mazestudy {

std::string formatMetricValue(const MetricInfo &metric, std::optional<double> value)
{
    if (!value)
        return {};
    if (metric.integral)
        return std::to_string(uint64_t(*value));
    return formatNumber(*value);
}

void writeMetricValue(JsonWriter &json, const MetricInfo &metric, std::optional<double> value)
{
    if (value && metric.integral)
        json.value(uint64_t(*value));
    else
        json.value(value);
}

void writeSpec(JsonWriter &json, const MazeSpec &spec, bool withSeed)
{
    const bool handDrawn = spec.generator.empty();
    json.beginObject();
    json.key("generator");
    if (handDrawn)
        json.null();
    else
        json.value(spec.generator);
    json.key("rows");
    json.value(spec.rows);
    json.key("cols");
    json.value(spec.cols);
    if (withSeed) {
        json.key("seed");
        if (handDrawn)
            json.null();
        else
            json.value(spec.seed);
    }
    json.key("options");
    json.beginObject();
    for (const auto &[key, value] : spec.options) {
        json.key(key);
        json.value(value);
    }
    json.endObject();
    // Only a braided maze says so: the specs of every other stay as they were.
    if (spec.braid > 0) {
        json.key("braid");
        json.value(spec.braid);
    }
    if (spec.mask) {
        json.key("mask");
        json.value(maskRuns(*spec.mask));
    }
    json.endObject();
}

std::string metricsToJson(const MazeSpec &spec, const MazeMetrics &metrics)
{
    JsonWriter json;
    json.beginDocument();
    json.key("maze");
    writeSpec(json, spec, true);
    json.key("metrics");
    json.beginObject();
    for (const MetricInfo &metric : metricCatalog()) {
        json.key(metric.name);
        writeMetricValue(json, metric, metric.value(metrics));
    }
    json.endObject();
    json.key("corridor_length_histogram");
    json.value(metrics.corridorLengthHistogram);
    json.endObject();
    return json.text();
}

std::string metricsToText(const MazeSpec &spec, const MazeMetrics &metrics)
{
    std::string text = spec.generator.empty() ? std::string("maze drawn by hand")
                                              : spec.generator + " seed " + std::to_string(spec.seed);
    text += ", " + std::to_string(metrics.rows) + "x" + std::to_string(metrics.cols) + " units\n";
    size_t nameWidth = 0;
    for (const MetricInfo &metric : metricCatalog())
        nameWidth = std::max(nameWidth, std::strlen(metric.name));
    for (const MetricInfo &metric : metricCatalog()) {
        std::string value = formatMetricValue(metric, metric.value(metrics));
        if (value.empty())
            value = "-";
        text += metric.name + std::string(nameWidth + 2 - std::strlen(metric.name), ' ') + value + " " + metric.unit
            + "  (" + metric.meaning + ")\n";
    }
    text += "corridor_length_histogram (steps: corridors)";
    for (size_t length = 0; length < metrics.corridorLengthHistogram.size(); ++length) {
        if (metrics.corridorLengthHistogram[length] > 0)
            text += " " + std::to_string(length) + ":" + std::to_string(metrics.corridorLengthHistogram[length]);
    }
    return text + "\n";
}

} // namespace mazestudy
