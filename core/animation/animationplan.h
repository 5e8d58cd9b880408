#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazestudy {

enum class AnimationFormat { Gif, WebM, Mp4 };

// How several runs of one animation keep pace: each frame shows every run
// the same share of the way through its moves, or the same number of moves
// (a run that ends sooner then waits, finished, for the others).
enum class AnimationPace { Share, Moves };

// ".gif", ".webm", ".mp4".
const char *animationExtension(AnimationFormat format);
// The format an output file's extension names (.gif, .webm, .mp4); throws
// std::invalid_argument naming the three for any other.
AnimationFormat animationFormatOf(const std::string &path);

// What a user asks of an animation of a run, or of several runs side by side.
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
    AnimationPace pace = AnimationPace::Share; // of several runs
};

// The animation a request makes of runs on mazes of rows x cols units. Of
// one run: frame k shows the state after move first + k * movesPerFrame (the
// last one after `last`), each frame `gifDelay` hundredths of a second. Of
// several: each run in a tile of its own under its name, `last` the longest
// run's moves and each run paced to it (movesShown).
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
    uint64_t maxBytes = UINT64_MAX; // the request's: rendering stops once the file passes it
    // The tiles: a maze's pixels, a name's band above each maze (none for
    // one run), the gap around the tiles, and the runs' moves.
    int tiles = 1;
    int tileColumns = 1;
    int mazeWidth = 0;
    int mazeHeight = 0;
    int labelHeight = 0;
    int textScale = 1;
    int gap = 0;
    AnimationPace pace = AnimationPace::Share;
    std::vector<uint64_t> totals;
};

// The top left pixel of tile `tile`'s maze, and of its name.
struct TilePlace {
    int mazeX = 0;
    int mazeY = 0;
    int labelX = 0;
    int labelY = 0;
};
TilePlace tilePlace(const AnimationPlan &plan, int tile);

// The moves run `run` has made in frame `frame`.
uint64_t movesShown(const AnimationPlan &plan, uint64_t frame, size_t run);

constexpr int FitPixels = 640;
constexpr int TiledFitPixels = 960; // several mazes side by side
constexpr int MaxAnimationTiles = 16;
// The limits of AnimationPlan, each refused with the figure that passes it.
constexpr uint64_t MaxAnimationFrames = 100000;
constexpr uint64_t MaxFramePixels = uint64_t(16) << 20; // 16 megapixels, 4096 x 4096

// The plan in two parts: the frames' size and timing, which refuse a frame
// too large before a run is made, and then the moves each frame shows, once
// the runs' moves are counted (`totals`, one a tile). Each throws
// std::invalid_argument for options out of range and AnimationTooLarge past
// a limit, saying how to reduce it.
AnimationPlan planFrames(const AnimationRequest &request, AnimationFormat format, int rows, int cols, int tiles = 1);
void planMoves(
    AnimationPlan &plan, const AnimationRequest &request, const std::vector<uint64_t> &totals, int rows, int cols);

class AnimationTooLarge : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

} // namespace mazestudy
