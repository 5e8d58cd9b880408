#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Prim, the frontier form (Pullen's "modified" Prim; option variant=cell, the
// default): a random first cell is the maze and its neighbours the frontier;
// then a random frontier cell (outside the maze, next to it) joins a random
// neighbour inside the maze, and its neighbours outside the maze and the
// frontier join the frontier. The option's other variants are classes of
// their own beside it: PrimEdgeGenerator, PrimTrueGenerator and
// PrimCellWeightsGenerator.
//
// Random numbers: below(cells) for the first cell; then per move
// choose(frontier size) for the frontier cell (the list in the order cells
// were added, a picked cell replaced by the last), and choose(k) among its k
// neighbours in the maze, S, E, N, W order. New frontier cells are appended
// in S, E, N, W order.
class PrimGenerator final : public ClassicGenerator<PrimGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    // Throws std::invalid_argument for a variant it does not know.
    static void checkOptions(const MazeSpec &spec);
    explicit PrimGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;

private:
    friend class ClassicGenerator<PrimGenerator>;
    template<bool Observe> void advance(Move *move);
    void addFrontier(uint32_t cell);

    bool m_started = false;
    std::vector<uint32_t> m_frontier;
    CellBits m_onFrontier; // per cell
};

} // namespace mazestudy
