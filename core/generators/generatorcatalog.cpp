#include "generatorcatalog.h"

#include "braidedgenerator.h"
#include "generatorfolders.h"
#include "movenarration.h"
#include "options.h"

#include <stdexcept>

namespace mazestudy {

// The catalogue's one list: a generator's info() is written in its own folder.
// The order is the window's and the reports': the seeds first, then the
// classics.
//
// Colours: the seeds' four keep Okabe-Ito's blue, orange, bluish green and
// reddish purple. The ten classics take Paul Tol's muted scheme (indigo, cyan,
// teal, green, olive, sand, rose, wine, purple), whose tenth colour, pale grey
// 0xDDDDDD, would vanish on white, so recursive division takes Okabe-Ito's
// vermilion instead, the one of that scheme not in use. Both schemes are
// designed to stay apart for the common colour-blindnesses. The classics
// that came after take dark colours of neither: Life brown (0x661100),
// origin shift dark grey (0x555555).
namespace {
std::vector<GeneratorInfo> &mutableCatalog()
{
    using Policy = DfsGenerator::OrderPolicy;
    static std::vector<GeneratorInfo> catalog = {
        DfsGenerator::info(Policy::UnvisitedShuffle),
        DfsGenerator::info(Policy::RotatingOrder),
        DfsGenerator::info(Policy::PermutationOrder),
        AutomatonGenerator::info(),
        BinaryTreeGenerator::info(),
        SidewinderGenerator::info(),
        EllerGenerator::info(),
        AldousBroderGenerator::info(),
        WilsonGenerator::info(),
        KruskalGenerator::info(),
        PrimGenerator::info(),
        GrowingTreeGenerator::info(),
        HuntAndKillGenerator::info(),
        RecursiveDivisionGenerator::info(),
        LifeGenerator::info(),
        OriginShiftGenerator::info(),
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

const char *originId(GeneratorOrigin origin)
{
    switch (origin) {
    case GeneratorOrigin::Seed:
        return "seed";
    case GeneratorOrigin::Lab:
        return "lab";
    case GeneratorOrigin::Classic:
        break;
    }
    return "classic";
}

const GeneratorInfo *findGenerator(const std::string &id)
{
    for (const GeneratorInfo &info : generatorCatalog()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

CallStyle callStyleOf(const std::string &generatorId)
{
    const GeneratorInfo *info = findGenerator(generatorId);
    return info ? info->callStyle : CallStyle::Sweeps;
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

std::string maskRefusalReason(const GeneratorInfo &info)
{
    return info.whyNoMask.empty() ? std::string(QT_TRANSLATE_NOOP("CatalogText", "it carves only rectangles so far"))
                                  : info.whyNoMask;
}

const char *maskUseId(MaskUse use)
{
    switch (use) {
    case MaskUse::Carves:
        return "carves";
    case MaskUse::WallsOutside:
        return "walls-outside";
    case MaskUse::None:
        break;
    }
    return "none";
}

std::string maskUseText(const GeneratorInfo &info)
{
    switch (info.maskUse) {
    case MaskUse::Carves:
        return "carves them";
    case MaskUse::WallsOutside:
        return "runs inside them, the outside kept wall";
    case MaskUse::None:
        break;
    }
    return "no, " + maskRefusalReason(info);
}

namespace {
// Refuses the mask of a generator that cannot carve one, and stretches a
// smaller mask over the maze's cells.
void fitMask(const GeneratorInfo &info, MazeSpec &spec)
{
    if (info.maskUse == MaskUse::None)
        throw std::invalid_argument("generator " + info.id + " cannot carve a mask: " + maskRefusalReason(info));
    spec.mask = maskForMaze(spec.mask, spec.rows, spec.cols);
}
} // namespace

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
    if (spec.mask)
        fitMask(*info, spec);
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
    if (!(spec.braid >= 0 && spec.braid <= 1))
        throw std::invalid_argument("braid takes a share of dead ends from 0 to 1, not " + shareText(spec.braid));
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
    const bool braided = spec.braid > 0;
    auto generator = findGenerator(spec.generator)->make(std::move(spec));
    if (braided)
        return std::make_unique<BraidedGenerator>(std::move(generator));
    return generator;
}

} // namespace mazestudy
