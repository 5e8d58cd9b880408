#pragma once

#include "move.h"

#include <cstdint>

namespace mazestudy {

// The fields a move's kind reports (MoveField), in their order, each handed
// to `visit` under its key: the replay's JSON and the Python module's dicts
// both read a move through this, so they name the same fields alike.
// Visitor: point(key, Point), units(key, Point, Point), text(key, const char *),
// number(key, uint64_t), flag(key, bool), none(key).
template<typename Visitor> void visitMoveFields(const Move &move, Visitor &visit)
{
    const uint16_t fields = move.kind->fields;
    const auto reports = [fields](uint16_t field) { return (fields & field) != 0; };
    if (reports(MoveField::Units))
        visit.units("units", move.at, move.target);
    if (reports(MoveField::UnitsReversed))
        visit.units("units", move.target, move.at);
    if (reports(MoveField::At))
        visit.point("at", move.at);
    if (reports(MoveField::Target))
        visit.point("target", move.target);
    if (reports(MoveField::Direction))
        visit.text("direction", directionName(move.direction));
    if (reports(MoveField::Reason))
        visit.text("reason", move.reason ? move.reason->name : "none");
    if (reports(MoveField::Sweep))
        visit.number("sweep", uint64_t(move.sweep));
    if (reports(MoveField::WallCount))
        visit.number("wall_count", move.wallCount);
    if (reports(MoveField::BecameWall))
        visit.flag("became_wall", move.becameWall);
    if (reports(MoveField::WallsAdded))
        visit.number("walls_added", move.wallsAdded);
    if (reports(MoveField::Count))
        visit.number("count", move.count);
    if (reports(MoveField::Found)) {
        if (move.count)
            visit.point("found", move.gap);
        else
            visit.none("found");
    }
    if (reports(MoveField::Gap))
        visit.point("gap", move.gap);
    if (reports(MoveField::ChambersLeft))
        visit.number("chambers_left", move.count);
}

} // namespace mazestudy
