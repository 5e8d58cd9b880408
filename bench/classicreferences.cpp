#include "classicreferences.h"

#include "rng.h"
#include "waybits.h"

#include <algorithm>
#include <stdexcept>

namespace classicreferences {

namespace {

constexpr uint8_t Wall = 0;
constexpr uint8_t Floor = 1;
constexpr uint8_t Outside = 3; // the sentinel ring
constexpr uint8_t Frontier = 2; // prim: a cell next to the maze
constexpr uint8_t ExitBase = 4; // wilson: 4 + the direction a walk last left the cell

// The engine's xoshiro256** (inline, splitmix64-seeded) with its unbiased
// below(), and directions from two bits of a draw, 32 a draw.
class Random : public mazestudy::Rng {
public:
    using Rng::Rng;
    unsigned direction() { return m_bits.take(*this, 2); }

private:
    mazestudy::WayBits m_bits;
};

// The grid with its ring, the cells' offsets to their neighbours (S, E, N,
// W) and the cells' units in row-major order.
struct Board {
    Maze maze;
    long width;
    long step[4];
    uint32_t cellCols;
    uint32_t cellCount;

    Board(int rows, int cols)
        : width(cols + 2)
        , step {2 * (cols + 2), 2, -2 * (cols + 2), -2}
        , cellCols(uint32_t(cols - 1) / 2)
        , cellCount(uint32_t((rows - 1) / 2) * uint32_t((cols - 1) / 2))
    {
        maze.rows = rows;
        maze.cols = cols;
        maze.units.assign(size_t(rows + 2) * size_t(width), Wall);
        std::fill_n(maze.units.begin(), width, Outside);
        std::fill_n(maze.units.end() - width, width, Outside);
        for (long r = 1; r <= rows; ++r)
            maze.units[size_t(r * width)] = maze.units[size_t(r * width + width - 1)] = Outside;
    }
    uint32_t unitOf(uint32_t cell) const
    {
        const uint32_t row = cell / cellCols;
        return uint32_t((2 * row + 2) * width + 2 * (cell - row * cellCols) + 2);
    }
    uint8_t *units() { return maze.units.data(); }
    uint32_t randomCell(Random &random) const { return unitOf(random.below(cellCount)); }
    // The steps from `cell` to its neighbours whose unit holds `value`, S, E, N, W.
    unsigned ways(uint32_t cell, uint8_t value, long out[4]) const
    {
        unsigned count = 0;
        for (const long to : step) {
            if (maze.units[size_t(long(cell) + to)] == value)
                out[count++] = to;
        }
        return count;
    }
};

Maze wilson(int rows, int cols, uint64_t seed)
{
    Board board(rows, cols);
    Random random(seed);
    uint8_t *units = board.units();
    units[board.randomCell(random)] = Floor;
    for (long r = 2; r < rows; r += 2) {
        for (long start = r * board.width + 2; start < r * board.width + cols; start += 2) {
            if (units[start] == Floor)
                continue;
            long at = start;
            for (;;) {
                const unsigned d = random.direction();
                const long next = at + board.step[d];
                if (units[next] == Outside)
                    continue;
                units[at] = uint8_t(ExitBase + d);
                if (units[next] == Floor)
                    break;
                at = next;
            }
            for (at = start; units[at] != Floor;) {
                const long step = board.step[units[at] - ExitBase];
                units[at] = units[at + step / 2] = Floor;
                at += step;
            }
        }
    }
    return std::move(board.maze);
}

// Its step is written out as wilson()'s is, not shared: a shared helper that
// draws again off the ring, called from both, made this walk 1.5 times slower.
Maze aldousBroder(int rows, int cols, uint64_t seed)
{
    Board board(rows, cols);
    Random random(seed);
    uint8_t *units = board.units();
    long at = board.randomCell(random);
    units[at] = Floor;
    for (uint32_t left = board.cellCount - 1; left > 0;) {
        const long step = board.step[random.direction()];
        const uint8_t target = units[at + step];
        if (target == Outside)
            continue;
        if (target == Wall) {
            units[at + step / 2] = units[at + step] = Floor;
            --left;
        }
        at += step;
    }
    return std::move(board.maze);
}

// newest:0.5: the newest cell listed, or a random one; a cell with no
// unvisited neighbour leaves the list as a tombstone (0, a ring unit).
Maze growingTree(int rows, int cols, uint64_t seed)
{
    Board board(rows, cols);
    Random random(seed);
    uint8_t *units = board.units();
    std::vector<uint32_t> list;
    list.reserve(board.cellCount);
    const uint32_t first = board.randomCell(random);
    units[first] = Floor;
    list.push_back(first);
    size_t listed = 1;
    while (listed > 0) {
        size_t index = list.size() - 1;
        if (random.next() >> 63) {
            do
                index = random.below(uint32_t(list.size()));
            while (list[index] == 0);
        }
        const uint32_t cell = list[index];
        long ways[4];
        const unsigned count = board.ways(cell, Wall, ways);
        if (count > 0) {
            const long step = ways[count == 1 ? 0 : random.below(count)];
            units[cell + step / 2] = units[cell + step] = Floor;
            list.push_back(uint32_t(cell + step));
            ++listed;
            continue;
        }
        list[index] = 0;
        --listed;
        while (!list.empty() && list.back() == 0)
            list.pop_back();
        if (list.size() >= 64 && list.size() > 2 * listed)
            list.erase(std::remove(list.begin(), list.end(), 0u), list.end());
    }
    return std::move(board.maze);
}

// A random frontier cell joins a random neighbour in the maze (Pullen's modified Prim).
Maze prim(int rows, int cols, uint64_t seed)
{
    Board board(rows, cols);
    Random random(seed);
    uint8_t *units = board.units();
    std::vector<uint32_t> frontier;
    const auto grow = [&](uint32_t cell) {
        units[cell] = Floor;
        for (const long step : board.step) {
            if (units[cell + step] == Wall) {
                units[cell + step] = Frontier;
                frontier.push_back(uint32_t(cell + step));
            }
        }
    };
    grow(board.randomCell(random));
    while (!frontier.empty()) {
        const size_t index = random.below(uint32_t(frontier.size()));
        const uint32_t cell = frontier[index];
        frontier[index] = frontier.back();
        frontier.pop_back();
        long ways[4];
        const unsigned count = board.ways(cell, Floor, ways);
        units[cell + ways[count == 1 ? 0 : random.below(count)] / 2] = Floor;
        grow(cell);
    }
    return std::move(board.maze);
}

// The inner walls in a Fisher-Yates order, each opened when it joins two
// sets (union-find: path halving, union by size).
Maze kruskal(int rows, int cols, uint64_t seed)
{
    Board board(rows, cols);
    Random random(seed);
    uint8_t *units = board.units();
    const uint32_t cellCols = board.cellCols;
    const uint32_t cellRows = board.cellCount / std::max(1u, cellCols);
    std::vector<uint32_t> walls; // 2 * cell, + 1 for its south wall
    walls.reserve(2 * size_t(board.cellCount));
    for (uint32_t row = 0, cell = 0; row < cellRows; ++row) {
        for (uint32_t col = 0; col < cellCols; ++col, ++cell) {
            if (col + 1 < cellCols)
                walls.push_back(2 * cell);
            if (row + 1 < cellRows)
                walls.push_back(2 * cell + 1);
        }
    }
    for (size_t i = walls.size(); i > 1; --i)
        std::swap(walls[i - 1], walls[random.below(uint32_t(i))]);
    std::vector<int32_t> parent(board.cellCount, -1); // a root holds minus its size
    const auto find = [&parent](uint32_t x) {
        while (parent[x] >= 0) {
            if (parent[uint32_t(parent[x])] >= 0)
                parent[x] = parent[uint32_t(parent[x])];
            x = uint32_t(parent[x]);
        }
        return x;
    };
    uint32_t sets = board.cellCount;
    for (size_t i = 0; i < walls.size() && sets > 1; ++i) {
        const uint32_t cell = walls[i] / 2;
        const bool south = walls[i] & 1;
        uint32_t a = find(cell);
        uint32_t b = find(south ? cell + cellCols : cell + 1);
        if (a == b)
            continue;
        if (parent[a] > parent[b])
            std::swap(a, b);
        parent[a] += parent[b];
        parent[b] = int32_t(a);
        --sets;
        const uint32_t unit = board.unitOf(cell);
        const long step = board.step[south ? 0 : 1];
        units[unit] = units[unit + step / 2] = units[unit + step] = Floor;
    }
    if (board.cellCount == 1)
        units[board.unitOf(0)] = Floor;
    return std::move(board.maze);
}

} // namespace

const std::vector<std::string> &ids()
{
    static const std::vector<std::string> all {"wilson", "growing-tree", "aldous-broder", "prim", "kruskal"};
    return all;
}

Maze generate(const std::string &id, int rows, int cols, uint64_t seed)
{
    if (id == "wilson")
        return wilson(rows, cols, seed);
    if (id == "growing-tree")
        return growingTree(rows, cols, seed);
    if (id == "aldous-broder")
        return aldousBroder(rows, cols, seed);
    if (id == "prim")
        return prim(rows, cols, seed);
    if (id == "kruskal")
        return kruskal(rows, cols, seed);
    throw std::invalid_argument("no tight reference for " + id);
}

double deadEndCellShare(const uint8_t *topLeft, size_t stride, int rows, int cols)
{
    uint64_t cells = 0;
    uint64_t deadEnds = 0;
    for (int r = 1; r < rows - 1; r += 2) {
        for (int c = 1; c < cols - 1; c += 2) {
            const uint8_t *unit = topLeft + size_t(r) * stride + size_t(c);
            const int open
                = (unit[1] == Floor) + (unit[-1] == Floor) + (unit[stride] == Floor) + (*(unit - stride) == Floor);
            deadEnds += open == 1;
            ++cells;
        }
    }
    return cells == 0 ? 0.0 : double(deadEnds) / double(cells);
}

} // namespace classicreferences
