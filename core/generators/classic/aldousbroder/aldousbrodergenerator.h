#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Aldous-Broder: a random walk from a random cell, carving into every cell it
// enters for the first time, until every cell is in the maze. Uniform over
// spanning trees, and slow: the walk must cover the grid.
//
// The option `draws` says how a step's direction is drawn (docs/generators.md, "Versions"):
//   bits (version 2, the default): below(cells) for the first cell; then per
//     step WayBits::below(k) among the k neighbours inside the grid, in S, E,
//     N, W order: two bits of a 64-bit draw inside the border, so one draw
//     serves 32 steps.
//   below (version 1, before 2026-12; what a .maze file without the option
//     means): below(cells) for the first cell; then per step choose(k) among
//     the k neighbours inside the grid, in S, E, N, W order.
// Both are the same walk, so the same distribution: uniform spanning trees.
class AldousBroderGenerator final : public ClassicGenerator<AldousBroderGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    enum class Draws : uint8_t { Bits, Below };
    explicit AldousBroderGenerator(MazeSpec spec);
    // Throws std::invalid_argument naming the option for a bad `draws`.
    static Draws drawsOf(const MazeSpec &spec);
    static void checkOptions(const MazeSpec &spec) { drawsOf(spec); }

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const { return 0; }

private:
    friend class ClassicGenerator<AldousBroderGenerator>;
    template<bool Observe> void advance(Move *move);
    // One step (stepping).
    template<Draws How> void step(Move *move);
    // Every step to the last new cell (run()), the walker's unit alone kept up.
    template<Draws How, bool MayMask> void walkToEnd();
    // While walkToEnd() runs, the units of the cells on the grid's border carry BorderMark.
    static constexpr uint8_t BorderMark = 2;
    void markBorder(bool on);

    Draws m_draws;
    WayBits m_wayBits; // Bits: what is left of the last draw
    Walker m_walker;
    uint32_t m_left = 0; // cells not in the maze yet
};

} // namespace mazestudy
