#include "studycontroller.h"

#include "backgroundpriority.h"

#include "chartsetbuilder.h"
#include "comparison.h"
#include "generatorcatalog.h"
#include "languagechangewatcher.h"
#include "memorybudget.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "solvercatalog.h"
#include "studyreport.h"

#include <QLocale>
#include <QThread>

#include <algorithm>

using namespace mazestudy;

namespace {

// Progress reaches the GUI at most this often (and always at the end).
constexpr qint64 ProgressIntervalMs = 33;

} // namespace

StudyController::StudyController(QObject *parent)
    : QObject(parent)
{
    new LanguageChangeWatcher(
        [this] {
            if (m_statusWords)
                setStatusText(m_statusWords());
        },
        this);
}

StudyController::~StudyController()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
        delete m_thread;
    }
}

void StudyController::setRuns(int runs)
{
    runs = std::clamp(runs, minRuns(), maxRuns());
    if (runs == m_runs)
        return;
    m_runs = runs;
    emit runsChanged();
}

void StudyController::setSolvers(const QStringList &solvers)
{
    QStringList known;
    for (const SolverInfo &info : solverCatalog()) {
        const QString id = QString::fromStdString(info.id);
        if (solvers.contains(id))
            known << id;
    }
    if (known == m_solvers)
        return;
    m_solvers = known;
    emit solversChanged();
}

void StudyController::setSolverChosen(const QString &id, bool chosen)
{
    QStringList solvers = m_solvers;
    solvers.removeAll(id);
    if (chosen)
        solvers << id;
    setSolvers(solvers);
}

double StudyController::elapsedSeconds() const
{
    return running() ? double(m_clock.elapsed()) / 1000.0 : m_lastElapsed;
}

bool StudyController::start(Comparison *comparison)
{
    if (!comparison)
        return false;
    StudyConfig config;
    config.runs = uint64_t(m_runs);
    config.baseSeed = uint64_t(comparison->seed());
    for (const QString &solver : std::as_const(m_solvers))
        config.solvers.push_back(solver.toStdString());
    for (const PaneModel *pane : comparison->panes()->panes()) {
        MazeSpec spec = pane->spec();
        spec.rows = comparison->rows();
        spec.cols = comparison->cols();
        spec.seed = 0; // each run has its own
        try {
            validateSpec(spec);
        } catch (const std::exception &) {
            continue; // the pane says what is wrong with it
        }
        if (std::find(config.specs.begin(), config.specs.end(), spec) == config.specs.end())
            config.specs.push_back(spec);
    }
    if (config.specs.empty()) {
        setStatus([=] { return tr("No pane has a generator that can make mazes of this size and shape."); });
        return false;
    }
    return start(config);
}

bool StudyController::start(const StudyConfig &config)
{
    if (running())
        return false;
    // The window's study counts heat maps, and keeps its CSV for Export all.
    const uint64_t estimate = estimatedStudyPeakBytes(config)
        + config.runs * config.specs.size() * (CsvBytesPerMaze + config.solvers.size() * CsvBytesPerSolver);
    const uint64_t budget = defaultMemoryBudget();
    if (estimate > budget) {
        setStatus([=] {
            return tr("This study would need about %1 of memory, more than the budget of %2: use a smaller size, "
                      "fewer panes or fewer solvers.")
                .arg(QString::fromStdString(formatBytes(estimate)), QString::fromStdString(formatBytes(budget)));
        });
        return false;
    }
    ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_done = 0;
    m_total = config.runs * config.specs.size();
    m_clock.start();

    const auto cancel = m_cancel;
    const uint64_t generation = m_generation;
    m_thread = QThread::create([this, config, cancel, generation] {
        lowerThisThreadsPriority();
        auto outcome = std::make_shared<StudyOutcome>();
        QString error;
        try {
            const std::vector<StudyColumn> columns = studyColumns(config);
            std::string csv = studyCsvHeader(columns);
            QElapsedTimer sinceReport;
            sinceReport.start();
            StudyObserver observer;
            observer.cancel = cancel.get();
            observer.row = [&](const StudyRow &row) { csv += studyCsvRow(columns, row); };
            observer.progress = [&](uint64_t done, uint64_t total) {
                if (done < total && sinceReport.elapsed() < ProgressIntervalMs)
                    return;
                sinceReport.restart();
                QMetaObject::invokeMethod(
                    this, [this, generation, done, total] { onProgress(generation, done, total); },
                    Qt::QueuedConnection);
            };
            StudyResult result = runStudy(config, observer);
            if (result.cancelled) {
                outcome.reset();
            } else {
                outcome->config = config;
                outcome->csv = std::move(csv);
                outcome->comparisons = compareGenerators(result);
                outcome->summaryJson = studySummaryToJson(config, result, outcome->comparisons);
                outcome->charts = charts::ChartSetBuilder::fromStudy(config, std::move(result));
            }
        } catch (const std::exception &exception) {
            error = QString::fromStdString(exception.what());
            outcome.reset();
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, outcome = std::shared_ptr<const StudyOutcome>(std::move(outcome)), error] {
                onFinished(generation, outcome, error);
            },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("study"));
    m_thread->start();
    setStatus([=] {
        if (config.solvers.empty())
            return tr("Study running: %1 mazes per generator, %2 generators").arg(config.runs).arg(config.specs.size());
        return tr("Study running: %1 mazes per generator, %2 generators, %3 solvers")
            .arg(config.runs)
            .arg(config.specs.size())
            .arg(config.solvers.size());
    });
    emit runningChanged();
    emit progressChanged();
    return true;
}

void StudyController::cancel()
{
    if (!m_thread)
        return;
    m_cancel->store(true);
    setStatus([=] { return tr("Cancelling…"); });
}

void StudyController::setStatus(std::function<QString()> words)
{
    m_statusWords = std::move(words);
    setStatusText(m_statusWords());
}

void StudyController::setStatusText(const QString &text)
{
    if (text == m_statusText)
        return;
    m_statusText = text;
    emit statusTextChanged();
}

void StudyController::onProgress(uint64_t generation, uint64_t done, uint64_t total)
{
    if (generation != m_generation)
        return;
    m_done = done;
    m_total = total;
    emit progressChanged();
}

void StudyController::onFinished(uint64_t generation, std::shared_ptr<const StudyOutcome> outcome, const QString &error)
{
    if (generation != m_generation || !m_thread)
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_lastElapsed = double(m_clock.elapsed()) / 1000.0;
    const bool complete = outcome != nullptr;
    if (complete) {
        m_outcome = std::move(outcome);
        m_done = m_total;
        setStatus([=] {
            return tr("Study done: %1 mazes in %2 s").arg(m_total).arg(QLocale().toString(m_lastElapsed, 'f', 1));
        });
    } else if (!error.isEmpty()) {
        setStatus([=] { return tr("The study failed: %1").arg(error); });
    } else {
        setStatus([=] { return tr("Study cancelled after %1 of %2 mazes").arg(m_done).arg(m_total); });
    }
    emit progressChanged();
    emit runningChanged();
    emit finished(complete);
}

QString StudyController::progressText() const
{
    const QLocale locale;
    return tr("%1 of %2 mazes").arg(locale.toString(qulonglong(m_done)), locale.toString(qulonglong(m_total)));
}
