#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

// A window that must start again to change what it draws with (the 3D view
// needs OpenGL, a window may have started with Qt Quick's software
// renderer): QML asks, closes the window, and main() starts MazeStudy again
// once the window's state is saved, so the new one opens as this one was.
// A study's results live only in the window: a restart would lose them, so
// the window says when one is on hand and the restart asks first.
class RestartRequest : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool studyAtStake MEMBER m_studyAtStake NOTIFY studyAtStakeChanged)

public:
    using QObject::QObject;

    Q_INVOKABLE void request() { s_requested = true; }
    static bool requested() { return s_requested; }

signals:
    void studyAtStakeChanged();

private:
    static inline bool s_requested = false;
    bool m_studyAtStake = false;
};
