#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Binary tree: every cell, in row-major order, carves toward one of two fixed
// directions (option `bias`: ne, the default, nw, se, sw). Along the two edges
// where only one of them stays inside, a cell takes that one; the corner
// where neither does carves nothing (it is joined by its neighbours).
//
// Random numbers: one below(2) per cell that has both ways (0 = the bias's
// vertical direction, 1 = its horizontal one), none for the others.
// One move per cell: Join from the cell to its neighbour, or for the corner
// a Join with at == target.
class BinaryTreeGenerator final : public ClassicGenerator<BinaryTreeGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    explicit BinaryTreeGenerator(MazeSpec spec);
    // Throws std::invalid_argument for a bad `bias`.
    static void checkOptions(const MazeSpec &spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const { return 0; }

    Direction vertical() const { return m_vertical; }
    Direction horizontal() const { return m_horizontal; }

private:
    friend class ClassicGenerator<BinaryTreeGenerator>;
    template<bool Observe> void advance(Move *move);

    Direction m_vertical = Direction::North;
    Direction m_horizontal = Direction::East;
    uint32_t m_next = 0; // the next cell
};

} // namespace mazestudy
