// `mazestudy-cli study --shard I/N` and `mazestudy-cli merge`: the partials of
// any number of shards, merged in any order, give the unsharded study's files
// byte for byte; merge refuses partials that cannot make one study, saying why,
// and then writes nothing.

#include "clirunner.h"

#include <sys/resource.h>

#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using clirunner::entries;
using clirunner::Result;
using clirunner::runCli;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(cannot read)");
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

const QStringList twoDfs {
    "--generators", "backtracker,rotating-dfs", "--size", "21x31", "--runs", "200", "--seed", "7"};
const QStringList automaton {"--generators", "automaton", "--size", "21x31", "--runs", "100", "--seed", "12345",
    "--option", "update=previous-sweep"};
// A sweep, its sizes given out of order (it runs them smallest side first).
const QStringList sweep {
    "--generators", "backtracker,wilson", "--sizes", "21x21,11x11,15x17", "--runs", "30", "--seed", "3"};
// Solvers on perfect and braided mazes, the random mouse's walks seeded from the mazes'.
const QStringList solving {"--generators", "backtracker,wilson", "--size", "15x21", "--runs", "40", "--seed", "5",
    "--braid", "0.5", "--solvers", "random-mouse,wall-follower-right,tremaux,bfs", "--step-budget", "100000"};
const QStringList threeLong {"--generators", "permutation-dfs,automaton,growing-tree", "--size", "25x25", "--runs",
    "50", "--seed", "18446744073709551615"};

// The spec with `option`'s value replaced.
QStringList withOption(QStringList spec, const char *option, const char *value)
{
    spec[spec.indexOf(option) + 1] = value;
    return spec;
}

// Every file under `dir` (one level of folders), by relative path.
QStringList filesUnder(const QString &dir)
{
    QStringList files;
    for (const QString &entry : entries(dir)) {
        if (QFileInfo(dir + "/" + entry).isDir()) {
            for (const QString &inner : entries(dir + "/" + entry))
                files << entry + "/" + inner;
        } else {
            files << entry;
        }
    }
    return files;
}

// Writes shard i of n of `spec` to DIR/part-i.json; the paths, last shard first.
QStringList writeShards(const QStringList &spec, int n, const QString &dir)
{
    QStringList parts;
    for (int i = 1; i <= n; ++i) {
        const QString part = dir + QStringLiteral("/part-%1.json").arg(i);
        const Result result = runCli(QStringList {"study"} + spec
            + QStringList {"--shard", QStringLiteral("%1/%2").arg(i).arg(n), "--json", part});
        if (result.status != 0)
            qWarning("shard %d/%d: %s", i, n, qPrintable(result.err));
        parts.prepend(part);
    }
    return parts;
}

} // namespace

