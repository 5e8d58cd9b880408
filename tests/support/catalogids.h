#pragma once

#include "generatorcatalog.h"

#include <algorithm>
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

inline std::vector<std::string> classics()
{
    return where(
        [](const mazestudy::GeneratorInfo &info) { return info.origin == mazestudy::GeneratorOrigin::Classic; });
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

// Every kind of narration the catalogue's generators list, each once, in
// catalogue order.
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
    return info && std::find(info->narrations.begin(), info->narrations.end(), kind) != info->narrations.end();
}

} // namespace catalogids
