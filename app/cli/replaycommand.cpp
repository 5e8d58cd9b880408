#include "commands.h"
#include "jsonwriter.h"
#include "memorybudget.h"
#include "metricsreport.h"
#include "movefields.h"
#include "options.h"
#include "timeline.h"

#include <algorithm>
#include <ostream>
#include <stdexcept>

namespace mazestudy::cli {

namespace {

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
    if (style == CallStyle::Classic)
        return "# wall, . floor, @ the cell the last move went to or looked at";
    if (style == CallStyle::Lab)
        return "# wall, . floor (or the script's mark), @ the current call's unit";
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
        out << ", sweep " << sweepCount(timeline.state());
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

// [row, col] on one line: units are never negative.
void writePoint(JsonWriter &json, Point p)
{
    json.value(std::vector<uint64_t> {uint64_t(p.row), uint64_t(p.col)});
}

void writeDirection(JsonWriter &json, const std::optional<Direction> &d)
{
    if (d)
        json.value(directionName(*d));
    else
        json.null();
}

void writeUnits(JsonWriter &json, Point first, Point second)
{
    json.beginArray();
    writePoint(json, first);
    writePoint(json, second);
    json.endArray();
}

// A move's fields as JSON members.
struct JsonMoveFields {
    JsonWriter &json;
    void point(const char *key, Point p)
    {
        json.key(key);
        writePoint(json, p);
    }
    void units(const char *key, Point first, Point second)
    {
        json.key(key);
        writeUnits(json, first, second);
    }
    void text(const char *key, const char *value) { json.field(key, value); }
    void number(const char *key, uint64_t value) { json.field(key, value); }
    void flag(const char *key, bool value) { json.field(key, value); }
    void none(const char *key)
    {
        json.key(key);
        json.null();
    }
};

// The kind's name, then the fields its kind reports (MoveField), in their order.
void writeMove(JsonWriter &json, const std::optional<Move> &move)
{
    if (!move) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("kind");
    json.value(move->kind->name);
    JsonMoveFields fields {json};
    visitMoveFields(*move, fields);
    json.endObject();
}

void writeNarration(JsonWriter &json, const Narration &narration)
{
    json.beginObject();
    json.key("kind");
    json.value(narrationKindName(narration.kind));
    json.key("text");
    json.value(narrationText(narration));
    json.key("template");
    json.value(narrationTemplate(narration.kind));
    json.key("args");
    json.beginArray();
    for (const NarrationArg &arg : narration.args)
        json.value(narrationArgText(arg));
    json.endArray();
    json.key("count");
    if (narration.count >= 0)
        json.value(narration.count);
    else
        json.null();
    json.endObject();
}

void writeFrame(JsonWriter &json, CallStyle style, const FrameDescription &frame)
{
    json.beginObject();
    json.key("depth");
    json.value(uint64_t(frame.index + 1));
    json.key("unit");
    writePoint(json, frame.unit);
    json.key("call");
    json.value(frame.call);
    json.key("order");
    json.beginArray();
    for (Direction d : frame.order)
        json.value(directionName(d));
    json.endArray();
    json.key("order_text");
    json.value(orderText(style, frame));
    json.key("done");
    json.value(frame.done);
    json.key("trying");
    writeDirection(json, frame.trying);
    json.key("next");
    writeDirection(json, frame.next);
    json.endObject();
}

void writeRows(JsonWriter &json, const char *name, const std::vector<std::string> &rows)
{
    json.key(name);
    json.beginArray();
    for (const std::string &row : rows)
        json.value(row);
    json.endArray();
}

void writeJson(std::ostream &out, Timeline &timeline)
{
    JsonWriter json;
    json.beginDocument();
    json.key("maze");
    writeSpec(json, timeline.spec(), true);
    json.key("moves");
    json.value(timeline.position());
    json.key("total_moves");
    json.value(timeline.totalMoves());
    json.key("finished");
    json.value(timeline.atEnd());
    json.key("depth");
    json.value(uint64_t(timeline.depth()));
    json.key("sweeps");
    json.value(sweepCount(timeline.state()));
    json.key("last_move");
    writeMove(json, timeline.lastMove());
    json.key("narration");
    writeNarration(json, timeline.narration());
    json.key("current");
    if (const auto current = timeline.currentUnit())
        writePoint(json, *current);
    else
        json.null();
    json.key("considering");
    json.beginArray();
    for (Point p : timeline.considered())
        writePoint(json, p);
    json.endArray();
    json.key("frames"); // deepest first, as the call-stack panel shows them
    json.beginArray();
    for (size_t i = timeline.depth(); i-- > 0;)
        writeFrame(json, timeline.style(), timeline.frame(i));
    json.endArray();
    writeRows(json, "grid", gridRows(timeline.state().grid()));
    writeRows(json, "picture", pictureRows(timeline));
    json.endObject();
    out << json.text();
}

} // namespace

int runReplay(Arguments &arguments, std::ostream &out)
{
    if (const auto solver = arguments.value("--solver"))
        return runSolverReplay(*solver, arguments, out);
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
    const uint64_t budget = memoryBudget(arguments);
    arguments.expectNoMore();
    // The live state and, at most as large, the timeline's keyframe and cell entries.
    requireMemory(2 * estimatedMazePeakBytes(spec.rows, spec.cols), budget, "this replay", "choose a smaller size");

    Timeline timeline(spec);
    const uint64_t total = timeline.totalMoves();
    // A lab script that failed or ran out of time stopped its run early: the
    // run is shorter than the script meant, and the problem says why.
    timeline.seek(total);
    const ScriptOutcome *outcome = timeline.state().scriptOutcome();
    const std::string problem = outcome ? outcome->problem() : std::string();
    if (at > total)
        throw UsageError("--at " + *atText + " is past the end: this run has " + std::to_string(total)
            + " moves, so --at takes 0 to " + std::to_string(total)
            + (problem.empty() ? std::string() : "; the run stopped early: " + problem));
    timeline.seek(at);
    if (format == "json")
        writeJson(out, timeline);
    else
        writeText(out, timeline);
    // What the script did up to there is shown; that it failed is an error,
    // as when generating (docs/lab.md).
    if (!problem.empty()) {
        out.flush();
        throw std::runtime_error(spec.generator + " with seed " + std::to_string(spec.seed) + ": " + problem);
    }
    return 0;
}

} // namespace mazestudy::cli
