#pragma once

#include "divider.h"
#include "generator.h"
#include "rng.h"
#include "waybits.h"

#include <memory>
#include <vector>

namespace mazestudy {

// Randomly read arrays of hundreds of megabytes (grid, union-find, wall
// list) cost a TLB miss a read in 4 KiB pages: asks Linux for 2 MiB pages
// (transparent huge pages) where the array is still untouched.
void adviseHugePages(const void *data, size_t bytes);
// reserve(count) on an empty vector, on huge pages once touched.
template<class T> void reserveHuge(std::vector<T> &vector, size_t count)
{
    vector.reserve(count);
    adviseHugePages(vector.data(), count * sizeof(T));
}

// What the ten classic generators share: the DFS family's cells on the block
// grid (cells at odd row and odd column, numbered row-major from 0, walls
// between them), carving between two cells, and picking among neighbours.
// A cell is in the maze when its unit is floor. None digs through the border:
// start() is (1, 1), exit() (rows-2, cols-2).
//
// With a mask (MazeSpec::mask) only its cells are carved: neighbours(), the
// ways of a walk and randomCell() leave the others out, and start() and exit()
// are the mask's first and last cells in reading order. Without one, each
// makes the same choices from the same numbers as before masks.
//
// Random numbers: every choice among k things goes through choose(k), which
// takes Rng::below(k) for k >= 2 and consumes nothing for k <= 1 (no choice).
// Neighbours are always listed in S, E, N, W order before choosing.
class CellMaze : public Generator {
public:
    // "nothing yet: N cells to join": every classic's first words.
    static const NarrationKind NotStarted;
    void narrateStart(Narration &narration) const override;
    static constexpr uint32_t NoCell = UINT32_MAX;

    std::optional<Point> start() const override;
    std::optional<Point> exit() const override;
    // The passages carved so far against the cells - 1 of a spanning tree.
    double progress() const override;

protected:
    explicit CellMaze(MazeSpec spec);

