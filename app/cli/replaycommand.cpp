#include "commands.h"
#include "options.h"
#include "timeline.h"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace mazestudy::cli {

namespace {

const char *moveKindName(MoveKind kind)
{
    switch (kind) {
    case MoveKind::Enter:
        return "enter";
    case MoveKind::Carve:
        return "carve";
    case MoveKind::Skip:
        return "skip";
    case MoveKind::Return:
        return "return";
    case MoveKind::OpenExit:
        return "open-exit";
    case MoveKind::SeedWall:
        return "seed-wall";
    case MoveKind::Check:
        return "check";
    case MoveKind::SweepEnd:
        return "sweep-end";
    }
    return "?";
}

char arrowSymbol(Direction d)
{
    static const char symbols[] = {'v', '>', '^', '<'};
    return symbols[int(d) & 3];
}

std::vector<std::string> gridRows(const Grid &grid)
{
    std::vector<std::string> rows(size_t(grid.rows()), std::string(size_t(grid.cols()), '#'));
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            if (grid.at(r, c) == Grid::Floor)
                rows[size_t(r)][size_t(c)] = '.';
        }
    }
    return rows;
}

// The grid as the flame game's pictures draw it, in characters: where each
// visited cell's call went next, the current cell, and the cells the current
// call still considers that are not dug yet.
std::vector<std::string> pictureRows(const Timeline &timeline)
{
    const Grid &grid = timeline.state().grid();
    std::vector<std::string> rows = gridRows(grid);
    for (int r = 1; r < grid.rows(); r += 2) {
        for (int c = 1; c < grid.cols(); c += 2) {
            if (const auto arrow = timeline.arrow({r, c}))
                rows[size_t(r)][size_t(c)] = arrowSymbol(*arrow);
        }
    }
    for (Point p : timeline.considered()) {
        if (grid.at(p.row, p.col) == Grid::Wall)
            rows[size_t(p.row)][size_t(p.col)] = '?';
    }
    if (const auto current = timeline.currentUnit())
        rows[size_t(current->row)][size_t(current->col)] = '@';
    return rows;
}

std::string legend(CallStyle style)
{
    if (style == CallStyle::Sweeps)
        return "# wall, . floor, @ the unit just checked or walled (its 3x3 window is around it)";
    return "# wall, . dug, @ current call, v > ^ < where each call went next, ? cells the current call still considers";
}

std::string doneText(const FrameDescription &frame)
{
    const std::vector<Direction> done(frame.order.begin(), frame.order.begin() + frame.done);
    return done.empty() ? "-" : directionLetters(done);
}

std::string tryingText(const FrameDescription &frame)
{
    if (frame.trying)
        return std::string(1, directionLetter(*frame.trying));
    if (frame.next)
        return std::string("next ") + directionLetter(*frame.next);
    return "returns";
}

void writeText(std::ostream &out, Timeline &timeline)
{
    const MazeSpec &spec = timeline.spec();
    out << spec.generator << " " << spec.rows << "x" << spec.cols << " seed " << spec.seed;
    for (const auto &[key, value] : spec.options)
        out << " " << key << "=" << value;
    out << ": move " << timeline.position() << " of " << timeline.totalMoves();
    if (timeline.style() == CallStyle::Sweeps)
        out << ", sweep " << timeline.state().sweeps();
    else
        out << ", depth " << timeline.depth();
    out << (timeline.atEnd() ? ", finished" : "") << "\n";
    out << (timeline.lastMove() ? "last move: " : "") << narrationText(timeline.narration()) << "\n\n";
    for (const std::string &row : pictureRows(timeline))
        out << row << "\n";
    out << "\n" << legend(timeline.style()) << "\n";
    if (timeline.depth() == 0)
        return;

    struct Row {
        std::string depth, call, order, done, trying;
    };
    std::vector<Row> rows {{"depth", "call", "order", "done", "trying"}};
    for (size_t i = timeline.depth(); i-- > 0;) {
        const FrameDescription frame = timeline.frame(i);
        rows.push_back({std::to_string(i + 1), frame.call, orderText(timeline.style(), frame), doneText(frame),
            tryingText(frame)});
    }
    size_t widths[4] = {};
    for (const Row &row : rows) {
        const std::string *cells[] = {&row.depth, &row.call, &row.order, &row.done};
        for (size_t i = 0; i < 4; ++i)
            widths[i] = std::max(widths[i], cells[i]->size());
    }
    out << "\ncall stack, deepest first:\n";
    for (const Row &row : rows) {
        const std::string *cells[] = {&row.depth, &row.call, &row.order, &row.done};
        out << " ";
        for (size_t i = 0; i < 4; ++i)
            out << " " << *cells[i] << std::string(widths[i] - cells[i]->size() + 1, ' ');
        out << row.trying << "\n";
    }
}

// Just enough JSON for this report: every string is ASCII, escaped anyway.
std::string quoted(const std::string &text)
{
    std::string json = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            json += '\\';
        json += c;
    }
    return json + "\"";
}

std::string pointJson(Point p)
{
    return "[" + std::to_string(p.row) + ", " + std::to_string(p.col) + "]";
}

template<typename T, typename F> std::string listJson(const std::vector<T> &items, F &&itemJson)
{
    std::string json = "[";
    for (size_t i = 0; i < items.size(); ++i)
        json += (i ? ", " : "") + itemJson(items[i]);
    return json + "]";
}

std::string directionJson(Direction d)
{
    return quoted(directionName(d));
}

std::string optionalDirectionJson(const std::optional<Direction> &d)
{
    return d ? directionJson(*d) : "null";
}

