#include "arguments.h"
#include "cappedtext.h"
#include "commands.h"
#include "generatorcatalog.h"
#include "labinfo.h"
#include "labscripts.h"
#include "memorybudget.h"
#include "partialreader.h"
#include "regularfile.h"
#include "stopsignals.h"
#include "studycharts.h"
#include "studyoutputs.h"
#include "studypartial.h"
#include "studyreport.h"

#include <algorithm>
#include <atomic>
#include <ostream>

namespace mazestudy::cli {

namespace {

// Ctrl-C, SIGTERM, SIGHUP or SIGQUIT stops the merge before any file is
// renamed into place; the temporary files go with the writers.
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
    csv << (longCsv ? studyLongCsvHeader() : studyCsvHeader(merged.result.columns));
    for (size_t g = 0; g < merged.config.specs.size(); ++g) {
        for (const StudyPartial *partial : merged.inRunOrder) {
            stopIfInterrupted();
            for (const std::string &row : partial->rows[g]) {
                if (longCsv)
                    csv << studyLongCsvRowsOfWide(merged.result.columns, row);
                else
                    csv << row << '\n';
            }
        }
    }
}

// Every check that needs no partial's content, before any is read: each is a
// regular file (a FIFO would block, /dev/zero never end), none is given twice
// (through links too), no output would replace one, and all of them fit the
// memory budget together.
void checkPartialFiles(const std::vector<std::string> &paths, const std::vector<NamedFile> &outputs, uint64_t budget)
{
    std::vector<std::pair<FileIdentity, const std::string *>> inputs;
    uint64_t bytes = 0;
    uint64_t largest = 0;
    for (const std::string &path : paths) {
        const uint64_t size = regularFileSize(path);
        bytes += size;
        largest = std::max(largest, size);
        const FileIdentity identity = fileIdentity(path).value_or(FileIdentity {});
        for (const auto &[seen, seenPath] : inputs) {
            if (seen == identity)
                throw StudyMergeError(
                    "overlapping shards: " + *seenPath + " and " + path + " are the same file, given twice");
        }
        inputs.emplace_back(identity, &path);
    }
    std::vector<NamedFile> partials;
    for (const std::string &path : paths)
        partials.push_back({path, "the partial " + path + " to merge"});
    refuseOutputsOverInputs(partials, outputs);
    requireMemory(
        estimatedMergePeakBytes(bytes, largest), budget, "merging these partials", "merge fewer or smaller partials");
}

// A spec as a study writes it: options this program takes, and a lab script
// by its digest only, since a path would be read.
void checkPartialSpec(MazeSpec spec, const std::string &path)
{
    const auto script = spec.options.find("script");
    if (spec.generator == labGeneratorInfo().id
        && (script == spec.options.end() || !LabScripts::isDigest(script->second)))
        throw StudyMergeError(path + " is corrupt: its lab script is not named by its digest");
    try {
        validateSpec(spec);
    } catch (const std::invalid_argument &error) {
        throw StudyMergeError(path + " is corrupt: " + cappedText(error.what()));
    }
}

// Partials that agree with each other may still name a generator nobody can
// make again, whose rows no study of this program holds, or options it would
// not take (and echo into the summary).
void checkPartialSpecs(const StudyPartial &partial)
{
    for (const MazeSpec &spec : partial.config.specs) {
        if (!findGenerator(spec.generator))
            throw StudyMergeError(partial.source
                + " is corrupt: it names a generator this mazestudy-cli does not know, \""
                + cappedText(spec.generator, MaxNameCharacters) + "\"");
        checkPartialSpec(spec, partial.source);
    }
}

// A sweep's partials: the sweep's JSON, CSV or its fits in words, as the
// unsharded sweep writes them.
int mergeSweep(std::vector<SweepPartial> partials, const StudyOutputPaths &paths,
    const std::optional<std::string> &chartsDir, SummaryFormat format, std::ostream &out)
{
    const StudySweep sweep = mergeSweepPartials(std::move(partials));
    catchStopSignals(interruptMerge);
    StudyOutputs outputs(paths, {}, &mergeInterrupted);
    stopIfInterrupted();
    if (chartsDir)
        StudyCharts(*chartsDir, sweep.configs.back()).writeSweep(sweep);
    outputs.commitSweep(sweep, format, out);
    restoreStopSignals();
    return 0;
}

} // namespace