    uint32_t cellCount() const { return m_cellCount; }
    // The cells the finished maze has: the mask's, or every cell.
    uint32_t carveCount() const { return m_carveCount; }
    const Mask *mask() const { return m_mask; }
    bool carvable(uint32_t cell) const { return !m_mask || m_mask->contains(cell); }
    // A cell drawn as choose(carveCount()) over the carvable cells in reading order.
    uint32_t randomCell()
    {
        const uint32_t pick = choose(m_carveCount);
        return m_mask ? m_mask->cells()[pick] : pick;
    }
    uint32_t cellRows() const { return m_cellRows; }
    uint32_t cellCols() const { return m_cellCols; }
    // Every unitOf() and neighbour() needs the row: a multiply, not a divide.
    uint32_t rowOf(uint32_t cell) const { return m_byCellCols.quotient(cell); }
    uint32_t unitOf(uint32_t cell) const
    {
        const uint32_t row = rowOf(cell);
        return (2 * row + 1) * uint32_t(m_spec.cols) + 2 * (cell - row * m_cellCols) + 1;
    }
    Point pointOf(uint32_t cell) const
    {
        const uint32_t row = rowOf(cell);
        return {int(2 * row + 1), int(2 * (cell - row * m_cellCols) + 1)};
    }
    bool inMaze(uint32_t cell) const { return m_grid.data()[unitOf(cell)] == Grid::Floor; }
    // The cell next to `cell` in direction d, or NoCell past the border.
    uint32_t neighbour(uint32_t cell, Direction d) const
    {
        const uint32_t row = rowOf(cell);
        const uint32_t col = cell - row * m_cellCols;
        switch (d) {
        case Direction::South:
            return row + 1 < m_cellRows ? cell + m_cellCols : NoCell;
        case Direction::East:
            return col + 1 < m_cellCols ? cell + 1 : NoCell;
        case Direction::North:
            return row > 0 ? cell - m_cellCols : NoCell;
        case Direction::West:
            return col > 0 ? cell - 1 : NoCell;
        }
        return NoCell;
    }
    // The neighbour in direction d of a cell that has one (no border check),
    // by table: a branch on a random direction is mispredicted half the time.
    uint32_t neighbourInside(uint32_t cell, Direction d) const { return cell + m_cellSteps[size_t(d)]; }
    // The neighbour cells' offsets, S, E, N, W.
    int64_t cellStep(Direction d) const { return int64_t(rowStep(d)) * m_cellCols + colStep(d); }
    // The neighbours inside the grid whose membership in the maze is `member`, S, E, N, W order.
    int neighbours(uint32_t cell, bool member, Direction out[4]) const
    {
        const uint32_t row = rowOf(cell);
        const uint32_t col = cell - row * m_cellCols;
        const uint32_t cols = uint32_t(m_spec.cols);
        const uint8_t *unit = m_grid.data() + (2 * row + 1) * cols + 2 * col + 1;
        int count = 0;
        if (row + 1 < m_cellRows && (unit[2 * cols] == Grid::Floor) == member)
            out[count++] = Direction::South;
        if (col + 1 < m_cellCols && (unit[2] == Grid::Floor) == member)
            out[count++] = Direction::East;
        if (row > 0 && (*(unit - 2 * cols) == Grid::Floor) == member)
            out[count++] = Direction::North;
        if (col > 0 && (*(unit - 2) == Grid::Floor) == member)
            out[count++] = Direction::West;
        // A mask's outside is wall never to be carved: no candidate. Filtered
        // here, inline, so that a maze without a mask pays one test a call.
        if (!member && m_mask) {
            int kept = 0;
            for (int i = 0; i < count; ++i) {
                if (m_mask->contains(neighbourInside(cell, out[i])))
                    out[kept++] = out[i];
            }
            count = kept;
        }
        return count;
    }
    uint32_t choose(uint32_t k) { return k <= 1 ? 0 : m_rng.below(k); }
    // A random walk's position: its cell with the row, column and unit, so a
    // step needs no divide.
    struct Walker {
        uint32_t cell = NoCell;
        uint32_t row = 0;
        uint32_t col = 0;
        uint32_t unit = 0;
    };
    Walker walkerAt(uint32_t cell) const
    {
        const uint32_t row = rowOf(cell);
        const uint32_t col = cell - row * m_cellCols;
        return {cell, row, col, (2 * row + 1) * uint32_t(m_spec.cols) + 2 * col + 1};
    }
    // A walker's cell from its row and column, for a walk that does not keep it up.
    uint32_t cellAt(const Walker &at) const { return at.row * m_cellCols + at.col; }
    // The walker on a cell's unit, for a walk that keeps only the unit: a divide, for rare steps.
    Walker walkerOnUnit(uint32_t unit) const
    {
        const uint32_t cols = uint32_t(m_spec.cols);
        const uint32_t row = unit / cols / 2;
        const uint32_t col = unit % cols / 2;
        return {row * m_cellCols + col, row, col, unit};
    }
    // The offsets from a cell's unit to its neighbour's and to the wall between, by direction.
    uint32_t unitStep(Direction d) const { return m_unitSteps[size_t(d)]; }
    uint32_t wallStep(Direction d) const { return m_wallSteps[size_t(d)]; }
    // Counts passages a walk carved itself, as join() counts its own.
    void countPassages(uint32_t count) { m_passages += count; }
    // Whether the walker is inside the border, where all four ways stay in the
    // grid; with a mask, never, so that a walk lists its ways.
    bool inside(const Walker &at) const { return at.row - 1 < m_innerRows && at.col - 1 < m_innerCols; }
    // The ways from a walker to its carvable neighbours inside the grid, S, E,
    // N, W order. MayMask false: for a loop run only without a mask, which then
    // holds no call (a call in a walk's loop cost Aldous-Broder 15%).
    template<bool MayMask = true> uint32_t waysInside(const Walker &at, Direction ways[4]) const
    {
        uint32_t count = 0;
        if (at.row + 1 < m_cellRows)
            ways[count++] = Direction::South;
        if (at.col + 1 < m_cellCols)
            ways[count++] = Direction::East;
        if (at.row > 0)
            ways[count++] = Direction::North;
        if (at.col > 0)
            ways[count++] = Direction::West;
        if constexpr (MayMask) {
            if (m_mask)
                return uint32_t(carvableOnly(cellAt(at), int(count), ways));
        }
        return count;
    }
    // A way to a neighbour inside the grid, drawn as choose(k) over the k
    // neighbours inside the grid, listed S, E, N, W, draws it.
    Direction randomWay(const Walker &at) { return randomWay(at, m_rng); }
    // The same from `rng`, for a walk that keeps a copy of m_rng in registers.
    template<bool MayMask = true> Direction randomWay(const Walker &at, Rng &rng) const
    {
        if (inside(at))
            return Direction(rng.below(4));
        Direction ways[4];
        const uint32_t count = waysInside<MayMask>(at, ways);
        return ways[count <= 1 ? 0 : rng.below(count)];
    }
    // The same choice drawn from `bits` (WayBits::below(k)) instead of below(k):
    // a new version's draw, fed by `rng`, which a walk keeps in registers.
    template<bool MayMask = true> Direction randomWay(const Walker &at, WayBits &bits, Rng &rng) const
    {
        if (inside(at))
            return Direction(bits.take(rng, 2));
        Direction ways[4];
        return ways[bits.below(rng, waysInside<MayMask>(at, ways))];
    }
    // The walker one step in direction d (which must stay inside the grid):
    // each part moved by a table entry, since a branch on a random direction
    // is mispredicted half the time.
    Walker stepped(const Walker &at, Direction d) const
    {
        static constexpr uint32_t RowSteps[4] = {1, 0, ~0u, 0};
        static constexpr uint32_t ColSteps[4] = {0, 1, 0, ~0u};
        const size_t i = size_t(d);
        return {at.cell + m_cellSteps[i], at.row + RowSteps[i], at.col + ColSteps[i], at.unit + m_unitSteps[i]};
    }
    // Chance: true with probability threshold / 2^53, from one next() (its top 53 bits).
    bool chance(uint64_t threshold) { return (m_rng.next() >> 11) < threshold; }
    // P in [0, 1] as the threshold chance() compares against.
    static uint64_t thresholdOf(double p);

