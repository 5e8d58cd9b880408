#include "labscriptrun.h"

#include "cappedtext.h"
#include "labrecorder.h"
#include "memorybudget.h"

#include <QCoreApplication>
#include <QFile>
#include <QJSEngine>
#include <QMutex>
#include <QRegularExpression>
#include <QThread>
#include <QWaitCondition>

#include <initializer_list>
#include <new>
#include <tuple>
#include <utility>

using mazestudy::LabRecording;
using mazestudy::ScriptWalk;

namespace {

const QString ScriptFile = QStringLiteral("script.js");
// The watchdog's thread needs little (the script's own thread is the
// helper's main thread, with LabStackBytes).
constexpr uint WatchdogStackBytes = 1u << 20;
// How long an interrupted script has to stop before the helper gives up on it.
constexpr int AbandonAfterMs = 3000;
// How often the process's memory is looked at while a script runs.
constexpr qint64 MemoryCheckMs = 10;

QString resource(const QString &name)
{
    QFile file(QStringLiteral(":/lab/") + name);
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}

// The line in the user's script where an error happened: a syntax error
// names it; a run-time error's stack has the script's frames among the lab's.
int scriptLine(const QJSValue &error, const QStringList &trace)
{
    static const QRegularExpression frame(QStringLiteral("file:script\\.js:(\\d+)"));
    const QRegularExpressionMatch match = frame.match(error.property(QStringLiteral("stack")).toString());
    if (match.hasMatch())
        return match.captured(1).toInt();
    for (const QString &entry : trace) {
        // function:line:column:file
        const QStringList parts = entry.split(QLatin1Char(':'));
        if (parts.size() >= 4 && parts.last() == ScriptFile)
            return parts[1].toInt();
    }
    if (error.property(QStringLiteral("fileName")).toString().endsWith(ScriptFile))
        return error.property(QStringLiteral("lineNumber")).toInt();
    return 0;
}

// The line of the first word `import` in the script, anywhere, or 0. Qt's
// engine would load a module from a file (and can hang reading one), so a
// lab script may not import: everything a digout needs, the lab defines. The
// word is refused in comments and strings too: a scanner that skipped them
// would need JavaScript's whole grammar (a regular expression can look like
// a comment's start) to be sure, and the word is easy to rephrase.
int importLine(const QString &source)
{
    static const QRegularExpression word(QStringLiteral("(?<![\\w$])import(?![\\w$])"));
    const QRegularExpressionMatch match = word.match(source);
    return match.hasMatch() ? int(source.left(match.capturedStart()).count(QLatin1Char('\n'))) + 1 : 0;
}

// Why a running script was interrupted.
enum class Stop { None, Time, Memory };

// Watches a running engine from another thread: past the time limit or the
// memory budget it interrupts, which QJSEngine allows from any thread.
class Watchdog {
public:
    void attach(QJSEngine *engine)
    {
        QMutexLocker lock(&m_mutex);
        m_engine = engine;
        if (m_engine && m_why != Stop::None)
            m_engine->setInterrupted(true);
    }
    // The first reason stays: a script stopped for memory is not then timed out.
    void interrupt(Stop why, uint64_t resident = 0)
    {
        QMutexLocker lock(&m_mutex);
        if (m_why == Stop::None) {
            m_why = why;
            m_resident = resident;
        }
        if (m_engine)
            m_engine->setInterrupted(true);
    }
    bool interrupted() { return why() != Stop::None; }
    Stop why()
    {
        QMutexLocker lock(&m_mutex);
        return m_why;
    }
    // The process's resident memory when the budget stopped the script.
    uint64_t resident()
    {
        QMutexLocker lock(&m_mutex);
        return m_resident;
    }

private:
    QMutex m_mutex;
    QJSEngine *m_engine = nullptr;
    Stop m_why = Stop::None;
    uint64_t m_resident = 0;
};

QString reachedText(uint64_t resident)
{
    return QStringLiteral("it reached %1, over").arg(QString::fromStdString(mazestudy::formatBytes(resident)));
}

class ScriptRun {
public:
    ScriptRun(QString source, mazestudy::MazeSpec spec, int timeLimitMs, LabBudget budget, bool games)
        : m_source(std::move(source))
        , m_spec(std::move(spec))
        , m_timeLimitMs(timeLimitMs)
        , m_budget(budget)
        , m_games(games)
    {
    }

