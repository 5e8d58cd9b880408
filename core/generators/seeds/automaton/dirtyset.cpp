#include "dirtyset.h"

namespace mazestudy {

DirtySet::DirtySet(size_t size)
    : m_size(size)
    , m_bits((size + 63) / 64, 0)
    , m_summary((m_bits.size() + 63) / 64, 0)
{
}

size_t DirtySet::nextAfterWord(size_t word) const
{
    ++word;
    size_t group = word / 64;
    if (group >= m_summary.size())
        return m_size;
    uint64_t words = (word % 64) ? m_summary[group] & (~uint64_t(0) << (word % 64)) : m_summary[group];
    while (words == 0) {
        if (++group == m_summary.size())
            return m_size;
        words = m_summary[group];
    }
    word = group * 64 + size_t(__builtin_ctzll(words));
    return word * 64 + size_t(__builtin_ctzll(m_bits[word]));
}

} // namespace mazestudy
