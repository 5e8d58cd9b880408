#include "rng.h"

namespace mazestudy {

namespace {
inline uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

uint64_t Rng::splitmix64(uint64_t &state)
{
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Rng::Rng(uint64_t seed)
{
    for (uint64_t &word : m_state)
        word = splitmix64(seed);
}

uint64_t Rng::next()
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

uint32_t Rng::below(uint32_t bound)
{
    uint64_t product = (next() >> 32) * bound;
    auto low = static_cast<uint32_t>(product);
    if (low < bound) {
        const uint32_t threshold = (0u - bound) % bound;
        while (low < threshold) {
            product = (next() >> 32) * bound;
            low = static_cast<uint32_t>(product);
        }
    }
    return static_cast<uint32_t>(product >> 32);
}

} // namespace mazestudy
