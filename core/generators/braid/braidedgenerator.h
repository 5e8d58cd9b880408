#pragma once

#include "generator.h"
#include "rng.h"

#include <memory>
#include <set>
#include <vector>

namespace mazestudy {

// Braid (Pullen's "braid", Buck's "culling"): a stage after any generator that
// removes dead ends. Once the generator has finished, every dead end of its
// maze (a floor unit with one floor neighbour), in a random order, with
// probability P (MazeSpec::braid) opens a wall next to it that has floor
// beyond: preferably floor that is itself a dead end, else any. Its random
// numbers come from a stream of its own, derived from the maze's seed, so the
// generator's maze is the same with or without it, and P = 0 is no stage at all.
//
// A wall is opened only where its sole floor neighbours are the dead end and
// the floor beyond: each opening then adds one loop to a connected maze (or
// joins two parts of one that is not), never an open square. In a maze of
// cells the floor beyond is always a cell; where it is any unit (the
// automata), an opened wall can be the floor beyond for a dead end that had no
// wall to open when its turn came, which then gets another turn, without a
// second coin; and floor beyond that stood alone becomes a dead end, with a
// turn of its own. So at P = 1 no dead end is left that could still be removed.
class BraidedGenerator final : public Generator, public ScriptOutcome {
public:
    explicit BraidedGenerator(std::unique_ptr<Generator> generator);
    BraidedGenerator(const BraidedGenerator &other);

    // The kinds of move it narrates, for the catalogue's lists.
    static const std::vector<const NarrationKind *> &narrations();

    std::unique_ptr<Generator> clone() const override;
    Move step() override;
    void run() override;

    double progress() const override;
    void narrate(const Move &move, Narration &narration) const override;
    void narrateStart(Narration &narration) const override { m_generator->narrateStart(narration); }
    // The generator's calls and sweeps: braid adds none of its own.
    const CallStack *callStack() const override { return m_generator->callStack(); }
    const SweepHistory *sweepHistory() const override { return m_generator->sweepHistory(); }
    // A script's outcome is the generator's, but for its marks: the walls
    // braid opens are floor in them too.
    const ScriptOutcome *scriptOutcome() const override { return m_generator->scriptOutcome() ? this : nullptr; }
    std::string problem() const override { return m_generator->scriptOutcome()->problem(); }
    int problemLine() const override { return m_generator->scriptOutcome()->problemLine(); }
    // Braid's own moves come from no line of the script.
    int lineOfLastMove() const override
    {
        return m_generator->finished() ? 0 : m_generator->scriptOutcome()->lineOfLastMove();
    }
    const std::vector<uint8_t> *unitValues() const override;
    // The script walked the maze before braiding opened its dead ends: its walks are of another maze.
    const ScriptWalk *solveWalk() const override { return nullptr; }
    const ScriptWalk *traceWalk() const override { return nullptr; }
    WorkingSet workingSet(size_t maxItems) const override;
    size_t memoryBytes() const override;
    std::optional<Point> start() const override { return m_start; }
    std::optional<Point> exit() const override { return m_exit; }

    // Walls opened so far.
    uint64_t wallsOpened() const { return m_opened; }

private:
    // The generator has finished: what this maze keeps of it, then its dead ends.
    void takeOver();
    void listDeadEnds();
    template<bool Observe> void braidNext(Move *move);
    bool isDeadEnd(size_t unit) const;
    int floorNeighbours(size_t unit) const;

    std::unique_ptr<Generator> m_generator;
    Rng m_rng;
    uint64_t m_threshold = 0; // a draw's top 53 bits below it: the coin opens a wall
    bool m_braiding = false;
    bool m_gridTaken = false; // run() took the generator's grid as this maze's
    // Units in the order they are visited; WonCoin marks one back for another
    // turn (it won its coin before).
    std::vector<uint32_t> m_deadEnds;
    static constexpr uint32_t WonCoin = 1u << 31;
    std::set<uint32_t> m_waiting; // won their coin, had no wall to open
    size_t m_next = 0;
    uint64_t m_opened = 0;
    uint64_t m_generatorMoves = 0;
    std::optional<Point> m_start;
    std::optional<Point> m_exit;
    // A lab script's unit values, with the opened walls as floor; empty for the others.
    std::vector<uint8_t> m_unitValues;
};

} // namespace mazestudy
