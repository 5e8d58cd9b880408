#pragma once

#include <QList>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <vector>

class PaneStepper;

// Stepping every pane at once, in lock-step by move count: every pane to the
// same move k, clamped to its total. Step: k = the furthest pane's position
// + 1. Back: every pane being stepped one move back (the others stay as they
// are), so that back never moves a pane forward. QML hands over the panes' own steppers
// (ComparisonView.steppers), so nothing needs to look a stepper up.
class LockStep : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit LockStep(QObject *parent = nullptr);

    // QML's arrays of PaneStepper arrive as objects; anything else is left out.
    Q_INVOKABLE void stepAll(const QList<QObject *> &steppers);
    Q_INVOKABLE void backAll(const QList<QObject *> &steppers);
    Q_INVOKABLE void seekAll(const QList<QObject *> &steppers, qint64 move);
    Q_INVOKABLE void runAllToEnd(const QList<QObject *> &steppers);

    // Until some pane is being stepped, step all is every pane's own step.
    static void stepAll(const std::vector<PaneStepper *> &steppers);
    static void backAll(const std::vector<PaneStepper *> &steppers);
    static void seekAll(const std::vector<PaneStepper *> &steppers, qint64 move);

private:
    static std::vector<PaneStepper *> steppersOf(const QList<QObject *> &objects);
};
