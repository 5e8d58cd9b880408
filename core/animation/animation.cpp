#include "animation.h"

#include "atomicfilewriter.h"
#include "framecanvas.h"
#include "generatorcatalog.h"
#include "gifencoder.h"
#include "memorybudget.h"
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

namespace {

std::unique_ptr<AnimationSink> makeAnimationSink(const AnimationPlan &plan, bool plain, std::ostream &out, int loops)
{
    if (plan.format == AnimationFormat::Gif)
        return std::make_unique<GifEncoder>(out, plan.width, plan.height, FrameCanvas::palette(plain), loops);
    return std::make_unique<VideoEncoder>(
        out, plan.format, plan.width, plan.height, plan.fps, FrameCanvas::palette(plain));
}

// The estimate is a guess (a solve's spread-out changes cost a GIF more than
// a generator's local ones); the limit holds as the file is written.
void refuseLarger(const AnimationSink &sink, const AnimationPlan &plan, uint64_t frames)
{
    if (sink.bytesWritten() <= plan.maxBytes)
        return;
    throw AnimationTooLarge("this animation passed --max-size " + formatBytes(plan.maxBytes) + " after "
        + std::to_string(frames) + " of its " + std::to_string(plan.frames) + " frames, though estimated at "
        + formatBytes(plan.estimatedBytes)
        + "; nothing was written: use more --moves-per-frame, a smaller --scale, a range (--from, --to) or a "
          "larger --max-size");
}

} // namespace

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
        refuseLarger(sink, plan, frame + 1);
        if (progress && !progress(frame + 1, plan.frames))
            return false;
    }
    // A video's hold: the last frame again, the stop still asked now and then.
    for (uint64_t held = 0; held < plan.holdFrames; ++held) {
        sink.addFrame(canvas.pixels(), plan.gifDelay);
        refuseLarger(sink, plan, plan.frames);
        if (progress && held % 256 == 255 && !progress(plan.frames, plan.frames))
            return false;
    }
    sink.finish();
    refuseLarger(sink, plan, plan.frames);
    return true;
}

AnimationOutcome writeAnimation(const std::string &path, std::vector<AnimationTile> tiles, const AnimationPlan &plan,
    bool plain, int loops, const std::function<bool(uint64_t done, uint64_t total)> &keepGoing, std::string &error,
    const std::atomic<bool> *cancel)
{
    AtomicFileWriter file;
    if (!file.open(path, error, cancel))
        return AnimationOutcome::Failed;
    // ffmpeg's output is written from a thread of the encoder's: only a GIF's
    // stream may be asked mid-way whether a write failed.
    const bool gif = plan.format == AnimationFormat::Gif;
    bool stopped = false;
    {
        const std::unique_ptr<AnimationSink> sink = makeAnimationSink(plan, plain, file.stream(), loops);
        const bool rendered
            = renderAnimation(std::move(tiles), plan, plain, *sink, [&](uint64_t done, uint64_t frames) {
                  stopped = !keepGoing(done, frames);
                  return !stopped && !(gif && file.failed());
              });
        if (stopped)
            return AnimationOutcome::Stopped;
        if (!rendered && !(gif && file.failed())) {
            error = "the animation stopped early; " + path + " was not written";
            return AnimationOutcome::Failed;
        }
    }
    // A GIF stopped by a failed write: commit() says why.
    return file.commit(error) ? AnimationOutcome::Written : AnimationOutcome::Failed;
}

} // namespace mazestudy
