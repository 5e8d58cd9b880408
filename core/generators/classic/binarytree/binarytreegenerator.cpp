#include "binarytreegenerator.h"

#include "generatorinfo.h"

#include "options.h"

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind BinaryTreeCarve {
    "binary-tree-carve", QT_TRANSLATE_NOOP("Narration", "binary tree: cell %1 carves %2 to %3")};
const NarrationKind BinaryTreeEdge {"binary-tree-edge",
    QT_TRANSLATE_NOOP("Narration", "binary tree: cell %1 is on the edge, so it can only carve %2, to %3")};
const NarrationKind BinaryTreeCorner {
    "binary-tree-corner", QT_TRANSLATE_NOOP("Narration", "binary tree: cell %1 is the corner; it carves nothing")};
} // namespace

namespace {
struct Bias {
    Direction vertical;
    Direction horizontal;
};

Bias biasOf(const MazeSpec &spec)
{
    return OptionReader(spec).choice<Bias>("bias",
        {{"ne", {Direction::North, Direction::East}}, {"nw", {Direction::North, Direction::West}},
            {"se", {Direction::South, Direction::East}}, {"sw", {Direction::South, Direction::West}}},
        {Direction::North, Direction::East});
}
} // namespace

BinaryTreeGenerator::BinaryTreeGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
    const Bias bias = biasOf(m_spec);
    m_vertical = bias.vertical;
    m_horizontal = bias.horizontal;
}

void BinaryTreeGenerator::checkOptions(const MazeSpec &spec)
{
    biasOf(spec);
}

template<bool Observe> void BinaryTreeGenerator::advance(Move *move)
{
    const uint32_t cell = m_next++;
    const bool up = neighbour(cell, m_vertical) != NoCell;
    const bool across = neighbour(cell, m_horizontal) != NoCell;
    if (up && across)
        join<Observe>(cell, choose(2) == 0 ? m_vertical : m_horizontal, move);
    else if (up || across)
        join<Observe>(cell, up ? m_vertical : m_horizontal, move);
    else
        dig<Observe>(cell, move);
    if constexpr (Observe)
        move->count = uint32_t(up) + uint32_t(across); // the ways it had
    m_finished = m_next == cellCount();
}

WorkingSet BinaryTreeGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &RunSet;
    if (m_finished || m_next == 0)
        return set;
    set.size = 1;
    set.focus = span(m_next - 1, m_next - 1);
    if (maxItems > 0)
        set.items.push_back(item(m_next - 1));
    return set;
}

void BinaryTreeGenerator::narrate(const Move &move, Narration &narration) const
{
    if (move.kind != &JoinMove)
        return;
    NarrationArgs args(narration);
    if (move.at == move.target) {
        args.kind(BinaryTreeCorner).place(move.at);
        return;
    }
    args.kind(move.count == 2 ? BinaryTreeCarve : BinaryTreeEdge)
        .place(move.at)
        .direction(move.direction)
        .place(move.target);
}

GeneratorInfo BinaryTreeGenerator::info()
{
    GeneratorInfo info;
    info.id = "binary-tree";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Binary tree");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "each cell carves one of two fixed ways at random (north or east by default): a diagonal bias and two "
        "long corridors along the edges");
    info.oddSizesOnly = true;
    info.whyNoMask = QT_TRANSLATE_NOOP(
        "CatalogText", "every cell joins its north or east neighbour, and a cell on a mask's edge may have neither");
    info.options = {{"bias", "ne", "ne|nw|se|sw", "the two ways a cell may carve: ne is north or east"}};
    info.colour = 0x332288;
    info.make = makeOf<BinaryTreeGenerator>;
    info.checkOptions = checkOptions;
    info.narrations = {&NotStarted, &BinaryTreeCarve, &BinaryTreeEdge, &BinaryTreeCorner};
    return info;
}

} // namespace mazestudy
