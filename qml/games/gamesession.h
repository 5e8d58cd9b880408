#pragma once

#include "lineofsight.h"
#include "mazeeditor.h"
#include "mazemetrics.h"
#include "mazesolver.h"
#include "player.h"
#include "shortestpath.h"

#include <QColor>
#include <QElapsedTimer>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class MazeOverlay;
class PaneModel;
Q_MOC_INCLUDE("mazeoverlay.h")
Q_MOC_INCLUDE("panemodel.h")

// The games on one pane's finished maze: solve (the lab's depth-first dot,
// stepped at the pane's speed), trace (the shortest path, dot by dot), play
// (the flame: a player with line-of-sight light and a dim memory) and edit
// (the sandbox's build and destroy modes, undoable strokes, open and save).
//
// The session shares the pane's finished maze and its metrics (measured on
// the pane's worker) and copies the maze only at the first edit, into a
// MazeEditor; edits and opened files are written into the pane's layer, so
// the pane's view shows them, and measured again, for the game bar and the
// pane's own metrics line. The shortest path is searched for when Trace asks.
// What the games draw on top (solver marks, trace dots, light and shadow) is
// written into `overlay`, one pixel a unit, for the pane's MazeView.
class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(PaneModel *pane READ pane WRITE setPane NOTIFY paneChanged)
    Q_PROPERTY(MazeOverlay *overlay READ overlay CONSTANT)
    Q_PROPERTY(bool hasMaze READ hasMaze NOTIFY mazeChanged)
    Q_PROPERTY(int rows READ rows NOTIFY mazeChanged)
    Q_PROPERTY(int cols READ cols NOTIFY mazeChanged)
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    // The flame game's size in units a side (30 x 30 cells), for the whole comparison.
    Q_PROPERTY(int playSide READ playSide CONSTANT)
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY modeChanged)
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)
    // Where the current game stands on reaching the exit, in words (translated).
    Q_PROPERTY(bool exitReachable READ exitReachable NOTIFY mazeChanged)
    Q_PROPERTY(QString routeText READ routeText NOTIFY mazeChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // Solve.
    Q_PROPERTY(bool solving READ solving NOTIFY solverChanged)
    Q_PROPERTY(bool solverFinished READ solverFinished NOTIFY solverChanged)
    Q_PROPERTY(bool solverReachedExit READ solverReachedExit NOTIFY solverChanged)
    Q_PROPERTY(qint64 solverSteps READ solverSteps NOTIFY solverChanged)
    Q_PROPERTY(QPoint solverDot READ solverDot NOTIFY solverChanged)
    // Trace.
    Q_PROPERTY(int traceLength READ traceLength NOTIFY traceChanged)
    Q_PROPERTY(int tracedDots READ tracedDots NOTIFY traceChanged)
    // Play.
    Q_PROPERTY(QPoint player READ player NOTIFY playerChanged)
    Q_PROPERTY(qint64 playerMoves READ playerMoves NOTIFY playerChanged)
    Q_PROPERTY(bool atExit READ atExit NOTIFY playerChanged)
    Q_PROPERTY(double elapsedSeconds READ elapsedSeconds NOTIFY elapsedChanged)
    Q_PROPERTY(double radius READ radius WRITE setRadius NOTIFY radiusChanged)
    Q_PROPERTY(bool showRemembered READ showRemembered WRITE setShowRemembered NOTIFY showRememberedChanged)
    // Edit.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY editChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY editChanged)
    Q_PROPERTY(bool edited READ edited NOTIFY editChanged)
    // The metrics of the session's maze (measured again after every edit).
    Q_PROPERTY(bool hasMetrics READ hasMetrics NOTIFY metricsChanged)
    Q_PROPERTY(int shortestPath READ shortestPath NOTIFY metricsChanged)
    Q_PROPERTY(double deadEndShare READ deadEndShare NOTIFY metricsChanged)
    Q_PROPERTY(qint64 components READ components NOTIFY metricsChanged)
    Q_PROPERTY(qint64 loops READ loops NOTIFY metricsChanged)
    Q_PROPERTY(qint64 wallUnits READ wallUnits NOTIFY metricsChanged)

public:
    enum Mode { Off, Solve, Trace, Play, Edit };
    Q_ENUM(Mode)
    enum Tool { Build, Destroy };
    Q_ENUM(Tool)
    // The flame game's 30 x 30 cells.
    static constexpr int PlaySide = 61;
    int playSide() const { return PlaySide; }

    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    PaneModel *pane() const { return m_pane; }
    void setPane(PaneModel *pane);
    MazeOverlay *overlay() const { return m_overlay; }

    bool hasMaze() const { return m_hasMaze; }
    int rows() const { return m_hasMaze ? maze().grid.rows() : 0; }
    int cols() const { return m_hasMaze ? maze().grid.cols() : 0; }
    const mazestudy::Maze &maze() const;
    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    bool dark() const { return m_dark; }
    void setDark(bool dark);

    mazestudy::RouteStatus route() const { return m_route; }
    bool exitReachable() const { return m_route == mazestudy::RouteStatus::Reached; }
    QString routeText() const;
    QString message() const { return m_message; }

    bool solving() const { return m_mode == Solve && m_timer.isActive(); }
    bool solverFinished() const { return m_solver && m_solver->finished(); }
    bool solverReachedExit() const { return m_solver && m_solver->status() == mazestudy::RouteStatus::Reached; }
    qint64 solverSteps() const { return m_solver ? qint64(m_solver->steps()) : 0; }
    QPoint solverDot() const;
    const mazestudy::MazeSolver *solver() const { return m_solver.get(); }

    int traceLength() const;
    int tracedDots() const { return m_tracedDots; }

    QPoint player() const;
    qint64 playerMoves() const { return m_player ? qint64(m_player->moves()) : 0; }
    bool atExit() const { return m_player && m_player->atExit(); }
    double elapsedSeconds() const;
    double radius() const { return m_radius; }
    void setRadius(double radius);
    bool showRemembered() const { return m_showRemembered; }
    void setShowRemembered(bool show);
    const mazestudy::LineOfSight &lineOfSight() const { return m_sight; }

    bool canUndo() const { return m_editor.canUndo(); }
    bool canRedo() const { return m_editor.canRedo(); }
    bool edited() const { return m_editor.canUndo() || m_opened; }

    bool hasMetrics() const { return m_metrics.has_value(); }
    int shortestPath() const;
    double deadEndShare() const;
    qint64 components() const { return m_metrics ? qint64(m_metrics->components) : 0; }
    qint64 loops() const { return m_metrics ? qint64(m_metrics->loops) : 0; }
    qint64 wallUnits() const { return m_metrics ? qint64(m_metrics->wallUnits) : 0; }
    const std::optional<mazestudy::MazeMetrics> &metrics() const { return m_metrics; }

    // The session's maze in the .maze text format ("" without a maze).
    Q_INVOKABLE QString mazeText() const;
    // A file name for saving it: the generator, size and seed, or only the
    // size once the maze is edited or opened (a hand-drawn maze).
    Q_INVOKABLE QString suggestedFileName() const;

    // Solve: restart from the start; one step; run at the pane's speed; finish at once.
    Q_INVOKABLE void restartSolver();
    Q_INVOKABLE bool stepSolver();
    Q_INVOKABLE void runSolver();
    Q_INVOKABLE void finishSolver();
    // Trace: draw every dot at once.
    Q_INVOKABLE void finishTrace();

    // Play: one unit (dRow, dCol) with |dRow| + |dCol| == 1; false when refused.
    Q_INVOKABLE bool move(int dRow, int dCol);
    // The games' keys (gamekeys.h): whether a press is the game's, so that it
    // wins over the window's shortcuts, and doing it. pressKey() is true when
    // the flame moved, for the view to follow it.
    Q_INVOKABLE bool handlesKey(int key, int modifiers) const;
    Q_INVOKABLE bool pressKey(int key, int modifiers, bool autoRepeat);
    Q_INVOKABLE void restartPlay();
    // Space: a new seed for the pane (which makes its maze again), play goes on there.
    Q_INVOKABLE void newMaze();
    // The seed's play size (61 x 61 units) on the pane, made again.

    // Edit: N and M (toggling the mode on and off), strokes in units, undo and redo.
    Q_INVOKABLE void toggleBuild();
    Q_INVOKABLE void toggleDestroy();
    Q_INVOKABLE void beginStroke(int row, int col);
    Q_INVOKABLE void strokeTo(int row, int col);
    Q_INVOKABLE void endStroke();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

    // Files: false with `message` set; the session and pane are unchanged then.
    Q_INVOKABLE bool save(const QUrl &file);
    Q_INVOKABLE bool open(const QUrl &file);
    Q_INVOKABLE void clearMessage();

signals:
    void paneChanged();
    void mazeChanged();
    void modeChanged();
    void darkChanged();
    void messageChanged();
    void solverChanged();
    void traceChanged();
    void playerChanged();
    void elapsedChanged();
    void radiusChanged();
    void showRememberedChanged();
    void editChanged();
    void metricsChanged();
    // The player reached the exit.
    void won();

private:
    void onPaneMaze();
    void loadMaze(bool fromPane);
    void ownMaze();
    void writeLayer(const mazestudy::Rect &region);
    void writeWholeLayer();
    void afterEdit(const mazestudy::Rect &changed);
    void setMetrics(const std::optional<mazestudy::MazeMetrics> &metrics);
    // Measures the session's own maze, and gives the pane its metrics.
    void measure();
    void findTrace();
    void drawTraceTo(int dots);
    void setMessage(const QString &message);
    void enterMode();
    void onTick();
    void updateTimer();
    void paintSolverUnit(mazestudy::Point p);
    void paintLight(const mazestudy::Rect &area);
    void paintAllLight();
    void clearOverlay();
    uint8_t paintValue() const;

    QPointer<PaneModel> m_pane;
    MazeOverlay *m_overlay = nullptr;
    std::shared_ptr<const mazestudy::Maze> m_paneMaze; // shared, read until the first edit
    bool m_hasMaze = false;
    bool m_ownsMaze = false; // the editor holds the maze: edited or opened
    bool m_opened = false;
    mazestudy::MazeEditor m_editor;
    std::optional<mazestudy::MazeMetrics> m_metrics;
    mazestudy::RouteStatus m_route = mazestudy::RouteStatus::NoStart;
    Mode m_mode = Off;
    Tool m_tool = Build;
    bool m_dark = false;
    QString m_message;

    QTimer m_timer; // solver and trace steps at the pane's speed
    std::unique_ptr<mazestudy::MazeSolver> m_solver;
    std::optional<mazestudy::ShortestPath> m_trace; // found on entering Trace
    int m_tracedDots = 0;

    std::unique_ptr<mazestudy::Player> m_player;
    mazestudy::LineOfSight m_sight;
    double m_radius = 6;
    bool m_showRemembered = true;
    QElapsedTimer m_clock;
    qint64 m_finalMilliseconds = -1;
    QTimer m_elapsedTimer;
    bool m_stroking = false;
    QPoint m_strokeLast;
};
