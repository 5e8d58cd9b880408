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
    void insert(size_t position);
    // Removes the position; returns whether it was there.
    bool take(size_t position);
    // The first member at or after `from`, or size() when there is none.
    size_t next(size_t from) const;
    bool empty() const { return next(0) == m_size; }
    size_t memoryBytes() const { return (m_bits.size() + m_summary.size()) * sizeof(uint64_t); }

private:
    size_t m_size;
    std::vector<uint64_t> m_bits;
    std::vector<uint64_t> m_summary; // bit w set iff m_bits[w] != 0
};

} // namespace mazestudy
