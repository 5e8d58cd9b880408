#pragma once

#include "rng.h"

#include <cstdint>

namespace mazestudy {

// Random walk directions a few bits at a time: one 64-bit draw serves 32
// steps through the grid's inside, where a draw a step (Rng::below) spent as
// much time as the step itself. Bits are taken from the low end of the
// draw; a new draw is made when fewer bits are left than a take needs, and
// the leftover bits are dropped.
class WayBits {
public:
    uint32_t take(Rng &rng, uint32_t bits)
    {
        if (m_left < bits) {
            m_bits = rng.next();
            m_left = 64;
        }
        const uint32_t value = uint32_t(m_bits) & ((1u << bits) - 1);
        m_bits >>= bits;
        m_left -= bits;
        return value;
    }
    // Uniform in [0, k) for k from 1 to 4: no bits for 1, one for 2, two for
    // 4, and for 3 two bits again while they make 3.
    uint32_t below(Rng &rng, uint32_t k)
    {
        if (k <= 1)
            return 0;
        if (k == 2)
            return take(rng, 1);
        uint32_t value = take(rng, 2);
        while (value >= k)
            value = take(rng, 2);
        return value;
    }

private:
    uint64_t m_bits = 0;
    uint32_t m_left = 0;
};

} // namespace mazestudy
