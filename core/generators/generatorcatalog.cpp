#include "generatorcatalog.h"

#include "automatongenerator.h"
#include "dfsgenerator.h"

#include <stdexcept>

namespace mazestudy {

const std::vector<GeneratorInfo> &generatorCatalog()
{
    static const std::vector<GeneratorInfo> catalog = {
        {"backtracker", "Recursive backtracker",
            "the flame game's generator: from the end cell, visit unvisited neighbours in a shuffled order", true, {}},
        {"rotating-dfs", "Digout DFS, rotating order",
            "the mazedfs lab's digout(): a random first direction, then (d+1)%4", true, {}},
        {"permutation-dfs", "Digout DFS, random permutation",
            "the mazedfs lab's digout() with a fresh random permutation of the directions per call", true, {}},
        {"automaton", "Cellular automaton",
            "the sandbox's automaton: seed walls, then sweeps that wall floor units with few walls around them", false,
            {
                {"update", "in-place", "in-place|previous-sweep",
                    "in-place: a unit sees walls added earlier in the same sweep; previous-sweep: every unit sees the "
                    "grid as "
                    "the last sweep left it"},
                {"seed-wall-count", "2", "0..1000000", "random walls placed on the open grid before the first sweep"},
                {"more-than", "0", "0..8",
                    "a floor unit becomes wall when its 3x3 window holds more than this many walls"},
                {"fewer-than", "3", "1..10", "... and fewer than this many"},
                {"scan", "rows", "rows|columns|rows-reversed|columns-reversed",
                    "the order a sweep visits the units in (rows: top row first, left to right)"},
                {"border", "clamp", "clamp|wall|floor",
                    "what the window sees past the border: clamp repeats the edge unit as the seed's code does"},
            }},
    };
    return catalog;
}

const GeneratorInfo *findGenerator(const std::string &id)
{
    for (const GeneratorInfo &info : generatorCatalog()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

void validateSpec(MazeSpec &spec)
{
    const GeneratorInfo *info = findGenerator(spec.generator);
    if (!info) {
        std::string known;
        for (const GeneratorInfo &candidate : generatorCatalog())
            known += (known.empty() ? "" : ", ") + candidate.id;
        throw std::invalid_argument("unknown generator \"" + spec.generator + "\" (known: " + known + ")");
    }
    const std::string size = std::to_string(spec.rows) + "x" + std::to_string(spec.cols);
    if (spec.rows < MinSide || spec.cols < MinSide || spec.rows > MaxSide || spec.cols > MaxSide)
        throw std::invalid_argument("size " + size + " is out of range: rows and columns must be from "
            + std::to_string(MinSide) + " to " + std::to_string(MaxSide));
    if (info->oddSizesOnly && (spec.rows % 2 == 0 || spec.cols % 2 == 0))
        throw std::invalid_argument("size " + size + ": " + info->id
            + " needs odd rows and columns (cells sit at odd units, walls between them)");
    for (const auto &[key, value] : spec.options) {
        bool known = false;
        for (const OptionInfo &option : info->options)
            known = known || option.key == key;
        if (!known)
            throw std::invalid_argument("generator " + info->id + " has no option \"" + key + "\""
                + (info->options.empty() ? " (it takes none)" : ""));
    }
    for (const OptionInfo &option : info->options)
        spec.options.emplace(option.key, option.defaultValue);
    if (info->id == "automaton")
        AutomatonGenerator::ruleFromOptions(spec);
}

std::unique_ptr<Generator> makeGenerator(MazeSpec spec)
{
    validateSpec(spec);
    if (spec.generator == "backtracker")
        return std::make_unique<DfsGenerator>(std::move(spec), DfsGenerator::OrderPolicy::UnvisitedShuffle);
    if (spec.generator == "rotating-dfs")
        return std::make_unique<DfsGenerator>(std::move(spec), DfsGenerator::OrderPolicy::RotatingOrder);
    if (spec.generator == "permutation-dfs")
        return std::make_unique<DfsGenerator>(std::move(spec), DfsGenerator::OrderPolicy::PermutationOrder);
    return std::make_unique<AutomatonGenerator>(std::move(spec));
}

} // namespace mazestudy
