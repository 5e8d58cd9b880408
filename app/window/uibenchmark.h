#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <vector>

class Comparison;
class GameSession;
class PaneStepper;
class PaneModel;
class QQuickWindow;

// `mazestudy --benchmark-ui`: every pane generates its maze as fast as
// possible, round after round (the next seed each round), while the window
// keeps drawing. Prints the intervals between frames the window presented
// while panes were running (median, p95, max), each pane's time to finish
// and time in its worker, and the same mazes timed through the engine's
// run() (what mazestudy-cli generate does) and through mazestudy-cli itself.
//
// `--mode solve|trace|play`: the panes are in that game, which starts on each
// finished maze; a round ends once every game has started. `--mode step`:
// each round the panes are stepped together from move 0 (LockStep), the
// next step as soon as every pane has answered the last, StepsPerRound times.
class UiBenchmark : public QObject {
    Q_OBJECT

public:
    static constexpr int StepsPerRound = 100;

    UiBenchmark(QQuickWindow *window, Comparison *comparison, int rounds, QString backend, QString mode,
        QObject *parent = nullptr);

    void start();

private:
    struct PaneSample {
        double finishMs = 0; // from the round's start to the finished frame, on the GUI thread
        double busyMs = 0; // time the worker spent in the machine
    };

    void startRound();
    void onPaneStatus(int index);
    // The pane's game has started on its maze (always true when generating).
    bool gameStarted(int index) const;
    void onStepperChanged();
    void finishRound();
    void report();

    QQuickWindow *m_window;
    Comparison *m_comparison;
    int m_rounds;
    QString m_backend;
    QString m_mode;
    std::vector<PaneStepper *> m_steppers;
    std::vector<GameSession *> m_games;
    int m_stepsThisRound = -1; // step alls sent this round; -1 before the first seek
    qint64 m_stepSentNs = 0;
    std::vector<double> m_firstAnswerMs; // from the round's first seek to every pane's answer
    std::vector<double> m_stepMs; // from a step all to every pane's answer
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
