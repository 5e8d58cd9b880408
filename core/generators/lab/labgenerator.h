#pragma once

#include "generator.h"
#include "labrecording.h"

#include <functional>
#include <memory>
#include <mutex>

namespace mazestudy {

// A lab script's maze, replayed from its recording: every call, drawblock,
// drawMessage and delay is one move, so the script steps, rewinds and
// narrates like any generator. After the outermost call, the units the
// script changed without drawing show at once, then the lab's exit is dug,
// as the lab's own setup does; a script that stopped with a problem gets
// no exit and is measured as it is.
//
// The script runs when the first move is asked for, not when the generator
// is made: a window makes its generators on the GUI thread and steps them on
// workers. Clones share the one run.
class LabGenerator final : public Generator {
public:
    using Record = std::function<std::shared_ptr<const LabRecording>()>;
    LabGenerator(MazeSpec spec, Record record);

    std::unique_ptr<Generator> clone() const override;
    Move step() override;
    void run() override;

    size_t depth() const override { return m_stack.size(); }
    Frame frame(size_t index) const override;
    // The share of the script's recorded events replayed (0 until it has run).
    double progress() const override;
    void narrate(const Move &move, Narration &narration) const override;
    std::string problem() const override;
    size_t memoryBytes() const override;
    const std::vector<uint8_t> *unitValues() const override { return &m_values; }

    std::optional<Point> start() const override;
    std::optional<Point> exit() const override;

private:
    enum class Phase : uint8_t { Events, Reveal, Exit, Done };

    struct Source {
        Record record;
        std::once_flag once;
        std::shared_ptr<const LabRecording> recording;
    };

    // Runs the script the first time.
    const LabRecording &recording() const;
    bool recorded() const { return m_recording != nullptr; }
    void setValue(Point unit, uint8_t value, Move &move);
    void finishEvents();
    void finishReveal();

    std::shared_ptr<Source> m_source;
    // The source's recording once this generator has asked for it.
    mutable std::shared_ptr<const LabRecording> m_recording;
    std::vector<uint8_t> m_values;
    std::vector<Point> m_stack;
    size_t m_next = 0; // the next event to replay
    Phase m_phase = Phase::Events;
};

} // namespace mazestudy
