#include "labgenerator.h"

#include "callstyle.h"

#include <stdexcept>

namespace mazestudy {

namespace {
// A script's own kinds of move, replayed from its recording; calls, returns
// and the exits it shares with the DFS family (move.h). Each reports `at` and
// `count`: the value drawn, the message's number, the delay in ms, the units revealed.
// drawblock(y, x) shows unit `at` as the script left it: its value in `count`.
const MoveKind DrawMove {"draw", MoveRole::Unit, MoveField::At | MoveField::Count};

// drawMessage(text): the text is the generator's message number `count`.
const MoveKind MessageMove {"message", MoveRole::Plain, MoveField::At | MoveField::Count};

// delay(ms), `count` ms: a beat of the pane's pace, as the speed control sets it.
const MoveKind PauseMove {"pause", MoveRole::Plain, MoveField::At | MoveField::Count};

// The script changed `count` units without drawing them: they show at once.
const MoveKind RevealMove {"reveal", MoveRole::Plain, MoveField::At | MoveField::Count};

// The script stopped with an error, which ScriptOutcome::problem() words.
const MoveKind StopMove {"stop", MoveRole::Plain, MoveField::At | MoveField::Count};

// The kinds of move it narrates, with their English templates.
const NarrationKind LabCall {"lab-call", QT_TRANSLATE_NOOP("Narration", "%1 is called")};
// A call whose source line the recording has (the Java lab's): `count`.
const NarrationKind LabCallAt {"lab-call-at", QT_TRANSLATE_NOOP("Narration", "%1 is called at line %2")};
const NarrationKind LabReturn {"lab-return", QT_TRANSLATE_NOOP("Narration", "%1 returns")};
const NarrationKind LabThrow {"lab-throw",
    QT_TRANSLATE_NOOP("Narration", "%1 ends without returning: an exception or the time limit stopped it")};
const NarrationKind LabDrawFloor {"lab-draw-floor", QT_TRANSLATE_NOOP("Narration", "dug %1")};
const NarrationKind LabDrawWall {"lab-draw-wall", QT_TRANSLATE_NOOP("Narration", "%1 is wall")};
const NarrationKind LabDrawMark {"lab-draw-mark", QT_TRANSLATE_NOOP("Narration", "%1 is marked %2")};
const NarrationKind LabMessage {"lab-message", QT_TRANSLATE_NOOP("Narration", "the script says: %1")};
const NarrationKind LabPause {"lab-pause", QT_TRANSLATE_NOOP("Narration", "delay(%1): a pause at the pane's pace")};
const NarrationKind LabReveal {"lab-reveal",
    QT_TRANSLATE_N_NOOP("Narration", "the script changed %n unit(s) without drawing them; they show now")};
const NarrationKind LabStop {"lab-stop", QT_TRANSLATE_NOOP("Narration", "the script stopped: %1")};
} // namespace

LabRun::LabRun(Record record)
    : m_record(std::move(record))
{
}

const std::shared_ptr<const LabRecording> &LabRun::recording(int rows, int cols)
{
    std::call_once(m_once, [this, rows, cols] {
        auto recording = m_record();
        const auto inside = [rows, cols](Point p) { return p.row >= 0 && p.row < rows && p.col >= 0 && p.col < cols; };
        bool fits = recording && recording->finalValues.size() == size_t(rows) * size_t(cols);
        size_t depth = 0;
        for (const LabEvent &event : fits ? recording->events : std::vector<LabEvent>()) {
            switch (event.kind) {
            case LabEvent::Kind::Call:
                fits = fits && inside(event.unit);
                ++depth;
                break;
            case LabEvent::Kind::Return:
                fits = fits && depth-- > 0 && event.value <= 1;
                break;
            case LabEvent::Kind::Draw:
                fits = fits && inside(event.unit) && event.value <= 255;
                break;
            case LabEvent::Kind::Message:
                fits = fits && event.value < recording->messages.size();
                break;
            case LabEvent::Kind::Pause:
                break;
            }
        }
        fits = fits && (recording->lines.empty() || recording->lines.size() == recording->events.size());
        if (!fits)
            throw std::logic_error("a lab recording does not fit its maze");
        m_recording = std::move(recording);
    });
    return m_recording;
}

LabGenerator::LabGenerator(MazeSpec spec, std::shared_ptr<LabRun> run)
    : Generator(std::move(spec))
    , m_run(std::move(run))
{
    m_grid = Grid(m_spec.rows, m_spec.cols, Grid::Wall);
    m_values.assign(m_grid.unitCount(), Grid::Wall);
}

const LabRecording &LabGenerator::recording() const
{
    if (!m_recording)
        m_recording = m_run->recording(m_spec.rows, m_spec.cols);
    return *m_recording;
}

std::unique_ptr<Generator> LabGenerator::clone() const
{
    return std::make_unique<LabGenerator>(*this);
}

Frame LabGenerator::frame(size_t index) const
{
    Frame frame;
    frame.cell = m_stack[index].unit;
    frame.line = m_stack[index].line;
    return frame;
}

double LabGenerator::progress() const
{
    return builtShare(m_next, m_recording ? m_recording->events.size() + 1 : 1);
}

void LabGenerator::setValue(Point unit, uint8_t value, Move &move)
{
    const size_t index = m_grid.index(unit.row, unit.col);
    if (m_values[index] == value)
        return;
    m_values[index] = value;
    m_grid.set(unit.row, unit.col, value == Grid::Wall ? Grid::Wall : Grid::Floor);
    move.changed.include(unit);
}

void LabGenerator::afterEvents()
{
    if (m_values != m_recording->finalValues)
        m_phase = Phase::Reveal;
    else
        afterReveal();
}

void LabGenerator::afterReveal()
{
    m_phase = m_recording->problem.empty() ? Phase::Exit : Phase::Stop;
}

int LabGenerator::lineOfLastMove() const
{
    // Only while the moves are the script's events: the reveal, the exit and
    // the stop are the lab's.
    const bool event = m_moves > 0 && m_next > 0 && m_moves == m_next;
    return event && m_next <= m_recording->lines.size() ? int(m_recording->lines[m_next - 1]) : 0;
}

Move LabGenerator::step()
{
    // A script that drew nothing and had nothing to say goes straight on.
    if (m_phase == Phase::Events && m_next == recording().events.size())
        afterEvents();
    Move move;
    ++m_moves;
    switch (m_phase) {
    case Phase::Events: {
        const LabEvent &event = m_recording->events[m_next++];
        move.at = event.unit;
        move.count = event.value;
        switch (event.kind) {
        case LabEvent::Kind::Call:
            move.kind = &EnterMove;
            m_stack.push_back({event.unit, int(event.value)});
            break;
        case LabEvent::Kind::Return:
            move.kind = &ReturnMove;
            move.at = m_stack.back().unit;
            m_stack.pop_back();
            break;
        case LabEvent::Kind::Draw:
            move.kind = &DrawMove;
            setValue(event.unit, uint8_t(event.value), move);
            break;
        case LabEvent::Kind::Message:
            move.kind = &MessageMove;
            break;
        case LabEvent::Kind::Pause:
            move.kind = &PauseMove;
            break;
        }
        if (m_next == m_recording->events.size())
            afterEvents();
        break;
    }
    case Phase::Reveal: {
        move.kind = &RevealMove;
        for (size_t i = 0; i < m_values.size(); ++i) {
            if (m_values[i] != m_recording->finalValues[i]) {
                setValue(m_grid.point(i), m_recording->finalValues[i], move);
                ++move.count;
            }
        }
        afterReveal();
        break;
    }
    case Phase::Stop:
        move.kind = &StopMove;
        m_phase = Phase::Done;
        m_finished = true;
        break;
    case Phase::Exit: {
        move.kind = &OpenExitMove;
        const auto [east, south] = labExitUnits(m_spec.rows, m_spec.cols);
        move.at = east;
        move.target = south;
        setValue(move.at, Grid::Floor, move);
        setValue(move.target, Grid::Floor, move);
        m_phase = Phase::Done;
        m_finished = true;
        break;
    }
    case Phase::Done:
        --m_moves;
        break;
    }
    return move;
}

void LabGenerator::run()
{
    while (!m_finished)
        step();
}

void LabGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &EnterMove) {
        if (move.count > 0)
            args.kind(LabCallAt).plain(callText(CallStyle::Lab, move.at)).number(move.count);
        else
            args.kind(LabCall).plain(callText(CallStyle::Lab, move.at));
        return;
    }
    if (move.kind == &ReturnMove) {
        args.kind(move.count == 0 ? LabReturn : LabThrow).plain(callText(CallStyle::Lab, move.at));
        return;
    }
    if (move.kind == &DrawMove) {
        if (move.count == Grid::Floor)
            args.kind(LabDrawFloor).place(move.at);
        else if (move.count == Grid::Wall)
            args.kind(LabDrawWall).place(move.at);
        else
            args.kind(LabDrawMark).place(move.at).number(move.count);
        return;
    }
    if (move.kind == &MessageMove) {
        args.kind(LabMessage).plain(m_recording->messages[move.count]);
        return;
    }
    if (move.kind == &PauseMove) {
        args.kind(LabPause).number(move.count);
        return;
    }
    if (move.kind == &RevealMove) {
        args.kind(LabReveal, int(move.count));
        return;
    }
    if (move.kind == &StopMove) {
        args.kind(LabStop).plain(m_recording->problem);
        return;
    }
    if (move.kind == &OpenExitMove) {
        args.kind(CallNarration::OpenExit).place(move.target).place(move.at);
        return;
    }
}

void LabGenerator::narrateStart(Narration &narration) const
{
    NarrationArgs(narration)
        .kind(CallNarration::NotStarted)
        .plain(callText(CallStyle::Lab, {m_spec.rows - 2, m_spec.cols - 2}));
}

std::vector<const NarrationKind *> LabGenerator::narrationKinds()
{
    return {&CallNarration::NotStarted, &LabCall, &LabCallAt, &LabReturn, &LabThrow, &LabDrawFloor, &LabDrawWall,
        &LabDrawMark, &LabMessage, &LabPause, &LabReveal, &LabStop, &CallNarration::OpenExit};
}

std::string LabGenerator::problem() const
{
    return finished() ? m_recording->problem : std::string();
}

size_t LabGenerator::memoryBytes() const
{
    // The recording is shared by every clone, so a keyframe costs its own state.
    return sizeof(*this) + m_grid.unitCount() + m_values.capacity() + m_stack.capacity() * sizeof(Call);
}

std::optional<Point> LabGenerator::start() const
{
    return Point {1, 1};
}

std::optional<Point> LabGenerator::exit() const
{
    return labExitUnits(m_spec.rows, m_spec.cols)[0];
}

} // namespace mazestudy
