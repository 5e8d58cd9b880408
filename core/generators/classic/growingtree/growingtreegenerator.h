#pragma once

#include "cellmaze.h"

#include <string>

namespace mazestudy {

struct GeneratorInfo;

// Growing tree: an active list, first a random cell. Each move takes a cell
// from the list by the `pick` rule and carves to a random unvisited neighbour
// (which joins the end of the list), or, if it has none, removes it from the
// list. pick = newest (a DFS), random, oldest, or newest:P (newest with chance
// P, else random; default newest:0.5).
//
// Random numbers: below(cells) for the first cell; per move, for newest:P one
// next() compared as (next() >> 11) < P * 2^53 (newest when below); for
// random, and for newest:P when it says random, choose(list size); then
// choose(k) among the k unvisited neighbours, S, E, N, W order. The list
// keeps its order: a cell taken out of the middle closes up the gap (pick =
// random, to which order is nothing, moves the last cell into it instead).
//
// newest:P takes the k-th cell in list order out of the middle, which would
// cost a shift of the list each time (minutes at 4001 x 4001). The list
// instead leaves a gap (NoCell): a bit per position says which hold a cell
// and a Fenwick tree over blocks of 64 positions counts them, so the k-th is
// found in O(log n), and the picks are the same as with a list that closes
// up. When gaps are more than half the list it closes up at once (order
// kept), and so does the front that oldest and random leave behind: the
// list stays about as long as the cells in it, not as the maze.
//
// The option `list` gives newest:P two versions (docs/generators.md,
// "Versions"); the other picks draw the same under both:
//   tombstones (version 2, the default): the random pick draws
//     choose(list length, gaps included) again while the position is a gap
//     (a tombstone), uniform over the cells listed without a count tree,
//     whose descent and updates took a quarter of the time.
//   counted (version 1, before 2026-12; what a .maze file without the option
//     means): choose(cells listed) and the k-th through the count tree.
class GrowingTreeGenerator final : public ClassicGenerator<GrowingTreeGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    enum class Pick : uint8_t { Newest, Random, Oldest, Mixed };
    struct PickRule {
        Pick pick = Pick::Mixed;
        double newestChance = 0.5; // Mixed
    };

    explicit GrowingTreeGenerator(MazeSpec spec);
    // Throws std::invalid_argument naming the option for a bad `pick`.
    static PickRule pickRule(const MazeSpec &spec);
    enum class List : uint8_t { Tombstones, Counted };
    // Throws std::invalid_argument naming the option for a bad `list`.
    static List listOf(const MazeSpec &spec);
    static void checkOptions(const MazeSpec &spec)
    {
        pickRule(spec);
        listOf(spec);
    }

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;

private:
    friend class ClassicGenerator<GrowingTreeGenerator>;
    template<bool Observe> void advance(Move *move);
    size_t pickIndex();
    size_t listed() const;
    void add(uint32_t cell);
    void remove(size_t index);
    // counted only: position `index` holds a cell (delta 1) or no longer (-1).
    void count(size_t index, int delta);
    size_t nthListed(size_t rank) const;
    // Drops the gaps (Mixed) or the front before m_head, keeping the order.
    void closeUp();
    // counted: the position bits and block counts for the list as it is, room for `capacity` positions.
    void index(size_t capacity);

    PickRule m_rule;
    uint64_t m_threshold = 0;
    bool m_counted = false; // Mixed, version 1: the count tree finds the k-th cell
    bool m_started = false;
    size_t m_head = 0; // oldest: cells before it have left the list
    std::vector<uint32_t> m_active;
    std::vector<uint64_t> m_held; // counted: a bit per position of m_active that holds a cell
    std::vector<uint32_t> m_counts; // counted: Fenwick tree of the cells per 64 positions
    size_t m_listed = 0;
};

} // namespace mazestudy
