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
    if (verdict.pass) {
        ++passed;
    } else if (firstFailure.empty()) {
        firstFailure = "seed " + std::to_string(seed) + ": " + verdict.why;
        firstFailureSeed = seed;
        firstVerdict = verdict;
    }
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
        return Verdict::failed(Fault::NotWritten, {}, {}, name);
    if (!walk.ran)
        return Verdict::failed(Fault::NotCalled, {}, {}, name);
    if (!walk.problem.empty())
        return Verdict::failed(Fault::Stopped, {}, {}, name, walk.problem);
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
        Verdict perfect = Verdict::passed();
        if (!recording->problem.empty())
            perfect = Verdict::failed(Fault::Stopped, {}, {}, "digout", recording->problem);
        else if (undug > 0 || metrics.loops > 0 || metrics.components > 1)
            perfect = Verdict::failed(Fault::NotPerfect, {}, {undug, metrics.loops, metrics.components});
        grade.digout.add(seed, perfect);
        // The assignment's setup digs the exit once digout has dug its start.
        const Point start {settings.rows - 2, settings.cols - 2};
        grade.exit.add(seed,
            recording->finalValues[maze.index(start.row, start.col)] != 0
                ? Verdict::passed()
                : Verdict::failed(Fault::ExitNotDug, {start}));
        if (recording->problem.empty()) {
            grade.solve.add(
                seed, walkVerdict(recording->solve, "solve", [&] { return checkSolve(maze, recording->solve.dots); }));
            grade.trace.add(
                seed, walkVerdict(recording->trace, "trace", [&] { return checkTrace(maze, recording->trace.dots); }));
        }
    }
    return grade;
}
