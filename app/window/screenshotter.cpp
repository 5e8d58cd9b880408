#include "screenshotter.h"

#include "comparison.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QCoreApplication>
#include <QImage>
#include <QQmlProperty>
#include <QQuickWindow>

#include <cstdio>

namespace {
constexpr int DeadlineMs = 10 * 60 * 1000;
}

Screenshotter::Screenshotter(QQuickWindow *window, Comparison *comparison, QString path, QString scene, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_comparison(comparison)
    , m_path(std::move(path))
    , m_scene(std::move(scene))
{
    QQmlProperty(m_window, QStringLiteral("sceneReady")).connectNotifySignal(this, SLOT(waitForScene()));
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        std::fprintf(stderr, "mazestudy: %s\n",
            qPrintable(tr("the panes did not finish within %1 minutes; no screenshot").arg(DeadlineMs / 60000)));
        QCoreApplication::exit(1);
    });
}

void Screenshotter::start()
{
    for (PaneModel *pane : m_comparison->panes()->panes()) {
        connect(pane, &PaneModel::metricsChanged, this, &Screenshotter::check);
        connect(pane, &PaneModel::statusChanged, this, &Screenshotter::check);
    }
    m_deadline.start(DeadlineMs);
    check();
}

void Screenshotter::check()
{
    if (m_capturing || m_done)
        return;
    for (const PaneModel *pane : m_comparison->panes()->panes()) {
        const bool done = pane->status() == PaneModel::Failed || (pane->finished() && pane->hasMetrics());
        if (!done)
            return;
    }
    m_capturing = true;
    QMetaObject::invokeMethod(m_window, "showScene", Q_ARG(QVariant, m_scene));
    m_sceneShown = true;
    waitForScene();
}

void Screenshotter::waitForScene()
{
    if (!m_sceneShown || !m_capturing || !m_window->property("sceneReady").toBool())
        return;
    m_sceneShown = false;
    // Once the window has drawn a frame with everything in it.
    connect(m_window, &QQuickWindow::frameSwapped, this, &Screenshotter::capture, Qt::QueuedConnection);
    m_window->update();
    // Some platforms (offscreen) may not report swaps: grabbing renders a frame anyway.
    QTimer::singleShot(2000, this, &Screenshotter::capture);
}

void Screenshotter::capture()
{
    if (!m_capturing)
        return;
    disconnect(m_window, &QQuickWindow::frameSwapped, this, nullptr);
    const QImage image = m_window->grabWindow();
    // Grabbing lays the window out once more, which can resize what then
    // draws itself anew (a chart): wait for that, and grab again.
    if (!m_window->property("sceneReady").toBool()) {
        m_sceneShown = true;
        return;
    }
    m_capturing = false;
    m_done = true;
    if (image.isNull() || !image.save(m_path, "PNG")) {
        std::fprintf(stderr, "mazestudy: %s\n", qPrintable(tr("could not save the screenshot to %1").arg(m_path)));
        QCoreApplication::exit(1);
        return;
    }
    std::printf("%s\n", qPrintable(tr("saved %1 (%2 x %3)").arg(m_path).arg(image.width()).arg(image.height())));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}
