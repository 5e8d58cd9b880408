#pragma once

#include "cellmaze.h"
#include "wallkeys.h"

namespace mazestudy {

// Prim with weights on the cells, as Buck's "True Prim's" (Mazes for
// Programmers, ch. 11): every cell has a random weight, drawn once; the
// active set starts with a random cell; each move takes the lightest active
// cell and, when it has unvisited neighbours, carves to the lightest of them,
// which becomes active; when it has none, it leaves the active set. Buck
// draws weights from 0 to 99 and breaks ties by his list's order; here they
// are WallKeys' hashes of the cell numbers (salted by the first random
// number), distinct, so no tie arises.
//
// Random numbers: next() for the keys' salt; then below(cells) for the first
// cell. No more: the cells' keys decide the rest.
class PrimCellWeightsGenerator final : public ClassicGenerator<PrimCellWeightsGenerator> {
public:
    explicit PrimCellWeightsGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;
    // Its kinds of narration, for the catalogue entry of prim.
    static const std::vector<const NarrationKind *> &narrations();

private:
    friend class ClassicGenerator<PrimCellWeightsGenerator>;
    template<bool Observe> void advance(Move *move);
    void activate(uint32_t cell);

    WallKeys m_keys;
    bool m_started = false;
    std::vector<uint64_t> m_active; // the active cells' keys, a min-heap
};

} // namespace mazestudy
