#include "labrecorder.h"

#include "labwire.h"

#include <QJSEngine>

#include <algorithm>

using mazestudy::LabEvent;

namespace {
// Messages are for reading as the maze steps: a long one is cut, and all of
// them together stay within a few megabytes however often the script speaks.
constexpr qsizetype MaxMessageLength = 200;
constexpr size_t MaxMessageBytes = 4u << 20;
// Events a unit, and a floor for small mazes; at most 20 million (320 MB)
// whatever the size, far more than a digout of the largest maze a script
// can dig in its time limit.
constexpr size_t EventsPerUnit = 32;
constexpr size_t MinEvents = 100000;
constexpr size_t MaxEvents = 20000000;
} // namespace

LabRecorder::LabRecorder(mazestudy::LabRecording &recording, int rows, int cols, uint64_t seed, bool lines)
    : m_recording(recording)
    , m_rng(seed)
    , m_rows(rows)
    , m_cols(cols)
    , m_maxEvents(maxEventsFor(rows, cols))
    , m_wantsLines(lines)
{
}

void LabRecorder::from(int line)
{
    m_nextLine = uint32_t(std::max(line, 0));
    m_lastLine = int(m_nextLine);
}

size_t LabRecorder::maxEventsFor(int rows, int cols)
{
    return std::min(MaxEvents, EventsPerUnit * size_t(rows) * size_t(cols) + MinEvents);
}

bool LabRecorder::add(LabEvent event)
{
    if (m_walked)
        return false;
    if (m_recording.events.size() >= m_maxEvents)
        m_overflowed = true;
    if (!m_overflowed) {
        try {
            if (m_wantsLines) {
                // A return goes back to the line its call came from.
                const bool returns = event.kind == LabEvent::Kind::Return && !m_callLines.empty();
                m_recording.lines.push_back(returns ? m_callLines.back() : m_nextLine);
            }
            m_recording.events.push_back(event);
            m_nextLine = 0;
            return true;
        } catch (const std::bad_alloc &) {
            m_overflowed = true;
        }
    }
    if (QJSEngine *engine = qjsEngine(this))
        engine->throwError(QJSValue::RangeError, QStringLiteral("too many moves"));
    return false;
}

bool LabRecorder::inside(int row, int col, const char *what)
{
    if (row >= 0 && row < m_rows && col >= 0 && col < m_cols)
        return true;
    if (QJSEngine *engine = qjsEngine(this))
        engine->throwError(QJSValue::RangeError,
            QStringLiteral("%1(%2, %3) is outside the maze").arg(QLatin1String(what)).arg(row).arg(col));
    return false;
}

void LabRecorder::enter(int row, int col)
{
    const uint32_t line = m_nextLine;
    if (inside(row, col, "digout") && add({LabEvent::Kind::Call, {row, col}, 0})) {
        m_deepest = std::max(m_deepest, ++m_depth);
        if (m_wantsLines)
            m_callLines.push_back(line);
    }
}

void LabRecorder::leave(bool returned)
{
    // An overflow stops the script while calls are open: their returns are not moves.
    if (m_depth > 0 && !m_overflowed && add({LabEvent::Kind::Return, {}, returned ? 0u : 1u})) {
        --m_depth;
        if (!m_callLines.empty())
            m_callLines.pop_back();
    }
}

void LabRecorder::draw(int row, int col, int value)
{
    if (m_walked || !inside(row, col, "drawblock"))
        return;
    if (value >= 0 && value <= 255)
        add({LabEvent::Kind::Draw, {row, col}, uint32_t(value)});
    else if (QJSEngine *engine = qjsEngine(this))
        engine->throwError(QJSValue::TypeError, QStringLiteral("a unit holds a whole number from 0 to 255"));
}

void LabRecorder::pause(int milliseconds)
{
    add({LabEvent::Kind::Pause, {}, uint32_t(std::clamp(milliseconds, 0, 60000))});
}

void LabRecorder::message(const QString &text)
{
    if (m_walked || m_messageBytes >= MaxMessageBytes)
        return;
    const std::string shown = (text.size() > MaxMessageLength ? text.left(MaxMessageLength) + QChar(0x2026) : text)
                                  .simplified()
                                  .toStdString();
    if (add({LabEvent::Kind::Message, {}, uint32_t(m_recording.messages.size())})) {
        m_messageBytes += shown.size() + labwire::MessageOverheadBytes;
        m_recording.messages.push_back(shown);
    }
}

// A double in [0, 1) from the top 53 bits, as Math.random() promises, from
// the pane's seeded generator: the same seed, the same maze.
double LabRecorder::random()
{
    return double(m_rng.next() >> 11) * 0x1.0p-53;
}

void LabRecorder::dot(int row, int col)
{
    if (!m_walk || row < 0 || row >= m_rows || col < 0 || col >= m_cols)
        return;
    if (m_walk->dots.size() >= m_maxEvents) {
        if (QJSEngine *engine = qjsEngine(this))
            engine->throwError(QJSValue::RangeError,
                QStringLiteral("more than %1 dots, far more than a walk through this maze needs").arg(m_maxEvents));
        return;
    }
    m_walk->dots.push_back({row, col});
}

void LabRecorder::beginWalk(mazestudy::ScriptWalk &walk)
{
    m_walk = &walk;
    m_walked = true;
}

void LabRecorder::endWalk()
{
    m_walk = nullptr;
}
