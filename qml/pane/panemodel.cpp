#include "panemodel.h"

#include "callstyle.h"
#include "catalogtext.h"
#include "generatorcatalog.h"
#include "labscripts.h"
#include "languagechangewatcher.h"
#include "mazelayer.h"
#include "optionlistmodel.h"
#include "paneworker.h"
#include "solvercatalog.h"

#include <QFile>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <stdexcept>

using namespace mazestudy;

PaneModel::PaneModel(QObject *parent)
    : QObject(parent)
    , m_channel(std::make_shared<PaneChannel>())
    , m_worker(new PaneWorker(m_channel))
    , m_layer(new MazeLayer(this))
    , m_options(new OptionListModel(this))
{
    m_spec.generator = generatorCatalog().front().id;
    QFile labTemplate(QStringLiteral(":/lab/template.js"));
    if (labTemplate.open(QIODevice::ReadOnly))
        m_labScript = QString::fromUtf8(labTemplate.readAll());
    m_thread.setObjectName(QStringLiteral("pane worker"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::started, m_worker, &PaneWorker::lowerPriority);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &PaneWorker::published, this, &PaneModel::onPublished);
    connect(m_options, &OptionListModel::edited, this, &PaneModel::setOption);
    for (auto changed : {&PaneModel::statusChanged, &PaneModel::progressChanged, &PaneModel::metricsChanged})
        connect(this, changed, this, &PaneModel::statusTextChanged);
    connect(this, &PaneModel::metricsChanged, this, &PaneModel::problemChanged);
    connect(this, &PaneModel::problemChanged, this, &PaneModel::statusTextChanged);
    for (auto changed : {&PaneModel::generatorIdChanged, &PaneModel::specChanged, &PaneModel::metricsChanged})
        connect(this, changed, this, &PaneModel::titleChanged);
    // The generator's name and summary come from the catalogue in the
    // window's language; the metrics are shown in its numbers.
    new LanguageChangeWatcher(
        [this] {
            emit generatorIdChanged();
            emit metricsChanged();
        },
        this);
    m_thread.start();
    m_options->setGenerator(findGenerator(m_spec.generator), m_spec.options);
    command([speed = m_speed](PaneWorker *worker) { worker->setSpeed(speed); });
    reset();
}

PaneModel::~PaneModel()
{
    // No generation is ever this one: the worker drops its run at the next slice.
    m_channel->generation.store(UINT64_MAX);
    m_thread.quit();
    m_thread.wait();
}

template<typename Function> void PaneModel::command(Function function)
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, function] { function(worker); }, Qt::QueuedConnection);
}

void PaneModel::setSpec(const MazeSpec &spec)
{
    if (spec == m_spec)
        return;
    applySpec(spec);
}

void PaneModel::applySpec(const MazeSpec &spec)
{
    const bool generatorChanged = spec.generator != m_spec.generator;
    // A pane that was making or showing a maze makes the new one; a fixed
    // spec restarts a pane that could not generate. Ready and Paused stay so.
    const bool again = m_status == Running || m_status == Finished || m_status == Failed;
    m_spec = spec;
    if (generatorChanged) {
        m_options->setGenerator(findGenerator(m_spec.generator), m_spec.options);
        emit generatorIdChanged();
    } else {
        m_options->setValues(m_spec.options);
    }
    emit specChanged();
    reset();
    if (again)
        run();
}

void PaneModel::setGeneratorId(const QString &id)
{
    MazeSpec spec = m_spec;
    spec.generator = id.toStdString();
    spec.options.clear();
    if (findGenerator(spec.generator) && findGenerator(spec.generator)->origin == GeneratorOrigin::Lab)
        spec.options["script"] = LabScripts::add(m_labScript);
    setSpec(spec);
}

bool PaneModel::isLab() const
{
    const GeneratorInfo *info = findGenerator(m_spec.generator);
    return info && info->origin == GeneratorOrigin::Lab;
}

void PaneModel::setLabScript(const QString &script)
{
    if (script != m_labScript) {
        m_labScript = script;
        emit labScriptChanged();
    }
    if (isLab())
        setOption(QStringLiteral("script"), QString::fromStdString(LabScripts::add(script)));
}

