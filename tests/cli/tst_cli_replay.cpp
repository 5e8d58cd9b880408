#include "../support/specof.h"
#include "clirunner.h"
#include "timeline.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace mazestudy;
using clirunner::Result;
using clirunner::runCli;

namespace {

QStringList replayArguments(const MazeSpec &spec, uint64_t at)
{
    QStringList arguments {"replay", "--generator", QString::fromStdString(spec.generator), "--size",
        QString("%1x%2").arg(spec.rows).arg(spec.cols), "--seed", QString::number(spec.seed), "--at",
        QString::number(at)};
    for (const auto &[key, value] : spec.options)
        arguments << "--option" << QString::fromStdString(key + "=" + value);
    return arguments;
}

QJsonArray pointArray(Point p)
{
    return QJsonArray {p.row, p.col};
}

QJsonValue directionValue(const std::optional<Direction> &d)
{
    return d ? QJsonValue(directionName(*d)) : QJsonValue(QJsonValue::Null);
}

// What the JSON says against what the timeline says; empty when they agree.
QString differences(const QJsonObject &json, const Timeline &timeline)
{
    if (json["moves"].toInteger() != qint64(timeline.position()))
        return "moves";
    if (json["finished"].toBool() != timeline.atEnd() || json["depth"].toInteger() != qint64(timeline.depth())
        || json["sweeps"].toInt() != sweepCount(timeline.state()))
        return "finished, depth or sweeps";
    const Narration narration = timeline.narration();
    const QJsonObject said = json["narration"].toObject();
    if (said["text"].toString().toStdString() != narrationText(narration)
        || said["kind"].toString() != narrationKindName(narration.kind)
        || said["args"].toArray().size() != qsizetype(narration.args.size()))
        return "narration: " + said["text"].toString();
    if (!timeline.lastMove() != json["last_move"].isNull()
        || (timeline.lastMove() && json["last_move"].toObject()["kind"].toString().isEmpty()))
        return "last move";
    const QJsonArray grid = json["grid"].toArray();
    const Grid &expected = timeline.state().grid();
    if (grid.size() != expected.rows())
        return "grid rows";
    for (int r = 0; r < expected.rows(); ++r) {
        const QString row = grid[r].toString();
        if (row.size() != expected.cols())
            return QString("grid row %1").arg(r);
        for (int c = 0; c < expected.cols(); ++c) {
            if ((row[c] == '.') != expected.isFloor(r, c))
                return QString("grid unit (%1, %2)").arg(r).arg(c);
        }
    }
    const QJsonArray frames = json["frames"].toArray();
    if (frames.size() != qsizetype(timeline.depth()))
        return "frame count";
    for (qsizetype row = 0; row < frames.size(); ++row) {
        const QJsonObject frame = frames[row].toObject();
        const FrameDescription want = timeline.frame(timeline.depth() - 1 - size_t(row)); // deepest first
        QJsonArray order;
        for (Direction d : want.order)
            order.append(directionName(d));
        if (frame["depth"].toInteger() != qint64(want.index + 1) || frame["unit"].toArray() != pointArray(want.unit)
            || frame["call"].toString().toStdString() != want.call || frame["order"].toArray() != order
            || frame["done"].toInt() != want.done || frame["trying"] != directionValue(want.trying)
            || frame["next"] != directionValue(want.next)
            || frame["order_text"].toString().toStdString() != orderText(timeline.style(), want))
            return QString("frame row %1").arg(row);
    }
    QJsonArray considering;
    for (Point p : timeline.considered())
        considering.append(pointArray(p));
    if (json["considering"].toArray() != considering)
        return "considering";
    const auto current = timeline.currentUnit();
    if (current ? json["current"].toArray() != pointArray(*current) : !json["current"].isNull())
        return "current";
    return {};
}

} // namespace

