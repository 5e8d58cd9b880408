#include "studyreport.h"

#include "jsonwriter.h"
#include "metriccatalog.h"
#include "metricsreport.h"

#include <algorithm>
#include <charconv>
#include <variant>

namespace mazestudy {

std::string studyCsvHeader()
{
    std::string header = "generator,run,seed";
    for (const MetricInfo &metric : metricCatalog())
        header += std::string(",") + metric.name;
    return header + "\n";
}

namespace {

// What formatMetricValue writes, appended in place: a row is formatted for
// every maze of a study, under the lock that keeps the rows in order.
void appendMetricValue(std::string &text, const MetricInfo &metric, std::optional<double> value)
{
    if (!value)
        return;
    char buffer[32];
    const auto written = metric.integral ? std::to_chars(buffer, buffer + sizeof buffer, uint64_t(*value))
                                         : std::to_chars(buffer, buffer + sizeof buffer, *value);
    text.append(buffer, written.ptr);
}

void appendCount(std::string &text, uint64_t count)
{
    char buffer[24];
    text.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, count).ptr);
}

} // namespace

std::string studyCsvRow(const StudyRow &row)
{
    std::string line;
    line.reserve(512);
    line += row.generator;
    line += ',';
    appendCount(line, row.run);
    line += ',';
    appendCount(line, row.seed);
    for (const MetricInfo &metric : metricCatalog()) {
        line += ',';
        appendMetricValue(line, metric, metric.value(row.metrics));
    }
    line += '\n';
    return line;
}

std::string studyLongCsvHeader()
{
    return "generator,run,seed,metric,value\n";
}

std::string studyLongCsvRows(const StudyRow &row)
{
    const std::string maze = row.generator + "," + std::to_string(row.run) + "," + std::to_string(row.seed) + ",";
    std::string lines;
    for (const MetricInfo &metric : metricCatalog())
        lines += maze + metric.name + "," + formatMetricValue(metric, metric.value(row.metrics)) + "\n";
    return lines;
}

std::string studyLongCsvRowsOfWide(const std::string &wideRow)
{
    // generator,run,seed: the maze; then one field a metric.
    size_t end = 0;
    for (int field = 0; field < 3 && end != std::string::npos; ++field)
        end = wideRow.find(',', end + (field ? 1 : 0));
    const std::string maze = wideRow.substr(0, end + 1);
    std::string lines;
    size_t begin = end + 1;
    for (const MetricInfo &metric : metricCatalog()) {
        end = std::min(wideRow.find(',', begin), wideRow.size());
        lines += maze + metric.name + "," + wideRow.substr(begin, end - begin) + "\n";
        begin = end + 1;
    }
    return lines;
}

namespace {

void writeSummary(JsonWriter &json, const ValueSummary &summary)
{
    json.beginObject();
    json.key("count");
    json.value(summary.count);
    const std::pair<const char *, std::optional<double>> fields[] = {
        {"mean", summary.mean},
        {"sd", summary.standardDeviation},
        {"min", summary.min},
        {"q1", summary.lowerQuartile},
        {"median", summary.median},
        {"q3", summary.upperQuartile},
        {"max", summary.max},
        {"ci95_low", summary.confidenceLow},
        {"ci95_high", summary.confidenceHigh},
    };
    for (const auto &[name, value] : fields) {
        json.key(name);
        json.value(value);
    }
    json.endObject();
}

void writeComparison(JsonWriter &json, const StudyComparison &comparison, const StudyResult &result)
{
    json.beginObject();
    for (const ComparisonField &field : comparisonFields()) {
        json.key(field.name);
        std::visit([&json](const auto &value) { json.value(value); }, field.value(comparison, result));
    }
    json.endObject();
}

} // namespace

std::string studySummaryToJson(const StudyConfig &config, const StudyResult &result)
{
    return studySummaryToJson(config, result, compareGenerators(result));
}

std::string studySummaryToJson(
    const StudyConfig &config, const StudyResult &result, const std::vector<StudyComparison> &comparisons)
{
    JsonWriter json;
    json.beginDocument();
    json.key("runs");
    json.value(config.runs);
    json.key("base_seed");
    json.value(config.baseSeed);
    json.key("cancelled");
    json.value(result.cancelled);
    json.key("generators");
    json.beginArray();
    const auto &catalog = metricCatalog();
    for (const GeneratorStudy &study : result.generators) {
        json.beginObject();
        json.key("maze");
        writeSpec(json, study.spec, false);
        json.key("mazes");
        json.value(study.mazes);
        json.key("metrics");
        json.beginObject();
        for (size_t i = 0; i < catalog.size(); ++i) {
            json.key(catalog[i].name);
            writeSummary(json, study.metrics[i]);
        }
        json.endObject();
        json.key("pooled_corridor_length_histogram");
        json.value(study.corridorLengthHistogram);
        json.endObject();
    }
    json.endArray();
    json.key("comparisons");
    json.beginArray();
    for (const StudyComparison &comparison : comparisons)
        writeComparison(json, comparison, result);
    json.endArray();
    json.endObject();
    return json.text();
}

std::string heatMapToCsv(const HeatMap &heatMap)
{
    std::string text;
    text.reserve(size_t(heatMap.rows) * size_t(heatMap.cols) * 9);
    char value[32];
    for (int row = 0; row < heatMap.rows; ++row) {
        for (int col = 0; col < heatMap.cols; ++col) {
            if (col > 0)
                text += ',';
            // to_chars, unlike printf, ignores the locale's decimal separator.
            const auto written
                = std::to_chars(value, value + sizeof value, heatMap.floorShare(row, col), std::chars_format::fixed, 6);
            text.append(value, written.ptr);
        }
        text += '\n';
    }
    return text;
}

} // namespace mazestudy
