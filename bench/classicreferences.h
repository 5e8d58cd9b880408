#pragma once

#include <cstdint>
#include <string>
#include <vector>

// Tight, plain forms of the classic generators' own algorithms, to measure
// each generator against its own algorithm rather than against a DFS: one
// byte a unit on a grid with a ring of sentinel units around it (so no step
// is bounds-checked: a direction onto the ring is drawn again, which keeps
// the choice uniform over the neighbours inside), an inlined xoshiro256**,
// no events, no stepping. Each makes a maze of its generator's
// distribution, not its generator's maze (other random streams): compare
// their times, and their dead-end shares to check the distributions.
namespace classicreferences {

struct Maze {
    int rows = 0;
    int cols = 0;
    std::vector<uint8_t> units; // (rows + 2) x (cols + 2), the sentinel ring included; 1 = floor
    const uint8_t *at(int row, int col) const { return units.data() + size_t(row + 1) * size_t(cols + 2) + col + 1; }
};

// The generators with a reference, by catalogue id: wilson (Wilson's last
// exits), aldous-broder, growing-tree (newest:0.5 on a tombstoned list),
// prim (a random frontier cell), kruskal (a shuffled wall list and a
// union-find: its keyed order is a uniformly random order too).
const std::vector<std::string> &ids();
// Makes the maze of `id` (one of ids()) at rows x cols units (odd, >= 3).
Maze generate(const std::string &id, int rows, int cols, uint64_t seed);

// Cells (odd row and column) with exactly one floor neighbour, of all cells.
double deadEndCellShare(const uint8_t *topLeft, size_t stride, int rows, int cols);

} // namespace classicreferences
