#include "studycomparison.h"

#include "options.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace mazestudy {

namespace {

constexpr double SignificanceLevel = 0.05;
constexpr double LargeEffect = 0.8; // Cohen's "large" d

// Generators as a reader tells them apart: the id, numbered where one
// appears twice (the window may study one generator with two options).
std::vector<std::string> generatorLabels(const StudyResult &result)
{
    std::map<std::string, int> total;
    for (const GeneratorStudy &study : result.generators)
        ++total[study.spec.generator];
    std::map<std::string, int> seen;
    std::vector<std::string> labels;
    for (const GeneratorStudy &study : result.generators) {
        std::string label = study.spec.generator;
        if (total[label] > 1)
            label += " (" + std::to_string(++seen[study.spec.generator]) + ")";
        labels.push_back(label);
    }
    return labels;
}

// Decimals down to the first significant digit of the interval's half
// width: enough to tell its ends apart, no digits that mean nothing.
int decimalsFor(double halfWidth)
{
    if (!(halfWidth > 0))
        return 3;
    return std::clamp(int(-std::floor(std::log10(halfWidth))), 0, 9);
}

std::string pText(std::optional<double> p)
{
    if (!p)
        return "p -";
    return *p < 0.001 ? "p < 0.001" : "p = " + fixedText(*p, 3);
}

// "wilson's dead_end_cell_share is 0.193 higher than backtracker's, 95% CI
// 0.191 to 0.195; p < 0.001 after Holm (...)": the higher one first.
std::string sentence(const StudyComparison &c, const StudyResult &result, const std::vector<std::string> &labels)
{
    const ComparisonReading r = *readComparison(c);
    return labels[r.higher] + "'s " + result.columns[c.metric].name + " is " + fixedText(r.difference, r.decimals)
        + " higher than " + labels[r.lower] + "'s, 95% CI " + fixedText(r.low, r.decimals) + " to "
        + fixedText(r.high, r.decimals) + "; " + pText(c.welchPHolm) + " after Holm (Cohen's d "
        + fixedText(r.cohensD, 2) + ", Cliff's delta " + fixedText(r.cliffsDelta, 2) + ", Mann-Whitney "
        + pText(c.mannWhitneyPHolm) + " after Holm)";
}

} // namespace

std::optional<ComparisonReading> readComparison(const StudyComparison &c)
{
    const TwoSample &x = c.comparison;
    if (!c.welchPHolm || !x.confidenceLow || !x.confidenceHigh || !x.cohensD)
        return std::nullopt;
    const bool aHigher = x.difference >= 0;
    const double sign = aHigher ? 1 : -1;
    ComparisonReading r;
    r.higher = aHigher ? c.a : c.b;
    r.lower = aHigher ? c.b : c.a;
    r.difference = sign * x.difference;
    r.low = aHigher ? *x.confidenceLow : -*x.confidenceHigh;
    r.high = aHigher ? *x.confidenceHigh : -*x.confidenceLow;
    r.decimals = decimalsFor((r.high - r.low) / 2);
    r.cohensD = sign * *x.cohensD;
    r.cliffsDelta = sign * x.cliffsDelta;
    r.certainty = *c.welchPHolm < 0.001     ? Certainty::Certain
        : *c.welchPHolm < SignificanceLevel ? Certainty::Likely
                                            : Certainty::Chance;
    return r;
}

std::vector<StudyComparison> compareGenerators(const StudyResult &result)
{
    const size_t generators = result.generators.size();
    const size_t metrics = result.columns.size();
    const auto compared = [&result](size_t g, size_t m) { return result.generators[g].distributions[m].count() >= 2; };
    // Each generator's values in increasing order, sorted once for all its pairs.
    std::vector<std::vector<std::vector<std::pair<double, uint64_t>>>> sorted(generators);
    for (size_t g = 0; g < generators; ++g) {
        sorted[g].resize(metrics);
        for (size_t m = 0; m < metrics; ++m) {
            if (compared(g, m))
                sorted[g][m] = result.generators[g].distributions[m].times();
        }
    }
    std::vector<StudyComparison> comparisons;
    for (size_t a = 0; a < generators; ++a) {
        for (size_t b = a + 1; b < generators; ++b) {
            for (size_t m = 0; m < metrics; ++m) {
                if (compared(a, m) && compared(b, m))
                    comparisons.push_back({m, a, b, compareSorted(sorted[a][m], sorted[b][m]), {}, {}});
            }
        }
    }
    std::vector<std::optional<double>> welch;
    std::vector<std::optional<double>> ranks;
    for (const StudyComparison &c : comparisons) {
        welch.push_back(c.comparison.welchP);
        ranks.push_back(c.comparison.mannWhitneyP);
    }
    welch = holmAdjusted(welch);
    ranks = holmAdjusted(ranks);
    for (size_t i = 0; i < comparisons.size(); ++i) {
        comparisons[i].welchPHolm = welch[i];
        comparisons[i].mannWhitneyPHolm = ranks[i];
    }
    return comparisons;
}

