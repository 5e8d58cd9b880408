#include "studypartial.h"

#include "cappedtext.h"
#include "jsonwriter.h"
#include "metriccatalog.h"
#include "metricsreport.h"
#include "options.h"
#include "solvercatalog.h"
#include "studyreport.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>

namespace mazestudy {

namespace {

std::string quoted(const std::string &text)
{
    JsonWriter json;
    json.value(text);
    return json.text();
}

// JSON has no infinities nor NaN: they travel as strings.
std::string numberText(double value)
{
    if (std::isnan(value))
        return "\"nan\"";
    if (std::isinf(value))
        return value > 0 ? "\"inf\"" : "\"-inf\"";
    return formatNumber(value);
}

std::string countsText(const std::vector<uint64_t> &counts)
{
    std::string text = "[";
    for (size_t i = 0; i < counts.size(); ++i)
        text += (i ? ", " : "") + std::to_string(counts[i]);
    return text + "]";
}

// A JsonWriter document nested `spaces` deep.
std::string nested(std::string text, const std::string &spaces)
{
    if (!text.empty() && text.back() == '\n')
        text.pop_back();
    std::string out;
    for (const char c : text) {
        out += c;
        if (c == '\n')
            out += spaces;
    }
    return out;
}

std::string distributionText(const ValueDistribution &distribution)
{
    std::string values;
    std::string times;
    for (const auto &[value, count] : distribution.times()) {
        values += (values.empty() ? "" : ", ") + numberText(value);
        times += (times.empty() ? "" : ", ") + std::to_string(count);
    }
    return "{\"values\": [" + values + "], \"times\": [" + times + "]}";
}

std::string runsText(const StudyPartial &partial)
{
    return partial.source + " (runs " + std::to_string(partial.config.firstRun) + " to "
        + std::to_string(studyEndRun(partial.config) - 1) + ")";
}

std::string generatorList(const StudyPartial &partial)
{
    std::string list;
    for (const MazeSpec &spec : partial.config.specs)
        list += (list.empty() ? "" : ",") + cappedText(spec.generator, MaxNameCharacters);
    return list;
}

// Whether every metric field of a row, from `begin` on, is empty or a whole
// finite number: nothing a spreadsheet would run as a formula, or a reader
// split on, can pass into the merged CSV.
bool metricFieldsAreNumbers(const std::string &row, size_t begin)
{
    while (begin <= row.size()) {
        const size_t end = std::min(row.find(',', begin), row.size());
        if (end > begin) {
            double value = 0;
            const auto parsed = std::from_chars(row.data() + begin, row.data() + end, value);
            if (parsed.ec != std::errc() || parsed.ptr != row.data() + end || !std::isfinite(value))
                return false;
        }
        begin = end + 1;
    }
    return true;
}

// Metric `index` of a row whose metric fields begin at `begin`: empty when
// the field is (a metric the maze does not have).
std::optional<double> metricField(const std::string &row, size_t begin, size_t index)
{
    for (size_t i = 0; i < index && begin <= row.size(); ++i)
        begin = std::min(row.find(',', begin), row.size()) + 1;
    const size_t end = std::min(row.find(',', begin), row.size());
    double value = 0;
    if (begin >= end || std::from_chars(row.data() + begin, row.data() + end, value).ptr != row.data() + end)
        return std::nullopt;
    return value;
}

size_t metricIndex(const char *name)
{
    const auto &catalog = metricCatalog();
    return size_t(std::find_if(catalog.begin(), catalog.end(), [name](const MetricInfo &metric) {
        return std::string(metric.name) == name;
    }) - catalog.begin());
}

// The distributions of a generator's rows: what its distributions must be.
std::vector<ValueDistribution> distributionsOfRows(const std::vector<std::string> &rows, size_t metrics)
{
    std::vector<ValueDistribution> distributions(metrics);
    for (const std::string &row : rows) {
        size_t begin = 0;
        for (int field = 0; field < 3; ++field)
            begin = row.find(',', begin) + 1;
        for (size_t i = 0; i < metrics; ++i) {
            const size_t end = std::min(row.find(',', begin), row.size());
            double value = 0;
            if (end > begin && std::from_chars(row.data() + begin, row.data() + end, value).ptr == row.data() + end)
                distributions[i].add(value);
            begin = end + 1;
        }
    }
    return distributions;
}

bool sameStudy(const StudyPartial &a, const StudyPartial &b, std::string &difference)
{
    if (a.madeBy != b.madeBy)
        difference = "were made by different programs (" + cappedText(a.madeBy, MaxNameCharacters) + ", "
            + cappedText(b.madeBy, MaxNameCharacters) + ")";
    else if (a.config.runs != b.config.runs)
        difference
            = "have different --runs (" + std::to_string(a.config.runs) + ", " + std::to_string(b.config.runs) + ")";
    else if (a.config.baseSeed != b.config.baseSeed)
        difference = "have different base seeds (" + std::to_string(a.config.baseSeed) + ", "
            + std::to_string(b.config.baseSeed) + ")";
    else if (a.config.specs.size() != b.config.specs.size())
        difference = "have different generators (" + generatorList(a) + "; " + generatorList(b) + ")";
    for (size_t g = 0; difference.empty() && g < a.generators.size(); ++g) {
        const MazeSpec &x = a.generators[g].spec;
        const MazeSpec &y = b.generators[g].spec;
        if (x.generator != y.generator)
            difference = "have different generators (" + cappedText(x.generator, MaxNameCharacters) + ", "
                + cappedText(y.generator, MaxNameCharacters) + ")";
        else if (x.rows != y.rows || x.cols != y.cols)
            difference = "have different sizes (" + std::to_string(x.rows) + "x" + std::to_string(x.cols) + ", "
                + std::to_string(y.rows) + "x" + std::to_string(y.cols) + ")";
        else if (x.options != y.options)
            difference = "have different options for " + cappedText(x.generator, MaxNameCharacters);
        else if (x.braid != y.braid)
            difference = "have different --braid (" + shareText(x.braid) + ", " + shareText(y.braid) + ")";
        else if (!sameMask(x.mask, y.mask))
            difference = "have different masks";
    }
    if (difference.empty() && a.config.solvers != b.config.solvers)
        difference = "have different --solvers";
    else if (difference.empty() && a.config.solverStepBudget != b.config.solverStepBudget)
        difference = "have different --step-budget (" + std::to_string(a.config.solverStepBudget) + ", "
            + std::to_string(b.config.solverStepBudget) + ")";
    if (difference.empty() && a.heatMaps != b.heatMaps)
        difference = "differ in keeping heat maps (a sweep's partials have none)";
    return difference.empty();
}

} // namespace

StudyPartialWriter::StudyPartialWriter(
    std::ostream &out, const StudyConfig &config, uint64_t shardIndex, uint64_t shardCount, const std::string &madeBy)
    : m_out(out)
    , m_heatMaps(config.heatMaps)
    , m_columns(studyColumns(config))
{
    std::string names;
    for (const StudyColumn &column : studyColumns(config))
        names += (names.empty() ? "" : ", ") + quoted(column.name);
    std::string solvers;
    for (const std::string &solver : config.solvers)
        solvers += (solvers.empty() ? "" : ", ") + quoted(solver);
    m_out << "{\n  \"format\": " << quoted(StudyPartialFormat) << ",\n  \"partial_version\": " << StudyPartialVersion
          << ",\n  \"made_by\": " << quoted(madeBy) << ",\n  \"runs\": " << config.runs << ",\n  \"base_seed\": \""
          << config.baseSeed << "\",\n  \"shard\": {\"index\": " << shardIndex << ", \"count\": " << shardCount
          << ", \"first_run\": " << config.firstRun << ", \"end_run\": " << studyEndRun(config)
          << "},\n  \"solvers\": [" << solvers << "],\n  \"step_budget\": " << config.solverStepBudget
          << ",\n  \"metrics\": [" << names << "],\n  \"rows\": [";
}

void StudyPartialWriter::row(const StudyRow &row)
{
    std::string line = studyCsvRow(m_columns, row);
    line.pop_back(); // its newline
    m_out << (m_firstRow ? "\n    \"" : ",\n    \"") << line << '"';
    m_firstRow = false;
}

void StudyPartialWriter::finish(const StudyResult &result)
{
    const auto &catalog = result.columns;
    m_out << "\n  ],\n  \"generators\": [";
    for (size_t g = 0; g < result.generators.size(); ++g) {
        const GeneratorStudy &study = result.generators[g];
        JsonWriter spec;
        writeSpec(spec, study.spec, false);
        m_out << (g ? ",\n    {" : "\n    {") << "\n      \"maze\": " << nested(spec.text(), "      ")
              << ",\n      \"mazes\": " << study.mazes << ",\n      \"distributions\": {";
        for (size_t i = 0; i < catalog.size(); ++i) {
            m_out << (i ? ",\n        " : "\n        ") << quoted(catalog[i].name) << ": "
                  << distributionText(study.distributions[i]);
        }
        m_out << "\n      },\n      \"pooled_corridor_length_histogram\": " << countsText(study.corridorLengthHistogram)
              << ",\n      \"heat_map\": ";
        if (m_heatMaps)
            m_out << "{\"mazes\": " << study.heatMap.mazes
                  << ", \"floor_counts\": " << countsText(study.heatMap.floorCounts) << "}";
        else
            m_out << "null";
        m_out << "\n    }";
    }
    m_out << "\n  ]\n}\n";
}

void checkStudyPartial(const StudyPartial &partial)
{
    const auto corrupt
        = [&partial](const std::string &what) { return StudyMergeError(partial.source + " is corrupt: " + what); };
    for (const std::string &solver : partial.config.solvers) {
        if (!findSolver(solver))
            throw StudyMergeError(partial.source + " ran a solver this mazestudy-cli does not know ("
                + cappedText(solver, MaxNameCharacters) + "; " + cappedText(partial.madeBy, MaxNameCharacters)
                + " made it): merge it with that version");
    }
    const std::vector<StudyColumn> catalog = studyColumns(partial.config);
    if (partial.metricNames.size() != catalog.size()
        || !std::equal(catalog.begin(), catalog.end(), partial.metricNames.begin(),
            [](const StudyColumn &column, const std::string &name) { return name == column.name; }))
        throw StudyMergeError(partial.source + " has other metrics than this mazestudy-cli measures ("
            + cappedText(partial.madeBy, MaxNameCharacters) + " made it): merge it with that version");
    const StudyConfig &config = partial.config;
    if (config.runs < 1 || config.firstRun >= studyEndRun(config) || studyEndRun(config) > config.runs)
        throw corrupt("its run range is not inside its runs");
    if (config.solverStepBudget < 1)
        throw corrupt("its solvers' step budget is 0");
    if (config.specs.empty() || partial.generators.size() != config.specs.size()
        || partial.rows.size() != config.specs.size())
        throw corrupt("it has no generator, or rows and aggregates of different generators");
    const uint64_t runs = studyRunCount(config);
    const size_t floorIndex = metricIndex("floor_units");
    const size_t wallIndex = metricIndex("wall_units");
    for (size_t g = 0; g < partial.generators.size(); ++g) {
        const GeneratorStudy &study = partial.generators[g];
        const uint64_t units = uint64_t(study.spec.rows) * uint64_t(study.spec.cols);
        // The generator's name as messages show it; the row check below uses the whole.
        const std::string id = cappedText(study.spec.generator, MaxNameCharacters);
        const uint64_t heatMapMazes = partial.heatMaps ? study.heatMap.mazes : runs;
        if (study.mazes != runs || heatMapMazes != runs || partial.rows[g].size() != runs)
            throw corrupt(id + " does not have one maze, row and heat-map count a run");
        if (study.distributions.size() != catalog.size())
            throw corrupt(id + " does not have a distribution of every metric");
        if (partial.heatMaps && study.heatMap.floorCounts.size() != size_t(study.spec.rows) * size_t(study.spec.cols))
            throw corrupt(
                id + "'s heat map is not " + std::to_string(study.spec.rows) + "x" + std::to_string(study.spec.cols));
        for (uint64_t i = 0; i < runs; ++i) {
            const std::string &row = partial.rows[g][i];
            const uint64_t run = config.firstRun + i;
            const std::string start = study.spec.generator + "," + std::to_string(run) + ","
                + std::to_string(studySeed(config.baseSeed, run)) + ",";
            if (row.compare(0, start.size(), start) != 0
                || size_t(std::count(row.begin(), row.end(), ',')) != 2 + catalog.size())
                throw corrupt("the row of " + id + " run " + std::to_string(run) + " is not that run's");
            if (!metricFieldsAreNumbers(row, start.size()))
                throw corrupt(
                    "a field of the row of " + id + " run " + std::to_string(run) + " is neither empty nor a number");
            // Every unit is floor or wall: an edit that keeps the rows and
            // distributions in step would still skew the merged means.
            const auto floor = metricField(row, start.size(), floorIndex);
            const auto wall = metricField(row, start.size(), wallIndex);
            if (!floor || !wall || *floor + *wall != double(units))
                throw corrupt("the row of " + id + " run " + std::to_string(run) + " has "
                    + (floor ? formatNumber(*floor) : "no") + " floor and " + (wall ? formatNumber(*wall) : "no")
                    + " wall units, not the " + std::to_string(units) + " units of its mazes ("
                    + std::to_string(study.spec.rows) + "x" + std::to_string(study.spec.cols) + ")");
        }
        const auto ofRows = distributionsOfRows(partial.rows[g], catalog.size());
        for (size_t i = 0; i < catalog.size(); ++i) {
            if (ofRows[i].times() != study.distributions[i].times())
                throw corrupt(id + "'s distribution of " + catalog[i].name + " is not that of its rows");
        }
        // The heat map and the pooled histogram must be what the rows add up
        // to: a floor count per unit of at most one a maze, all of them the
        // mazes' floor units; as many corridors as the rows count.
        const auto total = [&](const char *metric) {
            long double sum = 0;
            for (size_t i = 0; i < catalog.size(); ++i) {
                if (catalog[i].name == metric) {
                    for (const auto &[value, times] : study.distributions[i].times())
                        sum += (long double)value * (long double)times;
                }
            }
            return sum;
        };
        uint64_t floorCounted = 0;
        for (const uint64_t count : study.heatMap.floorCounts) {
            if (count > runs)
                throw corrupt(
                    id + "'s heat map counts a unit in more mazes than the " + std::to_string(runs) + " it has");
            floorCounted += count;
        }
        if (partial.heatMaps && (long double)floorCounted != total("floor_units"))
            throw corrupt(id + "'s heat map is not the floor of its rows");
        uint64_t corridorsCounted = 0;
        for (const uint64_t count : study.corridorLengthHistogram)
            corridorsCounted += count;
        if ((long double)corridorsCounted != total("corridors"))
            throw corrupt(id + "'s pooled corridor histogram is not the corridors of its rows");
    }
}

MergedStudy mergeStudyPartials(const std::vector<StudyPartial> &partials)
{
    if (partials.empty())
        throw StudyMergeError("no partials to merge");
    MergedStudy merged;
    for (const StudyPartial &partial : partials) {
        std::string difference;
        if (!sameStudy(partials.front(), partial, difference))
            throw StudyMergeError(partials.front().source + " and " + partial.source
                + " are partials of different studies: they " + difference);
        merged.inRunOrder.push_back(&partial);
    }
    std::stable_sort(merged.inRunOrder.begin(), merged.inRunOrder.end(),
        [](const StudyPartial *a, const StudyPartial *b) { return a->config.firstRun < b->config.firstRun; });
    const StudyConfig &first = partials.front().config;
    uint64_t covered = 0;
    const StudyPartial *previous = nullptr;
    for (const StudyPartial *partial : merged.inRunOrder) {
        if (partial->config.firstRun < covered)
            throw StudyMergeError(
                "overlapping shards: " + runsText(*previous) + " and " + runsText(*partial) + " share runs");
        if (partial->config.firstRun > covered)
            throw StudyMergeError("missing shard: no partial has runs " + std::to_string(covered) + " to "
                + std::to_string(partial->config.firstRun - 1) + " of the " + std::to_string(first.runs));
        covered = studyEndRun(partial->config);
        previous = partial;
    }
    if (covered < first.runs)
        throw StudyMergeError("missing shard: no partial has runs " + std::to_string(covered) + " to "
            + std::to_string(first.runs - 1) + " of the " + std::to_string(first.runs));

    merged.config = first;
    merged.config.firstRun = 0;
    merged.config.endRun = 0;
    merged.config.heatMaps = partials.front().heatMaps;
    merged.result.columns = studyColumns(merged.config);
    const auto &catalog = merged.result.columns;
    for (size_t g = 0; g < first.specs.size(); ++g) {
        GeneratorStudy study;
        // As the study wrote it, every option filled in.
        study.spec = partials.front().generators[g].spec;
        merged.config.specs[g] = study.spec;
        study.distributions.resize(catalog.size());
        if (merged.config.heatMaps) {
            study.heatMap.rows = study.spec.rows;
            study.heatMap.cols = study.spec.cols;
            study.heatMap.floorCounts.assign(size_t(study.spec.rows) * size_t(study.spec.cols), 0);
        }
        for (const StudyPartial *partial : merged.inRunOrder) {
            const GeneratorStudy &part = partial->generators[g];
            study.mazes += part.mazes;
            for (size_t i = 0; i < catalog.size(); ++i)
                study.distributions[i].add(part.distributions[i]);
            auto &histogram = study.corridorLengthHistogram;
            if (histogram.size() < part.corridorLengthHistogram.size())
                histogram.resize(part.corridorLengthHistogram.size(), 0);
            for (size_t length = 0; length < part.corridorLengthHistogram.size(); ++length)
                histogram[length] += part.corridorLengthHistogram[length];
            study.heatMap.mazes += part.heatMap.mazes;
            for (size_t unit = 0; unit < study.heatMap.floorCounts.size(); ++unit)
                study.heatMap.floorCounts[unit] += part.heatMap.floorCounts[unit];
        }
        for (const ValueDistribution &distribution : study.distributions)
            study.metrics.push_back(distribution.summary());
        merged.result.generators.push_back(std::move(study));
    }
    return merged;
}

} // namespace mazestudy
