#pragma once

#include "arguments.h"
#include "atomicfilewriter.h"
#include "study.h"
#include "studysweep.h"

#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazestudy::cli {

// What study and merge print: the JSON summary, or with --format text the
// comparisons of the generators in words. Throws UsageError for another word.
enum class SummaryFormat { Json, Text };
SummaryFormat summaryFormat(const std::optional<std::string> &format);

// Where study and merge write, each optional.
struct StudyOutputPaths {
    std::optional<std::string> csv;
    std::optional<std::string> json;
    std::optional<std::string> heatMapDir;
    std::optional<std::string> comparisonsCsv;
    std::optional<std::string> fitsCsv; // a sweep's

    // The files given, each with its option (the heat maps' folder aside).
    std::vector<NamedFile> files() const;
};

// Thrown by StudyOutputs when its `cancel` flag turned true while an output,
// a FIFO, waited for its reader: a signal stopped the verb before it began.
class OutputsCancelled : public std::runtime_error {
public:
    OutputsCancelled()
        : std::runtime_error("interrupted; no file written")
    {
    }
};

// The files of `mazestudy-cli study`. Every one is opened before the study
// starts, so a path that cannot be written fails at once; all are renamed
// into place only by commit(), and none is left behind otherwise (nor a
// heat-map folder this object created).
class StudyOutputs {
public:
    // Throws std::runtime_error naming the path that cannot be written,
    // UsageError when two outputs would land on one file, and
    // OutputsCancelled when *cancel turned true while a FIFO waited for its
    // reader.
    StudyOutputs(const StudyOutputPaths &paths, const std::vector<std::string> &generators,
        const std::atomic<bool> *cancel = nullptr);
    StudyOutputs(const StudyOutputs &) = delete;
    StudyOutputs &operator=(const StudyOutputs &) = delete;
    ~StudyOutputs();

    // The CSV's stream, or null without --csv.
    std::ostream *csv();
    // The JSON file's stream, or null without --json (a shard streams its
    // partial there; commit() appends `summary`).
    std::ostream *json();
    // Writes the heat maps and the JSON summary (to `out` without --json),
    // then moves every file into place.
    void commit(const std::string &summary, const StudyResult &result, std::ostream &out);
    // commit() with the study's summary, its generators compared: the JSON to
    // --json FILE, else to `out`; with SummaryFormat::Text, `out` gets the
    // comparisons in words instead.
    void commitSummary(const StudyConfig &config, const StudyResult &result, SummaryFormat format, std::ostream &out);
    // commit() with a sweep's means and fits as JSON (to --json FILE, else to
    // `out`), and as CSV to --csv and --fits-csv; with SummaryFormat::Text,
    // `out` gets the fits in words instead.
    void commitSweep(const StudySweep &sweep, SummaryFormat format, std::ostream &out);

private:
    struct HeatMapFiles {
        std::unique_ptr<AtomicFileWriter> png;
        std::unique_ptr<AtomicFileWriter> csv;
    };

    void open(
        const StudyOutputPaths &paths, const std::vector<std::string> &generators, const std::atomic<bool> *cancel);
    void discard();

    std::unique_ptr<AtomicFileWriter> m_csv;
    std::unique_ptr<AtomicFileWriter> m_json;
    std::unique_ptr<AtomicFileWriter> m_comparisonsCsv;
    std::unique_ptr<AtomicFileWriter> m_fitsCsv;
    std::vector<HeatMapFiles> m_heatMaps;
    std::string m_createdDir;
};

// One pixel a unit, grey by floor share: white where every maze had floor,
// black where none did.
std::string heatMapToPng(const HeatMap &heatMap);

} // namespace mazestudy::cli
