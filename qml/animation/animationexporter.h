#pragma once

#include "animationplan.h"
#include "comparison.h"

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <thread>

// Writes panes' runs as an animated GIF or a video, as `mazestudy-cli
// animate` does (core/animation): one pane's generator, or every pane side
// by side under its name. The frames are drawn on a thread of their own,
// so the window goes on; progress and cancel are the dialog's, and the file
// is written whole or not at all, nothing left when cancelled or failed.
class AnimationExporter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Comparison *comparison MEMBER m_comparison NOTIFY optionsChanged)
    // The pane animated, or -1 for every pane side by side. Set, even to
    // what it was, it reads the panes again (their size may have changed).
    Q_PROPERTY(int pane READ pane WRITE setPane NOTIFY optionsChanged)
    // The options of AnimationRequest: seconds, frames a second, pixels a
    // unit (0: fitted), the hold, whether a GIF loops, plain colours, and
    // whether several panes keep pace by share of work or by moves.
    Q_PROPERTY(double duration MEMBER m_duration NOTIFY optionsChanged)
    Q_PROPERTY(int fps MEMBER m_fps NOTIFY optionsChanged)
    Q_PROPERTY(int scale MEMBER m_scale NOTIFY optionsChanged)
    Q_PROPERTY(double hold MEMBER m_hold NOTIFY optionsChanged)
    Q_PROPERTY(bool loop MEMBER m_loop NOTIFY optionsChanged)
    Q_PROPERTY(bool plain MEMBER m_plain NOTIFY optionsChanged)
    Q_PROPERTY(bool sameMoves MEMBER m_sameMoves NOTIFY optionsChanged)
    // One pane's solve instead of its generator's run: the maze it shows
    // solved by its solver (Solve mode's choice), in the Solve game's
    // colours (never plain), as `mazestudy-cli animate --solver` draws it.
    Q_PROPERTY(bool solve MEMBER m_solve NOTIFY optionsChanged)
    // The pane's solver, named, when its solve can be animated; else "".
    Q_PROPERTY(QString solverName READ solverName NOTIFY optionsChanged)
    Q_PROPERTY(Format format MEMBER m_format NOTIFY optionsChanged)
    // What the frames will be ("Frames of 640 × 640 pixels, …"), or why
    // these options cannot make them: for the dialog, as they are typed.
    Q_PROPERTY(QString frameText READ frameText NOTIFY optionsChanged)
    Q_PROPERTY(bool frameProblem READ frameProblem NOTIFY optionsChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(QString progressText READ progressText NOTIFY progressChanged)

public:
    // AnimationFormat's, in its order.
    enum Format { Gif, WebM, Mp4 };
    Q_ENUM(Format)
    enum Outcome { Saved, Cancelled, Failed };
    Q_ENUM(Outcome)

    explicit AnimationExporter(QObject *parent = nullptr);
    ~AnimationExporter() override;

    bool busy() const { return m_worker.joinable(); }
    double progress() const { return m_progress; }
    QString progressText() const { return m_progressText; }

    int pane() const { return m_pane; }
    void setPane(int pane);
    QString frameText() const;
    bool frameProblem() const;
    QString solverName() const;
    // "backtracker-41x41-seed-1.gif", "comparison-41x41-seed-1.gif".
    Q_INVOKABLE QString fileName() const;
    // Starts writing `file`; false, with finished() already emitted, when it cannot start.
    Q_INVOKABLE bool start(const QUrl &file);
    Q_INVOKABLE void cancel();

signals:
    void optionsChanged();
    void busyChanged();
    void progressChanged();
    // "Saved …: 240 frames, 1.2 MB", "Cancelled; …", or what went wrong.
    void finished(AnimationExporter::Outcome outcome, const QString &message);

private:
    // What is animated: the panes' specs, or a pane's maze and solver; with the tiles' names.
    struct Source;
    mazestudy::AnimationRequest request() const;
    // Plans the frames of what the options ask; false, with why, when there
    // is nothing to animate or the options or the size refuse it.
    bool planned(Source &source, mazestudy::AnimationPlan &plan, QString &problem) const;
    void render(std::shared_ptr<Source> source, mazestudy::AnimationPlan plan, mazestudy::AnimationRequest request,
        std::string path);
    // From the worker: posted to this object's thread.
    void report(double progress, const QString &text);
    void end(Outcome outcome, const QString &message);

    Comparison *m_comparison = nullptr;
    int m_pane = -1;
    double m_duration = 10;
    int m_fps = 25;
    int m_scale = 0;
    double m_hold = 2;
    bool m_loop = true;
    bool m_plain = false;
    bool m_sameMoves = false;
    bool m_solve = false;
    Format m_format = Gif;

    std::thread m_worker;
    std::atomic<bool> m_cancel {false};
    double m_progress = 0;
    QString m_progressText;
};
