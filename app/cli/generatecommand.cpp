#include "atomicfile.h"
#include "commands.h"
#include "generatorcatalog.h"
#include "mazefile.h"
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

int runGenerators(Arguments &arguments, std::ostream &out)
{
    arguments.expectNoMore();
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
    const uint64_t budget = memoryBudget(arguments);
    arguments.expectNoMore();
    requireMemory(estimatedMazePeakBytes(spec.rows, spec.cols), budget, "this maze", "choose a smaller size");
    const auto generator = makeGenerator(spec);
    generator->run();
    writeOutput(
        path, [&generator](std::ostream &stream) { writeMaze(stream, *generator); }, out);
    return 0;
}

} // namespace mazestudy::cli
