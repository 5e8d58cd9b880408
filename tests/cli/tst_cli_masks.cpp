#include "generatorcatalog.h"
#include "maskfile.h"
#include "maskshapes.h"
#include "mazefile.h"

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace mazestudy;
using clirunner::Result;
using clirunner::runCli;

namespace {
const char *const Ring = "XX...XX\n"
                         "X.....X\n"
                         "..XXX..\n"
                         "..XXX..\n"
                         "X.....X\n"
                         "XX...XX\n";
} // namespace

// --mask as a user types it: a text mask beside the command, mazes that
// carry it, studies that say so, and clear refusals that write nothing.
class TestCliMasks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile file(m_dir.filePath("ring.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(Ring);
    }

    // Without --size the mask's cells are the maze's, one to one: 6 x 7
    // cells, a 13 x 15 maze, the engine's own with that mask.
    void generatesInTheMask()
    {
        const Result result = runCli({"generate", "--generator", "hunt-and-kill", "--mask", ring(), "--seed", "4"});
        QCOMPARE(result.status, 0);
        const Maze maze = readMazeText(result.out.toStdString());
        QCOMPARE(maze.grid.rows(), 13);
        QCOMPARE(maze.grid.cols(), 15);
        QVERIFY(result.out.contains("; mask: 1 6x7 2 3 3 5 1 2 3 4 3 2 1 5 3 3 2\n"));
        MazeSpec spec;
        spec.generator = "hunt-and-kill";
        spec.rows = 13;
        spec.cols = 15;
        spec.seed = 4;
        spec.mask = std::make_shared<const Mask>(maskFromText(Ring));
        auto engine = makeGenerator(spec);
        engine->run();
        QCOMPARE(result.out, QByteArray::fromStdString(mazeToText(mazeFromGenerator(*engine))));
        // Metrics count the mask's 24 cells, not the rectangle's 42.
        const Result metrics = runCli({"metrics", "--generator", "hunt-and-kill", "--mask", ring(), "--seed", "4"});
        QCOMPARE(metrics.status, 0);
        QCOMPARE(QJsonDocument::fromJson(metrics.out)["metrics"]["cells"].toInt(), 24);
    }

    // A larger size stretches the mask over its cells: each cell takes the
    // mask cell it falls in.
    void stretchesOverALargerSize()
    {
        const Result result
            = runCli({"generate", "--generator", "wilson", "--mask", ring(), "--size", "25x29", "--seed", "1"});
        QCOMPARE(result.status, 0);
        const Maze maze = readMazeText(result.out.toStdString());
        QVERIFY(maze.spec.mask);
        QCOMPARE(maze.spec.mask->rows(), 12);
        QCOMPARE(maze.spec.mask->cols(), 14);
        QCOMPARE(maze.spec.mask->count(), 4 * 24u);
        clirunner::verifyUsageError(
            {"generate", "--generator", "wilson", "--mask", ring(), "--size", "11x15", "--seed", "1"},
            "the mask has 6x7 cells, more than the maze's 5x7");
    }

    // A built-in shape by name, drawn over the --size's cells as the window
    // draws it: the same maze as its text mask given as a file. A sweep
    // draws it anew at each size (a disc of 10x10 cells has 80, of 20x20
    // cells 316; the small one stretched would have 320). It needs --size,
    // and a size it holds in one piece; ./NAME is a file of that name.
    void drawsBuiltInShapes()
    {
        const QStringList generate = {"generate", "--generator", "wilson", "--seed", "7"};
        const Result shaped = runCli(generate + QStringList {"--mask", "heart", "--size", "41x61"});
        QCOMPARE(shaped.status, 0);
        QFile file(m_dir.filePath("heart.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(maskToText(shapedMask(MaskShape::Heart, 20, 30))));
        file.close();
        const Result fromFile = runCli(generate + QStringList {"--mask", file.fileName()});
        QCOMPARE(fromFile.status, 0);
        QCOMPARE(shaped.out, fromFile.out);
        const Result sweep = runCli({"study", "--generators", "wilson", "--mask", "disc", "--sizes", "21x21,41x41",
            "--runs", "2", "--seed", "1"});
        QCOMPARE(sweep.status, 0);
        const QJsonArray means = QJsonDocument::fromJson(sweep.out)["means"].toArray();
        QCOMPARE(means[0][0]["cells"]["mean"].toDouble(), 80.0);
        QCOMPARE(means[1][0]["cells"]["mean"].toDouble(), 316.0);
        clirunner::verifyUsageError(
            generate + QStringList {"--mask", "disc"}, "--mask disc is drawn over the maze's cells: give --size");
        clirunner::verifyUsageError(generate + QStringList {"--mask", "ring", "--size", "9x9"},
            "--mask ring over 9x9: the mask is in 4 separate parts");
        QFile named(m_dir.filePath("disc"));
        QVERIFY(named.open(QIODevice::WriteOnly));
        named.write(Ring);
        named.close();
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(m_dir.path()));
        const Result dotSlash = runCli(generate + QStringList {"--mask", "./disc"});
        QVERIFY(QDir::setCurrent(before));
        QCOMPARE(dotSlash.status, 0);
        QVERIFY(dotSlash.out.contains("; mask: 1 6x7 "));
    }

    void refusesWhatCannotBeCarved()
    {
        clirunner::verifyUsageError({"generate", "--generator", "binary-tree", "--mask", ring(), "--seed", "1"},
            "generator binary-tree cannot carve a mask: every cell joins its north or east neighbour");
        const Result listed = runCli({"generators"});
        QVERIFY(listed.out.contains("  masks: carves them\n"));
        QVERIFY(listed.out.contains("  masks: no, it divides rectangles with walls, and a mask is not one\n"));
    }

    // Bad mask files: a message naming the file and what is wrong, a non-zero
    // exit and no output file.
    void refusesBadMaskFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty") << QByteArray() << "the mask is empty";
        QTest::newRow("parts") << QByteArray(".X.\n...\nXXX\n..X\n") << "the mask is in 2 separate parts";
        QTest::newRow("no cell") << QByteArray("XX\n") << "the mask has 0 cells inside";
        QTest::newRow("not a mask") << QByteArray("GIF89a\x01\x00", 8) << "neither a PNG nor a text mask";
    }

    void refusesBadMaskFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, why);
        QFile file(m_dir.filePath("bad.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        const QString out = m_dir.filePath("never.maze");
        const Result result = runCli(
            {"generate", "--generator", "backtracker", "--mask", file.fileName(), "--seed", "1", "--out", out});
        QVERIFY(result.status != 0);
        QVERIFY2(result.err.contains(why), qPrintable(result.err));
        QVERIFY2(result.err.contains(file.fileName()), qPrintable(result.err));
        QVERIFY(!QFile::exists(out));
    }

    // A study in the mask says so in its JSON; shards of different masks do
    // not merge.
    void studiesInTheMask()
    {
        const QStringList study = {"study", "--generators", "backtracker,prim", "--runs", "4", "--seed", "3"};
        const Result masked = runCli(study + QStringList {"--mask", ring()});
        QCOMPARE(masked.status, 0);
        const QJsonObject first = QJsonDocument::fromJson(masked.out)["generators"][0].toObject();
        QCOMPARE(first["maze"]["mask"].toString(), QString("1 6x7 2 3 3 5 1 2 3 4 3 2 1 5 3 3 2"));
        QCOMPARE(first["maze"]["rows"].toInt(), 13);
        const QString one = m_dir.filePath("one.json");
        const QString two = m_dir.filePath("two.json");
        QCOMPARE(runCli(study + QStringList {"--mask", ring(), "--shard", "1/2", "--json", one}).status, 0);
        QCOMPARE(runCli(study + QStringList {"--size", "13x15", "--shard", "2/2", "--json", two}).status, 0);
        const Result merged = runCli({"merge", one, two});
        QCOMPARE(merged.status, 1);
        QVERIFY2(merged.err.contains("have different masks"), qPrintable(merged.err));
        // all: every generator that carves masks, none that cannot.
        const Result all = runCli({"study", "--generators", "all", "--mask", ring(), "--runs", "1", "--seed", "1"});
        QCOMPARE(all.status, 0);
        QStringList studied;
        for (const QJsonValue generator : QJsonDocument::fromJson(all.out)["generators"].toArray())
            studied << generator["maze"]["generator"].toString();
        QStringList carvers;
        for (const GeneratorInfo &info : generatorCatalog()) {
            if (info.maskUse != MaskUse::None && info.origin != GeneratorOrigin::Lab)
                carvers << QString::fromStdString(info.id);
        }
        QCOMPARE(studied, carvers);
        QVERIFY(!studied.contains("binary-tree"));
    }

    // Replay steps the masked run: the last move's state is generate's maze.
    void replaysTheMaskedRun()
    {
        const QStringList run = {"--generator", "aldous-broder", "--mask", ring(), "--seed", "9"};
        const Result start = runCli(QStringList {"replay"} + run + QStringList {"--at", "0", "--format", "json"});
        QCOMPARE(start.status, 0);
        const int total = QJsonDocument::fromJson(start.out)["total_moves"].toInt();
        QVERIFY(total > 29);
        const Result end
            = runCli(QStringList {"replay"} + run + QStringList {"--at", QString::number(total), "--format", "json"});
        const Result generated = runCli(QStringList {"generate"} + run);
        const Maze maze = readMazeText(generated.out.toStdString());
        const QJsonArray grid = QJsonDocument::fromJson(end.out)["grid"].toArray();
        QCOMPARE(grid.size(), maze.grid.rows());
        for (int r = 0; r < maze.grid.rows(); ++r) {
            QString row;
            for (int c = 0; c < maze.grid.cols(); ++c)
                row += maze.grid.isFloor(r, c) ? '.' : '#';
            QCOMPARE(grid[r].toString(), row);
        }
    }

private:
    QString ring() const { return m_dir.filePath("ring.txt"); }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliMasks)
#include "tst_cli_masks.moc"
