#include "atomicfile.h"
#include "commands.h"
#include "generatorcatalog.h"
#include "jsonwriter.h"
#include "mazefile.h"
#include "mazefileformats.h"
#include "mazeoutput.h"
#include "memorybudget.h"

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
        json.field("origin", originId(info.origin));
        json.field("odd_sizes_only", info.oddSizesOnly);
        json.field("carves_masks", info.maskUse == MaskUse::Carves);
        json.field("mask_use", maskUseId(info.maskUse));
        if (info.maskUse == MaskUse::None)
            json.field("why_no_mask", maskRefusalReason(info));
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
        out << "  masks: " << maskUseText(info) << "\n";
        for (const OptionInfo &option : info.options)
            out << "  --option " << option.key << "=" << option.values << " (default " << option.defaultValue
                << "): " << option.help << "\n";
    }
    return 0;
}

int runGenerate(Arguments &arguments, std::ostream &out)
{
    std::vector<NamedFile> inputs;
    const MazeSpec spec = specFromArguments(arguments, &inputs);
    const MazeOutput output = mazeOutputFromArguments(arguments);
    const uint64_t budget = memoryBudget(arguments);
    arguments.expectNoMore();
    if (output.path)
        refuseOutputsOverInputs(inputs, {{*output.path, "--out"}});
    // Refused before the maze is made, which may take minutes.
    checkOutputSize(output, spec.rows, spec.cols);
    requireMemory(estimatedMazePeakBytes(spec.rows, spec.cols), budget, "this maze", "choose a smaller size");
    const auto generator = makeGenerator(spec);
    runAndCheck(*generator);
    // The .maze text comes from the generator itself, without a copy of its grid.
    const Maze maze = output.format == MazeFileFormat::Text ? Maze() : mazeFromGenerator(*generator);
    writeMazeOutput(
        output, maze, [&generator](std::ostream &stream) { writeMaze(stream, *generator); }, out, budget);
    return 0;
}

int runConvert(Arguments &arguments, std::ostream &out)
{
    // Options first: a positional word may be an option's value.
    std::vector<std::string> formatWords;
    for (const char *name : {"--scale", "--show", "--unit-mm", "--wall-height"})
        if (const auto value = arguments.value(name))
            formatWords.insert(formatWords.end(), {name, *value});
    const uint64_t budget = memoryBudget(arguments);
    const auto input = arguments.positional();
    if (!input)
        throw UsageError("give the maze to convert: a .maze, .npy or .png file");
    const auto target = arguments.positional();
    if (!target)
        throw UsageError("give the file to write after " + *input + ": its extension chooses the format");
    arguments.expectNoMore();
    // The format's own options, checked against the target's extension.
    Arguments formatArguments(formatWords);
    const MazeOutput output = mazeOutputFromArguments(formatArguments, target);
    refuseOutputsOverInputs({{*input, "the maze " + *input + " to convert"}}, {{*target, ""}});
    requireMemoryForFile(*input, budget, "converting " + *input, "convert a smaller maze");
    const Maze maze = readMazeFileAnyFormat(*input);
    checkOutputSize(output, maze.grid.rows(), maze.grid.cols());
    writeMazeOutput(
        output, maze, [&maze](std::ostream &stream) { writeMaze(stream, maze); }, out, budget);
    return 0;
}

} // namespace mazestudy::cli
