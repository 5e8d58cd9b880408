#include "narration.h"

#include "automatongenerator.h"
#include "callstyle.h"

// lupdate collects the templates through this marker, as it does in Qt code;
// core stays free of Qt, so the marker is only the text here.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
// The templates with a count (%n), so that lupdate asks for plural forms.
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(context, text) text
#endif

namespace mazestudy {

namespace {

struct KindText {
    const char *name;
    const char *text;
};

// In NarrationKind order.
const KindText kindTexts[] = {
    {"not-started", QT_TRANSLATE_NOOP("Narration", "nothing yet: the first move calls %1")},
    {"automaton-not-started",
        QT_TRANSLATE_N_NOOP("Narration", "nothing yet: %n seed wall(s) to place on the open grid, then the sweeps")},
    {"digout-first-call", QT_TRANSLATE_NOOP("Narration", "%1: the first call digs %2 and will try %3")},
    {"digout-carve", QT_TRANSLATE_NOOP("Narration", "%1: %2 is wall two steps away; digging through to %3")},
    {"digout-skip-outside", QT_TRANSLATE_NOOP("Narration", "%1: %2 two steps away is outside the maze; skipped")},
    {"digout-skip-dug", QT_TRANSLATE_NOOP("Narration", "%1: %2 two steps away, %3, is already dug; skipped")},
    {"digout-return", QT_TRANSLATE_NOOP("Narration", "%1: all four directions tried; returning to %2")},
    {"digout-outermost-return",
        QT_TRANSLATE_NOOP("Narration", "%1: all four directions tried; the outermost call returns")},
    {"open-exit", QT_TRANSLATE_NOOP("Narration", "digout is done; digging the exit units %1 and %2")},
    {"visit-first-call",
        QT_TRANSLATE_NOOP("Narration",
            "%1: the first call marks the end cell visited; its unvisited neighbours, "
            "shuffled: %2")},
    {"visit-carve",
        QT_TRANSLATE_NOOP("Narration", "%1: the %2 neighbour %3 is unvisited; removing the wall and visiting it")},
    {"visit-skip", QT_TRANSLATE_NOOP("Narration", "%1: the %2 neighbour %3 was visited meanwhile; passed over")},
    {"visit-return", QT_TRANSLATE_NOOP("Narration", "%1: no neighbour left to take up; returning to %2")},
    {"visit-outermost-return",
        QT_TRANSLATE_NOOP("Narration", "%1: no neighbour left to take up; the first call returns, every cell visited")},
    {"seed-wall", QT_TRANSLATE_NOOP("Narration", "seed wall %1 of %2 at %3")},
    {"check-becomes-wall",
        QT_TRANSLATE_N_NOOP("Narration", "sweep %1: %2 sees %n wall(s) in its window; it becomes wall")},
    {"check-becomes-wall-at-sweep-end",
        QT_TRANSLATE_N_NOOP(
            "Narration", "sweep %1: %2 sees %n wall(s) in its window; it becomes wall when the sweep ends")},
    {"check-stays-floor",
        QT_TRANSLATE_N_NOOP("Narration", "sweep %1: %2 sees %n wall(s) in its window; it stays floor")},
    {"sweep-end",
        QT_TRANSLATE_N_NOOP("Narration", "sweep %1 ends with %n wall(s) added; the next checks the units around them")},
    {"sweep-end-stable", QT_TRANSLATE_NOOP("Narration", "sweep %1 adds no wall: the automaton is done")},
    {"classic-not-started", QT_TRANSLATE_N_NOOP("Narration", "nothing yet: %n cell(s) to join into one perfect maze")},
    {"binary-tree-carve", QT_TRANSLATE_NOOP("Narration", "binary tree: cell %1 carves %2 to %3")},
    {"binary-tree-edge",
        QT_TRANSLATE_NOOP("Narration", "binary tree: cell %1 is on the edge, so it can only carve %2, to %3")},
    {"binary-tree-corner", QT_TRANSLATE_NOOP("Narration", "binary tree: cell %1 is the corner; it carves nothing")},
    {"sidewinder-first-row",
        QT_TRANSLATE_NOOP("Narration", "sidewinder: the first row is one corridor; %1 carves east to %2")},
    {"sidewinder-first-row-end", QT_TRANSLATE_NOOP("Narration", "sidewinder: %1 ends the first row's corridor")},
    {"sidewinder-extend",
        QT_TRANSLATE_N_NOOP("Narration", "sidewinder: the run from %1 carves east from %2 to %3; %n cell(s) so far")},
    {"sidewinder-close",
        QT_TRANSLATE_N_NOOP(
            "Narration", "sidewinder: the run of %n cell(s) from %1 to %2 closes; its cell %3 carves north to %4")},
    {"sidewinder-row-end", QT_TRANSLATE_NOOP("Narration", "sidewinder: row %1 is done")},
    {"eller-join", QT_TRANSLATE_NOOP("Narration", "Eller: %1 and %2 are in different sets; the coin joins them")},
    {"eller-last-join",
        QT_TRANSLATE_NOOP("Narration", "Eller: last row: %1 and %2 are in different sets; joining them")},
    {"eller-keep-chance",
        QT_TRANSLATE_NOOP("Narration", "Eller: %1 and %2 are in different sets; the coin keeps the wall between them")},
    {"eller-keep-same-set", QT_TRANSLATE_NOOP("Narration", "Eller: %1 and %2 are already in one set; the wall stays")},
    {"eller-down", QT_TRANSLATE_NOOP("Narration", "Eller: %1 carves south to %2; its set goes on down")},
    {"eller-down-forced",
        QT_TRANSLATE_NOOP(
            "Narration", "Eller: %1 is its set's last cell in this row and none went down yet; it carves south to %2")},
    {"eller-no-down",
        QT_TRANSLATE_NOOP("Narration", "Eller: %1 does not carve south; %2 will start a set of its own unless joined")},
    {"eller-row-end", QT_TRANSLATE_N_NOOP("Narration", "Eller: row %1 is done; %n set(s) go on down")},
    {"eller-last-row-end", QT_TRANSLATE_NOOP("Narration", "Eller: the last row is done; every cell is in one set")},
    {"aldous-broder-start", QT_TRANSLATE_N_NOOP("Narration", "Aldous-Broder: the walk starts at %1; %n cell(s) to go")},
    {"aldous-broder-join",
        QT_TRANSLATE_N_NOOP("Narration",
            "Aldous-Broder: the walk goes %1 from %2 into %3, a new cell; carving through (%n cell(s) left)")},
    {"aldous-broder-walk",
        QT_TRANSLATE_NOOP(
            "Narration", "Aldous-Broder: the walk goes %1 from %2 to %3, already in the maze; nothing carved")},
    {"wilson-start", QT_TRANSLATE_NOOP("Narration", "Wilson: %1 is the first cell in the maze")},
    {"wilson-walk", QT_TRANSLATE_N_NOOP("Narration", "Wilson: the walk from %1 goes %2 to %3; %n step(s) so far")},
    {"wilson-erase",
        QT_TRANSLATE_N_NOOP(
            "Narration", "Wilson: the walk from %1 goes %2 back onto %3; the loop is erased, leaving %n step(s)")},
    {"wilson-reach",
        QT_TRANSLATE_N_NOOP(
            "Narration", "Wilson: the walk from %1 reaches the maze at %2 after %n step(s); adding it")},
    {"wilson-join", QT_TRANSLATE_N_NOOP("Narration", "Wilson: adding %1 to the maze through %2; %n cell(s) left")},
    {"kruskal-start", QT_TRANSLATE_N_NOOP("Narration", "Kruskal: every cell is a set of its own: %n set(s)")},
    {"kruskal-join",
        QT_TRANSLATE_N_NOOP("Narration", "Kruskal: the wall between %1 and %2 joins two sets; %n set(s) left")},
    {"kruskal-reject",
        QT_TRANSLATE_NOOP("Narration", "Kruskal: %1 and %2 are already in one set; the wall between them stays")},
    {"prim-start",
        QT_TRANSLATE_N_NOOP(
            "Narration", "Prim: %1 is the first cell in the maze; its neighbours make the frontier of %n cell(s)")},
    {"prim-join",
        QT_TRANSLATE_N_NOOP(
            "Narration", "Prim: frontier cell %1 joins the maze next to %2; the frontier holds %n cell(s)")},
    {"growing-tree-start", QT_TRANSLATE_NOOP("Narration", "growing tree: %1 starts the active list")},
    {"growing-tree-join",
        QT_TRANSLATE_N_NOOP("Narration", "growing tree: %1 carves %2 to %3, which joins the active list (%n active)")},
    {"growing-tree-reject",
        QT_TRANSLATE_N_NOOP(
            "Narration", "growing tree: %1 has no unvisited neighbour and leaves the active list (%n active)")},
    {"hunt-start", QT_TRANSLATE_NOOP("Narration", "hunt-and-kill: the walk starts at %1")},
    {"hunt-walk", QT_TRANSLATE_NOOP("Narration", "hunt-and-kill: %1 carves %2 into the unvisited %3")},
    {"hunt-scan-empty",
        QT_TRANSLATE_NOOP(
            "Narration", "hunt-and-kill: the walk is stuck; row %1 has no unvisited cell next to the maze")},
    {"hunt-scan-found",
        QT_TRANSLATE_NOOP(
            "Narration", "hunt-and-kill: the walk is stuck; scanning row %1 finds %2, unvisited and next to the maze")},
    {"hunt-join",
        QT_TRANSLATE_NOOP("Narration", "hunt-and-kill: %1 joins the maze through %2 and the walk goes on from there")},
    {"division-start",
        QT_TRANSLATE_N_NOOP("Narration", "recursive division: every inner wall taken away: one chamber of %n cell(s)")},
    {"division-horizontal",
        QT_TRANSLATE_N_NOOP("Narration",
            "recursive division: a horizontal wall from %1 to %2, its gap at %3; %n chamber(s) left to divide")},
    {"division-vertical",
        QT_TRANSLATE_N_NOOP("Narration",
            "recursive division: a vertical wall from %1 to %2, its gap at %3; %n chamber(s) left to divide")},
};
static_assert(sizeof(kindTexts) / sizeof(kindTexts[0]) == size_t(NarrationKind::DivisionVertical) + 1,
    "one text per narration kind");

class Builder {
public:
    Builder(Narration &narration, CallStyle style)
        : m_narration(narration)
        , m_style(style)
    {
    }
    Builder &plain(std::string text)
    {
        m_narration.args.push_back({NarrationArg::Type::Plain, std::move(text), {}});
        return *this;
    }
    Builder &number(long long value) { return plain(std::to_string(value)); }
    Builder &call(Point unit) { return plain(callText(m_style, unit)); }
    Builder &place(Point unit) { return plain(placeText(m_style, unit)); }
    Builder &direction(Direction d)
    {
        m_narration.args.push_back({NarrationArg::Type::Direction, {}, {d}});
        return *this;
    }
    Builder &directions(std::vector<Direction> list)
    {
        m_narration.args.push_back({NarrationArg::Type::Directions, {}, std::move(list)});
        return *this;
    }

private:
    Narration &m_narration;
    CallStyle m_style;
};

void narrateDfs(Narration &narration, const Generator &state, const Move &move, CallStyle style)
{
    const bool visit = style == CallStyle::Visit;
    Builder args(narration, style);
    switch (move.kind) {
    case MoveKind::Enter: {
        const Frame first = state.frame(0);
        narration.kind = visit ? NarrationKind::VisitFirstCall : NarrationKind::DigoutFirstCall;
        args.call(move.at);
        if (!visit)
            args.place(move.at);
        args.directions({first.order.begin(), first.order.begin() + first.orderSize});
        return;
    }
    case MoveKind::Carve:
        narration.kind = visit ? NarrationKind::VisitCarve : NarrationKind::DigoutCarve;
        args.call(move.at).direction(move.direction).place(move.target);
        return;
    case MoveKind::Skip:
        if (!visit && move.reason == SkipReason::OutOfBounds) {
            narration.kind = NarrationKind::DigoutSkipOutside;
            args.call(move.at).direction(move.direction);
            return;
        }
        narration.kind = visit ? NarrationKind::VisitSkip : NarrationKind::DigoutSkipDug;
        args.call(move.at).direction(move.direction).place(move.target);
        return;
    case MoveKind::Return:
        args.call(move.at);
        if (state.depth() == 0) {
            narration.kind = visit ? NarrationKind::VisitOutermostReturn : NarrationKind::DigoutOutermostReturn;
            return;
        }
        narration.kind = visit ? NarrationKind::VisitReturn : NarrationKind::DigoutReturn;
        args.call(state.frame(state.depth() - 1).cell);
        return;
    case MoveKind::OpenExit:
        narration.kind = NarrationKind::OpenExit;
        args.place(move.target).place(move.at);
        return;
    case MoveKind::SeedWall:
    case MoveKind::Check:
    case MoveKind::SweepEnd:
    case MoveKind::Prepare:
    case MoveKind::Join:
    case MoveKind::Walk:
    case MoveKind::Erase:
    case MoveKind::Reject:
    case MoveKind::Scan:
    case MoveKind::Divide:
    case MoveKind::RowEnd:
        return; // not the DFS family's
    }
}

void narrateAutomaton(Narration &narration, const Generator &state, const Move &move)
{
    Builder args(narration, CallStyle::Sweeps);
    switch (move.kind) {
    case MoveKind::SeedWall:
        narration.kind = NarrationKind::SeedWall;
        args.number((long long)state.seedWalls().size())
            .number(AutomatonGenerator::ruleFromOptions(state.spec()).seedWallCount)
            .place(move.at);
        return;
    case MoveKind::Check:
        // Updating from the previous sweep, a unit that fires changes nothing
        // until the sweep ends.
        narration.kind = !move.becameWall ? NarrationKind::CheckStaysFloor
            : move.changed.isEmpty()      ? NarrationKind::CheckBecomesWallAtSweepEnd
                                          : NarrationKind::CheckBecomesWall;
        narration.count = move.wallCount;
        args.number(move.sweep).place(move.at);
        return;
    case MoveKind::SweepEnd:
        narration.kind = move.wallsAdded == 0 ? NarrationKind::SweepEndStable : NarrationKind::SweepEnd;
        if (move.wallsAdded > 0)
            narration.count = int(move.wallsAdded);
        args.number(move.sweep);
        return;
    case MoveKind::Enter:
    case MoveKind::Carve:
    case MoveKind::Skip:
    case MoveKind::Return:
    case MoveKind::OpenExit:
    case MoveKind::Prepare:
    case MoveKind::Join:
    case MoveKind::Walk:
    case MoveKind::Erase:
    case MoveKind::Reject:
    case MoveKind::Scan:
    case MoveKind::Divide:
    case MoveKind::RowEnd:
        return; // not the automaton's
    }
}

// The classic generators: the move's kind says what happened, the generator
// how to say it. Every field read is the move's own (at, target, direction,
// count, gap, origin), so the words follow the move, however it was reached.
void narrateClassic(Narration &narration, const Generator &state, const Move &move)
{
    const std::string &id = state.spec().generator;
    Builder args(narration, CallStyle::Classic);
    const bool self = move.at == move.target;
    const auto kind = [&narration](NarrationKind k, int count = -1) {
        narration.kind = k;
        narration.count = count;
    };
    const int count = int(move.count);
    switch (move.kind) {
    case MoveKind::Prepare:
        if (id == "kruskal")
            kind(NarrationKind::KruskalStart, count);
        else
            kind(NarrationKind::DivisionStart, count);
        return;
    case MoveKind::Join:
        if (id == "binary-tree") {
            if (self) {
                kind(NarrationKind::BinaryTreeCorner);
                args.place(move.at);
                return;
            }
            kind(move.count == 2 ? NarrationKind::BinaryTreeCarve : NarrationKind::BinaryTreeEdge);
            args.place(move.at).direction(move.direction).place(move.target);
        } else if (id == "sidewinder") {
            if (move.direction == Direction::North && !self) {
                kind(NarrationKind::SidewinderClose, count);
                args.place(move.origin).place(move.gap).place(move.at).place(move.target);
            } else if (move.at.row == 1) {
                kind(self ? NarrationKind::SidewinderFirstRowEnd : NarrationKind::SidewinderFirstRow);
                args.place(move.at);
                if (!self)
                    args.place(move.target);
            } else {
                kind(NarrationKind::SidewinderExtend, count);
                args.place(move.origin).place(move.at).place(move.target);
            }
        } else if (id == "eller") {
            if (move.direction == Direction::South)
                kind(move.reason == SkipReason::None ? NarrationKind::EllerDownForced : NarrationKind::EllerDown);
            else
                kind(move.at.row == state.spec().rows - 2 ? NarrationKind::EllerLastJoin : NarrationKind::EllerJoin);
            args.place(move.at).place(move.target);
        } else if (id == "aldous-broder") {
            if (self) {
                kind(NarrationKind::AldousBroderStart, count);
                args.place(move.at);
                return;
            }
            kind(NarrationKind::AldousBroderJoin, count);
            args.direction(move.direction).place(move.at).place(move.target);
        } else if (id == "wilson") {
            if (self) {
                kind(NarrationKind::WilsonStart);
                args.place(move.at);
                return;
            }
            kind(NarrationKind::WilsonJoin, count);
            args.place(move.target).place(move.at);
        } else if (id == "kruskal") {
            kind(NarrationKind::KruskalJoin, count);
            args.place(move.at).place(move.target);
        } else if (id == "prim") {
            if (self) {
                kind(NarrationKind::PrimStart, count);
                args.place(move.at);
                return;
            }
            kind(NarrationKind::PrimJoin, count);
            args.place(move.target).place(move.at);
        } else if (id == "growing-tree") {
            if (self) {
                kind(NarrationKind::GrowingTreeStart);
                args.place(move.at);
                return;
            }
            kind(NarrationKind::GrowingTreeJoin, count);
            args.place(move.at).direction(move.direction).place(move.target);
        } else {
            if (self) {
                kind(NarrationKind::HuntStart);
                args.place(move.at);
            } else if (move.origin == move.target) {
                kind(NarrationKind::HuntJoin);
                args.place(move.target).place(move.at);
            } else {
                kind(NarrationKind::HuntWalk);
                args.place(move.at).direction(move.direction).place(move.target);
            }
        }
        return;
    case MoveKind::Walk:
        if (id == "aldous-broder") {
            kind(NarrationKind::AldousBroderWalk);
            args.direction(move.direction).place(move.at).place(move.target);
        } else if (state.grid().isFloor(move.target.row, move.target.col)) {
            kind(NarrationKind::WilsonReach, count);
            args.place(move.origin).place(move.target);
        } else {
            kind(NarrationKind::WilsonWalk, count);
            args.place(move.origin).direction(move.direction).place(move.target);
        }
        return;
    case MoveKind::Erase:
        kind(NarrationKind::WilsonErase, count);
        args.place(move.origin).direction(move.direction).place(move.target);
        return;
    case MoveKind::Reject:
        if (id == "growing-tree") {
            kind(NarrationKind::GrowingTreeReject, count);
            args.place(move.at);
            return;
        }
        if (id == "kruskal")
            kind(NarrationKind::KruskalReject);
        else if (move.direction == Direction::South)
            kind(NarrationKind::EllerNoDown);
        else
            kind(move.reason == SkipReason::SameSet ? NarrationKind::EllerKeepSameSet : NarrationKind::EllerKeepChance);
        args.place(move.at).place(move.target);
        return;
    case MoveKind::Scan:
        kind(move.count ? NarrationKind::HuntScanFound : NarrationKind::HuntScanEmpty);
        args.number(move.at.row);
        if (move.count)
            args.place(move.gap);
        return;
    case MoveKind::Divide:
        kind(move.direction == Direction::East ? NarrationKind::DivisionHorizontal : NarrationKind::DivisionVertical,
            count);
        args.place(move.at).place(move.target).place(move.gap);
        return;
    case MoveKind::RowEnd:
        if (id == "sidewinder") {
            kind(NarrationKind::SidewinderRowEnd);
            args.number(move.at.row);
        } else if (state.finished()) {
            kind(NarrationKind::EllerLastRowEnd);
        } else {
            kind(NarrationKind::EllerRowEnd, count);
            args.number(move.at.row);
        }
        return;
    case MoveKind::Enter:
    case MoveKind::Carve:
    case MoveKind::Skip:
    case MoveKind::Return:
    case MoveKind::OpenExit:
    case MoveKind::SeedWall:
    case MoveKind::Check:
    case MoveKind::SweepEnd:
        return; // not a classic generator's
    }
}

} // namespace

Narration narrate(const Generator &state, const std::optional<Move> &last)
{
    const CallStyle style = callStyleOf(state.spec().generator);
    Narration narration;
    if (!last) {
        if (style == CallStyle::Sweeps) {
            narration.kind = NarrationKind::AutomatonNotStarted;
            narration.count = AutomatonGenerator::ruleFromOptions(state.spec()).seedWallCount;
        } else if (style == CallStyle::Classic) {
            narration.kind = NarrationKind::ClassicNotStarted;
            narration.count = int(((state.spec().rows - 1) / 2) * ((state.spec().cols - 1) / 2));
        } else {
            Builder(narration, style).call({state.spec().rows - 2, state.spec().cols - 2});
        }
        return narration;
    }
    if (style == CallStyle::Sweeps)
        narrateAutomaton(narration, state, *last);
    else if (style == CallStyle::Classic)
        narrateClassic(narration, state, *last);
    else
        narrateDfs(narration, state, *last, style);
    return narration;
}

const char *narrationTemplate(NarrationKind kind)
{
    return kindTexts[size_t(kind)].text;
}

const char *narrationKindName(NarrationKind kind)
{
    return kindTexts[size_t(kind)].name;
}

std::string narrationArgText(const NarrationArg &arg)
{
    switch (arg.type) {
    case NarrationArg::Type::Plain:
        return arg.plain;
    case NarrationArg::Type::Direction:
        return arg.directions.empty() ? std::string() : directionName(arg.directions.front());
    case NarrationArg::Type::Directions:
        return directionNames(arg.directions);
    }
    return {};
}

std::string narrationText(const Narration &narration)
{
    const std::string pattern = narrationTemplate(narration.kind);
    std::string text;
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        const char following = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (c == '%' && following == 'n') {
            text += std::to_string(narration.count);
            ++i;
        } else if (c == '%' && following >= '1' && following <= '9') {
            const size_t index = size_t(following - '1');
            if (index < narration.args.size())
                text += narrationArgText(narration.args[index]);
            ++i;
        } else if (pattern.compare(i, 3, "(s)") == 0) {
            // English plural, as Qt's numerus form gives it: "1 wall", "2 walls".
            if (narration.count != 1)
                text += 's';
            i += 2;
        } else {
            text += c;
        }
    }
    return text;
}

} // namespace mazestudy