    Watchdog watchdog;
    LabRecording recording;

    void run()
    {
        QJSEngine engine;
        // No QML, files, network or processes: only the ECMAScript built-ins,
        // console for printing, and what setup.js defines.
        engine.installExtensions(QJSEngine::ConsoleExtension);
        const uint64_t units = uint64_t(m_spec.rows) * uint64_t(m_spec.cols);
        // The window's runs (games) record lines, for the editor to mark while stepping.
        LabRecorder recorder(recording, m_spec.rows, m_spec.cols, m_spec.seed, m_games);
        watchdog.attach(&engine);
        const QJSValue lab = engine.newQObject(&recorder);
        QJSValue buffer;
        QJSValue outcome = engine.evaluate(resource(QStringLiteral("setup.js")), QStringLiteral("lab-setup.js"));
        if (!outcome.isError())
            outcome = buffer = outcome.call({lab, m_spec.rows, m_spec.cols, engine.globalObject()});
        // A script may throw what is not an Error ("throw 'stuck'"): the trace
        // is how an uncaught exception shows then.
        QStringList trace;
        if (const int line = importLine(m_source)) {
            recording.problemLine = line;
            recording.problem = QStringLiteral("line %1: a lab script cannot import, and so cannot use the word "
                                               "import, even in a comment or a string: M, drawblock, random and "
                                               "the rest are already there")
                                    .arg(line)
                                    .toStdString();
        } else if (!outcome.isError()) {
            outcome = engine.evaluate(m_source, ScriptFile, 1, &trace);
            // JavaScript's compile error: the script never ran (lab check's "compiles").
            recording.compiled = !(outcome.isError() && outcome.errorType() == QJSValue::SyntaxError);
        }
        if (recording.problem.empty() && !outcome.isError() && trace.isEmpty()) {
            outcome = engine.evaluate(resource(QStringLiteral("run.js")), QStringLiteral("lab-run.js"), 1, &trace);
        }
        // A script that caught the overflow's error and went on still overflowed;
        // an interruption that came after the script ended is no time-out.
        if (outcome.isError() || !trace.isEmpty() || recorder.overflowed())
            std::tie(recording.problem, recording.problemLine) = describe(outcome, trace, recorder);
        const QByteArray units8 = buffer.toVariant().toByteArray();
        recording.finalValues.assign(size_t(units), 0);
        if (units8.size() == qsizetype(units))
            std::copy(units8.begin(), units8.end(), recording.finalValues.begin());
        if (m_games && recording.problem.empty())
            walk(engine, recorder);
        watchdog.attach(nullptr);
        engine.setInterrupted(false);
    }

private:
    // As the mazedfs assignment's setup goes on after digout: the exit dug
    // beside digout's start once digout reached it, then the script's
    // solve() and trace(), each where it has one, on the maze as digout left
    // it. What stops a walk is the walk's own: the other still runs.
    void walk(QJSEngine &engine, LabRecorder &recorder)
    {
        engine.evaluate(resource(QStringLiteral("exit.js")), QStringLiteral("lab-exit.js"));
        const std::initializer_list<std::pair<ScriptWalk *, QLatin1String>> walks
            = {{&recording.solve, QLatin1String("solve")}, {&recording.trace, QLatin1String("trace")}};
        // Both asked first: once a walk has run out of time, the engine answers nothing more.
        for (auto [walk, name] : walks) {
            const QJSValue written = engine.evaluate(QStringLiteral("typeof %1 === \"function\"").arg(name));
            walk->written = written.isBool() && written.toBool();
        }
        for (auto [walk, name] : walks) {
            if (!walk->written)
                continue;
            walk->ran = true;
            recorder.beginWalk(*walk);
            QStringList trace;
            const QJSValue outcome
                = engine.evaluate(QStringLiteral("%1();").arg(name), QStringLiteral("lab-walk.js"), 1, &trace);
            recorder.endWalk();
            if (outcome.isError() || !trace.isEmpty())
                std::tie(walk->problem, walk->problemLine) = describe(outcome, trace, recorder);
        }
    }

