#pragma once

#include "grid.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// How a teacher grades the mazedfs assignment (mazestudy-cli lab check): the
// maze a student's digout made, the walk of its solve() and the path of its
// trace(), each against the finished maze (the exit dug).

// What is wrong, as a kind with its places and numbers, so that each
// program words it in its language: verdictText() in English for the CLI,
// the window in the user's.
enum class Fault : uint8_t {
    None,
    NoDot, // the walk (`walk`: "solve" or "trace") drew no dot
    StartsElsewhere, // the dot starts at units[0]
    DotOnWall, // the dot is drawn on the wall at units[0]
    Jumps, // from units[0] to units[1]
    StopsEarly, // at units[0], before the exit units[1]
    NoPath, // the maze has no path from (1, 1) to the exit
    MissesExit, // the path does not reach the exit units[0]
    PathOnWall, // the path marks the wall at units[0]
    OffPath, // units[0] is not on a shortest path to units[1]
    NotOnePath, // units[0] and units[1] are both counts[0] steps from (1, 1)
    LeavesOut, // counts[0] units marked; the shortest to units[0] has counts[1]; it leaves out the unit counts[2] steps
               // from (1, 1)
    Broken, // between units[0] and units[1]
    NotWritten, // the script has no `walk` of its own
    NotCalled, // its `walk` never ran: the setup was overridden
    Stopped, // `walk` (or digout) stopped: `text`, the script's own problem
    NotPerfect, // counts[0] cells undug, counts[1] loops, counts[2] parts of floor
    ExitNotDug, // digout left its start units[0] wall
};

struct Verdict {
    bool pass = false;
    Fault fault = Fault::None;
    std::string walk; // "solve", "trace" or "digout", for the faults that name it
    std::vector<Point> units;
    std::vector<uint64_t> counts;
    std::string text; // the script's own problem (Stopped)
    std::string why; // verdictText(): what is wrong, in English; empty when it passes

    static Verdict passed()
    {
        Verdict verdict;
        verdict.pass = true;
        return verdict;
    }
    static Verdict failed(Fault fault, std::vector<Point> units = {}, std::vector<uint64_t> counts = {},
        std::string walk = {}, std::string text = {});
};

// "the dot jumps from (3, 5) to (3, 7)": a failed verdict in English.
std::string verdictText(const Verdict &verdict);

// Units at odd row and odd column still wall: cells digout never dug.
size_t undugCells(const Grid &maze);

// Lab 3, part 1: the dot starts at (1, 1) and walks one unit at a time on
// floor until it reaches the exit, which the assignment names both ways:
// unit (rows - 2, cols - 2) or an exit unit its setup digs beside it,
// (rows - 2, cols - 1) or (rows - 1, cols - 2).
Verdict checkSolve(const Grid &maze, const std::vector<Point> &dots);

// Lab 3, part 2: the units trace() dotted, in any order and any number of
// times, are exactly a shortest path from (1, 1) to the exit (either unit).
Verdict checkTrace(const Grid &maze, const std::vector<Point> &dots);

} // namespace mazestudy
