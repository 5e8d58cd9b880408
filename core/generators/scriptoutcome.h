#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grid.h"

namespace mazestudy {

// The student's solve() or trace() in the mazedfs lab, run after digout and
// the exit, as the assignment's setup runs them, where a program asked for
// them: the units where it drew the dot (drawdot), in order.
struct ScriptWalk {
    bool written = false; // the script has its own (Java: overrides mazedfs's)
    bool ran = false; // it was called: digout ended without a problem
    std::vector<Point> dots;
    std::string problem; // why it stopped, if it did not return
    int problemLine = 0;
    // Written and run: there is a walk to show, whole or up to its problem.
    bool shown() const { return written && ran; }
};

// What a lab script's run leaves besides the grid: why it stopped, if it
// stopped with an error, and its own marks on units. The built-in generators
// cannot fail and make only walls and floor, so this is a capability
// (Generator::scriptOutcome()) rather than part of every generator.
class ScriptOutcome {
public:
    // Why this maze may not be what the script meant to make, for the user:
    // an error it stopped with. Empty when there is nothing to say.
    virtual std::string problem() const = 0;
    // The line of the script the problem is on, 1-based; 0 for none.
    virtual int problemLine() const = 0;
    // The line of the script whose call made the last move (a drawblock, a
    // digout's call, ...), 1-based, for an editor to mark while stepping; 0
    // where the run did not record lines or the move was the lab's own.
    virtual int lineOfLastMove() const = 0;
    // Each unit's value, row-major: the script's own marks (2..255), which the
    // grid shows as floor, besides wall (0) and floor (1). Null for none.
    virtual const std::vector<uint8_t> *unitValues() const = 0;
    // The script's own solve() and trace(), where its run asked for them.
    virtual const ScriptWalk *solveWalk() const = 0;
    virtual const ScriptWalk *traceWalk() const = 0;

protected:
    ~ScriptOutcome() = default;
};

} // namespace mazestudy
