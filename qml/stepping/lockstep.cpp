#include "lockstep.h"

#include "panemodel.h"
#include "panestepper.h"

#include <algorithm>

LockStep::LockStep(QObject *parent)
    : QObject(parent)
{
}

std::vector<PaneStepper *> LockStep::steppersOf(const QList<QObject *> &objects)
{
    std::vector<PaneStepper *> steppers;
    for (QObject *object : objects) {
        if (auto *stepper = qobject_cast<PaneStepper *>(object))
            steppers.push_back(stepper);
    }
    return steppers;
}

void LockStep::stepAll(const QList<QObject *> &steppers)
{
    stepAll(steppersOf(steppers));
}

void LockStep::backAll(const QList<QObject *> &steppers)
{
    backAll(steppersOf(steppers));
}

void LockStep::seekAll(const QList<QObject *> &steppers, qint64 move)
{
    seekAll(steppersOf(steppers), move);
}

void LockStep::runAllToEnd(const QList<QObject *> &steppers)
{
    for (PaneStepper *stepper : steppersOf(steppers))
        stepper->runToEnd();
}

void LockStep::stepAll(const std::vector<PaneStepper *> &steppers)
{
    const bool stepping
        = std::any_of(steppers.begin(), steppers.end(), [](const PaneStepper *stepper) { return stepper->active(); });
    if (!stepping) {
        for (PaneStepper *stepper : steppers) {
            if (stepper->pane())
                stepper->pane()->step();
        }
        return;
    }
    qint64 furthest = -1;
    for (PaneStepper *stepper : steppers) {
        if (!stepper->activate())
            continue;
        const bool ended
            = stepper->totalMoves() > 0 ? stepper->expectedPosition() >= stepper->totalMoves() : stepper->atEnd();
        if (!ended)
            furthest = std::max(furthest, stepper->expectedPosition());
    }
    if (furthest >= 0)
        seekAll(steppers, furthest + 1);
}

void LockStep::backAll(const std::vector<PaneStepper *> &steppers)
{
    // Only the panes being stepped, each one move back: back never moves a
    // pane forward (to the furthest pane's move, or to a finished pane's
    // last), and panes in lock-step stay in it.
    for (PaneStepper *stepper : steppers) {
        if (stepper->active())
            stepper->stepBack();
    }
}

void LockStep::seekAll(const std::vector<PaneStepper *> &steppers, qint64 move)
{
    for (PaneStepper *stepper : steppers)
        stepper->seek(move);
}