std::string comparisonsToText(const StudyResult &result, const std::vector<StudyComparison> &comparisons)
{
    std::vector<const StudyComparison *> leading;
    uint64_t small = 0;
    uint64_t notSignificant = 0;
    uint64_t constant = 0;
    for (const StudyComparison &c : comparisons) {
        // Welch's p exists exactly when one of the two has spread, and so does d.
        if (!c.welchPHolm)
            ++constant;
        else if (*c.welchPHolm >= SignificanceLevel)
            ++notSignificant;
        else if (std::abs(*c.comparison.cohensD) >= LargeEffect)
            leading.push_back(&c);
        else
            ++small;
    }
    std::stable_sort(leading.begin(), leading.end(), [](const StudyComparison *x, const StudyComparison *y) {
        return std::abs(*x->comparison.cohensD) > std::abs(*y->comparison.cohensD);
    });
    const std::string count = std::to_string(comparisons.size());
    std::string text = "Differences between generators: " + count
        + " comparisons, every pair for every metric both have in two mazes or more.\n"
          "Welch's 95% confidence interval of the difference of means; p of Welch's t-test and of Mann-Whitney's "
          "U test, each corrected by Holm's method over all "
        + count + ".\n\nLarge (|Cohen's d| >= 0.8) and significant (p < 0.05), largest first:\n";
    const std::vector<std::string> labels = generatorLabels(result);
    for (const StudyComparison *c : leading)
        text += "  " + sentence(*c, result, labels) + "\n";
    if (leading.empty())
        text += "  none\n";
    text += "\nSignificant but smaller: " + std::to_string(small)
        + "\nNot significant: " + std::to_string(notSignificant)
        + "\nNot tested, the same value in every maze of both: " + std::to_string(constant) + "\n";
    return text;
}

void appendCsvField(std::string &line, std::optional<double> value)
{
    line += ',';
    if (!value || !std::isfinite(*value))
        return;
    char text[32];
    const auto written = std::to_chars(text, text + sizeof text, *value);
    line.append(text, written.ptr);
}

const std::vector<ComparisonField> &comparisonFields()
{
    using C = const StudyComparison &;
    using R = const StudyResult &;
    static const std::vector<ComparisonField> fields {
        {"metric", [](C c, R r) -> ComparisonValue { return r.columns[c.metric].name; }},
        {"a", [](C c, R) -> ComparisonValue { return uint64_t(c.a); }},
        {"b", [](C c, R) -> ComparisonValue { return uint64_t(c.b); }},
        {"a_generator", [](C c, R r) -> ComparisonValue { return r.generators[c.a].spec.generator; }},
        {"b_generator", [](C c, R r) -> ComparisonValue { return r.generators[c.b].spec.generator; }},
        {"a_count", [](C c, R) -> ComparisonValue { return c.comparison.countA; }},
        {"b_count", [](C c, R) -> ComparisonValue { return c.comparison.countB; }},
        {"difference", [](C c, R) -> ComparisonValue { return std::optional(c.comparison.difference); }},
        {"ci95_low", [](C c, R) -> ComparisonValue { return c.comparison.confidenceLow; }},
        {"ci95_high", [](C c, R) -> ComparisonValue { return c.comparison.confidenceHigh; }},
        {"welch_df", [](C c, R) -> ComparisonValue { return c.comparison.welchDegreesOfFreedom; }},
        {"welch_p", [](C c, R) -> ComparisonValue { return c.comparison.welchP; }},
        {"welch_p_holm", [](C c, R) -> ComparisonValue { return c.welchPHolm; }},
        {"mann_whitney_u", [](C c, R) -> ComparisonValue { return std::optional(c.comparison.mannWhitneyU); }},
        {"mann_whitney_p", [](C c, R) -> ComparisonValue { return c.comparison.mannWhitneyP; }},
        {"mann_whitney_p_holm", [](C c, R) -> ComparisonValue { return c.mannWhitneyPHolm; }},
        {"cohens_d", [](C c, R) -> ComparisonValue { return c.comparison.cohensD; }},
        {"cliffs_delta", [](C c, R) -> ComparisonValue { return std::optional(c.comparison.cliffsDelta); }},
    };
    return fields;
}

std::string comparisonsToCsv(const StudyResult &result, const std::vector<StudyComparison> &comparisons)
{
    const std::vector<ComparisonField> &fields = comparisonFields();
    std::string csv;
    for (const ComparisonField &field : fields)
        csv += (csv.empty() ? "" : ",") + std::string(field.name);
    csv += '\n';
    for (const StudyComparison &c : comparisons) {
        std::string line;
        for (const ComparisonField &field : fields) {
            const ComparisonValue value = field.value(c, result);
            if (const auto *figure = std::get_if<std::optional<double>>(&value)) {
                appendCsvField(line, *figure);
                continue;
            }
            if (&field != &fields.front())
                line += ',';
            if (const auto *text = std::get_if<std::string>(&value))
                line += *text;
            else
                line += std::to_string(std::get<uint64_t>(value));
        }
        csv += line + "\n";
    }
    return csv;
}

} // namespace mazestudy
