#pragma once

#include <cstdint>

namespace mazestudy {

// xoshiro256** seeded through splitmix64. Both are fixed algorithms, so a seed
// yields the same numbers with every compiler and standard library; that is
// why nothing seeded in MazeStudy uses <random>'s distributions.
class Rng {
public:
    explicit Rng(uint64_t seed = 0);

    uint64_t next();
    // Uniform in [0, bound) for bound >= 1, without modulo bias (Lemire's
    // multiply-and-reject). Consumes one number, more on a (rare) rejection.
    uint32_t below(uint32_t bound);

    // One splitmix64 step: advances state and returns its mix. Also used to
    // derive the seeds of a study from its base seed.
    static uint64_t splitmix64(uint64_t &state);

private:
    uint64_t m_state[4];
};

} // namespace mazestudy
