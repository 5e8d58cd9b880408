#include "growingtreegenerator.h"

#include <cstdlib>
#include <stdexcept>

namespace mazestudy {

GrowingTreeGenerator::GrowingTreeGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    , m_rule(pickRule(m_spec))
    , m_threshold(thresholdOf(m_rule.newestChance))
{
    // Every cell joins the list once: the list never reallocates.
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

size_t GrowingTreeGenerator::listed() const
{
    return m_listed;
}

void GrowingTreeGenerator::count(size_t index, int delta)
{
    for (size_t i = index + 1; i < m_counts.size(); i += i & (~i + 1))
        m_counts[i] = uint32_t(int64_t(m_counts[i]) + delta);
}

size_t GrowingTreeGenerator::nthListed(size_t rank) const
{
    // Descends the tree: the largest position whose prefix holds `rank` cells.
    size_t position = 0;
    size_t step = 1;
    while (step * 2 < m_counts.size())
        step *= 2;
    for (; step > 0; step /= 2) {
        if (position + step < m_counts.size() && m_counts[position + step] <= rank) {
            position += step;
            rank -= m_counts[position];
        }
    }
    return position; // 0-based index of the (rank+1)-th listed cell
}

void GrowingTreeGenerator::add(uint32_t cell)
{
    m_active.push_back(cell);
    ++m_listed;
    if (m_rule.pick == Pick::Mixed)
        count(m_active.size() - 1, +1);
}

void GrowingTreeGenerator::remove(size_t index)
{
    --m_listed;
    if (m_rule.pick == Pick::Mixed) {
        count(index, -1);
        m_active[index] = NoCell;
        while (!m_active.empty() && m_active.back() == NoCell)
            m_active.pop_back();
        while (m_head < m_active.size() && m_active[m_head] == NoCell)
            ++m_head;
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
        return nthListed(choose(uint32_t(listed())));
    case Pick::Random:
        return m_head + choose(uint32_t(listed()));
    }
    return m_active.size() - 1;
}

template<bool Observe> void GrowingTreeGenerator::advance(Move *move)
{
    if (!m_started) {
        m_started = true;
        const uint32_t first = choose(cellCount());
        dig<Observe>(first, move);
        if (m_rule.pick == Pick::Mixed)
            m_counts.assign(size_t(cellCount()) + 1, 0);
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
        add(neighbour(cell, d));
    } else {
        remove(index);
        if constexpr (Observe) {
            move->kind = MoveKind::Reject;
            move->reason = SkipReason::NoUnvisited;
            move->at = move->target = pointOf(cell);
        }
        m_finished = listed() == 0;
    }
    if constexpr (Observe)
        move->count = uint32_t(listed());
}

WorkingSet GrowingTreeGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set = cellList(WorkingSetKind::ActiveList, m_active, m_head, maxItems);
    set.size = listed();
    return set;
}

size_t GrowingTreeGenerator::workBytes() const
{
    return (m_active.size() + m_counts.size()) * sizeof(uint32_t);
}

void GrowingTreeGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == MoveKind::Reject)
        args.kind(NarrationKind::GrowingTreeReject, int(move.count)).place(move.at);
    else if (move.kind == MoveKind::Join && move.at == move.target)
        args.kind(NarrationKind::GrowingTreeStart).place(move.at);
    else if (move.kind == MoveKind::Join)
        args.kind(NarrationKind::GrowingTreeJoin, int(move.count))
            .place(move.at)
            .direction(move.direction)
            .place(move.target);
}

} // namespace mazestudy
