#pragma once

#include "dirtyset.h"
#include "divider.h"
#include "generator.h"
#include "rng.h"

#include <string>

namespace mazestudy {

struct GeneratorInfo;

// The sandbox's cellular automaton: seed walls on an open grid, then sweeps in
// which a floor unit whose 3x3 window holds more than `moreThan` and fewer
// than `fewerThan` walls becomes wall, until a sweep adds none.
//
// Walls are only ever added, so a unit whose window has not changed since it
// was last checked would give the same answer again, and a unit whose window
// holds no wall never fires (more-than is at least 0). The machine therefore
// checks, in scan order, only the units that could change: in the first sweep
// those whose window holds a wall (the seed walls' neighbours, and the border
// when the border counts as wall), afterwards those whose window changed. The
// grid after each sweep is exactly the grid of the seed's full sweeps, in
// linear time overall.
//
// On a mask, every unit but the mask's Within ones (Mask::unitPlaces) is wall
// from the start: the seed walls fall inside (a unit drawn on a wall is drawn
// again), and the first sweep checks the units beside the shape's walls too.
class AutomatonGenerator final : public Generator, public SweepHistory {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    enum class Update { InPlace, PreviousSweep };
    enum class Border { Clamp, Wall, Floor };
    enum class ScanOrder { Rows, Columns, RowsReversed, ColumnsReversed };

    struct Rule {
        Update update = Update::InPlace;
        Border border = Border::Clamp;
        ScanOrder scan = ScanOrder::Rows;
        int moreThan = 0;
        int fewerThan = 3;
        int seedWallCount = 2;
    };

    // Throws std::invalid_argument on an option it cannot read.
    static Rule ruleFromOptions(const MazeSpec &spec);

    explicit AutomatonGenerator(MazeSpec spec);

    std::unique_ptr<Generator> clone() const override;
    void narrate(const Move &move, Narration &narration) const override;
    void narrateStart(Narration &narration) const override;
    Move step() override;
    void run() override;

    const SweepHistory *sweepHistory() const override { return this; }
    int sweeps() const override { return m_sweep; }
    std::vector<Point> seedWalls() const override { return m_seedWalls; }
    size_t memoryBytes() const override;
    std::optional<Point> start() const override;
    std::optional<Point> exit() const override;

    // Walls in a unit's 3x3 window under the border rule (the unit itself included).
    int windowWalls(int row, int col) const;
    const Rule &rule() const { return m_rule; }

private:
    // Unit indices are visited in scan order through these two mappings.
    size_t unitAtScan(size_t scan) const;
    size_t scanOfUnit(size_t unit) const;

    template<bool Observe> void advance(Move *move);
    void checkNext(size_t scan, size_t unit, Move *move, bool observe);
    void markNeighbours(size_t unit, size_t scan, bool laterThisSweep);
    void finishSweep(Move *move, bool observe);
    void beginFirstSweep();

    // Whether a unit's 3x3 window lies inside the grid, and its row and column.
    bool interior(size_t unit, int &row, int &col) const;

    Rule m_rule;
    Rng m_rng;
    Divider m_byCols;
    Divider m_byRows;
    // For a unit inside the border, its eight neighbours' offsets in index
    // and in scan position (constant for a scan order), in the same order.
    int64_t m_unitStep[8] = {};
    int64_t m_scanStep[8] = {};
    std::vector<Point> m_seedWalls;
    int m_sweep = 0;
    uint32_t m_wallsThisSweep = 0;
    size_t m_cursor = 0; // next scan position to look at in the current sweep
    // Units to check, by scan position: this sweep and the next.
    DirtySet m_dirty;
    DirtySet m_dirtyNext;
    // PreviousSweep: walls decided this sweep, applied when it ends.
    std::vector<uint32_t> m_pending;
    // A mask's Edge units: the walls beside the units inside the shape.
    std::vector<uint32_t> m_shapeBorder;
};

} // namespace mazestudy
