#include "generatorcatalog.h"

#include "aldousbrodergenerator.h"
#include "automatongenerator.h"
#include "binarytreegenerator.h"
#include "dfsgenerator.h"
#include "ellergenerator.h"
#include "growingtreegenerator.h"
#include "huntandkillgenerator.h"
#include "kruskalgenerator.h"
#include "primgenerator.h"
#include "recursivedivisiongenerator.h"
#include "sidewindergenerator.h"
#include "wilsongenerator.h"

#include <stdexcept>

// lupdate collects the names and summaries for the window through this marker;
// the engine stays free of Qt, so here it is only the text.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace mazestudy {

namespace {
template<DfsGenerator::OrderPolicy policy> std::unique_ptr<Generator> makeDfs(MazeSpec spec)
{
    return std::make_unique<DfsGenerator>(std::move(spec), policy);
}

template<class T> std::unique_ptr<Generator> make(MazeSpec spec)
{
    return std::make_unique<T>(std::move(spec));
}

void checkAutomaton(const MazeSpec &spec)
{
    AutomatonGenerator::ruleFromOptions(spec);
}
} // namespace

// Colours: the seeds' four keep Okabe-Ito's blue, orange, bluish green and
// reddish purple. The ten classics take Paul Tol's muted scheme (indigo, cyan,
// teal, green, olive, sand, rose, wine, purple), whose tenth colour, pale grey
// 0xDDDDDD, would vanish on white, so recursive division takes Okabe-Ito's
// vermilion instead, the one of that scheme not in use. Both schemes are
// designed to stay apart for the common colour-blindnesses.
namespace {
std::vector<GeneratorInfo> &mutableCatalog()
{
    using Policy = DfsGenerator::OrderPolicy;
    static std::vector<GeneratorInfo> catalog = {
        {"backtracker", QT_TRANSLATE_NOOP("CatalogText", "Recursive backtracker"),
            QT_TRANSLATE_NOOP("CatalogText",
                "the flame game's generator: from the end cell, visit unvisited neighbours in a shuffled order"),
            true, {}, 0x0072B2, makeDfs<Policy::UnvisitedShuffle>, nullptr, GeneratorOrigin::Seed, CallStyle::Visit},
        {"rotating-dfs", QT_TRANSLATE_NOOP("CatalogText", "Digout DFS, rotating order"),
            QT_TRANSLATE_NOOP("CatalogText", "the mazedfs lab's digout(): a random first direction, then (d+1)%4"),
            true, {}, 0xE69F00, makeDfs<Policy::RotatingOrder>, nullptr, GeneratorOrigin::Seed,
            CallStyle::DigoutRotating},
        {"permutation-dfs", QT_TRANSLATE_NOOP("CatalogText", "Digout DFS, random permutation"),
            QT_TRANSLATE_NOOP(
                "CatalogText", "the mazedfs lab's digout() with a fresh random permutation of the directions per call"),
            true, {}, 0x009E73, makeDfs<Policy::PermutationOrder>, nullptr, GeneratorOrigin::Seed,
            CallStyle::DigoutPermutation},
        {"automaton", QT_TRANSLATE_NOOP("CatalogText", "Cellular automaton"),
            QT_TRANSLATE_NOOP("CatalogText",
                "the sandbox's automaton: seed walls, then sweeps that wall floor units with few walls around them"),
            false,
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
            },
            0xCC79A7, make<AutomatonGenerator>, checkAutomaton, GeneratorOrigin::Seed, CallStyle::Sweeps},
        {"binary-tree", QT_TRANSLATE_NOOP("CatalogText", "Binary tree"),
            QT_TRANSLATE_NOOP("CatalogText",
                "each cell carves one of two fixed ways at random (north or east by default): a diagonal bias and two "
                "long corridors along the edges"),
            true, {{"bias", "ne", "ne|nw|se|sw", "the two ways a cell may carve: ne is north or east"}}, 0x332288,
            make<BinaryTreeGenerator>, BinaryTreeGenerator::checkOptions},
        {"sidewinder", QT_TRANSLATE_NOOP("CatalogText", "Sidewinder"),
            QT_TRANSLATE_NOOP("CatalogText",
                "row by row: a run of cells grows east and, when a coin closes it, one of its cells carves north; the "
                "top row is one corridor"),
            true, {}, 0x88CCEE, make<SidewinderGenerator>},
        {"eller", QT_TRANSLATE_NOOP("CatalogText", "Eller's algorithm"),
            QT_TRANSLATE_NOOP("CatalogText",
                "row by row with sets: neighbours of different sets join at random, each set carves at least once "
                "down, the last row joins what is left"),
            true, {}, 0x44AA99, make<EllerGenerator>},
        {"aldous-broder", QT_TRANSLATE_NOOP("CatalogText", "Aldous-Broder"),
            QT_TRANSLATE_NOOP("CatalogText",
                "a random walk that carves into every cell it enters for the first time: uniform over all mazes, and "
                "slow to finish"),
            true, {}, 0x117733, make<AldousBroderGenerator>},
        {"wilson", QT_TRANSLATE_NOOP("CatalogText", "Wilson's algorithm"),
            QT_TRANSLATE_NOOP("CatalogText",
                "loop-erased random walks from each cell not in the maze until they hit it: uniform over all mazes"),
            true, {}, 0x999933, make<WilsonGenerator>},
        {"kruskal", QT_TRANSLATE_NOOP("CatalogText", "Randomized Kruskal"),
            QT_TRANSLATE_NOOP(
                "CatalogText", "the walls in random order, each removed when it joins two different sets of cells"),
            true,
            {{"order", "keyed", "keyed|shuffled",
                "how the random order of the walls is drawn: keyed (version 2: each wall's key a hash of its number "
                "and the seed, no list of walls, so 16001x16001 fits in the grid's memory) or shuffled (version 1, "
                "before 2026-12: a Fisher-Yates shuffle of the list of walls)",
                true, "shuffled"}},
            0xDDCC77, make<KruskalGenerator>, KruskalGenerator::checkOptions},
        {"prim", QT_TRANSLATE_NOOP("CatalogText", "Randomized Prim"),
            QT_TRANSLATE_NOOP("CatalogText",
                "a random cell of the frontier (outside the maze, next to it) joins a random neighbour inside: many "
                "short dead ends"),
            true, {}, 0xCC6677, make<PrimGenerator>},
        {"growing-tree", QT_TRANSLATE_NOOP("CatalogText", "Growing tree"),
            QT_TRANSLATE_NOOP("CatalogText",
                "an active list: take a cell (newest, random, oldest or a mix), carve to an unvisited neighbour or "
                "drop "
                "it; newest is a DFS, random is like Prim"),
            true,
            {{"pick", "newest:0.5", "newest|random|oldest|newest:0.5|newest:P",
                "which cell of the active list to take: the newest, a random one, the oldest, or the newest with "
                "chance P (0 to 1), else a random one"}},
            0x882255, make<GrowingTreeGenerator>, GrowingTreeGenerator::checkOptions},
        {"hunt-and-kill", QT_TRANSLATE_NOOP("CatalogText", "Hunt-and-kill"),
            QT_TRANSLATE_NOOP("CatalogText",
                "a random walk into unvisited cells; when stuck, scan rows from the top for an unvisited cell next to "
                "the maze and walk on from there"),
            true, {}, 0xAA4499, make<HuntAndKillGenerator>},
        {"recursive-division", QT_TRANSLATE_NOOP("CatalogText", "Recursive division"),
            QT_TRANSLATE_NOOP("CatalogText",
                "starts with no inner walls and splits each chamber by one wall with one gap, across its longer side, "
                "until chambers are one cell wide"),
            true, {}, 0xD55E00, make<RecursiveDivisionGenerator>},
    };
    return catalog;
}
} // namespace