    // Why the script stopped, in words for a student, and the line it stopped on (0 if none).
    std::pair<std::string, int> describe(const QJSValue &error, const QStringList &trace, const LabRecorder &recorder)
    {
        int line = scriptLine(error, trace);
        // What the script threw, as text, capped: a script can throw a 64 MiB
        // message. Turning a thrown object into text runs its toString(),
        // which may itself run into the time limit: the engine is then
        // interrupted, and what stopped the script is the time-out.
        // An interruption that came after the script threw is no time-out.
        bool timedOut = error.isError() && watchdog.interrupted();
        QString message;
        if (!timedOut && !recorder.overflowed()) {
            message = QString::fromStdString(mazestudy::cappedText(error.toString().toStdString()));
            timedOut = watchdog.interrupted();
        }
        QString text;
        if (timedOut && watchdog.why() == Stop::Memory) {
            text = labMemoryText(reachedText(watchdog.resident()), m_budget);
        } else if (timedOut) {
            // Not necessarily a loop: one huge built-in call (a join of
            // millions) is stopped the same way.
            text = QStringLiteral("the script ran for more than %1 s and was stopped: it loops without end or "
                                  "does more than the limit allows (the lab's time-limit option)")
                       .arg(m_timeLimitMs / 1000.0);
            // Qt's engine names no line for an interruption: where the run
            // records lines (the window's), the script's last call of the lab
            // is the nearest one known, in the loop when the loop draws.
            if (line == 0 && recorder.lastLine() > 0) {
                line = recorder.lastLine();
                text += QStringLiteral("; its last call of the lab (drawblock, delay, drawMessage or digout) "
                                       "was on line %1")
                            .arg(line);
            }
        } else if (recorder.overflowed()) {
            text = QStringLiteral("the script made more than %1 moves, far more than a maze of this size needs, "
                                  "and was stopped: is it drawing in a loop that never ends?")
                       .arg(recorder.maxEvents());
        } else if (error.isError() && message.startsWith(QLatin1String("RangeError"))
            && message.endsWith(QLatin1String("out of memory"))) {
            // The engine's own word when the helper's data limit refused an
            // array buffer: it throws rather than ending the process.
            text = labRefusedText(m_budget);
        } else if (message.contains(QStringLiteral("Maximum call stack size exceeded"))) {
            const QString lesson = QStringLiteral(
                "This is the lab's own lesson: for big mazes, keep your own stack of cells in an array "
                "instead of recursing.");
            text = recorder.deepest() > 1
                ? QStringLiteral("digout went %1 calls deep, more than JavaScript's stack allows here. %2")
                      .arg(recorder.deepest())
                      .arg(lesson)
                : QStringLiteral("the calls went deeper than JavaScript's stack allows here (%1 nested calls). %2")
                      .arg(LabMaxCallDepth)
                      .arg(lesson);
        } else if (message == QLatin1String("TypeError: Type error")) {
            // Qt's engine says no more for some misuses (seen in 6.4): the likely ones.
            text = QStringLiteral("TypeError: Type error (Qt's JavaScript engine says no more; it is often a "
                                  "property set on undefined or null, or instanceof or Object.defineProperty used "
                                  "on something that is not an object)");
        } else {
            text = error.isError() ? message : QStringLiteral("the script threw \"%1\"").arg(message);
        }
        if (line > 0)
            text = QStringLiteral("line %1: %2").arg(line).arg(text);
        return {text.toStdString(), line};
    }

