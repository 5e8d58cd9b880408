#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class Comparison;
class QQuickWindow;

// For `mazestudy --screenshot FILE.png`: waits until every pane has finished
// its maze and shown its metrics, lets the window render that, saves it as a
// PNG and quits (exit status 0, or 1 when saving fails or it takes too long).
class Screenshotter : public QObject {
    Q_OBJECT

public:
    Screenshotter(QQuickWindow *window, Comparison *comparison, QString path, QObject *parent = nullptr);

    void start();

private:
    void check();
    void capture();

    QQuickWindow *m_window;
    Comparison *m_comparison;
    QString m_path;
    QTimer m_deadline;
    bool m_capturing = false;
    bool m_done = false;
};
