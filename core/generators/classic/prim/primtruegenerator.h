#pragma once

#include "cellmaze.h"
#include "wallkeys.h"

namespace mazestudy {

// Prim, the true form (Pullen's "true" Prim): every inner wall has a random
// weight, drawn once; the lightest wall between the maze and a cell outside
// it opens next. The maze is the minimum spanning tree of those weights,
// which is unique, so it is the maze Kruskal's keyed order makes for the
// same spec: the weights are the same keys (WallKeys, salted by the first
// random number), and a spanning tree of distinct weights is the same
// whichever algorithm finds it.
//
// Random numbers: next() for the keys' salt, as Kruskal's keyed order; then
// below(cells) for the first cell. No more: the walls' keys decide the rest.
class PrimTrueGenerator final : public ClassicGenerator<PrimTrueGenerator> {
public:
    explicit PrimTrueGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;
    // Its kinds of narration, for the catalogue entry of prim.
    static const std::vector<const NarrationKind *> &narrations();

private:
    friend class ClassicGenerator<PrimTrueGenerator>;
    template<bool Observe> void advance(Move *move);
    void queueWalls(uint32_t cell);
    // A wall's two cells, west or north first, and the way from the first to the second.
    struct WallCells {
        uint32_t first;
        uint32_t second;
        Direction way;
    };
    WallCells cellsOf(uint32_t wall) const;

    WallKeys m_keys;
    bool m_started = false;
    uint32_t m_joined = 0;
    std::vector<uint64_t> m_queue; // the walls' keys, a min-heap
};

} // namespace mazestudy
