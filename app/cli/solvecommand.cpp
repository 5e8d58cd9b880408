#include "commands.h"
#include "jsonwriter.h"
#include "mazefile.h"
#include "mazefileformats.h"
#include "memorybudget.h"
#include "options.h"
#include "solvercatalog.h"

#include <algorithm>
#include <ostream>

namespace mazestudy::cli {

namespace {

// A unit of the path in the JSON document: "[12345, 6789], ".
constexpr uint64_t JsonBytesPerPathUnit = 16;

// --format text|json, text by default: whether json is asked for.
bool wantsJson(Arguments &arguments)
{
    const std::string format = arguments.value("--format").value_or("text");
    if (format != "text" && format != "json")
        throw UsageError("--format takes text or json, not \"" + format + "\"");
    return format == "json";
}

const char *memoryOrder(const SolverInfo &info)
{
    return info.constantMemory ? "O(1)" : "O(units)";
}

void writeSolversJson(std::ostream &out)
{
    JsonWriter json;
    json.beginDocument();
    json.key("solvers");
    json.beginArray();
    for (const SolverInfo &info : solverCatalog()) {
        json.beginObject();
        json.field("id", info.id);
        json.field("name", info.name);
        json.field("summary", info.summary);
        json.field("source", info.source);
        json.field("finds_path", pathPromiseName(info.findsPath));
        json.field("shortest", info.shortest);
        json.field("memory", memoryOrder(info));
        json.field("bytes_per_unit", info.bytesPerUnit);
        json.field("works_with_loops", info.worksWithLoops);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    out << json.text();
}

// A stable word for how the solve ended, for JSON.
const char *outcomeName(const Solver &solver)
{
    if (solver.budgetSpent())
        return "budget-spent";
    switch (solver.status()) {
    case RouteStatus::Searching:
        return "searching";
    case RouteStatus::Reached:
        return "reached";
    case RouteStatus::Unreachable:
        return "unreachable";
    case RouteStatus::NoStart:
        return "no-start";
    case RouteStatus::NoExit:
        return "no-exit";
    case RouteStatus::StartIsWall:
        return "start-is-wall";
    case RouteStatus::ExitIsWall:
        return "exit-is-wall";
    }
    return "?";
}

std::string outcomeText(const Solver &solver)
{
    if (solver.budgetSpent())
        return "the step budget of " + std::to_string(solver.setup().stepBudget)
            + " steps is spent before the exit is reached";
    return routeStatusText(solver.status());
}

void writeSolveJson(std::ostream &out, const SolveRequest &request, const Solver &solver)
{
    const std::vector<Point> path = solver.path();
    JsonWriter json;
    json.beginDocument();
    json.field("solver", request.info->id);
    json.field("file", request.file);
    json.field("seed", request.setup.seed);
    json.field("step_budget", request.setup.stepBudget);
    json.field("reached", solver.reached());
    json.field("outcome", outcomeName(solver));
    json.field("steps", solver.steps());
    json.field("units_visited", solver.unitsVisited());
    json.key("path_length");
    if (path.empty())
        json.null();
    else
        json.value(uint64_t(path.size() - 1));
    json.field("memory_bytes", uint64_t(solver.memoryBytes()));
    json.field("path", path);
    json.endObject();
    out << json.text();
}

void writeSolveText(std::ostream &out, const SolveRequest &request, const Solver &solver)
{
    const std::vector<Point> path = solver.path();
    out << "solver: " << request.info->id << " (" << request.info->name << ")\n";
    out << "maze: " << request.file << ", " << solver.grid().rows() << "x" << solver.grid().cols() << "\n";
    out << "reached: " << (solver.reached() ? "yes" : "no, " + outcomeText(solver)) << "\n";
    out << "steps: " << solver.steps() << "\n";
    out << "units visited: " << solver.unitsVisited() << "\n";
    out << "path length: " << (path.empty() ? std::string("none") : std::to_string(path.size() - 1)) << "\n";
    out << "memory: " << formatBytes(solver.memoryBytes()) << " kept by the solver\n";
    if (path.empty())
        return;
    out << "path:";
    for (const Point p : path)
        out << " (" << p.row << ", " << p.col << ")";
    out << "\n";
}

char markSymbol(SolverMark mark)
{
    switch (mark) {
    case SolverMark::None:
        return '.';
    case SolverMark::Visited:
        return 'o';
    case SolverMark::Path:
        return '*';
    case SolverMark::Frontier:
        return '+';
    case SolverMark::Dead:
        return 'x';
    }
    return '?';
}

// The maze with what the solver knows of each unit, and its walker.
std::vector<std::string> solverPicture(const Solver &solver)
{
    const Grid &grid = solver.grid();
    std::vector<std::string> rows(size_t(grid.rows()), std::string(size_t(grid.cols()), '#'));
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            if (grid.at(r, c) == Grid::Floor)
                rows[size_t(r)][size_t(c)] = markSymbol(solver.mark({r, c}));
        }
    }
    if (const auto walker = solver.workingSet().walker)
        rows[size_t(walker->row)][size_t(walker->col)] = '@';
    return rows;
}

const char *const PictureLegend = "# wall, . floor, o visited, * on the way held from the start, + waiting to be "
                                  "expanded, x ruled out, @ the walker";

} // namespace

