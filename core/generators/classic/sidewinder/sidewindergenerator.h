#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Sidewinder: row by row from the top, cells left to right. The first row is
// one corridor (each cell carves east). Below it a run of cells grows east;
// a cell closes the run with chance 1/2, or always at the east edge, and then
// one random cell of the run carves north. A RowEnd move ends each row.
//
// Random numbers: below the first row, one below(2) per cell not at the east
// edge (0 closes the run); on closing, choose(run length) for the cell that
// carves north (nothing for a run of one). The first row takes none.
class SidewinderGenerator final : public ClassicGenerator<SidewinderGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    explicit SidewinderGenerator(MazeSpec spec);

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const { return 0; }

private:
    friend class ClassicGenerator<SidewinderGenerator>;
    template<bool Observe> void advance(Move *move);

    uint32_t m_next = 0; // the next cell; at a row's start after its RowEnd
    uint32_t m_runStart = 0; // the current run's first cell
    bool m_rowDone = false; // the row's cells are done; its RowEnd comes next
};

} // namespace mazestudy
