#pragma once

#include "animationplan.h"
#include "animationsink.h"
#include "generator.h"

#include <functional>
#include <memory>

namespace mazestudy {

// A generator's run as an animation (`mazestudy-cli animate`): the frames
// the plan asks for, as the window shows the run (RunStates), or plain.
// `progress(done, total)` after each frame; false stops the rendering, and
// renderAnimation returns false with nothing finished. Throws what the sink
// throws.
bool renderAnimation(std::unique_ptr<Generator> generator, const AnimationPlan &plan, bool plain, AnimationSink &sink,
    const std::function<bool(uint64_t done, uint64_t total)> &progress = {});

// The moves of the run of `spec`, counted by running it (a lab script's
// problem thrown as by runAndCheck).
uint64_t countMoves(const MazeSpec &spec);

// The sink for `plan.format`, writing into `out` (the caller writes the file
// whole or not at all): a GIF, or a video through ffmpeg.
std::unique_ptr<AnimationSink> makeAnimationSink(const AnimationPlan &plan, bool plain, std::ostream &out, int loops);

} // namespace mazestudy
