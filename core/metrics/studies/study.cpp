#include "study.h"

#include "generatorcatalog.h"
#include "rng.h"
#include "solvercatalog.h"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace mazestudy {

uint64_t studyEndRun(const StudyConfig &config)
{
    return config.endRun ? config.endRun : config.runs;
}

uint64_t studyRunCount(const StudyConfig &config)
{
    const uint64_t end = studyEndRun(config);
    return end > config.firstRun ? end - config.firstRun : 0;
}

void studyShardRuns(uint64_t runs, uint64_t index, uint64_t count, uint64_t &first, uint64_t &end)
{
    // runs <= 10^9 and count <= runs: the products stay far inside 64 bits.
    first = (index - 1) * runs / count;
    end = index * runs / count;
}

unsigned studyThreadCount(const StudyConfig &config)
{
    const unsigned threads = config.threads ? config.threads : std::max(1u, std::thread::hardware_concurrency());
    return unsigned(std::max<uint64_t>(1, std::min<uint64_t>(threads, studyRunCount(config) * config.specs.size())));
}

std::vector<StudyColumn> studyColumns(const StudyConfig &config)
{
    return studyColumns(config.solvers);
}

uint64_t studySeed(uint64_t baseSeed, uint64_t run)
{
    // Rng::splitmix64 adds this constant to its state each step, so the state
    // before output run+1 is reached in one multiplication.
    uint64_t state = baseSeed + run * 0x9e3779b97f4a7c15ULL;
    return Rng::splitmix64(state);
}

StudyConfig studyOf(
    const std::vector<std::string> &generators, int rows, int cols, uint64_t runs, uint64_t baseSeed, unsigned threads)
{
    StudyConfig config;
    for (const std::string &id : generators) {
        MazeSpec spec;
        spec.generator = id;
        spec.rows = rows;
        spec.cols = cols;
        config.specs.push_back(spec);
    }
    config.runs = runs;
    config.baseSeed = baseSeed;
    config.threads = threads;
    return config;
}

namespace {

// A generator's running totals, fed in maze order.
struct Totals {
    explicit Totals(size_t columns)
        : metrics(columns)
    {
    }

    std::vector<ValueDistribution> metrics; // parallel to the study's columns
    std::vector<uint64_t> corridorLengthHistogram;
    uint64_t mazes = 0;

    void add(const std::vector<StudyColumn> &columns, const StudyRow &row)
    {
        for (size_t i = 0; i < columns.size(); ++i) {
            if (const auto value = columns[i].value(row))
                metrics[i].add(*value);
        }
        const auto &histogram = row.metrics.corridorLengthHistogram;
        if (corridorLengthHistogram.size() < histogram.size())
            corridorLengthHistogram.resize(histogram.size(), 0);
        for (size_t length = 0; length < histogram.size(); ++length)
            corridorLengthHistogram[length] += histogram[length];
        ++mazes;
    }
};

class StudyRun {
public:
    StudyRun(const StudyConfig &config, const StudyObserver &observer)
        : m_config(config)
        , m_observer(observer)
        , m_runs(studyRunCount(config))
        , m_total(m_runs * config.specs.size())
        , m_columns(studyColumns(config))
        , m_totals(config.specs.size(), Totals(m_columns.size()))
    {
        for (const std::string &id : config.solvers)
            m_solvers.push_back(&solverInfo(id));
        m_threads = studyThreadCount(config);
        // Enough room that no worker waits for a slow neighbour in the usual
        // case, little enough that pending results never add up.
        m_window = 4 * uint64_t(m_threads);
        m_heatMaps = std::vector<SharedHeatMap>(config.specs.size());
    }

    StudyResult run()
    {
        std::vector<std::thread> workers;
        for (unsigned t = 0; t < m_threads; ++t)
            workers.emplace_back([this] { work(); });
        for (std::thread &worker : workers)
            worker.join();
        if (m_error)
            std::rethrow_exception(m_error);
        return result();
    }

private:
    bool cancelled() const { return m_observer.cancel && m_observer.cancel->load(std::memory_order_relaxed); }

    void work()
    {
        try {
            for (;;) {
                const uint64_t item = m_next.fetch_add(1);
                if (item >= m_total || !waitForRoom(item))
                    return;
                const size_t generator = size_t(item / m_runs);
                StudyRow row;
                row.generator = m_config.specs[generator].generator;
                row.run = m_config.firstRun + item % m_runs;
                row.seed = studySeed(m_config.baseSeed, row.run);
                MazeSpec spec = m_config.specs[generator];
                spec.seed = row.seed;
                auto maze = makeGenerator(spec);
                runAndCheck(*maze);
                row.metrics = measureGenerator(*maze);
                // A maze whose exit cannot be reached tests no solver: a
                // random mouse would only spend its budget finding that out.
                if (!m_solvers.empty())
                    row.solverRuns
                        = row.metrics.solution ? runSolvers(*maze, row.seed) : std::vector<SolverRun>(m_solvers.size());
                if (m_config.heatMaps)
                    m_heatMaps[generator].count(maze->grid());
                maze.reset();
                deliver(item, std::move(row));
            }
        } catch (...) {
            const std::lock_guard<std::mutex> lock(m_mutex);
            if (!m_error)
                m_error = std::current_exception();
            m_stop = true;
            m_room.notify_all();
        }
    }

