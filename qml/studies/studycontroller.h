#pragma once

#include "studyoutcome.h"

#include <QElapsedTimer>
#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <functional>
#include <memory>

class Comparison;
class QThread;

// Runs a study from the window: N mazes per generator of the panes, at the
// toolbar's size and base seed, on the core's worker threads (runStudy), off
// the GUI thread. Progress arrives at most about 30 times a second, so a
// study of thousands of mazes does not flood the GUI; Cancel stops it within
// a maze per thread. The outcome is built on the study's thread too, so the
// GUI only swaps a pointer when it completes.
class StudyController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A StudyController belongs to a ChartsModel")
    Q_PROPERTY(int runs READ runs WRITE setRuns NOTIFY runsChanged)
    Q_PROPERTY(int minRuns READ minRuns CONSTANT)
    Q_PROPERTY(int maxRuns READ maxRuns CONSTANT)
    // The solvers that solve every maze of the study (ids of the solver
    // catalogue, in its order); none by default.
    Q_PROPERTY(QStringList solvers READ solvers WRITE setSolvers NOTIFY solversChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    // "1,200 of 4,000 mazes", in the window's numbers.
    Q_PROPERTY(QString progressText READ progressText NOTIFY progressChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(double elapsedSeconds READ elapsedSeconds NOTIFY progressChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusTextChanged)

public:
    static constexpr int DefaultRuns = 200;
    // The window keeps the study's CSV in memory for Export all, about 300
    // bytes a maze: 10 000 mazes of 8 generators stay near 25 MB.
    // Larger studies are the CLI's, which streams its CSV to the file.
    static constexpr int MaxRuns = 10000;
    static constexpr uint64_t CsvBytesPerMaze = 300;
    // A solver's four figures in a row of that CSV.
    static constexpr uint64_t CsvBytesPerSolver = 40;

    explicit StudyController(QObject *parent = nullptr);
    ~StudyController() override;

    int runs() const { return m_runs; }
    void setRuns(int runs);
    QStringList solvers() const { return m_solvers; }
    // Ids the catalogue does not know are dropped, the rest put in its order.
    void setSolvers(const QStringList &solvers);
    Q_INVOKABLE void setSolverChosen(const QString &id, bool chosen);
    int minRuns() const { return 1; }
    int maxRuns() const { return MaxRuns; }
    bool running() const { return m_thread != nullptr; }
    // Mazes, at most MaxRuns times the panes: an int is plenty.
    int done() const { return int(m_done); }
    int total() const { return int(m_total); }
    QString progressText() const;
    double progress() const { return m_total ? double(m_done) / double(m_total) : 0.0; }
    double elapsedSeconds() const;
    QString statusText() const { return m_statusText; }

    // The study of the comparison's panes (each distinct generator spec
    // once), `runs` mazes each, at its size and with its seed as base seed,
    // each maze solved by `solvers`.
    Q_INVOKABLE bool start(Comparison *comparison);
    // Any study; false when one is running or the config is refused (the
    // status text says why), a study over the memory budget included.
    bool start(const mazestudy::StudyConfig &config);
    Q_INVOKABLE void cancel();

    // The last completed study; null before the first.
    std::shared_ptr<const StudyOutcome> outcome() const { return m_outcome; }

signals:
    void runsChanged();
    void solversChanged();
    void runningChanged();
    void progressChanged();
    void statusTextChanged();
    // Complete: outcome() is this study's. Otherwise it was cancelled or
    // failed (statusText says which) and outcome() is still the last one.
    void finished(bool complete);

private:
    // The status, worded again when the window's language changes.
    void setStatus(std::function<QString()> words);
    void setStatusText(const QString &text);
    void onProgress(uint64_t generation, uint64_t done, uint64_t total);
    void onFinished(uint64_t generation, std::shared_ptr<const StudyOutcome> outcome, const QString &error);

    int m_runs = DefaultRuns;
    QStringList m_solvers;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    uint64_t m_generation = 0;
    uint64_t m_done = 0;
    uint64_t m_total = 0;
    QElapsedTimer m_clock;
    double m_lastElapsed = 0;
    QString m_statusText;
    std::function<QString()> m_statusWords;
    std::shared_ptr<const StudyOutcome> m_outcome;
};
