#pragma once

#include "comparison.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// A window that must start again to change what it draws with (the 3D view
// needs OpenGL, a window may have started with Qt Quick's software
// renderer): QML asks, closes the window, and main() starts MazeStudy again
// once the window's state is saved, so the new one opens as this one was.
// The new window remakes each pane's maze from its generator, size and seed,
// and a study's results live only in the window: a restart would lose them
// and the mazes that are not their generator's own (edited or opened), so the
// restart asks first when any is on hand.
class RestartRequest : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool studyAtStake MEMBER m_studyAtStake NOTIFY studyAtStakeChanged)
    Q_PROPERTY(Comparison *comparison MEMBER m_comparison NOTIFY comparisonChanged)

public:
    using QObject::QObject;

    Q_INVOKABLE void request() { s_requested = true; }
    static bool requested() { return s_requested; }
    // The names of the mazes a restart would make again from their generators.
    Q_INVOKABLE QStringList mazesAtStake() const
    {
        return m_comparison ? m_comparison->mazesNotTheGenerators() : QStringList();
    }

signals:
    void studyAtStakeChanged();
    void comparisonChanged();

private:
    static inline bool s_requested = false;
    bool m_studyAtStake = false;
    QPointer<Comparison> m_comparison;
};
