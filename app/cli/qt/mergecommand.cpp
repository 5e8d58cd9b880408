#include "commands.h"
#include "partialreader.h"
#include "studycharts.h"
#include "studyoutputs.h"
#include "studypartial.h"
#include "studyreport.h"

#include <atomic>
#include <csignal>
#include <ostream>

namespace mazestudy::cli {

namespace {

// Ctrl-C or SIGTERM stops the merge before any file is renamed into place;
// the temporary files go with the writers.
std::atomic<bool> mergeInterrupted {false};

extern "C" void interruptMerge(int)
{
    mergeInterrupted = true;
}

void stopIfInterrupted()
{
    if (mergeInterrupted)
        throw std::runtime_error("interrupted; no file written");
}

// The study's CSV: its rows generator by generator, each generator's in run order.
void writeCsv(std::ostream &csv, const MergedStudy &merged, bool longCsv)
{
    csv << (longCsv ? studyLongCsvHeader() : studyCsvHeader());
    for (size_t g = 0; g < merged.config.specs.size(); ++g) {
        for (const StudyPartial *partial : merged.inRunOrder) {
            stopIfInterrupted();
            for (const std::string &row : partial->rows[g]) {
                if (longCsv)
                    csv << studyLongCsvRowsOfWide(row);
                else
                    csv << row << '\n';
            }
        }
    }
}

} // namespace

int runMerge(Arguments &arguments, std::ostream &out)
{
    const auto csvPath = arguments.value("--csv");
    const std::string csvLayout = arguments.value("--csv-layout").value_or("wide");
    if (csvLayout != "wide" && csvLayout != "long")
        throw UsageError("--csv-layout takes wide or long, not \"" + csvLayout + "\"");
    const auto jsonPath = arguments.value("--json");
    const auto heatMapDir = arguments.value("--heatmap-dir");
    const auto chartsDir = arguments.value("--charts-dir");
    std::vector<std::string> paths;
    while (const auto path = arguments.positional())
        paths.push_back(*path);
    arguments.expectNoMore();
    if (paths.empty())
        throw UsageError("give the partials to merge: mazestudy-cli merge PARTIAL... (see mazestudy-cli merge --help)");

    std::signal(SIGINT, interruptMerge);
    std::signal(SIGTERM, interruptMerge);
    std::vector<StudyPartial> partials;
    partials.reserve(paths.size());
    for (const std::string &path : paths) {
        stopIfInterrupted();
        partials.push_back(readStudyPartial(path));
        checkStudyPartial(partials.back());
    }
    const MergedStudy merged = mergeStudyPartials(partials);

    std::vector<std::string> ids;
    for (const MazeSpec &spec : merged.config.specs)
        ids.push_back(spec.generator);
    std::optional<StudyCharts> charts;
    if (chartsDir)
        charts.emplace(*chartsDir, merged.config);
    StudyOutputs outputs(csvPath, jsonPath, heatMapDir, ids);
    if (std::ostream *csv = outputs.csv())
        writeCsv(*csv, merged, csvLayout == "long");
    stopIfInterrupted();
    if (charts)
        charts->write(merged.result);
    stopIfInterrupted();
    outputs.commit(studySummaryToJson(merged.config, merged.result), merged.result, out);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    return 0;
}

} // namespace mazestudy::cli
