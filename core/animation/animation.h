#pragma once

#include "animationplan.h"
#include "animationrun.h"
#include "animationsink.h"
#include "generator.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mazestudy {

// A run of an animation and the name its tile shows (none for one run).
struct AnimationTile {
    std::unique_ptr<AnimationRun> run;
    std::string name;
};

// Runs as an animation (`mazestudy-cli animate`, the window's Export
// animation): the frames the plan asks for, each run in its tile, as the
// window shows a run, or plain. `progress(done, total)` after each frame
// (and now and then, done == total, through a video's hold); false stops
// the rendering, and renderAnimation returns false with nothing finished.
// Throws what the sink throws, and AnimationTooLarge once the file passes
// plan.maxBytes.
bool renderAnimation(std::vector<AnimationTile> tiles, const AnimationPlan &plan, bool plain, AnimationSink &sink,
    const std::function<bool(uint64_t done, uint64_t total)> &progress = {});

// The moves of the run of `spec`, counted by running it (a lab script's
// problem thrown as by runAndCheck).
uint64_t countMoves(const MazeSpec &spec);
// The steps of `solver`'s solve, counted by a clone of it.
uint64_t countSteps(const Solver &solver);

enum class AnimationOutcome { Written, Stopped, Failed };

// renderAnimation into the file `path`, whole or not at all: a GIF, or a
// video through ffmpeg, as plan.format says. Stopped when `keepGoing`
// returns false, Failed with `error` when the file cannot be made or
// written (a full disk); either leaves nothing. `cancel` also ends a wait
// to open a FIFO. Throws what renderAnimation throws, leaving nothing.
AnimationOutcome writeAnimation(const std::string &path, std::vector<AnimationTile> tiles, const AnimationPlan &plan,
    bool plain, int loops, const std::function<bool(uint64_t done, uint64_t total)> &keepGoing, std::string &error,
    const std::atomic<bool> *cancel = nullptr);

} // namespace mazestudy
