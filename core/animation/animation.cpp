#include "animation.h"

#include "framecanvas.h"
#include "generatorcatalog.h"
#include "gifencoder.h"
#include "videoencoder.h"

namespace mazestudy {

uint64_t countMoves(const MazeSpec &spec)
{
    const std::unique_ptr<Generator> counter = makeGenerator(spec);
    runAndCheck(*counter);
    return counter->moves();
}

uint64_t countSteps(const Solver &solver)
{
    const std::unique_ptr<Solver> counter = solver.clone();
    counter->run();
    return counter->steps();
}

std::unique_ptr<AnimationSink> makeAnimationSink(const AnimationPlan &plan, bool plain, std::ostream &out, int loops)
{
    if (plan.format == AnimationFormat::Gif)
        return std::make_unique<GifEncoder>(out, plan.width, plan.height, FrameCanvas::palette(plain), loops);
    return std::make_unique<VideoEncoder>(
        out, plan.format, plan.width, plan.height, plan.fps, FrameCanvas::palette(plain));
}

bool renderAnimation(std::vector<AnimationTile> tiles, const AnimationPlan &plan, bool plain, AnimationSink &sink,
    const std::function<bool(uint64_t done, uint64_t total)> &progress)
{
    FrameCanvas canvas(plan.width, plan.height);
    std::vector<FramePainter> painters;
    for (size_t tile = 0; tile < tiles.size(); ++tile) {
        const TilePlace place = tilePlace(plan, int(tile));
        if (tiles.size() > 1)
            canvas.drawText(
                place.labelX, place.labelY + plan.textScale, plan.mazeWidth, tiles[tile].name, plan.textScale);
        painters.emplace_back(canvas, place.mazeX, place.mazeY, plan.mazeWidth / plan.scale, plan.scale, plain);
    }
    const auto advance = [&](uint64_t frame) {
        for (size_t tile = 0; tile < tiles.size(); ++tile) {
            // The last frame shows a run that ends in it finished: a solver's
            // giving up, a step of none, comes after its last counted step.
            const uint64_t moves = movesShown(plan, frame, tile);
            const bool toEnd = frame + 1 == plan.frames && moves == plan.totals[tile];
            tiles[tile].run->advanceTo(moves, toEnd, painters[tile]);
        }
    };
    advance(0);
    for (size_t tile = 0; tile < tiles.size(); ++tile)
        tiles[tile].run->paintAll(painters[tile]);
    for (uint64_t frame = 0; frame < plan.frames; ++frame) {
        if (frame > 0)
            advance(frame);
        const bool last = frame + 1 == plan.frames;
        sink.addFrame(canvas.pixels(), last ? plan.gifHoldDelay : plan.gifDelay);
        if (progress && !progress(frame + 1, plan.frames))
            return false;
    }
    for (uint64_t held = 0; held < plan.holdFrames; ++held)
        sink.addFrame(canvas.pixels(), plan.gifDelay);
    sink.finish();
    return true;
}

} // namespace mazestudy