std::string moveJson(const std::optional<Move> &move)
{
    if (!move)
        return "null";
    std::ostringstream json;
    json << "{\"kind\": " << quoted(moveKindName(move->kind));
    switch (move->kind) {
    case MoveKind::Carve:
    case MoveKind::Skip:
        json << ", \"at\": " << pointJson(move->at) << ", \"target\": " << pointJson(move->target)
             << ", \"direction\": " << directionJson(move->direction);
        if (move->kind == MoveKind::Skip)
            json << ", \"reason\": "
                 << quoted(move->reason == SkipReason::OutOfBounds ? "out-of-bounds" : "already-floor");
        break;
    case MoveKind::OpenExit:
        json << ", \"units\": [" << pointJson(move->target) << ", " << pointJson(move->at) << "]";
        break;
    case MoveKind::Check:
        json << ", \"at\": " << pointJson(move->at) << ", \"sweep\": " << move->sweep
             << ", \"wallCount\": " << int(move->wallCount)
             << ", \"becameWall\": " << (move->becameWall ? "true" : "false");
        break;
    case MoveKind::SweepEnd:
        json << ", \"sweep\": " << move->sweep << ", \"wallsAdded\": " << move->wallsAdded;
        break;
    case MoveKind::Enter:
    case MoveKind::Return:
    case MoveKind::SeedWall:
        json << ", \"at\": " << pointJson(move->at);
        break;
    }
    json << "}";
    return json.str();
}

std::string frameJson(const Timeline &timeline, const FrameDescription &frame)
{
    std::ostringstream json;
    json << "{\"depth\": " << frame.index + 1 << ", \"unit\": " << pointJson(frame.unit)
         << ", \"call\": " << quoted(frame.call) << ", \"order\": " << listJson(frame.order, directionJson)
         << ", \"orderText\": " << quoted(orderText(timeline.style(), frame)) << ", \"done\": " << frame.done
         << ", \"trying\": " << optionalDirectionJson(frame.trying)
         << ", \"next\": " << optionalDirectionJson(frame.next) << "}";
    return json.str();
}

void writeJson(std::ostream &out, Timeline &timeline)
{
    const MazeSpec &spec = timeline.spec();
    const Narration narration = timeline.narration();
    std::string options = "{";
    for (const auto &[key, value] : spec.options)
        options += (options.size() > 1 ? ", " : "") + quoted(key) + ": " + quoted(value);
    options += "}";
    const auto current = timeline.currentUnit();

    out << "{\n";
    out << "  \"generator\": " << quoted(spec.generator) << ",\n";
    out << "  \"rows\": " << spec.rows << ",\n  \"cols\": " << spec.cols << ",\n  \"seed\": " << spec.seed << ",\n";
    out << "  \"options\": " << options << ",\n";
    out << "  \"moves\": " << timeline.position() << ",\n";
    out << "  \"totalMoves\": " << timeline.totalMoves() << ",\n";
    out << "  \"finished\": " << (timeline.atEnd() ? "true" : "false") << ",\n";
    out << "  \"depth\": " << timeline.depth() << ",\n";
    out << "  \"sweeps\": " << timeline.state().sweeps() << ",\n";
    out << "  \"lastMove\": " << moveJson(timeline.lastMove()) << ",\n";
    out << "  \"narration\": {\"kind\": " << quoted(narrationKindName(narration.kind))
        << ", \"text\": " << quoted(narrationText(narration))
        << ", \"template\": " << quoted(narrationTemplate(narration.kind)) << ", \"args\": "
        << listJson(narration.args, [](const NarrationArg &arg) { return quoted(narrationArgText(arg)); })
        << ", \"count\": " << (narration.count >= 0 ? std::to_string(narration.count) : "null") << "},\n";
    out << "  \"current\": " << (current ? pointJson(*current) : "null") << ",\n";
    out << "  \"considering\": " << listJson(timeline.considered(), pointJson) << ",\n";
    out << "  \"frames\": [";
    for (size_t i = timeline.depth(); i-- > 0;)
        out << (i + 1 == timeline.depth() ? "\n    " : ",\n    ") << frameJson(timeline, timeline.frame(i));
    out << (timeline.depth() ? "\n  ],\n" : "],\n");
    const auto rowsJson = [&out](const char *name, const std::vector<std::string> &rows, bool last) {
        out << "  " << quoted(name) << ": [";
        for (size_t i = 0; i < rows.size(); ++i)
            out << (i ? ",\n    " : "\n    ") << quoted(rows[i]);
        out << "\n  ]" << (last ? "\n" : ",\n");
    };
    rowsJson("grid", gridRows(timeline.state().grid()), false);
    rowsJson("picture", pictureRows(timeline), true);
    out << "}\n";
}

} // namespace

int runReplay(Arguments &arguments, std::ostream &out)
{
    const MazeSpec spec = specFromArguments(arguments);
    const auto atText = arguments.value("--at");
    if (!atText)
        throw UsageError(
            "--at is required: how many moves to replay, from 0 (before the first move) to the run's total");
    uint64_t at = 0;
    if (!parseUnsigned(*atText, at))
        throw UsageError("--at takes a whole number of moves from 0, not \"" + *atText + "\"");
    const std::string format = arguments.value("--format").value_or("text");
    if (format != "text" && format != "json")
        throw UsageError("--format takes text or json, not \"" + format + "\"");
    arguments.expectNoMore();

    Timeline timeline(spec);
    const uint64_t total = timeline.totalMoves();
    if (at > total)
        throw UsageError("--at " + *atText + " is past the end: this run has " + std::to_string(total)
            + " moves, so --at takes 0 to " + std::to_string(total));
    timeline.seek(at);
    if (format == "json")
        writeJson(out, timeline);
    else
        writeText(out, timeline);
    return 0;
}

} // namespace mazestudy::cli
