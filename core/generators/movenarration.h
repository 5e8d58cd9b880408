#pragma once

#include "direction.h"
#include "grid.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// What the last move did, as a template and its arguments, so that the
// window can translate the template (QCoreApplication::translate("Narration",
// narrationTemplate(kind), nullptr, count)) and fill in %1, %2, ... itself,
// while the CLI and the tests use the English narrationText().
enum class NarrationKind : uint8_t {
    NotStarted, // %1 the first call
    AutomatonNotStarted, // %n seed walls to place
    DigoutFirstCall, // %1 call, %2 its unit, %3 its directions in order
    DigoutCarve, // %1 call, %2 direction, %3 the unit dug through to
    DigoutSkipOutside, // %1 call, %2 direction
    DigoutSkipDug, // %1 call, %2 direction, %3 the unit two steps away
    DigoutReturn, // %1 call, %2 the caller it returns to
    DigoutOutermostReturn, // %1 call
    OpenExit, // %1, %2 the exit units
    VisitFirstCall, // %1 call, %2 its unvisited neighbours in shuffled order
    VisitCarve, // %1 call, %2 direction, %3 the neighbour cell
    VisitSkip, // %1 call, %2 direction, %3 the neighbour cell
    VisitReturn, // %1 call, %2 the caller it returns to
    VisitOutermostReturn, // %1 call
    SeedWall, // %1 which, %2 of how many, %3 unit
    CheckBecomesWall, // %1 sweep, %2 unit, %n walls in its window
    CheckBecomesWallAtSweepEnd, // %1 sweep, %2 unit, %n walls in its window
    CheckStaysFloor, // %1 sweep, %2 unit, %n walls in its window
    SweepEnd, // %1 sweep, %n walls it added
    SweepEndStable, // %1 sweep
    // The classic generators (places in units):
    ClassicNotStarted, // %n cells
    BinaryTreeCarve, // %1 cell, %2 direction, %3 neighbour
    BinaryTreeEdge, // %1 cell, %2 direction, %3 neighbour
    BinaryTreeCorner, // %1 cell
    SidewinderFirstRow, // %1 cell, %2 neighbour
    SidewinderFirstRowEnd, // %1 cell
    SidewinderExtend, // %1 run start, %2 cell, %3 neighbour, %n run length
    SidewinderClose, // %1, %2 run, %3 cell, %4 neighbour, %n run length
    SidewinderRowEnd, // %1 unit row
    EllerJoin, // %1, %2 cells
    EllerLastJoin, // %1, %2 cells
    EllerKeepChance, // %1, %2 cells
    EllerKeepSameSet, // %1, %2 cells
    EllerDown, // %1 cell, %2 below
    EllerDownForced, // %1 cell, %2 below
    EllerNoDown, // %1 cell, %2 below
    EllerRowEnd, // %1 unit row, %n sets
    EllerLastRowEnd,
    AldousBroderStart, // %1 cell, %n left
    AldousBroderJoin, // %1 direction, %2 from, %3 cell, %n left
    AldousBroderWalk, // %1 direction, %2 from, %3 cell
    WilsonStart, // %1 cell
    WilsonWalk, // %1 walk start, %2 direction, %3 cell, %n steps
    WilsonErase, // %1 walk start, %2 direction, %3 cell, %n steps
    WilsonReach, // %1 walk start, %2 maze cell, %n steps
    WilsonJoin, // %1 cell, %2 its successor, %n left
    KruskalStart, // %n sets
    KruskalJoin, // %1, %2 cells, %n sets
    KruskalReject, // %1, %2 cells
    PrimStart, // %1 cell, %n frontier
    PrimJoin, // %1 cell, %2 neighbour, %n frontier
    GrowingTreeStart, // %1 cell
    GrowingTreeJoin, // %1 cell, %2 direction, %3 neighbour, %n list
    GrowingTreeReject, // %1 cell, %n list
    HuntStart, // %1 cell
    HuntWalk, // %1 cell, %2 direction, %3 neighbour
    HuntScanEmpty, // %1 unit row
    HuntScanFound, // %1 unit row, %2 cell
    HuntJoin, // %1 cell, %2 neighbour
    DivisionStart, // %n cells
    DivisionHorizontal, // %1, %2 wall ends, %3 gap, %n chambers
    DivisionVertical, // %1, %2 wall ends, %3 gap, %n chambers
    // A lab script, as digout(y, x) and its calls:
    LabCall, // %1 the call
    LabReturn, // %1 the call
    LabDrawFloor, // %1 unit
    LabDrawWall, // %1 unit
    LabDrawMark, // %1 unit, %2 its value
    LabMessage, // %1 the message
    LabPause, // %1 milliseconds
    LabReveal, // %n units
    LabStop, // %1 the problem
};

struct NarrationArg {
    // Plain text is the same in every language: a number, a place "(3, 7)",
    // a call "digout(3, 7)". Directions are words, left to the translator.
    enum class Type : uint8_t { Plain, Direction, Directions };
    Type type = Type::Plain;
    std::string plain;
    std::vector<Direction> directions; // one for Direction, the list for Directions

    friend bool operator==(const NarrationArg &a, const NarrationArg &b)
    {
        return a.type == b.type && a.plain == b.plain && a.directions == b.directions;
    }
};

struct Narration {
    NarrationKind kind = NarrationKind::NotStarted;
    std::vector<NarrationArg> args; // %1, %2, ... in order
    int count = -1; // %n, when the template has it

    friend bool operator==(const Narration &a, const Narration &b)
    {
        return a.kind == b.kind && a.args == b.args && a.count == b.count;
    }
    friend bool operator!=(const Narration &a, const Narration &b) { return !(a == b); }
};

// Fills a narration's arguments in order. Places are "(row, column)" in
// units, or with `cellPlaces` in cells, as the flame game and visit() count.
class NarrationArgs {
public:
    explicit NarrationArgs(Narration &narration, bool cellPlaces = false);

    // The template, and %n when it has one.
    NarrationArgs &kind(NarrationKind kind, int count = -1);
    NarrationArgs &plain(std::string text);
    NarrationArgs &number(long long value);
    NarrationArgs &place(Point unit);
    NarrationArgs &direction(Direction d);
    NarrationArgs &directions(std::vector<Direction> list);

private:
    Narration &m_narration;
    bool m_cellPlaces;
};

// "(5, 7)": unit row 5, column 7; with `cell`, cell (r, c) of unit (2r + 1, 2c + 1).
std::string placeText(Point unit, bool cell);

} // namespace mazestudy