class TestCliShard : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_parts; // shards 1 to 3 of twoDfs, in m_dir/parts

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // merge refuses with exit 1 and `message`, and leaves no file in the
    // output folder (a sweep's merge writes only the JSON).
    void verifyRefused(const QStringList &parts, const QString &message, bool sweep = false)
    {
        const QString out = path("refused");
        QVERIFY(QDir().mkpath(out));
        const QStringList files = sweep
            ? QStringList {"--json", out + "/study.json"}
            : QStringList {"--json", out + "/study.json", "--csv", out + "/study.csv", "--heatmap-dir", out + "/heat"};
        const Result result = runCli(QStringList {"merge"} + parts + files);
        QCOMPARE(result.status, 1);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.startsWith("mazestudy-cli merge: "), qPrintable(result.err));
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QCOMPARE(entries(out), QStringList());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(path("parts")));
        m_parts = writeShards(twoDfs, 3, path("parts"));
        std::reverse(m_parts.begin(), m_parts.end());
        for (const QString &part : m_parts)
            QVERIFY(QFile::exists(part));
    }

    void mergedEqualsUnsharded_data()
    {
        QTest::addColumn<QStringList>("spec");
        QTest::addColumn<QStringList>("outputs"); // besides --json and --csv
        QTest::addColumn<int>("shards");
        for (const int n : {1, 2, 3, 7}) {
            QTest::addRow("backtracker,rotating-dfs x200 in %d", n)
                << twoDfs << QStringList {"--heatmap-dir", "heat"} << n;
            QTest::addRow("automaton previous-sweep x100 in %d", n)
                << automaton << QStringList {"--heatmap-dir", "heat"} << n;
        }
        QTest::addRow("three generators x50, long CSV, in 7")
            << threeLong << QStringList {"--csv-layout", "long", "--heatmap-dir", "heat"} << 7;
        QTest::addRow("three generators x50, comparisons CSV, in 3")
            << threeLong << QStringList {"--comparisons-csv", "comparisons.csv"} << 3;
        QTest::addRow("automaton x100, charts, in 3") << automaton << QStringList {"--charts-dir", "charts"} << 3;
        QTest::addRow("two generators x40 solved by four solvers, charts, in 3")
            << solving << QStringList {"--charts-dir", "charts", "--comparisons-csv", "comparisons.csv"} << 3;
        QTest::addRow("two generators x40 solved by four solvers, long CSV, in 7")
            << solving << QStringList {"--csv-layout", "long"} << 7;
        // More shards than a shard has runs: the last shards hold one run each.
        QTest::addRow("three generators x50 in 50") << threeLong << QStringList {} << 50;
    }

    void mergedEqualsUnsharded()
    {
        QFETCH(QStringList, spec);
        QFETCH(QStringList, outputs);
        QFETCH(int, shards);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto outputsIn = [&](const QString &folder) {
            QStringList arguments {"--json", folder + "/study.json", "--csv", folder + "/study.csv"};
            for (const QString &output : outputs)
                arguments << (output == "heat" || output == "charts" || output.endsWith(".csv") ? folder + "/" + output
                                                                                                : output);
            return arguments;
        };
        for (const QString &folder : {"whole", "merged", "parts"})
            QVERIFY(QDir(dir.path()).mkdir(folder));
        const Result whole = runCli(QStringList {"study"} + spec + outputsIn(dir.filePath("whole")));
        QVERIFY2(whole.status == 0, qPrintable(whole.err));
        const QStringList parts = writeShards(spec, shards, dir.filePath("parts"));
        QCOMPARE(entries(dir.filePath("parts")).size(), shards);
        const Result merged = runCli(QStringList {"merge"} + parts + outputsIn(dir.filePath("merged")));
        QVERIFY2(merged.status == 0, qPrintable(merged.err));
        QVERIFY(merged.err.isEmpty());

        const QStringList files = filesUnder(dir.filePath("whole"));
        QVERIFY(files.contains("study.json") && files.contains("study.csv"));
        QCOMPARE(filesUnder(dir.filePath("merged")), files);
        for (const QString &file : files) {
            QVERIFY2(readAll(dir.filePath("merged/" + file)) == readAll(dir.filePath("whole/" + file)),
                qPrintable(file + " differs"));
        }
    }

    // Without --json the partial and the merged summary go to standard output.
    void standardOutputHoldsThePartialAndTheSummary()
    {
        const Result partial = runCli(QStringList {"study"} + twoDfs + QStringList {"--shard", "2/3"});
        QCOMPARE(partial.status, 0);
        QCOMPARE(partial.out, readAll(m_parts[1]));
        const Result merged = runCli(QStringList {"merge"} + m_parts);
        QCOMPARE(merged.status, 0);
        QCOMPARE(merged.out, runCli(QStringList {"study"} + twoDfs).out);
        // The comparisons in words, beside the JSON file or without one.
        const QStringList text {"--format", "text"};
        const Result mergedText
            = runCli(QStringList {"merge"} + m_parts + text + QStringList {"--json", path("m.json")});
        QCOMPARE(mergedText.status, 0);
        QVERIFY(mergedText.out.startsWith("Differences between generators: "));
        QCOMPARE(readAll(path("m.json")), merged.out);
        QCOMPARE(mergedText.out, runCli(QStringList {"study"} + twoDfs + text).out);
    }

    void partialSaysWhatItHolds()
    {
        const QJsonObject json = QJsonDocument::fromJson(readAll(m_parts[1])).object();
        QCOMPARE(json.value("format").toString(), QString("mazestudy-study-partial"));
        QCOMPARE(json.value("partial_version").toInt(), 3);
        QCOMPARE(json.value("base_seed").toString(), QString("7"));
        QCOMPARE(json.value("runs").toInt(), 200);
        const QJsonObject shard = json.value("shard").toObject();
        QCOMPARE(shard.value("index").toInt(), 2);
        QCOMPARE(shard.value("count").toInt(), 3);
        QCOMPARE(shard.value("first_run").toInt(), 66);
        QCOMPARE(shard.value("end_run").toInt(), 133);
        const QJsonArray rows = json.value("rows").toArray();
        QCOMPARE(rows.size(), 2 * 67);
        QVERIFY(rows.first().toString().startsWith("backtracker,66,"));
        QVERIFY(rows.last().toString().startsWith("rotating-dfs,132,"));
        const QJsonArray generators = json.value("generators").toArray();
        QCOMPARE(generators.size(), 2);
        const QJsonObject heatMap = generators[0].toObject().value("heat_map").toObject();
        QCOMPARE(heatMap.value("floor_counts").toArray().size(), 21 * 31);
    }

    void shardUsageErrors()
    {
        clirunner::verifyUsageError(
            QStringList {"study"} + twoDfs + QStringList {"--shard", "0/3"}, "--shard takes I/N");
        clirunner::verifyUsageError(
            QStringList {"study"} + twoDfs + QStringList {"--shard", "4/3"}, "--shard takes I/N");
        clirunner::verifyUsageError(QStringList {"study"} + twoDfs + QStringList {"--shard", "2"}, "--shard takes I/N");
        clirunner::verifyUsageError(QStringList {"study"} + twoDfs + QStringList {"--shard", "1/201"},
            "--shard 1/201: more shards than --runs 200");
        clirunner::verifyUsageError(
            QStringList {"study"} + twoDfs + QStringList {"--shard", "1/2", "--csv", path("x.csv")},
            "--shard writes only the partial result");
        clirunner::verifyUsageError(QStringList {"study"} + twoDfs + QStringList {"--shard", "1/2", "--format", "text"},
            "--shard writes only the partial result");
        clirunner::verifyUsageError(QStringList {"study"} + twoDfs + QStringList {"--format", "csv"},
            "--format takes json or text, not \"csv\"");
        clirunner::verifyUsageError({"merge", "--json", path("x.json")}, "give the partials to merge");
        QVERIFY(!QFile::exists(path("x.csv")) && !QFile::exists(path("x.json")));
    }

    void refusesPartialsOfDifferentStudies_data()
    {
        QTest::addColumn<QStringList>("other"); // shard 2/3 of this study replaces twoDfs's
        QTest::addColumn<QString>("message");
        QTest::newRow("base seed") << withOption(twoDfs, "--seed", "8")
                                   << "are partials of different studies: they have different base seeds (7, 8)";
        QTest::newRow("size") << withOption(twoDfs, "--size", "21x33") << "they have different sizes (21x31, 21x33)";
        QTest::newRow("generator") << withOption(twoDfs, "--generators", "backtracker,permutation-dfs")
                                   << "they have different generators (rotating-dfs, permutation-dfs)";
        QTest::newRow("generator count") << withOption(twoDfs, "--generators", "backtracker")
                                         << "they have different generators (backtracker,rotating-dfs; backtracker)";
        QTest::newRow("runs") << withOption(twoDfs, "--runs", "201") << "they have different --runs (200, 201)";
        QTest::newRow("option") << withOption(automaton, "--generators", "backtracker,automaton")
                                << "they have different options for automaton";
        QTest::newRow("solvers") << twoDfs + QStringList {"--solvers", "bfs"} << "they have different --solvers";
        QTest::newRow("step budget") << twoDfs + QStringList {"--solvers", "bfs", "--step-budget", "9"}
                                     << "they have different --step-budget (100000000, 9)";
    }

    void refusesPartialsOfDifferentStudies()
    {
        QFETCH(QStringList, other);
        QFETCH(QString, message);
        QStringList base = twoDfs;
        // The same study but for the automaton's option, or the solvers' budget.
        for (const char *option : {"--option", "--step-budget"}) {
            if (other.contains(option)) {
                base = other;
                base.removeAt(base.indexOf(option) + 1);
                base.removeAt(base.indexOf(option));
            }
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList ours = writeShards(base, 3, dir.path());
        const QString theirs = dir.filePath("theirs.json");
        QCOMPARE(runCli(QStringList {"study"} + other + QStringList {"--shard", "2/3", "--json", theirs}).status, 0);
        verifyRefused({ours[2], theirs, ours[0]}, message);
    }

    void refusesOverlappingShards()
    {
        verifyRefused({m_parts[0], m_parts[1], m_parts[1], m_parts[2]},
            "overlapping shards: " + m_parts[1] + " and " + m_parts[1] + " are the same file, given twice");
        // Through a link too, and checked before any partial is read.
        const QString link = path("link.json");
        QVERIFY(QFile::link(m_parts[1], link));
        verifyRefused({m_parts[0], m_parts[1], link, path("nowhere.json")},
            "overlapping shards: " + m_parts[1] + " and " + link + " are the same file, given twice");
        // Shards of another count overlap these.
        const QString half = path("half-1.json");
        QCOMPARE(runCli(QStringList {"study"} + twoDfs + QStringList {"--shard", "1/2", "--json", half}).status, 0);
        verifyRefused({half, m_parts[1], m_parts[2]},
            "overlapping shards: " + half + " (runs 0 to 99) and " + m_parts[1] + " (runs 66 to 132) share runs");
    }

    void refusesAMissingShard()
    {
        verifyRefused({m_parts[0], m_parts[2]}, "missing shard: no partial has runs 66 to 132 of the 200");
        verifyRefused({m_parts[1], m_parts[0]}, "missing shard: no partial has runs 133 to 199 of the 200");
        verifyRefused({m_parts[2], m_parts[1]}, "missing shard: no partial has runs 0 to 65 of the 200");
    }

    void refusesABadFile_data()
    {
        QTest::addColumn<QByteArray>("from"); // text of shard 2/3 to replace
        QTest::addColumn<QByteArray>("to"); // empty: cut the file there
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << QByteArray("\"rotating-dfs,100,") << QByteArray()
                                   << "is not a whole study partial (truncated or corrupt: ";
        QTest::newRow("not a partial") << QByteArray("mazestudy-study-partial") << QByteArray("mazestudy-study")
                                       << "is not a study partial (mazestudy-cli study --shard I/N writes them)";
        QTest::newRow("another version") << QByteArray("\"partial_version\": 3") << QByteArray("\"partial_version\": 2")
                                         << "is a study partial of version 2; this mazestudy-cli reads version 3";
        QTest::newRow("a row of another run") << QByteArray("rotating-dfs,70,") << QByteArray("rotating-dfs,71,")
                                              << "is corrupt: the row of rotating-dfs run 70 is not that run's";
        // An empty field (this generator's sweeps) given a spreadsheet formula.
        QTest::newRow("a formula in an empty field")
            << QByteArray(",,") << QByteArray(",=SUM(1;2),")
            << "is corrupt: a field of the row of backtracker run 66 is neither empty nor a number";
        QTest::newRow("a heat map of more mazes than runs")
            << QByteArray("\"floor_counts\": [0, ") << QByteArray("\"floor_counts\": [1000000000000000, ")
            << "is corrupt: backtracker's heat map counts a unit in more mazes than the 67 it has";
        QTest::newRow("a heat map that is not the rows' floor")
            << QByteArray("\"floor_counts\": [0, ") << QByteArray("\"floor_counts\": [1, ")
            << "is corrupt: backtracker's heat map is not the floor of its rows";
        QTest::newRow("a histogram that is not the rows'")
            << QByteArray("\"pooled_corridor_length_histogram\": [0, ")
            << QByteArray("\"pooled_corridor_length_histogram\": [5, ")
            << "is corrupt: backtracker's pooled corridor histogram is not the corridors of its rows";
        QTest::newRow("an unknown generator")
            << QByteArray("\"generator\": \"rotating-dfs\"") << QByteArray("\"generator\": \"labyrinth\"")
            << "is corrupt: it names a generator this mazestudy-cli does not know, "
               "\"labyrinth\"";
        QTest::newRow("a missing key") << QByteArray("\"heat_map\"") << QByteArray("\"heatmap\"")
                                       << "is corrupt: \"heat_map\" is missing";
        QTest::newRow("a distribution that is not its rows")
            << QByteArray("\"loops\": {\"values\": [0], \"times\": [67]}")
            << QByteArray("\"loops\": {\"values\": [1], \"times\": [67]}")
            << "is corrupt: backtracker's distribution of loops is not that of its rows";
        QTest::newRow("a heat map of another size")
            << QByteArray("\"floor_counts\": [0, ") << QByteArray("\"floor_counts\": [")
            << "is corrupt: backtracker's heat map is not 21x31";
    }

    void refusesABadFile()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray text = readAll(m_parts[1]);
        const qsizetype at = text.indexOf(from);
        QVERIFY2(at >= 0, from.constData());
        if (to.isEmpty())
            text.truncate(at + from.size());
        else
            text.replace(at, from.size(), to);
        const QString bad = path("bad.json");
        QVERIFY(writeAll(bad, text));
        verifyRefused({m_parts[0], bad, m_parts[2]}, bad + " " + message);
    }

    void refusesAFileItCannotRead()
    {
        verifyRefused({m_parts[0], path("nowhere.json"), m_parts[2]},
            "cannot read " + path("nowhere.json") + ": No such file or directory");
    }

    // What is not a regular file is refused by its kind before anything is
    // read: a FIFO without a writer would block for ever, /dev/zero never ends.
    void refusesWhatIsNotAFile()
    {
        const QString fifo = path("fifo.json");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        verifyRefused({m_parts[0], fifo, m_parts[2]}, "cannot read " + fifo + ": it is a FIFO, not a file");
        verifyRefused({m_parts[0], "/dev/zero"}, "cannot read /dev/zero: it is a device, not a file");
        verifyRefused({m_parts[0], m_dir.path()}, "cannot read " + m_dir.path() + ": it is a folder, not a file");
        // A bound far above the expected: a hang would take the whole timeout.
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
    }

    // An output that is one of the inputs, by name or through a link, is a
    // mistake on the command line: refused before any work, the partial intact.
    void refusesAnOutputThatIsAPartial_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("throughALink");
        QTest::newRow("--json") << "--json" << false;
        QTest::newRow("--csv") << "--csv" << false;
        QTest::newRow("--json through a link") << "--json" << true;
    }

    void refusesAnOutputThatIsAPartial()
    {
        QFETCH(QString, option);
        QFETCH(bool, throughALink);
        const QByteArray before = readAll(m_parts[0]);
        QString output = m_parts[0];
        if (throughALink) {
            output = path("output-link.json");
            QFile::remove(output);
            QVERIFY(QFile::link(m_parts[0], output));
        }
        const Result result = runCli(QStringList {"merge"} + m_parts + QStringList {option, output});
        QCOMPARE(result.status, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains("the output " + option + " " + output + " is the partial " + m_parts[0]
                     + " to merge; choose another file name"),
            qPrintable(result.err));
        QCOMPARE(readAll(m_parts[0]), before);
    }

    // Two outputs that are one file, through a link to a file not made yet:
    // only the one written last would be left.
    void refusesTwoOutputsThatAreOneFile_data()
    {
        QTest::addColumn<QString>("option");
        QTest::newRow("--csv") << "--csv";
        QTest::newRow("--comparisons-csv") << "--comparisons-csv";
    }

    void refusesTwoOutputsThatAreOneFile()
    {
        QFETCH(QString, option);
        QTemporaryDir dir;
        const QString link = dir.filePath("link.json");
        QVERIFY(QFile::link(dir.filePath("merged.json"), link));
        const Result result = runCli(
            QStringList {"merge"} + m_parts + QStringList {"--json", dir.filePath("merged.json"), option, link});
        QCOMPARE(result.status, 2);
        for (const QString &named : {option + " " + link, "--json " + dir.filePath("merged.json"),
                 QString(" are one file; give each output a name of its own")})
            QVERIFY2(result.err.contains(named), qPrintable(result.err));
        QVERIFY(!QFile::exists(dir.filePath("merged.json")));
        QCOMPARE(entries(dir.path()), QStringList());
    }

    // Texts a partial carries are quoted in messages capped: a made_by or a
    // generator's name of a megabyte is one line of a few hundred characters.
    void capsTheTextsItQuotes_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to"); // X: a megabyte of text
        QTest::addColumn<QString>("message");
        QTest::newRow("made_by") << QByteArray("\"made_by\": \"") << QByteArray("\"made_by\": \"X")
                                 << "were made by different programs (";
        QTest::newRow("a generator") << QByteArray("\"generator\": \"rotating-dfs")
                                     << QByteArray("\"generator\": \"rotating-dfsX")
                                     << "it names a generator this mazestudy-cli does not know";
        QTest::newRow("an option") << QByteArray("\"options\": {}") << QByteArray("\"options\": {\"X\": \"1\"}")
                                   << "is corrupt: ";
    }
    void capsTheTextsItQuotes()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray text = readAll(m_parts[1]);
        const qsizetype at = text.indexOf(from);
        QVERIFY2(at >= 0, from.constData());
        text.replace(at, from.size(), QByteArray(to).replace("X", QByteArray(1 << 20, 'x')));
        const QString bad = path("long.json");
        QVERIFY(writeAll(bad, text));
        const Result result = runCli(QStringList {"merge", m_parts[0], bad, m_parts[2]});
        QCOMPARE(result.status, 1);
        QVERIFY2(result.err.contains(message), qPrintable(result.err.left(3000)));
        QVERIFY2(result.err.contains(" characters in all)"), qPrintable(result.err.left(3000)));
        QVERIFY2(result.err.size() < 2500, qPrintable(QString::number(result.err.size())));
    }

    // A sweep shards as a study does, the same runs at every size: merged in
    // any order, its partials give the unsharded sweep's JSON, CSVs and text.
    void sweepMergedEqualsUnsharded_data()
    {
        QTest::addColumn<int>("shards");
        QTest::addColumn<QList<int>>("order"); // the shards' numbers as given to merge
        QTest::addRow("2 shards, last first") << 2 << QList<int> {2, 1};
        QTest::addRow("3 shards, in order") << 3 << QList<int> {1, 2, 3};
        QTest::addRow("3 shards, middle first") << 3 << QList<int> {2, 3, 1};
    }

    void sweepMergedEqualsUnsharded()
    {
        QFETCH(int, shards);
        QFETCH(QList<int>, order);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto files = [&](const QString &name) {
            return QStringList {"--json", dir.filePath(name + ".json"), "--csv", dir.filePath(name + ".csv"),
                "--fits-csv", dir.filePath(name + "-fits.csv")};
        };
        const Result whole = runCli(QStringList {"study"} + sweep + files("whole"));
        QVERIFY2(whole.status == 0, qPrintable(whole.err));
        const Result wholeText = runCli(QStringList {"study"} + sweep + QStringList {"--format", "text"});
        QVERIFY(wholeText.out.startsWith("How each metric's mean grows with the side"));
        const QStringList written = writeShards(sweep, shards, dir.path()); // last shard first
        QStringList parts;
        for (const int i : order)
            parts << written[shards - i];
        const Result merged = runCli(QStringList {"merge"} + parts + files("m"));
        QVERIFY2(merged.status == 0, qPrintable(merged.err));
        QVERIFY(merged.out.isEmpty() && merged.err.isEmpty());
        for (const QString &file : {".json", ".csv", "-fits.csv"})
            QCOMPARE(readAll(dir.filePath("m" + file)), readAll(dir.filePath("whole" + file)));
        const QByteArray json = readAll(dir.filePath("whole.json"));
        QCOMPARE(QJsonDocument::fromJson(json).object().value("sizes").toArray().size(), 3);
        QCOMPARE(runCli(QStringList {"merge"} + parts).out, json);
        QCOMPARE(runCli(QStringList {"merge"} + parts + QStringList {"--format", "text"}).out, wholeText.out);
    }

    // A sweep's partial: each size's study partial of the same runs, without heat maps.
    void sweepPartialSaysWhatItHolds()
    {
        const Result result = runCli(QStringList {"study"} + sweep + QStringList {"--shard", "2/3"});
        QCOMPARE(result.status, 0);
        const QJsonObject json = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(json.value("format").toString(), QString("mazestudy-sweep-partial"));
        QCOMPARE(json.value("partial_version").toInt(), 2);
        QCOMPARE(json.value("shard").toObject().value("first_run").toInt(), 10);
        QCOMPARE(json.value("studies").toArray().size(), 3);
        for (const int k : {0, 1, 2}) {
            const QJsonObject study = json.value("studies").toArray()[k].toObject();
            QCOMPARE(study.value("format").toString(), QString("mazestudy-study-partial"));
            QCOMPARE(study.value("shard").toObject().value("end_run").toInt(), 20);
            QCOMPARE(study.value("rows").toArray().size(), 2 * 10);
            const QJsonObject generator = study.value("generators").toArray()[1].toObject();
            QCOMPARE(generator.value("maze").toObject().value("rows").toInt(), QList<int>({11, 15, 21})[k]);
            QVERIFY(generator.value("heat_map").isNull());
        }
    }

    void refusesSweepPartialsThatMakeNoSweep_data()
    {
        QTest::addColumn<QStringList>("other"); // shard 2/3 of this replaces the sweep's
        QTest::addColumn<QString>("message");
        QTest::newRow("sizes") << withOption(sweep, "--sizes", "11x11,21x21")
                               << "are partials of different studies: they have different sizes "
                                  "(11x11,15x17,21x21; 11x11,21x21)";
        QTest::newRow("base seed") << withOption(sweep, "--seed", "4") << "they have different base seeds (3, 4)";
        QTest::newRow("generators") << withOption(sweep, "--generators", "backtracker,prim")
                                    << "they have different generators (wilson, prim)";
        QTest::newRow("a study of one size") << QStringList {"--generators", "backtracker,wilson", "--size", "21x21",
            "--runs", "30", "--seed", "3"} << " is a sweep's, ";
    }

    void refusesSweepPartialsThatMakeNoSweep()
    {
        QFETCH(QStringList, other);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList ours = writeShards(sweep, 3, dir.path());
        const QString theirs = dir.filePath("theirs.json");
        QCOMPARE(runCli(QStringList {"study"} + other + QStringList {"--shard", "2/3", "--json", theirs}).status, 0);
        verifyRefused({ours[2], theirs, ours[0]}, message, true);
    }

    void refusesSweepShardsThatOverlapOrMiss()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList thirds = writeShards(sweep, 3, dir.path()); // 3/3, 2/3, 1/3
        const QString half = dir.filePath("half-1.json");
        QCOMPARE(runCli(QStringList {"study"} + sweep + QStringList {"--shard", "1/2", "--json", half}).status, 0);
        verifyRefused({half, thirds[1], thirds[0]},
            "overlapping shards: " + half + " (runs 0 to 14) and " + thirds[1] + " (runs 10 to 19) share runs", true);
        verifyRefused({thirds[2], thirds[0]}, "missing shard: no partial has runs 10 to 19 of the 30", true);
        verifyRefused({thirds[2], thirds[2]}, "are the same file, given twice", true);
        verifyRefused({m_parts[0], thirds[1]},
            m_parts[0] + " and " + thirds[1] + " are partials of different studies: " + m_parts[0] + " is a study's, "
                + thirds[1] + " a sweep's");
        // A sweep's merge writes what a sweep writes: no heat maps, charts or comparisons.
        clirunner::verifyUsageError({"merge", thirds[0], thirds[1], thirds[2], "--heatmap-dir", dir.filePath("heat")},
            "these partials are a sweep's (study --sizes)");
        clirunner::verifyUsageError(QStringList {"merge"} + m_parts + QStringList {"--fits-csv", dir.filePath("f.csv")},
            "--fits-csv writes a sweep's fits, and these partials are a study's of one size");
        QVERIFY(!QFile::exists(dir.filePath("heat")));
        clirunner::verifyUsageError(QStringList {"study"} + sweep + QStringList {"--shard", "1/31"},
            "--shard 1/31: more shards than --runs 30");
    }

    // A sweep's partial whose studies are not of its shard, or out of order.
    void refusesASweepPartialAtOddsWithItself_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("a study of another shard")
            << QByteArray("\"3\",\n  \"shard\": {\"index\": 2") << QByteArray("\"3\",\n  \"shard\": {\"index\": 1")
            << "is corrupt: its study of 11x11 is shard 1/3 (runs 10 to 19), the sweep's is 2/3 (runs 10 to 19)";
        // It said "is not of the sweep's shard", whatever differed.
        const QString program = QString::fromUtf8(runCli({"--version"}).out.trimmed()); // "mazestudy-cli 1.2.3"
        QTest::newRow("another made_by") << QByteArray("\"made_by\": \"mazestudy-cli ")
                                         << QByteArray("\"made_by\": \"edited mazestudy-cli ")
                                         << "is corrupt: its study of 11x11 was made by " + program
                + ", the sweep by edited " + program;
        QTest::newRow("sizes that are not its studies'")
            << QByteArray("[{\"rows\": 11, \"cols\": 11}, {\"rows\": 15, \"cols\": 17}")
            << QByteArray("[{\"rows\": 15, \"cols\": 17}, {\"rows\": 11, \"cols\": 11}")
            << "is corrupt: its study of 15x17 has mazes of another size";
        QTest::newRow("a heat map") << QByteArray("\"heat_map\": null") << QByteArray("\"heat_map\": {}")
                                    << "is corrupt: a sweep's study has a heat map";
        QTest::newRow("another version") << QByteArray("\"partial_version\": 2") << QByteArray("\"partial_version\": 9")
                                         << "is a sweep partial of version 9; this mazestudy-cli reads version 2";
    }

    void refusesASweepPartialAtOddsWithItself()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList parts = writeShards(sweep, 3, dir.path());
        QByteArray text = readAll(parts[1]);
        const qsizetype at = text.indexOf(from);
        QVERIFY2(at >= 0, from.constData());
        text.replace(at, from.size(), to);
        const QString bad = dir.filePath("bad.json");
        QVERIFY(writeAll(bad, text));
        verifyRefused({parts[2], bad, parts[0]}, bad + " " + message, true);
    }

    // A partial edited consistently, its rows and distributions in step, with
    // more floor and wall than its mazes have units: merged, its means were wrong.
    void refusesUnitsThatDoNotAddUp()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList parts = writeShards(sweep, 3, dir.path());
        QByteArray text = readAll(parts[1]);
        // Every perfect 11x11 maze has 49 floor and 72 wall units.
        const QByteArray rowsBefore = text;
        text.replace(",49,72,", ",49,73,");
        QVERIFY(text != rowsBefore);
        const QByteArray distribution("\"wall_units\": {\"values\": [72]");
        QVERIFY(text.contains(distribution));
        text.replace(distribution, "\"wall_units\": {\"values\": [73]");
        const QString edited = dir.filePath("edited.json");
        QVERIFY(writeAll(edited, text));
        verifyRefused({parts[2], edited, parts[0]},
            edited
                + " is corrupt: the row of backtracker run 10 has 49 floor and 73 wall units, not the 121 units of its "
                  "mazes (11x11)",
            true);
    }

    // The partials' sizes bound what merging them needs: over the budget, it
    // is refused before any is read.
    // A sweep keeps some 40 KB of each size and generator to its end: 2000
    // sizes peaked at 105 MB, past a budget of 100M that the estimate of its
    // largest study alone (about 64 MB) let through (#41, item 5).
    void aSweepsEstimateGrowsWithItsSizes()
    {
        QStringList sizes;
        for (int rows = 5; rows < 205; rows += 2)
            for (int cols = 5; cols < 45; cols += 2)
                sizes << QStringLiteral("%1x%2").arg(rows).arg(cols);
        const Result result = runCli({"study", "--generators", "backtracker", "--sizes", sizes.join(','), "--runs", "1",
            "--seed", "1", "--threads", "2", "--memory-budget", "100M"});
        QCOMPARE(result.status, 1);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains("this sweep of 2000 sizes would need about 15"), qPrintable(result.err));
    }

    // merge's estimate is a bound on its peak, outputs included: a sweep's
    // two partials of 97 MB, merged to JSON, CSV and fits, peaked at 1.02 GB
    // against an estimate of 992 MB (#41, item 5).
    void mergesEstimateBoundsItsPeak()
    {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("AddressSanitizer and ThreadSanitizer keep shadow memory and freed blocks beside the program's own: "
              "their peak is not the one the estimate bounds");
#endif
        QTemporaryDir dir;
        QStringList sizes;
        for (int rows = 5; rows < 105; rows += 2)
            for (int cols = 5; cols < 25; cols += 2)
                sizes << QStringLiteral("%1x%2").arg(rows).arg(cols);
        QStringList parts;
        for (const char *shard : {"1/2", "2/2"}) {
            parts << dir.filePath(QStringLiteral("part%1.json").arg(parts.size() + 1));
            const Result made = runCli({"study", "--generators", "all", "--sizes", sizes.join(','), "--runs", "20",
                "--seed", "1", "--threads", "2", "--shard", QLatin1String(shard), "--json", parts.back()});
            QCOMPARE(made.status, 0);
        }
        const QStringList outputs {
            "--json", dir.filePath("s.json"), "--csv", dir.filePath("s.csv"), "--fits-csv", dir.filePath("f.csv")};
        const Result refused = runCli(QStringList {"merge"} + parts + outputs + QStringList {"--memory-budget", "1M"});
        static const QRegularExpression about(QStringLiteral("would need about ([0-9.]+) ([MG])B"));
        const QRegularExpressionMatch estimate = about.match(refused.err);
        QVERIFY2(estimate.hasMatch(), qPrintable(refused.err));
        const double estimateMb
            = estimate.captured(1).toDouble() * (estimate.captured(2) == QLatin1String("G") ? 1024 : 1);
        const Result merged = runCli(QStringList {"merge"} + parts + outputs);
        QCOMPARE(merged.status, 0);
        rusage children {};
        getrusage(RUSAGE_CHILDREN, &children);
        const double peakMb = children.ru_maxrss / 1024.0;
        QVERIFY2(
            peakMb <= estimateMb, qPrintable(QStringLiteral("peak %1 MB, estimate %2 MB").arg(peakMb).arg(estimateMb)));
    }

    void refusesPartialsOverTheMemoryBudget()
    {
        const Result result = runCli(QStringList {"merge"} + m_parts + QStringList {"--memory-budget", "1M"});
        QCOMPARE(result.status, 1);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains("merging these partials would need about"), qPrintable(result.err));
        QVERIFY2(result.err.contains("merge fewer or smaller partials"), qPrintable(result.err));
    }
};

QTEST_GUILESS_MAIN(TestCliShard)
#include "tst_cli_shard.moc"
