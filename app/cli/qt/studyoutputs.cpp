#include "studyoutputs.h"

#include "arguments.h"
#include "studycomparison.h"
#include "studyreport.h"

#include <QBuffer>
#include <QImage>

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace mazestudy::cli {

namespace {

std::unique_ptr<AtomicFileWriter> openWriter(const std::string &path, const std::atomic<bool> *cancel)
{
    auto writer = std::make_unique<AtomicFileWriter>();
    std::string error;
    if (!writer->open(path, error, cancel)) {
        if (cancel && *cancel)
            throw OutputsCancelled();
        throw std::runtime_error(error);
    }
    return writer;
}

} // namespace

SummaryFormat summaryFormat(const std::optional<std::string> &format)
{
    if (format && *format != "json" && *format != "text")
        throw UsageError("--format takes json or text, not \"" + *format + "\"");
    return format == "text" ? SummaryFormat::Text : SummaryFormat::Json;
}

std::string heatMapToPng(const HeatMap &heatMap)
{
    QImage image(heatMap.cols, heatMap.rows, QImage::Format_Grayscale8);
    for (int row = 0; row < heatMap.rows; ++row) {
        uchar *line = image.scanLine(row);
        for (int col = 0; col < heatMap.cols; ++col)
            line[col] = uchar(heatMap.floorShare(row, col) * 255 + 0.5);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        throw std::runtime_error("cannot encode a heat map as PNG");
    return bytes.toStdString();
}

StudyOutputs::StudyOutputs(
    const StudyOutputPaths &paths, const std::vector<std::string> &generators, const std::atomic<bool> *cancel)
{
    try {
        open(paths, generators, cancel);
    } catch (...) {
        discard();
        throw;
    }
}

StudyOutputs::~StudyOutputs()
{
    discard();
}

std::vector<NamedFile> StudyOutputPaths::files() const
{
    using Option = std::pair<const std::optional<std::string> *, const char *>;
    std::vector<NamedFile> named;
    for (const auto &[path, name] : std::initializer_list<Option> {
             {&csv, "--csv"}, {&json, "--json"}, {&comparisonsCsv, "--comparisons-csv"}, {&fitsCsv, "--fits-csv"}})
        if (*path)
            named.push_back({**path, name});
    return named;
}

void StudyOutputs::open(
    const StudyOutputPaths &paths, const std::vector<std::string> &generators, const std::atomic<bool> *cancel)
{
    const std::optional<std::string> &csvPath = paths.csv;
    const std::optional<std::string> &jsonPath = paths.json;
    const std::optional<std::string> &heatMapDir = paths.heatMapDir;
    namespace fs = std::filesystem;
    // Two outputs on one file would only clash once the study is done, and
    // the last one renamed into place would be all that is left.
    std::vector<NamedFile> files = paths.files();
    if (heatMapDir) {
        files.push_back({*heatMapDir, "--heatmap-dir"});
        for (const std::string &generator : generators) {
            for (const char *extension : {".png", ".csv"})
                files.push_back({(fs::path(*heatMapDir) / generator).string() + extension, "a heat map"});
        }
    }
    refuseOutputsOnOneFile(files);

    if (csvPath)
        m_csv = openWriter(*csvPath, cancel);
    if (jsonPath)
        m_json = openWriter(*jsonPath, cancel);
    if (paths.comparisonsCsv)
        m_comparisonsCsv = openWriter(*paths.comparisonsCsv, cancel);
    if (paths.fitsCsv)
        m_fitsCsv = openWriter(*paths.fitsCsv, cancel);
    if (!heatMapDir)
        return;
    std::error_code code;
    if (!fs::exists(*heatMapDir, code)) {
        if (!fs::create_directory(*heatMapDir, code))
            throw std::runtime_error("cannot create the folder " + *heatMapDir + ": " + code.message());
        m_createdDir = *heatMapDir;
    } else if (!fs::is_directory(*heatMapDir, code)) {
        throw std::runtime_error("cannot write heat maps into " + *heatMapDir + ": it is not a folder");
    }
    for (const std::string &generator : generators) {
        const std::string base = (fs::path(*heatMapDir) / generator).string();
        m_heatMaps.push_back({openWriter(base + ".png", cancel), openWriter(base + ".csv", cancel)});
    }
}

// Writers not yet committed remove their temporary files as they go; the
// folder goes last, and only if this object made it and it is empty.
void StudyOutputs::discard()
{
    m_csv.reset();
    m_json.reset();
    m_comparisonsCsv.reset();
    m_fitsCsv.reset();
    m_heatMaps.clear();
    if (m_createdDir.empty())
        return;
    std::error_code code;
    std::filesystem::remove(m_createdDir, code);
    m_createdDir.clear();
}

std::ostream *StudyOutputs::csv()
{
    return m_csv ? &m_csv->stream() : nullptr;
}

std::ostream *StudyOutputs::json()
{
    return m_json ? &m_json->stream() : nullptr;
}

void StudyOutputs::commit(const std::string &summary, const StudyResult &result, std::ostream &out)
{
    for (size_t g = 0; g < m_heatMaps.size(); ++g) {
        const HeatMap &heatMap = result.generators[g].heatMap;
        m_heatMaps[g].png->stream() << heatMapToPng(heatMap);
        m_heatMaps[g].csv->stream() << heatMapToCsv(heatMap);
    }
    if (m_json)
        m_json->stream() << summary;
    else
        out << summary;
    std::vector<AtomicFileWriter *> writers;
    for (const HeatMapFiles &files : m_heatMaps) {
        writers.push_back(files.png.get());
        writers.push_back(files.csv.get());
    }
    writers.push_back(m_csv.get());
    writers.push_back(m_json.get());
    writers.push_back(m_comparisonsCsv.get());
    writers.push_back(m_fitsCsv.get());
    writers.erase(std::remove(writers.begin(), writers.end(), nullptr), writers.end());
    // Every file written out completely before any is renamed into place, so
    // a full disk leaves none of them behind.
    std::string error;
    for (AtomicFileWriter *writer : writers) {
        if (!writer->finish(error))
            throw std::runtime_error(error);
    }
    for (AtomicFileWriter *writer : writers) {
        if (!writer->commit(error))
            throw std::runtime_error(error);
    }
    m_createdDir.clear(); // it holds the heat maps now: keep it
}

void StudyOutputs::commitSummary(
    const StudyConfig &config, const StudyResult &result, SummaryFormat format, std::ostream &out)
{
    const std::vector<StudyComparison> comparisons = compareGenerators(result);
    if (m_comparisonsCsv)
        m_comparisonsCsv->stream() << comparisonsToCsv(result, comparisons);
    std::ostringstream printed;
    commit(studySummaryToJson(config, result, comparisons), result, printed);
    out << (format == SummaryFormat::Text ? solversToText(config, result) + comparisonsToText(result, comparisons)
                                          : printed.str());
}

void StudyOutputs::commitSweep(const StudySweep &sweep, SummaryFormat format, std::ostream &out)
{
    if (m_csv)
        m_csv->stream() << studySweepMeansToCsv(sweep);
    if (m_fitsCsv)
        m_fitsCsv->stream() << studySweepFitsToCsv(sweep);
    std::ostringstream printed;
    commit(studySweepToJson(sweep), sweep.results.back(), printed);
    out << (format == SummaryFormat::Text ? studySweepToText(sweep) : printed.str());
}

} // namespace mazestudy::cli
