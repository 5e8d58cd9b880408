#pragma once

#include "cellmaze.h"
#include "wallkeys.h"

namespace mazestudy {

struct GeneratorInfo;

// Kruskal: every cell starts as its own set (the first move, Prepare, digs
// them all); then the inner walls in random order, each removed when it joins
// two different sets (union-find: path halving, union by size), until one set
// is left. The walls left untried then would all be rejected, so it stops.
//
// The option `order` says how the random order is drawn:
//   keyed (version 2, the default): the walls by their keys (WallKeys: a hash
//     of the wall's number salted by the seed's first number), so the order
//     needs no list; run() builds the same maze band by band (KruskalSweep)
//     in the grid's memory alone, and stepping lists the walls in key order
//     at Prepare.
//   shuffled (version 1, MazeStudy before 2026-12; what a .maze file without
//     the option means): a Fisher-Yates shuffle of the walls done lazily, one
//     wall a move: with n walls not yet drawn, below(n) picks one (swapped to
//     the end of the undrawn part), exactly the order an up-front shuffle
//     i = n-1 .. 1, j = below(i + 1) gives. Walls are numbered 2 * cell (east)
//     and 2 * cell + 1 (south), listed in that order before shuffling.
class KruskalGenerator final : public ClassicGenerator<KruskalGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    enum class Order : uint8_t { Keyed, Shuffled };

    explicit KruskalGenerator(MazeSpec spec);
    // Throws std::invalid_argument naming the option for a bad `order`.
    static Order orderOf(const MazeSpec &spec);
    static void checkOptions(const MazeSpec &spec) { orderOf(spec); }

    void run() override;

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;

private:
    friend class ClassicGenerator<KruskalGenerator>;
    template<bool Observe> void advance(Move *move);
    // Draws the pick Ahead moves on and fetches what the moves between will read.
    void lookAhead();

    // The cell a wall number (as m_walls holds it) is east or south of.
    uint32_t cellOf(uint32_t wall, Direction &d) const;
    void listWallsByKey();
    size_t wallCount() const;
    // Whether both cells of a wall are in the mask.
    bool inMask(uint32_t wall) const;
    // The sets of the cells to carve: a mask's outside cells stay sets of their own.
    uint32_t setsLeft() const;

    Order m_order;
    WallKeys m_keys; // Keyed
    bool m_prepared = false;
    bool m_swept = false; // Keyed: run() built the maze at once, the sets were never kept
    uint32_t m_undrawn = 0; // Shuffled: m_walls[0 .. m_undrawn) are not drawn yet
    uint32_t m_next = 0; // Keyed: m_walls[m_next ..] are not tried yet
    uint32_t m_last = NoCell; // the wall last tried
    std::vector<uint32_t> m_walls; // Shuffled: 2 * cell (+ 1 for south); Keyed: the walls' units, at Prepare
    mutable UnionFind m_sets;
    // Each move reads a random wall, two cells' sets and three units, each a
    // cache miss, and its pick comes from the random numbers alone: a copy of
    // the generator runs Ahead picks in front, so the memory they need is
    // already on its way (prefetch only: the maze does not depend on it).
    static constexpr uint32_t Ahead = 32;
    Rng m_ahead {0};
    uint32_t m_aheadUndrawn = 0; // the bound of the copy's next draw; 0 before the first move draws
    uint32_t m_aheadNext = 0; // m_picks[m_aheadNext % Ahead] is the pick Ahead moves on
    uint32_t m_picks[Ahead] {};
};

} // namespace mazestudy
