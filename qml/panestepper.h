#pragma once

#include "panemodel.h"
#include "timeline.h"

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class CallStackModel;
class PaneListModel;
class PaneModel;
Q_MOC_INCLUDE("panelistmodel.h")
Q_MOC_INCLUDE("callstackmodel.h")
Q_MOC_INCLUDE("panemodel.h")

// Stepping through one pane's recursion: a core Timeline of the pane's spec,
// driven from the GUI thread, that can go one move forward or back, step over
// a child call, step out of the current one, seek to any move, run to the end,
// to a stack depth or until a unit is reached. While active it owns the pane's
// maze layer: it writes the stepping states there (visited cells, the current
// one, the neighbours under consideration, start and exit once done) and
// exposes the arrows, the call stack (callStack) and the translated narration.
//
// It becomes active with its first stepping command, starting from the move
// the pane's own run had reached (the timeline's state at k is exactly the
// generator's after k moves). Resetting the pane or changing its spec drops
// the timeline; running the pane again restarts its own worker from move 0.
class PaneStepper : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(PaneModel *pane READ pane WRITE setPane NOTIFY paneChanged)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(qint64 position READ position NOTIFY changed)
    Q_PROPERTY(qint64 totalMoves READ totalMoves NOTIFY changed)
    Q_PROPERTY(int depth READ depth NOTIFY changed)
    Q_PROPERTY(int sweep READ sweep NOTIFY changed)
    Q_PROPERTY(bool canGoBack READ canGoBack NOTIFY changed)
    Q_PROPERTY(bool atEnd READ atEnd NOTIFY changed)
    Q_PROPERTY(bool usesCalls READ usesCalls NOTIFY changed)
    Q_PROPERTY(QString narration READ narration NOTIFY changed)
    Q_PROPERTY(QPoint currentUnit READ currentUnit NOTIFY changed)
    // The automaton: the window of the last check (its centre) and the walls it counted; -1 otherwise.
    Q_PROPERTY(QPoint windowUnit READ windowUnit NOTIFY changed)
    Q_PROPERTY(int windowWalls READ windowWalls NOTIFY changed)
    // A row of callStack (0 = the top frame), -1 for none; its unit is highlighted.
    Q_PROPERTY(int selectedFrame READ selectedFrame WRITE setSelectedFrame NOTIFY selectedFrameChanged)
    Q_PROPERTY(QPoint selectedUnit READ selectedUnit NOTIFY selectedFrameChanged)
    Q_PROPERTY(CallStackModel *callStack READ callStack CONSTANT)

public:
    struct ArrowAt {
        mazestudy::Point cell;
        mazestudy::Direction direction;
    };
    // Arrows are gathered only up to this many units (they are sub-pixel beyond it anyway).
    static constexpr qint64 MaxArrowUnits = 401 * 401;

    explicit PaneStepper(QObject *parent = nullptr);
    ~PaneStepper() override;

    PaneModel *pane() const { return m_pane; }
    void setPane(PaneModel *pane);

    bool active() const { return m_active; }
    qint64 position() const;
    qint64 totalMoves() const;
    int depth() const;
    int sweep() const;
    bool canGoBack() const { return position() > 0; }
    bool atEnd() const;
    bool usesCalls() const;
    QString narration() const;
    QPoint currentUnit() const;
    QPoint windowUnit() const;
    int windowWalls() const;
    int selectedFrame() const { return m_selectedFrame; }
    void setSelectedFrame(int row);
    QPoint selectedUnit() const;
    CallStackModel *callStack() const { return m_callStack; }

    // The timeline while active (null otherwise), for the stack model and tests.
    mazestudy::Timeline *timeline() const { return m_active ? m_timeline.get() : nullptr; }
    const std::vector<ArrowAt> &arrows() const { return m_arrows; }

    // Translates a core narration: the template through QCoreApplication::translate("Narration", ...).
    static QString translate(const mazestudy::Narration &narration);
    static QString directionWord(mazestudy::Direction direction);

    // The stepper shown for a pane, if its view made one.
    static PaneStepper *of(const PaneModel *pane);
    // Lock-step by move count: every pane to the same move k, clamped to its
    // total. Step: k = the furthest pane's position + 1; back: that - 1.
    // Panes without a stepper take an ordinary step (stepAll) or are left.
    static void stepAll(const std::vector<PaneModel *> &panes);
    static void backAll(const std::vector<PaneModel *> &panes);
    static void seekAll(const std::vector<PaneModel *> &panes, qint64 move);

public slots:
    void stepForward();
    void stepBack();
    void stepOver();
    void stepOut();
    void seek(qint64 move);
    void runToEnd();
    // Pauses the next time the stack is `depth` deep (DFS family).
    void runToDepth(int depth);
    // Pauses when a move reaches the unit (row, column).
    void runToUnit(int row, int col);
    // Stops stepping: drops the timeline and gives the layer back to the pane (reset to move 0).
    void deactivate();

signals:
    void paneChanged();
    void changed();
    void selectedFrameChanged();

private:
    bool activate();
    void afterMove();
    void writeLayer();
    void onPaneStatus();

    QPointer<PaneModel> m_pane;
    std::unique_ptr<mazestudy::Timeline> m_timeline;
    bool m_active = false;
    bool m_writing = false;
    int m_selectedFrame = -1;
    CallStackModel *m_callStack = nullptr;
    std::vector<uint8_t> m_states; // what the layer shows while active
    std::vector<ArrowAt> m_arrows;
};

// Stepping every pane at once, in lock-step by move count (QML singleton).
class LockStep : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit LockStep(QObject *parent = nullptr);

    Q_INVOKABLE void stepAll(PaneListModel *panes);
    Q_INVOKABLE void backAll(PaneListModel *panes);
    Q_INVOKABLE void seekAll(PaneListModel *panes, qint64 move);
    Q_INVOKABLE void runAllToEnd(PaneListModel *panes);
    // The longest run's moves among the panes being stepped (the shared slider's range).
    Q_INVOKABLE qint64 longestTotal(PaneListModel *panes) const;
};
