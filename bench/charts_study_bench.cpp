// How the window holds up while it runs a study: loads the real window,
// starts a study from its charts area (default 1000 mazes of 101 x 101 per
// generator) and measures, until the study completes, how late a 10 ms
// timer on the GUI thread fires and how far apart the window's frames are,
// with the progress bar moving. Prints figures; asserts nothing.
//
//   bench_charts_study [RUNS] [SIDE]      (a display, or QT_QPA_PLATFORM=offscreen)

#include "chartsmodel.h"
#include "comparison.h"
#include "paneworker.h"
#include "studycontroller.h"
#include "valuesummary.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

namespace {

struct Gaps {
    std::vector<double> ms;
    void add(double value) { ms.push_back(value); }
    double quantile(double p) const { return mazestudy::quantileOfValues(ms, p); }
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::atoi(argv[1]) : 1000;
    const int side = argc > 2 ? std::atoi(argv[2]) : 101;
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;

    Comparison comparison;
    comparison.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
    comparison.setSpeed(PaneWorker::InstantSpeed);
    comparison.setSize(side, side);
    // The window as mazestudy makes it, its comparison given up front.
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent main(&engine, QUrl(QStringLiteral("qrc:/qt/qml/MazeStudy/window/Main.qml")));
    std::unique_ptr<QObject> root(
        main.createWithInitialProperties({{QStringLiteral("comparison"), QVariant::fromValue(&comparison)}}));
    auto *window = qobject_cast<QQuickWindow *>(root.get());
    auto *charts = window ? window->findChild<ChartsModel *>() : nullptr;
    if (!charts) {
        std::fprintf(stderr, "%s\n", qPrintable(main.errorString()));
        return 1;
    }
    window->resize(1280, 800);
    StudyController *study = charts->study();
    study->setRuns(runs);

    QElapsedTimer clock;
    Gaps timerGaps;
    Gaps frameGaps;
    qint64 lastTick = -1;
    qint64 lastFrame = -1;
    int progressUpdates = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (lastTick >= 0)
            timerGaps.add(double(now - lastTick) / 1e6);
        lastTick = now;
    });
    QObject::connect(window, &QQuickWindow::frameSwapped, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (lastFrame >= 0 && study->running())
            frameGaps.add(double(now - lastFrame) / 1e6);
        lastFrame = now;
    });
    QObject::connect(study, &StudyController::progressChanged, [&] { ++progressUpdates; });
    QObject::connect(study, &StudyController::finished, [&](bool complete) {
        const double seconds = double(clock.elapsed()) / 1000.0;
        std::printf("study: %d mazes of %dx%d per generator, %d mazes in all, %s in %.2f s (%.0f mazes/s)\n", runs,
            side, side, study->total(), complete ? "complete" : "not complete", seconds, study->total() / seconds);
        std::printf(
            "progress updates on the GUI thread: %d (%.1f a second)\n", progressUpdates, progressUpdates / seconds);
        std::printf("10 ms timer on the GUI thread, interval: median %.1f ms, 99th percentile %.1f ms, max %.1f ms "
                    "(%zu ticks)\n",
            timerGaps.quantile(0.5), timerGaps.quantile(0.99), timerGaps.quantile(1.0), timerGaps.ms.size());
        std::printf("frames while the study ran: %zu; interval median %.1f ms, 99th percentile %.1f ms, max %.1f ms\n",
            frameGaps.ms.size(), frameGaps.quantile(0.5), frameGaps.quantile(0.99), frameGaps.quantile(1.0));
        // Charts of the study on screen: the time from completion to the first drawn chart.
        QTimer::singleShot(500, &app, &QCoreApplication::quit);
    });
    // Once the panes have their mazes, the study.
    QTimer::singleShot(1000, [&] {
        clock.start();
        ticker.start();
        if (!study->start(&comparison)) {
            std::printf("the study did not start: %s\n", qPrintable(study->statusText()));
            app.quit();
        }
    });
    return app.exec();
}
