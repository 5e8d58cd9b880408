#include "atomicfile.h"
#include "atomicfilewriter.h"

#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <thread>

using namespace mazestudy;

namespace {

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

mode_t kindOf(const std::string &path)
{
    struct stat info { };
    return ::lstat(path.c_str(), &info) == 0 ? (info.st_mode & S_IFMT) : 0;
}

QStringList entries(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::System, QDir::Name);
}

// Writes `text` to `path` while another thread reads the pipe's other end,
// as a reader of a FIFO or of standard output would.
std::string writeThroughPipe(const std::string &path, const std::string &readEnd, const std::string &text)
{
    std::string received;
    std::thread reader([&] { received = readAll(readEnd); });
    std::string error;
    const bool written = writeFileAtomically(path, text, error);
    reader.join();
    return written ? received : "failed: " + error;
}

} // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT
private slots:
    void leavesNothingOnFailure()
    {
        QTemporaryDir dir;
        std::string error;
        const std::string path = (dir.path() + "/missing/x.maze").toStdString();
        QVERIFY(!writeFileAtomically(path, "text", error));
        QVERIFY(error.find("cannot write") != std::string::npos);
        QVERIFY(entries(dir).isEmpty());
        const std::string good = (dir.path() + "/x.maze").toStdString();
        QVERIFY(writeFileAtomically(good, "text", error));
        QCOMPARE(entries(dir), QStringList {"x.maze"});
    }

    void anEmptyNameSaysSo()
    {
        std::string error;
        QVERIFY(!writeFileAtomically("", "text", error));
        QCOMPARE(QString::fromStdString(error), QString("cannot write a file without a name: give a file name"));
    }

    void aFolderIsRefused()
    {
        QTemporaryDir dir;
        std::string error;
        QVERIFY(!writeFileAtomically(dir.path().toStdString(), "text", error));
        QVERIFY2(error.find("it is a folder") != std::string::npos, error.c_str());
    }

    // A character device like /dev/null, made inside the test's own folder so
    // that the machine's /dev is never at risk: it must stay a device.
    void aDeviceIsWrittenNotReplaced()
    {
        QTemporaryDir dir;
        const std::string device = (dir.path() + "/null").toStdString();
        if (::mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0)
            QSKIP("making a device node needs root");
        std::string error;
        QVERIFY2(writeFileAtomically(device, "maze text", error), error.c_str());
        QCOMPARE(kindOf(device), mode_t(S_IFCHR));
        QCOMPARE(entries(dir), QStringList {"null"});
        // Through a link to it, as /dev/stdout is a link.
        const std::string link = (dir.path() + "/out").toStdString();
        QCOMPARE(::symlink(device.c_str(), link.c_str()), 0);
        QVERIFY2(writeFileAtomically(link, "maze text", error), error.c_str());
        QCOMPARE(kindOf(device), mode_t(S_IFCHR));
        QCOMPARE(kindOf(link), mode_t(S_IFLNK));
        QCOMPARE(entries(dir), QStringList({"null", "out"}));
    }

    void aFifoIsWrittenThrough()
    {
        QTemporaryDir dir;
        const std::string fifo = (dir.path() + "/fifo").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QCOMPARE(writeThroughPipe(fifo, fifo, "first"), std::string("first"));
        QCOMPARE(kindOf(fifo), mode_t(S_IFIFO));
        const std::string link = (dir.path() + "/link").toStdString();
        QCOMPARE(::symlink(fifo.c_str(), link.c_str()), 0);
        QCOMPARE(writeThroughPipe(link, fifo, "second"), std::string("second"));
        QCOMPARE(kindOf(fifo), mode_t(S_IFIFO));
        QCOMPARE(kindOf(link), mode_t(S_IFLNK));
        QCOMPARE(entries(dir), QStringList({"fifo", "link"}));
    }

    // Standard output when it is a pipe, named as /dev/stdout names it.
    void standardOutputAsAPipe()
    {
        int ends[2];
        QCOMPARE(::pipe(ends), 0);
        std::string received;
        std::thread reader([&] {
            char buffer[64];
            ssize_t got;
            while ((got = ::read(ends[0], buffer, sizeof buffer)) > 0)
                received.append(buffer, size_t(got));
        });
        std::string error;
        const bool written = writeFileAtomically("/proc/self/fd/" + std::to_string(ends[1]), "to stdout", error);
        ::close(ends[1]);
        reader.join();
        ::close(ends[0]);
        QVERIFY2(written, error.c_str());
        QCOMPARE(received, std::string("to stdout"));
    }

    void aLinkToAFileStaysALink()
    {
        QTemporaryDir dir;
        const std::string target = (dir.path() + "/target.maze").toStdString();
        const std::string link = (dir.path() + "/link.maze").toStdString();
        std::string error;
        QVERIFY(writeFileAtomically(target, "old", error));
        QCOMPARE(::symlink("target.maze", link.c_str()), 0);
        QVERIFY2(writeFileAtomically(link, "new", error), error.c_str());
        QCOMPARE(kindOf(link), mode_t(S_IFLNK));
        QCOMPARE(readAll(target), std::string("new"));
        // A link to a file not there yet creates its target.
        const std::string dangling = (dir.path() + "/dangling.maze").toStdString();
        QCOMPARE(::symlink("later.maze", dangling.c_str()), 0);
        QVERIFY2(writeFileAtomically(dangling, "later", error), error.c_str());
        QCOMPARE(kindOf(dangling), mode_t(S_IFLNK));
        QCOMPARE(readAll((dir.path() + "/later.maze").toStdString()), std::string("later"));
        QCOMPARE(entries(dir), QStringList({"dangling.maze", "later.maze", "link.maze", "target.maze"}));
    }

    // A writer killed mid-file leaves its temporary; the next writer of that
    // file removes it, but not a live writer's, nor files of other names.
    void aKilledWritersTemporaryIsRemovedNextTime()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/rows.csv").toStdString();
        const pid_t child = ::fork();
        if (child == 0) {
            AtomicFileWriter writer;
            std::string error;
            writer.open(path, error);
            writer.stream() << "half a study";
            writer.stream().flush();
            ::kill(::getpid(), SIGKILL);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        const QStringList left = entries(dir);
        QCOMPARE(left.size(), 1);
        QVERIFY2(left[0].startsWith("rows.csv.part-" + QString::number(child) + "-"), qPrintable(left[0]));

        AtomicFileWriter live;
        std::string error;
        QVERIFY(live.open(path, error));
        const std::string other = (dir.path() + "/other.csv.part-" + QString::number(child) + "-abcdef").toStdString();
        std::ofstream(other) << "not ours to remove";
        AtomicFileWriter next;
        QVERIFY(next.open(path, error));
        next.stream() << "whole";
        QVERIFY(next.commit(error));
        const QStringList after = entries(dir);
        QCOMPARE(after.size(), 3); // the live writer's temporary, other.csv's and rows.csv
        QVERIFY(after.contains("rows.csv"));
        QVERIFY(!after.contains(left[0]));
        QCOMPARE(readAll(path), std::string("whole"));
    }
};

QTEST_APPLESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
