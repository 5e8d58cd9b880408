#pragma once

#include "mazeeditor.h"
#include "mazemetrics.h"
#include "routestatus.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

class MazeOverlay;
class PaneModel;
Q_MOC_INCLUDE("mazeoverlay.h")
Q_MOC_INCLUDE("panemodel.h")

// What the games on one pane share: the maze, its metrics, the overlay they
// draw into, the mode (which game is on), the theme and the files. The games
// (game.h) see only this; GameSession adds them on top.
//
// The board shares the pane's finished maze and its metrics (measured on the
// pane's worker) and copies the maze only at the first edit, into a
// MazeEditor; edits and opened files are written into the pane's layer, so
// the pane's view shows them, and measured again, for the games' page and the
// pane's own metrics line. What the games draw on top (solver marks, trace
// dots, light and shadow) goes into `overlay`, one pixel a unit; it is empty
// while no game draws, so that a finished pane costs the view nothing more.
//
// Work the size of the maze (a search, a copy, measuring an edit) runs on a
// pool thread through offload(), on a snapshot of the maze no edit changes,
// and its result comes back queued, like a pane worker's frames; a result for
// a maze since replaced (a new run, an edit, a file) is dropped.
class GameBoard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the games' shared state: use a GameSession")
    Q_PROPERTY(PaneModel *pane READ pane WRITE setPane NOTIFY paneChanged)
    Q_PROPERTY(MazeOverlay *overlay READ overlay CONSTANT)
    Q_PROPERTY(bool hasMaze READ hasMaze NOTIFY mazeChanged)
    Q_PROPERTY(int rows READ rows NOTIFY mazeChanged)
    Q_PROPERTY(int cols READ cols NOTIFY mazeChanged)
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)
    // Where the maze stands on reaching the exit, in words (translated).
    Q_PROPERTY(bool exitReachable READ exitReachable NOTIFY mazeChanged)
    Q_PROPERTY(QString routeText READ routeText NOTIFY mazeChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // The message says what went wrong, not what was done ("Saved ...").
    Q_PROPERTY(bool messageIsProblem READ messageIsProblem NOTIFY messageChanged)
    // A file is being written on the games' pool; `message` says which.
    Q_PROPERTY(bool saving READ saving NOTIFY savingChanged)
    Q_PROPERTY(bool edited READ edited NOTIFY editChanged)
    // The metrics of the board's maze (measured again after every edit).
    Q_PROPERTY(bool hasMetrics READ hasMetrics NOTIFY metricsChanged)
    Q_PROPERTY(int shortestPath READ shortestPath NOTIFY metricsChanged)
    Q_PROPERTY(double deadEndShare READ deadEndShare NOTIFY metricsChanged)
    Q_PROPERTY(qint64 components READ components NOTIFY metricsChanged)
    Q_PROPERTY(qint64 loops READ loops NOTIFY metricsChanged)
    Q_PROPERTY(qint64 wallUnits READ wallUnits NOTIFY metricsChanged)
    // The maze is a lab script's, as the script left it, and the script has
    // its own solve() or trace() (the mazedfs assignment's lab 3).
    Q_PROPERTY(bool hasScriptWalks READ hasScriptWalks NOTIFY mazeReplaced)
    // Solve and Trace show the script's own walks where it has them, else
    // the built-in solver and shortest path.
    Q_PROPERTY(bool scriptWalks READ scriptWalks WRITE setScriptWalks NOTIFY scriptWalksChanged)

public:
    enum Mode { Off, Solve, Trace, Play, Edit, World };
    Q_ENUM(Mode)

    explicit GameBoard(QObject *parent = nullptr);
    ~GameBoard() override;

    PaneModel *pane() const;
    void setPane(PaneModel *pane);
    MazeOverlay *overlay() const { return m_overlay; }

    bool hasMaze() const { return m_hasMaze; }
    int rows() const { return m_hasMaze ? maze().grid.rows() : 0; }
    int cols() const { return m_hasMaze ? maze().grid.cols() : 0; }
    const mazestudy::Maze &maze() const;
    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    bool dark() const { return m_dark; }
    void setDark(bool dark);
    // The pane's speed in moves a second (0: as fast as possible, -1: instant).
    int paneSpeed() const;

    mazestudy::RouteStatus route() const { return m_route; }
    bool exitReachable() const { return m_route == mazestudy::RouteStatus::Reached; }
    QString routeText() const;
    QString message() const { return m_message; }
    bool messageIsProblem() const { return m_messageIsProblem; }
    bool saving() const { return m_savesUnderWay > 0; }
    bool edited() const { return m_editor.canUndo() || m_opened; }

    bool hasMetrics() const { return m_metrics.has_value(); }
    int shortestPath() const;
    double deadEndShare() const;
    qint64 components() const { return m_metrics ? qint64(m_metrics->components) : 0; }
    qint64 loops() const { return m_metrics ? qint64(m_metrics->loops) : 0; }
    qint64 wallUnits() const { return m_metrics ? qint64(m_metrics->wallUnits) : 0; }
    const std::optional<mazestudy::MazeMetrics> &metrics() const { return m_metrics; }

    bool hasScriptWalks() const;
    bool scriptWalks() const { return m_scriptWalks; }
    void setScriptWalks(bool shown);
    // The script's own walk that Solve (its solve()) or Trace (its trace())
    // shows now, or null: the built-in one's turn.
    const mazestudy::ScriptWalk *scriptWalk(Mode mode) const;
    // The script has its own walk for `mode`, shown or not (scriptWalks).
    bool hasScriptWalk(Mode mode) const;

    // The editor holding the board's own copy of the maze, made on first use;
    // read-only, it may hold none yet (then it has nothing to undo).
    mazestudy::MazeEditor &ownMaze();
    const mazestudy::MazeEditor &editor() const { return m_editor; }
    // After an edit: the pane's layer and metrics follow, and mazeReplaced().
    void mazeEdited(const mazestudy::Rect &changed);
    // While mazeReplaced() is emitted for an edit: the units it changed (empty
    // when they are not known), so a game can keep its place on the maze.
    bool replacedByEdit() const { return m_replacedByEdit; }
    const mazestudy::Rect &lastEdit() const { return m_lastEdit; }
    void writeLayer(const mazestudy::Rect &region);
    // Clears the overlay to the maze's size in the games that draw (solve,
    // trace, play); to nothing in the others and without a maze.
    void clearOverlay();

    // The board's maze as it is now, shared and never changed, for work on another thread.
    std::shared_ptr<const mazestudy::Maze> sharedMaze();
    // Runs `work` on a pool thread below the GUI's priority, then `done`
    // with its result on this thread, unless the maze has been replaced
    // meanwhile. On a maze of at most offloadUnits units both run at once
    // (null is returned); otherwise the watcher of the work sent away.
    template<typename Work, typename Done> QFutureWatcherBase *offload(Work work, Done done);
    // The pools work goes to, both below the GUI's priority: the games' work
    // on as many threads as cores, the files saved one after another, so
    // that two saves to one name end with the later one's maze.
    enum class Pool { Games, Saves };
    // Runs `work` on `pool`, then `done` with its result on this thread,
    // whatever became of the maze meanwhile (a file being saved is written
    // from its snapshot all the same).
    template<typename Work, typename Done> QFutureWatcherBase *inPool(Work work, Done done, Pool pool = Pool::Games);
    // Whether the board's work runs on the GUI thread: no maze, or one of at most offloadUnits units.
    bool worksInline() const { return !m_hasMaze || size_t(maze().grid.unitCount()) <= offloadUnits; }
    // The largest maze whose work runs on the GUI thread (tests set 0).
    static inline size_t offloadUnits = size_t(1) << 16;

    // The board's maze in the .maze text format ("" without a maze).
    Q_INVOKABLE QString mazeText() const;
    // A file name for saving it: the generator, size and seed, or only the
    // size once the maze is edited or opened (a hand-drawn maze).
    Q_INVOKABLE QString suggestedFileName() const;
    // Files: false with `message` set; the board and pane are unchanged then.
    // The name's extension chooses the format, as for the CLI's generate --out.
    // A maze larger than offloadUnits is written on the games' pool from a
    // snapshot (a 3D model of 1001 x 1001 units takes a second or two): save()
    // then says "Saving ..." and returns true, and saveFinished() tells.
    Q_INVOKABLE bool save(const QUrl &file);
    // Saves the maze's 3D world, built walls at their heights, as a .stl or
    // .obj model (2 mm a unit, 3 mm a block level, docs/file-formats.md); a
    // name with another extension is refused.
    Q_INVOKABLE bool exportModel(const QUrl &file);
    Q_INVOKABLE bool open(const QUrl &file);
    // Plays on a copy of `maze` as on an opened file called `name` (a race
    // puts one pane's maze into the others): edited, the pane titled `name`.
    void openMaze(const mazestudy::Maze &maze, const QString &name);
    Q_INVOKABLE void clearMessage();

signals:
    void paneChanged();
    void mazeChanged();
    void modeChanged();
    void darkChanged();
    void messageChanged();
    void editChanged();
    void metricsChanged();
    // The maze the games play on is another (a new one from the pane, an
    // edit, a file, or none while the pane makes one): the game in progress
    // starts again, and what a game found on the old maze is forgotten.
    void mazeReplaced();
    // About to open a file, leave the mode or change the theme: a stroke in progress ends first.
    void aboutToChange();
    // A save() is done: the file is complete, or `message` says why not.
    void saveFinished(const QString &path, bool written);
    void savingChanged();
    void scriptWalksChanged();

private:
    void onPaneMaze();
    void loadMaze(bool fromPane);
    // The editor holds an opened maze called `name`: the games play on it.
    void showOpened(const QString &name);
    void writeWholeLayer();
    void setMetrics(const std::optional<mazestudy::MazeMetrics> &metrics);
    // Measures the board's own maze, and gives the pane its metrics.
    void measure();
    void setMessage(const QString &message, bool problem = true);
    struct SaveOutcome;
    // Writes `maze` to `path` in the format its extension names, all or
    // nothing; on any thread, and nothing it throws leaves it.
    static SaveOutcome writeFile(const mazestudy::Maze &maze, const std::string &path);
    bool finishSave(const QString &path, const SaveOutcome &outcome);
    // The maze is another: results of work sent away for the old one are dropped.
    void replaceMaze();
    static void startInPool(std::function<void()> task, Pool pool);

    QPointer<PaneModel> m_pane;
    MazeOverlay *m_overlay = nullptr;
    std::shared_ptr<const mazestudy::Maze> m_paneMaze; // shared, read until the first edit
    std::shared_ptr<const mazestudy::Maze> m_ownSnapshot; // the editor's maze, copied once an edit is done
    uint64_t m_mazeSerial = 0; // counts the mazes the board has had
    bool m_hasMaze = false;
    bool m_ownsMaze = false; // the editor holds the maze: edited or opened
    bool m_opened = false;
    QString m_openedName; // the opened file's name, for the pane's title
    bool m_replacedByEdit = false;
    mazestudy::Rect m_lastEdit;
    mazestudy::MazeEditor m_editor;
    std::optional<mazestudy::MazeMetrics> m_metrics;
    mazestudy::RouteStatus m_route = mazestudy::RouteStatus::NoStart;
    Mode m_mode = Off;
    bool m_dark = false;
    bool m_scriptWalks = true;
    QString m_message;
    bool m_messageIsProblem = true;
    int m_savesUnderWay = 0;
};

template<typename Work, typename Done> QFutureWatcherBase *GameBoard::offload(Work work, Done done)
{
    if (worksInline()) {
        done(work());
        return nullptr;
    }
    return inPool(std::move(work), [this, done, serial = m_mazeSerial](auto &&result) {
        if (serial == m_mazeSerial)
            done(std::forward<decltype(result)>(result));
    });
}

template<typename Work, typename Done> QFutureWatcherBase *GameBoard::inPool(Work work, Done done, Pool pool)
{
    using Result = std::invoke_result_t<Work>;
    auto promise = std::make_shared<QPromise<Result>>();
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [watcher, done] {
        watcher->deleteLater();
        if (watcher->future().resultCount() > 0)
            done(watcher->future().takeResult());
    });
    watcher->setFuture(promise->future());
    startInPool(
        [promise, work] {
            promise->start();
            promise->addResult(work());
            promise->finish();
        },
        pool);
    return watcher;
}
