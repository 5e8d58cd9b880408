#include "animationplan.h"

#include "framecanvas.h"
#include "memorybudget.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace mazestudy {

namespace {

bool endsWith(const std::string &text, const std::string &end)
{
    return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// A GIF's bytes, after LZW: measured on every generator at 101 x 101 (the
// default duration, and 3 moves a frame at 4 pixels a unit), the files took
// 1/2 to 1/60 of this: a maze's flat colours compress well.
uint64_t estimatedGifBytes(const AnimationPlan &plan, uint64_t unitsPerFrame)
{
    const uint64_t pixels = uint64_t(plan.width) * uint64_t(plan.height);
    const uint64_t changed
        = std::min(pixels, unitsPerFrame * uint64_t(plan.tiles) * uint64_t(plan.scale) * uint64_t(plan.scale));
    return pixels / 8 + plan.frames * (changed / 4 + 64) + 1024;
}

// A video's bytes: x264 and real-time VP9 took a tenth to a half of this
// (a maze's flat colours, little changing from frame to frame).
uint64_t estimatedVideoBytes(const AnimationPlan &plan)
{
    const uint64_t pixels = uint64_t(plan.width) * uint64_t(plan.height);
    return (plan.frames + plan.holdFrames) * (pixels / 64 + 512) + 4096;
}

// Several runs: tiles in a near-square grid, row by row, each maze under its
// name, the names twice as large once a maze is wide enough for them.
void planTiles(AnimationPlan &plan, int requestedScale, int rows, int cols)
{
    plan.tileColumns = int(std::ceil(std::sqrt(double(plan.tiles))));
    const int tileRows = (plan.tiles + plan.tileColumns - 1) / plan.tileColumns;
    plan.scale = requestedScale > 0 ? requestedScale
                                    : std::max(1, TiledFitPixels / std::max(plan.tileColumns * cols, tileRows * rows));
    plan.mazeWidth = cols * plan.scale;
    plan.mazeHeight = rows * plan.scale;
    plan.textScale = plan.mazeWidth >= 240 ? 2 : 1;
    plan.labelHeight = (FrameCanvas::LineHeight + 2) * plan.textScale;
    plan.gap = 8;
    plan.width = plan.tileColumns * plan.mazeWidth + (plan.tileColumns + 1) * plan.gap;
    plan.height = tileRows * (plan.labelHeight + plan.mazeHeight) + (tileRows + 1) * plan.gap;
}

} // namespace

const char *animationExtension(AnimationFormat format)
{
    switch (format) {
    case AnimationFormat::WebM:
        return ".webm";
    case AnimationFormat::Mp4:
        return ".mp4";
    case AnimationFormat::Gif:
        break;
    }
    return ".gif";
}

AnimationFormat animationFormatOf(const std::string &path)
{
    for (const AnimationFormat format : {AnimationFormat::Gif, AnimationFormat::WebM, AnimationFormat::Mp4}) {
        if (endsWith(path, animationExtension(format)))
            return format;
    }
    throw std::invalid_argument(
        "an animation is written as .gif, .webm or .mp4, as its file name ends; \"" + path + "\" names none of them");
}

TilePlace tilePlace(const AnimationPlan &plan, int tile)
{
    TilePlace place;
    place.labelX = plan.gap + (tile % plan.tileColumns) * (plan.mazeWidth + plan.gap);
    place.labelY = plan.gap + (tile / plan.tileColumns) * (plan.labelHeight + plan.mazeHeight + plan.gap);
    place.mazeX = place.labelX;
    place.mazeY = place.labelY + plan.labelHeight;
    return place;
}

uint64_t movesShown(const AnimationPlan &plan, uint64_t frame, size_t run)
{
    const uint64_t reached = std::min(plan.last, plan.first + frame * plan.movesPerFrame);
    if (plan.tiles == 1)
        return reached;
    const uint64_t total = plan.totals[run];
    if (plan.pace == AnimationPace::Moves)
        return std::min(total, reached);
    if (plan.last == 0)
        return total;
    __extension__ using Wide = unsigned __int128;
    return uint64_t(Wide(total) * reached / plan.last);
}

AnimationPlan planFrames(const AnimationRequest &request, AnimationFormat format, int rows, int cols, int tiles)
{
    const bool gif = format == AnimationFormat::Gif;
    // Browsers play GIF delays under 2/100 s slowly, so a GIF's rate is at most 50.
    const double maxFps = gif ? 50 : 120;
    if (!(request.fps >= 1 && request.fps <= maxFps))
        throw std::invalid_argument("--fps takes 1 to " + number(maxFps) + " frames a second"
            + (gif ? " for a GIF (browsers slow shorter delays)" : "") + ", not " + number(request.fps));
    if (!(request.hold >= 0 && request.hold <= 600))
        throw std::invalid_argument("--hold takes 0 to 600 seconds, not " + number(request.hold));
    if (request.movesPerFrame == 0 && !(request.duration > 0 && request.duration <= 3600))
        throw std::invalid_argument(
            "--duration takes more than 0 and at most 3600 seconds, not " + number(request.duration));
    if (request.scale < 0 || request.scale > 64)
        throw std::invalid_argument("--scale takes 1 to 64 pixels a unit, not " + std::to_string(request.scale));
    if (request.loops < 0 || request.loops > 65535)
        throw std::invalid_argument("--loops takes 0 (for ever) to 65535 plays, not " + std::to_string(request.loops));
    if (request.from >= request.to)
        throw std::invalid_argument(
            "--from " + std::to_string(request.from) + " must come before --to " + std::to_string(request.to));

    if (tiles < 1 || tiles > MaxAnimationTiles)
        throw std::invalid_argument("an animation shows 1 to " + std::to_string(MaxAnimationTiles)
            + " runs side by side, not " + std::to_string(tiles));

    AnimationPlan plan;
    plan.format = format;
    plan.tiles = tiles;
    if (tiles == 1) {
        plan.scale = request.scale > 0 ? request.scale : std::max(1, FitPixels / std::max(rows, cols));
        plan.width = cols * plan.scale;
        plan.height = rows * plan.scale;
        plan.mazeWidth = plan.width;
        plan.mazeHeight = plan.height;
    } else {
        planTiles(plan, request.scale, rows, cols);
    }
    if (gif) {
        plan.gifDelay = std::max(2, int(std::lround(100.0 / request.fps)));
        plan.fps = 100.0 / plan.gifDelay;
        plan.gifHoldDelay = std::clamp(plan.gifDelay + int(std::lround(request.hold * 100)), 2, 65535);
    } else {
        plan.fps = request.fps;
        plan.holdFrames = uint64_t(std::lround(request.hold * request.fps));
        // yuv420p video needs even sides.
        plan.width += plan.width % 2;
        plan.height += plan.height % 2;
    }
    const uint64_t pixels = uint64_t(plan.width) * uint64_t(plan.height);
    // The RunStates, the frame being drawn and the encoder's previous one (GIF) or RGB copy (video).
    plan.estimatedMemoryBytes = uint64_t(rows) * uint64_t(cols) * 8 * uint64_t(tiles) + pixels * (gif ? 3 : 4);
    if (pixels > MaxFramePixels)
        throw AnimationTooLarge("this animation's frames would be " + std::to_string(plan.width) + " x "
            + std::to_string(plan.height) + " pixels (" + std::to_string(pixels >> 20) + " megapixels; at most "
            + std::to_string(MaxFramePixels >> 20) + "), the first frame alone about " + formatBytes(pixels / 8)
            + " in a GIF; use a smaller --scale or a smaller maze");
    return plan;
}

void planMoves(
    AnimationPlan &plan, const AnimationRequest &request, const std::vector<uint64_t> &totals, int rows, int cols)
{
    const uint64_t totalMoves = *std::max_element(totals.begin(), totals.end());
    if (plan.tiles > 1 && (request.from > 0 || request.to != UINT64_MAX))
        throw std::invalid_argument(
            "--from and --to choose the moves of one run; several runs side by side are shown whole");
    plan.totals = totals;
    plan.pace = request.pace;
    plan.maxBytes = request.maxBytes;
    if (request.from > totalMoves)
        throw std::invalid_argument("--from " + std::to_string(request.from) + " is past the run's end: it has "
            + std::to_string(totalMoves) + " moves");
    plan.first = request.from;
    plan.last = std::min(request.to, totalMoves);
    const uint64_t span = plan.last - plan.first;
    if (request.movesPerFrame > 0) {
        plan.movesPerFrame = request.movesPerFrame;
    } else {
        const double wanted = std::max(1.0, std::round(request.duration * request.fps));
        plan.movesPerFrame = std::max<uint64_t>(1, uint64_t(std::ceil(double(span) / wanted)));
    }
    // ceil(span / movesPerFrame) + 1, without overflow for the largest movesPerFrame.
    plan.frames = span == 0 ? 1 : (span - 1) / plan.movesPerFrame + 2;
    // A move changes a few units; a frame of many moves, at most the maze.
    const uint64_t unitsPerFrame = std::min(uint64_t(rows) * uint64_t(cols), plan.movesPerFrame * 4);
    plan.estimatedBytes
        = plan.format == AnimationFormat::Gif ? estimatedGifBytes(plan, unitsPerFrame) : estimatedVideoBytes(plan);
    const std::string sizeText = std::to_string(plan.width) + " x " + std::to_string(plan.height) + " pixels";
    if (plan.frames > MaxAnimationFrames)
        throw AnimationTooLarge("this animation would have " + std::to_string(plan.frames) + " frames (at most "
            + std::to_string(MaxAnimationFrames) + ") and be about " + formatBytes(plan.estimatedBytes)
            + "; use more --moves-per-frame, a shorter --duration or a range (--from, --to)");
    if (plan.estimatedBytes > request.maxBytes)
        throw AnimationTooLarge("this animation of " + std::to_string(plan.frames) + " frames of " + sizeText
            + " would be about " + formatBytes(plan.estimatedBytes) + ", more than --max-size "
            + formatBytes(request.maxBytes)
            + "; use more --moves-per-frame, a smaller --scale, a range (--from, --to) or a larger --max-size");
}

} // namespace mazestudy
