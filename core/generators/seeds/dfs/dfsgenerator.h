#pragma once

#include "generator.h"
#include "generatorinfo.h"
#include "rng.h"

#include <memory>

namespace mazestudy {

// The DFS family on the block grid: cells are the units at odd row and odd
// column, a call digs its cell and tries the cells two units away, digging the
// unit between when it recurses. The three generators differ only in the
// order each call tries its directions, and so in how they consume random
// numbers:
//   RotatingOrder    below(4) once a call picks the first direction, then (d+1)%4;
//   PermutationOrder a Fisher-Yates shuffle of S,E,N,W a call (below(4), below(3), below(2));
//   UnvisitedShuffle the backtracker: at entry, the unvisited neighbours in S,E,N,W order,
//                    Fisher-Yates shuffled (below(k)..below(2)); each is entered only
//                    if still unvisited when its turn comes.
class DfsGenerator final : public Generator, public CallStack {
public:
    enum class OrderPolicy { RotatingOrder, PermutationOrder, UnvisitedShuffle };

    // What the catalogue says of each of the three: the seeds' own generators.
    static GeneratorInfo info(OrderPolicy policy);

    DfsGenerator(MazeSpec spec, OrderPolicy policy);

    std::unique_ptr<Generator> clone() const override;
    void narrate(const Move &move, Narration &narration) const override;
    void narrateStart(Narration &narration) const override;
    Move step() override;
    void run() override;

    const CallStack *callStack() const override { return this; }
    // Its calls, rebuilt from the packed frames.
    size_t depth() const override { return m_calls.depth; }
    Frame frame(size_t index) const override;
    size_t memoryBytes() const override;
    // The cells entered.
    double progress() const override;

    std::optional<Point> start() const override;
    std::optional<Point> exit() const override;

private:
    // Two bytes a call: the call's direction order (four 2-bit directions,
    // first in the low bits), how many it has tried and holds, and the
    // direction it was entered by. A call's unit is its caller's unit one
    // cell step that way, so only the current call's unit and column are
    // kept; a checkpoint every 64 calls lets frame(index) rebuild any unit in
    // a few steps. A 16001 x 16001 rotating DFS, whose stack grows to tens of
    // millions of calls, stays under 400 MB this way.
    using PackedFrame = uint16_t;
    static constexpr size_t CheckpointEvery = 64;
    static constexpr int CellColStep[4] = {0, 2, 0, -2}; // by direction
    enum class Phase : uint8_t { Start, Digging, Exit, Done };

    static constexpr unsigned orderOf(PackedFrame frame) { return frame & 0xFF; }
    static constexpr unsigned triedOf(PackedFrame frame) { return (frame >> 8) & 7; }
    static constexpr unsigned sizeOf(PackedFrame frame) { return (frame >> 11) & 7; }
    static constexpr Direction enteredBy(PackedFrame frame) { return Direction(frame >> 14); }

    // The state a move changes, kept in a local while moves run (advanceKept).
    // The frames, allocated once for the deepest possible stack (every cell):
    // that costs address space only, untouched pages are never resident, and
    // makes a call or a return a step of `depth`. A copy takes the frames in use.
    struct PackedStack {
        explicit PackedStack(size_t capacity = 0);
        PackedStack(const PackedStack &other);
        PackedStack(PackedStack &&) = default;
        PackedStack &operator=(PackedStack &&) = default;
        PackedStack &operator=(const PackedStack &) = delete;

        size_t capacity;
        size_t depth = 0;
        std::unique_ptr<PackedFrame[]> frames;
        std::unique_ptr<uint32_t[]> checkpoints; // the unit of every CheckpointEvery-th call
    };

    struct Cursor {
        size_t depth; // calls on the stack, the current one included
        uint32_t unit; // the current call's
        int col;
        PackedFrame top; // the current call's order, size and entry; its tries are in `queue`
        uint32_t queue; // the directions it has still to try (queueOf() in the .cpp)
        Phase phase;
        uint64_t moves;
        uint64_t entered;
        Rng rng;
    };
    // The current call's frame with its tries, as the stack keeps it, and back.
    static PackedFrame packed(const Cursor &at);
    static void unpack(Cursor &at, PackedFrame frame);
    Cursor cursor() const;
    void keep(const Cursor &at);

    // One code path for stepping and running: the policy is a template
    // argument so that the full-speed loop has no switch in it, and Observe
    // leaves the Move records out of it (and, false, runs to the end).
    template<bool Observe> void advanceKept(Move *move);
    template<OrderPolicy Policy, bool Observe> void advanceKept(Move *move);
    template<OrderPolicy Policy, bool Observe> void advance(Cursor &at, Move *move);
    // Inlined, or the cursor's address would escape and it would live in memory.
    template<OrderPolicy Policy, bool Marked>
    [[gnu::always_inline]] void enter(Cursor &at, uint32_t unit, int col, Direction by);
    template<OrderPolicy Policy, bool Marked>
    [[gnu::always_inline]] uint8_t packedOrder(Cursor &at, uint8_t &size) const;
    // The cell two units from the current one, when it is inside the grid.
    // Marked: while run() runs, the first and last columns hold SideMark, not
    // wall, so a try that wraps past a side fails the caller's wall test; only
    // rows need a bound, and no column is kept up.
    template<bool Marked> bool cellBeyond(uint32_t unit, int col, Direction d, uint32_t &target, int &targetCol) const
    {
        // Cells lie on odd rows and columns of an odd grid, so a step past the
        // border lands on row -1 or rows (an index before 0 or past the end) or
        // on column -1 or cols (column cols - 1 of the row above, column 0 of the
        // row below).
        const int64_t index = int64_t(unit) + m_cellStep[int(d)];
        target = uint32_t(index);
        if constexpr (Marked) {
            targetCol = col;
            return uint64_t(index) < m_grid.unitCount();
        }
        targetCol = col + CellColStep[int(d)];
        return uint64_t(index) < m_grid.unitCount() && unsigned(targetCol) < unsigned(m_spec.cols);
    }
    static constexpr uint8_t SideMark = 2;
    // Sets the units of the first and last columns and of a mask's outside
    // cells to SideMark, or those back to wall.
    void markSides(bool on);

    const Mask *mask() const { return m_spec.mask.get(); }
    // Whether a cell's unit is one to carve: in the mask, if there is one.
    bool carvable(uint32_t unit) const;
    // The unit of cell number `cell`, numbered row-major as a mask's.
    Point cellPoint(uint32_t cell) const;

    // How the stepping views name its calls: visit(r, c) or digout(y, x).
    CallStyle callStyle() const;

    OrderPolicy m_policy;
    Phase m_phase = Phase::Start;
    Rng m_rng;
    PackedStack m_calls;
    uint32_t m_unit = 0; // the current call's
    int m_col = 0;
    int64_t m_wallStep[4] = {}; // index offsets to the unit next door, by direction
    int64_t m_cellStep[4] = {}; // ... and to the cell two units away
    uint64_t m_entered = 0;
};

} // namespace mazestudy
