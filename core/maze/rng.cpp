#include "rng.h"

namespace mazestudy {

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

} // namespace mazestudy
