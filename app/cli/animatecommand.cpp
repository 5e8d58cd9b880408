#include "animation.h"
#include "commands.h"
#include "generatorcatalog.h"
#include "memorybudget.h"
#include "options.h"
#include "solvercatalog.h"
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

// What is animated: a generator's run, several side by side (--generators),
// or a solver's on a maze file (--solver), with each run's moves counted.
struct AnimationSource {
    std::vector<MazeSpec> specs;
    std::unique_ptr<Solver> solver;
    std::string solverName;
    bool showPath = true;
    int rows = 0;
    int cols = 0;
    std::vector<NamedFile> inputs;
};

// --pace, for several runs only; --from and --to, for one only.
void parsePace(Arguments &arguments, AnimationRequest &request, bool several)
{
    const auto pace = arguments.value("--pace");
    if (!several) {
        if (pace)
            throw UsageError("--pace goes with --generators: it is how several runs keep pace");
        return;
    }
    if (request.from > 0 || request.to != UINT64_MAX)
        throw UsageError("--from and --to choose the moves of one run; several runs side by side are shown whole");
    if (pace && *pace != "share" && *pace != "moves")
        throw UsageError("--pace takes share or moves, not \"" + *pace + "\"");
    request.pace = pace && *pace == "moves" ? AnimationPace::Moves : AnimationPace::Share;
}

AnimationSource sourceFromArguments(Arguments &arguments, uint64_t budget, AnimationRequest &request)
{
    AnimationSource source;
    if (const auto solverId = arguments.value("--solver")) {
        if (request.plain)
            throw UsageError("--colours plain draws wall and floor only: a solver's animation needs its colours");
        // The maze is FILE's: what would make one is a mistake, not a file name.
        for (const char *option : {"--generator", "--generators", "--size", "--option", "--braid", "--mask"}) {
            if (arguments.value(option))
                throw UsageError(std::string("--solver animates the solve of the maze in FILE; ") + option
                    + " belongs to a generator's animation (make the maze with generate first)");
        }
        parsePace(arguments, request, false);
        SolveRequest solve;
        source.solver = prepareSolver(*solverId, arguments, solve, false, budget);
        source.inputs.push_back({solve.file, "the maze"});
        source.solverName = solve.info->name;
        source.showPath = !solve.info->constantMemory;
        source.rows = source.solver->grid().rows();
        source.cols = source.solver->grid().cols();
        return source;
    }
    if (const auto generators = arguments.value("--generators")) {
        if (arguments.value("--generator"))
            throw UsageError("give --generator for one run or --generators for several side by side, not both");
        parsePace(arguments, request, true);
        const auto size = arguments.value("--size");
        const auto seed = arguments.value("--seed");
        MazeSpec shared;
        const MaskArgument mask = parseMask(arguments, &source.inputs);
        if (!(size || mask) || !seed)
            throw UsageError("--size and --seed are required, for example --size 41x41 --seed 1");
        sizeOrMaskSize(size, mask, shared.rows, shared.cols);
        try {
            shared.mask
                = maskForMaze(mask.forMaze(shared.rows, shared.cols), shared.rows, shared.cols); // once for every tile
        } catch (const std::invalid_argument &error) {
            throw UsageError(error.what());
        }
        shared.seed = parseSeed(*seed);
        shared.braid = parseBraid(arguments);
        for (const std::string &id : generatorIds(*generators, shared.mask != nullptr)) {
            MazeSpec spec = shared;
            spec.generator = id;
            source.specs.push_back(spec);
        }
        const auto options = parseOptions(arguments);
        applyOptions(options, source.specs);
        for (NamedFile &input : optionInputs(options))
            source.inputs.push_back(std::move(input));
        for (MazeSpec &spec : source.specs) {
            try {
                validateSpec(spec);
            } catch (const std::invalid_argument &error) {
                throw UsageError(error.what());
            }
        }
    } else {
        parsePace(arguments, request, false);
        source.specs.push_back(specFromArguments(arguments, &source.inputs));
    }
    source.rows = source.specs.front().rows;
    source.cols = source.specs.front().cols;
    arguments.expectNoMore();
    return source;
}

