#pragma once

#include "dirtyblocks.h"
#include "generator.h"
#include "paneframe.h"
#include "runstates.h"
#include "steppingframe.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

// Shared by a pane model and its worker. `generation` is the run the model
// wants: the worker drops work and frames of any other, which is how a reset
// or a destroy cancels a run mid-slice. `framesInFlight` counts frames sent
// and not yet taken by the GUI thread; the worker only sends a periodic frame
// when none is, so a slow GUI gets fewer, larger frames instead of a backlog.
struct PaneChannel {
    std::atomic<uint64_t> generation {0};
    std::atomic<int> framesInFlight {0};
};

// Runs one pane's step machine on its own thread (the model moves it to a
// QThread, as in Qt's Mandelbrot example). Commands arrive as queued calls;
// the machine runs in short slices from a timer, the cancel check between
// slices, and the states of what changed go out in a PaneFrame at most once
// a frame. The worker keeps the per-unit view states (MazeLayer::State) up
// to date only when it publishes, from the units the machine changed and
// the difference between the call stack it showed last and the current one.
// It runs at a lower priority than the GUI, so a busy machine cannot starve
// the frames.
//
// A stepping command hands the run to a SteppingSession (a Timeline started
// where the run had reached) and answers with a frame; running or stepping
// the pane's own way again goes on from the stepped state.
class SteppingSession;

class PaneWorker : public QObject {
    Q_OBJECT

public:
    // Speeds, in moves a second; these two are special.
    static constexpr int MaximumSpeed = 0; // slices back to back, frames at most every PublishInterval
    static constexpr int InstantSpeed = -1; // to the end, one frame when done
    static constexpr int DefaultSpeed = 1000; // moves a second: a maze grows visibly
    static constexpr int PublishIntervalMs = 16;
    static constexpr int SliceMs = 8;

    explicit PaneWorker(std::shared_ptr<PaneChannel> channel, QObject *parent = nullptr);
    ~PaneWorker() override;

    // These run on the worker's thread; the model calls them through queued invocations.
    void start(std::shared_ptr<mazestudy::Generator> generator, uint64_t generation);
    void setSpeed(int movesPerSecond);
    void run();
    void pause();
    void step();
    // Leaves stepping and makes the rest of the maze at once: a maze that had
    // been finished before it was stepped shows finished again.
    void finish();
    // Answers with a frame carrying `ticket`.
    void stepping(const SteppingCommand &command, uint64_t ticket);
    // Makes the calling thread yield to the GUI and render threads (Linux: nice 10).
    void lowerPriority();

signals:
    void published(PaneFramePointer frame);

private:
    void tick();
    // Makes the generator the stepped state, and the view states follow it.
    void leaveStepping();
    void adopt(std::shared_ptr<mazestudy::Generator> generator);
    bool cancelled() const;
    void stopTicking();
    void restartTicking();
    // Stops running, takes the stepped state back and makes up to `moves`
    // moves at once; false when there is no run.
    bool advanceStopped(uint64_t moves);
    // Runs up to `moves` moves, stopping early at `deadlineNs` (steady clock, 0: none) or on cancel.
    void advance(uint64_t moves, qint64 deadlineNs);
    void publish(bool stopped);
    void publishMetrics();

    std::shared_ptr<PaneChannel> m_channel;
    std::shared_ptr<mazestudy::Generator> m_generator;
    std::unique_ptr<SteppingSession> m_session;
    uint64_t m_generation = 0;
    int m_speed = DefaultSpeed;
    bool m_running = false;
    QTimer m_timer;
    QElapsedTimer m_clock; // for deadlines and the publish interval
    QElapsedTimer m_rateClock; // since the rate was last (re)started
    uint64_t m_rateMoves = 0; // moves done since then
    qint64 m_lastPublishNs = 0;
    double m_busyMilliseconds = 0;

    // The view states as last published, and the blocks changed since.
    std::optional<mazestudy::RunStates> m_states;
    DirtyBlocks m_changed;
};
