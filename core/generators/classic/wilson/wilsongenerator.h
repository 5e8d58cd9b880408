#pragma once

#include "cellmaze.h"

namespace mazestudy {

struct GeneratorInfo;

// Wilson: a random first cell is the maze; then, for each cell not in the
// maze in row-major order, a loop-erased random walk from it until the walk
// hits the maze, and the walk is added cell by cell from the maze's end.
// Uniform over spanning trees, and faster than Aldous-Broder once the maze
// is large enough to be hit.
//
// Moves: Walk (the walk grows, or reaches the maze: count = its steps),
// Erase (the walk stepped onto itself: the loop after `at` goes), Join (a
// walk cell joins the maze from its successor). The first move joins the
// first cell on its own.
// Random numbers: below(cells) for the first cell; then per walk step
// choose(k) among the k neighbours inside the grid, in S, E, N, W order.
//
// This is version 1 (`walk=list`, MazeStudy before 2026-12; what a .maze
// file without the option means); version 2, the default, is
// WilsonExitsGenerator, which keeps only each cell's last exit.
class WilsonGenerator final : public ClassicGenerator<WilsonGenerator> {
public:
    // What the catalogue says of it: id, name, options, colour, ...
    static GeneratorInfo info();
    enum class Walk : uint8_t { Exits, List };
    explicit WilsonGenerator(MazeSpec spec);
    // Throws std::invalid_argument naming the option for a bad `walk`.
    static Walk walkOf(const MazeSpec &spec);
    static void checkOptions(const MazeSpec &spec) { walkOf(spec); }

    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const;

private:
    friend class ClassicGenerator<WilsonGenerator>;
    template<bool Observe> void advance(Move *move);

    bool m_started = false;
    bool m_adding = false; // the walk reached the maze and is being added
    uint32_t m_scan = 0; // cells before it are in the maze or on the walk
    uint32_t m_attach = NoCell; // adding: the maze cell the walk's last cell joins
    uint32_t m_left = 0; // cells not in the maze
    std::vector<uint32_t> m_walk; // the loop-erased walk, from its first cell
    Walker m_head; // the walk's last cell
    CellBits m_onWalk; // per cell: on the walk
};

} // namespace mazestudy
