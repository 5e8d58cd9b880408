#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Aldous-Broder: a random walk from a random cell, carving into every cell it
// enters for the first time, until every cell is in the maze. Uniform over
// spanning trees, and slow: the walk must cover the grid.
//
// Random numbers: below(cells) for the first cell; then per step choose(k)
// among the k neighbours inside the grid, in S, E, N, W order.
class AldousBroderGenerator final : public ClassicGenerator<AldousBroderGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    explicit AldousBroderGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const { return 0; }

private:
    friend class ClassicGenerator<AldousBroderGenerator>;
    template<bool Observe> void advance(Move *move);

    Walker m_walker;
    uint32_t m_left = 0; // cells not in the maze yet
};

} // namespace mazestudy
