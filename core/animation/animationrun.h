#pragma once

#include "framepainter.h"
#include "generator.h"
#include "solver.h"

#include <cstdint>
#include <memory>

namespace mazestudy {

// One run an animation shows: a generator's, as a pane shows it (RunStates),
// or a solver's on a finished maze, as the Solve game shows it. Each keeps
// its maze's units painted, unit by unit as they change.
class AnimationRun {
public:
    virtual ~AnimationRun() = default;
    virtual void paintAll(FramePainter &painter) = 0;
    // Runs on to `moves` moves (its steps, for a solver), or to its end when
    // `toEnd`, painting the units whose state changed (a solver's: all).
    virtual void advanceTo(uint64_t moves, bool toEnd, FramePainter &painter) = 0;
};

// `plain`: wall and floor as the grid has them, the maze's PNG at each move.
std::unique_ptr<AnimationRun> generatorRun(std::unique_ptr<Generator> generator, bool plain);
// `showPath`: once the exit is reached, the path found is drawn; a walker
// that keeps no path would walk again for it (Solver::path), and its trail
// shows the way already.
std::unique_ptr<AnimationRun> solverRun(std::unique_ptr<Solver> solver, bool showPath);

} // namespace mazestudy