// The script's own problem; else, for a lab pane, what its maze lacks of a
// perfect one, since a student's digout may leave loops or parts apart.
QString PaneModel::problem() const
{
    if (m_maze && !m_maze->problem.empty())
        return QString::fromStdString(m_maze->problem);
    if (!isLab() || !m_metrics || (m_metrics->loops == 0 && m_metrics->components <= 1))
        return {};
    return tr("Not a perfect maze: %1 loop(s) and %2 separate part(s) of floor; it is measured as it is.")
        .arg(QLocale().toString(qulonglong(m_metrics->loops)), QLocale().toString(qulonglong(m_metrics->components)));
}

int PaneModel::unitValue(int row, int col) const
{
    if (MazeLayer::isWallState(uint8_t(m_layer->stateAt(row, col))))
        return Grid::Wall;
    // A stepped pane shows a state of the run, not its end: no marks yet known.
    const auto maze = m_stepping ? nullptr : shownMaze();
    if (maze && !maze->marks.empty() && maze->grid.contains(row, col))
        return std::max<int>(Grid::Floor, maze->marks[maze->grid.index(row, col)]);
    return Grid::Floor;
}

int PaneModel::problemLine() const
{
    return m_maze ? m_maze->problemLine : 0;
}

QString PaneModel::generatorName() const
{
    return CatalogText::generatorName(generatorId());
}

QString PaneModel::optionsText() const
{
    return m_options->changedText();
}

QString PaneModel::generatorSummary() const
{
    return CatalogText::generatorSummary(generatorId());
}

bool PaneModel::usesSweeps() const
{
    return callStyleOf(m_spec.generator) == CallStyle::Sweeps;
}

QString PaneModel::sweepText(int sweep) const
{
    const GeneratorInfo *info = findGenerator(m_spec.generator);
    const QString number = QLocale().toString(sweep);
    return info && info->sweepsAreGenerations ? tr("generation %1").arg(number) : tr("sweep %1").arg(number);
}

bool PaneModel::makesCalls() const
{
    return mazestudy::makesCalls(callStyleOf(m_spec.generator));
}

void PaneModel::setOption(const QString &key, const QString &value)
{
    MazeSpec spec = m_spec;
    spec.options[key.toStdString()] = value.toStdString();
    setSpec(spec);
}

void PaneModel::setSize(int rows, int cols)
{
    MazeSpec spec = m_spec;
    spec.rows = rows;
    spec.cols = cols;
    setSpec(spec);
}

void PaneModel::setBraid(double braid)
{
    MazeSpec spec = m_spec;
    spec.braid = std::clamp(braid, 0.0, 1.0);
    setSpec(spec);
}

void PaneModel::setSeed(qint64 seed)
{
    MazeSpec spec = m_spec;
    spec.seed = uint64_t(seed);
    setSpec(spec);
}

void PaneModel::setSpeed(int movesPerSecond)
{
    if (movesPerSecond == m_speed)
        return;
    m_speed = movesPerSecond;
    command([movesPerSecond](PaneWorker *worker) { worker->setSpeed(movesPerSecond); });
    emit speedChanged();
}

void PaneModel::setStatus(Status status)
{
    if (status == m_status)
        return;
    if (m_status == Running)
        m_runMilliseconds += double(m_runClock.nsecsElapsed()) / 1e6;
    if (status == Running)
        m_runClock.start();
    m_status = status;
    emit statusChanged();
}

double PaneModel::runMilliseconds() const
{
    return m_runMilliseconds + (m_status == Running ? double(m_runClock.nsecsElapsed()) / 1e6 : 0);
}