    const QString m_source;
    const mazestudy::MazeSpec m_spec;
    int m_timeLimitMs;
    LabBudget m_budget;
    bool m_games;
};

} // namespace

LabRecording runLabScriptHere(const QString &source, const mazestudy::MazeSpec &spec, int timeLimitMs,
    const LabBudget &budget, bool games, const std::function<void(const LabRecording &)> &giveUp)
{
    ScriptRun run(source, spec, timeLimitMs, budget, games);
    QMutex mutex;
    QWaitCondition ended;
    bool finished = false;
    // Until the script ends, its time is up, or the process passes the
    // script's memory budget: looked at every MemoryCheckMs, so a script that
    // grows step by step stops within a few megabytes of it with what it drew
    // so far. One built-in call (a string's repeat) cannot be interrupted:
    // the helper's data limit refuses it (labrunner.cpp).
    QThread *watchdog = QThread::create([&] {
        const QDeadlineTimer deadline(timeLimitMs);
        QMutexLocker lock(&mutex);
        while (!finished && !deadline.hasExpired()) {
            ended.wait(&mutex, QDeadlineTimer(std::min<qint64>(MemoryCheckMs, deadline.remainingTime())));
            if (const uint64_t resident = finished ? 0 : mazestudy::residentBytes(); resident > budget.share) {
                run.watchdog.interrupt(Stop::Memory, resident);
                break;
            }
        }
        if (finished)
            return;
        run.watchdog.interrupt(Stop::Time);
        const QDeadlineTimer abandon(AbandonAfterMs);
        while (!finished && !abandon.hasExpired())
            ended.wait(&mutex, abandon);
        if (finished)
            return;
        LabRecording stuck;
        const QString why = run.watchdog.why() == Stop::Memory
            ? labMemoryText(reachedText(run.watchdog.resident()), budget)
            : QStringLiteral("the script ran for more than %1 s").arg(timeLimitMs / 1000.0);
        stuck.problem = labStuckText(why).toStdString();
        stuck.finalValues.assign(size_t(spec.rows) * size_t(spec.cols), 0);
        giveUp(stuck);
    });
    watchdog->setStackSize(WatchdogStackBytes);
    watchdog->start();
    try {
        run.run();
    } catch (const std::bad_alloc &) {
        // Qt's answer when the data limit refuses it an allocation: the
        // engine is past use, and the helper ends here.
        LabRecording refused;
        refused.problem = labRefusedText(budget).toStdString();
        refused.finalValues.assign(size_t(spec.rows) * size_t(spec.cols), 0);
        // Not while the watchdog gives up in its turn: one answer only.
        QMutexLocker lock(&mutex);
        giveUp(refused);
    }
    {
        QMutexLocker lock(&mutex);
        finished = true;
        ended.wakeAll();
    }
    watchdog->wait();
    delete watchdog;
    return std::move(run.recording);
}

QString labMemoryText(const QString &how, const LabBudget &budget)
{
    const QString share = QString::fromStdString(mazestudy::formatBytes(budget.share));
    const QString where = budget.shares > 1
        ? QStringLiteral("%1 (the program's %2 shared by %3 threads; --memory-budget or MAZESTUDY_MEMORY_BUDGET)")
              .arg(share, QString::fromStdString(mazestudy::formatBytes(budget.program)))
              .arg(budget.shares)
        : QStringLiteral("%1 (--memory-budget or MAZESTUDY_MEMORY_BUDGET)").arg(share);
    return QStringLiteral("the script used more memory than the budget allows and was stopped: %1 its budget of %2; "
                          "keep fewer or smaller arrays and strings")
        .arg(how, where);
}

QString labRefusedText(const LabBudget &budget)
{
    return labMemoryText(QStringLiteral("what it asked for at once would have taken it past"), budget);
}

QString labStuckText(const QString &why)
{
    return QStringLiteral("%1; it is stuck in one long call that cannot be interrupted (a huge array, a runaway "
                          "regular expression) and was stopped")
        .arg(why);
}
