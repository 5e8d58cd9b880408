#include "labcatalog.h"

#include "generatorcatalog.h"
#include "javalab.h"
#include "labgenerator.h"
#include "labinfo.h"
#include "labrunner.h"
#include "labscriptrun.h"
#include "labscripts.h"
#include "options.h"

#include <QByteArray>

#include <atomic>
#include <map>
#include <mutex>
#include <stdexcept>

using namespace mazestudy;

namespace {

int timeLimitSeconds(const MazeSpec &spec)
{
    return OptionReader(spec).integer("time-limit", 5, 1, 600);
}

LabScript scriptOf(const MazeSpec &spec)
{
    const std::string &digest = spec.options.at("script");
    if (auto script = LabScripts::script(digest))
        return *std::move(script);
    throw std::invalid_argument("script: no script with digest " + digest
        + " is loaded; give the file as --option script=FILE.js or script=studentcode.java");
}

// script=FILE.js as typed becomes the file's digest.
void prepare(MazeSpec &spec)
{
    const auto found = spec.options.find("script");
    if (found == spec.options.end() || found->second.empty() || LabScripts::isDigest(found->second))
        return;
    found->second = LabScripts::addFile(QString::fromStdString(found->second));
}

// A spec read from a .maze file names a script this process may never have
// seen: its maze is in the file, so only making it again needs the script.
void check(const MazeSpec &spec)
{
    const auto found = spec.options.find("script");
    if (found == spec.options.end() || found->second.empty())
        throw std::invalid_argument("the lab runs your own script: give it as --option script=FILE.js (a digout(y, "
                                    "x) in JavaScript) or script=studentcode.java (the mazedfs assignment's)");
    if (!LabScripts::isDigest(found->second))
        throw std::invalid_argument(
            "script: \"" + found->second + "\" is neither a .js or .java file nor a script's digest");
    timeLimitSeconds(spec);
}

// The runs of the specs that generators hold now: a pane's stepping makes
// its own generator of the pane's spec, and must replay the run the pane
// showed, not a second run that a time limit may have ended elsewhere.
std::atomic<bool> walksWanted = false;

std::shared_ptr<LabRun> sharedRun(const MazeSpec &spec)
{
    static std::mutex mutex;
    static std::map<std::string, std::weak_ptr<LabRun>> runs;
    std::string key = std::to_string(spec.rows) + "x" + std::to_string(spec.cols) + " " + std::to_string(spec.seed);
    for (const auto &[option, value] : spec.options)
        key += " " + option + "=" + value;
    const std::lock_guard<std::mutex> lock(mutex);
    for (auto it = runs.begin(); it != runs.end();)
        it = it->second.expired() ? runs.erase(it) : std::next(it);
    if (auto run = runs[key].lock())
        return run;
    const LabScript script = scriptOf(spec);
    const int timeLimitMs = timeLimitSeconds(spec) * 1000;
    auto run = std::make_shared<LabRun>([script, spec, timeLimitMs, walks = walksWanted.load()] {
        return script.language == LabLanguage::Java ? runJavaLab(script, spec, timeLimitMs, walks)
                                                    : runLabScript(script.main.text, spec, timeLimitMs, walks);
    });
    runs[key] = run;
    return run;
}

std::unique_ptr<Generator> make(MazeSpec spec)
{
    auto run = sharedRun(spec);
    return std::make_unique<LabGenerator>(std::move(spec), std::move(run));
}

} // namespace

void registerLabGenerator()
{
    if (!qEnvironmentVariableIsSet("QV4_MAX_CALL_DEPTH"))
        qputenv("QV4_MAX_CALL_DEPTH", QByteArray::number(LabMaxCallDepth));
    GeneratorInfo info = labGeneratorInfo();
    info.make = make;
    info.checkOptions = check;
    info.prepareOptions = prepare;
    registerGenerator(std::move(info));
}

void setLabWalks(bool walks)
{
    walksWanted = walks;
}