void PaneModel::reset()
{
    const uint64_t generation = ++m_generation;
    m_channel->generation.store(generation);
    m_stepping = false;
    m_moves = 0;
    m_depth = 0;
    m_sweeps = 0;
    m_progress = 0;
    m_current = {-1, -1};
    m_busyMilliseconds = 0;
    m_runMilliseconds = 0;
    const bool hadProblem = !problem().isEmpty();
    m_maze.reset();
    m_shownMaze.reset();
    m_edited = false;
    m_openedFrom.clear();
    if (hadProblem)
        emit problemChanged();
    const bool hadMetrics = m_metrics.has_value();
    m_metrics.reset();

    m_errorString = CatalogText::specProblem(m_spec);
    std::shared_ptr<Generator> generator;
    if (m_errorString.isEmpty()) {
        try {
            generator = makeGenerator(m_spec);
        } catch (const std::exception &error) {
            m_errorString = QString::fromStdString(error.what());
        }
    }
    if (generator) {
        m_layer->setMask(generator->spec().mask);
        m_layer->reset(m_spec.rows, m_spec.cols, generator->grid().data());
        m_progress = generator->progress();
        command([generator, generation](PaneWorker *worker) { worker->start(generator, generation); });
    } else {
        m_layer->reset(0, 0, nullptr);
    }
    // Emitted even when the status stays, since the error text may have changed.
    m_status = generator ? Ready : Failed;
    emit statusChanged();
    emit progressChanged();
    if (hadMetrics)
        emit metricsChanged();
}

void PaneModel::run()
{
    if (m_status != Ready && m_status != Paused)
        return;
    m_stepping = false;
    setStatus(Running);
    command([](PaneWorker *worker) { worker->run(); });
}

void PaneModel::pause()
{
    if (m_status != Running)
        return;
    setStatus(Paused);
    command([](PaneWorker *worker) { worker->pause(); });
}

void PaneModel::step()
{
    if (m_status != Ready && m_status != Paused && m_status != Running)
        return;
    m_stepping = false;
    setStatus(Paused);
    command([](PaneWorker *worker) { worker->step(); });
}

void PaneModel::sendStepping(const SteppingCommand &request, uint64_t ticket)
{
    if (m_status == Running)
        pause();
    // A finished pane stepped back is mid-run again: Run goes on from there.
    m_stepping = true;
    if (m_status == Finished)
        setStatus(Paused);
    command([request, ticket](PaneWorker *worker) { worker->stepping(request, ticket); });
}

void PaneModel::endStepping()
{
    if (!m_stepping || !m_maze)
        return;
    m_stepping = false;
    command([](PaneWorker *worker) { worker->finish(); });
}

void PaneModel::onPublished(const PaneFramePointer &frame)
{
    m_channel->framesInFlight.fetch_sub(1);
    if (frame->generation != m_generation)
        return;
    if (!frame->failure.empty()) {
        m_errorString = tr("Stepping stopped: %1").arg(QString::fromStdString(frame->failure));
        m_status = Failed;
        emit statusChanged();
        return;
    }
    const uint8_t *states = frame->states.data();
    for (const QRect &region : frame->regions) {
        m_layer->apply(region, states);
        states += size_t(region.width()) * size_t(region.height());
    }
    if (frame->moves != m_moves || frame->depth != m_depth || frame->sweeps != m_sweeps || frame->progress != m_progress
        || frame->current != m_current || frame->busyMilliseconds != m_busyMilliseconds) {
        m_moves = frame->moves;
        m_depth = frame->depth;
        m_sweeps = frame->sweeps;
        m_progress = frame->progress;
        m_current = frame->current;
        m_busyMilliseconds = frame->busyMilliseconds;
        emit progressChanged();
    }
    if (frame->maze) {
        m_maze = frame->maze;
        m_shownMaze.reset();
        m_edited = false;
        m_openedFrom.clear();
        emit problemChanged();
    }
    // The run's last frames may arrive after stepping began: they bring the
    // maze and its metrics, but the pane shows the stepping, not the end.
    if (frame->finished && !m_stepping)
        setStatus(Finished);
    if (frame->metrics) {
        m_metrics = frame->metrics;
        emit metricsChanged();
    }
    if (frame->stepping)
        emit stepped(frame->stepping);
    if (frame->stopped && !frame->metrics)
        emit settled();
}

void PaneModel::adoptMaze(
    std::shared_ptr<const Maze> maze, std::optional<MazeMetrics> metrics, bool edited, const QString &openedFrom)
{
    m_shownMaze = std::move(maze);
    m_metrics = std::move(metrics);
    m_edited = edited;
    m_openedFrom = openedFrom;
    emit metricsChanged();
}

