#pragma once

#include <cstddef>
#include <cstdint>

namespace mazestudy {

// The one palette of a maze, light and dark. The panes (through the
// MazePalette QML type), the scene graph's colour table, the games' overlay
// and dots, the error texts, the exported maze pictures and the animations
// (core/animation) all read it. In
// either set wall and floor differ most, and the stack (visited), the current
// unit, start and exit keep apart from both and from each other.
enum class MazeRole : uint8_t {
    Background, // around the maze
    Wall,
    Floor,
    Visited, // a stepped generator's entered cells (the seeds' red)
    Current, // the unit being worked on; the solver's path; the focus frame
    Considered, // a neighbour being looked at; the destroy cursor
    Start,
    Exit, // also the build cursor
    SeedWall, // the automaton's seed walls
    NewWall, // walls the automaton's sweep in progress added
    Path, // traced routes
    Retreat, // the solver's dead ends, backed out of
    SolverDot,
    DotOutline, // the solver dot's rim, against wall and floor alike
    FlameGlow, // the flame: glow, body (light to deep) and core
    FlameLight,
    FlameBody,
    FlameDeep,
    FlameCore,
    Problem, // error texts
    Arrow, // stepping: where each entered cell went next
    Count
};

// 0xRRGGBB, light set then dark set.
constexpr uint32_t MazeColors[2][size_t(MazeRole::Count)] = {
    {0xe4e6ea, 0x2b2f3a, 0xf7f5f0, 0xf4a6a0, 0x1f6fe5, 0x36a852, 0x11998e, 0xe08e00, 0x9b59d0, 0x6a7ba0, 0xd6306f,
        0x78788c, 0xe0501b, 0xffffff, 0x3f7dff, 0x9fd0ff, 0x2f6bff, 0x1433b8, 0xeaf6ff, 0xb3261e, 0x3a0d0a},
    {0x181a1f, 0x8c96ab, 0x1c1e23, 0x8e3b3b, 0x4d9bff, 0x4cc46a, 0x2ed3c6, 0xffc23d, 0xc08cf0, 0x5f7bb8, 0xff6fa8,
        0x8c8c96, 0xffc23d, 0x000000, 0x3f7dff, 0x9fd0ff, 0x2f6bff, 0x1433b8, 0xeaf6ff, 0xffb4ab, 0xf4f4f4},
};

constexpr uint32_t mazeRgb(MazeRole role, bool dark = false)
{
    return MazeColors[dark ? 1 : 0][size_t(role)];
}

} // namespace mazestudy
