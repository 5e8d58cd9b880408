#include "studysweep.h"

#include "cappedtext.h"
#include "jsonwriter.h"
#include "metriccatalog.h"
#include "options.h"
#include "powerlaw.h"
#include "studycomparison.h"

#include <cmath>
#include <optional>

namespace mazestudy {

namespace {

struct Fit {
    std::string generator;
    std::string metric;
    std::optional<PowerLaw> law;
};

std::vector<Fit> fitsOf(const StudySweep &sweep)
{
    std::vector<Fit> fits;
    if (sweep.results.empty())
        return fits;
    const auto &catalog = metricCatalog();
    for (size_t g = 0; g < sweep.results.front().generators.size(); ++g) {
        for (size_t m = 0; m < catalog.size(); ++m)
            fits.push_back(
                {sweep.results.front().generators[g].spec.generator, catalog[m].name, sweepFit(sweep, g, m)});
    }
    return fits;
}

std::string sideText(const StudyConfig &config)
{
    std::string line;
    appendCsvField(line, sweepSide(config.specs.front().rows, config.specs.front().cols));
    return line.substr(1);
}

std::string sizesText(const std::vector<std::pair<int, int>> &sizes)
{
    std::string text;
    for (const auto &[rows, cols] : sizes)
        text += (text.empty() ? "" : ",") + std::to_string(rows) + "x" + std::to_string(cols);
    return text;
}

std::string shardText(uint64_t index, uint64_t count, uint64_t firstRun, uint64_t endRun)
{
    return std::to_string(index) + "/" + std::to_string(count) + " (runs " + std::to_string(firstRun) + " to "
        + std::to_string(endRun - 1) + ")";
}

// How a sweep partial's study of one size differs from the sweep's own head
// (program, shard, runs, heat maps), in words; empty when it agrees.
std::string differenceFromHead(const StudyPartial &study, const SweepPartial &sweep)
{
    if (study.madeBy != sweep.madeBy)
        return "was made by " + cappedText(study.madeBy, MaxNameCharacters) + ", the sweep by "
            + cappedText(sweep.madeBy, MaxNameCharacters);
    const uint64_t endRun = studyEndRun(study.config);
    if (study.shardIndex != sweep.shardIndex || study.shardCount != sweep.shardCount
        || study.config.firstRun != sweep.firstRun || endRun != sweep.endRun)
        return "is shard " + shardText(study.shardIndex, study.shardCount, study.config.firstRun, endRun)
            + ", the sweep's is " + shardText(sweep.shardIndex, sweep.shardCount, sweep.firstRun, sweep.endRun);
    if (study.heatMaps)
        return "keeps heat maps, which a sweep's studies do not";
    return {};
}

} // namespace

double sweepSide(int rows, int cols)
{
    return std::sqrt(double(rows) * double(cols));
}

std::optional<PowerLaw> sweepFit(const StudySweep &sweep, size_t generator, size_t metric)
{
    std::vector<double> sides;
    std::vector<double> means;
    for (size_t k = 0; k < sweep.results.size(); ++k) {
        sides.push_back(sweepSide(sweep.configs[k].specs.front().rows, sweep.configs[k].specs.front().cols));
        const std::optional<double> &mean = sweep.results[k].generators[generator].metrics[metric].mean;
        means.push_back(mean ? *mean : std::nan(""));
    }
    return fitPowerLaw(sides, means);
}

std::string studySweepToJson(const StudySweep &sweep)
{
    JsonWriter json;
    json.beginDocument();
    json.key("sizes");
    json.beginArray();
    for (const StudyConfig &config : sweep.configs) {
        json.beginObject();
        json.key("rows");
        json.value(config.specs.front().rows);
        json.key("cols");
        json.value(config.specs.front().cols);
        json.key("side");
        json.value(sweepSide(config.specs.front().rows, config.specs.front().cols));
        json.endObject();
    }
    json.endArray();
    // Each size's means, for charting a metric against the side.
    json.key("means");
    json.beginArray();
    const auto &catalog = metricCatalog();
    for (const StudyResult &result : sweep.results) {
        json.beginArray();
        for (const GeneratorStudy &study : result.generators) {
            json.beginObject();
            json.field("generator", study.spec.generator);
            json.field("mazes", study.mazes);
            for (size_t m = 0; m < catalog.size(); ++m) {
                json.key(catalog[m].name);
                json.beginObject();
                json.field("mean", study.metrics[m].mean);
                json.field("ci95_low", study.metrics[m].confidenceLow);
                json.field("ci95_high", study.metrics[m].confidenceHigh);
                json.endObject();
            }
            json.endObject();
        }
        json.endArray();
    }
    json.endArray();
    json.key("fits");
    json.beginArray();
    for (const Fit &fit : fitsOf(sweep)) {
        if (!fit.law)
            continue;
        json.beginObject();
        json.key("generator");
        json.value(fit.generator);
        json.key("metric");
        json.value(fit.metric);
        json.key("exponent");
        json.value(fit.law->exponent);
        json.key("exponent_ci95_low");
        json.value(fit.law->exponentLow);
        json.key("exponent_ci95_high");
        json.value(fit.law->exponentHigh);
        json.key("prefactor");
        json.value(fit.law->prefactor);
        json.key("r_squared");
        json.value(fit.law->rSquared);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    return json.text();
}

std::string studySweepToText(const StudySweep &sweep)
{
    std::string text = "How each metric's mean grows with the side (mean = prefactor x side^exponent, fitted on "
                       "logarithms over "
        + std::to_string(sweep.configs.size()) + " sizes):\n";
    for (const Fit &fit : fitsOf(sweep)) {
        if (!fit.law)
            continue;
        const std::string law
            = "  " + fit.generator + " " + fit.metric + ": exponent " + fixedText(fit.law->exponent, 3);
        const std::string prefactor = "prefactor " + significantText(fit.law->prefactor, 4);
        if (fit.law->exponentLow)
            text += law + " (95% CI " + fixedText(*fit.law->exponentLow, 3) + " to "
                + fixedText(*fit.law->exponentHigh, 3) + "), " + prefactor + ", R^2 " + fixedText(fit.law->rSquared, 4)
                + "\n";
        else
            text += law + " (two sizes: no interval), " + prefactor + "\n";
    }
    return text;
}

std::string studySweepMeansToCsv(const StudySweep &sweep)
{
    std::string csv = "generator,rows,cols,side,metric,count,mean,ci95_low,ci95_high\n";
    const auto &catalog = metricCatalog();
    for (size_t k = 0; k < sweep.results.size(); ++k) {
        const StudyConfig &config = sweep.configs[k];
        const std::string size = std::to_string(config.specs.front().rows) + ","
            + std::to_string(config.specs.front().cols) + "," + sideText(config) + ",";
        for (const GeneratorStudy &study : sweep.results[k].generators) {
            for (size_t m = 0; m < catalog.size(); ++m) {
                const ValueSummary &summary = study.metrics[m];
                std::string line
                    = study.spec.generator + "," + size + catalog[m].name + "," + std::to_string(summary.count);
                for (const std::optional<double> &value : {summary.mean, summary.confidenceLow, summary.confidenceHigh})
                    appendCsvField(line, value);
                csv += line + "\n";
            }
        }
    }
    return csv;
}

std::string studySweepFitsToCsv(const StudySweep &sweep)
{
    std::string csv = "generator,metric,exponent,exponent_ci95_low,exponent_ci95_high,prefactor,r_squared\n";
    for (const Fit &fit : fitsOf(sweep)) {
        if (!fit.law)
            continue;
        std::string line = fit.generator + "," + fit.metric;
        for (const std::optional<double> &value :
            {std::optional<double>(fit.law->exponent), fit.law->exponentLow, fit.law->exponentHigh,
                std::optional<double>(fit.law->prefactor), std::optional<double>(fit.law->rSquared)})
            appendCsvField(line, value);
        csv += line + "\n";
    }
    return csv;
}

SweepPartialWriter::SweepPartialWriter(std::ostream &out, const std::vector<StudyConfig> &configs, uint64_t shardIndex,
    uint64_t shardCount, const std::string &madeBy)
    : m_out(out)
    , m_shardIndex(shardIndex)
    , m_shardCount(shardCount)
    , m_madeBy(madeBy)
{
    JsonWriter made;
    made.value(madeBy);
    std::string sizes;
    for (const StudyConfig &config : configs) {
        sizes += std::string(sizes.empty() ? "" : ", ") + "{\"rows\": " + std::to_string(config.specs.front().rows)
            + ", \"cols\": " + std::to_string(config.specs.front().cols) + "}";
    }
    const StudyConfig &first = configs.front();
    m_out << "{\n  \"format\": \"" << SweepPartialFormat << "\",\n  \"partial_version\": " << SweepPartialVersion
          << ",\n  \"made_by\": " << made.text() << ",\n  \"shard\": {\"index\": " << shardIndex
          << ", \"count\": " << shardCount << ", \"first_run\": " << first.firstRun
          << ", \"end_run\": " << studyEndRun(first) << "},\n  \"sizes\": [" << sizes << "],\n  \"studies\": [\n";
}

StudyPartialWriter &SweepPartialWriter::size(const StudyConfig &config)
{
    if (m_study)
        m_out << ",\n";
    m_study.emplace(m_out, config, m_shardIndex, m_shardCount, m_madeBy);
    return *m_study;
}

void SweepPartialWriter::finish()
{
    m_out << "]\n}\n";
}

void checkSweepPartial(const SweepPartial &partial)
{
    const auto corrupt
        = [&partial](const std::string &what) { return StudyMergeError(partial.source + " is corrupt: " + what); };
    if (partial.studies.size() < 2 || partial.studies.size() != partial.sizes.size())
        throw corrupt("a sweep has a study of each of two sizes or more, as its sizes list them");
    double side = 0;
    for (size_t k = 0; k < partial.studies.size(); ++k) {
        const StudyPartial &study = partial.studies[k];
        const auto &[rows, cols] = partial.sizes[k];
        if (sweepSide(rows, cols) < side)
            throw corrupt("its sizes are not in order, smallest side first");
        side = sweepSide(rows, cols);
        const std::string difference = differenceFromHead(study, partial);
        if (!difference.empty())
            throw corrupt("its study of " + sizesText({partial.sizes[k]}) + " " + difference);
        for (const MazeSpec &spec : study.config.specs) {
            if (spec.rows != rows || spec.cols != cols)
                throw corrupt("its study of " + sizesText({partial.sizes[k]}) + " has mazes of another size");
        }
        // The same study at every size: the fits and charts pair generator g
        // of one size with generator g of the next.
        const StudyConfig &first = partial.studies.front().config;
        bool same = study.config.specs.size() == first.specs.size() && study.config.runs == first.runs
            && study.config.baseSeed == first.baseSeed;
        for (size_t g = 0; same && g < first.specs.size(); ++g) {
            MazeSpec resized = first.specs[g];
            resized.rows = rows;
            resized.cols = cols;
            resized.seed = study.config.specs[g].seed;
            same = resized == study.config.specs[g];
        }
        if (!same)
            throw corrupt(
                "its study of " + sizesText({partial.sizes[k]}) + " is not the same study as its first size's");
        checkStudyPartial(study);
    }
}

StudySweep mergeSweepPartials(std::vector<SweepPartial> partials)
{
    if (partials.empty())
        throw StudyMergeError("no partials to merge");
    const SweepPartial &first = partials.front();
    for (const SweepPartial &partial : partials) {
        if (partial.sizes != first.sizes)
            throw StudyMergeError(first.source + " and " + partial.source
                + " are partials of different studies: they have different sizes (" + sizesText(first.sizes) + "; "
                + sizesText(partial.sizes) + ")");
    }
    StudySweep sweep;
    for (size_t k = 0; k < first.studies.size(); ++k) {
        std::vector<StudyPartial> studies;
        for (SweepPartial &partial : partials)
            studies.push_back(std::move(partial.studies[k]));
        MergedStudy merged = mergeStudyPartials(studies);
        sweep.configs.push_back(std::move(merged.config));
        sweep.results.push_back(std::move(merged.result));
    }
    return sweep;
}

} // namespace mazestudy