    // Each solver from the maze's start to its exit, on one copy of its grid.
    std::vector<SolverRun> runSolvers(const Generator &maze, uint64_t seed) const
    {
        const auto grid = std::make_shared<const Grid>(maze.grid());
        SolverSetup setup;
        setup.start = maze.start();
        setup.exit = maze.exit();
        // Not the maze's own seed, whose stream drew the maze.
        setup.seed = studySeed(seed, 0);
        setup.stepBudget = m_config.solverStepBudget;
        std::vector<SolverRun> runs;
        for (const SolverInfo *info : m_solvers) {
            const auto solver = info->make(grid, setup);
            solver->run();
            runs.push_back({solver->steps(), solver->unitsVisited(), solver->memoryBytes(), solver->reached(), true});
        }
        return runs;
    }

    // Waits until `item` is within the window after the next maze due in
    // order; false when the study stops meanwhile.
    bool waitForRoom(uint64_t item)
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_room.wait(lock, [&] { return m_stop || cancelled() || item < m_delivered + m_window; });
        if (cancelled() && !m_stop) {
            m_stop = true;
            m_room.notify_all();
        }
        return !m_stop;
    }

    // Passes results on in item order, whichever thread finished them.
    void deliver(uint64_t item, StudyRow row)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_pending.emplace(item, std::move(row));
        for (auto next = m_pending.begin(); next != m_pending.end() && next->first == m_delivered && !m_stop;
             next = m_pending.erase(next)) {
            m_totals[size_t(m_delivered / m_runs)].add(m_columns, next->second);
            ++m_delivered;
            if (m_observer.row)
                m_observer.row(next->second);
            if (m_observer.progress)
                m_observer.progress(m_delivered, m_total);
        }
        m_room.notify_all();
    }

    StudyResult result()
    {
        StudyResult result;
        result.cancelled = m_delivered < m_total;
        result.columns = m_columns;
        for (size_t g = 0; g < m_config.specs.size(); ++g) {
            GeneratorStudy study;
            study.spec = m_config.specs[g];
            study.mazes = m_totals[g].mazes;
            for (const ValueDistribution &distribution : m_totals[g].metrics)
                study.metrics.push_back(distribution.summary());
            study.distributions = std::move(m_totals[g].metrics);
            study.corridorLengthHistogram = std::move(m_totals[g].corridorLengthHistogram);
            if (m_config.heatMaps) {
                study.heatMap = std::move(m_heatMaps[g].map);
                study.heatMap.rows = study.spec.rows;
                study.heatMap.cols = study.spec.cols;
                study.heatMap.floorCounts.resize(size_t(study.spec.rows) * size_t(study.spec.cols), 0);
            }
            result.generators.push_back(std::move(study));
        }
        return result;
    }

    const StudyConfig &m_config;
    const StudyObserver &m_observer;
    const uint64_t m_runs; // of each generator
    const uint64_t m_total;
    const std::vector<StudyColumn> m_columns;
    std::vector<const SolverInfo *> m_solvers; // parallel to StudyConfig::solvers
    unsigned m_threads = 1;
    uint64_t m_window = 4;
    std::atomic<uint64_t> m_next {0};

    std::mutex m_mutex;
    std::condition_variable m_room;
    // Guarded by m_mutex:
    std::map<uint64_t, StudyRow> m_pending;
    uint64_t m_delivered = 0;
    std::vector<Totals> m_totals;
    bool m_stop = false;
    std::exception_ptr m_error;

    // One per generator, shared by the threads: memory does not grow with
    // them, and the sums do not depend on which thread counted which maze.
    struct SharedHeatMap {
        std::mutex mutex;
        HeatMap map;

        void count(const Grid &grid)
        {
            const std::lock_guard<std::mutex> lock(mutex);
            if (map.floorCounts.empty())
                map.floorCounts.assign(grid.unitCount(), 0);
            const uint8_t *units = grid.data();
            for (size_t i = 0; i < map.floorCounts.size(); ++i)
                map.floorCounts[i] += units[i] == Grid::Floor;
            ++map.mazes;
        }
    };
    std::vector<SharedHeatMap> m_heatMaps;
};

} // namespace

StudyResult runStudy(const StudyConfig &config, const StudyObserver &observer)
{
    if (config.runs < 1)
        throw std::invalid_argument("a study needs at least 1 run");
    if (config.specs.empty())
        throw std::invalid_argument("a study needs at least one generator");
    if (config.firstRun >= studyEndRun(config) || studyEndRun(config) > config.runs)
        throw std::invalid_argument("a study's run range must hold at least one of its runs");
    if (config.solverStepBudget < 1)
        throw std::invalid_argument("a study's solvers need a step budget of at least 1");
    StudyConfig checked = config;
    for (MazeSpec &spec : checked.specs)
        validateSpec(spec);
    for (size_t s = 0; s < config.solvers.size(); ++s) {
        solverInfo(config.solvers[s]);
        if (std::find(config.solvers.begin(), config.solvers.begin() + long(s), config.solvers[s])
            != config.solvers.begin() + long(s))
            throw std::invalid_argument("a study names the solver \"" + config.solvers[s] + "\" twice");
    }
    return StudyRun(checked, observer).run();
}

} // namespace mazestudy
