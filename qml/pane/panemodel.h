#pragma once

#include "mazespec.h"
#include "paneframe.h"
#include "paneworker.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPoint>
#include <QThread>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class MazeLayer;
class OptionListModel;
Q_MOC_INCLUDE("mazelayer.h")
Q_MOC_INCLUDE("optionlistmodel.h")
struct PaneChannel;

// One pane of the comparison: a generator spec, the worker that runs its step
// machine on a thread of its own, and what the GUI shows of it (the unit
// states in `layer`, progress, status, the headline metrics once finished).
// Every property changes on the GUI thread only, from frames the worker
// publishes; frames of a run that has since been reset are dropped.
//
// Changing the spec (generator, options, size, seed) resets the pane, and
// runs it again if it had been started. Destroying the model mid-run cancels
// the run and joins the thread.
class PaneModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString generatorId READ generatorId WRITE setGeneratorId NOTIFY generatorIdChanged)
    Q_PROPERTY(QString generatorName READ generatorName NOTIFY generatorIdChanged)
    // The options that are not their defaults, with their labels ("Variant:
    // Edge (simplified Prim)"), so that two panes of one generator tell apart.
    Q_PROPERTY(QString optionsText READ optionsText NOTIFY specChanged)
    // What the pane shows, by name: the generator and its options, or the
    // file a maze was opened from.
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
    Q_PROPERTY(QString generatorSummary READ generatorSummary NOTIFY generatorIdChanged)
    Q_PROPERTY(bool usesSweeps READ usesSweeps NOTIFY generatorIdChanged)
    Q_PROPERTY(bool makesCalls READ makesCalls NOTIFY generatorIdChanged)
    Q_PROPERTY(OptionListModel *options READ options CONSTANT)
    Q_PROPERTY(int rows READ rows NOTIFY specChanged)
    Q_PROPERTY(int cols READ cols NOTIFY specChanged)
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY specChanged)
    // The share of dead ends braid removes after the generator (0: none).
    Q_PROPERTY(double braid READ braid WRITE setBraid NOTIFY specChanged)
    Q_PROPERTY(int speed READ speed WRITE setSpeed NOTIFY speedChanged)
    Q_PROPERTY(Status status READ status NOTIFY statusChanged)
    Q_PROPERTY(bool running READ running NOTIFY statusChanged)
    Q_PROPERTY(bool finished READ finished NOTIFY statusChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY statusChanged)
    Q_PROPERTY(qint64 moves READ moves NOTIFY progressChanged)
    Q_PROPERTY(int depth READ depth NOTIFY progressChanged)
    Q_PROPERTY(int sweeps READ sweeps NOTIFY progressChanged)
    // How much of the maze is built, 0 to 1; negative when the generator cannot tell (the automaton).
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(QPoint current READ current NOTIFY progressChanged)
    Q_PROPERTY(double busyMilliseconds READ busyMilliseconds NOTIFY progressChanged)
    Q_PROPERTY(double runMilliseconds READ runMilliseconds NOTIFY statusChanged)
    Q_PROPERTY(bool hasMetrics READ hasMetrics NOTIFY metricsChanged)
    Q_PROPERTY(double deadEndShare READ deadEndShare NOTIFY metricsChanged)
    Q_PROPERTY(bool deadEndShareOfCells READ deadEndShareOfCells NOTIFY metricsChanged)
    Q_PROPERTY(double meanCorridorLength READ meanCorridorLength NOTIFY metricsChanged)
    Q_PROPERTY(double horizontalShare READ horizontalShare NOTIFY metricsChanged)
    // What the pane says, in the window's language: its status line
    // ("Finished · 1,456 steps · depth 0 · 2 ms") and its headline metrics
    // as the pane shows them ("9.6 %", "10.73", "50.9 %"; "–" before the end).
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusTextChanged)
    Q_PROPERTY(QString deadEndShareText READ deadEndShareText NOTIFY metricsChanged)
    Q_PROPERTY(QString meanCorridorLengthText READ meanCorridorLengthText NOTIFY metricsChanged)
    Q_PROPERTY(QString horizontalShareText READ horizontalShareText NOTIFY metricsChanged)
    Q_PROPERTY(MazeLayer *mazeLayer READ mazeLayer CONSTANT)
    // The lab: the pane's own script (kept while the pane runs another
    // generator), and why the last run's maze may not be what it meant
    // ("line 4: SyntaxError: ..."), with the script's line (0: none).
    Q_PROPERTY(bool isLab READ isLab NOTIFY generatorIdChanged)
    Q_PROPERTY(QString labScript READ labScript WRITE setLabScript NOTIFY labScriptChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(int problemLine READ problemLine NOTIFY problemChanged)
    Q_PROPERTY(bool scriptStopped READ scriptStopped NOTIFY problemChanged)
    // The pane shows its maze in 3D, in daylight or by the flame's light
    // (both remembered with the window's state).
    Q_PROPERTY(bool view3D READ view3D WRITE setView3D NOTIFY view3DChanged)
    Q_PROPERTY(bool fullLight READ fullLight WRITE setFullLight NOTIFY fullLightChanged)
    // The solver Solve walks, an id of the solver catalogue (remembered with
    // the window's state); an unknown id is refused, so it is always one.
    Q_PROPERTY(QString solverId READ solverId WRITE setSolverId NOTIFY solverIdChanged)

public:
    enum Status { Ready, Running, Paused, Finished, Failed };
    Q_ENUM(Status)

    explicit PaneModel(QObject *parent = nullptr);
    ~PaneModel() override;

    const mazestudy::MazeSpec &spec() const { return m_spec; }
    void setSpec(const mazestudy::MazeSpec &spec);

    QString generatorId() const { return QString::fromStdString(m_spec.generator); }
    void setGeneratorId(const QString &id);
    QString generatorName() const;
    QString optionsText() const;
    QString title() const;
    // "41x51-seed-1": the size and seed in the file names exports propose.
    QString sizeAndSeed() const;
    // What the shown maze is called where its generator's name would not be
    // true (the charts' legend): the file it was opened from, or the title
    // marked edited; empty for the generator's own maze.
    QString ownMazeName() const;
    // The shown maze is not the generator's own: edited, or opened from a file.
    bool edited() const { return m_edited; }
    QString generatorSummary() const;
    bool usesSweeps() const;
    // "sweep 12", or "generation 12" for an automaton that counts generations.
    QString sweepText(int sweep) const;
    // A DFS-family generator: its depth and call stack mean something.
    bool makesCalls() const;
    bool isLab() const;
    QString labScript() const { return m_labScript; }
    bool view3D() const { return m_view3D; }
    void setView3D(bool view3D);
    bool fullLight() const { return m_fullLight; }
    void setFullLight(bool fullLight);
    // The lab's depth-first walk, Solve's walk before there was a choice.
    static constexpr const char *DefaultSolverId = "dfs";
    QString solverId() const { return m_solverId; }
    void setSolverId(const QString &id);
    // Runs the pane again with this script, when it is a lab pane.
    void setLabScript(const QString &script);
    QString problem() const;
    int problemLine() const;
    // The lab's script stopped with a problem: its maze is what the script
    // left, not a maze to measure as made.
    bool scriptStopped() const { return m_maze && !m_maze->problem.empty(); }
    // What the lab's showvalue prints on a unit: 0 for wall, 1 for floor, or
    // the finished lab script's own mark there.
    int unitValue(int row, int col) const;
    OptionListModel *options() const { return m_options; }
    Q_INVOKABLE void setOption(const QString &key, const QString &value);
    int rows() const { return m_spec.rows; }
    int cols() const { return m_spec.cols; }
    Q_INVOKABLE void setSize(int rows, int cols);
    qint64 seed() const { return qint64(m_spec.seed); }
    void setSeed(qint64 seed);
    double braid() const { return m_spec.braid; }
    void setBraid(double braid);
    int speed() const { return m_speed; }
    void setSpeed(int movesPerSecond);

    Status status() const { return m_status; }
    bool running() const { return m_status == Running; }
    bool finished() const { return m_status == Finished; }
    QString errorString() const { return m_errorString; }
    qint64 moves() const { return qint64(m_moves); }
    int depth() const { return m_depth; }
    int sweeps() const { return m_sweeps; }
    double progress() const { return m_progress; }
    QPoint current() const { return m_current; }
    double busyMilliseconds() const { return m_busyMilliseconds; }
    double runMilliseconds() const;
    MazeLayer *mazeLayer() const { return m_layer; }

    bool hasMetrics() const { return m_metrics.has_value(); }
    double deadEndShare() const;
    bool deadEndShareOfCells() const { return m_metrics && m_metrics->hasCellView; }
    double meanCorridorLength() const;
    double horizontalShare() const;
    QString statusText() const;
    QString deadEndShareText() const;
    QString meanCorridorLengthText() const;
    QString horizontalShareText() const;
    // What the pane shows once a game has changed its maze (an edit, an opened
    // file), and its metrics; a reset or a new run brings the pane's own back.
    // `edited`: the maze is no longer the generator's own (the status says
    // so); `openedFrom`: the file it was opened from, empty for the pane's
    // own (edited or not), which then names the pane instead of its generator.
    void adoptMaze(std::shared_ptr<const mazestudy::Maze> maze, std::optional<mazestudy::MazeMetrics> metrics,
        bool edited, const QString &openedFrom = {});
    // The maze the pane shows: the adopted one, else its own (for exports and charts).
    std::shared_ptr<const mazestudy::Maze> shownMaze() const { return m_shownMaze ? m_shownMaze : m_maze; }
    const std::optional<mazestudy::MazeMetrics> &metrics() const { return m_metrics; }
    // The finished maze (null until then), for solving, playing, editing, exporting.
    std::shared_ptr<const mazestudy::Maze> maze() const { return m_maze; }
    // Hands the run to stepping on the worker (see PaneStepper); answered by stepped().
    void sendStepping(const SteppingCommand &request, uint64_t ticket);
    // Stepping ends by choice: a pane whose maze was finished before shows it
    // finished again (its games ready); one stepped mid-run stays paused where
    // it was stepped to, and Run goes on from there.
    void endStepping();
    // The finished maze in the .maze text format, as mazestudy-cli generate writes it ("" until finished).
    Q_INVOKABLE QString mazeText() const;

public slots:
    void run();
    void pause();
    void step();
    // Back to the spec's start, not running.
    void reset();

signals:
    void generatorIdChanged();
    void specChanged();
    void speedChanged();
    void statusChanged();
    void progressChanged();
    void metricsChanged();
    void statusTextChanged();
    void titleChanged();
    void labScriptChanged();
    void view3DChanged();
    void fullLightChanged();
    void solverIdChanged();
    void problemChanged();
    // The worker answered a stepping command; the layer already shows it.
    void stepped(const std::shared_ptr<const SteppingFrame> &frame);
    // The worker has stopped where the layer shows: after a pause, a step, or the last move.
    void settled();

private:
    void onPublished(const PaneFramePointer &frame);
    void applySpec(const mazestudy::MazeSpec &spec);
    void setStatus(Status status);
    QString percentText(double share) const;
    template<typename Function> void command(Function function);

    mazestudy::MazeSpec m_spec;
    QString m_labScript;
    bool m_view3D = false;
    bool m_fullLight = false;
    QString m_solverId = QString::fromLatin1(DefaultSolverId);
    int m_speed = PaneWorker::DefaultSpeed;
    uint64_t m_generation = 0;
    bool m_stepping = false; // stepping commands went to the worker since the last run, step or reset
    std::shared_ptr<PaneChannel> m_channel;
    QThread m_thread;
    PaneWorker *m_worker = nullptr;
    MazeLayer *m_layer = nullptr;
    OptionListModel *m_options = nullptr;

    Status m_status = Ready;
    QString m_errorString;
    uint64_t m_moves = 0;
    int m_depth = 0;
    int m_sweeps = 0;
    double m_progress = 0;
    QPoint m_current {-1, -1};
    double m_busyMilliseconds = 0;
    QElapsedTimer m_runClock; // running since
    double m_runMilliseconds = 0; // run time before the current stretch
    std::shared_ptr<const mazestudy::Maze> m_maze;
    std::shared_ptr<const mazestudy::Maze> m_shownMaze; // a game's, adopted
    bool m_edited = false;
    QString m_openedFrom; // the file the shown maze was opened from
    std::optional<mazestudy::MazeMetrics> m_metrics;
};
