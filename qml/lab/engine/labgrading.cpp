#include "labgrading.h"

#include "generatorcatalog.h"
#include "javalab.h"
#include "labgenerator.h"
#include "labrunner.h"
#include "labscripts.h"
#include "mazemetrics.h"

#include <functional>

using namespace mazestudy;

void LabTally::add(uint64_t seed, const Verdict &verdict)
{
    ++tried;
    if (verdict.pass)
        ++passed;
    else if (firstFailure.empty())
        firstFailure = "seed " + std::to_string(seed) + ": " + verdict.why;
}

namespace {

MazeSpec specOf(const LabGradeSettings &settings, const std::string &generator, uint64_t seed)
{
    MazeSpec spec;
    spec.generator = generator;
    spec.rows = settings.rows;
    spec.cols = settings.cols;
    spec.seed = seed;
    return spec;
}

} // namespace

LabBaseline permutationBaseline(const LabGradeSettings &settings)
{
    LabBaseline mean;
    for (int i = 0; i < settings.runs; ++i) {
        auto generator = makeGenerator(specOf(settings, "permutation-dfs", settings.seed + uint64_t(i)));
        generator->run();
        const MazeMetrics metrics = measureGenerator(*generator);
        mean.deadEndShare += metrics.deadEndCellShare / settings.runs;
        mean.horizontalShare += metrics.horizontalStepShare.value_or(0) / settings.runs;
    }
    return mean;
}

namespace {

Verdict walkVerdict(const ScriptWalk &walk, const char *name, const std::function<Verdict()> &check)
{
    if (!walk.written)
        return {false, std::string("there is no ") + name + "() of the student's"};
    if (!walk.ran)
        return {false, name + std::string("() was never called: does the code override setup()?")};
    if (!walk.problem.empty())
        return {false, name + std::string("() stopped: ") + walk.problem};
    return check();
}

} // namespace

LabGrade gradeLabScript(const std::string &digest, const LabGradeSettings &settings)
{
    LabGrade grade;
    const LabScript script = *LabScripts::script(digest);
    grade.java = script.language == LabLanguage::Java;
    for (int i = 0; i < settings.runs; ++i) {
        const uint64_t seed = settings.seed + uint64_t(i);
        MazeSpec spec = specOf(settings, "lab", seed);
        spec.options = {{"script", digest}, {"time-limit", std::to_string(settings.timeLimit)}};
        const auto recording = grade.java ? runJavaLab(script, spec, settings.timeLimit * 1000, true)
                                          : runLabScript(script.main.text, spec, settings.timeLimit * 1000, true);
        if (!recording->compiled) {
            grade.compiles = false;
            grade.compileProblem = recording->problem;
            return grade;
        }
        LabGenerator generator(spec, std::make_shared<LabRun>([recording] { return recording; }));
        generator.run();
        const Grid &maze = generator.grid();
        const MazeMetrics metrics = measureGenerator(generator);
        const size_t undug = undugCells(maze);
        grade.undugCells += undug;
        grade.deadEndShare += metrics.deadEndCellShare / settings.runs;
        grade.horizontalShare += metrics.horizontalStepShare.value_or(0) / settings.runs;
        Verdict perfect {true, {}};
        if (!recording->problem.empty())
            perfect = {false, "digout stopped: " + recording->problem};
        else if (undug > 0 || metrics.loops > 0 || metrics.components > 1)
            perfect = {false,
                "not a perfect maze: " + std::to_string(undug) + " cell(s) undug, " + std::to_string(metrics.loops)
                    + " loop(s), " + std::to_string(metrics.components) + " part(s) of floor"};
        grade.digout.add(seed, perfect);
        // The assignment's setup digs the exit once digout has dug its start.
        const bool exitDug = recording->finalValues[maze.index(settings.rows - 2, settings.cols - 2)] != 0;
        grade.exit.add(seed,
            {exitDug,
                exitDug ? std::string()
                        : "digout left its start (" + std::to_string(settings.rows - 2) + ", "
                        + std::to_string(settings.cols - 2) + ") wall, so no exit is dug"});
        if (recording->problem.empty()) {
            grade.solve.add(
                seed, walkVerdict(recording->solve, "solve", [&] { return checkSolve(maze, recording->solve.dots); }));
            grade.trace.add(
                seed, walkVerdict(recording->trace, "trace", [&] { return checkTrace(maze, recording->trace.dots); }));
        }
    }
    return grade;
}