    // Digs one cell's unit.
    template<bool Observe> void dig(uint32_t cell, Move *move)
    {
        const uint32_t unit = unitOf(cell);
        m_grid.data()[unit] = Grid::Floor;
        if constexpr (Observe) {
            move->kind = &JoinMove;
            move->at = move->target = m_grid.point(unit);
            move->changed.include(move->at);
        }
    }
    // Carves from `from` in direction d: digs both cells and the wall between.
    template<bool Observe> void join(uint32_t from, Direction d, Move *move)
    {
        const uint32_t unit = unitOf(from);
        const uint32_t wall = unit + m_wallSteps[size_t(d)];
        const uint32_t to = unit + m_unitSteps[size_t(d)];
        uint8_t *units = m_grid.data();
        units[unit] = units[wall] = units[to] = Grid::Floor;
        ++m_passages;
        if constexpr (Observe) {
            move->kind = &JoinMove;
            move->at = m_grid.point(unit);
            move->target = m_grid.point(to);
            move->direction = d;
            move->changed.include(move->at);
            move->changed.include(move->target);
        }
    }
    // The units of cells first..last of one row or column, with the walls between.
    Rect span(uint32_t first, uint32_t last) const;
    WorkingItem item(uint32_t cell, uint32_t tag = 0) const { return {span(cell, cell), tag}; }
    // The cells list[first ..] as a working set of `kind`, the last (newest) first, at most maxItems.
    WorkingSet cellList(
        const WorkingSetKind &kind, const std::vector<uint32_t> &list, size_t first, size_t maxItems) const;
    // The unit between two neighbouring cells.
    Point wallBetween(uint32_t a, uint32_t b) const;

    Rng m_rng;

private:
    // Keeps the ways to cells of the mask.
    int carvableOnly(uint32_t cell, int count, Direction ways[4]) const;