std::unique_ptr<Solver> prepareSolver(
    const std::string &id, Arguments &arguments, SolveRequest &request, bool pathJson, uint64_t budget)
{
    try {
        request.info = &solverInfo(id);
    } catch (const std::invalid_argument &unknown) {
        throw UsageError(unknown.what());
    }
    if (const auto seed = arguments.value("--seed"))
        request.setup.seed = parseSeed(*seed);
    if (const auto stepBudget = arguments.value("--step-budget")) {
        if (!parseUnsigned(*stepBudget, request.setup.stepBudget) || request.setup.stepBudget == 0)
            throw UsageError("--step-budget takes a whole number of steps from 1, not \"" + *stepBudget + "\"");
    }
    const auto file = arguments.positional();
    if (!file)
        throw UsageError("give the maze to solve: a .maze, .npy or .png file");
    request.file = *file;
    arguments.expectNoMore();

    requireMemoryForFile(request.file, budget, "reading " + request.file, "solve a smaller maze");
    Maze maze = readMazeFileAnyFormat(request.file);
    const int rows = maze.grid.rows();
    const int cols = maze.grid.cols();
    const uint64_t units = maze.grid.unitCount();
    const auto floorUnits = uint64_t(std::count(maze.grid.data(), maze.grid.data() + units, Grid::Floor));
    // Refused before the solver is built: its state, and the path it prints
    // (as JSON text too, about 16 bytes a unit, in a document made whole before it is written).
    const uint64_t estimate = FixedBytes + estimatedSolverBytes(*request.info, rows, cols)
        + estimatedPathBytes(*request.info, units, floorUnits) + (pathJson ? floorUnits * JsonBytesPerPathUnit : 0);
    requireMemory(estimate, budget,
        request.info->id + " on this " + std::to_string(rows) + "x" + std::to_string(cols) + " maze",
        request.info->constantMemory ? "solve a smaller maze"
                                     : "choose a solver of O(1) memory (`mazestudy-cli solvers`) or a smaller maze");
    request.setup.start = maze.start;
    request.setup.exit = maze.exit;
    const auto grid = std::make_shared<const Grid>(std::move(maze.grid));
    return request.info->make(grid, request.setup);
}

int runSolvers(Arguments &arguments, std::ostream &out)
{
    const bool json = wantsJson(arguments);
    arguments.expectNoMore();
    if (json) {
        writeSolversJson(out);
        return 0;
    }
    for (const SolverInfo &info : solverCatalog()) {
        out << info.id << ": " << info.summary << "\n";
        out << "  finds a path: " << pathPromiseName(info.findsPath) << "; shortest: " << (info.shortest ? "yes" : "no")
            << "; memory: " << memoryOrder(info) << "; works with loops: " << (info.worksWithLoops ? "yes" : "no")
            << "\n";
        out << "  source: " << info.source << "\n";
    }
    return 0;
}

