#include "commands.h"
#include "generatorcatalog.h"
#include "mazefile.h"
#include "mazefileformats.h"
#include "mazemetrics.h"
#include "memorybudget.h"
#include "metricsreport.h"

#include <ostream>

namespace mazestudy::cli {

namespace {

// The .maze format does not record how many sweeps a sweeping generator
// (the automaton) took; a file whose grid is still what its spec makes gets
// them by making it again.
std::optional<int> sweepsOfUneditedAutomaton(const Maze &maze)
{
    const GeneratorInfo *info = findGenerator(maze.spec.generator);
    if (!info || info->callStyle != CallStyle::Sweeps)
        return std::nullopt;
    const auto generator = makeGenerator(maze.spec);
    generator->run();
    const SweepHistory *history = generator->sweepHistory();
    if (!history || generator->grid() != maze.grid)
        return std::nullopt;
    return history->sweeps();
}

} // namespace

int runMetrics(Arguments &arguments, std::ostream &out)
{
    const std::string format = arguments.value("--format").value_or("json");
    if (format != "json" && format != "text")
        throw UsageError("--format takes json or text, not \"" + format + "\"");
    const auto path = arguments.value("--out");
    const uint64_t budget = memoryBudget(arguments);
    MazeSpec spec;
    MazeMetrics metrics;
    // A positional word may be an option's value, so look for --generator first.
    std::vector<NamedFile> inputs;
    if (Arguments(arguments).value("--generator")) {
        spec = specFromArguments(arguments, &inputs);
        arguments.expectNoMore();
        if (path)
            refuseOutputsOverInputs(inputs, {{*path, "--out"}});
        requireMemory(
            estimatedMazePeakBytes(spec.rows, spec.cols), budget, "measuring this maze", "choose a smaller size");
        const auto generator = makeGenerator(spec);
        runAndCheck(*generator);
        metrics = measureGenerator(*generator);
    } else {
        const auto file = arguments.positional();
        if (!file)
            throw UsageError("give a .maze, .npy or .png file, or --generator ID --size ROWSxCOLS --seed N");
        arguments.expectNoMore();
        if (path)
            refuseOutputsOverInputs({{*file, "the maze " + *file + " to measure"}}, {{*path, "--out"}});
        requireMemoryForFile(*file, budget, "measuring " + *file, "measure a smaller maze");
        const Maze maze = readMazeFileAnyFormat(*file);
        spec = maze.spec;
        metrics = measureMaze(maze);
        metrics.sweeps = sweepsOfUneditedAutomaton(maze);
    }
    writeOutput(path, format == "json" ? metricsToJson(spec, metrics) : metricsToText(spec, metrics), out);
    return 0;
}

} // namespace mazestudy::cli