int runMerge(Arguments &arguments, std::ostream &out)
{
    const auto csvPath = arguments.pathValue("--csv");
    const auto csvLayoutGiven = arguments.value("--csv-layout");
    const std::string csvLayout = csvLayoutGiven.value_or("wide");
    if (csvLayout != "wide" && csvLayout != "long")
        throw UsageError("--csv-layout takes wide or long, not \"" + csvLayout + "\"");
    const auto jsonPath = arguments.pathValue("--json");
    const auto heatMapDir = arguments.pathValue("--heatmap-dir", "a folder name");
    const auto comparisonsCsv = arguments.pathValue("--comparisons-csv");
    const auto chartsDir = arguments.pathValue("--charts-dir", "a folder name");
    const auto fitsCsv = arguments.pathValue("--fits-csv");
    const SummaryFormat format = summaryFormat(arguments.value("--format"));
    const uint64_t budget = memoryBudget(arguments);
    std::vector<std::string> paths;
    while (const auto path = arguments.positional())
        paths.push_back(*path);
    arguments.expectNoMore();
    if (paths.empty())
        throw UsageError("give the partials to merge: mazestudy-cli merge PARTIAL... (see mazestudy-cli merge --help)");

    const StudyOutputPaths outputPaths {csvPath, jsonPath, heatMapDir, comparisonsCsv, fitsCsv};
    checkPartialFiles(paths, outputPaths.files(), budget);
    // Until the outputs are opened there is nothing to clean up, so Ctrl-C
    // and SIGTERM keep their default and end a long read at once.
    std::vector<StudyPartial> partials;
    std::vector<SweepPartial> sweeps;
    partials.reserve(paths.size());
    for (const std::string &path : paths) {
        PartialFile file = readPartial(path);
        const bool isSweep = std::holds_alternative<SweepPartial>(file);
        if (&path != &paths.front() && isSweep != !sweeps.empty())
            throw StudyMergeError(paths.front() + " and " + path + " are partials of different studies: "
                + (isSweep ? paths.front() + " is a study's, " + path + " a sweep's"
                           : paths.front() + " is a sweep's, " + path + " a study's"));
        if (isSweep) {
            SweepPartial &sweep = std::get<SweepPartial>(file);
            for (const StudyPartial &study : sweep.studies)
                checkPartialSpecs(study);
            checkSweepPartial(sweep);
            sweeps.push_back(std::move(sweep));
        } else {
            partials.push_back(std::move(std::get<StudyPartial>(file)));
            checkPartialSpecs(partials.back());
            checkStudyPartial(partials.back());
        }
    }
    if (!sweeps.empty()) {
        if (csvLayoutGiven || heatMapDir || comparisonsCsv)
            throw UsageError(
                "these partials are a sweep's (study --sizes), whose merge writes its means and fits as "
                "JSON (--json FILE, else printed), CSV (--csv, --fits-csv), the fits in words (--format "
                "text) and their charts (--charts-dir); --csv-layout, --heatmap-dir and --comparisons-csv go "
                "with one --size");
        return mergeSweep(std::move(sweeps), outputPaths, chartsDir, format, out);
    }
    if (fitsCsv)
        throw UsageError("--fits-csv writes a sweep's fits, and these partials are a study's of one size");
    const MergedStudy merged = mergeStudyPartials(partials);

    catchStopSignals(interruptMerge);
    std::vector<std::string> ids;
    for (const MazeSpec &spec : merged.config.specs)
        ids.push_back(spec.generator);
    std::optional<StudyCharts> charts;
    if (chartsDir)
        charts.emplace(*chartsDir, merged.config);
    StudyOutputs outputs(outputPaths, ids, &mergeInterrupted);
    if (std::ostream *csv = outputs.csv())
        writeCsv(*csv, merged, csvLayout == "long");
    stopIfInterrupted();
    if (charts)
        charts->write(merged.result);
    stopIfInterrupted();
    outputs.commitSummary(merged.config, merged.result, format, out);
    restoreStopSignals();
    return 0;
}

} // namespace mazestudy::cli
