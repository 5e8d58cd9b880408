#pragma once

#include <cstdint>

namespace mazestudy {

// n / d for a divisor fixed in advance, by one multiply (Lemire, Kaser and
// Kurz's fastdiv): the generators place a unit or a cell in its row on every
// move, where a divide instruction costs 20 to 40 cycles. Exact for every
// dividend below 2^32 (every unit index: MaxSide keeps them in 32 bits).
class Divider {
public:
    explicit Divider(uint32_t divisor = 1)
        : m_magic(divisor > 1 ? ~uint64_t(0) / divisor + 1 : 0)
    {
    }

    uint32_t quotient(uint64_t dividend) const
    {
        __extension__ using Wide = unsigned __int128;
        return m_magic ? uint32_t(Wide(m_magic) * dividend >> 64) : uint32_t(dividend);
    }

private:
    uint64_t m_magic; // ceil(2^64 / divisor); 0 for 1, whose quotient is the dividend
};

} // namespace mazestudy
