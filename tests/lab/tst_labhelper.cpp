// The lab's helper, mazestudy-labrun: each script runs in a process of its
// own under a data limit of its memory budget (#32, row 3), and its recording
// comes back in a checked format (labwire.h).

#include "generatorcatalog.h"
#include "labcatalog.h"
#include "labscripts.h"
#include "labwire.h"
#include "memorybudget.h"
#include "peakmemory.h"
#include "specof.h"

#include <QtTest>

#include <stdexcept>

using namespace mazestudy;

namespace {

MazeSpec labSpec(const QString &source, int rows, int cols, uint64_t seed, int timeLimit)
{
    MazeSpec spec = specOf("lab", rows, cols, seed);
    spec.options["script"] = LabScripts::add(source);
    spec.options["time-limit"] = std::to_string(timeLimit);
    return spec;
}

// Reads `bytes` as the helper's answer would be read.
LabRecording read(const std::string &bytes, int rows, int cols)
{
    size_t at = 0;
    const labwire::Pull pull = [&](char *into, size_t size) {
        if (size > bytes.size() - at)
            return false;
        std::copy_n(bytes.data() + at, size, into);
        at += size;
        return true;
    };
    return labwire::readRecording(pull, rows, cols, 1000);
}

LabRecording sample()
{
    LabRecording recording;
    recording.events = {{LabEvent::Kind::Call, {1, 1}, 0}, {LabEvent::Kind::Draw, {1, 2}, 1},
        {LabEvent::Kind::Message, {}, 0}, {LabEvent::Kind::Pause, {}, 250}, {LabEvent::Kind::Return, {}, 1}};
    recording.messages = {"héllo"};
    recording.finalValues = {0, 0, 0, 0, 1, 1, 0, 0, 0};
    recording.problem = "line 3: TypeError: x";
    recording.problemLine = 3;
    return recording;
}

} // namespace

class TestLabHelper : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerLabGenerator(); }

    // The window and the CLI call the same runner: a script's one huge
    // allocation ends its helper, the caller reads the memory message, and
    // the caller's own memory stays as it was (its peak does not grow by
    // the gigabyte the script asked for), sanitizer builds included.
    void aHugeAllocationLeavesTheCallerAsItWas()
    {
        const uint64_t budget = processMemoryBudget();
        setProcessMemoryBudget(uint64_t(100) << 20);
        const long before = peakResidentKb();
        auto generator = makeGenerator(labSpec(QStringLiteral("function digout(y, x) {\n  drawblock(y, x, "
                                                              "'x'.repeat(2 ** 29).length & 1);\n}\n"),
            11, 11, 1, 60));
        generator->run();
        setProcessMemoryBudget(budget);
        const QString problem = QString::fromStdString(generator->scriptOutcome()->problem());
        QVERIFY2(problem.startsWith(QStringLiteral("the script used more memory than the budget allows and was "
                                                   "stopped: ")),
            qPrintable(problem));
        QVERIFY2(problem.contains(QStringLiteral("its budget of 100.0 MB")), qPrintable(problem));
        const long after = peakResidentKb();
        QVERIFY(before > 0);
        QVERIFY2(after - before < 50 * 1024, qPrintable(QStringLiteral("%1 kB, then %2 kB").arg(before).arg(after)));
    }

    // The largest script the lab takes (LabScripts::MaxBytes) reaches the
    // helper whole and runs.
    void theLargestScriptRuns()
    {
        QByteArray source = "function digout(y, x) {\n  M[y][x] = 1;\n  drawblock(y, x);\n}\n";
        source += "//" + QByteArray(LabScripts::MaxBytes - source.size() - 3, 'x') + '\n';
        QCOMPARE(source.size(), LabScripts::MaxBytes);
        auto generator = makeGenerator(labSpec(QString::fromUtf8(source), 5, 5, 1, 60));
        generator->run();
        QVERIFY2(generator->scriptOutcome()->problem().empty(), generator->scriptOutcome()->problem().c_str());
        QVERIFY(generator->grid().isFloor(3, 3));
    }

    // A normal script's recording crosses from the helper whole.
    void aRecordingCrossesWhole()
    {
        const LabRecording recording = read(labwire::encodeRecording(sample()), 3, 3);
        const LabRecording expected = sample();
        QCOMPARE(recording.events.size(), expected.events.size());
        for (size_t i = 0; i < expected.events.size(); ++i) {
            QCOMPARE(recording.events[i].kind, expected.events[i].kind);
            QVERIFY(recording.events[i].unit == expected.events[i].unit);
            QCOMPARE(recording.events[i].value, expected.events[i].value);
        }
        QCOMPARE(recording.messages, expected.messages);
        QCOMPARE(recording.finalValues, expected.finalValues);
        QCOMPARE(recording.problem, expected.problem);
        QCOMPARE(recording.problemLine, expected.problemLine);
    }

    // An answer cut short, of another version, of another maze's size, or
    // naming what is not there is refused, never half-read.
    void aBadAnswerIsRefused()
    {
        const std::string good = labwire::encodeRecording(sample());
        for (size_t cut = 0; cut < good.size(); ++cut)
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, read(good.substr(0, cut), 3, 3));
        std::string otherVersion = good;
        otherVersion[good.find('1')] = '2';
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, read(otherVersion, 3, 3));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, read(good, 3, 4));
        LabRecording outside = sample();
        outside.events[1].unit = {5, 1};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, read(labwire::encodeRecording(outside), 3, 3));
        LabRecording noSuchMessage = sample();
        noSuchMessage.events[2].value = 1;
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, read(labwire::encodeRecording(noSuchMessage), 3, 3));
        LabRecording tooMany = sample();
        tooMany.events.resize(1001, tooMany.events[3]);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, read(labwire::encodeRecording(tooMany), 3, 3));
    }

    // The request the helper reads is checked as strictly.
    void aRequestCrossesWholeAndABadOneIsRefused()
    {
        labwire::Request request;
        request.rows = 21;
        request.cols = 31;
        request.seed = 0x0123456789abcdefULL;
        request.timeLimitMs = 5000;
        request.share = uint64_t(3) << 30;
        request.budget = uint64_t(6) << 30;
        request.shares = 2;
        request.source = u"function digout(y, x) { drawblock(y, x); } // \U0001F600";
        const std::string bytes = labwire::encodeRequest(request);
        const labwire::Request back = labwire::decodeRequest(bytes);
        QCOMPARE(back.rows, request.rows);
        QCOMPARE(back.cols, request.cols);
        QCOMPARE(back.seed, request.seed);
        QCOMPARE(back.timeLimitMs, request.timeLimitMs);
        QCOMPARE(back.share, request.share);
        QCOMPARE(back.budget, request.budget);
        QCOMPARE(back.shares, request.shares);
        QVERIFY(back.source == request.source);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, labwire::decodeRequest(bytes.substr(0, bytes.size() - 1)));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, labwire::decodeRequest(bytes + "x"));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, labwire::decodeRequest("MazeStudy lab request 2\n"));
    }
};

QTEST_GUILESS_MAIN(TestLabHelper)
#include "tst_labhelper.moc"
