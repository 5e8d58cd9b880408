#pragma once

#include "cellmaze.h"

namespace mazestudy {

// Both versions' working set: the loop-erased walk's cells, newest first.
extern const WorkingSetKind WalkSet;

// Wilson's algorithm as Wilson wrote it (version 2, `walk=exits`): each cell
// remembers only the direction a walk last left it. A walk from each cell
// not in the maze (row-major order) steps until it hits the maze, writing
// every cell's exit as it leaves; a loop the walk closes is erased by no
// work at all, since the exits written after a cell's last visit are never
// followed. Then the walk is added from its first cell along the exits,
// each cell carving toward its exit, until the maze. The loop-erased walk
// that version 1 keeps as a list is exactly the path the exits trace from
// the first cell, so the maze is uniform over spanning trees as before.
//
// Moves: Walk (the walk leaves `at` for `target`, `at` remembering that
// exit; count = its steps so far; target in the maze: the walk reached it),
// Join (a walk cell joins the maze through its exit, from the first cell
// on). The first move joins the first cell on its own.
// Random numbers: below(cells) for the first cell; then per walk step
// WayBits::below(k) among the k neighbours inside the grid, S, E, N, W.
class WilsonExitsGenerator final : public ClassicGenerator<WilsonExitsGenerator> {
public:
    explicit WilsonExitsGenerator(MazeSpec spec);

    // The walk's loop-erased path, newest first: the cells the exits lead
    // through from its first cell to its head (while walking), or from the
    // next cell to add to the maze (while adding).
    WorkingSet workingSet(size_t maxItems) const override;
    void narrate(const Move &move, Narration &narration) const override;
    size_t workBytes() const { return m_exits.capacity(); }
    // Its kinds of narration, for the catalogue entry of wilson.
    static const std::vector<const NarrationKind *> &narrations();

private:
    friend class ClassicGenerator<WilsonExitsGenerator>;
    template<bool Observe> void advance(Move *move);
    std::vector<uint32_t> path() const;

    static constexpr uint8_t InMaze = 4; // a cell's exit once it is in the maze
    bool m_started = false;
    bool m_adding = false; // the walk reached the maze and is being added
    uint32_t m_scan = 0; // cells before it are in the maze or on the walk
    uint32_t m_first = NoCell; // the walk's first cell
    uint32_t m_steps = 0; // the walk's steps so far
    uint32_t m_left = 0; // cells not in the maze
    Walker m_head; // walking: the walk's last cell; adding: the next cell to add
    WayBits m_wayBits;
    // Per cell: InMaze, or the direction a walk last left it (stale for a
    // cell no walk in progress passed, and never followed then).
    std::vector<uint8_t> m_exits;
};

} // namespace mazestudy
