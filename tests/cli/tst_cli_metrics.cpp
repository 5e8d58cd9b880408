#include "clirunner.h"
#include "generatorcatalog.h"
#include "mazefile.h"
#include "mazemetrics.h"
#include "metriccatalog.h"
#include "metricsreport.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazestudy;

namespace {

using clirunner::entries;
using clirunner::Result;
using clirunner::runCli;

QString testMaze(const char *name)
{
    return QStringLiteral(MAZESTUDY_SOURCE_DIR "/tests/data/metrics/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A PNG of the given chunks (type and data), each with its length and CRC.
QByteArray pngOf(const QList<QPair<QByteArray, QByteArray>> &chunks)
{
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    for (const auto &[type, data] : chunks) {
        const QByteArray typed = type + data;
        quint32 crc = 0xffffffffu;
        for (const char c : typed) {
            crc ^= quint8(c);
            for (int bit = 0; bit < 8; ++bit)
                crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
        }
        const auto bigEndian = [](quint32 value) {
            const char bytes[] {char(value >> 24), char(value >> 16), char(value >> 8), char(value)};
            return QByteArray(bytes, sizeof bytes);
        };
        png += bigEndian(quint32(data.size())) + typed + bigEndian(~crc);
    }
    return png;
}

// An IHDR of `width` x `height` pixels of 8 bits, in PNG's colour type `colourType`.
QByteArray pngHeader(quint32 width, quint32 height, char colourType)
{
    const char bytes[] {char(width >> 24), char(width >> 16), char(width >> 8), char(width), char(height >> 24),
        char(height >> 16), char(height >> 8), char(height), 8, colourType, 0, 0, 0};
    return QByteArray(bytes, sizeof bytes);
}

// Rows (each a filter byte and its pixels) as the zlib stream of an IDAT
// (qCompress puts the length before it).
QByteArray zlibStream(const QByteArray &rows)
{
    return qCompress(rows, 9).mid(4);
}

// Every generator of the catalogue, sorted as a folder listing is.
QStringList allGeneratorIds()
{
    QStringList ids;
    for (const auto &info : mazestudy::generatorCatalog())
        ids << QString::fromStdString(info.id);
    ids.sort();
    return ids;
}

} // namespace

class TestCliMetrics : public QObject {
    Q_OBJECT
private slots:
    void metricsOfAFile()
    {
        const Result result = runCli({"metrics", testMaze("loop.maze")});
        QCOMPARE(result.status, 0);
        QVERIFY(result.err.isEmpty());
        const QJsonObject json = QJsonDocument::fromJson(result.out).object();
        QVERIFY(json.value("maze").toObject().value("generator").isNull());
        const QJsonObject metrics = json.value("metrics").toObject();
        for (const MetricInfo &metric : metricCatalog())
            QVERIFY2(metrics.contains(metric.name), metric.name);
        QCOMPARE(metrics.size(), int(metricCatalog().size()));
        QCOMPARE(metrics.value("loops").toInt(), 1);
        QCOMPARE(metrics.value("longest_path").toInt(), 5);
        QVERIFY(metrics.value("cells").isNull());
        QCOMPARE(json.value("corridor_length_histogram").toArray(), (QJsonArray {0, 1, 0, 0, 0, 0, 0, 0, 1}));
    }

    // The CLI prints exactly what the engine measures of the maze it makes.
    void metricsOfAGeneratedMaze()
    {
        const QStringList spec {"--generator", "permutation-dfs", "--size", "31x41", "--seed", "9"};
        const Result generated = runCli(QStringList {"generate"} + spec);
        QCOMPARE(generated.status, 0);
        const Maze maze = readMazeText(generated.out.toStdString());
        const MazeMetrics metrics = measureMaze(maze);
        const Result json = runCli(QStringList {"metrics"} + spec);
        QCOMPARE(json.status, 0);
        QCOMPARE(json.out, QByteArray::fromStdString(metricsToJson(maze.spec, metrics)));
        const Result text = runCli(QStringList {"metrics", "--format", "text"} + spec);
        QCOMPARE(text.status, 0);
        QCOMPARE(text.out, QByteArray::fromStdString(metricsToText(maze.spec, metrics)));
    }

    // Sweeps are not in the file; an unedited automaton maze gets them back.
    void automatonFileKeepsItsSweeps()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.maze");
        QCOMPARE(
            runCli({"generate", "--generator", "automaton", "--size", "40x50", "--seed", "4", "--out", path}).status,
            0);
        auto generator = makeGenerator(readMazeFile(path.toStdString()).spec);
        generator->run();
        const Result result = runCli({"metrics", path});
        QCOMPARE(result.status, 0);
        const QJsonObject metrics = QJsonDocument::fromJson(result.out).object().value("metrics").toObject();
        QCOMPARE(metrics.value("sweeps").toInt(), generator->sweepHistory()->sweeps());
        QVERIFY(generator->sweepHistory()->sweeps() > 0);
    }

    // Every generator x N runs: a row each and a header; heat maps as PNG and CSV.
    void studyWritesEveryFile()
    {
        QTemporaryDir dir;
        const int runs = 30;
        const Result result = runCli({"study", "--generators", "all", "--size", "21x31", "--runs",
            QString::number(runs), "--seed", "5", "--csv", dir.filePath("rows.csv"), "--json",
            dir.filePath("summary.json"), "--heatmap-dir", dir.filePath("heat")});
        QCOMPARE(result.status, 0);
        QVERIFY2(result.err.isEmpty(), qPrintable(result.err)); // no terminal, so no progress bar
        QVERIFY(result.out.isEmpty());
        const QList<QByteArray> lines = readAll(dir.filePath("rows.csv")).split('\n');
        const int generatorCount = int(mazestudy::generatorCatalog().size());
        const std::string lastId = mazestudy::generatorCatalog().back().id;
        QCOMPARE(lines.size(), generatorCount * runs + 2); // header, rows, and the empty piece after the last newline
        QVERIFY(lines.first().startsWith("generator,run,seed,floor_units,"));
        QVERIFY(lines[1].startsWith("backtracker,0,"));
        QVERIFY(lines[4 * runs].startsWith("automaton,29,"));
        QVERIFY(lines[generatorCount * runs].startsWith(QByteArray::fromStdString(lastId + ",29,")));
        const int columns = int(lines.first().count(',')) + 1;
        for (int i = 1; i <= generatorCount * runs; ++i)
            QCOMPARE(int(lines[i].count(',')) + 1, columns);

        const QJsonObject summary = QJsonDocument::fromJson(readAll(dir.filePath("summary.json"))).object();
        QCOMPARE(summary.value("runs").toInt(), runs);
        const QJsonArray generators = summary.value("generators").toArray();
        QCOMPARE(generators.size(), generatorCount);
        const QJsonObject floor = generators[0].toObject().value("metrics").toObject().value("floor_units").toObject();
        QCOMPARE(floor.value("count").toInt(), runs);
        for (const char *field : {"mean", "sd", "min", "q1", "median", "q3", "max", "ci95_low", "ci95_high"})
            QVERIFY2(floor.value(field).isDouble(), field);

        QStringList expected;
        for (const QString &generator : allGeneratorIds())
            expected << generator + ".csv" << generator + ".png";
        QCOMPARE(entries(dir.filePath("heat")), expected);
        const QImage image(dir.filePath("heat/backtracker.png"));
        QCOMPARE(image.size(), QSize(31, 21));
        QCOMPARE(qGray(image.pixel(1, 1)), 255); // a cell: floor in every maze
        QCOMPARE(qGray(image.pixel(0, 0)), 0);
        const QList<QByteArray> heatRows = readAll(dir.filePath("heat/automaton.csv")).trimmed().split('\n');
        QCOMPARE(heatRows.size(), 21);
        QCOMPARE(heatRows.first().split(',').size(), 31);
    }

    // An option reaches the generators that have it and shows in the summary's spec.
    void studyTakesOptions()
    {
        QTemporaryDir dir;
        const Result result = runCli({"study", "--generators", "growing-tree,wilson", "--option", "pick=random",
            "--size", "21x21", "--runs", "20", "--seed", "3", "--json", dir.filePath("summary.json")});
        QCOMPARE(result.status, 0);
        const QJsonArray generators
            = QJsonDocument::fromJson(readAll(dir.filePath("summary.json"))).object().value("generators").toArray();
        QCOMPARE(generators.size(), 2);
        const QJsonObject growing = generators[0].toObject().value("maze").toObject();
        QCOMPARE(growing.value("options").toObject().value("pick").toString(), QStringLiteral("random"));
        // Wilson has no pick: only its own option, at its default.
        const QJsonObject wilson = generators[1].toObject().value("maze").toObject().value("options").toObject();
        QCOMPARE(wilson.keys(), QStringList {QStringLiteral("walk")});
        QCOMPARE(wilson.value("walk").toString(), QStringLiteral("exits"));
        // The study's mazes are the ones generate makes with the same option.
        const Result one = runCli(
            {"metrics", "--generator", "growing-tree", "--option", "pick=random", "--size", "21x21", "--seed", "3"});
        QCOMPARE(one.status, 0);
    }

    void studyIsTheSameWhateverTheThreads()
    {
        QTemporaryDir dir;
        for (const QString &threads : {"1", "2"}) {
            const Result result = runCli({"study", "--generators", "backtracker,automaton", "--size", "25x25", "--runs",
                "40", "--seed", "77", "--threads", threads, "--csv", dir.filePath(threads + ".csv")});
            QCOMPARE(result.status, 0);
            QVERIFY(QJsonDocument::fromJson(result.out).isObject()); // the summary, on standard output
            QCOMPARE(result.out,
                runCli({"study", "--generators", "backtracker,automaton", "--size", "25x25", "--runs", "40", "--seed",
                           "77", "--threads", threads == "1" ? "2" : "1"})
                    .out);
        }
        QCOMPARE(readAll(dir.filePath("1.csv")), readAll(dir.filePath("2.csv")));
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QStringList study {"study", "--generators", "all", "--size", "21x21", "--seed", "1"};
        QTest::newRow("unreadable maze") << QStringList {"metrics", "/no/such/file.maze"} << 1
                                         << "cannot read /no/such/file.maze: No such file or directory";
        QTest::newRow("a device") << QStringList {"metrics", "/dev/zero"} << 1
                                  << "cannot read /dev/zero: it is a device, not a file";
        QTest::newRow("malformed maze") << QStringList {"metrics", testMaze("../../metrics/tst_metrics.cpp")} << 1
                                        << "line 1:";
        QTest::newRow("no maze") << QStringList {"metrics"} << 2 << "give a .maze, .npy or .png file, or --generator";
        QTest::newRow("a folder") << QStringList {"metrics", testMaze(".")} << 1 << "is a folder, not a .maze file";
        QTest::newRow("metrics format") << QStringList {"metrics", testMaze("loop.maze"), "--format", "csv"} << 2
                                        << "--format takes json or text";
        QTest::newRow("zero runs") << study + QStringList {"--runs", "0"} << 2 << "--runs takes a whole number from 1";
        QTest::newRow("runs text") << study + QStringList {"--runs", "many"} << 2 << "--runs takes a whole number";
        QTest::newRow("refused size") << QStringList {"study", "--generators", "automaton,backtracker", "--size",
            "20x20", "--runs", "3", "--seed", "1"}
                                      << 2 << "backtracker needs odd rows and columns";
        QTest::newRow("unknown generator")
            << QStringList {"study", "--generators", "labyrinth", "--size", "21x21", "--runs", "3", "--seed", "1"} << 2
            << "unknown generator \"labyrinth\"";
        QTest::newRow("option nobody has") << QStringList {"study", "--generators", "backtracker,automaton", "--size",
            "21x21", "--runs", "3", "--seed", "1", "--option", "pick=random"}
                                           << 2 << "--option pick: none of the generators given has that option";
        QTest::newRow("option twice") << QStringList {"study", "--generators", "growing-tree", "--size", "21x21",
            "--runs", "3", "--seed", "1", "--option", "pick=random", "--option", "pick=oldest"}
                                      << 2 << "--option pick is given twice";
        QTest::newRow("bad option value") << QStringList {"study", "--generators", "growing-tree", "--size", "21x21",
            "--runs", "3", "--seed", "1", "--option", "pick=sideways"}
                                          << 2 << "option pick must be newest, random, oldest or newest:P";
        QTest::newRow("generator twice") << QStringList {"study", "--generators", "automaton,automaton", "--size",
            "21x21", "--runs", "3", "--seed", "1"}
                                         << 2 << "names \"automaton\" twice";
        QTest::newRow("no runs") << study << 2 << "are required";
        QTest::newRow("zero threads") << study + QStringList {"--runs", "2", "--threads", "0"} << 2
                                      << "--threads takes a whole number from 1";
        // An empty name named no file: the file system's own error came back.
        for (const QString option : {"--json", "--csv", "--comparisons-csv"})
            QTest::newRow(qPrintable(option + " \"\""))
                << study + QStringList {"--runs", "2", option, ""} << 2 << option + " needs a file name";
        for (const QString option : {"--heatmap-dir", "--charts-dir"})
            QTest::newRow(qPrintable(option + " \"\""))
                << study + QStringList {"--runs", "2", option, ""} << 2 << option + " needs a folder name";
        QTest::newRow("merge --csv \"\"")
            << QStringList {"merge", "part.json", "--csv", ""} << 2 << "--csv needs a file name";
    }

    void rejectsBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, message);
        const Result result = runCli(arguments);
        QCOMPARE(result.status, status);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
    }

    // An output that cannot be written, or two outputs on one path, fail the
    // study before it runs, and no file (nor a temporary one) is left, not
    // even the other outputs'.
    void failingOutputsLeaveNoFile_data()
    {
        QTest::addColumn<QStringList>("outputs");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("csv in a missing folder") << QStringList {"--csv", "missing/rows.csv", "--json", "summary.json"}
                                                 << 1 << "cannot write missing/rows.csv";
        QTest::newRow("json is a folder") << QStringList {"--csv", "rows.csv", "--json", "."} << 1 << "it is a folder";
        QTest::newRow("heat-map folder not creatable")
            << QStringList {"--csv", "rows.csv", "--heatmap-dir", "a/b/c"} << 1 << "cannot create the folder a/b/c";
        QTest::newRow("csv and json on one path")
            << QStringList {"--csv", "out", "--json", "./out"} << 2 << "--csv out and --json ./out are one file";
        QTest::newRow("csv and heat maps on one path") << QStringList {"--csv", "out", "--heatmap-dir", "out"} << 2
                                                       << "--csv out and --heatmap-dir out are one file";
        QTest::newRow("json among the heat maps") << QStringList {"--json", "heat/automaton.csv", "--heatmap-dir",
            "heat"} << 2 << "--json heat/automaton.csv and a heat map heat/automaton.csv";
    }

    void failingOutputsLeaveNoFile()
    {
        QFETCH(QStringList, outputs);
        QFETCH(int, status);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess process;
        process.setWorkingDirectory(dir.path());
        process.start(QStringLiteral(MAZESTUDY_CLI),
            QStringList {"study", "--generators", "all", "--size", "21x21", "--runs", "5", "--seed", "1"} + outputs);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), status);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(err.contains(message), qPrintable(err));
        QCOMPARE(entries(dir.path()), QStringList());
    }

    // An output that is an input would replace what the verb reads: refused
    // by device and inode (through links too) before anything is written.
    void outputThatIsAnInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("metrics --out the maze") << QStringList {"metrics", "a.maze", "--out", "a.maze"}
                                                << "the output --out a.maze is the maze a.maze to measure";
        QTest::newRow("metrics --out a link to it") << QStringList {"metrics", "a.maze", "--out", "link.maze"}
                                                    << "the output --out link.maze is the maze a.maze to measure";
        QTest::newRow("metrics of a .npy") << QStringList {"metrics", "a.npy", "--out", "./a.npy"}
                                           << "the output --out ./a.npy is the maze a.npy to measure";
        QTest::newRow("convert into a link to it")
            << QStringList {"convert", "a.png", "link.png"} << "the output link.png is the maze a.png to convert";
    }

    void outputThatIsAnInputIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess process;
        process.setWorkingDirectory(dir.path());
        const QString maze = dir.filePath("a.maze");
        QCOMPARE(
            runCli({"generate", "--generator", "wilson", "--size", "11x11", "--seed", "1", "--out", maze}).status, 0);
        for (const char *format : {"a.npy", "a.png"})
            QCOMPARE(runCli({"convert", maze, dir.filePath(format)}).status, 0);
        QVERIFY(QFile::link("a.maze", dir.filePath("link.maze")));
        QVERIFY(QFile::link("a.png", dir.filePath("link.png")));
        const auto contents = [&] {
            QStringList all;
            for (const QString &name : entries(dir.path()))
                all << name + ": " + QString::fromLatin1(readAll(dir.filePath(name)).toHex());
            return all;
        };
        const QStringList before = contents();
        process.start(QStringLiteral(MAZESTUDY_CLI), arguments);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(err.contains(message + "; choose another file name"), qPrintable(err));
        QCOMPARE(contents(), before);
    }

    // Two outputs that are one file leave only the one written last:
    // refused, through a link to a file not made yet too.
    void twoOutputsThatAreOneFileAreRefused_data()
    {
        QTest::addColumn<QStringList>("outputs");
        QTest::addColumn<QString>("message");
        QTest::newRow("--csv through a link") << QStringList {"--json", "s.json", "--csv", "link.json"}
                                              << "--csv link.json and --json s.json are one file";
        QTest::newRow("--comparisons-csv through a link") << QStringList {"--json", "s.json", "--comparisons-csv",
            "link.json"} << "--json s.json and --comparisons-csv link.json are one file";
        QTest::newRow("a path spelled twice")
            << QStringList {"--csv", "out", "--json", "./out"} << "--csv out and --json ./out are one file";
    }

    void twoOutputsThatAreOneFileAreRefused()
    {
        QFETCH(QStringList, outputs);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(QFile::link("s.json", dir.filePath("link.json"))); // s.json is not there yet
        QProcess process;
        process.setWorkingDirectory(dir.path());
        process.start(QStringLiteral(MAZESTUDY_CLI),
            QStringList {"study", "--generators", "backtracker", "--size", "11x11", "--runs", "3", "--seed", "1"}
                + outputs);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 2);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(err.contains(message + "; give each output a name of its own"), qPrintable(err));
        // Nothing written: the dangling link, which a listing leaves out, stays as it was.
        QCOMPARE(entries(dir.path()), QStringList());
        QCOMPARE(QFileInfo(dir.filePath("link.json")).symLinkTarget(), dir.filePath("s.json"));
    }

    // A .maze, .npy or .png from elsewhere: refused with what is wrong in it.
    void badMazeFilesSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        // A path would have the lab read that file and print its SHA-256.
        QTest::newRow("a script by its path")
            << "lab.maze"
            << QByteArray("; generator: lab\n; rows: 3\n; cols: 3\n; seed: 1\n; script: /etc/passwd\n###\n#.#\n###\n")
            << "lab.maze: line 5, column 11: script must be the lab script's SHA-256 in 64 hex digits, not "
               "\"/etc/passwd\": a maze file never names a file to read";
        QTest::newRow("CR line ends") << "cr.maze" << QByteArray("; rows: 3\r; cols: 3\r###\r#.#\r###\r")
                                      << "cr.maze: line 1, column 10: a CR without a LF after it: the file ends its "
                                         "lines with CR alone (classic Mac OS)";
        // 3 x 3 pixels of a palette of black and white, the middle one colour
        // 7, which libpng decodes black: it was read as a maze of one wall.
        const QByteArray threeRows = QByteArray::fromHex("000000000000070000000000");
        QTest::newRow("a palette index past the palette")
            << "palette.png"
            << pngOf({{"IHDR", pngHeader(3, 3, 3)}, {"PLTE", QByteArray::fromHex("000000ffffff")},
                   {"IDAT", zlibStream(threeRows)}, {"IEND", {}}})
            << "palette.png: pixel x 1, y 1 is palette index 7, past the picture's palette of 2 colours: the PNG is "
               "damaged";
        // 3 x 3 grey pixels, then 64 MiB more in the stream: libpng inflated
        // it all (a 16.7 MB file declaring 10 x 10 took 60 s of CPU).
        QTest::newRow("image data past the picture's")
            << "long.png"
            << pngOf({{"IHDR", pngHeader(3, 3, 0)}, {"IDAT", zlibStream(threeRows + QByteArray(64 << 20, '\0'))},
                   {"IEND", {}}})
            << "long.png: the PNG holds more image data than its pixels need (12 bytes once inflated): it is "
               "damaged";
    }

    void badMazeFilesSayWhatIsWrong()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess process;
        process.setWorkingDirectory(dir.path());
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(content) == content.size());
        file.close();
        for (const QStringList &arguments : {QStringList {"metrics", name}, QStringList {"convert", name, "b.svg"}}) {
            process.start(QStringLiteral(MAZESTUDY_CLI), arguments);
            QVERIFY(process.waitForFinished(60000));
            QCOMPARE(process.exitCode(), 1);
            QVERIFY(process.readAllStandardOutput().isEmpty());
            const QString err = QString::fromUtf8(process.readAllStandardError());
            QVERIFY2(err.contains(message), qPrintable(err));
        }
        QCOMPARE(entries(dir.path()), QStringList {name});
    }

    // A PNG's memory is estimated from the pixels its header declares: a
    // 4001 x 4001 picture compresses to a few kilobytes, and its file's size
    // let it through a budget it went far past.
    void aPngIsEstimatedFromItsPixels()
    {
        QTemporaryDir dir;
        QImage grid(4001, 4001, QImage::Format_Grayscale8);
        for (int y = 0; y < grid.height(); ++y) {
            uchar *line = grid.scanLine(y);
            for (int x = 0; x < grid.width(); ++x)
                line[x] = y % 2 && x % 2 ? 255 : 0;
        }
        const QString path = dir.filePath("grid.png");
        QVERIFY(grid.save(path));
        QVERIFY(QFileInfo(path).size() < (1 << 20));
        const Result refused = runCli({"metrics", path, "--memory-budget", "100M"});
        QCOMPARE(refused.status, 1);
        QVERIFY2(refused.err.contains(QRegularExpression("measuring .*grid.png would need about [0-9.]+ MB of memory, "
                                                         "more than the budget of 100.0 MB")),
            qPrintable(refused.err));
        QCOMPARE(runCli({"metrics", path, "--memory-budget", "1G"}).status, 0);
    }

    void heatMapFolderThatIsAFile()
    {
        QTemporaryDir dir;
        QFile plain(dir.filePath("plain"));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        const Result result = runCli({"study", "--generators", "all", "--size", "21x21", "--runs", "5", "--seed", "1",
            "--csv", dir.filePath("rows.csv"), "--heatmap-dir", dir.filePath("plain")});
        QCOMPARE(result.status, 1);
        QVERIFY2(result.err.contains("it is not a folder"), qPrintable(result.err));
        QCOMPARE(entries(dir.path()), QStringList {"plain"});
    }

    // Over the memory budget: refused before any work, with the estimate, and
    // nothing written; a larger budget lets the same study run.
    void studyOverTheMemoryBudgetIsRefused()
    {
        QTemporaryDir dir;
        const QStringList study {"study", "--generators", "all", "--size", "1001x1001", "--runs", "1", "--seed", "1",
            "--threads", "2", "--json", dir.filePath("s.json"), "--heatmap-dir", dir.filePath("heat")};
        const Result refused = runCli(study + QStringList {"--memory-budget", "100M"});
        QCOMPARE(refused.status, 1);
        QVERIFY2(refused.err.contains(QRegularExpression("this study would need about [0-9.]+ MB of memory, more than "
                                                         "the budget of 100.0 MB; use fewer generators")),
            qPrintable(refused.err));
        QCOMPARE(entries(dir.path()), QStringList());
        const Result generate = runCli({"generate", "--generator", "kruskal", "--size", "20001x20001", "--seed", "1",
            "--memory-budget", "1G", "--out", dir.filePath("big.maze")});
        QCOMPARE(generate.status, 1);
        QVERIFY2(generate.err.contains("this maze would need about 3.0 GB"), qPrintable(generate.err));
        clirunner::verifyUsageError(
            {"generate", "--generator", "kruskal", "--size", "21x21", "--seed", "1", "--memory-budget", "lots"},
            "--memory-budget takes a size such as 800M or 16G");
        QProcessEnvironment junk = QProcessEnvironment::systemEnvironment();
        junk.insert("MAZESTUDY_MEMORY_BUDGET", "junk");
        const Result fromEnvironment
            = runCli({"generate", "--generator", "kruskal", "--size", "21x21", "--seed", "1"}, junk);
        QCOMPARE(fromEnvironment.status, 2);
        QVERIFY2(fromEnvironment.err.contains("MAZESTUDY_MEMORY_BUDGET takes a size such as 800M or 16G, not \"junk\""),
            qPrintable(fromEnvironment.err));
        QCOMPARE(runCli(study + QStringList {"--memory-budget", "2G"}).status, 0);
        QVERIFY(QFile::exists(dir.filePath("s.json")));
    }

    void helpOnBothVerbs()
    {
        for (const QString &verb : {"metrics", "study"}) {
            const Result result = runCli({verb, "--help"});
            QCOMPARE(result.status, 0);
            QVERIFY(result.out.startsWith("usage: mazestudy-cli " + verb.toUtf8()));
        }
    }

    // The fields are an interface: docs/metrics.md must say what each one means.
    void docsDefineEveryField()
    {
        const QByteArray readme = readAll(QStringLiteral(MAZESTUDY_SOURCE_DIR "/docs/metrics.md"));
        QVERIFY(!readme.isEmpty());
        for (const MetricInfo &metric : metricCatalog())
            QVERIFY2(readme.contains(QByteArray("`") + metric.name + "`"), metric.name);
        for (const char *field : {"corridor_length_histogram", "pooled_corridor_length_histogram", "ci95_low",
                 "ci95_high", "q1", "q3", "base_seed", "cancelled", "mazes"})
            QVERIFY2(readme.contains(QByteArray("`") + field + "`"), field);
    }
};

QTEST_GUILESS_MAIN(TestCliMetrics)
#include "tst_cli_metrics.moc"
