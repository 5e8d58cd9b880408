#include "growingtreegenerator.h"

#include "generatorinfo.h"
#include "options.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind GrowingTreeStart {
    "growing-tree-start", QT_TRANSLATE_NOOP("Narration", "growing tree: %1 starts the active list")};
const NarrationKind GrowingTreeJoin {"growing-tree-join",
    QT_TRANSLATE_N_NOOP("Narration", "growing tree: %1 carves %2 to %3, which joins the active list (%n active)")};
const NarrationKind GrowingTreeReject {"growing-tree-reject",
    QT_TRANSLATE_N_NOOP(
        "Narration", "growing tree: %1 has no unvisited neighbour and leaves the active list (%n active)")};
} // namespace

GrowingTreeGenerator::GrowingTreeGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_rule(pickRule(m_spec))
    , m_threshold(thresholdOf(m_rule.newestChance))
    , m_counted(m_rule.pick == Pick::Mixed && listOf(m_spec) == List::Counted)
{
    // Address space only: the list closes up before it is long.
    m_active.reserve(cellCount());
}

GrowingTreeGenerator::PickRule GrowingTreeGenerator::pickRule(const MazeSpec &spec)
{
    const auto it = spec.options.find("pick");
    if (it == spec.options.end())
        return {};
    const std::string &value = it->second;
    if (value == "newest")
        return {Pick::Newest, 1.0};
    if (value == "random")
        return {Pick::Random, 0.0};
    if (value == "oldest")
        return {Pick::Oldest, 0.0};
    const std::string prefix = "newest:";
    if (value.compare(0, prefix.size(), prefix) == 0 && value.size() > prefix.size()) {
        const std::string number = value.substr(prefix.size());
        char *end = nullptr;
        const double p = std::strtod(number.c_str(), &end);
        const bool digitsOnly = number.find_first_not_of("0123456789.") == std::string::npos;
        if (digitsOnly && end == number.c_str() + number.size() && p >= 0.0 && p <= 1.0)
            return {Pick::Mixed, p};
    }
    throw std::invalid_argument(
        "option pick must be newest, random, oldest or newest:P with P from 0 to 1, not \"" + value + "\"");
}

GrowingTreeGenerator::List GrowingTreeGenerator::listOf(const MazeSpec &spec)
{
    return OptionReader(spec).choice(
        "list", {{"tombstones", List::Tombstones}, {"counted", List::Counted}}, List::Tombstones);
}

size_t GrowingTreeGenerator::listed() const
{
    return m_listed;
}

void GrowingTreeGenerator::count(size_t index, int delta)
{
    m_held[index / 64] ^= uint64_t(1) << (index % 64);
    for (size_t i = index / 64 + 1; i < m_counts.size(); i += i & (~i + 1))
        m_counts[i] = uint32_t(int64_t(m_counts[i]) + delta);
}

namespace {
// Set bits of x, without a library call on CPUs the build does not assume popcnt of.
size_t bitCount(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555u);
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
    return size_t((x * 0x0101010101010101u) >> 56);
}
} // namespace

size_t GrowingTreeGenerator::nthListed(size_t rank) const
{
    // Descends the tree (its blocks a power of two, rank below the cells
    // listed) to the block holding the (rank+1)-th cell, without branches:
    // which way each level goes is a coin toss a branch predictor loses ...
    const size_t blocks = m_held.size();
    size_t block = 0;
    for (size_t step = blocks / 2; step > 0; step /= 2) {
        const uint32_t below = m_counts[block + step];
        const size_t take = size_t(0) - size_t(below <= rank);
        block += step & take;
        rank -= below & take;
    }
    // ... then counts the block's bits to it.
    uint64_t bits = m_held[block];
    size_t position = block * 64;
    for (int width = 32; width >= 8; width /= 2) {
        const size_t low = bitCount(bits & ((uint64_t(1) << width) - 1));
        if (rank >= low) {
            rank -= low;
            position += size_t(width);
            bits >>= width;
        }
    }
    for (; rank > 0; --rank)
        bits &= bits - 1;
    return position + size_t(__builtin_ctzll(bits)); // 0-based position of the (rank+1)-th listed cell
}

void GrowingTreeGenerator::index(size_t capacity)
{
    size_t blocks = 1;
    while (blocks * 64 < capacity)
        blocks *= 2;
    m_held.assign(blocks, 0);
    m_counts.assign(blocks + 1, 0);
    for (size_t i = 0; i < m_active.size(); ++i) {
        if (m_active[i] != NoCell) {
            m_held[i / 64] |= uint64_t(1) << (i % 64);
            ++m_counts[i / 64 + 1];
        }
    }
    for (size_t i = 1; i < m_counts.size(); ++i) {
        const size_t up = i + (i & (~i + 1));
        if (up < m_counts.size())
            m_counts[up] += m_counts[i];
    }
}

void GrowingTreeGenerator::closeUp()
{
    if (m_rule.pick == Pick::Mixed)
        m_active.erase(std::remove(m_active.begin(), m_active.end(), NoCell), m_active.end());
    else
        m_active.erase(m_active.begin(), m_active.begin() + std::ptrdiff_t(m_head));
    m_head = 0;
    if (m_counted)
        index(std::max<size_t>(1024, 2 * m_active.size()));
}

