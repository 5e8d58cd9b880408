#pragma once

#include "paneworker.h"

#include <QList>
#include <QObject>
#include <QRect>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class GeneratorListModel;
class MaskChoice;
class PaneListModel;
class PaneModel;
class SolverListModel;
Q_MOC_INCLUDE("generatorlistmodel.h")
Q_MOC_INCLUDE("solverlistmodel.h")
Q_MOC_INCLUDE("panelistmodel.h")
Q_MOC_INCLUDE("maskchoice.h")

// The comparison window's shared state, as its toolbar edits it: the panes,
// one maze size, shape and seed for all of them, the speed, and the commands that
// act on every pane. Remembers itself (panes, size, shape, seed, speed, window
// geometry) in QSettings; `settingsFile` points elsewhere (tests, screenshots).
class Comparison : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(PaneListModel *panes READ panes CONSTANT)
    Q_PROPERTY(GeneratorListModel *generators READ generators CONSTANT)
    // The solver catalogue, for the race's dialog.
    Q_PROPERTY(SolverListModel *solvers READ solvers CONSTANT)
    // The shape of every pane's maze.
    Q_PROPERTY(MaskChoice *mask READ mask CONSTANT)
    Q_PROPERTY(int rows READ rows NOTIFY sizeChanged)
    Q_PROPERTY(int cols READ cols NOTIFY sizeChanged)
    Q_PROPERTY(QStringList sizePresets READ sizePresets CONSTANT)
    Q_PROPERTY(int sizePresetIndex READ sizePresetIndex NOTIFY sizeChanged)
    Q_PROPERTY(int minSide READ minSide CONSTANT)
    Q_PROPERTY(int maxSide READ maxSide CONSTANT)
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY seedChanged)
    Q_PROPERTY(bool sameSeed READ sameSeed WRITE setSameSeed NOTIFY sameSeedChanged)
    Q_PROPERTY(int speed READ speed WRITE setSpeed NOTIFY speedChanged)
    Q_PROPERTY(QList<int> speeds READ speeds CONSTANT)
    Q_PROPERTY(int speedIndex READ speedIndex WRITE setSpeedIndex NOTIFY speedChanged)
    Q_PROPERTY(int maxPanes READ maxPanes CONSTANT)
    Q_PROPERTY(bool anyRunning READ anyRunning NOTIFY activityChanged)
    Q_PROPERTY(bool allFinished READ allFinished NOTIFY activityChanged)
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY windowGeometryChanged)
    // The charts' height as the user dragged it, in pixels; -1: the window's default.
    Q_PROPERTY(int chartsHeight READ chartsHeight WRITE setChartsHeight NOTIFY chartsHeightChanged)
    Q_PROPERTY(QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY settingsFileChanged)
    // The mazedfs lab's display switches, for every pane: its classic colours,
    // each unit's value on its block, and a picture for the solve and play dot.
    Q_PROPERTY(bool labClassic MEMBER m_labClassic NOTIFY displayChanged)
    Q_PROPERTY(bool showValues MEMBER m_showValues NOTIFY displayChanged)
    Q_PROPERTY(QUrl dotPicture READ dotPicture WRITE setDotPicture NOTIFY displayChanged)
    // The call stack panel beside the panes: its room is kept while it is
    // shown, stepped pane or not, so that stepping never moves the panes.
    Q_PROPERTY(bool showStack MEMBER m_showStack NOTIFY showStackChanged)

