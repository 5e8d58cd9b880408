// mazestudy-cli lab check: grades the mazedfs assignment as a teacher does,
// file by file: it compiles, its digout makes a perfect maze with the exit
// dug, its solve() walks to the exit and its trace() marks the shortest path,
// over N seeds, with its dead ends and direction bias beside the permutation
// DFS's on the same seeds.
#include "commands.h"
#include "javalab.h"
#include "jsonwriter.h"
#include "labgrading.h"
#include "labscripts.h"

#include <QString>

#include <algorithm>
#include <charconv>
#include <iomanip>
#include <sstream>

namespace mazestudy::cli {

namespace {

constexpr int DefaultRuns = 20;
constexpr int MaxRuns = 10000;

std::string percent(double share)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << 100 * share << "%";
    return out.str();
}

std::string tallyText(const LabTally &tally, const std::string &what)
{
    std::string text = std::to_string(tally.passed) + " of " + std::to_string(tally.tried) + " " + what;
    return tally.firstFailure.empty() ? text : text + "; " + tally.firstFailure;
}

void writeText(
    std::ostream &out, const std::vector<LabGrade> &grades, const LabBaseline &base, const LabGradeSettings &settings)
{
    out << "lab check: " << settings.runs << " maze(s) of " << settings.rows << " x " << settings.cols
        << " a file, seeds " << settings.seed << " to " << settings.seed + uint64_t(settings.runs) - 1 << "\n";
    for (const LabGrade &grade : grades) {
        out << "\n" << grade.file << ": " << (grade.pass() ? "PASS" : "FAIL") << "\n";
        if (!grade.compiles) {
            out << "  compiles: no: " << grade.compileProblem << "\n";
            continue;
        }
        out << "  compiles: yes\n";
        out << "  digout: " << tallyText(grade.digout, "perfect mazes") << " (" << grade.undugCells
            << " cell(s) undug in all)\n";
        out << "  exit: " << tallyText(grade.exit, "dug") << "\n";
        out << "  solve: " << tallyText(grade.solve, "reach the exit") << "\n";
        out << "  trace: " << tallyText(grade.trace, "mark the shortest path") << "\n";
        out << "  dead ends: " << percent(grade.deadEndShare)
            << " of cells (permutation-dfs: " << percent(base.deadEndShare) << ")\n";
        out << "  horizontal passages: " << percent(grade.horizontalShare)
            << " (permutation-dfs: " << percent(base.horizontalShare) << ")\n";
    }
}

void writeTally(JsonWriter &json, const std::string &name, const LabTally &tally)
{
    json.key(name);
    json.beginObject();
    json.field("passed", tally.passed);
    json.field("runs", tally.tried);
    json.field("first_failure", tally.firstFailure);
    json.endObject();
}

std::string jsonText(const std::vector<LabGrade> &grades, const LabBaseline &base, const LabGradeSettings &settings)
{
    JsonWriter json;
    json.beginDocument();
    json.field("rows", settings.rows);
    json.field("cols", settings.cols);
    json.field("runs", settings.runs);
    json.field("seed", settings.seed);
    json.key("permutation_dfs");
    json.beginObject();
    json.field("dead_end_cell_share", base.deadEndShare);
    json.field("horizontal_step_share", base.horizontalShare);
    json.endObject();
    json.key("files");
    json.beginArray();
    for (const LabGrade &grade : grades) {
        json.beginObject();
        json.field("file", grade.file);
        json.field("language", grade.java ? "java" : "javascript");
        json.field("pass", grade.pass());
        json.field("compiles", grade.compiles);
        json.field("compile_problem", grade.compileProblem);
        writeTally(json, "digout_perfect", grade.digout);
        writeTally(json, "exit_dug", grade.exit);
        writeTally(json, "solve", grade.solve);
        writeTally(json, "trace", grade.trace);
        json.field("undug_cells", uint64_t(grade.undugCells));
        json.field("dead_end_cell_share", grade.deadEndShare);
        json.field("horizontal_step_share", grade.horizontalShare);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    return json.text() + "\n";
}

// The shortest text that reads back as the same double.
std::string number(double value)
{
    char text[32];
    return std::string(text, std::to_chars(text, text + sizeof text, value).ptr);
}

// RFC 4180: a field with a comma, a quote or a line break is quoted.
std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::string csvText(const std::vector<LabGrade> &grades, const LabBaseline &base)
{
    std::ostringstream out;
    out << "file,language,pass,compiles,compile_problem,perfect_mazes,runs,digout_problem,exit_dug,solve_passed,"
           "solve_problem,trace_passed,trace_problem,undug_cells,dead_end_cell_share,"
           "permutation_dfs_dead_end_cell_share,horizontal_step_share,permutation_dfs_horizontal_step_share\n";
    for (const LabGrade &grade : grades) {
        out << csvField(grade.file) << "," << (grade.java ? "java" : "javascript") << "," << grade.pass() << ","
            << grade.compiles << "," << csvField(grade.compileProblem) << "," << grade.digout.passed << ","
            << grade.digout.tried << "," << csvField(grade.digout.firstFailure) << "," << grade.exit.passed << ","
            << grade.solve.passed << "," << csvField(grade.solve.firstFailure) << "," << grade.trace.passed << ","
            << csvField(grade.trace.firstFailure) << "," << grade.undugCells << "," << number(grade.deadEndShare) << ","
            << number(base.deadEndShare) << "," << number(grade.horizontalShare) << "," << number(base.horizontalShare)
            << "\n";
    }
    return out.str();
}

int parseCount(const std::string &option, const std::optional<std::string> &text, int fallback, int low, int high)
{
    if (!text)
        return fallback;
    try {
        size_t used = 0;
        const int value = std::stoi(*text, &used);
        if (used == text->size() && value >= low && value <= high)
            return value;
    } catch (const std::exception &) {
    }
    throw UsageError(option + " takes a whole number from " + std::to_string(low) + " to " + std::to_string(high)
        + ", not \"" + *text + "\"");
}

} // namespace

int runLab(Arguments &arguments, std::ostream &out)
{
    const auto action = arguments.positional();
    if (!action || *action != "check")
        throw UsageError("the lab's verb is check: mazestudy-cli lab check FILE... (see mazestudy-cli lab --help)");
    LabGradeSettings settings;
    if (const auto size = arguments.value("--size"))
        parseSize(*size, settings.rows, settings.cols);
    settings.runs = parseCount("--runs", arguments.value("--runs"), DefaultRuns, 1, MaxRuns);
    if (const auto seed = arguments.value("--seed"))
        settings.seed = parseSeed(*seed);
    settings.timeLimit = parseCount("--time-limit", arguments.value("--time-limit"), 5, 1, 600);
    const std::string format = arguments.value("--format").value_or("text");
    if (format != "text" && format != "json" && format != "csv")
        throw UsageError("--format takes text, json or csv, not \"" + format + "\"");
    const auto csvPath = arguments.pathValue("--csv");
    const auto jsonPath = arguments.pathValue("--json");
    std::vector<std::string> files;
    while (const auto file = arguments.positional())
        files.push_back(*file);
    arguments.expectNoMore();
    if (files.empty())
        throw UsageError("give the files to check: mazestudy-cli lab check FILE... (a studentcode.java or a .js)");
    if (settings.rows % 2 == 0 || settings.cols % 2 == 0)
        throw UsageError("the lab's mazes have odd sizes, as mazedfs's digout needs: not "
            + std::to_string(settings.rows) + "x" + std::to_string(settings.cols));
    std::vector<NamedFile> inputs, outputs;
    for (const std::string &file : files)
        inputs.push_back({file, "the file " + file + " to check"});
    if (csvPath)
        outputs.push_back({*csvPath, "--csv " + *csvPath});
    if (jsonPath)
        outputs.push_back({*jsonPath, "--json " + *jsonPath});
    refuseOutputsOverInputs(inputs, outputs);
    refuseOutputsOnOneFile(outputs);

    // A machine without Java fails no student: it says so once.
    const bool anyJava = std::any_of(files.begin(), files.end(), [](const std::string &file) {
        return QString::fromStdString(file).endsWith(QLatin1String(".java"), Qt::CaseInsensitive);
    });
    QString why;
    if (anyJava && labJavaProgram(&why).isEmpty())
        throw std::runtime_error("cannot check Java here: " + why.toStdString());

    std::vector<LabGrade> grades;
    for (const std::string &file : files) {
        try {
            LabGrade grade = gradeLabScript(LabScripts::addFile(QString::fromStdString(file)), settings);
            grade.file = file;
            grades.push_back(std::move(grade));
        } catch (const std::invalid_argument &unreadable) {
            LabGrade failed;
            failed.file = file;
            failed.compiles = false;
            failed.compileProblem = unreadable.what();
            grades.push_back(failed);
        }
    }
    const LabBaseline base = permutationBaseline(settings);
    if (csvPath)
        writeOutput(csvPath, csvText(grades, base), out);
    if (jsonPath)
        writeOutput(jsonPath, jsonText(grades, base, settings), out);
    if (format == "json")
        out << jsonText(grades, base, settings);
    else if (format == "csv")
        out << csvText(grades, base);
    else
        writeText(out, grades, base, settings);
    const bool allPass = std::all_of(grades.begin(), grades.end(), [](const LabGrade &grade) { return grade.pass(); });
    return allPass ? 0 : 1;
}

} // namespace mazestudy::cli
