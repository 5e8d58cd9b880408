#pragma once

#include "generator.h"
#include "labrecording.h"

#include <functional>
#include <memory>
#include <mutex>

namespace mazestudy {

// A lab script's run, made once and shared: by a generator's clones (the
// stepping history's keyframes) and by every generator of the same spec that
// the lab's catalogue entry hands it to, so that stepping a pane replays the
// very run the pane showed. The script runs when the first move is asked
// for, not when the generator is made: a window makes its generators on the
// GUI thread and steps them on workers.
class LabRun {
public:
    using Record = std::function<std::shared_ptr<const LabRecording>()>;
    explicit LabRun(Record record);

    // Runs the script the first time; throws std::logic_error for a
    // recording that does not fit a rows x cols maze (a unit outside it, a
    // return without a call, a value over 255).
    const std::shared_ptr<const LabRecording> &recording(int rows, int cols);

private:
    Record m_record;
    std::once_flag m_once;
    std::shared_ptr<const LabRecording> m_recording;
};

// A lab script's maze, replayed from its recording: every call, return,
// drawblock, drawMessage and delay is one move, so the script steps,
// rewinds and narrates like any generator. After the events, the units the
// script changed without drawing show at once; then the lab's exit is dug,
// as the lab's own setup does, or, for a script that stopped with a
// problem, a last move says why, and the maze is measured as it is.
class LabGenerator final : public Generator, public CallStack, public ScriptOutcome {
public:
    LabGenerator(MazeSpec spec, std::shared_ptr<LabRun> run);

    std::unique_ptr<Generator> clone() const override;
    Move step() override;
    void run() override;

    // The script's calls as they happened, without an order of directions.
    const CallStack *callStack() const override { return this; }
    size_t depth() const override { return m_stack.size(); }
    Frame frame(size_t index) const override;
    // The share of the script's recorded events replayed (0 until it has run).
    double progress() const override;
    void narrate(const Move &move, Narration &narration) const override;
    void narrateStart(Narration &narration) const override;
    // Every kind of move a script's run narrates, for the lab's catalogue entry.
    static std::vector<const NarrationKind *> narrationKinds();
    // Why the script stopped, once replayed to the end, and its marks.
    const ScriptOutcome *scriptOutcome() const override { return this; }
    std::string problem() const override;
    int problemLine() const override { return finished() ? m_recording->problemLine : 0; }
    int lineOfLastMove() const override;
    const std::vector<uint8_t> *unitValues() const override { return &m_values; }
    const ScriptWalk *solveWalk() const override { return finished() ? &m_recording->solve : nullptr; }
    const ScriptWalk *traceWalk() const override { return finished() ? &m_recording->trace : nullptr; }
    size_t memoryBytes() const override;

    std::optional<Point> start() const override;
    std::optional<Point> exit() const override;

private:
    enum class Phase : uint8_t { Events, Reveal, Stop, Exit, Done };

    const LabRecording &recording() const;
    void setValue(Point unit, uint8_t value, Move &move);
    // After the last event: the undrawn units, then the exit or the stop.
    void afterEvents();
    void afterReveal();

    std::shared_ptr<LabRun> m_run;
    // The run's recording once this generator has asked for it.
    mutable std::shared_ptr<const LabRecording> m_recording;
    std::vector<uint8_t> m_values;
    struct Call {
        Point unit;
        int line; // where the script made the call, as its recording says; 0 if it does not
    };
    std::vector<Call> m_stack;
    size_t m_next = 0; // the next event to replay
    Phase m_phase = Phase::Events;
};

} // namespace mazestudy
