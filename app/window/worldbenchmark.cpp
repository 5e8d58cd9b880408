#include "worldbenchmark.h"

#include "comparison.h"
#include "gamesession.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "valuesummary.h"
#include "worldgame.h"

#include <QCoreApplication>
#include <QQuickItem>
#include <QQuickWindow>

#include <cstdio>

namespace {
constexpr int WalkMs = 6000;
constexpr int TurnEveryMs = 450;

// Panes are a Repeater's delegates, which have no QObject parent: walk the item tree instead.
template<typename Predicate> QQuickItem *findItem(QQuickItem *item, const Predicate &matches)
{
    if (matches(item))
        return item;
    for (QQuickItem *child : item->childItems()) {
        if (QQuickItem *found = findItem(child, matches))
            return found;
    }
    return nullptr;
}
} // namespace

WorldBenchmark::WorldBenchmark(
    QQuickWindow *window, Comparison *comparison, std::vector<QSize> sizes, QString backend, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_comparison(comparison)
    , m_sizes(std::move(sizes))
    , m_backend(std::move(backend))
{
    m_turn.setInterval(TurnEveryMs);
    connect(&m_turn, &QTimer::timeout, this, [this] {
        m_turning = !m_turning;
        if (m_turning)
            m_game->world()->press(Qt::Key_A, false);
        else
            m_game->world()->release(Qt::Key_A);
    });
    m_walkEnd.setSingleShot(true);
    m_walkEnd.setInterval(WalkMs);
    connect(&m_walkEnd, &QTimer::timeout, this, &WorldBenchmark::finishWalk);
}

void WorldBenchmark::start()
{
    m_clock.start();
    const QQuickItem *paneView = findItem(m_window->contentItem(),
        [](const QQuickItem *item) { return item->property("game").value<GameSession *>() != nullptr; });
    m_game = paneView ? paneView->property("game").value<GameSession *>() : nullptr;
    PaneModel *pane = m_comparison->panes()->at(0);
    if (!m_game || !pane) {
        std::fprintf(stderr, "mazestudy: %s\n", qPrintable(tr("the 3D benchmark found no pane")));
        QCoreApplication::exit(1);
        return;
    }
    connect(pane, &PaneModel::statusChanged, this, &WorldBenchmark::onPaneStatus);
    connect(pane, &PaneModel::metricsChanged, this, &WorldBenchmark::onPaneStatus);
    // frameSwapped comes from the render thread: stamp it there.
    connect(
        m_window, &QQuickWindow::frameSwapped, this,
        [this] {
            const qint64 now = m_clock.nsecsElapsed();
            QMetaObject::invokeMethod(
                this, [this, now] { onFrame(now); }, Qt::QueuedConnection);
        },
        Qt::DirectConnection);
    std::printf("%s\n",
        qPrintable(tr("MazeStudy 3D view benchmark: %1, %2 s walking a size and light, renderer: %3")
                       .arg(QString::fromStdString(pane->spec().generator))
                       .arg(WalkMs / 1000)
                       .arg(m_backend)));
    std::fflush(stdout);
    pane->setView3D(true);
    m_game->setMode(GameBoard::World);
    QTimer::singleShot(0, this, &WorldBenchmark::startSize);
}

void WorldBenchmark::startSize()
{
    if (m_sizeIndex == m_sizes.size()) {
        m_phase = Phase::Done;
        QCoreApplication::exit(0);
        return;
    }
    m_phase = Phase::Generating;
    m_fullLight = false;
    m_game->world()->setFullLight(false);
    const QSize size = m_sizes[m_sizeIndex];
    if (m_comparison->rows() == size.height() && m_comparison->cols() == size.width())
        m_comparison->resetAll();
    else
        m_comparison->setSize(size.height(), size.width());
    m_comparison->runAll();
}

void WorldBenchmark::onPaneStatus()
{
    const PaneModel *pane = m_comparison->panes()->at(0);
    if (m_phase != Phase::Generating || !pane->finished() || !pane->hasMetrics() || !m_game->hasMaze())
        return;
    m_phase = Phase::Loading;
    m_loadStartNs = m_clock.nsecsElapsed();
    // From the middle, where the blocks' window is whole (the start is in a corner).
    const mazestudy::Grid &grid = m_game->maze().grid;
    const int row = grid.rows() / 2 | 1;
    for (int offset = 0; offset < grid.cols(); ++offset) {
        if (m_game->world()->placeAt({row, grid.cols() / 2 - offset}))
            break;
    }
    m_window->contentItem()->update();
}

void WorldBenchmark::onFrame(qint64 nanoseconds)
{
    if (m_phase == Phase::Loading) {
        // The first frame with the 3D view in it, blocks and all.
        const QQuickItem *view = findItem(m_window->contentItem(),
            [](const QQuickItem *item) { return item->objectName() == QLatin1String("view3d"); });
        if (!view || !view->isVisible() || nanoseconds < m_loadStartNs)
            return;
        const double loadMs = double(nanoseconds - m_loadStartNs) / 1e6;
        const WorldGame *world = m_game->world();
        std::printf("%s\n",
            qPrintable(tr("%1 x %2: loaded in %3 ms (%4 blocks, %5 x %6 units around the player)")
                           .arg(m_game->rows())
                           .arg(m_game->cols())
                           .arg(loadMs, 0, 'f', 0)
                           .arg(world->blocks().blockCount(mazestudy::BlockTable::Walls))
                           .arg(world->window().height())
                           .arg(world->window().width())));
        std::fflush(stdout);
        startWalk();
        return;
    }
    if (m_phase != Phase::Walking)
        return;
    if (m_lastFrameNs >= 0)
        m_intervalsMs.push_back(double(nanoseconds - m_lastFrameNs) / 1e6);
    m_lastFrameNs = nanoseconds;
}

void WorldBenchmark::startWalk()
{
    m_phase = Phase::Walking;
    m_intervalsMs.clear();
    m_lastFrameNs = -1;
    m_game->world()->setFullLight(m_fullLight);
    m_game->world()->press(Qt::Key_W, false);
    m_turning = false;
    m_turn.start();
    m_walkEnd.start();
}

void WorldBenchmark::finishWalk()
{
    m_turn.stop();
    m_game->world()->releaseAll();
    std::printf("%s\n",
        qPrintable(tr("  walking by %1 (%2 blocks in the window): %3 frames, interval median %4 ms, p95 %5 ms, max %6 "
                      "ms; walked %7 units")
                       .arg(m_fullLight ? tr("full light") : tr("the flame (shadows)"))
                       .arg(m_game->world()->blocks().blockCount(mazestudy::BlockTable::Walls))
                       .arg(m_intervalsMs.size())
                       .arg(mazestudy::quantileOfValues(m_intervalsMs, 0.5), 0, 'f', 1)
                       .arg(mazestudy::quantileOfValues(m_intervalsMs, 0.95), 0, 'f', 1)
                       .arg(m_intervalsMs.empty() ? 0.0 : *std::max_element(m_intervalsMs.begin(), m_intervalsMs.end()),
                           0, 'f', 1)
                       .arg(m_game->world()->walked(), 0, 'f', 0)));
    std::fflush(stdout);
    if (!m_fullLight) {
        m_fullLight = true;
        startWalk();
        return;
    }
    ++m_sizeIndex;
    startSize();
}