// The runs' tiles, and their moves in `totals`.
std::vector<AnimationTile> tilesOf(AnimationSource &source, bool plain, std::vector<uint64_t> &totals)
{
    std::vector<AnimationTile> tiles;
    if (source.solver) {
        totals.push_back(countSteps(*source.solver));
        tiles.push_back({solverRun(std::move(source.solver), source.showPath), source.solverName});
        return tiles;
    }
    for (const MazeSpec &spec : source.specs) {
        totals.push_back(countMoves(spec));
        tiles.push_back({generatorRun(makeGenerator(spec), plain), findGenerator(spec.generator)->name});
    }
    return tiles;
}

} // namespace

int runAnimate(Arguments &arguments, std::ostream &out)
{
    const auto path = arguments.pathValue("--out");
    if (!path)
        throw UsageError("--out FILE is required: FILE.gif, FILE.webm or FILE.mp4");
    bool quiet = false;
    AnimationRequest request = requestFromArguments(arguments, quiet);
    const uint64_t budget = memoryBudget(arguments);
    AnimationSource source = sourceFromArguments(arguments, budget, request);
    refuseOutputsOverInputs(source.inputs, {{*path, "--out"}});
    AnimationFormat format = AnimationFormat::Gif;
    try {
        format = animationFormatOf(*path);
    } catch (const std::invalid_argument &error) {
        throw UsageError(error.what());
    }
    AnimationPlan plan;
    // What the options and the frames' size refuse, before a run is made.
    const auto planned = [&](const std::function<void()> &part) {
        try {
            part();
        } catch (const AnimationTooLarge &error) {
            throw std::runtime_error(error.what());
        } catch (const std::invalid_argument &error) {
            throw UsageError(error.what());
        }
    };
    const int tileCount = int(std::max<size_t>(1, source.specs.size()));
    planned([&] { plan = planFrames(request, format, source.rows, source.cols, tileCount); });
    // Each run is made twice, one after the other: to count its moves, then beside the frames.
    requireMemory(estimatedMazePeakBytes(source.rows, source.cols) * uint64_t(tileCount) + plan.estimatedMemoryBytes,
        budget, "this animation", "use a smaller --scale or size, or fewer generators");
    std::vector<uint64_t> totals;
    std::vector<AnimationTile> tiles = tilesOf(source, request.plain, totals);
    planned([&] { planMoves(plan, request, totals, source.rows, source.cols); });
    // A dead ffmpeg is a failed write, not the end of the program.
    std::signal(SIGPIPE, SIG_IGN);
    catchStopSignals(requestStop);

    const bool showProgress = !quiet && isatty(STDERR_FILENO);
    std::string error;
    const AnimationOutcome outcome = writeAnimation(
        *path, std::move(tiles), plan, request.plain, request.loops,
        [&](uint64_t done, uint64_t frames) {
            if (showProgress && (done % 64 == 0 || done == frames))
                std::cerr << "\rframe " << done << " of " << frames << std::flush;
            return stopSignal == 0;
        },
        error);
    if (showProgress)
        std::cerr << "\n";
    if (const int signal = stopSignal) {
        std::cerr << "mazestudy-cli animate: " << stoppedBy(signal) << "; no file written\n";
        return 128 + signal;
    }
    if (outcome != AnimationOutcome::Written)
        throw std::runtime_error(error);
    restoreStopSignals();
    struct stat written { };
    const uint64_t bytes = ::stat(path->c_str(), &written) == 0 ? uint64_t(written.st_size) : 0;
    const char *unit = source.specs.empty() ? " step" : " move";
    out << *path << ": " << plan.frames << " frames of " << plan.width << " x " << plan.height << " pixels, "
        << plan.movesPerFrame << unit << (plan.movesPerFrame == 1 ? "" : "s") << " a frame";
    if (plan.tiles == 1)
        out << " (" << unit + 1 << "s " << plan.first << " to " << plan.last << " of " << totals.front() << ")";
    else
        out << " of the longest run (" << plan.last
            << (plan.pace == AnimationPace::Share ? ", each run paced to it)" : ")");
    out << ", " << formatBytes(bytes) << " (estimated " << formatBytes(plan.estimatedBytes) << ")\n";
    return 0;
}

} // namespace mazestudy::cli
