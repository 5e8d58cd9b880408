#pragma once

#include <QObject>
#include <QPointer>
#include <QQuickWindow>
#include <QtQml/qqmlregistration.h>

class QQuickItem;

// Space and Return belong to the control that has the keyboard's focus, as
// on every desktop: Space and Return press a focused button (Qt Quick
// Controls 6.4 press a button on Space only), and the window's one-key
// shortcuts (Space: a new maze) do not take them from a focused control.
// Watches the window's focus and filters the keys of the focused control.
class ControlKeys : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QQuickWindow *window READ window WRITE setWindow NOTIFY windowChanged)
    // A control that takes keys has the focus (a button, box, slider, field).
    Q_PROPERTY(bool controlFocused READ controlFocused NOTIFY controlFocusedChanged)

public:
    using QObject::QObject;

    QQuickWindow *window() const { return m_window; }
    void setWindow(QQuickWindow *window);
    bool controlFocused() const { return m_control != nullptr; }

signals:
    void windowChanged();
    void controlFocusedChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow();

    QPointer<QQuickWindow> m_window;
    QPointer<QQuickItem> m_control;
};
