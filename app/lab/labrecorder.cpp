#include "labrecorder.h"

#include <QJSEngine>

using mazestudy::LabEvent;

namespace {
// Messages are for reading as the maze steps: a long one is cut, and all of
// them together stay within a few megabytes however often the script speaks.
constexpr qsizetype MaxMessageLength = 200;
constexpr size_t MaxMessageBytes = 4u << 20;
} // namespace

LabRecorder::LabRecorder(mazestudy::LabRecording &recording, uint64_t seed, size_t maxEvents)
    : m_recording(recording)
    , m_rng(seed)
    , m_maxEvents(maxEvents)
{
}

bool LabRecorder::add(LabEvent event)
{
    if (m_recording.events.size() >= m_maxEvents) {
        if (!m_overflowed) {
            m_overflowed = true;
            if (QJSEngine *engine = qjsEngine(this))
                engine->throwError(QJSValue::RangeError, QStringLiteral("too many moves"));
        }
        return false;
    }
    m_recording.events.push_back(event);
    return true;
}

void LabRecorder::enter(int row, int col)
{
    if (add({LabEvent::Kind::Call, {row, col}, 0}))
        m_deepest = std::max(m_deepest, ++m_depth);
}

void LabRecorder::leave()
{
    // An overflow stops the script while calls are open: their returns are not moves.
    if (m_depth > 0 && !m_overflowed && add({LabEvent::Kind::Return, {}, 0}))
        --m_depth;
}

void LabRecorder::draw(int row, int col, int value)
{
    add({LabEvent::Kind::Draw, {row, col}, uint32_t(value)});
}

void LabRecorder::pause(int milliseconds)
{
    add({LabEvent::Kind::Pause, {}, uint32_t(milliseconds)});
}

void LabRecorder::message(const QString &text)
{
    if (m_messageBytes >= MaxMessageBytes)
        return;
    const std::string shown = (text.size() > MaxMessageLength ? text.left(MaxMessageLength) + QChar(0x2026) : text)
                                  .simplified()
                                  .toStdString();
    if (add({LabEvent::Kind::Message, {}, uint32_t(m_recording.messages.size())})) {
        m_messageBytes += shown.size();
        m_recording.messages.push_back(shown);
    }
}

// A double in [0, 1) from the top 53 bits, as Math.random() promises, from
// the pane's seeded generator: the same seed, the same maze.
double LabRecorder::random()
{
    return double(m_rng.next() >> 11) * 0x1.0p-53;
}
