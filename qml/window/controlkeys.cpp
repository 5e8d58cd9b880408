#include "controlkeys.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QQuickItem>
#include <QQuickWindow>

namespace {

// A control that takes keys from the keyboard: Qt Quick Controls' own (the
// templates are private API, so by class name) with Tab among its focus
// reasons. A pane's Frame, or a game's layer, is none.
bool takesKeys(const QQuickItem *item)
{
    return item && item->inherits("QQuickControl")
        && (item->property("focusPolicy").toInt() & Qt::TabFocus) == Qt::TabFocus;
}

bool isPressKey(const QKeyEvent *event)
{
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    const int key = event->key();
    return key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter;
}

} // namespace

void ControlKeys::setWindow(QQuickWindow *window)
{
    if (window == m_window)
        return;
    if (m_window)
        m_window->disconnect(this);
    m_window = window;
    if (m_window)
        connect(m_window, &QQuickWindow::activeFocusItemChanged, this, &ControlKeys::follow);
    follow();
    emit windowChanged();
}

void ControlKeys::follow()
{
    QQuickItem *focused = m_window ? m_window->activeFocusItem() : nullptr;
    QQuickItem *control = takesKeys(focused) ? focused : nullptr;
    if (control == m_control)
        return;
    if (m_control)
        m_control->removeEventFilter(this);
    m_control = control;
    if (m_control)
        m_control->installEventFilter(this);
    emit controlFocusedChanged();
}

bool ControlKeys::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (watched != m_control
        || (type != QEvent::ShortcutOverride && type != QEvent::KeyPress && type != QEvent::KeyRelease))
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    if (!isPressKey(key))
        return false;
    if (type == QEvent::ShortcutOverride) {
        // The key goes to the control, not to a shortcut of the window.
        event->accept();
        return true;
    }
    // A button presses on Space: Return and Enter press it the same way (a
    // combo box, which is no button, accepts its popup's choice on them).
    if (key->key() == Qt::Key_Space || !m_control->inherits("QQuickAbstractButton"))
        return false;
    QKeyEvent space(type, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), key->isAutoRepeat());
    QCoreApplication::sendEvent(m_control, &space);
    return true;
}
