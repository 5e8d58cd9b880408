#pragma once

#include "labrecording.h"
#include "rng.h"

#include <QObject>

// What a lab script sees of MazeStudy, under the names setup.js gives it
// (drawblock, delay, drawMessage, random, and digout's calls): each call
// records one event. The script may run on without end or draw without end,
// so the events are capped, and past the cap the script is stopped.
class LabRecorder : public QObject {
    Q_OBJECT
public:
    LabRecorder(mazestudy::LabRecording &recording, uint64_t seed, size_t maxEvents);

    Q_INVOKABLE void enter(int row, int col);
    Q_INVOKABLE void leave();
    Q_INVOKABLE void draw(int row, int col, int value);
    Q_INVOKABLE void pause(int milliseconds);
    Q_INVOKABLE void message(const QString &text);
    Q_INVOKABLE double random();

    size_t maxEvents() const { return m_maxEvents; }
    // The deepest the calls went, for the message when they went too deep.
    size_t deepest() const { return m_deepest; }
    bool overflowed() const { return m_overflowed; }

private:
    bool add(mazestudy::LabEvent event);

    mazestudy::LabRecording &m_recording;
    mazestudy::Rng m_rng;
    size_t m_maxEvents;
    size_t m_depth = 0;
    size_t m_deepest = 0;
    size_t m_messageBytes = 0;
    bool m_overflowed = false;
};
