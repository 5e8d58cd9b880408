#include "animation.h"

#include "framepainter.h"
#include "generatorcatalog.h"
#include "gifencoder.h"
#include "runstates.h"
#include "videoencoder.h"

#include <algorithm>

namespace mazestudy {

uint64_t countMoves(const MazeSpec &spec)
{
    const std::unique_ptr<Generator> counter = makeGenerator(spec);
    runAndCheck(*counter);
    return counter->moves();
}

std::unique_ptr<AnimationSink> makeAnimationSink(const AnimationPlan &plan, bool plain, std::ostream &out, int loops)
{
    if (plan.format == AnimationFormat::Gif)
        return std::make_unique<GifEncoder>(out, plan.width, plan.height, FramePainter::palette(plain), loops);
    return std::make_unique<VideoEncoder>(
        out, plan.format, plan.width, plan.height, plan.fps, FramePainter::palette(plain));
}

bool renderAnimation(std::unique_ptr<Generator> generator, const AnimationPlan &plan, bool plain, AnimationSink &sink,
    const std::function<bool(uint64_t done, uint64_t total)> &progress)
{
    const Grid &grid = generator->grid();
    RunStates states(*generator);
    FramePainter painter(grid.cols(), plan.scale, plan.width, plan.height, plain);
    const auto advanceTo = [&](uint64_t move) {
        while (generator->moves() < move && !generator->finished())
            states.noteMove(generator->step());
        states.refresh(
            *generator, [&](Point unit) { painter.paintUnit(unit, states.states()[grid.index(unit.row, unit.col)]); });
    };
    advanceTo(plan.first);
    painter.paintAll(states.states());
    for (uint64_t frame = 0; frame < plan.frames; ++frame) {
        if (frame > 0)
            advanceTo(std::min(plan.last, plan.first + frame * plan.movesPerFrame));
        const bool last = frame + 1 == plan.frames;
        sink.addFrame(painter.pixels(), last ? plan.gifHoldDelay : plan.gifDelay);
        if (progress && !progress(frame + 1, plan.frames))
            return false;
    }
    for (uint64_t held = 0; held < plan.holdFrames; ++held)
        sink.addFrame(painter.pixels(), plan.gifDelay);
    sink.finish();
    return true;
}

} // namespace mazestudy
