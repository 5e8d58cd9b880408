#pragma once

#include "cellmaze.h"

namespace mazestudy {

// Prim, the edge form (Pullen's "simplified" Prim): every edge from the maze
// to a cell outside it is on a list, and a uniformly random one of them
// joins its outer cell. A cell with more edges into the maze is the likelier
// to join, which the cell form (PrimGenerator) does not do.
//
// Random numbers: below(cells) for the first cell; then per move choose(list
// size) for an edge, again while the edge drawn leads to a cell that joined
// meanwhile (such an edge leaves the list, replaced by the last, so the draw
// is uniform over the edges still out of the maze). A new cell's edges to
// cells outside are appended in S, E, N, W order.
class PrimEdgeGenerator final : public ClassicGenerator<PrimEdgeGenerator> {
public:
    explicit PrimEdgeGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;
    // Its kinds of narration, for the catalogue entry of prim.
    static const std::vector<const NarrationKind *> &narrations();

private:
    friend class ClassicGenerator<PrimEdgeGenerator>;
    template<bool Observe> void advance(Move *move);
    void addEdges(uint32_t cell);

    bool m_started = false;
    uint32_t m_joined = 0;
    std::vector<uint32_t> m_edges; // cell * 4 + direction, from a cell in the maze outwards
};

} // namespace mazestudy
