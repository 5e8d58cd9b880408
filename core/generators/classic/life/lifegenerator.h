#pragma once

#include "generator.h"
#include "rng.h"

#include <bitset>
#include <string>
#include <unordered_map>

namespace mazestudy {

struct GeneratorInfo;

// A Life-like cellular automaton on the block grid, live units being walls:
// "Maze" (B3/S12345) and "Mazectric" (B3/S1234) are the best known of the
// rules that grow mazes. A soup of live units fills the centre; then every
// generation updates all units at once from the last one (a unit with n live
// units among its eight neighbours, the grid's outside dead, is born when n
// is in B and survives when n is in S). It stops when a generation changes
// nothing (stable), when it repeats an earlier state (periodic: the states
// are told apart by a 64-bit hash), or at the cap.
//
// On a mask, every unit but the mask's Within ones (Mask::unitPlaces) is a
// wall that never changes, dead to the rule as the grid's outside is and
// never checked; the soup lives on Within units only (its draws are the
// same, one for every unit of its rectangle).
//
// Moves: one Prepare (the soup), then per generation a Check for every unit (every Within unit on a mask)
// in reading order (nothing changes yet) and a SweepEnd that applies them.
//
// Random numbers: for every unit of the soup's rectangle in reading order,
// one next() compared with the density as chance() compares (live when
// (next() >> 11) < density x 2^53). No more.
class LifeGenerator final : public Generator, public SweepHistory {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();

    struct Rule {
        std::bitset<9> born;
        std::bitset<9> survives;
        double density = 0.5;
        double region = 0.5; // of each side, centred
        int generations = 1000;
    };
    // Throws std::invalid_argument naming the option, and for a rule the
    // character where it goes wrong.
    static Rule ruleFromOptions(const MazeSpec &spec);
    // How a run ended.
    enum class Ending { Running, Stable, Periodic, Cap };

    explicit LifeGenerator(MazeSpec spec);

    std::unique_ptr<Generator> clone() const override;
    Move step() override;
    void run() override;
    void narrate(const Move &move, Narration &narration) const override;
    void narrateStart(Narration &narration) const override;

    // Its generations are its sweeps; it has no seed walls, a soup instead.
    const SweepHistory *sweepHistory() const override { return this; }
    int sweeps() const override { return m_generation; }
    size_t memoryBytes() const override;
    std::optional<Point> start() const override;
    std::optional<Point> exit() const override;

    Ending ending() const { return m_ending; }
    // Periodic: the generation whose state the last one repeats.
    int repeatsGeneration() const { return m_repeats; }

private:
    // Live units among a unit's eight neighbours in the current state; on a
    // mask, among its Within neighbours.
    int liveNeighbours(size_t unit) const;
    int liveNeighboursWithin(size_t unit) const;
    // On a mask: past the units that are not Within, which stay wall.
    void skipFixedUnits();
    template<bool Observe, bool Masked> void advance(Move *move);
    void placeSoup(Move *move);
    void endGeneration(Move *move);
    uint64_t stateHash() const;

    Rule m_rule;
    Rng m_rng;
    bool m_souped = false;
    size_t m_cursor = 0; // the next unit to check in this generation
    std::vector<uint8_t> m_next; // the next state, filled as units are checked
    int m_generation = 0;
    Ending m_ending = Ending::Running;
    int m_repeats = -1;
    std::unordered_map<uint64_t, int> m_seen; // state hash -> the generation that left it
    std::vector<uint8_t> m_places; // a mask's Mask::UnitPlace a unit; empty without one
    std::vector<uint8_t> m_fixedAround; // a mask's walls among a unit's eight neighbours
};

} // namespace mazestudy
