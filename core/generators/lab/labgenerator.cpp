#include "labgenerator.h"

#include <stdexcept>

namespace mazestudy {

LabGenerator::LabGenerator(MazeSpec spec, Record record)
    : Generator(std::move(spec))
    , m_source(std::make_shared<Source>())
{
    m_source->record = std::move(record);
    m_grid = Grid(m_spec.rows, m_spec.cols, Grid::Wall);
    m_values.assign(m_grid.unitCount(), Grid::Wall);
}

const LabRecording &LabGenerator::recording() const
{
    if (!m_recording) {
        Source &source = *m_source;
        std::call_once(source.once, [&source, this] {
            source.recording = source.record();
            if (!source.recording || source.recording->finalValues.size() != m_grid.unitCount())
                throw std::logic_error("a lab recording must hold one value a unit of the maze");
        });
        m_recording = source.recording;
    }
    return *m_recording;
}

std::unique_ptr<Generator> LabGenerator::clone() const
{
    return std::make_unique<LabGenerator>(*this);
}

Frame LabGenerator::frame(size_t index) const
{
    Frame frame;
    frame.cell = m_stack[index];
    return frame;
}

double LabGenerator::progress() const
{
    return builtShare(m_next, recorded() ? m_recording->events.size() + 1 : 1);
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

// What follows the events: what the script left undrawn, then the exit, which
// a script that failed does not get.
void LabGenerator::finishEvents()
{
    if (m_values != m_recording->finalValues)
        m_phase = Phase::Reveal;
    else
        finishReveal();
}

void LabGenerator::finishReveal()
{
    m_phase = m_recording->problem.empty() ? Phase::Exit : Phase::Done;
    m_finished = m_phase == Phase::Done;
}

Move LabGenerator::step()
{
    // A script that drew nothing and had nothing to say goes straight on.
    if (m_phase == Phase::Events && m_next == recording().events.size())
        finishEvents();
    Move move;
    ++m_moves;
    switch (m_phase) {
    case Phase::Events: {
        const LabEvent &event = m_recording->events[m_next++];
        move.at = event.unit;
        move.count = event.value;
        switch (event.kind) {
        case LabEvent::Kind::Call:
            move.kind = MoveKind::Enter;
            m_stack.push_back(event.unit);
            break;
        case LabEvent::Kind::Return:
            move.kind = MoveKind::Return;
            move.at = m_stack.back();
            m_stack.pop_back();
            break;
        case LabEvent::Kind::Draw:
            move.kind = MoveKind::Draw;
            setValue(event.unit, uint8_t(event.value), move);
            break;
        case LabEvent::Kind::Message:
            move.kind = MoveKind::Message;
            break;
        case LabEvent::Kind::Pause:
            move.kind = MoveKind::Pause;
            break;
        case LabEvent::Kind::Stop:
            move.kind = MoveKind::Stop;
            break;
        }
        if (m_next == m_recording->events.size())
            finishEvents();
        break;
    }
    case Phase::Reveal: {
        move.kind = MoveKind::Reveal;
        for (size_t i = 0; i < m_values.size(); ++i) {
            if (m_values[i] != m_recording->finalValues[i]) {
                setValue(m_grid.point(i), m_recording->finalValues[i], move);
                ++move.count;
            }
        }
        finishReveal();
        break;
    }
    case Phase::Exit:
        move.kind = MoveKind::OpenExit;
        move.at = Point {m_spec.rows - 2, m_spec.cols - 1};
        move.target = Point {m_spec.rows - 1, m_spec.cols - 2};
        setValue(move.at, Grid::Floor, move);
        setValue(move.target, Grid::Floor, move);
        m_phase = Phase::Done;
        m_finished = true;
        break;
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
    switch (move.kind) {
    case MoveKind::Enter:
        args.kind(NarrationKind::LabCall).plain("digout" + placeText(move.at, false));
        return;
    case MoveKind::Return:
        args.kind(NarrationKind::LabReturn).plain("digout" + placeText(move.at, false));
        return;
    case MoveKind::Draw:
        if (move.count == Grid::Floor)
            args.kind(NarrationKind::LabDrawFloor).place(move.at);
        else if (move.count == Grid::Wall)
            args.kind(NarrationKind::LabDrawWall).place(move.at);
        else
            args.kind(NarrationKind::LabDrawMark).place(move.at).number(move.count);
        return;
    case MoveKind::Message:
        args.kind(NarrationKind::LabMessage).plain(m_recording->messages[move.count]);
        return;
    case MoveKind::Pause:
        args.kind(NarrationKind::LabPause).number(move.count);
        return;
    case MoveKind::Reveal:
        args.kind(NarrationKind::LabReveal, int(move.count));
        return;
    case MoveKind::Stop:
        args.kind(NarrationKind::LabStop).plain(m_recording->problem);
        return;
    case MoveKind::OpenExit:
        args.kind(NarrationKind::OpenExit).place(move.target).place(move.at);
        return;
    default:
        return;
    }
}

std::string LabGenerator::problem() const
{
    return finished() ? m_recording->problem : std::string();
}

size_t LabGenerator::memoryBytes() const
{
    // The recording is shared by every clone, so a keyframe costs its own state.
    return sizeof(*this) + m_grid.unitCount() + m_values.capacity() + m_stack.capacity() * sizeof(Point);
}

std::optional<Point> LabGenerator::start() const
{
    return Point {1, 1};
}

std::optional<Point> LabGenerator::exit() const
{
    return Point {m_spec.rows - 2, m_spec.cols - 1};
}

} // namespace mazestudy