void GrowingTreeGenerator::add(uint32_t cell)
{
    if (m_counted && m_active.size() == m_held.size() * 64)
        index(2 * m_active.size()); // room for twice as many positions
    m_active.push_back(cell);
    ++m_listed;
    if (m_counted)
        count(m_active.size() - 1, +1);
}

void GrowingTreeGenerator::remove(size_t index)
{
    --m_listed;
    if (m_rule.pick == Pick::Mixed) {
        if (m_counted)
            count(index, -1);
        m_active[index] = NoCell;
        while (!m_active.empty() && m_active.back() == NoCell)
            m_active.pop_back();
        while (m_head < m_active.size() && m_active[m_head] == NoCell)
            ++m_head;
        if (m_active.size() >= 1024 && m_active.size() > 2 * m_listed)
            closeUp();
        return;
    }
    if (index + 1 == m_active.size())
        m_active.pop_back();
    else if (index == m_head)
        ++m_head;
    else if (m_rule.pick == Pick::Random) {
        m_active[index] = m_active.back();
        m_active.pop_back();
    } else
        m_active.erase(m_active.begin() + std::ptrdiff_t(index));
    if (m_head >= 1024 && m_head > m_active.size() / 2)
        closeUp();
}

size_t GrowingTreeGenerator::pickIndex()
{
    switch (m_rule.pick) {
    case Pick::Newest:
        return m_active.size() - 1;
    case Pick::Oldest:
        return m_head;
    case Pick::Mixed:
        if (chance(m_threshold))
            return m_active.size() - 1;
        if (m_counted)
            return nthListed(choose(uint32_t(listed())));
        // A uniform position, again while it is a tombstone: uniform over
        // the cells listed. A list of 1024 positions or more is at most half
        // tombstones (remove() compacts it), so a pick takes two draws or fewer
        // on average where a draw is a cache miss.
        for (;;) {
            const size_t position = choose(uint32_t(m_active.size()));
            if (m_active[position] != NoCell)
                return position;
        }
    case Pick::Random:
        return m_head + choose(uint32_t(listed()));
    }
    return m_active.size() - 1;
}

template<bool Observe> void GrowingTreeGenerator::advance(Move *move)
{
    if (!m_started) {
        m_started = true;
        const uint32_t first = randomCell();
        dig<Observe>(first, move);
        if (m_counted)
            index(1024);
        add(first);
        if constexpr (Observe)
            move->count = 1;
        return;
    }
    const size_t index = pickIndex();
    const uint32_t cell = m_active[index];
    Direction ways[4];
    const int count = neighbours(cell, false, ways);
    if (count > 0) {
        const Direction d = ways[choose(uint32_t(count))];
        join<Observe>(cell, d, move);
        add(neighbourInside(cell, d));
    } else {
        remove(index);
        if constexpr (Observe) {
            move->kind = &RejectMove;
            move->reason = &NoUnvisitedReason;
            move->at = move->target = pointOf(cell);
        }
        m_finished = listed() == 0;
    }
    if constexpr (Observe)
        move->count = uint32_t(listed());
}

WorkingSet GrowingTreeGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set = cellList(ActiveListSet, m_active, m_head, maxItems);
    set.size = listed();
    return set;
}

size_t GrowingTreeGenerator::workBytes() const
{
    return (m_active.size() + m_counts.size()) * sizeof(uint32_t) + m_held.size() * sizeof(uint64_t);
}

void GrowingTreeGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &RejectMove)
        args.kind(GrowingTreeReject, int(move.count)).place(move.at);
    else if (move.kind == &JoinMove && move.at == move.target)
        args.kind(GrowingTreeStart).place(move.at);
    else if (move.kind == &JoinMove)
        args.kind(GrowingTreeJoin, int(move.count)).place(move.at).direction(move.direction).place(move.target);
}

GeneratorInfo GrowingTreeGenerator::info()
{
    GeneratorInfo info;
    info.id = "growing-tree";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Growing tree");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "an active list: take a cell (newest, random, oldest or a mix), carve to an unvisited neighbour or "
        "drop "
        "it; newest is a DFS, random is like Prim");
    info.oddSizesOnly = true;
    info.maskUse = MaskUse::Carves;
    info.options
        = {{"pick", "newest:0.5", "newest|random|oldest|newest:0.5|newest:P",
               "which cell of the active list to take: the newest, a random one, the oldest, or the newest with "
               "chance P (0 to 1), else a random one"},
            {"list", "tombstones", "tombstones|counted",
                "how newest:P finds a random cell of the active list: tombstones (version 2: a random position, "
                "again while it holds a cell that left) or counted (version 1, before 2026-12: the k-th cell "
                "through a count tree); the other picks draw the same either way",
                true, "counted"}};
    info.colour = 0x882255;
    info.make = makeOf<GrowingTreeGenerator>;
    info.checkOptions = checkOptions;
    info.narrations = {&NotStarted, &GrowingTreeStart, &GrowingTreeJoin, &GrowingTreeReject};
    return info;
}

} // namespace mazestudy
