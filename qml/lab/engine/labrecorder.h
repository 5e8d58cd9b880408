#pragma once

#include "labrecording.h"
#include "rng.h"

#include <QObject>

// What a lab script sees of MazeStudy, under the names setup.js gives it
// (drawblock, delay, drawMessage, random, and digout's calls): each call
// records one event. A script can reach this object itself (setup.js fixes
// it on the global object for run.js), so every call checks its arguments as
// setup.js does. The script may run on without end or draw without end, so the events
// are capped; past the cap, every call throws.
class LabRecorder : public QObject {
    Q_OBJECT
    // Record each event's line (LabRecording::lines): setup.js then says
    // where each call came from, at a few microseconds a call.
    Q_PROPERTY(bool wantsLines READ wantsLines CONSTANT)
public:
    LabRecorder(mazestudy::LabRecording &recording, int rows, int cols, uint64_t seed, bool lines = false);

    bool wantsLines() const { return m_wantsLines; }
    // The script's line the next event comes from (0 for none).
    Q_INVOKABLE void from(int line);
    // The line of the script's last call of the lab, where lines are wanted:
    // the time limit's interruption says no line of its own.
    int lastLine() const { return m_lastLine; }

    Q_INVOKABLE void enter(int row, int col);
    // `returned`: false when an exception or the time limit ended the call.
    Q_INVOKABLE void leave(bool returned);
    Q_INVOKABLE void draw(int row, int col, int value);
    Q_INVOKABLE void pause(int milliseconds);
    Q_INVOKABLE void message(const QString &text);
    Q_INVOKABLE double random();
    // drawdot(row, col): a dot of the walk under way, nothing outside one
    // (the mazedfs original draws a dot anywhere, and digout's show nothing
    // the lab keeps); a dot off the maze is drawn nowhere, as the original's.
    Q_INVOKABLE void dot(int row, int col);

    // solve() or trace() runs from now until endWalk(): its dots go to
    // `walk`, and digout's moves are over, so drawblock, delay and
    // drawMessage record nothing, as in the Java lab.
    void beginWalk(mazestudy::ScriptWalk &walk);
    void endWalk();

    size_t maxEvents() const { return m_maxEvents; }
    // The cap on a maze of that size.
    static size_t maxEventsFor(int rows, int cols);
    // The deepest the calls went, for the message when they went too deep.
    size_t deepest() const { return m_deepest; }
    bool overflowed() const { return m_overflowed; }

private:
    bool add(mazestudy::LabEvent event);
    bool inside(int row, int col, const char *what);

    mazestudy::LabRecording &m_recording;
    mazestudy::Rng m_rng;
    int m_rows;
    int m_cols;
    size_t m_maxEvents;
    size_t m_depth = 0;
    size_t m_deepest = 0;
    size_t m_messageBytes = 0;
    bool m_overflowed = false;
    mazestudy::ScriptWalk *m_walk = nullptr;
    bool m_walked = false; // a walk has begun: the maze's moves are over
    bool m_wantsLines = false;
    uint32_t m_nextLine = 0;
    int m_lastLine = 0;
    std::vector<uint32_t> m_callLines; // the line of each open call, which its return goes back to
};
