#pragma once

#include "cellmaze.h"

#include <string>

namespace mazestudy {

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
// instead leaves a gap (NoCell) and a Fenwick tree counts the cells still in
// it, so the k-th is found in O(log n) and the picks are the same as with a
// list that closes up.
class GrowingTreeGenerator final : public ClassicGenerator<GrowingTreeGenerator> {
public:
    enum class Pick : uint8_t { Newest, Random, Oldest, Mixed };
    struct PickRule {
        Pick pick = Pick::Mixed;
        double newestChance = 0.5; // Mixed
    };

    explicit GrowingTreeGenerator(MazeSpec spec);
    // Throws std::invalid_argument naming the option for a bad `pick`.
    static PickRule pickRule(const MazeSpec &spec);
    static void checkOptions(const MazeSpec &spec) { pickRule(spec); }

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
    // Mixed only: cells in the list up to each position, as a Fenwick tree.
    void count(size_t index, int delta);
    size_t nthListed(size_t rank) const;

    PickRule m_rule;
    uint64_t m_threshold = 0;
    bool m_started = false;
    size_t m_head = 0; // oldest: cells before it have left the list
    std::vector<uint32_t> m_active;
    std::vector<uint32_t> m_counts; // Mixed: Fenwick tree over positions of m_active
    size_t m_listed = 0;
};

} // namespace mazestudy
