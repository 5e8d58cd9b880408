#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazestudy {

// A set of positions in [0, size) kept as bits, with a summary bit per 64-bit
// word so that finding the next member skips empty stretches 4096 positions
// at a time: a sweep of the automaton that checks few units costs little even
// on a 4001 x 4001 grid.
class DirtySet {
public:
    explicit DirtySet(size_t size = 0);

    size_t size() const { return m_size; }
    // Inline: the automaton inserts up to eight positions a unit it checks.
    void insert(size_t position)
    {
        const size_t word = position / 64;
        if (m_bits[word] == 0)
            m_summary[word / 64] |= uint64_t(1) << (word % 64);
        m_bits[word] |= uint64_t(1) << (position % 64);
    }
    // Removes the position; returns whether it was there.
    bool take(size_t position)
    {
        const size_t word = position / 64;
        const uint64_t mask = uint64_t(1) << (position % 64);
        if (!(m_bits[word] & mask))
            return false;
        m_bits[word] &= ~mask;
        if (m_bits[word] == 0)
            m_summary[word / 64] &= ~(uint64_t(1) << (word % 64));
        return true;
    }
    // The first member at or after `from`, or size() when there is none.
    size_t next(size_t from) const
    {
        if (from >= m_size)
            return m_size;
        const size_t word = from / 64;
        const uint64_t here = m_bits[word] & (~uint64_t(0) << (from % 64));
        return here ? word * 64 + size_t(__builtin_ctzll(here)) : nextAfterWord(word);
    }
    bool empty() const { return next(0) == m_size; }
    size_t memoryBytes() const { return (m_bits.size() + m_summary.size()) * sizeof(uint64_t); }

private:
    // next()'s search past the word it started in, through the summary.
    size_t nextAfterWord(size_t word) const;

    size_t m_size;
    std::vector<uint64_t> m_bits;
    std::vector<uint64_t> m_summary; // bit w set iff m_bits[w] != 0
};

} // namespace mazestudy
