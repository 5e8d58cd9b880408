#include "commandline.h"

#include <cstring>
#include <iostream>

namespace mazestudy::cli {

namespace {

struct Verb {
    const char *name;
    const char *summary;
    const char *usage; // printed for --help
};

#define MEMORY_HELP                                                                                                    \
    "  --memory-budget: refuse, before any work, what would need more memory than SIZE (800M, 16G);\n"                 \
    "  by default half of this machine's memory. The message gives the estimate (docs/robustness.md)."

#define BRAID_HELP                                                                                                     \
    "  --braid: after the generator, each dead end in turn opens a wall with probability P (0 to 1), to\n"             \
    "  another dead end where it can: a maze with loops (docs/generators.md, Braid).\n"

#define MASK_HELP                                                                                                      \
    "  --mask: carve only the cells of a mask (docs/user-guide.md, Mazes in any shape): a PNG, dark\n"                 \
    "  pixels outside, or a text file, X outside and . inside, a character or pixel a cell. It is\n"                   \
    "  stretched over a larger --size; without --size a mask of R x C cells makes a (2R+1)x(2C+1) maze.\n"             \
    "  Or a shape by name, drawn over --size's cells: disc, ring, diamond, triangle, heart (./disc is\n"               \
    "  a file). The automaton and Life run inside a mask; binary tree, sidewinder, Eller and recursive\n"              \
    "  division cannot carve one (see generators); a study's or an animation's \"all\" is then every\n"                \
    "  generator that takes masks.\n"

#define MODEL_HELP                                                                                                     \
    "  --unit-mm: a model's unit side in millimetres (default 2); --wall-height: the millimetres of one\n"             \
    "  block level (default 3; a wall is one level, built walls up to 8), on a 1 mm base plate.\n"

const Verb verbs[] = {
    {"generators", "list the generators and their options",
        "mazestudy-cli generators [--format text|json]\n"
        "  Every generator: its id, what it does, the sizes it takes, each option with its values and default."},
    {"generate", "generate one maze: .maze text, NumPy's .npy, a PNG or SVG picture, an STL or OBJ model",
        "mazestudy-cli generate --generator ID --size ROWSxCOLS --seed N [--option KEY=VALUE ...] [--out FILE]\n"
        "                       [--scale K] [--show solution] [--unit-mm MM] [--wall-height MM] [--braid P]\n"
        "                       [--mask FILE|SHAPE] [--memory-budget SIZE]\n"
        "  Writes the maze to FILE (replaced only once complete) or to standard output. FILE's extension\n"
        "  chooses the format: .npy for NumPy (1 = wall, 0 = floor, as mazelib keeps it), .png for a\n"
        "  picture (walls black, floor white), .svg for a vector figure in the palette's colours, .stl\n"
        "  (binary) or .obj for a printable 3D model, else .maze text.\n"
        "  --scale: K x K pixels a unit in a .png or .svg (1 to 64, default 1).\n"
        "  --show solution: draws the shortest start-to-exit path in a .svg.\n" MODEL_HELP BRAID_HELP MASK_HELP
            MEMORY_HELP},
    {"convert", "write a maze file in another format: a .maze with built walls as an STL or OBJ model",
        "mazestudy-cli convert IN OUT [--scale K] [--show solution] [--unit-mm MM] [--wall-height MM]\n"
        "                      [--memory-budget SIZE]\n"
        "  Reads the maze IN (.maze, .npy or .png) and writes it to OUT in the format of OUT's extension,\n"
        "  as generate --out does, with the same options. A .maze's walls built higher in the 3D view\n"
        "  keep their heights in a model.\n" MODEL_HELP MEMORY_HELP},
    {"metrics", "measure one maze: dead ends, cell types, corridors, edge bias, structure",
        "mazestudy-cli metrics FILE.maze|FILE.npy|FILE.png [--format json|text] [--out FILE]\n"
        "       mazestudy-cli metrics --generator ID --size ROWSxCOLS --seed N [--option KEY=VALUE ...]\n"
        "                             [--braid P] [--mask FILE|SHAPE] [--format json|text] [--out FILE]\n"
        "                             [--memory-budget SIZE]\n"
        "  Prints every metric of a .maze, .npy or .png file or of a generated maze; json (the default) is\n"
        "  for programs, text for reading. docs/metrics.md defines each field and its unit.\n" BRAID_HELP MASK_HELP
            MEMORY_HELP},
    {"study", "N mazes per generator from one base seed: a CSV row a maze, aggregates, heat maps",
        "mazestudy-cli study --generators all|ID,ID,... --size ROWSxCOLS --runs N --seed S [--threads T]\n"
        "                    [--option KEY=VALUE ...] [--braid P] [--mask FILE|SHAPE] [--csv FILE] [--json FILE]\n"
        "                    [--heatmap-dir DIR]\n"
        "                    [--csv-layout wide|long] [--charts-dir DIR] [--format json|text]\n"
        "                    [--comparisons-csv FILE] [--solvers all|ID,ID,... [--step-budget N]]\n"
        "                    [--memory-budget SIZE]\n"
        "       mazestudy-cli study ... --shard I/N [--json FILE]\n"
        "       mazestudy-cli study --generators ... --sizes RxC,RxC,... --runs N --seed S [--json FILE]\n"
        "                           [--csv FILE] [--fits-csv FILE] [--charts-dir DIR] [--format json|text]\n"
        "                           [--shard I/N]\n"
        "  all: every generator of `mazestudy-cli generators`. --option goes to each generator of the\n"
        "  study that has it (--option pick=random for growing-tree). Run i of every generator uses seed i\n"
        "  derived from S (docs/metrics.md, Studies); results do not depend on --threads (default: every core).\n"
        "  --csv: one row a maze (--csv-layout long: one row a maze and metric, for pandas and R);\n"
        "  --json: the aggregates and every pair of generators compared (else printed; --format text prints\n"
        "  instead the differences in words, large and significant ones first); --heatmap-dir: GENERATOR.png\n"
        "  and GENERATOR.csv, each unit's share of mazes with floor there. --comparisons-csv: every pair of\n"
        "  generators compared for every metric, a row each. --charts-dir: the window's charts\n"
        "  of the study (PNG, SVG, CSV, JSON) and heat maps, no display needed.\n"
        "  --solvers: each solver of `mazestudy-cli solvers` (all: every one) also solves every maze from\n"
        "  its start to its exit, measured as four more metrics a solver (ID.steps, ID.units_visited,\n"
        "  ID.memory_bytes, ID.success), compared and charted as the others (--format text: a table of\n"
        "  them first); a run that spends --step-budget steps (default 100000000) fails. Mazes whose exit\n"
        "  cannot be reached leave them empty (docs/solvers.md).\n"
        "  Files are written only once the study is complete; Ctrl-C leaves none.\n"
        "  --shard I/N: shard I (1 to N) of N: the runs [(I-1)R/N, IR/N) of the R of --runs. Writes a partial\n"
        "  result to --json FILE (else prints it) for `mazestudy-cli merge`, and no other file.\n"
        "  --sizes: the same study at each size, then how each metric's mean grows with the side, a power\n"
        "  law fitted on logarithms with the exponent's 95% CI (JSON: means and fits; text: the fits;\n"
        "  --charts-dir: growth-METRIC.png and .svg, the means against the side on log axes).\n"
        "  --csv: a row a generator, size and metric (mean, CI, count); --fits-csv: a row a fit.\n"
        "  A sweep shards as a study does, the same runs at every size; merge makes the sweep again.\n" BRAID_HELP
            MASK_HELP MEMORY_HELP},
    {"merge", "combine the partials of a sharded study into the whole study's outputs",
        "mazestudy-cli merge PARTIAL... [--json FILE] [--csv FILE] [--csv-layout wide|long]\n"
        "                    [--heatmap-dir DIR] [--charts-dir DIR] [--format json|text] [--comparisons-csv FILE]\n"
        "                    [--fits-csv FILE] [--memory-budget SIZE]\n"
        "  Reads the partials that `mazestudy-cli study --shard I/N` wrote, in any order, and writes exactly\n"
        "  what the study without --shard writes with these options (a sweep's: --json, --csv, --fits-csv,\n"
        "  --format). Refuses (exit 1, no file written) partials of different studies, overlapping or\n"
        "  missing shards, and a file that is not a whole partial;\n"
        "  an output that is one of the partials is refused (exit 2) before any is read.\n" MEMORY_HELP},
    {"lab", "grade the mazedfs assignment, file by file: digout, solve and trace, over N seeds",
        "mazestudy-cli lab check FILE... [--size ROWSxCOLS] [--runs N] [--seed S] [--time-limit SECONDS]\n"
        "                        [--format text|json|csv] [--csv FILE] [--json FILE]\n"
        "  Each FILE is a studentcode.java (the .java files beside it compile with it) or a .js digout,\n"
        "  run on N mazes (default 20) of ROWSxCOLS (default 41x51, mazedfs's) with seeds S (default 1),\n"
        "  S+1, ...: it compiles; its digout makes a perfect maze (every cell dug, one part, no loop) with\n"
        "  the exit dug; Java's solve() walks the dot from (1, 1) to the exit one unit at a time on floor,\n"
        "  and its trace() marks exactly a shortest path; its dead ends and horizontal passages beside the\n"
        "  permutation DFS's on the same seeds. A row a file as text, CSV (--csv, a class's grades) or\n"
        "  JSON. Exit status 0 when every file passes every check, 1 when any fails.\n"},
    {"replay", "the state after K moves of a generator, or K steps of a solver: grid, stack, narration",
        "mazestudy-cli replay --generator ID --size ROWSxCOLS --seed N [--option KEY=VALUE ...] --at K\n"
        "                     [--braid P] [--mask FILE|SHAPE] [--format text|json] [--memory-budget SIZE]\n"
        "mazestudy-cli replay --solver ID FILE --at K [--seed N] [--step-budget K] [--format text|json]\n"
        "                     [--memory-budget SIZE]\n"
        "  Replays K moves (0 to the run's total) and prints the grid with the stepping marks, the last\n"
        "  move's narration and the call stack, deepest first. text (the default) is for reading and\n"
        "  handouts; json adds the plain grid, the last move and every frame's fields, for programs.\n"
        "  With --solver: K steps (0 to the solve's total) of that solver on the maze in FILE, as solve\n"
        "  runs it: the maze with what the solver knows of each unit (o visited, * on its way, + waiting,\n"
        "  x ruled out, @ the walker), the walker's heading, what else it keeps and the step's narration.\n" BRAID_HELP
            MASK_HELP MEMORY_HELP},
    {"animate", "a generator's run, several side by side, or a solve as an animated GIF, WebM or MP4 video",
        "mazestudy-cli animate --generator ID --size ROWSxCOLS --seed N [--option KEY=VALUE ...] [--braid P]\n"
        "                      [--mask FILE|SHAPE]\n"
        "                      --out FILE.gif|FILE.webm|FILE.mp4 [--moves-per-frame K | --duration SECONDS]\n"
        "                      [--fps F] [--scale K] [--hold SECONDS] [--loops N] [--colours stepping|plain]\n"
        "                      [--from MOVE] [--to MOVE] [--max-size SIZE] [--quiet] [--memory-budget SIZE]\n"
        "       mazestudy-cli animate --generators all|ID,ID,... --size ROWSxCOLS --seed N [--pace share|moves]\n"
        "                      --out FILE ... (the options above but --from and --to)\n"
        "       mazestudy-cli animate --solver ID FILE [--seed N] [--step-budget K] --out FILE ...\n"
        "  Draws the run frame by frame as a pane shows it (the call stack, the current unit, a walk, an\n"
        "  automaton's new walls) or --colours plain (black walls, white floor, as generate's .png), and\n"
        "  writes FILE whole or not at all. A GIF keeps only what changed from frame to frame; .webm and\n"
        "  .mp4 are encoded by ffmpeg, which must be installed.\n"
        "  --generators: each generator's run in a tile of its own under its name, on one size and seed\n"
        "  (--option goes to those that have it); --pace share (the default): every frame shows each run\n"
        "  the same share of the way through its moves, so all finish together; moves: the same number of\n"
        "  moves, a run that ends sooner waiting. --moves-per-frame then counts the longest run's moves.\n"
        "  --solver: the solver of `mazestudy-cli solvers` solving the maze FILE (.maze, .npy or .png)\n"
        "  from its start to its exit as solve runs it, in the Solve game's colours; K steps a frame.\n"
        "  --moves-per-frame: moves between frames; else --duration: seconds from first to last frame\n"
        "  (default 10). --fps: frames a second (default 25; a GIF at most 50, as delays of whole 1/100 s).\n"
        "  --scale: pixels a unit (1 to 64; default: the longer side near 640 pixels). --hold: seconds the\n"
        "  finished maze stays (default 2). --loops: a GIF's plays, 0 for ever (the default).\n"
        "  --from, --to: the moves shown. The frames and the file's size are estimated first; past\n"
        "  100000 frames, 16 megapixels a frame or --max-size (default 500M) the animation is refused\n"
        "  with the estimate and how to reduce it.\n" BRAID_HELP MASK_HELP MEMORY_HELP},
    {"solvers", "list the solvers and what each promises",
        "mazestudy-cli solvers [--format text|json]\n"
        "  Every solver: its id, what it does, whether it finds a path, the shortest, with how much memory\n"
        "  and in mazes with loops, and where it is described (docs/solvers.md)."},
    {"solve", "solve one maze with a solver: its path, steps, units visited and memory",
        "mazestudy-cli solve --solver ID FILE.maze|FILE.npy|FILE.png [--seed N] [--step-budget K]\n"
        "                    [--format text|json] [--memory-budget SIZE]\n"
        "  Runs the solver from the maze's start to its exit and prints whether it reached the exit, its\n"
        "  steps, the distinct units it visited, the bytes its state kept and its path (text, the default,\n"
        "  or json). --seed: the draws of random-mouse and dfs-random (default 1). --step-budget: the\n"
        "  steps it may take (default 1000000000); a solver that has not reached the exit then stops,\n"
        "  failed, and says so (exit status 0: the solve has answered). docs/solvers.md counts each\n"
        "  solver's steps.\n" MEMORY_HELP},
};

void printUsage(std::ostream &out)
{
    out << "usage: mazestudy-cli VERB [ARGUMENTS]   (mazestudy-cli VERB --help for a verb's arguments)\n"
           "       mazestudy-cli --version\n\nverbs:\n";
    for (const Verb &verb : verbs)
        out << "  " << verb.name << std::string(12 - std::strlen(verb.name), ' ') << verb.summary << "\n";
}

int run(const std::string &verb, VerbRunner runner, Arguments &arguments)
{
    try {
        const int status = runner(arguments, std::cout);
        std::cout.flush();
        if (!std::cout) {
            std::cerr << "mazestudy-cli " << verb << ": cannot write standard output\n";
            return 1;
        }
        return status;
    } catch (const UsageError &error) {
        std::cerr << "mazestudy-cli " << verb << ": " << error.what() << "\n";
        return 2;
    } catch (const std::exception &error) {
        std::cerr << "mazestudy-cli " << verb << ": " << error.what() << "\n";
        return 1;
    }
}

} // namespace

VerbRunner engineVerbRunner(const std::string &verb)
{
    if (verb == "generators")
        return runGenerators;
    if (verb == "generate")
        return runGenerate;
    if (verb == "convert")
        return runConvert;
    if (verb == "metrics")
        return runMetrics;
    if (verb == "replay")
        return runReplay;
    if (verb == "animate")
        return runAnimate;
    if (verb == "solvers")
        return runSolvers;
    if (verb == "solve")
        return runSolve;
    return nullptr;
}

int runCommandLine(int argc, char **argv, const Program &program)
{
    std::ios::sync_with_stdio(false);
    if (argc < 2) {
        printUsage(std::cerr);
        return 2;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        printUsage(std::cout);
        return 0;
    }
    if (name == "--version") {
        std::cout << "mazestudy-cli " MAZESTUDY_VERSION "\n";
        return 0;
    }
    for (const Verb &verb : verbs) {
        if (name != verb.name)
            continue;
        Arguments arguments(std::vector<std::string>(argv + 2, argv + argc));
        if (arguments.flag("--help") || arguments.flag("-h")) {
            std::cout << "usage: " << verb.usage << "\n";
            return 0;
        }
        const VerbRunner runner = program.runnerOf(name);
        if (!runner)
            return program.handOver(name, argv);
        const std::shared_ptr<void> started = program.start ? program.start(argc, argv) : nullptr;
        try {
            return run(name, runner, arguments);
        } catch (const HandOver &) {
            return program.handOver(name, argv);
        }
    }
    std::cerr << "mazestudy-cli: unknown verb \"" << name << "\"\n";
    printUsage(std::cerr);
    return 2;
}

} // namespace mazestudy::cli