public:
    static constexpr int DefaultRows = 41;
    static constexpr int DefaultCols = 51;
    static constexpr int MaxPanes = 8;

    explicit Comparison(QObject *parent = nullptr);
    ~Comparison() override;

    PaneListModel *panes() const { return m_panes; }
    GeneratorListModel *generators() const { return m_generators; }
    SolverListModel *solvers() const { return m_solvers; }
    MaskChoice *mask() const { return m_mask; }

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    QStringList sizePresets() const;
    int sizePresetIndex() const;
    int minSide() const;
    int maxSide() const;
    // Applies a size to every pane and runs them; false (and nothing changes) when a side has a problem.
    Q_INVOKABLE bool setSize(int rows, int cols);
    Q_INVOKABLE bool setSizeText(const QString &rows, const QString &cols);
    Q_INVOKABLE void applySizePreset(int index);
    // What is wrong with a side as typed, for the panes in use ("" when nothing).
    Q_INVOKABLE QString sideProblem(const QString &text, bool isRows) const;

    qint64 seed() const { return m_seed; }
    void setSeed(qint64 seed);
    Q_INVOKABLE QString seedProblem(const QString &text) const;
    Q_INVOKABLE bool setSeedText(const QString &text);
    // The seed a pane gets: the same in every pane, or the seed plus the pane's index.
    Q_INVOKABLE qint64 paneSeed(int index) const;
    bool sameSeed() const { return m_sameSeed; }
    void setSameSeed(bool same);

    int speed() const { return m_speed; }
    void setSpeed(int movesPerSecond);
    QList<int> speeds() const;
    int speedIndex() const;
    void setSpeedIndex(int index);
    Q_INVOKABLE QString speedLabel(int movesPerSecond) const;

    int maxPanes() const { return MaxPanes; }
    // Adds a pane (the first generator not yet shown when `generatorId` is empty); it runs
    // at once when another pane has been started.
    Q_INVOKABLE void addPane(const QString &generatorId = {});
    Q_INVOKABLE void removePane(int index);
    // Replaces the panes, one per id; unknown ids are skipped.
    void setGenerators(const QStringList &ids);

    // The comparisons one click away: the seeds' generators, or a seed
    // generator against the classic baselines (the docs say what it shows).
    enum ComparisonSet { Seeds, SeedVsBaselines };
    Q_ENUM(ComparisonSet)
    Q_INVOKABLE void showComparisonSet(ComparisonSet set);
    // Replacing the panes would lose what the user made in them: a lab
    // script, an edited or opened maze, options or braid set by hand.
    Q_INVOKABLE bool panesHoldWork() const;
    // The names of the shown mazes that are not their generator's own
    // (ownMazeName(): edited, or opened from a file), in pane order.
    QStringList mazesNotTheGenerators() const;

    bool anyRunning() const { return m_anyRunning; }
    bool allFinished() const { return m_allFinished; }

    QRect windowGeometry() const { return m_windowGeometry; }
    QUrl dotPicture() const { return m_dotPicture; }
    // Only what a remembered picture may be (dotPictureProblem()): the one
    // chosen now is read again at every start. Anything else is refused with
    // a note on stderr; an empty URL clears it.
    void setDotPicture(const QUrl &url);
    void setWindowGeometry(const QRect &geometry);
    int chartsHeight() const { return m_chartsHeight; }
    void setChartsHeight(int height);
    QString settingsFile() const { return m_settingsFile; }
    void setSettingsFile(const QString &path);

public slots:
    void runAll();
    void pauseAll();
    void resetAll();
    // A new random seed, then every pane runs: the seeds' regenerate key.
    void regenerate();
    void newSeed();
    void loadSettings();
    void saveSettings() const;

signals:
    void displayChanged();
    void sizeChanged();
    void seedChanged();
    void sameSeedChanged();
    void speedChanged();
    void activityChanged();
    void windowGeometryChanged();
    void chartsHeightChanged();
    void showStackChanged();
    void settingsFileChanged();
    // Every pane has finished its maze (emitted once per such moment).
    void allPanesFinished();

private:
    void configure(PaneModel *pane, int index) const;
    void configureAll();
    void updateActivity();
    QStringList oddOnlyNamesInUse() const;

    PaneListModel *m_panes = nullptr;
    GeneratorListModel *m_generators = nullptr;
    SolverListModel *m_solvers = nullptr;
    MaskChoice *m_mask = nullptr;
    int m_rows = DefaultRows;
    int m_cols = DefaultCols;
    qint64 m_seed = 1;
    bool m_sameSeed = true;
    int m_speed = PaneWorker::DefaultSpeed;
    bool m_anyRunning = false;
    bool m_allFinished = false;
    QRect m_windowGeometry;
    int m_chartsHeight = -1;
    bool m_showStack = false;
    QString m_settingsFile;
    bool m_labClassic = false;
    bool m_showValues = false;
    QUrl m_dotPicture;
};
