#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

// A window that must start again to change what it draws with (the 3D view
// needs OpenGL, a window may have started with Qt Quick's software
// renderer): QML asks, closes the window, and main() starts MazeStudy again
// once the window's state is saved, so the new one opens as this one was.
class RestartRequest : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    Q_INVOKABLE void request() { s_requested = true; }
    static bool requested() { return s_requested; }

private:
    static inline bool s_requested = false;
};
