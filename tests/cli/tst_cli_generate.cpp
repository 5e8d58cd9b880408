#include "generatorcatalog.h"
#include "mazefile.h"

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QTemporaryDir>
#include <QtTest>

using namespace mazestudy;
using clirunner::Result;
using clirunner::runCli;

class TestCliGenerate : public QObject {
    Q_OBJECT
private slots:
    // The CLI writes exactly what the engine makes, for every generator.
    void matchesTheEngine()
    {
        for (const GeneratorInfo &info : generatorCatalog()) {
            const Result result = runCli(
                {"generate", "--generator", QString::fromStdString(info.id), "--size", "21x31", "--seed", "77"});
            QCOMPARE(result.status, 0);
            QVERIFY(result.err.isEmpty());
            MazeSpec spec;
            spec.generator = info.id;
            spec.rows = 21;
            spec.cols = 31;
            spec.seed = 77;
            auto generator = makeGenerator(spec);
            generator->run();
            QCOMPARE(result.out, QByteArray::fromStdString(mazeToText(mazeFromGenerator(*generator))));
        }
    }

    void writesTheFileAndOptions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.maze");
        const Result result = runCli({"generate", "--generator=automaton", "--size=30x40", "--seed=5", "--option",
            "update=previous-sweep", "--option", "seed-wall-count=3", "--out", path});
        QCOMPARE(result.status, 0);
        QVERIFY(result.out.isEmpty());
        const Maze maze = readMazeFile(path.toStdString());
        QCOMPARE(maze.spec.options.at("update"), std::string("previous-sweep"));
        QCOMPARE(maze.seedWalls.size(), size_t(3));
    }

    void listsGenerators()
    {
        const Result result = runCli({"generators"});
        QCOMPARE(result.status, 0);
        for (const GeneratorInfo &info : generatorCatalog())
            QVERIFY(result.out.contains(QByteArray::fromStdString(info.id + ": ")));
        QVERIFY(result.out.contains("--option update=in-place|previous-sweep (default in-place)"));
    }

    // mazestudy-cli runs the verbs that need only the engine without loading
    // Qt; what needs Qt it hands to mazestudy-cli-qt, which lists the same
    // generators, the lab among them.
    void engineVerbsLoadNoQt()
    {
        const Result libraries = clirunner::runProgram("ldd", {QStringLiteral(MAZESTUDY_CLI)});
        QCOMPARE(libraries.status, 0);
        QVERIFY2(libraries.out.contains("libstdc++"), libraries.out.constData());
        QVERIFY2(!libraries.out.contains("libQt"), libraries.out.constData());
        const Result listed = runCli({"generators", "--format", "json"});
        QCOMPARE(listed.status, 0);
        QVERIFY(listed.out.contains("\"id\": \"lab\""));
        QCOMPARE(listed.out,
            clirunner::runProgram(QStringLiteral(MAZESTUDY_CLI_QT), {"generators", "--format", "json"}).out);
    }

    // Without mazestudy-cli-qt beside it, mazestudy-cli still runs every verb
    // of the engine as before, and for a study or a lab script says which
    // program is missing, where it looked, rather than failing half-way.
    void handOverNamesAMissingQtProgram()
    {
        QTemporaryDir dir(QDir::currentPath() + "/lone-cli-XXXXXX"); // where programs may run, unlike a noexec /tmp
        QVERIFY(dir.isValid());
        const QString alone = dir.filePath("bin/mazestudy-cli");
        QVERIFY(QDir(dir.path()).mkdir("bin"));
        QVERIFY(QFile::copy(QStringLiteral(MAZESTUDY_CLI), alone));
        const QString maze = dir.filePath("b.maze");
        const QStringList spec {"--generator", "backtracker", "--size", "21x21", "--seed", "1"};
        QVERIFY(runCli(QStringList {"generate"} + spec + QStringList {"--out", maze}).status == 0);
        for (const QStringList &arguments : {QStringList {"generate"} + spec, QStringList {"generators"},
                 QStringList {"metrics", maze}, QStringList {"replay"} + spec + QStringList {"--at", "40"}}) {
            const Result byItself = clirunner::runProgram(alone, arguments);
            QVERIFY2(byItself.status == 0, qPrintable(arguments.join(' ') + ": " + byItself.err));
            QCOMPARE(byItself.out, runCli(arguments).out);
        }
        QFile script(dir.filePath("digout.js"));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("function digout(y, x) {}\n");
        script.close();
        const QString expected = QDir(dir.path())
                                     .absoluteFilePath(QDir(QFileInfo(QStringLiteral(MAZESTUDY_CLI)).absolutePath())
                                                           .relativeFilePath(QStringLiteral(MAZESTUDY_CLI_QT))
                                                           .prepend("bin/"));
        for (const QStringList &arguments :
            {QStringList {"study", "--generators", "backtracker", "--size", "21x21", "--runs", "2", "--seed", "1"},
                QStringList {"generate", "--generator", "lab", "--size", "21x21", "--seed", "1", "--option",
                    "script=" + script.fileName()}}) {
            const Result result = clirunner::runProgram(alone, arguments);
            QCOMPARE(result.status, 1);
            QVERIFY(result.out.isEmpty());
            QCOMPARE(result.err,
                "mazestudy-cli " + arguments.first() + ": this needs " + QDir::cleanPath(expected)
                    + " (the part of mazestudy-cli that uses Qt), which cannot be started: No such file or "
                      "directory\n");
        }
    }

    void helpOnEveryVerb()
    {
        for (const QString &verb : {"generate", "generators"}) {
            const Result result = runCli({verb, "--help"});
            QCOMPARE(result.status, 0);
            QVERIFY(result.out.startsWith("usage: mazestudy-cli " + verb.toUtf8()));
        }
        QCOMPARE(runCli({"--help"}).status, 0);
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList base {"generate", "--generator", "backtracker"};
        QTest::newRow("no verb") << QStringList {} << "usage:";
        QTest::newRow("unknown verb") << QStringList {"make"} << "unknown verb \"make\"";
        QTest::newRow("even size") << base + QStringList {"--size", "40x41", "--seed", "1"}
                                   << "needs odd rows and columns";
        QTest::newRow("tiny size") << base + QStringList {"--size", "1x1", "--seed", "1"} << "out of range";
        QTest::newRow("huge size") << base + QStringList {"--size", "30001x3", "--seed", "1"} << "out of range";
        QTest::newRow("size text") << base + QStringList {"--size", "big", "--seed", "1"} << "--size takes ROWSxCOLS";
        QTest::newRow("seed text") << base + QStringList {"--size", "41x41", "--seed", "abc"}
                                   << "--seed takes a whole number";
        QTest::newRow("negative seed") << base + QStringList {"--size", "41x41", "--seed", "-3"}
                                       << "--seed takes a whole number";
        QTest::newRow("no seed") << base + QStringList {"--size", "41x41"} << "--seed is required";
        QTest::newRow("unknown generator") << QStringList {"generate", "--generator", "labyrinth", "--size", "41x41",
            "--seed", "1"} << "unknown generator \"labyrinth\"";
        QTest::newRow("option twice") << QStringList {"generate", "--generator", "growing-tree", "--size", "21x21",
            "--seed", "1", "--option", "pick=random", "--option", "pick=oldest"}
                                      << "--option pick is given twice";
        QTest::newRow("unknown option") << base + QStringList {"--size", "41x41", "--seed", "1", "--option", "a=b"}
                                        << "has no option \"a\"";
        QTest::newRow("option shape") << base + QStringList {"--size", "41x41", "--seed", "1", "--option", "ab"}
                                      << "--option takes KEY=VALUE";
        QTest::newRow("stray argument") << base + QStringList {"--size", "41x41", "--seed", "1", "--colour"}
                                        << "unexpected argument \"--colour\"";
        QTest::newRow("missing value") << base + QStringList {"--size", "41x41", "--seed"} << "--seed needs a value";
        QTest::newRow("braid above one") << base + QStringList {"--size", "41x41", "--seed", "1", "--braid", "1.5"}
                                         << "--braid takes the share of dead ends to remove, from 0 to 1";
        QTest::newRow("braid text") << base + QStringList {"--size", "41x41", "--seed", "1", "--braid", "half"}
                                    << "not \"half\"";
        const QStringList sweep {"study", "--generators", "binary-tree", "--runs", "2", "--seed", "1"};
        QTest::newRow("sizes and size") << sweep + QStringList {"--size", "21x21", "--sizes", "21x21,41x41"}
                                        << "not both";
        QTest::newRow("one size") << sweep + QStringList {"--sizes", "21x21"} << "two sizes or more";
        QTest::newRow("size twice") << sweep + QStringList {"--sizes", "21x21,41x41,21x21"} << "names 21x21 twice";
        QTest::newRow("sweep with a CSV layout")
            << sweep + QStringList {"--sizes", "21x21,41x41", "--csv-layout", "long"} << "go with one --size";
        QTest::newRow("fits of one size") << sweep + QStringList {"--size", "21x21", "--fits-csv", "x.csv"}
                                          << "--fits-csv writes a sweep's fits: it goes with --sizes";
        QTest::newRow("fits on the JSON's path")
            << sweep + QStringList {"--sizes", "21x21,41x41", "--fits-csv", "x.json", "--json", "x.json"}
            << "--json x.json and --fits-csv x.json are one file";
        // convert's output is its second word, not an --out option.
        QTest::newRow("convert --scale to a .maze") << QStringList {"convert", "in.maze", "out.maze", "--scale", "2"}
                                                    << "--scale is for a picture: convert to FILE.png or FILE.svg";
        QTest::newRow("convert --show to a .png") << QStringList {"convert", "in.maze", "out.png", "--show", "solution"}
                                                  << "--show is for a figure: convert to FILE.svg";
        QTest::newRow("sweep of even sizes") << QStringList {"study", "--generators", "backtracker", "--runs", "2",
            "--seed", "1", "--sizes", "21x21,40x40"}
                                             << "size 40x40: backtracker needs odd rows";
        QTest::newRow("braid in a study") << QStringList {"study", "--generators", "wilson", "--size", "21x21",
            "--runs", "2", "--seed", "1", "--braid", "-0.5"}
                                          << "--braid takes the share";
    }

    // A sweep fits each metric's growth over its sizes, given in any order:
    // the binary tree's corner-to-corner path is exactly 2 (side - 3) steps.
    void sweepFitsHowAMetricGrows()
    {
        const Result result = runCli({"study", "--generators", "binary-tree,wilson", "--sizes", "81x81,21x21,41x41",
            "--runs", "5", "--seed", "2"});
        QCOMPARE(result.status, 0);
        const QJsonObject sweep = QJsonDocument::fromJson(result.out).object();
        const QJsonArray sizes = sweep["sizes"].toArray();
        QCOMPARE(sizes.size(), 3);
        QCOMPARE(sizes[0].toObject()["rows"].toInt(), 21);
        QCOMPARE(sizes[2].toObject()["rows"].toInt(), 81);
        QCOMPARE(
            sweep["means"].toArray()[1].toArray()[0].toObject()["shortest_path"].toObject()["mean"].toDouble(), 76.0);
        bool found = false;
        for (const QJsonValue value : sweep["fits"].toArray()) {
            const QJsonObject fit = value.toObject();
            if (fit["generator"] != "binary-tree" || fit["metric"] != "shortest_path")
                continue;
            found = true;
            // 36, 76, 156 steps at sides 21, 41, 81: a little steeper than linear, as the offset bends it.
            QVERIFY(fit["exponent"].toDouble() > 1.0 && fit["exponent"].toDouble() < 1.2);
            QVERIFY(fit["exponent_ci95_low"].toDouble() < fit["exponent"].toDouble());
        }
        QVERIFY(found);
        const Result text = runCli({"study", "--generators", "wilson", "--sizes", "21x21,41x41", "--runs", "3",
            "--seed", "2", "--format", "text"});
        QVERIFY2(text.out.contains("wilson shortest_path: exponent"), text.out.constData());
    }

    // A sweep's CSV holds the JSON's means, a row a generator, size and
    // metric, and its fits CSV the JSON's fits, a row each, in the JSON's order.
    void sweepCsvIsTheJsons()
    {
        QTemporaryDir dir;
        const Result result = runCli(
            {"study", "--generators", "binary-tree,wilson", "--sizes", "41x41,21x21", "--runs", "4", "--seed", "2",
                "--csv", dir.filePath("m.csv"), "--fits-csv", dir.filePath("f.csv"), "--json", dir.filePath("s.json")});
        QVERIFY2(result.status == 0, qPrintable(result.err));
        QFile jsonFile(dir.filePath("s.json"));
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject sweep = QJsonDocument::fromJson(jsonFile.readAll()).object();
        QFile means(dir.filePath("m.csv"));
        QVERIFY(means.open(QIODevice::ReadOnly));
        QCOMPARE(means.readLine(), QByteArray("generator,rows,cols,side,metric,count,mean,ci95_low,ci95_high\n"));
        const QJsonObject path41 = sweep["means"].toArray()[1].toArray()[1].toObject()["shortest_path"].toObject();
        int rows = 0;
        bool found = false;
        for (QByteArray line = means.readLine(); !line.isEmpty(); line = means.readLine(), ++rows) {
            const QList<QByteArray> fields = line.trimmed().split(',');
            QCOMPARE(fields.size(), 9);
            if (fields[0] == "wilson" && fields[1] == "41" && fields[4] == "shortest_path") {
                found = true;
                QCOMPARE(fields[5].toInt(), 4);
                QCOMPARE(fields[6].toDouble(), path41["mean"].toDouble());
                QCOMPARE(fields[8].toDouble(), path41["ci95_high"].toDouble());
            }
        }
        QVERIFY(found);
        const int metrics = sweep["means"].toArray()[0].toArray()[0].toObject().size() - 2; // generator, mazes
        QCOMPARE(rows, 2 * 2 * metrics);
        QFile fits(dir.filePath("f.csv"));
        QVERIFY(fits.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = fits.readAll().split('\n');
        QCOMPARE(lines.size(), sweep["fits"].toArray().size() + 2); // the header, the rows, and after the last newline
        const QJsonObject fit = sweep["fits"].toArray()[0].toObject();
        const QList<QByteArray> first = lines[1].split(',');
        QCOMPARE(QString(first[0] + "," + first[1]), fit["generator"].toString() + "," + fit["metric"].toString());
        QCOMPARE(first[2].toDouble(), fit["exponent"].toDouble());
        QVERIFY(first[3].isEmpty()); // two sizes: no interval
    }

    // The comparisons CSV holds the JSON's comparisons, a row each, in its
    // column names, and refuses to share a path with another output.
    void comparisonsCsvIsTheJsonsComparisons()
    {
        QTemporaryDir dir;
        const QString csvPath = dir.filePath("c.csv");
        const QString jsonPath = dir.filePath("s.json");
        const Result result = runCli({"study", "--generators", "backtracker,wilson,binary-tree", "--size", "21x21",
            "--runs", "30", "--seed", "3", "--comparisons-csv", csvPath, "--json", jsonPath});
        QVERIFY2(result.status == 0, qPrintable(result.err));
        QFile csvFile(csvPath);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csvFile.readAll()).split('\n', Qt::SkipEmptyParts);
        QFile jsonFile(jsonPath);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonArray comparisons = QJsonDocument::fromJson(jsonFile.readAll()).object()["comparisons"].toArray();
        QCOMPARE(lines.size(), qsizetype(comparisons.size()) + 1);
        const QStringList columns = lines[0].split(',');
        for (int row = 0; row < comparisons.size(); ++row) {
            const QStringList fields = lines[row + 1].split(',');
            QCOMPARE(fields.size(), columns.size());
            const QJsonObject expected = comparisons[row].toObject();
            for (int column = 0; column < columns.size(); ++column) {
                const QJsonValue value = expected[columns[column]];
                QVERIFY2(!value.isUndefined(), qPrintable(columns[column]));
                if (value.isNull())
                    QVERIFY(fields[column].isEmpty());
                else if (value.isString())
                    QCOMPARE(fields[column], value.toString());
                else
                    QCOMPARE(fields[column].toDouble(), value.toDouble());
            }
        }
        const Result clash = runCli({"study", "--generators", "wilson", "--size", "21x21", "--runs", "3", "--seed", "3",
            "--comparisons-csv", jsonPath, "--json", jsonPath});
        QCOMPARE(clash.status, 2);
        QVERIFY(clash.err.contains("are one file"));
    }

    // --braid reaches the file, the metrics, the replay and the study's
    // specs; 0 is no braid at all.
    void braidsWhereverAMazeIsMade()
    {
        const QStringList spec {"--generator", "backtracker", "--size", "21x21", "--seed", "4"};
        const Result plain = runCli(QStringList {"generate"} + spec);
        QCOMPARE(runCli(QStringList {"generate"} + spec + QStringList {"--braid", "0"}).out, plain.out);
        const Result braided = runCli(QStringList {"generate"} + spec + QStringList {"--braid", "0.5"});
        QCOMPARE(braided.status, 0);
        QVERIFY(braided.out.contains("; braid: 0.5\n"));
        QVERIFY(braided.out != plain.out);
        const QJsonObject metrics
            = QJsonDocument::fromJson(runCli(QStringList {"metrics"} + spec + QStringList {"--braid", "1"}).out)
                  .object();
        QCOMPARE(metrics["maze"].toObject()["braid"].toDouble(), 1.0);
        QVERIFY(metrics["metrics"].toObject()["loops"].toInt() > 0);
        // The run's last move is braid's: the error past the end names the total.
        const Result past = runCli(QStringList {"replay"} + spec + QStringList {"--braid", "1", "--at", "100000"});
        const QRegularExpressionMatch total = QRegularExpression("has (\\d+) moves").match(past.err);
        QVERIFY2(total.hasMatch(), qPrintable(past.err));
        const QJsonObject last
            = QJsonDocument::fromJson(runCli(QStringList {"replay"} + spec
                                          + QStringList {"--braid", "1", "--at", total.captured(1), "--format", "json"})
                                          .out)
                  .object();
        QVERIFY2(last["narration"].toObject()["kind"].toString().startsWith("braid-"),
            qPrintable(last["narration"].toObject()["kind"].toString()));
        const QJsonObject study
            = QJsonDocument::fromJson(runCli({"study", "--generators", "wilson,backtracker", "--size", "21x21",
                                                 "--runs", "3", "--seed", "1", "--braid", "0.25"})
                                          .out)
                  .object();
        for (const QJsonValue generator : study["generators"].toArray())
            QCOMPARE(generator.toObject()["maze"].toObject()["braid"].toDouble(), 0.25);
    }

    void rejectsBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        clirunner::verifyUsageError(arguments, message);
    }

    void unwritableOutputLeavesNoFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("no/such/folder/x.maze");
        const Result result
            = runCli({"generate", "--generator", "backtracker", "--size", "21x21", "--seed", "1", "--out", path});
        QCOMPARE(result.status, 1);
        QVERIFY2(result.err.contains("cannot write"), qPrintable(result.err));
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        const Result unnamed
            = runCli({"generate", "--generator", "backtracker", "--size", "21x21", "--seed", "1", "--out", ""});
        QCOMPARE(unnamed.status, 1);
        QVERIFY2(unnamed.err.contains("cannot write a file without a name: give a file name"), qPrintable(unnamed.err));
    }

    // A device is written, never replaced: /dev/null's twin made in the
    // test's folder stays a device (the machine's own /dev is never touched).
    void aDeviceOutputStaysADevice()
    {
        QTemporaryDir dir;
        const QByteArray device = QFile::encodeName(dir.filePath("null"));
        if (::mknod(device.constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
            QSKIP("making a device node needs root");
        const Result result = runCli({"generate", "--generator", "backtracker", "--size", "5x5", "--seed", "1", "--out",
            QFile::decodeName(device)});
        QCOMPARE(result.status, 0);
        struct stat info { };
        QCOMPARE(::lstat(device.constData(), &info), 0);
        QVERIFY(S_ISCHR(info.st_mode));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden | QDir::System),
            QStringList {"null"});
    }

    // A file-size limit stands in for a full disk: the message names the real
    // cause, the exit status is 1, and no temporary or partial file remains.
    void failedWriteNamesItsCauseAndLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.maze");
        QProcess process;
        process.start("bash",
            {"-c",
                QString("trap '' XFSZ; ulimit -f 4; exec '%1' generate --generator backtracker "
                        "--size 301x301 --seed 1 --out '%2'")
                    .arg(QStringLiteral(MAZESTUDY_CLI), path)});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(err.contains("cannot write " + path + ": File too large"), qPrintable(err));
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    }

    void failedStandardOutputIsAnError()
    {
        if (!QFile::exists("/dev/full"))
            QSKIP("no /dev/full on this system");
        QProcess process;
        process.setStandardOutputFile("/dev/full");
        process.start(QStringLiteral(MAZESTUDY_CLI),
            {"generate", "--generator", "backtracker", "--size", "201x201", "--seed", "1"});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(QString::fromUtf8(process.readAllStandardError()).contains("cannot write standard output"));
    }
};

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"
