#include "studyreport.h"

#include "jsonwriter.h"
#include "metricsreport.h"
#include "options.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <variant>

namespace mazestudy {

std::string studyCsvHeader(const std::vector<StudyColumn> &columns)
{
    std::string header = "generator,run,seed";
    for (const StudyColumn &column : columns)
        header += "," + column.name;
    return header + "\n";
}

namespace {

// What formatMetricValue writes, appended in place: a row is formatted for
// every maze of a study, under the lock that keeps the rows in order.
void appendMetricValue(std::string &text, const StudyColumn &column, std::optional<double> value)
{
    if (!value)
        return;
    char buffer[32];
    const auto written = column.integral ? std::to_chars(buffer, buffer + sizeof buffer, uint64_t(*value))
                                         : std::to_chars(buffer, buffer + sizeof buffer, *value);
    text.append(buffer, written.ptr);
}

void appendCount(std::string &text, uint64_t count)
{
    char buffer[24];
    text.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, count).ptr);
}

} // namespace

std::string studyCsvRow(const std::vector<StudyColumn> &columns, const StudyRow &row)
{
    std::string line;
    line.reserve(512);
    line += row.generator;
    line += ',';
    appendCount(line, row.run);
    line += ',';
    appendCount(line, row.seed);
    for (const StudyColumn &column : columns) {
        line += ',';
        appendMetricValue(line, column, column.value(row));
    }
    line += '\n';
    return line;
}

std::string studyLongCsvHeader()
{
    return "generator,run,seed,metric,value\n";
}

std::string studyLongCsvRows(const std::vector<StudyColumn> &columns, const StudyRow &row)
{
    const std::string maze = row.generator + "," + std::to_string(row.run) + "," + std::to_string(row.seed) + ",";
    std::string lines;
    for (const StudyColumn &column : columns) {
        lines += maze + column.name + ",";
        appendMetricValue(lines, column, column.value(row));
        lines += "\n";
    }
    return lines;
}

std::string studyLongCsvRowsOfWide(const std::vector<StudyColumn> &columns, const std::string &wideRow)
{
    // generator,run,seed: the maze; then one field a metric.
    size_t end = 0;
    for (int field = 0; field < 3 && end != std::string::npos; ++field)
        end = wideRow.find(',', end + (field ? 1 : 0));
    const std::string maze = wideRow.substr(0, end + 1);
    std::string lines;
    size_t begin = end + 1;
    for (const StudyColumn &column : columns) {
        end = std::min(wideRow.find(',', begin), wideRow.size());
        lines += maze + column.name + "," + wideRow.substr(begin, end - begin) + "\n";
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
    json.field("runs", config.runs);
    json.field("base_seed", config.baseSeed);
    json.field("cancelled", result.cancelled);
    // Only a study of solvers has them: every other study's JSON stays as it was.
    if (!config.solvers.empty()) {
        json.key("solvers");
        json.beginArray();
        for (const std::string &solver : config.solvers)
            json.value(solver);
        json.endArray();
        json.key("step_budget");
        json.value(config.solverStepBudget);
    }
    json.key("generators");
    json.beginArray();
    for (const GeneratorStudy &study : result.generators) {
        json.beginObject();
        json.key("maze");
        writeSpec(json, study.spec, false);
        json.key("mazes");
        json.value(study.mazes);
        json.key("metrics");
        json.beginObject();
        for (size_t i = 0; i < result.columns.size(); ++i) {
            json.key(result.columns[i].name);
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

namespace {

// "4551 (4380 to 4722)": a mean and its 95% interval, to a tenth where the
// interval is narrower than 2, else whole (the figures are counts); "-"
// without a value.
std::string meanText(const ValueSummary &summary)
{
    if (!summary.mean)
        return "-";
    const bool spread = summary.confidenceLow && summary.confidenceHigh;
    const double width = spread ? *summary.confidenceHigh - *summary.confidenceLow : 0;
    const int decimals = width > 0 && width < 2 ? 1 : 0;
    std::string text = fixedText(*summary.mean, decimals);
    if (spread)
        text += " (" + fixedText(*summary.confidenceLow, decimals) + " to "
            + fixedText(*summary.confidenceHigh, decimals) + ")";
    return text;
}

std::string padded(std::string text, size_t width)
{
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

} // namespace

std::string solversToText(const StudyConfig &config, const StudyResult &result)
{
    if (config.solvers.empty())
        return {};
    const auto column = [&result](const std::string &name) { return studyColumnIndex(result.columns, name); };
    size_t idWidth = 6;
    for (const std::string &solver : config.solvers)
        idWidth = std::max(idWidth, solver.size());
    std::string text = "Solvers, with a budget of " + std::to_string(config.solverStepBudget)
        + " steps a maze: steps to the exit and units visited, mean and 95% CI over the mazes solved; "
          "solved, of the mazes with a way from the start to the exit.\n";
    for (const GeneratorStudy &study : result.generators) {
        text += "\n" + study.spec.generator + " (" + std::to_string(study.mazes) + " mazes)\n  "
            + padded("solver", idWidth + 2) + padded("steps", 36) + padded("units visited", 28) + "solved\n";
        for (const std::string &solver : config.solvers) {
            const ValueSummary &success = study.metrics[column(solver + ".success")];
            const uint64_t solved = success.mean ? uint64_t(std::llround(*success.mean * double(success.count))) : 0;
            text += "  " + padded(solver, idWidth + 2) + padded(meanText(study.metrics[column(solver + ".steps")]), 36)
                + padded(meanText(study.metrics[column(solver + ".units_visited")]), 28) + std::to_string(solved)
                + " of " + std::to_string(success.count) + "\n";
        }
    }
    return text + "\n";
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