const std::vector<GeneratorInfo> &generatorCatalog()
{
    return mutableCatalog();
}

void registerGenerator(GeneratorInfo info)
{
    for (GeneratorInfo &known : mutableCatalog()) {
        if (known.id == info.id) {
            known = std::move(info);
            return;
        }
    }
    mutableCatalog().push_back(std::move(info));
}

const GeneratorInfo *findGenerator(const std::string &id)
{
    for (const GeneratorInfo &info : generatorCatalog()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

std::vector<std::string> seedGeneratorIds()
{
    std::vector<std::string> ids;
    for (const GeneratorInfo &info : generatorCatalog()) {
        if (info.origin == GeneratorOrigin::Seed)
            ids.push_back(info.id);
    }
    return ids;
}

const std::vector<std::string> &seedVsBaselinesIds()
{
    static const std::vector<std::string> ids = {"automaton", "binary-tree", "wilson", "backtracker"};
    return ids;
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
    if (info->prepareOptions)
        info->prepareOptions(spec);
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
    if (info->checkOptions)
        info->checkOptions(spec);
}

void fillLegacyOptions(MazeSpec &spec)
{
    const GeneratorInfo *info = findGenerator(spec.generator);
    if (!info)
        return;
    for (const OptionInfo &option : info->options) {
        if (!option.legacyValue.empty())
            spec.options.emplace(option.key, option.legacyValue);
    }
}

std::unique_ptr<Generator> makeGenerator(MazeSpec spec)
{
    validateSpec(spec);
    return findGenerator(spec.generator)->make(std::move(spec));
}

} // namespace mazestudy
