#include "generatorcatalog.h"
#include "kruskalsweep.h"
#include "mazefile.h"
#include "specof.h"

#include <QtTest>

#include <vector>

using namespace mazestudy;

// Kruskal's version 2 (order=keyed): stepping tries the walls one by one in
// key order, run() builds the same tree band by band (KruskalSweep), and
// version 1 (order=shuffled) stays what files without the option hold.
class TestKruskal : public QObject {
    Q_OBJECT
private slots:
    // Grids of one band and of many (a band is about 32768 cells: 4001 x 131
    // has four, 65 x 16385 eight of four rows), a single row or column of
    // cells, and run() taking over part-way through a stepped maze.
    void sweepEqualsStepping_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("3x3") << 3 << 3 << quint64(1);
        QTest::newRow("3x5") << 3 << 5 << quint64(2);
        QTest::newRow("3x201") << 3 << 201 << quint64(3);
        QTest::newRow("201x3") << 201 << 3 << quint64(4);
        QTest::newRow("41x51") << 41 << 51 << quint64(5);
        QTest::newRow("101x101") << 101 << 101 << quint64(6);
        QTest::newRow("4001x131") << 4001 << 131 << quint64(7);
        QTest::newRow("65x16385") << 65 << 16385 << quint64(8);
        QTest::newRow("301x2001") << 301 << 2001 << quint64(9);
    }

    void sweepEqualsStepping()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(quint64, seed);
        const MazeSpec spec = specOf("kruskal", rows, cols, seed);
        auto stepped = makeGenerator(spec);
        QCOMPARE(stepped->spec().options.at("order"), std::string("keyed"));
        while (!stepped->finished())
            stepped->step();
        auto swept = makeGenerator(spec);
        swept->run();
        QCOMPARE(swept->grid(), stepped->grid());
        QCOMPARE(swept->moves(), stepped->moves());

        auto partWay = makeGenerator(spec);
        while (partWay->moves() < stepped->moves() / 2)
            partWay->step();
        partWay->run();
        QCOMPARE(partWay->grid(), stepped->grid());
        QCOMPARE(partWay->moves(), stepped->moves());
    }

    // The sweep finds the wall stepping stops at among the keys it kept
    // aside; with none kept aside it reads every wall again: the same answer.
    void readingEveryWallAgainAgrees()
    {
        for (const auto &[cellRows, cellCols] : {std::pair {1u, 1u}, {1u, 7u}, {20u, 25u}, {150u, 400u}}) {
            const WallKeys keys(12345, cellRows, cellCols);
            const size_t units = size_t(2 * cellRows + 1) * (2 * cellCols + 1);
            std::vector<uint8_t> kept(units, Grid::Wall), everyWall(units, Grid::Wall);
            const KruskalSweep::Result fast = KruskalSweep(keys).carve(kept.data());
            const KruskalSweep::Result slow = KruskalSweep(keys, 0.0).carve(everyWall.data());
            QCOMPARE(everyWall, kept);
            QCOMPARE(slow.lastKey, fast.lastKey);
            QCOMPARE(slow.tried, fast.tried);
            QCOMPARE(fast.lastKey == 0, cellRows * cellCols == 1);
        }
    }

    // run() keeps nothing the size of the maze besides the grid: that is what
    // lets 16001 x 16001 fit in 400 MB. Stepping lists the walls, as version 1.
    void runKeepsNoWallList()
    {
        const MazeSpec spec = specOf("kruskal", 601, 601, 3);
        auto swept = makeGenerator(spec);
        swept->run();
        QVERIFY(swept->memoryBytes() < swept->grid().unitCount() + 4096);
        auto stepped = makeGenerator(spec);
        stepped->step();
        QVERIFY(stepped->memoryBytes() > swept->grid().unitCount() + 4 * 300 * 300);
    }

    // A .maze file written before the option existed holds version 1.
    void filesWithoutTheOptionAreVersionOne()
    {
        MazeSpec legacy = specOf("kruskal", 21, 31, 4);
        legacy.options["order"] = "shuffled";
        auto machine = makeGenerator(legacy);
        machine->run();
        std::string text = mazeToText(mazeFromGenerator(*machine));
        const size_t line = text.find("; order: shuffled\n");
        QVERIFY(line != std::string::npos);
        text.erase(line, std::string("; order: shuffled\n").size());
        const Maze read = readMazeText(text);
        QCOMPARE(read.spec.options.at("order"), std::string("shuffled"));
        QCOMPARE(read.spec, machine->spec());
        QCOMPARE(read.grid, machine->grid());

        auto keyed = makeGenerator(specOf("kruskal", 21, 31, 4));
        keyed->run();
        QCOMPARE(readMazeText(mazeToText(mazeFromGenerator(*keyed))).spec.options.at("order"), std::string("keyed"));
        QVERIFY(keyed->grid() != machine->grid());
    }

    void badOrderIsRefused()
    {
        MazeSpec spec = specOf("kruskal", 21, 31, 4);
        spec.options["order"] = "sorted";
        try {
            validateSpec(spec);
            QFAIL("order=sorted was accepted");
        } catch (const std::invalid_argument &error) {
            QCOMPARE(
                std::string(error.what()), std::string("option order must be one of keyed, shuffled, not \"sorted\""));
        }
    }
};

QTEST_APPLESS_MAIN(TestKruskal)
#include "tst_kruskal.moc"
