#pragma once

#include "callstack.h"
#include "grid.h"
#include "mazespec.h"
#include "move.h"
#include "movenarration.h"
#include "scriptoutcome.h"
#include "sweephistory.h"
#include "workingset.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

// A maze generator as an iterative step machine. step() performs one
// elementary move and says what changed; run() goes to the end on the same
// code path without building Move records.
class Generator {
public:
    explicit Generator(MazeSpec spec);
    virtual ~Generator();

    virtual std::unique_ptr<Generator> clone() const = 0;

    const MazeSpec &spec() const { return m_spec; }
    const Grid &grid() const { return m_grid; }
    bool finished() const { return m_finished; }
    uint64_t moves() const { return m_moves; }

    // Precondition: !finished().
    virtual Move step() = 0;
    virtual void run() = 0;

    // How much of the maze is built, from 0 to 1 (1 once finished), for a
    // progress bar while a pane runs: the share of cells joined to the maze
    // for the carving generators, of cells no longer to be divided for
    // recursive division. What follows the last cell (a DFS returning, a work
    // list draining) is not counted. Negative when the generator cannot tell
    // how far it has to go (the automaton stops when a sweep changes nothing).
    virtual double progress() const { return m_finished ? 1.0 : -1.0; }
    // What `move`, the move that led to this state, did, for the stepping
    // view's narration, in one of the kinds its catalogue entry lists.
    virtual void narrate(const Move &move, Narration &narration) const = 0;
    // What the first move will do, before any.
    virtual void narrateStart(Narration &narration) const = 0;
    // What a family has beyond every generator, each as a view of its own
    // that a caller asks for and gets only where the generator has it (null
    // otherwise): the calls of one that recurses (the DFS family, a lab
    // script), the sweeps of an automaton, what a lab script's run left. A
    // generator implements the interface and returns this; a new one
    // implements only what it has.
    virtual const CallStack *callStack() const { return nullptr; }
    virtual const SweepHistory *sweepHistory() const { return nullptr; }
    virtual const ScriptOutcome *scriptOutcome() const { return nullptr; }

    // What the machine works on besides the grid (active list, walk, chambers,
    // sets, ...) for the stepping view: at most maxItems items, the most
    // relevant first; `size` counts them all. Empty (None) for the DFS family
    // and the automaton, whose state is their frames and sweeps.
    virtual WorkingSet workingSet(size_t maxItems) const;

    // Bytes this state holds (grid, frames, work lists), for the history's
    // memory budget: a Timeline keeps clones of it as keyframes.
    virtual size_t memoryBytes() const;

    // Where a player starts and where the exit is, once known.
    virtual std::optional<Point> start() const = 0;
    virtual std::optional<Point> exit() const = 0;

    // A stage after a generator (braid), or a caller that wants the maze and
    // not the machine (the Python module), takes over the maze of one that
    // has finished, instead of holding a copy of it beside.
    static Grid takeGrid(Generator &finished) { return std::move(finished.m_grid); }

protected:
    // done of total as progress(): 1 once finished, else at most 1.
    double builtShare(uint64_t done, uint64_t total) const
    {
        return m_finished ? 1.0 : total == 0 ? 0.0 : std::min(1.0, double(done) / double(total));
    }

    MazeSpec m_spec;
    Grid m_grid;
    uint64_t m_moves = 0;
    bool m_finished = false;
};

// Calls on the stack (CallStack::depth()), 0 for a generator that makes none.
inline size_t callDepth(const Generator &generator)
{
    const CallStack *stack = generator.callStack();
    return stack ? stack->depth() : 0;
}
// Sweeps finished (SweepHistory::sweeps()), 0 for a generator that does not sweep.
inline int sweepCount(const Generator &generator)
{
    const SweepHistory *history = generator.sweepHistory();
    return history ? history->sweeps() : 0;
}

// Runs to the end, for a tool that wants the maze and nothing less: throws
// std::runtime_error naming the generator and seed when the run has a
// problem (ScriptOutcome::problem(): a lab script that stopped with an error).
void runAndCheck(Generator &generator);

} // namespace mazestudy
