#include "narration.h"

#include "automatongenerator.h"
#include "callstyle.h"

// lupdate collects the templates through this marker, as it does in Qt code;
// core stays free of Qt, so the marker is only the text here.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
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
        QT_TRANSLATE_NOOP("Narration", "nothing yet: %n seed wall(s) to place on the open grid, then the sweeps")},
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
        QT_TRANSLATE_NOOP("Narration", "sweep %1: %2 sees %n wall(s) in its window; it becomes wall")},
    {"check-becomes-wall-at-sweep-end",
        QT_TRANSLATE_NOOP(
            "Narration", "sweep %1: %2 sees %n wall(s) in its window; it becomes wall when the sweep ends")},
    {"check-stays-floor", QT_TRANSLATE_NOOP("Narration", "sweep %1: %2 sees %n wall(s) in its window; it stays floor")},
    {"sweep-end",
        QT_TRANSLATE_NOOP("Narration", "sweep %1 ends with %n wall(s) added; the next checks the units around them")},
    {"sweep-end-stable", QT_TRANSLATE_NOOP("Narration", "sweep %1 adds no wall: the automaton is done")},
};
static_assert(sizeof(kindTexts) / sizeof(kindTexts[0]) == size_t(NarrationKind::SweepEndStable) + 1,
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
    default:
        return;
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
    default:
        return;
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
        } else {
            Builder(narration, style).call({state.spec().rows - 2, state.spec().cols - 2});
        }
        return narration;
    }
    if (style == CallStyle::Sweeps)
        narrateAutomaton(narration, state, *last);
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
