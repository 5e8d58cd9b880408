#pragma once

#include "panemodel.h"
#include "steppingframe.h"

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class CallStackModel;
class WorkingSetModel;
class PaneModel;
Q_MOC_INCLUDE("callstackmodel.h")
Q_MOC_INCLUDE("workingsetmodel.h")
Q_MOC_INCLUDE("panemodel.h")

// Stepping through one pane's recursion: one move forward or back, step over
// a child call, step out of the current one, seek to any move, run to the
// end, to a stack depth or until a unit is reached. The pane's worker owns
// the core Timeline (a SteppingSession) and does the moves, so a long jump
// leaves the window responsive; the stepper sends the commands and shows the
// answers: the position, the call stack (callStack), the arrows and the
// translated narration, while the worker writes the stepping colours into the
// pane's layer.
//
// It becomes active with its first command, starting from the move the
// pane's own run had reached (the timeline's state at k is exactly the
// generator's after k moves). Resetting the pane or changing its spec ends
// it; running the pane again goes on from the stepped move.
class PaneStepper : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(PaneModel *pane READ pane WRITE setPane NOTIFY paneChanged)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // Commands sent and not answered yet (a long jump in progress).
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    Q_PROPERTY(qint64 position READ position NOTIFY changed)
    Q_PROPERTY(qint64 totalMoves READ totalMoves NOTIFY changed)
    Q_PROPERTY(int depth READ depth NOTIFY changed)
    Q_PROPERTY(int sweep READ sweep NOTIFY changed)
    Q_PROPERTY(bool canGoBack READ canGoBack NOTIFY changed)
    Q_PROPERTY(bool atEnd READ atEnd NOTIFY changed)
    Q_PROPERTY(bool usesCalls READ usesCalls NOTIFY changed)
    Q_PROPERTY(QString narration READ narration NOTIFY changed)
    // The lab script's line that made the move shown, for the editor to mark; 0 for none.
    Q_PROPERTY(int scriptLine READ scriptLine NOTIFY changed)
    // The pane's status line while stepped: "step 60 of 281 · depth 54"
    // (the automaton: its sweep), "Working…" first while an answer is awaited.
    Q_PROPERTY(QString statusText READ statusText NOTIFY changed)
    // The stack panel's heading: how many frames (DFS family), the sweep (the
    // automaton), or the working set's title and what it is doing now.
    Q_PROPERTY(QString stackSummary READ stackSummary NOTIFY changed)
    Q_PROPERTY(QPoint currentUnit READ currentUnit NOTIFY changed)
    // The automaton: the window of the last check (its centre) and the walls it counted; -1 otherwise.
    Q_PROPERTY(QPoint windowUnit READ windowUnit NOTIFY changed)
    Q_PROPERTY(int windowWalls READ windowWalls NOTIFY changed)
    // A row of callStack (0 = the top frame), -1 for none; its unit is highlighted.
    Q_PROPERTY(int selectedFrame READ selectedFrame WRITE setSelectedFrame NOTIFY selectedFrameChanged)
    Q_PROPERTY(QPoint selectedUnit READ selectedUnit NOTIFY selectedFrameChanged)
    Q_PROPERTY(CallStackModel *callStack READ callStack CONSTANT)
    Q_PROPERTY(WorkingSetModel *workingSet READ workingSet CONSTANT)

public:
    explicit PaneStepper(QObject *parent = nullptr);
    ~PaneStepper() override;

    PaneModel *pane() const { return m_pane; }
    void setPane(PaneModel *pane);

    bool active() const { return m_active; }
    bool busy() const { return m_active && m_answered < m_sent; }
    qint64 position() const;
    qint64 totalMoves() const;
    int depth() const;
    int sweep() const;
    bool canGoBack() const { return position() > 0; }
    bool atEnd() const;
    bool usesCalls() const;
    QString narration() const;
    int scriptLine() const { return m_active && m_answer ? m_answer->scriptLine : 0; }
    QString statusText() const;
    QString stackSummary() const;
    QPoint currentUnit() const;
    QPoint windowUnit() const;
    int windowWalls() const;
    int selectedFrame() const { return m_selectedFrame; }
    void setSelectedFrame(int row);
    QPoint selectedUnit() const;
    CallStackModel *callStack() const { return m_callStack; }
    WorkingSetModel *workingSet() const { return m_workingSet; }

    // The worker's last answer while active (null before the first), for the arrows and tests.
    const SteppingFrame *answer() const { return m_active ? m_answer.get() : nullptr; }
    // Where the commands sent so far will leave it, when that is known without
    // the worker (steps, back, seeks); the position otherwise.
    qint64 expectedPosition() const;
    // Starts showing the stepping (from where the pane's run is); false without a pane.
    bool activate();
    void rewindIfFinished();

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
    // Stops showing the stepping; the pane's worker keeps the stepped state
    // until the pane runs, steps or is reset.
    void deactivate();
    // Stepping ends by the user's choice (another mode): a maze that was
    // finished shows finished again (PaneModel::endStepping).
    void leave();

signals:
    void paneChanged();
    void changed();
    void selectedFrameChanged();

private:
    qint64 clampedMove(qint64 move) const;
    void send(SteppingCommand command, std::optional<qint64> expected);
    void sendDeferredSeek();
    void onStepped(const std::shared_ptr<const SteppingFrame> &answer);
    void onPaneStatus();

    QPointer<PaneModel> m_pane;
    bool m_active = false;
    uint64_t m_sent = 0; // tickets: commands sent, and the last answered
    uint64_t m_answered = 0;
    uint64_t m_firstTicket = 1; // of this activation: older answers are stale
    std::optional<qint64> m_expected;
    // A seek asked for while busy (a slider drag): only the last one is sent.
    std::optional<qint64> m_deferredSeek;
    std::shared_ptr<const SteppingFrame> m_answer;
    int m_selectedFrame = -1;
    CallStackModel *m_callStack = nullptr;
    WorkingSetModel *m_workingSet = nullptr;
};
