#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace mazestudy {

enum class AnimationFormat { Gif, WebM, Mp4 };

// The format an output file's extension names (.gif, .webm, .mp4); throws
// std::invalid_argument naming the three for any other.
AnimationFormat animationFormatOf(const std::string &path);

// What a user asks of an animation of one generator's run.
struct AnimationRequest {
    uint64_t movesPerFrame = 0; // 0: as many as make `duration`
    double duration = 10; // seconds from the first frame to the last, when movesPerFrame is 0
    double fps = 25;
    int scale = 0; // pixels a unit; 0: the largest that keeps the longer side within FitPixels
    double hold = 2; // seconds the last frame stays before the animation ends or loops
    int loops = 0; // times a GIF plays; 0 for ever
    bool plain = false; // wall and floor only, black and white as the PNG export
    uint64_t from = 0; // the moves shown: from move `from` to move `to` (clamped to the run)
    uint64_t to = UINT64_MAX;
    uint64_t maxBytes = 500ull << 20; // refuse what is estimated larger
};

// The animation a request makes of a run of `totalMoves` moves on a maze of
// rows x cols units: frame k shows the state after move first + k * movesPerFrame
// (the last one after `last`), each frame `delay` seconds.
struct AnimationPlan {
    AnimationFormat format = AnimationFormat::Gif;
    uint64_t first = 0;
    uint64_t last = 0;
    uint64_t movesPerFrame = 1;
    uint64_t frames = 1; // the first and the last included; a video's hold is not counted
    int scale = 1;
    int width = 0; // pixels
    int height = 0;
    int gifDelay = 4; // hundredths of a second a GIF frame
    int gifHoldDelay = 200; // the last GIF frame's
    double fps = 25; // a video's rate; a GIF's is 100 / gifDelay
    uint64_t holdFrames = 0; // a video repeats its last frame this many times more
    uint64_t estimatedBytes = 0;
    uint64_t estimatedMemoryBytes = 0; // the frames in memory while encoding
};

constexpr int FitPixels = 640;
// The limits of AnimationPlan, each refused with the figure that passes it.
constexpr uint64_t MaxAnimationFrames = 100000;
constexpr uint64_t MaxFramePixels = uint64_t(16) << 20; // 16 megapixels, 4096 x 4096

// The plan in two parts: the frames' size and timing, which refuse a frame
// too large before the run is made, and then the moves each frame shows,
// once the run's moves are counted. Each throws std::invalid_argument for
// options out of range and AnimationTooLarge past a limit, saying how to
// reduce it.
AnimationPlan planFrames(const AnimationRequest &request, AnimationFormat format, int rows, int cols);
void planMoves(AnimationPlan &plan, const AnimationRequest &request, uint64_t totalMoves, int rows, int cols);

class AnimationTooLarge : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

} // namespace mazestudy