QString PaneModel::sizeAndSeed() const
{
    return QStringLiteral("%1x%2-seed-%3").arg(m_spec.rows).arg(m_spec.cols).arg(quint64(m_spec.seed));
}

QString PaneModel::ownMazeName() const
{
    if (!m_openedFrom.isEmpty())
        return m_openedFrom;
    return m_edited ? tr("%1, edited").arg(title()) : QString();
}

QString PaneModel::title() const
{
    if (!m_openedFrom.isEmpty())
        return m_openedFrom;
    const QString options = optionsText();
    return options.isEmpty() ? generatorName() : generatorName() + QStringLiteral(" · ") + options;
}

QString PaneModel::statusText() const
{
    const QLocale locale;
    QStringList parts;
    switch (m_status) {
    case Ready:
        parts << tr("Ready");
        break;
    case Running:
        parts << tr("Running");
        break;
    case Paused:
        parts << tr("Paused");
        break;
    case Finished:
        // A maze opened from a file is the file's: the generator's run, its
        // braid, moves and time, are not what the pane shows.
        if (!m_openedFrom.isEmpty())
            return tr("Opened from %1").arg(m_openedFrom);
        parts << (scriptStopped() ? tr("Script stopped") : tr("Finished"));
        break;
    case Failed:
        return tr("Cannot generate");
    }
    // The maze, its metrics and its exports are no longer the generator's own.
    if (m_edited)
        parts << tr("edited");
    // A braided maze is not the generator's alone: the pane says so beside its figures.
    if (m_spec.braid > 0)
        parts << tr("braided %1 %").arg(locale.toString(m_spec.braid * 100, 'g', 3));
    parts << tr("%1 steps").arg(locale.toString(qlonglong(m_moves)));
    if (usesSweeps())
        parts << sweepText(m_sweeps);
    else if (makesCalls())
        parts << tr("depth %1").arg(locale.toString(m_depth));
    if (m_status == Finished) {
        const double ms = runMilliseconds();
        parts << (ms < 1000 ? tr("%1 ms").arg(locale.toString(ms, 'f', 0))
                            : tr("%1 s").arg(locale.toString(ms / 1000, 'f', 2)));
    }
    return parts.join(QStringLiteral(" · "));
}

// A headline share as the pane shows it: "9.6 %", or "–" before the maze is measured.
QString PaneModel::percentText(double share) const
{
    return m_metrics ? tr("%1 %").arg(QLocale().toString(share * 100, 'f', 1)) : QStringLiteral("–");
}

QString PaneModel::deadEndShareText() const
{
    return percentText(deadEndShare());
}

QString PaneModel::meanCorridorLengthText() const
{
    return m_metrics ? QLocale().toString(meanCorridorLength(), 'f', 2) : QStringLiteral("–");
}

QString PaneModel::horizontalShareText() const
{
    return percentText(horizontalShare());
}

QString PaneModel::mazeText() const
{
    return m_maze ? QString::fromStdString(mazeToText(*m_maze)) : QString();
}

double PaneModel::deadEndShare() const
{
    return m_metrics ? headlineDeadEndShare(*m_metrics) : 0;
}

double PaneModel::meanCorridorLength() const
{
    return m_metrics ? m_metrics->corridorMeanLength.value_or(0) : 0;
}

double PaneModel::horizontalShare() const
{
    return m_metrics ? m_metrics->horizontalStepShare.value_or(0) : 0;
}

void PaneModel::setView3D(bool view3D)
{
    if (m_view3D == view3D)
        return;
    m_view3D = view3D;
    emit view3DChanged();
}

void PaneModel::setFullLight(bool fullLight)
{
    if (m_fullLight == fullLight)
        return;
    m_fullLight = fullLight;
    emit fullLightChanged();
}

void PaneModel::setSolverId(const QString &id)
{
    if (id == m_solverId || !mazestudy::findSolver(id.toStdString()))
        return;
    m_solverId = id;
    emit solverIdChanged();
}
