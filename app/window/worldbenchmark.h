#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <QString>
#include <QTimer>

#include <vector>

class Comparison;
class GameSession;
class QQuickWindow;

// `mazestudy --benchmark-ui --view 3d`: the first pane's maze at each size,
// loaded into the 3D view (the time from the finished maze to the first
// frame with the blocks) and walked for a few seconds by the flame's light
// (shadows on) and in full light, holding W and turning now and then. Prints
// the intervals between the frames the window presented while walking
// (median, p95, max) and how many blocks the view holds.
class WorldBenchmark : public QObject {
    Q_OBJECT

public:
    WorldBenchmark(QQuickWindow *window, Comparison *comparison, std::vector<QSize> sizes, QString backend,
        QObject *parent = nullptr);

    void start();

private:
    enum class Phase { Generating, Loading, Walking, Done };

    void startSize();
    void onPaneStatus();
    void onFrame(qint64 nanoseconds);
    void startWalk();
    void finishWalk();

    QQuickWindow *m_window;
    Comparison *m_comparison;
    std::vector<QSize> m_sizes;
    QString m_backend;
    QPointer<GameSession> m_game;
    size_t m_sizeIndex = 0;
    bool m_fullLight = false;
    Phase m_phase = Phase::Done;
    QElapsedTimer m_clock;
    qint64 m_loadStartNs = 0;
    qint64 m_lastFrameNs = -1;
    std::vector<double> m_intervalsMs;
    QTimer m_turn;
    QTimer m_walkEnd;
    bool m_turning = false;
};
