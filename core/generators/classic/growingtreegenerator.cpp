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

size_t GrowingTreeGenerator::pickIndex()
{
    const size_t size = m_active.size() - m_head;
    switch (m_rule.pick) {
    case Pick::Newest:
        return m_active.size() - 1;
    case Pick::Oldest:
        return m_head;
    case Pick::Mixed:
        if (chance(m_threshold))
            return m_active.size() - 1;
        [[fallthrough]];
    case Pick::Random:
        return m_head + choose(uint32_t(size));
    }
    return m_active.size() - 1;
}

template<bool Observe> void GrowingTreeGenerator::advance(Move *move)
{
    if (!m_started) {
        m_started = true;
        const uint32_t first = choose(cellCount());
        dig<Observe>(first, move);
        m_active.push_back(first);
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
        m_active.push_back(neighbour(cell, d));
    } else {
        if (index + 1 == m_active.size())
            m_active.pop_back();
        else if (index == m_head)
            ++m_head;
        else if (m_rule.pick == Pick::Random) {
            m_active[index] = m_active.back();
            m_active.pop_back();
        } else
            m_active.erase(m_active.begin() + std::ptrdiff_t(index));
        if constexpr (Observe) {
            move->kind = MoveKind::Reject;
            move->reason = SkipReason::NoUnvisited;
            move->at = move->target = pointOf(cell);
        }
        m_finished = m_active.size() == m_head;
    }
    if constexpr (Observe)
        move->count = uint32_t(m_active.size() - m_head);
}

WorkingSet GrowingTreeGenerator::workingSet(size_t maxItems) const
{
    return cellList(WorkingSetKind::ActiveList, m_active, m_head, maxItems);
}

size_t GrowingTreeGenerator::workBytes() const
{
    return m_active.size() * sizeof(uint32_t);
}

} // namespace mazestudy
