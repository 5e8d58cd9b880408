#include "pythonstudy.h"

#include "generatorcatalog.h"
#include "gridarrays.h"
#include "mazerequest.h"
#include "memorybudget.h"
#include "studyreport.h"
#include "studysweep.h"
#include "studytable.h"

#include <atomic>
#include <chrono>
#include <future>
#include <optional>
#include <stdexcept>

namespace py = pybind11;

namespace mazestudy::python {

namespace {

std::vector<StudyConfig> configsOf(const StudyRequest &request)
{
    if (request.generators.empty())
        throw std::invalid_argument("a study needs at least one generator");
    std::vector<std::pair<int, int>> sizes = request.sizes;
    std::sort(sizes.begin(), sizes.end(),
        [](const auto &a, const auto &b) { return sweepSide(a.first, a.second) < sweepSide(b.first, b.second); });
    const SharedMask mask = request.mask.is_none() ? nullptr : arrayToMask(request.mask.cast<py::array>());
    std::vector<StudyConfig> configs;
    for (const auto &[rows, cols] : sizes) {
        StudyConfig config;
        config.runs = request.runs;
        config.baseSeed = request.seed;
        config.threads = request.threads;
        config.heatMaps = false;
        config.solvers = request.solvers;
        config.solverStepBudget = request.stepBudget;
        for (const auto &[generator, options] : request.generators)
            config.specs.push_back(checkedSpec(generator, rows, cols, 0, request.braid, options, mask));
        configs.push_back(std::move(config));
    }
    return configs;
}

// The study on a thread of its own while this one, the caller's, watches for
// Ctrl-C and reports progress: Python runs its signal handlers only on its
// main thread, and only when asked (PyErr_CheckSignals) while C++ runs.
StudyResult runInterruptibly(const StudyConfig &config, StudyObserver observer, const py::object &progress)
{
    std::atomic<bool> cancel {false};
    std::atomic<uint64_t> done {0};
    std::atomic<uint64_t> total {0};
    observer.cancel = &cancel;
    observer.progress = [&done, &total](uint64_t mazesDone, uint64_t mazes) {
        total = mazes;
        done = mazesDone;
    };
    bool stopped = false; // a Python exception is set
    uint64_t reported = 0;
    // Ctrl-C and progress, on this thread with the GIL; false once a Python exception is set.
    const auto check = [&] {
        if (PyErr_CheckSignals() != 0)
            return false;
        if (progress.is_none() || done == reported)
            return true;
        reported = done;
        try {
            progress(reported, total.load());
        } catch (py::error_already_set &error) {
            error.restore();
            return false;
        }
        return true;
    };
    std::future<StudyResult> study;
    {
        py::gil_scoped_release released;
        study = std::async(std::launch::async, [&config, &observer] { return runStudy(config, observer); });
        while (study.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
            py::gil_scoped_acquire acquired;
            if (!stopped && !check()) {
                stopped = true;
                cancel = true;
            }
        }
    }
    // The last report: every maze done.
    if (!stopped && !check())
        stopped = true;
    if (stopped)
        throw py::error_already_set();
    return study.get();
}

} // namespace

py::dict runStudyRequest(const StudyRequest &request)
{
    if (request.sizes.empty())
        throw std::invalid_argument("a study needs a size");
    const std::vector<StudyConfig> configs = configsOf(request);
    const StudyConfig &largest = configs.back();
    const std::vector<StudyColumn> columns = studyColumns(largest);
    const uint64_t mazes = studyRunCount(largest) * largest.specs.size();
    // Runs are at most 10^9 and generators a few dozen: no product here overflows.
    const uint64_t rowBytes
        = request.keepRows ? mazes * configs.size() * StudyTable::bytesPerRow(columns.size()) * request.rowCopies : 0;
    const bool sweep = configs.size() > 1;
    requireWithinBudget(
        (sweep ? estimatedSweepPeakBytes(largest, configs.size()) : estimatedStudyPeakBytes(largest)) + rowBytes,
        processMemoryBudget(), sweep ? "this sweep of " + std::to_string(configs.size()) + " sizes" : "this study",
        request.keepRows ? "use fewer runs or generators, or keep_rows=False" : "use a smaller size or fewer threads");

    std::vector<std::string> ids;
    for (const auto &generator : request.generators)
        ids.push_back(generator.first);
    StudySweep studied;
    py::list sizes;
    py::list rows;
    for (const StudyConfig &config : configs) {
        std::optional<StudyTable> table;
        StudyObserver observer;
        if (request.keepRows) {
            table.emplace(columns, ids, mazes);
            observer.row = [&table](const StudyRow &row) { table->add(row); };
        }
        studied.results.push_back(runInterruptibly(config, observer, request.progress));
        studied.configs.push_back(config);
        sizes.append(py::make_tuple(config.specs.front().rows, config.specs.front().cols));
        rows.append(table ? py::object(table->arrays()) : py::object(py::none()));
    }
    std::string json;
    if (sweep) {
        json = studySweepToJson(studied);
    } else {
        const StudyResult &result = studied.results.front();
        json = studySummaryToJson(largest, result, compareGenerators(result));
    }
    return py::dict(py::arg("json") = json, py::arg("sizes") = sizes, py::arg("rows") = rows);
}

} // namespace mazestudy::python
