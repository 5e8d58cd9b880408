#pragma once

#include <cstdint>

namespace mazestudy {

// xoshiro256** seeded through splitmix64. Both are fixed algorithms, so a seed
// yields the same numbers with every compiler and standard library; that is
// why nothing seeded in MazeStudy uses <random>'s distributions.
class Rng {
public:
    explicit Rng(uint64_t seed = 0);

    // Inline: the generators draw one or more numbers a move, and a call
    // out of line costs as much as the draw.
    uint64_t next()
    {
        const uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform in [0, bound) for bound >= 1, without modulo bias (Lemire's
    // multiply-and-reject). Consumes one number, more on a (rare) rejection.
    uint32_t below(uint32_t bound)
    {
        uint64_t product = (next() >> 32) * bound;
        if (static_cast<uint32_t>(product) < bound) {
            const uint32_t threshold = (0u - bound) % bound;
            while (static_cast<uint32_t>(product) < threshold)
                product = (next() >> 32) * bound;
        }
        return static_cast<uint32_t>(product >> 32);
    }

    // One splitmix64 step: advances state and returns its mix. Also used to
    // derive the seeds of a study from its base seed.
    static uint64_t splitmix64(uint64_t &state);

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    uint64_t m_state[4];
};

} // namespace mazestudy
