#include "atomicfile.h"
#include "commands.h"
#include "generatorcatalog.h"
#include "jsonwriter.h"
#include "mazefile.h"
#include "mazefileformats.h"
#include "memorybudget.h"
#include "npywriter.h"
#include "options.h"
#include "pngwriter.h"
#include "shortestpath.h"
#include "svgwriter.h"

#include <ostream>

namespace mazestudy::cli {

void writeOutput(const std::optional<std::string> &path, const std::string &content, std::ostream &out)
{
    writeOutput(
        path, [&content](std::ostream &stream) { stream << content; }, out);
}

void writeOutput(
    const std::optional<std::string> &path, const std::function<void(std::ostream &)> &write, std::ostream &out)
{
    if (!path) {
        write(out);
        return;
    }
    std::string error;
    if (!writeFileAtomically(*path, write, error))
        throw std::runtime_error(error);
}

namespace {

void writeGeneratorsJson(std::ostream &out)
{
    JsonWriter json;
    json.beginDocument();
    json.key("generators");
    json.beginArray();
    for (const GeneratorInfo &info : generatorCatalog()) {
        json.beginObject();
        json.field("id", info.id);
        json.field("name", info.name);
        json.field("summary", info.summary);
        json.field("origin",
            info.origin == GeneratorOrigin::Seed      ? "seed"
                : info.origin == GeneratorOrigin::Lab ? "lab"
                                                      : "classic");
        json.field("odd_sizes_only", info.oddSizesOnly);
        json.key("options");
        json.beginArray();
        for (const OptionInfo &option : info.options) {
            json.beginObject();
            json.field("key", option.key);
            json.field("values", option.values);
            json.field("default", option.defaultValue);
            json.field("help", option.help);
            json.endObject();
        }
        json.endArray();
        json.endObject();
    }
    json.endArray();
    json.endObject();
    out << json.text();
}

} // namespace

int runGenerators(Arguments &arguments, std::ostream &out)
{
    const std::string format = arguments.value("--format").value_or("text");
    if (format != "text" && format != "json")
        throw UsageError("--format takes text or json, not \"" + format + "\"");
    arguments.expectNoMore();
    if (format == "json") {
        writeGeneratorsJson(out);
        return 0;
    }
    for (const GeneratorInfo &info : generatorCatalog()) {
        out << info.id << ": " << info.summary << (info.oddSizesOnly ? " (odd sizes)" : " (any size >= 3)") << "\n";
        for (const OptionInfo &option : info.options)
            out << "  --option " << option.key << "=" << option.values << " (default " << option.defaultValue
                << "): " << option.help << "\n";
    }
    return 0;
}

int runGenerate(Arguments &arguments, std::ostream &out)
{
    const MazeSpec spec = specFromArguments(arguments);
    const auto path = arguments.value("--out");
    const auto scaleText = arguments.value("--scale");
    const auto show = arguments.value("--show");
    const uint64_t budget = memoryBudget(arguments);
    arguments.expectNoMore();
    const MazeFileFormat format = path ? mazeFileFormat(*path) : MazeFileFormat::Text;
    long long scale = 1;
    if (scaleText) {
        if (format != MazeFileFormat::Png && format != MazeFileFormat::Svg)
            throw UsageError("--scale is for a picture: give --out FILE.png or FILE.svg");
        if (!parseInteger(*scaleText, scale) || scale < 1 || scale > MaxPngScale)
            throw UsageError(
                "--scale takes 1 to " + std::to_string(MaxPngScale) + " pixels a unit, not \"" + *scaleText + "\"");
    }
    if (show) {
        if (format != MazeFileFormat::Svg)
            throw UsageError("--show is for a figure: give --out FILE.svg");
        if (*show != "solution")
            throw UsageError("--show takes solution, not \"" + *show + "\"");
    }
    // Refused before the maze is made, which may take minutes.
    if (format == MazeFileFormat::Png) {
        const std::string problem = pngSizeProblem(spec.rows, spec.cols, int(scale));
        if (!problem.empty())
            throw UsageError(problem);
    }
    requireMemory(estimatedMazePeakBytes(spec.rows, spec.cols), budget, "this maze", "choose a smaller size");
    const auto generator = makeGenerator(spec);
    runAndCheck(*generator);
    // The figure's solution: the start-to-exit path a player would find
    // shortest, as the lab's trace() and the metrics' shortest path.
    std::vector<Point> solution;
    if (show) {
        ShortestPath route = findShortestPath(generator->grid(), generator->start(), generator->exit());
        if (route.status != RouteStatus::Reached)
            throw std::runtime_error("this maze has no path from its start to its exit to show");
        solution = std::move(route.units);
    }
    writeOutput(
        path,
        [&generator, &solution, format, scale](std::ostream &stream) {
            if (format == MazeFileFormat::Npy)
                writeNpy(stream, generator->grid());
            else if (format == MazeFileFormat::Png)
                writePng(stream, generator->grid(), int(scale));
            else if (format == MazeFileFormat::Svg)
                writeSvg(stream, generator->grid(), int(scale), solution);
            else
                writeMaze(stream, *generator);
        },
        out);
    return 0;
}

} // namespace mazestudy::cli
