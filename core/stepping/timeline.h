#pragma once

#include "callstyle.h"
#include "framedescription.h"
#include "generator.h"
#include "narration.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mazestudy {

// A generator's run as a timeline of moves that can be stepped both ways and
// scrubbed: the state after move k (0 <= k <= total) is always exactly the
// state a plain generator reaches after k step() calls, with the move that led
// to it, so frames and narration at k do not depend on how k was reached.
//
// History: going back restores the nearest keyframe at or before k (a clone
// of the generator; move 0 is rebuilt from the spec) and steps forward from
// it. Keyframes are laid every `spacing` moves as the run is first explored;
// whenever they pass the budget (count or bytes) the spacing doubles and
// every other keyframe goes, so memory stays bounded however long the run
// and a seek steps at most `spacing` moves. For the arrows, the DFS family
// also keeps 4 bytes a cell: the move that entered it and from where.
//
// Not thread-safe: one owner (a pane's worker) drives it.
class Timeline {
public:
    struct Budget {
        size_t maxKeyframes = 32; // not counting move 0
        size_t maxKeyframeBytes = size_t(16) << 20;
        uint64_t minSpacing = 4096;
    };

    struct Memory {
        size_t keyframes = 0; // not counting move 0, which is rebuilt from the spec
        size_t keyframeBytes = 0;
        size_t entryBytes = 0; // the per-cell entry index of the DFS family
        size_t currentBytes = 0; // the live state
        uint64_t spacing = 0;
        // What the history costs on top of the live state.
        size_t historyBytes() const { return keyframeBytes + entryBytes; }
    };

    // Why a run stopped: its condition held after a move, the generator
    // finished first, or it made `maxMoves` moves first.
    enum class Stop { Condition, End, Limit };
    // Asked after every move, with the state it led to and the move itself.
    using Condition = std::function<bool(const Generator &state, const Move &last)>;

    // Throws std::invalid_argument for a spec makeGenerator() refuses.
    explicit Timeline(const MazeSpec &spec);
    Timeline(const MazeSpec &spec, Budget budget);
    ~Timeline();
    Timeline(const Timeline &) = delete;
    Timeline &operator=(const Timeline &) = delete;

    const MazeSpec &spec() const { return m_current->spec(); }
    CallStyle style() const { return m_style; }

    // The state after position() moves, and the move that led to it (none at 0).
    const Generator &state() const { return *m_current; }
    uint64_t position() const { return m_current->moves(); }
    const std::optional<Move> &lastMove() const { return m_last; }
    bool atEnd() const { return m_current->finished(); }
    Narration narration() const { return narrate(*m_current, m_last); }

    // Moves in the whole run. The first call explores the rest of the run
    // (laying keyframes); a 1001 x 1001 maze takes tens of milliseconds.
    uint64_t totalMoves();
    // The total if the run has been explored to its end, without exploring.
    std::optional<uint64_t> knownTotal() const { return m_total; }

    // One move; false (and nothing done) at the end.
    bool stepForward();
    // Back one move; false at move 0.
    bool stepBack();
    // To the state after `move` moves. Throws std::out_of_range, naming the
    // total, when move > totalMoves().
    void seek(uint64_t move);
    void runToEnd();

    // Moves until `stop` holds after a move, the run ends, or maxMoves moves
    // are made (a worker runs in slices this way). Makes at least one move
    // unless at the end: pausing at depth 5 while at depth 5 goes on to the
    // next time the stack is 5 deep.
    Stop runUntil(const Condition &stop, uint64_t maxMoves = UINT64_MAX);
    Stop runToDepth(size_t depth, uint64_t maxMoves = UINT64_MAX);
    Stop runToUnit(Point unit, uint64_t maxMoves = UINT64_MAX);
    // Whether a move reaches a unit: enters it as a call's cell, digs it,
    // walls it, (the automaton) checks it, or (the classics) joins, walks
    // into, divides or opens it.
    static bool reaches(const Move &move, Point unit);

    // Finishes the next child call entirely: one move, and if that move made a
    // call (depth grew), on until that call has returned. At move 0 the next
    // call is the outermost one, so stepping over it runs the whole dig. The
    // automaton makes no calls: one move.
    Stop stepOver();
    // Runs until the current call has returned (the stack is one shallower).
    // With no call on the stack, one move. The automaton's unit of work is
    // the sweep: it runs to the end of the current sweep. The classic
    // generators': the row (Eller, sidewinder), else up to the next move that
    // changes the maze.
    Stop stepOut();

    // The call stack: describeFrame(state(), index) for index < depth();
    // depth() is 0 for a generator that makes no calls.
    size_t depth() const { return callDepth(*m_current); }
    FrameDescription frame(size_t index) const { return describeFrame(*m_current, index); }
    // The unit the machine is at: the top frame's cell (DFS family), the unit
    // the automaton last checked or walled; for the classic generators the
    // cell the last join or walk went to, the cell rejected or erased back
    // to, the cell a scan found. Empty before the first move, after the last
    // return, after a sweep ends, and after a classic move on no one unit.
    std::optional<Point> currentUnit() const;
    // The cells two steps away in the top frame's directions still to come,
    // inside the grid: what the current call is considering. For a classic
    // generator, the cells of its working set, newest first.
    std::vector<Point> considered() const;
    // The most cells considered() marks and working-set items workingSet()
    // lists: enough to follow a walk or a list, few enough that a step
    // redraws only what it changed.
    static constexpr size_t MarkedCells = 200;
    // The generator's working set at this position (at most MarkedCells
    // items), worked out once a position for both the marks and the list.
    const WorkingSet &workingSet() const;
    // For a visited cell: the direction of the last call it made, the
    // neighbour "its call went to next" (the arrows of the flame game's
    // pictures). Empty for a cell not visited yet, one that has made no call
    // yet, and for every unit of the automaton.
    std::optional<Direction> arrow(Point cell) const;

    Memory memory() const;

private:
    struct Keyframe {
        std::unique_ptr<Generator> state; // null for move 0: rebuilt from the spec
        std::optional<Move> last;
        uint64_t moves = 0;
        size_t bytes = 0;
    };

    Move advance(Generator &generator);
    void record(const Move &move, uint64_t moves);
    void addKeyframe(const Generator &generator, const Move &move);
    const Keyframe &keyframeAtOrBefore(uint64_t move) const;
    std::unique_ptr<Generator> restore(const Keyframe &keyframe) const;
    size_t cellIndex(Point unit) const;

    MazeSpec m_spec;
    CallStyle m_style;
    bool m_rowByRow = false; // GeneratorInfo::buildsRowByRow
    Budget m_budget;
    std::vector<Keyframe> m_keyframes;
    size_t m_keyframeBytes = 0;
    uint64_t m_spacing;
    std::unique_ptr<Generator> m_current;
    mutable std::optional<WorkingSet> m_workingSet;
    mutable uint64_t m_workingSetAt = 0; // the position m_workingSet belongs to
    std::optional<Move> m_last;
    uint64_t m_frontier = 0; // moves explored: keyframes and entries are complete up to here
    std::optional<uint64_t> m_total;
    int m_cellCols = 0;
    // DFS family, per cell: (move that entered it << 2) | direction it was
    // entered in; 0 while not entered.
    std::vector<uint32_t> m_entries;
};

} // namespace mazestudy
