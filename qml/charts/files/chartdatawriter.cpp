#include "chartdatawriter.h"

#include "jsonwriter.h"

#include <functional>

namespace mazestudy::charts {

namespace {

std::string number(std::optional<double> value)
{
    return value ? formatNumber(*value) : std::string();
}

std::string text(const QString &string)
{
    return string.toStdString();
}

void writeGenerator(JsonWriter &json, const ChartGenerator &generator)
{
    json.key("label");
    json.value(text(generator.label));
    json.key("generator");
    json.value(generator.id);
    json.key("color");
    json.value(text(generator.color.name()));
    json.key("mazes");
    json.value(generator.mazes);
}

// "series": an object per generator, its label, id, colour and mazes, then
// what `body(g)` adds.
void writeSeries(
    JsonWriter &json, const std::vector<ChartGenerator> &generators, const std::function<void(size_t)> &body)
{
    json.key("series");
    json.beginArray();
    for (size_t g = 0; g < generators.size(); ++g) {
        json.beginObject();
        writeGenerator(json, generators[g]);
        body(g);
        json.endObject();
    }
    json.endArray();
}

void writeHeader(JsonWriter &json, const std::string &chart, const QString &title, const QString &context)
{
    json.key("chart");
    json.value(chart);
    json.key("title");
    json.value(text(title));
    json.key("context");
    json.value(text(context));
}

} // namespace

std::string ChartDataWriter::chartName(ChartKind kind)
{
    switch (kind) {
    case ChartKind::DeadEnds:
        return "dead-ends";
    case ChartKind::CorridorLengths:
        return "corridor-lengths";
    case ChartKind::EdgeBias:
        return "edge-bias";
    case ChartKind::SolverSteps:
        break;
    }
    return "solver-steps";
}

std::string ChartDataWriter::csvField(const std::string &text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string ChartDataWriter::csv(const ChartSet &set, ChartKind kind)
{
    return kind == ChartKind::CorridorLengths ? csv(set.corridorLengths) : csv(set.categoryChart(kind));
}

std::string ChartDataWriter::json(const ChartSet &set, ChartKind kind)
{
    return kind == ChartKind::CorridorLengths ? json(set.corridorLengths, set.context)
                                              : json(set.categoryChart(kind), set.context);
}

std::string ChartDataWriter::csv(const CategoryChartData &data)
{
    std::string out = "series,generator,metric,mazes,mean,sd,min,q1,median,q3,max\n";
    for (size_t g = 0; g < data.generators.size(); ++g) {
        for (size_t m = 0; m < data.measures.size(); ++m) {
            const ValueSummary &value = data.values[g][m];
            out += csvField(text(data.generators[g].label)) + "," + data.generators[g].id + ","
                + data.measures[m].metric + "," + std::to_string(value.count) + "," + number(value.mean) + ","
                + number(value.standardDeviation) + "," + number(value.min) + "," + number(value.lowerQuartile) + ","
                + number(value.median) + "," + number(value.upperQuartile) + "," + number(value.max) + "\n";
        }
    }
    return out;
}

std::string ChartDataWriter::csv(const HistogramChartData &data)
{
    std::string out = "series,generator,first_length,last_length,corridors,share,all_corridors,mean_length\n";
    for (size_t g = 0; g < data.generators.size(); ++g) {
        for (size_t b = 0; b < data.bins.size(); ++b) {
            const LengthBin &bin = data.bins[b];
            out += csvField(text(data.generators[g].label)) + "," + data.generators[g].id + ","
                + std::to_string(bin.first) + "," + (bin.last ? std::to_string(*bin.last) : std::string()) + ","
                + std::to_string(data.corridors[g][b]) + "," + formatNumber(data.shares[g][b]) + ","
                + std::to_string(data.totals[g]) + "," + number(data.means[g]) + "\n";
        }
    }
    return out;
}

std::string ChartDataWriter::json(const CategoryChartData &data, const QString &context)
{
    JsonWriter json;
    json.beginDocument();
    writeHeader(json, chartName(data.kind), data.title, context);
    json.key("value_axis");
    json.value(text(data.valueAxisTitle));
    json.key("drawn_as");
    json.value(data.distributions ? "box-plots" : "bars");
    json.key("measures");
    json.beginArray();
    for (const ChartMeasure &measure : data.measures) {
        json.beginObject();
        json.key("metric");
        json.value(measure.metric);
        json.key("label");
        json.value(text(measure.label));
        json.key("reference");
        json.value(measure.reference);
        json.endObject();
    }
    json.endArray();
    writeSeries(json, data.generators, [&](size_t g) {
        json.key("values");
        json.beginObject();
        for (size_t m = 0; m < data.measures.size(); ++m) {
            const ValueSummary &value = data.values[g][m];
            json.key(data.measures[m].metric);
            json.beginObject();
            json.key("count");
            json.value(value.count);
            const std::pair<const char *, std::optional<double>> fields[] = {{"mean", value.mean},
                {"sd", value.standardDeviation}, {"min", value.min}, {"q1", value.lowerQuartile},
                {"median", value.median}, {"q3", value.upperQuartile}, {"max", value.max}};
            for (const auto &[name, field] : fields) {
                json.key(name);
                json.value(field);
            }
            json.endObject();
        }
        json.endObject();
    });
    json.endObject();
    return json.text() + "\n";
}

std::string ChartDataWriter::json(const HistogramChartData &data, const QString &context)
{
    JsonWriter json;
    json.beginDocument();
    writeHeader(json, chartName(ChartKind::CorridorLengths), data.title, context);
    json.key("length_axis");
    json.value(text(data.lengthAxisTitle));
    json.key("share_axis");
    json.value(text(data.shareAxisTitle));
    json.key("bins");
    json.beginArray();
    for (const LengthBin &bin : data.bins) {
        json.beginObject();
        json.key("first_length");
        json.value(bin.first);
        json.key("last_length");
        if (bin.last)
            json.value(*bin.last);
        else
            json.null();
        json.key("position");
        json.value(bin.position);
        json.endObject();
    }
    json.endArray();
    writeSeries(json, data.generators, [&](size_t g) {
        json.key("all_corridors");
        json.value(data.totals[g]);
        json.key("mean_length");
        json.value(data.means[g]);
        json.key("corridors");
        json.value(data.corridors[g]);
        json.key("shares");
        json.beginArray();
        for (const double share : data.shares[g])
            json.value(share);
        json.endArray();
    });
    json.endObject();
    return json.text() + "\n";
}

} // namespace mazestudy::charts
