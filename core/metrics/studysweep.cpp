#include "studysweep.h"

#include "jsonwriter.h"
#include "metriccatalog.h"
#include "options.h"
#include "powerlaw.h"

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
    std::vector<double> sides;
    for (const StudyConfig &config : sweep.configs)
        sides.push_back(sweepSide(config.specs.front().rows, config.specs.front().cols));
    const auto &catalog = metricCatalog();
    for (size_t g = 0; g < sweep.results.front().generators.size(); ++g) {
        for (size_t m = 0; m < catalog.size(); ++m) {
            std::vector<double> means;
            for (const StudyResult &result : sweep.results) {
                const std::optional<double> &mean = result.generators[g].metrics[m].mean;
                means.push_back(mean ? *mean : std::nan(""));
            }
            fits.push_back(
                {sweep.results.front().generators[g].spec.generator, catalog[m].name, fitPowerLaw(sides, means)});
        }
    }
    return fits;
}

} // namespace

double sweepSide(int rows, int cols)
{
    return std::sqrt(double(rows) * double(cols));
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

} // namespace mazestudy