class TestCliReplay : public QObject {
    Q_OBJECT
private slots:
    // replay --at k says what the timeline says at k, reached forwards
    // (one step at a time) and backwards (from the end), for every generator.
    void matchesTheTimeline_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QString>("update");
        for (const char *generator : {"backtracker", "rotating-dfs", "permutation-dfs", "automaton"})
            QTest::newRow(generator) << QString(generator) << QString();
        QTest::newRow("automaton previous-sweep") << "automaton"
                                                  << "previous-sweep";
    }

    void matchesTheTimeline()
    {
        QFETCH(QString, generator);
        QFETCH(QString, update);
        MazeSpec spec = specOf(generator.toStdString(), 15, 21, 9);
        if (!update.isEmpty())
            spec.options["update"] = update.toStdString();
        Timeline forwards(spec);
        Timeline backwards(spec);
        const uint64_t total = backwards.totalMoves();
        for (uint64_t k : {uint64_t(0), uint64_t(1), total / 5, total / 2, total - 1, total}) {
            const Result result = runCli(replayArguments(spec, k) << "--format"
                                                                  << "json");
            QCOMPARE(result.status, 0);
            QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
            QJsonParseError error;
            const QJsonObject json = QJsonDocument::fromJson(result.out, &error).object();
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
            QCOMPARE(json["total_moves"].toInteger(), qint64(total));
            while (forwards.position() < k)
                forwards.stepForward();
            backwards.seek(total);
            backwards.seek(k);
            QVERIFY2(differences(json, forwards).isEmpty(), qPrintable(differences(json, forwards)));
            QVERIFY2(differences(json, backwards).isEmpty(), qPrintable(differences(json, backwards)));
        }
    }

    // The text form, for reading and handouts: the header, the narration,
    // the picture and the call stack.
    void textByDefault()
    {
        const MazeSpec spec = specOf("backtracker", 11, 15, 1);
        const Result result = runCli(replayArguments(spec, 30));
        QCOMPARE(result.status, 0);
        Timeline timeline(spec);
        timeline.seek(30);
        const QString text = QString::fromUtf8(result.out);
        QVERIFY2(text.startsWith(QString("backtracker 11x15 seed 1: move 30 of %1, depth %2\n")
                                     .arg(timeline.totalMoves())
                                     .arg(timeline.depth())),
            qPrintable(text));
        QVERIFY(text.contains(QString::fromStdString("last move: " + narrationText(timeline.narration()) + "\n")));
        QVERIFY(text.contains("call stack, deepest first:"));
        const FrameDescription top = timeline.frame(timeline.depth() - 1);
        const QStringList lines = text.split('\n');
        const qsizetype header = lines.indexOf(QRegularExpression("^ +depth +call +order +done +trying$"));
        QVERIFY(header > 0);
        QVERIFY2(lines[header + 1].simplified().startsWith(
                     QString("%1 %2 ").arg(timeline.depth()).arg(QString::fromStdString(top.call))),
            qPrintable(lines[header + 1]));
        // The picture: '@' on the current cell, arrows where calls went next.
        const Point current = *timeline.currentUnit();
        QCOMPARE(lines[3 + current.row][current.col], QChar('@'));
        int arrows = 0;
        for (int r = 0; r < spec.rows; ++r) {
            for (int c = 0; c < spec.cols; ++c) {
                const QChar symbol = lines[3 + r][c];
                const auto arrow = timeline.arrow({r, c});
                if (arrow) {
                    ++arrows;
                    QCOMPARE(symbol, QChar("v>^<"[int(*arrow)]));
                }
            }
        }
        QVERIFY(arrows > 3);
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const MazeSpec spec = specOf("rotating-dfs", 9, 9, 3);
        const QStringList base = replayArguments(spec, 0).mid(0, 7);
        Timeline timeline(spec);
        const QString total = QString::number(timeline.totalMoves());
        QTest::newRow("negative") << base + QStringList {"--at", "-1"} << "--at takes a whole number of moves";
        QTest::newRow("not a number") << base + QStringList {"--at", "ten"} << "--at takes a whole number of moves";
        QTest::newRow("past the end") << base + QStringList {"--at", QString::number(timeline.totalMoves() + 1)}
                                      << "this run has " + total + " moves, so --at takes 0 to " + total;
        QTest::newRow("far past the end")
            << base + QStringList {"--at", "18446744073709551615"} << "this run has " + total + " moves";
        QTest::newRow("missing") << base << "--at is required";
        QTest::newRow("no value") << base + QStringList {"--at"} << "--at needs a value";
        QTest::newRow("format") << base + QStringList {"--at", "3", "--format", "xml"}
                                << "--format takes text or json, not \"xml\"";
        QTest::newRow("even size") << QStringList {"replay", "--generator", "backtracker", "--size", "10x11", "--seed",
            "1", "--at", "0"} << "needs odd rows and columns";
        QTest::newRow("stray") << base + QStringList {"--at", "3", "--colour"} << "unexpected argument \"--colour\"";
    }

    void rejectsBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        clirunner::verifyUsageError(arguments, message);
    }

    void help()
    {
        const Result result = runCli({"replay", "--help"});
        QCOMPARE(result.status, 0);
        QVERIFY(result.out.startsWith("usage: mazestudy-cli replay --generator ID"));
    }
};

QTEST_GUILESS_MAIN(TestCliReplay)
#include "tst_cli_replay.moc"
