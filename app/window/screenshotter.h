#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class Comparison;
class QQuickWindow;

// For `mazestudy --screenshot FILE.png [--show SCENE]`: waits until every pane
// has finished its maze and shown its metrics, puts the window in the scene
// and waits until it is ready (a study done, every pane stepped), lets the
// window render that, saves it as a PNG and quits (exit status 0, or 1 when
// saving fails or it takes too long).
class Screenshotter : public QObject {
    Q_OBJECT

public:
    // `scene`: as --show takes it; the window's showScene() sets it up.
    Screenshotter(QQuickWindow *window, Comparison *comparison, QString path, QString scene, QObject *parent = nullptr);

    void start();

private slots:
    // Connected to the window's sceneReadyChanged(), which QML declares.
    void waitForScene();

private:
    void check();
    void capture();

    QQuickWindow *m_window;
    Comparison *m_comparison;
    QString m_path;
    QString m_scene;
    bool m_sceneShown = false;
    QTimer m_deadline;
    bool m_capturing = false;
    bool m_done = false;
};
