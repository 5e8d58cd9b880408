#pragma once

#include "braidedgenerator.h"
#include "generatorcatalog.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

// The generators a test iterates, taken from the catalogue by what they are,
// never listed by hand: a generator added to the catalogue is tested at once.
namespace catalogids {

inline std::vector<std::string> where(bool (*keep)(const mazestudy::GeneratorInfo &))
{
    std::vector<std::string> ids;
    for (const mazestudy::GeneratorInfo &info : mazestudy::generatorCatalog()) {
        if (keep(info))
            ids.push_back(info.id);
    }
    return ids;
}

// Every generator the engine builds by itself (the lab is registered by the programs).
inline std::vector<std::string> all()
{
    return where([](const mazestudy::GeneratorInfo &info) { return info.origin != mazestudy::GeneratorOrigin::Lab; });
}

// The DFS family: generators that make calls and have a call stack.
inline std::vector<std::string> dfsFamily()
{
    return where([](const mazestudy::GeneratorInfo &info) {
        return info.callStyle == mazestudy::CallStyle::Visit || info.callStyle == mazestudy::CallStyle::DigoutRotating
            || info.callStyle == mazestudy::CallStyle::DigoutPermutation;
    });
}

// The classic baselines that carve a maze of cells (the Life-like automaton,
// classic too, grows walls instead).
inline std::vector<std::string> classics()
{
    return where([](const mazestudy::GeneratorInfo &info) {
        return info.origin == mazestudy::GeneratorOrigin::Classic && info.oddSizesOnly;
    });
}

// Generators of cells (at odd units, walls between): perfect mazes.
inline std::vector<std::string> cellMazes()
{
    return where([](const mazestudy::GeneratorInfo &info) {
        return info.oddSizesOnly && info.origin != mazestudy::GeneratorOrigin::Lab;
    });
}

inline bool contains(const std::vector<std::string> &ids, const std::string &id)
{
    for (const std::string &candidate : ids) {
        if (candidate == id)
            return true;
    }
    return false;
}

// A generator with one choice of its options: the default, or one other
// value of an option that lists its values ("cell|edge|true"), the others at
// their defaults. Every version and variant a generator offers is tested as
// the generator is.
struct Variant {
    std::string label; // "prim", "prim variant=edge"
    std::string generator;
    std::map<std::string, std::string> options;

    mazestudy::MazeSpec spec(int rows, int cols, uint64_t seed) const
    {
        mazestudy::MazeSpec spec;
        spec.generator = generator;
        spec.rows = rows;
        spec.cols = cols;
        spec.seed = seed;
        spec.options = options;
        return spec;
    }
};

// The choices an option lists ("a|b|c"), without placeholders such as newest:P.
inline std::vector<std::string> listedValues(const mazestudy::OptionInfo &option)
{
    std::vector<std::string> values;
    if (option.values.find('|') == std::string::npos)
        return values;
    size_t begin = 0;
    while (begin <= option.values.size()) {
        const size_t end = std::min(option.values.find('|', begin), option.values.size());
        const std::string value = option.values.substr(begin, end - begin);
        if (std::none_of(value.begin(), value.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
            values.push_back(value);
        begin = end + 1;
    }
    return values;
}

// The variants of the generators `ids` names: each with its defaults, then
// one a listed value of an option other than its default.
inline std::vector<Variant> variants(const std::vector<std::string> &ids)
{
    std::vector<Variant> all;
    for (const std::string &id : ids) {
        all.push_back({id, id, {}});
        for (const mazestudy::OptionInfo &option : mazestudy::findGenerator(id)->options) {
            for (const std::string &value : listedValues(option)) {
                if (value != option.defaultValue)
                    all.push_back({id + " " + option.key + "=" + value, id, {{option.key, value}}});
            }
        }
    }
    return all;
}

// Every kind of narration the catalogue's generators list, each once, in
// catalogue order, then braid's, which follows any of them.
inline std::vector<const mazestudy::NarrationKind *> narrationKinds()
{
    std::vector<const mazestudy::NarrationKind *> kinds;
    std::set<const mazestudy::NarrationKind *> seen;
    for (const mazestudy::GeneratorInfo &info : mazestudy::generatorCatalog()) {
        for (const mazestudy::NarrationKind *kind : info.narrations) {
            if (seen.insert(kind).second)
                kinds.push_back(kind);
        }
    }
    for (const mazestudy::NarrationKind *kind : mazestudy::BraidedGenerator::narrations())
        kinds.push_back(kind);
    return kinds;
}

// The kind of narration of this name: the tests name the words they expect.
inline const mazestudy::NarrationKind *narrationKind(const std::string &name)
{
    for (const mazestudy::NarrationKind *kind : narrationKinds()) {
        if (name == kind->name)
            return kind;
    }
    throw std::invalid_argument("no narration kind " + name);
}

// Whether `generator`'s catalogue entry lists `kind` among its narrations.
inline bool narrates(const std::string &generator, const mazestudy::NarrationKind *kind)
{
    const mazestudy::GeneratorInfo *info = mazestudy::findGenerator(generator);
    const auto &braid = mazestudy::BraidedGenerator::narrations();
    return info
        && (std::find(info->narrations.begin(), info->narrations.end(), kind) != info->narrations.end()
            || std::find(braid.begin(), braid.end(), kind) != braid.end());
}

// Whether a kind of move or of working set (a generator's own object) is the
// one of this stable name: the tests name the kinds they expect, as the
// replay's JSON does, rather than reach for each generator's objects.
template<class Kind> bool isKind(const Kind *kind, const char *name)
{
    return kind && std::strcmp(kind->name, name) == 0;
}

} // namespace catalogids
