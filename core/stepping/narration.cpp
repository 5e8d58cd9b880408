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
    {"lab-call", QT_TRANSLATE_NOOP("Narration", "%1 is called")},
    {"lab-return", QT_TRANSLATE_NOOP("Narration", "%1 returns")},
    {"lab-draw-floor", QT_TRANSLATE_NOOP("Narration", "dug %1")},
    {"lab-draw-wall", QT_TRANSLATE_NOOP("Narration", "%1 is wall")},
    {"lab-draw-mark", QT_TRANSLATE_NOOP("Narration", "%1 is marked %2")},
    {"lab-message", QT_TRANSLATE_NOOP("Narration", "the script says: %1")},
    {"lab-pause", QT_TRANSLATE_NOOP("Narration", "delay(%1): a pause at the pane's pace")},
    {"lab-reveal",
        QT_TRANSLATE_N_NOOP("Narration", "the script changed %n unit(s) without drawing them; they show now")},
    {"lab-stop", QT_TRANSLATE_NOOP("Narration", "the script stopped: %1")},
};
static_assert(
    sizeof(kindTexts) / sizeof(kindTexts[0]) == size_t(NarrationKind::LabStop) + 1, "one text per narration kind");

void narrateDfs(Narration &narration, const Generator &state, const Move &move, CallStyle style)
{
    const bool visit = style == CallStyle::Visit;
    NarrationArgs args(narration, style == CallStyle::Visit);
    switch (move.kind) {
    case MoveKind::Enter: {
        const Frame first = state.frame(0);
        narration.kind = visit ? NarrationKind::VisitFirstCall : NarrationKind::DigoutFirstCall;
        args.plain(callText(style, move.at));
        if (!visit)
            args.place(move.at);
        args.directions({first.order.begin(), first.order.begin() + first.orderSize});
        return;
    }
    case MoveKind::Carve:
        narration.kind = visit ? NarrationKind::VisitCarve : NarrationKind::DigoutCarve;
        args.plain(callText(style, move.at)).direction(move.direction).place(move.target);
        return;
    case MoveKind::Skip:
        if (!visit && move.reason == SkipReason::OutOfBounds) {
            narration.kind = NarrationKind::DigoutSkipOutside;
            args.plain(callText(style, move.at)).direction(move.direction);
            return;
        }
        narration.kind = visit ? NarrationKind::VisitSkip : NarrationKind::DigoutSkipDug;
        args.plain(callText(style, move.at)).direction(move.direction).place(move.target);
        return;
    case MoveKind::Return:
        args.plain(callText(style, move.at));
        if (state.depth() == 0) {
            narration.kind = visit ? NarrationKind::VisitOutermostReturn : NarrationKind::DigoutOutermostReturn;
            return;
        }
        narration.kind = visit ? NarrationKind::VisitReturn : NarrationKind::DigoutReturn;
        args.plain(callText(style, state.frame(state.depth() - 1).cell));
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
    case MoveKind::Draw:
    case MoveKind::Message:
    case MoveKind::Pause:
    case MoveKind::Reveal:
    case MoveKind::Stop:
        return; // not the DFS family's
    }
}

void narrateAutomaton(Narration &narration, const Generator &state, const Move &move)
{
    NarrationArgs args(narration);
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
    case MoveKind::Draw:
    case MoveKind::Message:
    case MoveKind::Pause:
    case MoveKind::Reveal:
    case MoveKind::Stop:
        return; // not the automaton's
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
            NarrationArgs(narration).plain(callText(style, {state.spec().rows - 2, state.spec().cols - 2}));
        }
        return narration;
    }
    if (style == CallStyle::Sweeps)
        narrateAutomaton(narration, state, *last);
    else if (style == CallStyle::Classic || style == CallStyle::Lab)
        state.narrate(*last, narration);
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
