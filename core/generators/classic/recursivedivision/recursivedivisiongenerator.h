#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Recursive division: the first move (Prepare) opens every inner unit, the
// border staying wall: one chamber. Each later move pops the top chamber of
// an explicit stack and splits it by one wall with one gap, across its longer
// side (at random when square), pushing the two halves that are still more
// than one cell wide both ways (the first half on top). A chamber one cell
// wide is a corridor and is left as it is.
//
// Random numbers, per division of an h x w chamber (in cells): below(2) when
// h == w (0 = a horizontal wall); then for a horizontal wall below(h - 1) for
// the row it goes under and choose(w) for the gap's column; for a vertical
// one below(w - 1) for the column it goes right of and choose(h) for the gap.
class RecursiveDivisionGenerator final : public ClassicGenerator<RecursiveDivisionGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    explicit RecursiveDivisionGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    // The cells outside the chambers still to divide.
    double progress() const override;
    size_t workBytes() const;

private:
    friend class ClassicGenerator<RecursiveDivisionGenerator>;
    struct Chamber {
        uint32_t row, col, height, width; // in cells
    };
    template<bool Observe> void advance(Move *move);
    void push(const Chamber &chamber);
    Rect unitsOf(const Chamber &chamber) const;

    bool m_prepared = false;
    std::vector<Chamber> m_stack;
    uint64_t m_cellsToDivide = 0; // in the chambers on the stack
};

} // namespace mazestudy
