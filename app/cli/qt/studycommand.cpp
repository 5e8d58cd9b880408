#include "commands.h"
#include "generatorcatalog.h"
#include "labrunner.h"
#include "memorybudget.h"
#include "options.h"
#include "progressbar.h"
#include "solvercatalog.h"
#include "stopsignals.h"
#include "study.h"
#include "studycharts.h"
#include "studyoutputs.h"
#include "studypartial.h"
#include "studyreport.h"
#include "studysweep.h"

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>

namespace mazestudy::cli {

namespace {

// Ctrl-C (SIGINT), SIGTERM, SIGHUP or SIGQUIT cancels the study, so that no
// output is left half-written; the exit status is 128 + the signal, as the
// shell's.
std::atomic<bool> interrupted {false};
std::atomic<int> interruptingSignal {0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free,
    "the signal handler needs lock-free flags");

extern "C" void interrupt(int signal)
{
    interruptingSignal = signal;
    interrupted = true;
}

// A signal stopped the study: says so below the progress bar, if any.
int reportStopped(ProgressBar &bar)
{
    const int signal = interruptingSignal ? interruptingSignal.load() : SIGINT;
    bar.endLine();
    std::cerr << "mazestudy-cli study: " << stoppedBy(signal) << "; no file written\n";
    return 128 + signal;
}

// Catches the signals, then opens the outputs, so that no signal can leave
// one behind; null when a signal came while an output, a FIFO, waited for its
// reader. A lab script's helper is ended at once by the signals too.
std::unique_ptr<StudyOutputs> catchSignalsAndOpen(
    StudyObserver &observer, const StudyOutputPaths &paths, const std::vector<std::string> &generators)
{
    observer.cancel = &interrupted;
    setLabCancelFlag(&interrupted);
    catchStopSignals(interrupt);
    try {
        return std::make_unique<StudyOutputs>(paths, generators, &interrupted);
    } catch (const OutputsCancelled &) {
        return nullptr;
    }
}

// The study, its lab scripts each with a thread's share of the memory budget.
// A script that the interrupt ended fails its run: the study was cancelled
// then, not failed.
StudyResult studyOrCancelled(const StudyConfig &config, const StudyObserver &observer)
{
    setLabScriptShares(studyThreadCount(config));
    try {
        return mazestudy::runStudy(config, observer);
    } catch (const std::exception &) {
        if (!interrupted)
            throw;
        StudyResult result;
        result.cancelled = true;
        return result;
    }
}

uint64_t parseCount(const std::string &option, const std::string &text, uint64_t max)
{
    long long value = 0;
    if (!parseInteger(text, value) || value < 1 || uint64_t(value) > max)
        throw UsageError(option + " takes a whole number from 1 to " + std::to_string(max) + ", not \"" + text + "\"");
    return uint64_t(value);
}

// --solvers all|a,b,...: catalogue ids, each once.
std::vector<std::string> solverIds(const std::string &list)
{
    std::vector<std::string> ids;
    if (list == "all") {
        for (const SolverInfo &info : solverCatalog())
            ids.push_back(info.id);
        return ids;
    }
    std::istringstream items(list);
    for (std::string id; std::getline(items, id, ',');) {
        try {
            solverInfo(id);
        } catch (const std::invalid_argument &error) {
            throw UsageError(std::string("--solvers: ") + error.what());
        }
        if (std::find(ids.begin(), ids.end(), id) != ids.end())
            throw UsageError("--solvers names \"" + id + "\" twice");
        ids.push_back(id);
    }
    if (ids.empty())
        throw UsageError("--solvers takes a list of solver ids such as wall-follower-left,tremaux,bfs "
                         "(mazestudy-cli solvers lists them)");
    return ids;
}

// --shard I/N: shard I (1-based) of N, the runs [(I-1)R/N, IR/N) of R.
void applyShard(const std::string &text, StudyConfig &config, uint64_t &index, uint64_t &count)
{
    const auto slash = text.find('/');
    long long i = 0;
    long long n = 0;
    if (slash == std::string::npos || !parseInteger(text.substr(0, slash), i)
        || !parseInteger(text.substr(slash + 1), n) || n < 1 || i < 1 || i > n)
        throw UsageError("--shard takes I/N, shard I of N counted from 1 (1/4 to 4/4), not \"" + text + "\"");
    if (uint64_t(n) > config.runs)
        throw UsageError("--shard " + text + ": more shards than --runs " + std::to_string(config.runs));
    index = uint64_t(i);
    count = uint64_t(n);
    studyShardRuns(config.runs, index, count, config.firstRun, config.endRun);
}

// --sizes R1xC1,R2xC2,...: the same study at each size, smallest side first.
std::vector<std::pair<int, int>> parseSizes(const std::string &text)
{
    std::vector<std::pair<int, int>> sizes;
    std::istringstream items(text);
    for (std::string item; std::getline(items, item, ',');) {
        int rows = 0;
        int cols = 0;
        parseSize(item, rows, cols);
        for (const auto &[r, c] : sizes) {
            if (r == rows && c == cols)
                throw UsageError("--sizes names " + item + " twice");
        }
        sizes.emplace_back(rows, cols);
    }
    if (sizes.size() < 2)
        throw UsageError("--sizes takes two sizes or more, such as 21x21,41x41,81x81, to fit how a metric grows");
    std::sort(sizes.begin(), sizes.end(),
        [](const auto &a, const auto &b) { return sweepSide(a.first, a.second) < sweepSide(b.first, b.second); });
    return sizes;
}

// A shard of a sweep: I of N, the same runs at every size.
struct SweepShard {
    uint64_t index = 0;
    uint64_t count = 0;
};

// The study `largest` at every size of `sizes`, each checked before any
// runs, with `mask` stretched (or a shape drawn) over each, then the sweep's means and fits: as JSON to --json FILE or
// `out`, or in words with --format text (the JSON file still written if named), and as CSV to --csv (the means) and
// --fits-csv. A shard writes its partial instead, streamed into --json FILE as it goes.
int runSweep(const std::vector<std::pair<int, int>> &sizes, const StudyConfig &largest, const MaskArgument &mask,
    const StudyOutputPaths &paths, const std::optional<StudyCharts> &charts, SummaryFormat format,
    const std::optional<SweepShard> &shard, std::ostream &out)
{
    StudySweep sweep;
    for (const auto &[rows, cols] : sizes) {
        StudyConfig config = largest;
        // Stretched once a size: every generator's spec shares it.
        SharedMask fitted;
        try {
            fitted = maskForMaze(mask.forMaze(rows, cols), rows, cols);
        } catch (const std::invalid_argument &error) {
            throw UsageError(std::string("--sizes: ") + error.what());
        }
        for (MazeSpec &spec : config.specs) {
            spec.rows = rows;
            spec.cols = cols;
            spec.mask = fitted;
            try {
                validateSpec(spec);
            } catch (const std::invalid_argument &error) {
                throw UsageError(std::string("--sizes: ") + error.what());
            }
        }
        sweep.configs.push_back(std::move(config));
    }
    StudyObserver observer;
    ProgressBar bar(std::cerr);
    const std::unique_ptr<StudyOutputs> opened = catchSignalsAndOpen(observer, paths, {});
    if (!opened)
        return reportStopped(bar);
    StudyOutputs &outputs = *opened;
    // As for a study's shard: into the file, or into memory for standard
    // output, which gets nothing unless every size completes.
    std::ostringstream partialBuffer;
    std::ostream *partialStream = outputs.json() ? outputs.json() : &partialBuffer;
    std::optional<SweepPartialWriter> partial;
    if (shard)
        partial.emplace(*partialStream, sweep.configs, shard->index, shard->count, "mazestudy-cli " MAZESTUDY_VERSION);
    for (const StudyConfig &config : sweep.configs) {
        if (isatty(STDERR_FILENO))
            observer.progress = [&bar](uint64_t done, uint64_t total) { bar.show(done, total); };
        StudyPartialWriter *study = partial ? &partial->size(config) : nullptr;
        if (study) {
            observer.row = [study, partialStream](const StudyRow &row) {
                study->row(row);
                if (!*partialStream)
                    interrupted = true;
            };
        }
        sweep.results.push_back(studyOrCancelled(config, observer));
        if (sweep.results.back().cancelled && !(partial && !*partialStream))
            return reportStopped(bar);
        if (study)
            study->finish(sweep.results.back());
    }
    if (partial) {
        partial->finish();
        outputs.commit(outputs.json() ? std::string() : partialBuffer.str(), sweep.results.back(), out);
    } else {
        // The charts first: should they fail, the outputs are discarded too.
        if (charts)
            charts->writeSweep(sweep);
        outputs.commitSweep(sweep, format, out);
    }
    restoreStopSignals();
    return 0;
}

} // namespace

int runStudy(Arguments &arguments, std::ostream &out)
{
    const auto generators = arguments.value("--generators");
    const auto size = arguments.value("--size");
    const auto sizesGiven = arguments.value("--sizes");
    const auto runs = arguments.value("--runs");
    const auto seed = arguments.value("--seed");
    std::vector<NamedFile> inputs;
    // The mask as read: each size of a sweep stretches it, or draws its shape, anew.
    const MaskArgument mask = parseMask(arguments, &inputs);
    if (size && sizesGiven)
        throw UsageError("give --size for one study or --sizes for a sweep, not both");
    if (!generators || !(size || sizesGiven || mask) || !runs || !seed)
        throw UsageError("--generators, --size, --runs and --seed are required (see mazestudy-cli study --help)");
    const uint64_t runCount = parseCount("--runs", *runs, 1000000000);
    const uint64_t baseSeed = parseSeed(*seed);
    unsigned threads = 0;
    if (const auto count = arguments.value("--threads"))
        threads = unsigned(parseCount("--threads", *count, 1024));
    const std::vector<std::pair<int, int>> sizes
        = sizesGiven ? parseSizes(*sizesGiven) : std::vector<std::pair<int, int>> {};
    int rows = sizes.empty() ? 0 : sizes.back().first;
    int cols = sizes.empty() ? 0 : sizes.back().second;
    if (sizes.empty())
        sizeOrMaskSize(size, mask, rows, cols);
    const auto csvPath = arguments.pathValue("--csv");
    const auto csvLayoutGiven = arguments.value("--csv-layout");
    const std::string csvLayout = csvLayoutGiven.value_or("wide");
    if (csvLayout != "wide" && csvLayout != "long")
        throw UsageError("--csv-layout takes wide or long, not \"" + csvLayout + "\"");
    const bool longCsv = csvLayout == "long";
    const auto jsonPath = arguments.pathValue("--json");
    const auto heatMapDir = arguments.pathValue("--heatmap-dir", "a folder name");
    const auto chartsDir = arguments.pathValue("--charts-dir", "a folder name");
    const auto comparisonsCsv = arguments.pathValue("--comparisons-csv");
    const auto fitsCsv = arguments.pathValue("--fits-csv");
    const auto options = parseOptions(arguments);
    const double braid = parseBraid(arguments);
    const uint64_t budget = memoryBudget(arguments);
    const auto shard = arguments.value("--shard");
    const auto solversGiven = arguments.value("--solvers");
    const auto stepBudget = arguments.value("--step-budget");
    const auto formatGiven = arguments.value("--format");
    const SummaryFormat format = summaryFormat(formatGiven);
    arguments.expectNoMore();
    if (sizesGiven && (heatMapDir || csvLayoutGiven || comparisonsCsv))
        throw UsageError(
            "--sizes writes the sweep's means and fits as JSON (--json FILE, else printed), CSV (--csv, --fits-csv), "
            "the fits in words (--format text) and their charts (--charts-dir); --csv-layout, --heatmap-dir and "
            "--comparisons-csv go with one --size");
    if (sizesGiven && solversGiven)
        throw UsageError("--solvers goes with one --size: a sweep measures the generators' metrics only");
    if (stepBudget && !solversGiven)
        throw UsageError("--step-budget is the steps each of --solvers may take: it goes with --solvers");
    if (fitsCsv && !sizesGiven)
        throw UsageError("--fits-csv writes a sweep's fits: it goes with --sizes");
    if (shard && (csvPath || heatMapDir || chartsDir || csvLayoutGiven || formatGiven || comparisonsCsv || fitsCsv))
        throw UsageError("--shard writes only the partial result (to --json FILE or standard output); give "
                         "--csv, --csv-layout, --heatmap-dir, --charts-dir, --comparisons-csv, --fits-csv and "
                         "--format to mazestudy-cli merge");

    const StudyOutputPaths paths {csvPath, jsonPath, heatMapDir, comparisonsCsv, fitsCsv};
    for (NamedFile &input : optionInputs(options))
        inputs.push_back(std::move(input));
    refuseOutputsOverInputs(inputs, paths.files());

    const std::vector<std::string> ids = generatorIds(*generators, bool(mask));
    StudyConfig config = studyOf(ids, rows, cols, runCount, baseSeed, threads);
    if (solversGiven)
        config.solvers = solverIds(*solversGiven);
    if (stepBudget)
        config.solverStepBudget = parseCount("--step-budget", *stepBudget, uint64_t(1) << 53);
    // A partial holds the heat maps, for merge --heatmap-dir and --charts-dir.
    // A sweep's partial has none: they would grow with the largest size.
    config.heatMaps = !sizesGiven && (heatMapDir || chartsDir || shard);
    uint64_t shardIndex = 0;
    uint64_t shardCount = 0;
    if (shard)
        applyShard(*shard, config, shardIndex, shardCount);
    applyOptions(options, config.specs);
    SharedMask fitted;
    try {
        fitted = maskForMaze(mask.forMaze(rows, cols), rows, cols);
    } catch (const std::invalid_argument &error) {
        throw UsageError(error.what());
    }
    for (MazeSpec &spec : config.specs) {
        spec.braid = braid;
        spec.mask = fitted;
        try {
            validateSpec(spec);
        } catch (const std::invalid_argument &error) {
            throw UsageError(error.what());
        }
    }

    if (sizesGiven)
        requireMemory(estimatedSweepPeakBytes(config, sizes.size()), budget,
            "this sweep of " + std::to_string(sizes.size()) + " sizes",
            "use fewer sizes or generators, smaller sizes or fewer threads");
    else
        requireMemory(estimatedStudyPeakBytes(config), budget, "this study",
            config.heatMaps
                ? "use fewer generators, a smaller size or fewer threads, or leave out the heat maps and charts"
                : "use a smaller size or fewer threads");
    // Each thread's lab script gets a share of the budget, and at least what
    // its engine needs to start: the shares must fit in the budget together.
    const bool runsScripts = std::any_of(config.specs.begin(), config.specs.end(),
        [](const MazeSpec &spec) { return spec.options.count("script") > 0; });
    if (runsScripts) {
        const unsigned threads = studyThreadCount(config);
        requireMemory(uint64_t(threads) * LabMinScriptBytes, budget,
            "the lab's scripts on " + std::to_string(threads) + " thread(s), at least "
                + std::to_string(LabMinScriptBytes >> 20) + " MB each,",
            budget >= LabMinScriptBytes ? "use at most --threads " + std::to_string(budget / LabMinScriptBytes)
                                        : std::string("a script's engine needs that much to start"));
    }
    std::optional<StudyCharts> charts;
    if (chartsDir)
        charts.emplace(*chartsDir, config);
    if (sizesGiven) {
        std::optional<SweepShard> sweepShard;
        if (shard)
            sweepShard = SweepShard {shardIndex, shardCount};
        return runSweep(sizes, config, mask, paths, charts, format, sweepShard, out);
    }

    StudyObserver observer;
    ProgressBar bar(std::cerr);
    const std::unique_ptr<StudyOutputs> opened = catchSignalsAndOpen(observer, paths, ids);
    if (!opened)
        return reportStopped(bar);
    StudyOutputs &outputs = *opened;
    // A shard streams its partial into the JSON file, or into memory for
    // standard output, which gets nothing unless the shard completes.
    std::ostringstream partialBuffer;
    std::ostream *partialStream = outputs.json() ? outputs.json() : &partialBuffer;
    std::optional<StudyPartialWriter> partial;
    if (shard) {
        partial.emplace(*partialStream, config, shardIndex, shardCount, "mazestudy-cli " MAZESTUDY_VERSION);
        observer.row = [&partial, partialStream](const StudyRow &row) {
            partial->row(row);
            if (!*partialStream)
                interrupted = true;
        };
    }
    const std::vector<StudyColumn> columns = studyColumns(config);
    if (std::ostream *csv = outputs.csv()) {
        *csv << (longCsv ? studyLongCsvHeader() : studyCsvHeader(columns));
        // A failed write (a full disk) stops the study; commit() reports its cause.
        observer.row = [csv, longCsv, &columns](const StudyRow &row) {
            *csv << (longCsv ? studyLongCsvRows(columns, row) : studyCsvRow(columns, row));
            if (!*csv)
                interrupted = true;
        };
    }
    if (isatty(STDERR_FILENO))
        observer.progress = [&bar](uint64_t done, uint64_t total) { bar.show(done, total); };
    const StudyResult result = studyOrCancelled(config, observer);
    const std::ostream *csv = outputs.csv();
    const bool writeFailed = (csv && !*csv) || (partial && !*partialStream);
    if (result.cancelled && !writeFailed)
        return reportStopped(bar);
    // The charts first: should they fail, the outputs are discarded too.
    if (charts)
        charts->write(result);
    if (partial) {
        partial->finish(result);
        outputs.commit(outputs.json() ? std::string() : partialBuffer.str(), result, out);
    } else {
        outputs.commitSummary(config, result, format, out);
    }
    restoreStopSignals();
    return 0;
}

} // namespace mazestudy::cli
