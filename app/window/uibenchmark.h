#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <vector>

class Comparison;
class PaneModel;
class QQuickWindow;

// `mazestudy --benchmark-ui`: every pane generates its maze as fast as
// possible, round after round (the next seed each round), while the window
// keeps drawing. Prints the intervals between frames the window presented
// while panes were running (median, p95, max), each pane's time to finish
// and time in its worker, and the same mazes timed through the engine's
// run() (what mazestudy-cli generate does) and through mazestudy-cli itself.
class UiBenchmark : public QObject {
    Q_OBJECT

public:
    UiBenchmark(QQuickWindow *window, Comparison *comparison, int rounds, QString backend, QObject *parent = nullptr);

    void start();

private:
    struct PaneSample {
        double finishMs = 0; // from the round's start to the finished frame, on the GUI thread
        double busyMs = 0; // time the worker spent in the machine
    };

    void startRound();
    void onFrameSwapped();
    void onPaneStatus(int index);
    void finishRound();
    void report();

    QQuickWindow *m_window;
    Comparison *m_comparison;
    int m_rounds;
    QString m_backend;
    int m_round = -1;
    qint64 m_baseSeed = 1;
    bool m_measuring = false;
    QElapsedTimer m_clock;
    qint64 m_roundStartNs = 0;
    double m_roundStartCpuMs = 0;
    std::vector<double> m_roundCpuMs; // the whole process's CPU time per round
    std::vector<double> m_roundWallMs; // until every pane had finished
    int m_finishedThisRound = 0;
    qint64 m_lastFrameNs = -1;
    std::vector<double> m_frameIntervalsMs;
    std::vector<std::vector<PaneSample>> m_samples; // [pane][round]
    std::vector<bool> m_paneDone;
};