    uint32_t m_cellRows;
    uint32_t m_cellCols;
    uint32_t m_cellCount;
    Divider m_byCellCols;
    const Mask *m_mask; // m_spec's, which every copy shares
    uint32_t m_carveCount;
    // inside()'s bounds: the cells less 2, or 0 with a mask.
    uint32_t m_innerRows;
    uint32_t m_innerCols;
    uint32_t m_passages = 0;
    // Per direction, S, E, N, W: the neighbour's cell and unit, and the wall's unit, as offsets
    // that wrap around 2^32 when negative.
    uint32_t m_cellSteps[4];
    uint32_t m_unitSteps[4];
    uint32_t m_wallSteps[4]; // to the wall unit between
};

// step(), run() and clone() for a classic generator, from its
// `template<bool Observe> void advance(Move *)`: one code path for both.
template<class Derived> class ClassicGenerator : public CellMaze {
public:
    std::unique_ptr<Generator> clone() const override
    {
        return std::make_unique<Derived>(static_cast<const Derived &>(*this));
    }
    Move step() override
    {
        Move move;
        ++m_moves;
        static_cast<Derived *>(this)->template advance<true>(&move);
        return move;
    }
    void run() override
    {
        while (!m_finished) {
            ++m_moves;
            static_cast<Derived *>(this)->template advance<false>(nullptr);
        }
    }
    // The grid, the machine, and the work lists in use (Derived::workBytes()).
    size_t memoryBytes() const override
    {
        return Generator::memoryBytes() + sizeof(Derived) - sizeof(Generator)
            + static_cast<const Derived *>(this)->workBytes();
    }

protected:
    using CellMaze::CellMaze;
};

// A bit per cell (a flag that a byte or an int a cell would hold eight or
// 32 times over).
class CellBits {
public:
    void reset(uint32_t count) { m_words.assign((size_t(count) + 63) / 64, 0); }
    bool test(uint32_t cell) const { return (m_words[cell / 64] >> (cell % 64)) & 1; }
    void set(uint32_t cell) { m_words[cell / 64] |= uint64_t(1) << (cell % 64); }
    void clear(uint32_t cell) { m_words[cell / 64] &= ~(uint64_t(1) << (cell % 64)); }
    size_t memoryBytes() const { return m_words.capacity() * sizeof(uint64_t); }

private:
    std::vector<uint64_t> m_words;
};

// Disjoint sets of cells: path halving, union by size (the larger set's
// root stays root; on a tie, the first argument's). Four bytes a cell: a
// cell's parent, or for a root the complement of its size (top bit set).
class UnionFind {
public:
    void reset(uint32_t count);
    uint32_t find(uint32_t x)
    {
        uint32_t *parent = m_parent.data();
        while (!isRoot(parent[x])) {
            const uint32_t up = parent[x];
            if (!isRoot(parent[up]))
                parent[x] = parent[up];
            x = parent[x];
        }
        return x;
    }
    // find() without path halving, for const callers.
    uint32_t root(uint32_t x) const
    {
        while (!isRoot(m_parent[x]))
            x = m_parent[x];
        return x;
    }
    // Joins the sets of a and b; false if they were one set already.
    bool unite(uint32_t a, uint32_t b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        if (sizeOf(a) < sizeOf(b))
            std::swap(a, b);
        m_parent[a] -= sizeOf(b); // ~size falls as size grows
        m_parent[b] = a;
        --m_sets;
        return true;
    }
    // Puts the singleton `cell` under `root`, which stays the root (Eller's
    // cells carried down, while the row above still counts by root).
    void attach(uint32_t cell, uint32_t root)
    {
        m_parent[cell] = root;
        m_parent[root] -= 1;
        --m_sets;
    }
    uint32_t sets() const { return m_sets; }
    size_t memoryBytes() const { return m_parent.capacity() * sizeof(uint32_t); }
    // Where x's entry is, to prefetch.
    const uint32_t *entry(uint32_t x) const { return m_parent.data() + x; }

private:
    static bool isRoot(uint32_t entry) { return entry >> 31; }
    uint32_t sizeOf(uint32_t root) const { return ~m_parent[root]; }

    std::vector<uint32_t> m_parent;
    uint32_t m_sets = 0;
};

} // namespace mazestudy
