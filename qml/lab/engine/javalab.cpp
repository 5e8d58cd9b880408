#include "javalab.h"

#include "cappedtext.h"
#include "labchild.h"
#include "labrecorder.h"
#include "labrunner.h"
#include "labwire.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>

#include <sys/wait.h>
#include <unistd.h>

using mazestudy::LabRecording;

namespace {

// A JVM's start and the compile of the student's files, before the first
// maze's time limit begins to count.
constexpr int StartAllowanceMs = 30000;
// The runner ends a run at its time limit itself; past this much more, the
// JVM is ended from here.
constexpr int GraceMs = 5000;
// What the JVM itself takes beside its heap (classes, compiled code, the
// compiler's own): the heap is the script's budget less this.
constexpr uint64_t JvmOwnBytes = uint64_t(128) << 20;
constexpr uint64_t MinHeapBytes = uint64_t(32) << 20;
// The runner's exit status for a request it could not read.
constexpr int BadRequest = 2;

QString firstExisting(const QStringList &candidates)
{
    for (const QString &candidate : candidates)
        if (QFileInfo(candidate).isFile())
            return QDir::cleanPath(candidate);
    return {};
}

// The lab's runner: in share/mazestudy beside bin (the window) or beside
// libexec/mazestudy (mazestudy-cli-qt), or where the build tree made it.
QString runnerJar()
{
    static const QString path = [] {
        const QString dir = QCoreApplication::applicationDirPath();
        return firstExisting({dir + QStringLiteral("/../share/mazestudy/mazestudy-lab.jar"),
            dir + QStringLiteral("/../../share/mazestudy/mazestudy-lab.jar"), QStringLiteral(MAZESTUDY_LABJAVA_BUILT)});
    }();
    return path;
}

std::string encodeFiles(const LabScript &script)
{
    std::vector<std::pair<std::string, std::string>> files;
    for (const LabSourceFile &file : QList<LabSourceFile> {script.main} + script.companions)
        files.emplace_back(file.name.toStdString(), file.text.toStdString());
    return labwire::encodeJavaFiles(files);
}

// The JDKs whose security manager the runner's sandbox needs: from 24 on,
// Java has none.
constexpr int MinJava = 17;
constexpr int MaxJava = 23;

// The major version a JDK's release file states, beside the java found
// through its links; 0 when it states none.
int javaMajorVersion(const QString &java)
{
    QFile release(QFileInfo(QFileInfo(java).canonicalFilePath()).dir().filePath(QStringLiteral("../release")));
    if (!release.open(QIODevice::ReadOnly))
        return 0;
    static const QRegularExpression version(
        QStringLiteral("^JAVA_VERSION=\"(?:1\\.)?(\\d+)"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = version.match(QString::fromLatin1(release.read(1 << 16)));
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

// A thread's JVM, kept for the next run of the same files and heap.
class Session {
public:
    ~Session() { end(); }

    bool serves(const std::string &files, uint64_t heap) const
    {
        return m_child.pid > 0 && m_files == files && m_heap == heap;
    }
    bool start(const QString &java, const std::string &files, uint64_t heap)
    {
        end();
        const QByteArrayList argv {QFile::encodeName(java), "-Djava.awt.headless=true", "-Djava.security.manager=allow",
            "-Xmx" + QByteArray::number(heap >> 20) + 'm', "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xss1m",
            // The JVM's own warnings would land in the recordings on its
            // standard output: to standard error, which is not shown.
            "-Xlog:disable", "-Xlog:all=warning:stderr", "-XX:+DisplayVMOutputToStderr",
            // No pool threads the sandbox does not see (parallel streams run
            // in the caller), and no console writing to the recordings' stream.
            "-Djava.util.concurrent.ForkJoinPool.common.parallelism=0", "-Djdk.console=java.base", "-cp",
            QFile::encodeName(runnerJar() + QStringLiteral(":" MAZESTUDY_ASM_JARS)), "org.mazestudy.lab.LabMain"};
        labchild::Limits limits;
        limits.noNetwork = true;
        limits.quiet = true;
        m_child = labchild::spawn(argv, limits);
        m_files = files;
        m_heap = heap;
        m_fresh = true;
        return m_child.pid > 0;
    }
    // Ends the JVM (closing its input ends a runner between runs) and
    // returns its exit status.
    int end()
    {
        if (m_child.pid <= 0)
            return 0;
        close(m_child.socket);
        const int status = labchild::reap(m_child.pid);
        m_child = {};
        return status;
    }
    void kill() const
    {
        if (m_child.pid > 0)
            ::kill(m_child.pid, SIGKILL);
    }
    // The runner halts after a run that left it unfit (a time limit, a
    // heap exhausted): the next run starts a JVM again.
    bool exited() const
    {
        int status = 0;
        return m_child.pid > 0 && waitpid(m_child.pid, &status, WNOHANG) == m_child.pid;
    }
    int socket() const { return m_child.socket; }
    // Whether the next run is the JVM's first (its start and compile then
    // count before the time limit), and marks it as run.
    bool takeFresh() { return std::exchange(m_fresh, false); }

private:
    labchild::Child m_child;
    std::string m_files;
    uint64_t m_heap = 0;
    bool m_fresh = false;
};

thread_local Session session;

} // namespace

QString labJavaProgram(QString *why)
{
    const QString home = qEnvironmentVariable("JAVA_HOME");
    QStringList candidates;
    if (!home.isEmpty())
        candidates << home + QStringLiteral("/bin/java");
    candidates << QStandardPaths::findExecutable(QStringLiteral("java"));
    QStringList tooNew;
    for (const QString &candidate : candidates) {
        if (candidate.isEmpty() || !QFileInfo(candidate).isExecutable())
            continue;
        const int major = javaMajorVersion(candidate);
        if (major >= MinJava && major <= MaxJava)
            return candidate;
        if (major == 0)
            return candidate; // a JDK without a release file: let it say itself
        tooNew << QStringLiteral("Java %1 at %2").arg(major).arg(candidate);
    }
    if (why && tooNew.isEmpty())
        *why = QStringLiteral("the lab runs Java with a JDK, and none was found (JAVA_HOME%1, or java on the PATH): "
                              "install one, on Debian with sudo apt install openjdk-17-jdk-headless")
                   .arg(home.isEmpty() ? QString() : QStringLiteral(" is ") + home);
    else if (why)
        *why = QStringLiteral("the lab runs Java with a JDK of version %1 to %2, the last with the security manager "
                              "that keeps a student's code from files, connections and exit; found only %3: install "
                              "one, on Debian with sudo apt install openjdk-17-jdk-headless, or set JAVA_HOME to it")
                   .arg(MinJava)
                   .arg(MaxJava)
                   .arg(tooNew.join(QStringLiteral(", ")));
    return {};
}

std::shared_ptr<const LabRecording> runJavaLab(
    const LabScript &script, const mazestudy::MazeSpec &spec, int timeLimitMs, bool games)
{
    auto recording = std::make_shared<LabRecording>();
    const auto fail = [&](const QString &problem) {
        recording->problem = problem.toStdString();
        recording->finalValues.assign(size_t(spec.rows) * size_t(spec.cols), 0);
        return recording;
    };
    if (!QCoreApplication::instance())
        return fail(QStringLiteral("the lab needs Qt's application object to run Java"));
    QString why;
    const QString java = labJavaProgram(&why);
    if (java.isEmpty())
        return fail(why);
    if (!QFileInfo::exists(QStringLiteral(MAZESTUDY_ASM_JARS)))
        return fail(QStringLiteral("the lab's Java runner needs ASM, %1, to follow digout's calls: install it, on "
                                   "Debian with sudo apt install libasm-java")
                        .arg(QStringLiteral(MAZESTUDY_ASM_JARS)));
    if (runnerJar().isEmpty())
        return fail(QStringLiteral("the lab's Java runner, mazestudy-lab.jar, is not in share/mazestudy beside %1: "
                                   "reinstall MazeStudy")
                        .arg(QCoreApplication::applicationFilePath()));
    const LabBudget budget = labScriptBudget();
    const uint64_t heap = std::max(MinHeapBytes, budget.share > JvmOwnBytes ? budget.share - JvmOwnBytes : 0);
    const std::string files = encodeFiles(script);
    labchild::Wait wait = labchild::Wait::Ready;
    std::string unreadable;
    int status = 0;
    // A JVM that halted after the last run (its time limit, a full heap) may
    // not have ended yet when this run comes: found gone before this run's
    // first byte, it is started afresh and the run sent again, once.
    for (bool retried = false;; retried = true) {
        wait = labchild::Wait::Ready;
        if (!session.serves(files, heap)) {
            if (!session.start(java, files, heap))
                return fail(QStringLiteral("Java (%1) could not be started: %2")
                                .arg(java, QString::fromLocal8Bit(std::strerror(errno))));
            if (!labchild::sendAll(session.socket(), files, QDeadlineTimer(StartAllowanceMs), wait))
                session.kill();
        }
        const bool fresh = session.takeFresh();
        const QDeadlineTimer deadline(qint64(timeLimitMs) + GraceMs + (fresh ? StartAllowanceMs : 0));
        size_t received = 0;
        try {
            if (wait != labchild::Wait::Ready
                || !labchild::sendAll(session.socket(),
                    labwire::encodeJavaRun(spec.rows, spec.cols, spec.seed, timeLimitMs,
                        LabRecorder::maxEventsFor(spec.rows, spec.cols), games),
                    deadline, wait))
                throw std::runtime_error("the request could not be sent");
            const labwire::Pull pull = [&](char *into, size_t size) {
                const bool whole = labchild::receive(session.socket(), into, size, deadline, wait);
                received += whole ? size : 0;
                return whole;
            };
            const size_t maxEvents = LabRecorder::maxEventsFor(spec.rows, spec.cols);
            *recording = labwire::readRecording(pull, spec.rows, spec.cols, maxEvents);
            if (games)
                labwire::readWalks(pull, *recording, spec.rows, spec.cols, maxEvents);
            if (session.exited())
                session.end();
            return recording;
        } catch (const std::exception &error) {
            unreadable = error.what();
        }
        if (wait != labchild::Wait::Ready)
            session.kill();
        status = session.end();
        if (retried || fresh || received > 0 || wait != labchild::Wait::Ready)
            break;
    }
    if (wait == labchild::Wait::Cancelled)
        return fail(QStringLiteral("the code was stopped: the program was interrupted"));
    if (wait == labchild::Wait::TimedOut)
        return fail(QStringLiteral("the code ran for more than %1 s and Java did not stop it: it was ended")
                        .arg(timeLimitMs / 1000.0));
    if (WIFEXITED(status) && WEXITSTATUS(status) == BadRequest)
        return fail(QStringLiteral("the lab's Java runner %1 did not understand its request: is it of another "
                                   "version of MazeStudy?")
                        .arg(runnerJar()));
    if (WIFSIGNALED(status))
        return fail(labKilledText(java, WTERMSIG(status)));
    if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
        return fail(QStringLiteral("Java (%1) ended with status %2 before it answered: is it a JDK %3 to %4?")
                        .arg(java)
                        .arg(WEXITSTATUS(status))
                        .arg(MinJava)
                        .arg(MaxJava));
    return fail(QStringLiteral("the lab's Java runner sent a recording that could not be read: %1")
                    .arg(QString::fromStdString(mazestudy::cappedText(unreadable))));
}
