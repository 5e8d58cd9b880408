#pragma once

#include "grid.h"

#include <cmath>
#include <cstdint>

// What the uniformity tests share: a 3 x 3-cell maze (7 x 7 units) as the set
// of its open inner walls, and the chi-square limit its counts are held to.
namespace spanningtreetally {

// The 12 inner walls of a 3 x 3-cell maze as a 12-bit key.
inline uint32_t treeKey(const mazestudy::Grid &grid)
{
    uint32_t key = 0;
    int bit = 0;
    for (int r = 1; r <= 5; ++r) {
        for (int c = 1; c <= 5; ++c) {
            if ((r % 2) != (c % 2))
                key |= uint32_t(grid.isFloor(r, c)) << bit++;
        }
    }
    return key;
}

// The 0.999 quantile of chi-square with k degrees of freedom by the
// Wilson-Hilferty approximation: k (1 - 2/(9k) + z sqrt(2/(9k)))^3 with
// z = 3.090232, the standard normal's 0.999 quantile. For k = 191 it gives
// 257.2 (tables: 257.0); its error at these k is far below what matters here.
inline double chiSquare999(int k)
{
    const double z = 3.090232306167813;
    const double a = 2.0 / (9.0 * k);
    return k * std::pow(1.0 - a + z * std::sqrt(a), 3.0);
}

} // namespace spanningtreetally
