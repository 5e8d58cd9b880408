#pragma once

#include "grid.h"
#include "scriptoutcome.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// What the user's lab script did, in order, as the JavaScript engine that ran
// it recorded it (qml/lab/engine). The engine stays free of the script: a
// LabGenerator replays this, move by move, as any generator steps.
struct LabEvent {
    enum class Kind : uint8_t {
        Call, // digout(row, col) begins: `value` the source line of the call where known (Java's), else 0
        Return, // the innermost call ends: `value` 0 when it returned, 1 when an exception left it
        Draw, // drawblock(row, col): the unit holds `value`
        Message, // drawMessage(text): LabRecording::messages[value]
        Pause, // delay(value ms)
    };
    Kind kind = Kind::Draw;
    Point unit;
    uint32_t value = 0;
};

// The exit the lab's setup digs once digout has dug its start, (rows - 2,
// cols - 2): the unit east of it, in the maze's right wall, and the one south
// of it, in the bottom wall, as the mazedfs assignment's setup digs them
// (app/labjava's mazedfs.java and qml/lab/engine's exit.js do the same).
inline std::array<Point, 2> labExitUnits(int rows, int cols)
{
    return {Point {rows - 2, cols - 1}, Point {rows - 1, cols - 2}};
}

struct LabRecording {
    std::vector<LabEvent> events;
    // The script's line each event came from (the call of drawblock, delay,
    // drawMessage or digout), one per event, 1-based, 0 where unknown; empty
    // unless the run was asked for them (the window's, for its editor).
    std::vector<uint32_t> lines;
    std::vector<std::string> messages;
    // M as the script left it, row-major: 0 wall, 1 floor, 2..255 the
    // script's own marks. Units it changed without drawing them show at the end.
    std::vector<uint8_t> finalValues;
    // Why the script stopped before digout returned, in words for the user
    // ("line 12: TypeError: ..."); empty when it ran to the end.
    std::string problem;
    int problemLine = 0; // the script's line the problem is on, 1-based; 0 if none
    // solve() and trace(), where the program asked for them, and whether
    // the files compiled (Java's), which the walks say too.
    bool compiled = true;
    ScriptWalk solve;
    ScriptWalk trace;
};

} // namespace mazestudy