int runSolve(Arguments &arguments, std::ostream &out)
{
    const auto solver = arguments.value("--solver");
    if (!solver)
        throw UsageError("--solver is required: one of `mazestudy-cli solvers`");
    const bool json = wantsJson(arguments);
    const uint64_t budget = memoryBudget(arguments);
    SolveRequest request;
    const auto solving = prepareSolver(*solver, arguments, request, json, budget);
    solving->run();
    if (json)
        writeSolveJson(out, request, *solving);
    else
        writeSolveText(out, request, *solving);
    // A solve that did not reach the exit has answered: its outcome says why.
    return 0;
}

int runSolverReplay(const std::string &solverId, Arguments &arguments, std::ostream &out)
{
    const auto atText = arguments.value("--at");
    if (!atText)
        throw UsageError(
            "--at is required: how many steps to replay, from 0 (before the first step) to the solve's total");
    uint64_t at = 0;
    if (!parseUnsigned(*atText, at))
        throw UsageError("--at takes a whole number of steps from 0, not \"" + *atText + "\"");
    const bool json = wantsJson(arguments);
    const uint64_t budget = memoryBudget(arguments);
    SolveRequest request;
    // Two solvers at once: one steps to --at, the other counts the whole solve.
    const auto solver = prepareSolver(solverId, arguments, request, false, budget);
    const auto whole = solver->clone();
    whole->run();
    if (at > whole->steps())
        throw UsageError("--at " + *atText + " is past the end: this solve takes " + std::to_string(whole->steps())
            + " steps, so --at takes 0 to " + std::to_string(whole->steps()));
    std::string narration = "before the first step";
    for (uint64_t step = 0; step < at; ++step)
        narration = solverStepText(*solver, solver->step());
    const SolverWorkingSet kept = solver->workingSet();
    const std::vector<std::string> picture = solverPicture(*solver);
    if (json) {
        JsonWriter document;
        document.beginDocument();
        document.field("solver", request.info->id);
        document.field("file", request.file);
        document.field("seed", request.setup.seed);
        document.field("at", at);
        document.field("total_steps", whole->steps());
        document.field("finished", solver->finished());
        document.field("reached", solver->reached());
        document.field("narration", narration);
        document.key("walker");
        if (kept.walker) {
            document.beginArray();
            document.value(kept.walker->row);
            document.value(kept.walker->col);
            document.endArray();
        } else {
            document.null();
        }
        document.key("heading");
        if (kept.heading)
            document.value(directionName(*kept.heading));
        else
            document.null();
        document.field("note", kept.note);
        document.field("steps", solver->steps());
        document.field("units_visited", solver->unitsVisited());
        document.field("memory_bytes", uint64_t(solver->memoryBytes()));
        document.key("picture");
        document.beginArray();
        for (const std::string &row : picture)
            document.value(row);
        document.endArray();
        document.endObject();
        out << document.text();
        return 0;
    }
    out << "solver: " << request.info->id << " (" << request.info->name << ")\n";
    out << "maze: " << request.file << ", " << solver->grid().rows() << "x" << solver->grid().cols() << "\n";
    out << "step " << at << " of " << whole->steps() << ": " << narration << "\n";
    if (kept.walker) {
        out << "walker: (" << kept.walker->row << ", " << kept.walker->col << ")";
        if (kept.heading)
            out << " facing " << directionName(*kept.heading);
        out << "\n";
    }
    if (!kept.note.empty())
        out << "keeps: " << kept.note << "\n";
    out << "units visited: " << solver->unitsVisited() << "\n";
    for (const std::string &row : picture)
        out << row << "\n";
    out << PictureLegend << "\n";
    return 0;
}

} // namespace mazestudy::cli
