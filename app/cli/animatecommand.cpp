#include "animation.h"
#include "atomicfilewriter.h"
#include "commands.h"
#include "generatorcatalog.h"
#include "memorybudget.h"
#include "options.h"
#include "stopsignals.h"

#include <atomic>
#include <charconv>
#include <csignal>
#include <functional>
#include <iostream>
#include <optional>
#include <ostream>
#include <sys/stat.h>
#include <unistd.h>

namespace mazestudy::cli {

namespace {

// Ctrl-C or a kill: the frames stop, the file is discarded (ffmpeg's too).
std::atomic<int> stopSignal {0};

void requestStop(int signal)
{
    stopSignal = signal;
}

// Each option is read once: a lookup consumes it.
std::optional<double> parseNumber(Arguments &arguments, const char *name)
{
    const auto text = arguments.value(name);
    if (!text)
        return std::nullopt;
    double value = 0;
    const char *end = text->data() + text->size();
    const auto [stop, error] = std::from_chars(text->data(), end, value);
    if (error != std::errc() || stop != end)
        throw UsageError(std::string(name) + " takes a number, such as 25 or 2.5, not \"" + *text + "\"");
    return value;
}

std::optional<uint64_t> parseWhole(Arguments &arguments, const char *name, const char *what)
{
    const auto text = arguments.value(name);
    if (!text)
        return std::nullopt;
    uint64_t value = 0;
    if (!parseUnsigned(*text, value))
        throw UsageError(std::string(name) + " takes " + what + ", not \"" + *text + "\"");
    return value;
}

AnimationRequest requestFromArguments(Arguments &arguments, bool &quiet)
{
    AnimationRequest request;
    const auto movesPerFrame = parseWhole(arguments, "--moves-per-frame", "a whole number of moves from 1");
    const auto duration = parseNumber(arguments, "--duration");
    if (movesPerFrame && duration)
        throw UsageError("give --moves-per-frame or --duration, not both: either sets how fast the run goes");
    if (movesPerFrame && *movesPerFrame == 0)
        throw UsageError("--moves-per-frame takes a whole number of moves from 1, not 0");
    request.movesPerFrame = movesPerFrame.value_or(0);
    request.duration = duration.value_or(request.duration);
    request.fps = parseNumber(arguments, "--fps").value_or(request.fps);
    request.hold = parseNumber(arguments, "--hold").value_or(request.hold);
    if (const auto scale = parseWhole(arguments, "--scale", "1 to 64 pixels a unit")) {
        if (*scale < 1 || *scale > 64)
            throw UsageError("--scale takes 1 to 64 pixels a unit, not " + std::to_string(*scale));
        request.scale = int(*scale);
    }
    if (const auto loops = parseWhole(arguments, "--loops", "a whole number of plays, 0 for ever")) {
        if (*loops > 65535)
            throw UsageError("--loops takes 0 (for ever) to 65535 plays, not " + std::to_string(*loops));
        request.loops = int(*loops);
    }
    const std::string colours = arguments.value("--colours").value_or("stepping");
    if (colours != "stepping" && colours != "plain")
        throw UsageError("--colours takes stepping or plain, not \"" + colours + "\"");
    request.plain = colours == "plain";
    request.from = parseWhole(arguments, "--from", "a whole number of moves").value_or(0);
    request.to = parseWhole(arguments, "--to", "a whole number of moves").value_or(UINT64_MAX);
    if (const auto size = arguments.value("--max-size")) {
        const auto bytes = parseByteSize(*size);
        if (!bytes)
            throw UsageError("--max-size takes a size such as 50M or 2G, not \"" + *size + "\"");
        request.maxBytes = *bytes;
    }
    quiet = arguments.flag("--quiet");
    return request;
}

} // namespace

int runAnimate(Arguments &arguments, std::ostream &out)
{
    std::vector<NamedFile> inputs;
    const MazeSpec spec = specFromArguments(arguments, &inputs);
    const auto path = arguments.pathValue("--out");
    if (!path)
        throw UsageError("--out FILE is required: FILE.gif, FILE.webm or FILE.mp4");
    bool quiet = false;
    const AnimationRequest request = requestFromArguments(arguments, quiet);
    const uint64_t budget = memoryBudget(arguments);
    arguments.expectNoMore();
    refuseOutputsOverInputs(inputs, {{*path, "--out"}});
    AnimationFormat format = AnimationFormat::Gif;
    try {
        format = animationFormatOf(*path);
    } catch (const std::invalid_argument &error) {
        throw UsageError(error.what());
    }
    AnimationPlan plan;
    // What the options and the frames' size refuse, before the run is made.
    const auto planned = [&](const std::function<void()> &part) {
        try {
            part();
        } catch (const AnimationTooLarge &error) {
            throw std::runtime_error(error.what());
        } catch (const std::invalid_argument &error) {
            throw UsageError(error.what());
        }
    };
    planned([&] { plan = planFrames(request, format, spec.rows, spec.cols); });
    // The run is made twice, one after the other: to count its moves, then beside the frames.
    requireMemory(estimatedMazePeakBytes(spec.rows, spec.cols) + plan.estimatedMemoryBytes, budget, "this animation",
        "use a smaller --scale or size");
    const uint64_t total = countMoves(spec);
    planned([&] { planMoves(plan, request, total, spec.rows, spec.cols); });
    // A dead ffmpeg is a failed write, not the end of the program.
    std::signal(SIGPIPE, SIG_IGN);
    catchStopSignals(requestStop);

    AtomicFileWriter file;
    std::string error;
    if (!file.open(*path, error))
        throw std::runtime_error(error);
    // ffmpeg's output is written from a thread of the encoder's: only a GIF's
    // stream may be asked mid-way whether a write failed.
    const bool gif = format == AnimationFormat::Gif;
    const std::unique_ptr<AnimationSink> sink = makeAnimationSink(plan, request.plain, file.stream(), request.loops);
    const bool showProgress = !quiet && isatty(STDERR_FILENO);
    const bool rendered
        = renderAnimation(makeGenerator(spec), plan, request.plain, *sink, [&](uint64_t done, uint64_t frames) {
              if (showProgress && (done % 64 == 0 || done == frames))
                  std::cerr << "\rframe " << done << " of " << frames << std::flush;
              return !(gif && file.failed()) && stopSignal == 0;
          });
    if (showProgress)
        std::cerr << "\n";
    if (const int signal = stopSignal) {
        std::cerr << "mazestudy-cli animate: " << stoppedBy(signal) << "; no file written\n";
        return 128 + signal;
    }
    if (!rendered && !(gif && file.failed()))
        throw std::runtime_error("the animation stopped early; " + *path + " was not written");
    if (!file.commit(error))
        throw std::runtime_error(error);
    restoreStopSignals();
    struct stat written { };
    const uint64_t bytes = ::stat(path->c_str(), &written) == 0 ? uint64_t(written.st_size) : 0;
    out << *path << ": " << plan.frames << " frames of " << plan.width << " x " << plan.height << " pixels, "
        << plan.movesPerFrame << (plan.movesPerFrame == 1 ? " move" : " moves") << " a frame (moves " << plan.first
        << " to " << plan.last << " of " << total << "), " << formatBytes(bytes) << " (estimated "
        << formatBytes(plan.estimatedBytes) << ")\n";
    return 0;
}

} // namespace mazestudy::cli
