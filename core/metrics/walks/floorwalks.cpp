#include "floorwalks.h"

#include <algorithm>

namespace mazestudy::floorwalks {

Search spread(Floor &floor, size_t layerSize, bool visited, std::optional<size_t> target)
{
    uint8_t *const units = floor.units.get();
    const std::array<ptrdiff_t, 4> offsets = floor.offsets;
    const uint8_t unvisitedMark = visited ? 0 : ComponentMark;
    const size_t targetUnit = target.value_or(SIZE_MAX);
    Search search;
    uint32_t *layer = floor.layer.reserve(layerSize);
    for (uint64_t distance = 0; layerSize > 0; ++distance) {
        search.reached += layerSize;
        search.distanceSum += distance * layerSize;
        search.eccentricity = distance;
        search.farthest = layer[0];
        // Each unit has at most three links to units not yet visited, a source four.
        uint32_t *next = floor.next.reserve(4 * layerSize);
        size_t nextSize = 0;
        for (size_t i = 0; i < layerSize; ++i) {
            const size_t unit = layer[i];
            if (unit == targetUnit)
                search.targetDistance = distance;
            search.linkEnds += uint64_t(degreeOf(units[unit]));
            for (unsigned links = units[unit] & LinkBits; links; links &= links - 1) {
                const size_t neighbour = size_t(ptrdiff_t(unit) + offsets[size_t(firstDirection(links))]);
                if ((units[neighbour] & ComponentMark) == unvisitedMark) {
                    units[neighbour] ^= ComponentMark;
                    next[nextSize++] = uint32_t(neighbour);
                }
            }
        }
        std::swap(floor.layer, floor.next);
        layer = next;
        layerSize = nextSize;
    }
    return search;
}

Search breadthFirst(Floor &floor, size_t source, bool visited, std::optional<size_t> target)
{
    floor.layer.reserve(1)[0] = uint32_t(source);
    floor.units[source] ^= ComponentMark;
    return spread(floor, 1, visited, target);
}

Walk depthFirst(Floor &floor, size_t source, std::optional<size_t> target, CorridorTally tally)
{
    uint8_t *const units = floor.units.get();
    const std::array<ptrdiff_t, 9> step = floor.stepByLink;
    const size_t targetUnit = target.value_or(SIZE_MAX);
    std::vector<Junction> &junctions = floor.junctions;
    uint64_t reached = 1;
    uint64_t linkEnds = uint64_t(degreeOf(units[source]));
    uint32_t longest = 0;
    std::optional<uint64_t> targetDepth;
    if (source == targetUnit)
        targetDepth = 0;
    units[source] |= ComponentMark;
    junctions.assign(1, Junction {uint32_t(source), 0, 0, uint32_t(units[source] & LinkBits)});
    // A branch of the junction on top is done; its deepest unit is at `deepest`.
    const auto branchDone = [&](uint32_t deepest) {
        Junction &top = junctions.back();
        longest = std::max(longest, (top.deepest - top.depth) + (deepest - top.depth));
        top.deepest = std::max(top.deepest, deepest);
    };
    const bool sourceInCorridor = !(units[source] & CorridorEnd);
    uint32_t sourceHalf = 0; // the first half's length once walked
    const auto corridorDone = [&](bool fromSource, uint32_t length) {
        if (fromSource && sourceInCorridor) {
            if (!sourceHalf) {
                sourceHalf = length;
                return;
            }
            length += sourceHalf;
        }
        countCorridor(tally, length);
    };
    bool complete = true;
    while (!junctions.empty()) {
        if (junctions.size() > floor.junctionCap) {
            // An open area: every unit not yet reached lies beyond a link the
            // junctions on the stack have yet to follow, so spread() from there
            // counts the rest of the component. Depths and corridors stay unknown.
            size_t seeds = 0;
            uint32_t *layer = floor.layer.reserve(4 * junctions.size());
            for (const Junction &junction : junctions) {
                for (unsigned links = junction.untried; links; links &= links - 1) {
                    const size_t next = size_t(ptrdiff_t(junction.unit) + step[links & (0u - links)]);
                    if (!(units[next] & ComponentMark)) {
                        units[next] |= ComponentMark;
                        layer[seeds++] = uint32_t(next);
                    }
                }
            }
            junctions.clear();
            const Search rest = spread(floor, seeds, true, std::nullopt);
            reached += rest.reached;
            linkEnds += rest.linkEnds;
            complete = false;
            break;
        }
        Junction &top = junctions.back();
        if (!top.untried) {
            const uint32_t deepest = top.deepest;
            junctions.pop_back();
            if (!junctions.empty())
                branchDone(deepest);
            continue;
        }
        auto out = uint8_t(top.untried & (0u - top.untried)); // the lowest link bit
        top.untried &= ~unsigned(out);
        size_t at = top.unit;
        uint32_t depth = top.depth;
        const uint32_t walkFrom = depth;
        const bool fromSource = at == source;
        // Along the corridor to a dead end or the next junction.
        for (;;) {
            at = size_t(ptrdiff_t(at) + step[out]);
            const uint8_t unit = units[at];
            if (unit & ComponentMark) { // a loop closes (never without loops)
                branchDone(depth);
                break;
            }
            units[at] = unit | ComponentMark;
            ++depth;
            ++reached;
            linkEnds += uint64_t(degreeOf(unit));
            if (at == targetUnit)
                targetDepth = depth;
            const auto ahead = uint8_t(unit & LinkBits & ~opposite(out));
            if (!ahead) {
                corridorDone(fromSource, depth - walkFrom);
                branchDone(depth);
                break;
            }
            if (ahead & (ahead - 1)) {
                corridorDone(fromSource, depth - walkFrom);
                junctions.push_back({uint32_t(at), depth, depth, ahead});
                break;
            }
            out = ahead;
        }
    }
    Walk walk;
    walk.reached = reached;
    walk.linkEnds = linkEnds;
    walk.targetDepth = targetDepth;
    walk.longestPath = longest;
    walk.complete = complete;
    return walk;
}

} // namespace mazestudy::floorwalks
