// Stepping a pane in the window's models, without a window: the PaneStepper
// sends commands to the pane's worker, which owns the Timeline. For each
// generator at SIDE x SIDE (default 1001), prints how long the worker takes
// to answer (round trip: command sent to answer applied on the GUI thread)
// the first command (which explores the whole run), random seeks and single
// steps, and the longest the GUI thread went without running a 5 ms timer
// while those were in flight. Prints figures; asserts nothing.
//
//   bench_stepping [SIDE] [SEEKS]      (QT_QPA_PLATFORM=offscreen)

#include "generatorcatalog.h"
#include "panemodel.h"
#include "panestepper.h"
#include "rng.h"
#include "valuesummary.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

// Round trip of whatever `send` asks, in ms.
template<typename Send> double roundTrip(PaneStepper &stepper, Send send)
{
    QEventLoop loop;
    const QMetaObject::Connection done = QObject::connect(&stepper, &PaneStepper::changed, &loop, [&] {
        if (!stepper.busy())
            loop.quit();
    });
    QElapsedTimer clock;
    clock.start();
    send();
    if (stepper.busy())
        loop.exec();
    QObject::disconnect(done);
    return double(clock.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const int side = argc > 1 ? std::atoi(argv[1]) : 1001;
    const int seeks = argc > 2 ? std::atoi(argv[2]) : 100;

    // The GUI thread's longest stretch without running a 5 ms timer.
    QElapsedTimer sinceTick;
    double longestGap = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.restart();
    });

    std::printf("%d x %d, seed 1, %d random seeks and steps; ms, round trip GUI -> worker -> GUI\n", side, side, seeks);
    std::printf("%-16s %10s %10s %16s %12s %14s\n", "generator", "moves", "first", "seek med (p95)", "step med",
        "longest GUI gap");
    for (const char *id : {"backtracker", "rotating-dfs", "permutation-dfs", "automaton"}) {
        mazestudy::MazeSpec spec;
        spec.generator = id;
        spec.rows = side;
        spec.cols = side;
        spec.seed = 1;
        PaneModel pane;
        pane.setSpec(spec);
        if (pane.status() == PaneModel::Failed) {
            std::printf("%-16s %s\n", id, qPrintable(pane.errorString()));
            continue;
        }
        PaneStepper stepper;
        stepper.setPane(&pane);

        sinceTick.start();
        longestGap = 0;
        ticker.start(5);
        const double first = roundTrip(stepper, [&] { stepper.seek(1); });
        const qint64 total = stepper.totalMoves();
        mazestudy::Rng rng(7);
        std::vector<double> seekMs;
        std::vector<double> stepMs;
        for (int i = 0; i < seeks; ++i) {
            const qint64 target = qint64(rng.below(uint32_t(total) + 1));
            seekMs.push_back(roundTrip(stepper, [&] { stepper.seek(target); }));
            stepMs.push_back(roundTrip(stepper, [&] { stepper.stepForward(); }));
        }
        ticker.stop();
        std::printf("%-16s %10lld %10.1f %8.1f (%5.1f) %12.2f %14.1f\n", id, total, first,
            mazestudy::quantileOfValues(seekMs, 0.5), mazestudy::quantileOfValues(seekMs, 0.95),
            mazestudy::quantileOfValues(stepMs, 0.5), longestGap);
    }
    return 0;
}
