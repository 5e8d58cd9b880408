#pragma once

#include <cstdint>

namespace mazestudy {

// Random weights without a list of them: each inner wall of a grid of cells
// (or each cell) gets a key, a 32-bit hash of its unit index (or cell number)
// under a salt from the seed, above the index itself, so keys are distinct
// and sorting by key is a random order. Kruskal's version-2 order tries the
// walls in key order (its sweep reads each wall's key once, where it needs
// it); Prim's true and cell-weights variants take them as the weights of
// walls and cells. The hash is splitmix64's finaliser: fixed, so a seed gives
// the same maze everywhere.
class WallKeys {
public:
    WallKeys(uint64_t salt, uint32_t cellRows, uint32_t cellCols)
        : m_salt(salt)
        , m_cellRows(cellRows)
        , m_cellCols(cellCols)
        , m_unitCols(2 * cellCols + 1)
    {
    }

    uint32_t cellRows() const { return m_cellRows; }
    uint32_t cellCols() const { return m_cellCols; }

    // The unit of a cell's east and south wall (cells numbered by row and column from 0).
    uint32_t eastWall(uint32_t row, uint32_t col) const { return (2 * row + 1) * m_unitCols + 2 * col + 2; }
    uint32_t southWall(uint32_t row, uint32_t col) const { return (2 * row + 2) * m_unitCols + 2 * col + 1; }

    uint64_t key(uint32_t wall) const
    {
        uint64_t z = (wall + m_salt) * 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        return (z & 0xFFFFFFFF00000000ULL) | wall;
    }
    static uint32_t wallOf(uint64_t key) { return uint32_t(key); }

    // Calls visit(unit) for each inner wall, each cell's east then south, row by row.
    template<class Visit> void forEachWall(Visit visit) const
    {
        for (uint32_t row = 0; row < m_cellRows; ++row) {
            for (uint32_t col = 0; col < m_cellCols; ++col) {
                if (col + 1 < m_cellCols)
                    visit(eastWall(row, col));
                if (row + 1 < m_cellRows)
                    visit(southWall(row, col));
            }
        }
    }

private:
    uint64_t m_salt;
    uint32_t m_cellRows;
    uint32_t m_cellCols;
    uint32_t m_unitCols;
};

} // namespace mazestudy
