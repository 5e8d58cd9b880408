#include "primgenerator.h"

#include "primfrontier.h"

#include "generatorinfo.h"
#include "primcellweightsgenerator.h"
#include "primedgegenerator.h"
#include "primtruegenerator.h"

#include <algorithm>
#include <stdexcept>

namespace mazestudy {

const WorkingSetKind PrimFrontierSet {
    "frontier", QT_TRANSLATE_NOOP("WorkingSet", "Frontier, cells next to the maze: %1")};

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind PrimStart {"prim-start",
    QT_TRANSLATE_N_NOOP(
        "Narration", "Prim: %1 is the first cell in the maze; its neighbours make the frontier of %n cell(s)")};
const NarrationKind PrimJoin {"prim-join",
    QT_TRANSLATE_N_NOOP(
        "Narration", "Prim: frontier cell %1 joins the maze next to %2; the frontier holds %n cell(s)")};
} // namespace

PrimGenerator::PrimGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
    m_onFrontier.reset(cellCount());
    m_frontier.reserve(cellCount()); // address space only until the frontier is that long
}

void PrimGenerator::addFrontier(uint32_t cell)
{
    Direction ways[4];
    const int count = neighbours(cell, false, ways);
    for (int i = 0; i < count; ++i) {
        const uint32_t next = uint32_t(cell + cellStep(ways[i]));
        if (!m_onFrontier.test(next)) {
            m_onFrontier.set(next);
            m_frontier.push_back(next);
        }
    }
}

template<bool Observe> void PrimGenerator::advance(Move *move)
{
    uint32_t cell;
    if (!m_started) {
        m_started = true;
        cell = randomCell();
        dig<Observe>(cell, move);
    } else {
        const uint32_t pick = choose(uint32_t(m_frontier.size()));
        cell = m_frontier[pick];
        m_frontier[pick] = m_frontier.back();
        m_frontier.pop_back();
        Direction ways[4];
        const Direction d = ways[choose(uint32_t(neighbours(cell, true, ways)))];
        // From the maze's side: `at` is in the maze, `target` the new cell.
        const Direction back = Direction((uint8_t(d) + 2) % 4);
        join<Observe>(uint32_t(cell + cellStep(d)), back, move);
    }
    addFrontier(cell);
    if constexpr (Observe)
        move->count = uint32_t(m_frontier.size());
    m_finished = m_frontier.empty();
}

WorkingSet PrimGenerator::workingSet(size_t maxItems) const
{
    return cellList(PrimFrontierSet, m_frontier, 0, maxItems);
}

size_t PrimGenerator::workBytes() const
{
    return m_frontier.size() * sizeof(uint32_t) + m_onFrontier.memoryBytes();
}

void PrimGenerator::narrate(const Move &move, Narration &narration) const
{
    if (move.kind != &JoinMove)
        return;
    NarrationArgs args(narration);
    if (move.at == move.target)
        args.kind(PrimStart, int(move.count)).place(move.at);
    else
        args.kind(PrimJoin, int(move.count)).place(move.target).place(move.at);
}

namespace {
std::unique_ptr<Generator> makePrim(MazeSpec spec)
{
    const std::string variant = spec.options.at("variant");
    if (variant == "edge")
        return std::make_unique<PrimEdgeGenerator>(std::move(spec));
    if (variant == "true")
        return std::make_unique<PrimTrueGenerator>(std::move(spec));
    if (variant == "cell-weights")
        return std::make_unique<PrimCellWeightsGenerator>(std::move(spec));
    return std::make_unique<PrimGenerator>(std::move(spec));
}
} // namespace

void PrimGenerator::checkOptions(const MazeSpec &spec)
{
    const std::string &variant = spec.options.at("variant");
    if (variant != "cell" && variant != "edge" && variant != "true" && variant != "cell-weights")
        throw std::invalid_argument(
            "prim's option variant takes cell, edge, true or cell-weights, not \"" + variant + "\"");
}

GeneratorInfo PrimGenerator::info()
{
    GeneratorInfo info;
    info.id = "prim";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Randomized Prim");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "a random cell of the frontier (outside the maze, next to it) joins a random neighbour inside: many "
        "short dead ends");
    info.oddSizesOnly = true;
    info.maskUse = MaskUse::Carves;
    info.options = {{"variant", "cell", "cell|edge|true|cell-weights",
        "which Prim (docs/generators.md): cell, a random frontier cell joins a random neighbour in the maze "
        "(Pullen's modified Prim, the only one before 2026-12); edge, a random edge out of the maze (Pullen's "
        "simplified); true, the lightest edge out of the maze by random weights drawn once (Pullen's true Prim: "
        "the minimum spanning tree, the maze kruskal's order=keyed makes); cell-weights, every cell a random "
        "weight, the lightest active cell carves to its lightest unvisited neighbour (Buck's True Prim's)"}};
    info.colour = 0xCC6677;
    info.make = makePrim;
    info.checkOptions = checkOptions;
    info.narrations = {&NotStarted, &PrimStart, &PrimJoin};
    for (const auto *kinds :
        {&PrimEdgeGenerator::narrations(), &PrimTrueGenerator::narrations(), &PrimCellWeightsGenerator::narrations()}) {
        for (const NarrationKind *kind : *kinds) {
            if (std::find(info.narrations.begin(), info.narrations.end(), kind) == info.narrations.end())
                info.narrations.push_back(kind);
        }
    }
    return info;
}

} // namespace mazestudy
