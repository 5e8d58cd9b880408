#include "uibenchmark.h"

#include "valuesummary.h"

#include "comparison.h"
#include "gamesession.h"
#include "generatorcatalog.h"
#include "lockstep.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "panestepper.h"
#include "playgame.h"
#include "solvegame.h"
#include "tracegame.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QProcess>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace {
// CPU time of the whole process, every thread, in milliseconds.
double processCpuMilliseconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const auto ms = [](const timeval &t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

// The engine as mazestudy-cli generate drives it: build the machine, run it to the end.
double engineMilliseconds(const mazestudy::MazeSpec &spec)
{
    const auto began = std::chrono::steady_clock::now();
    auto generator = mazestudy::makeGenerator(spec);
    generator->run();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
}

// The view of the pane at `index` (ComparisonView names it), walking the
// items as drawn: a Repeater's items are not QObject children of the window.
QQuickItem *paneView(QQuickWindow *window, int index)
{
    const QString name = QStringLiteral("pane%1").arg(index);
    QList<QQuickItem *> items {window->contentItem()};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (item->objectName() == name)
            return item;
        items += item->childItems();
    }
    return nullptr;
}

// mazestudy-cli generate as a user runs it, writing the .maze file; -1 when it is not there or fails.
double cliMilliseconds(const QString &cli, const mazestudy::MazeSpec &spec, const QString &out)
{
    QStringList arguments {QStringLiteral("generate"), QStringLiteral("--generator"),
        QString::fromStdString(spec.generator), QStringLiteral("--size"),
        QStringLiteral("%1x%2").arg(spec.rows).arg(spec.cols), QStringLiteral("--seed"), QString::number(spec.seed),
        QStringLiteral("--out"), out};
    for (const auto &[key, value] : spec.options)
        arguments << QStringLiteral("--option") << QString::fromStdString(key + "=" + value);
    QProcess process;
    const auto began = std::chrono::steady_clock::now();
    process.start(cli, arguments);
    if (!process.waitForFinished(600000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return -1;
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
}
} // namespace

UiBenchmark::UiBenchmark(
    QQuickWindow *window, Comparison *comparison, int rounds, QString backend, QString mode, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_comparison(comparison)
    , m_rounds(rounds)
    , m_backend(std::move(backend))
    , m_mode(std::move(mode))
{
}

void UiBenchmark::start()
{
    m_clock.start();
    m_baseSeed = m_comparison->seed();
    const auto &panes = m_comparison->panes()->panes();
    m_samples.assign(panes.size(), {});
    m_paneDone.assign(panes.size(), false);
    const GameBoard::Mode gameMode = m_mode == QLatin1String("solve") ? GameBoard::Solve
        : m_mode == QLatin1String("trace")                            ? GameBoard::Trace
        : m_mode == QLatin1String("play")                             ? GameBoard::Play
                                                                      : GameBoard::Off;
    for (size_t i = 0; i < panes.size(); ++i) {
        // The pane's view holds its stepper and its games.
        QQuickItem *view = paneView(m_window, int(i));
        m_steppers.push_back(
            view ? qobject_cast<PaneStepper *>(view->property("stepper").value<QObject *>()) : nullptr);
        m_games.push_back(view ? qobject_cast<GameSession *>(view->property("game").value<QObject *>()) : nullptr);
        if (!m_steppers.back() || !m_games.back()) {
            std::fprintf(stderr, "mazestudy: --benchmark-ui: pane %zu has no view\n", i);
            std::exit(1);
        }
        if (m_mode == QLatin1String("step")) {
            connect(m_steppers.back(), &PaneStepper::changed, this, &UiBenchmark::onStepperChanged);
            continue;
        }
        m_games.back()->setMode(gameMode);
        connect(panes[i], &PaneModel::statusChanged, this, [this, i] { onPaneStatus(int(i)); });
        connect(panes[i], &PaneModel::metricsChanged, this, [this, i] { onPaneStatus(int(i)); });
        for (Game *game :
            std::initializer_list<Game *> {m_games.back()->solve(), m_games.back()->trace(), m_games.back()->play()})
            connect(game, &Game::changed, this, [this, i] { onPaneStatus(int(i)); });
    }
    // frameSwapped comes from the render thread with the threaded render loop: stamp it there.
    connect(
        m_window, &QQuickWindow::frameSwapped, this,
        [this] {
            const qint64 now = m_clock.nsecsElapsed();
            QMetaObject::invokeMethod(
                this,
                [this, now] {
                    if (!m_measuring || now < m_roundStartNs)
                        return;
                    if (m_lastFrameNs >= 0)
                        m_frameIntervalsMs.push_back(double(now - m_lastFrameNs) / 1e6);
                    m_lastFrameNs = now;
                },
                Qt::QueuedConnection);
        },
        Qt::DirectConnection);
    std::printf("%s\n",
        qPrintable(tr("MazeStudy window benchmark: %1 panes of %2 x %3 at \"%4\", %5 rounds, seeds %6 to %7, "
                      "mode %8")
                       .arg(panes.size())
                       .arg(m_comparison->rows())
                       .arg(m_comparison->cols())
                       .arg(m_comparison->speedLabel(m_comparison->speed()))
                       .arg(m_rounds)
                       .arg(m_baseSeed)
                       .arg(m_baseSeed + m_rounds - 1)
                       .arg(m_mode)));
    std::fflush(stdout);
    // Once the window is on screen.
    QTimer::singleShot(0, this, &UiBenchmark::startRound);
}

void UiBenchmark::startRound()
{
    ++m_round;
    if (m_round == m_rounds) {
        report();
        return;
    }
    std::fill(m_paneDone.begin(), m_paneDone.end(), false);
    m_roundStartNs = m_clock.nsecsElapsed();
    m_roundStartCpuMs = processCpuMilliseconds();
    m_finishedThisRound = 0;
    m_lastFrameNs = -1;
    m_measuring = true;
    if (m_round == 0 && m_comparison->seed() == m_baseSeed)
        m_comparison->resetAll();
    m_comparison->setSeed(m_baseSeed + m_round);
    if (m_mode == QLatin1String("step")) {
        // Every pane from move 0: the first answers bring each pane's timeline.
        m_stepsThisRound = -1;
        m_stepSentNs = m_clock.nsecsElapsed();
        LockStep::seekAll(m_steppers, 0);
    }
}

bool UiBenchmark::gameStarted(int index) const
{
    const GameSession *game = m_games[size_t(index)];
    switch (game->mode()) {
    case GameBoard::Solve:
        return game->solve()->dotColumn() >= 0;
    case GameBoard::Trace:
        return !game->trace()->searching() && (game->trace()->length() >= 0 || !game->exitReachable());
    case GameBoard::Play:
        return game->play()->column() >= 0;
    default:
        return true;
    }
}

void UiBenchmark::onStepperChanged()
{
    if (!m_measuring || m_round < 0 || m_round >= m_rounds)
        return;
    const bool answered = std::all_of(m_steppers.begin(), m_steppers.end(),
        [](const PaneStepper *stepper) { return stepper->active() && stepper->answer() && !stepper->busy(); });
    if (!answered)
        return;
    const double ms = double(m_clock.nsecsElapsed() - m_stepSentNs) / 1e6;
    (m_stepsThisRound < 0 ? m_firstAnswerMs : m_stepMs).push_back(ms);
    if (++m_stepsThisRound == StepsPerRound) {
        finishRound();
        return;
    }
    m_stepSentNs = m_clock.nsecsElapsed();
    LockStep::stepAll(m_steppers);
}

void UiBenchmark::onPaneStatus(int index)
{
    if (!m_measuring || m_round < 0 || m_round >= m_rounds)
        return;
    PaneModel *pane = m_comparison->panes()->at(index);
    if (!pane || m_paneDone[size_t(index)])
        return;
    auto &samples = m_samples[size_t(index)];
    if (pane->finished() && samples.size() == size_t(m_round)) {
        samples.push_back({double(m_clock.nsecsElapsed() - m_roundStartNs) / 1e6, pane->busyMilliseconds()});
        if (++m_finishedThisRound == int(m_samples.size())) {
            m_roundWallMs.push_back(double(m_clock.nsecsElapsed() - m_roundStartNs) / 1e6);
            m_roundCpuMs.push_back(processCpuMilliseconds() - m_roundStartCpuMs);
        }
    }
    // The next round waits for the metrics and the game too, so a pane's worker is idle when it starts.
    if (pane->status() == PaneModel::Failed || (pane->finished() && pane->hasMetrics() && gameStarted(index)))
        m_paneDone[size_t(index)] = true;
    if (std::all_of(m_paneDone.begin(), m_paneDone.end(), [](bool done) { return done; }))
        finishRound();
}

void UiBenchmark::finishRound()
{
    m_measuring = false;
    QTimer::singleShot(0, this, &UiBenchmark::startRound);
}

void UiBenchmark::report()
{
    std::vector<double> frames = m_frameIntervalsMs;
    std::printf("%s\n",
        qPrintable(tr("platform %1, scene graph %2, %3 cores, window %4 x %5")
                       .arg(QGuiApplication::platformName(), m_backend)
                       .arg(QThread::idealThreadCount())
                       .arg(m_window->width())
                       .arg(m_window->height())));
    std::printf("%s\n\n",
        qPrintable(tr("frames while panes ran: %1 intervals, median %2 ms, p95 %3 ms, max %4 ms (60 fps: 16.7 ms)")
                       .arg(frames.size())
                       .arg(mazestudy::quantileOfValues(frames, 0.5), 0, 'f', 1)
                       .arg(mazestudy::quantileOfValues(frames, 0.95), 0, 'f', 1)
                       .arg(frames.empty() ? 0.0 : *std::max_element(frames.begin(), frames.end()), 0, 'f', 1)));
    if (m_mode == QLatin1String("step")) {
        std::printf("%s\n",
            qPrintable(tr("step all: %1 steps a round; from a step to every pane's answer median %2 ms, p95 %3 ms; "
                          "the first answers (each pane's timeline from move 0) median %4 ms")
                           .arg(StepsPerRound)
                           .arg(mazestudy::quantileOfValues(m_stepMs, 0.5), 0, 'f', 1)
                           .arg(mazestudy::quantileOfValues(m_stepMs, 0.95), 0, 'f', 1)
                           .arg(mazestudy::quantileOfValues(m_firstAnswerMs, 0.5), 0, 'f', 1)));
        std::fflush(stdout);
        QCoreApplication::exit(0);
        return;
    }

    std::printf("%s\n\n",
        qPrintable(tr("all panes finished: median %1 ms after the command, using %2 ms of CPU (every thread "
                      "of the window: workers, GUI, rendering)")
                       .arg(mazestudy::quantileOfValues(m_roundWallMs, 0.5), 0, 'f', 1)
                       .arg(mazestudy::quantileOfValues(m_roundCpuMs, 0.5), 0, 'f', 1)));

    const QString cli = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("mazestudy-cli"));
    const bool haveCli = QFileInfo(cli).isExecutable();
    QTemporaryDir scratch;
    std::printf("%-18s %10s %10s %10s %8s %8s %10s\n", "generator", "finish ms", "worker ms", "engine ms", "fin/eng",
        "wrk/eng", "cli ms");
    double engineTotal = 0;
    double cliTotal = 0;
    const auto &panes = m_comparison->panes()->panes();
    for (size_t i = 0; i < panes.size(); ++i) {
        std::vector<double> finish;
        std::vector<double> busy;
        for (const PaneSample &sample : m_samples[i]) {
            finish.push_back(sample.finishMs);
            busy.push_back(sample.busyMs);
        }
        std::vector<double> engine;
        std::vector<double> process;
        for (int round = 0; round < m_rounds; ++round) {
            mazestudy::MazeSpec spec = panes[i]->spec();
            spec.seed = uint64_t(m_comparison->paneSeed(int(i)) - m_comparison->seed() + m_baseSeed + round);
            engine.push_back(engineMilliseconds(spec));
            if (haveCli && scratch.isValid())
                process.push_back(cliMilliseconds(cli, spec, scratch.filePath(QStringLiteral("bench.maze"))));
        }
        const double engineMedian = mazestudy::quantileOfValues(engine, 0.5);
        engineTotal += engineMedian;
        cliTotal += process.empty() ? 0 : mazestudy::quantileOfValues(process, 0.5);
        std::printf("%-18s %10.1f %10.1f %10.1f %8.2f %8.2f %10s\n", panes[i]->spec().generator.c_str(),
            mazestudy::quantileOfValues(finish, 0.5), mazestudy::quantileOfValues(busy, 0.5), engineMedian,
            mazestudy::quantileOfValues(finish, 0.5) / engineMedian,
            mazestudy::quantileOfValues(busy, 0.5) / engineMedian,
            process.empty() ? "-" : qPrintable(QString::number(mazestudy::quantileOfValues(process, 0.5), 'f', 1)));
    }
    std::printf("\n%s\n",
        qPrintable(tr("the same mazes one after another: the engine %1 ms, mazestudy-cli %2 ms; the window's "
                      "wall time against the CLI's %3, its CPU time against the engine's %4")
                       .arg(engineTotal, 0, 'f', 1)
                       .arg(cliTotal, 0, 'f', 1)
                       .arg(cliTotal > 0 ? mazestudy::quantileOfValues(m_roundWallMs, 0.5) / cliTotal : 0.0, 0, 'f', 2)
                       .arg(mazestudy::quantileOfValues(m_roundCpuMs, 0.5) / engineTotal, 0, 'f', 2)));
    std::printf("\n%s\n",
        qPrintable(tr("Medians over the rounds. finish: from the command to the finished frame on the GUI thread; "
                      "worker: CPU time the pane's thread spent in the machine; engine: makeGenerator() and run() "
                      "in this process, what mazestudy-cli generate does before writing; cli: the whole "
                      "mazestudy-cli generate process, writing the .maze file.")));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}
