// Braid, the stage after any generator that removes dead ends, held to what
// docs/generators.md promises: no stage at P = 0, no removable dead end left at
// P = 1, one loop a wall it opens, and the generic promises of a step machine
// (stepping equals running, clones go on the same way, `changed` exact) for
// every generator of the catalogue, checked here by a look at the grid that
// does not use braid's own code.

#include "braidedgenerator.h"
#include "catalogids.h"
#include "generatorcatalog.h"
#include "mazechecks.h"
#include "mazefile.h"
#include "mazemetrics.h"
#include "narration.h"
#include "specof.h"

#include <QtTest>

#include <sstream>

using namespace mazestudy;

namespace {
MazeSpec braided(const std::string &generator, int rows, int cols, uint64_t seed, double braid)
{
    MazeSpec spec = specOf(generator, rows, cols, seed);
    spec.braid = braid;
    return spec;
}

std::string mazeText(const Generator &generator)
{
    std::ostringstream out;
    writeMaze(out, generator);
    return out.str();
}

// A dead end braid could still remove: a wall beside it, inside the border,
// whose only floor neighbours are the dead end and the floor beyond.
bool removable(const Grid &grid, int row, int col)
{
    if (grid.at(row, col) != Grid::Floor || mazechecks::floorNeighbours(grid, row, col) != 1)
        return false;
    for (Direction d : {Direction::South, Direction::East, Direction::North, Direction::West}) {
        const int wallRow = row + rowStep(d), wallCol = col + colStep(d);
        if (wallRow > 0 && wallCol > 0 && wallRow < grid.rows() - 1 && wallCol < grid.cols() - 1
            && grid.at(wallRow, wallCol) == Grid::Wall && grid.isFloor(wallRow + rowStep(d), wallCol + colStep(d))
            && mazechecks::floorNeighbours(grid, wallRow, wallCol) == 2)
            return true;
    }
    return false;
}

const std::vector<std::string> allGenerators = catalogids::all();
} // namespace

class TestBraid : public QObject {
    Q_OBJECT

private slots:
    void zeroIsTheGeneratorsMaze()
    {
        for (const std::string &id : allGenerators) {
            auto plain = makeGenerator(braided(id, 21, 25, 4, 0));
            auto zero = makeGenerator(braided(id, 21, 25, 4, 0.0));
            plain->run();
            zero->run();
            QVERIFY2(dynamic_cast<BraidedGenerator *>(zero.get()) == nullptr, id.c_str());
            QCOMPARE(mazeText(*zero), mazeText(*plain));
            QVERIFY(mazeText(*plain).find("braid") == std::string::npos);
        }
    }

    // Braid draws from a stream of its own: the generator's maze is the one
    // it makes without braid, and braid only ever turns walls into floor.
    void onlyOpensWallsOfTheGeneratorsMaze()
    {
        for (const std::string &id : allGenerators) {
            auto plain = makeGenerator(braided(id, 31, 41, 8, 0));
            auto braid = makeGenerator(braided(id, 31, 41, 8, 0.7));
            plain->run();
            braid->run();
            for (int r = 0; r < 31; ++r) {
                for (int c = 0; c < 41; ++c) {
                    if (plain->grid().at(r, c) == Grid::Floor)
                        QVERIFY2(braid->grid().at(r, c) == Grid::Floor, id.c_str());
                }
            }
            QCOMPARE(braid->start(), plain->start());
            QCOMPARE(braid->exit(), plain->exit());
        }
    }

    void oneLeavesNoRemovableDeadEnd()
    {
        for (const std::string &id : allGenerators) {
            for (uint64_t seed : {1ULL, 2ULL, 3ULL}) {
                auto maze = makeGenerator(braided(id, 41, 51, seed, 1));
                maze->run();
                const Grid &grid = maze->grid();
                for (int r = 0; r < grid.rows(); ++r) {
                    for (int c = 0; c < grid.cols(); ++c)
                        QVERIFY2(!removable(grid, r, c),
                            qPrintable(
                                QString("%1 seed %2: dead end (%3, %4) left").arg(id.c_str()).arg(seed).arg(r).arg(c)));
                }
            }
        }
    }

    // Each wall opened adds a loop, or joins two parts of a maze that has more.
    void loopsCountTheWallsOpened()
    {
        for (const std::string &id : allGenerators) {
            for (double share : {0.25, 0.5, 1.0}) {
                const MazeSpec spec = braided(id, 41, 51, 5, share);
                auto plain = makeGenerator(braided(id, 41, 51, 5, 0));
                plain->run();
                auto maze = makeGenerator(spec);
                maze->run();
                const auto *braid = dynamic_cast<const BraidedGenerator *>(maze.get());
                QVERIFY(braid);
                const MazeMetrics before = measureGenerator(*plain);
                const MazeMetrics after = measureGenerator(*maze);
                QCOMPARE(after.loops - before.loops + (before.components - after.components), braid->wallsOpened());
                if (before.components == 1 && before.loops == 0)
                    QCOMPARE(after.loops, braid->wallsOpened());
                QVERIFY2(share < 1 || after.deadEndUnits < before.deadEndUnits || before.deadEndUnits == 0, id.c_str());
            }
        }
    }

    void steppingEqualsRunningAndClonesGoOn()
    {
        for (const std::string &id : allGenerators) {
            const MazeSpec spec = braided(id, 21, 25, 6, 0.6);
            auto stepped = makeGenerator(spec);
            Grid before = stepped->grid();
            std::unique_ptr<Generator> clone;
            uint64_t moves = 0;
            bool braiding = false;
            while (!stepped->finished()) {
                const Move move = stepped->step();
                ++moves;
                const Grid &after = stepped->grid();
                for (int r = 0; r < after.rows(); ++r) {
                    for (int c = 0; c < after.cols(); ++c) {
                        if (after.at(r, c) != before.at(r, c))
                            QVERIFY2(r >= move.changed.top && r <= move.changed.bottom && c >= move.changed.left
                                    && c <= move.changed.right,
                                id.c_str());
                    }
                }
                before = after;
                // Braid's own moves say so, and their narration is braid's.
                if (catalogids::isKind(stepped->workingSet(4).kind, "dead-ends")) {
                    if (braiding) {
                        const Narration narration = narrate(*stepped, move);
                        QVERIFY2(std::string(narrationKindName(narration.kind)).rfind("braid-", 0) == 0, id.c_str());
                        if (!clone)
                            clone = stepped->clone();
                    }
                    braiding = true;
                }
            }
            QVERIFY2(braiding, id.c_str());
            auto run = makeGenerator(spec);
            run->run();
            QCOMPARE(stepped->grid(), run->grid());
            QCOMPARE(stepped->moves(), moves);
            QCOMPARE(run->moves(), moves);
            if (clone) {
                clone->run();
                QCOMPARE(clone->grid(), run->grid());
                QCOMPARE(clone->moves(), moves);
            }
        }
    }

    // The braid line is written and read back; the maze it names is the same.
    void fileKeepsTheBraid()
    {
        auto maze = makeGenerator(braided("wilson", 21, 31, 2, 0.35));
        maze->run();
        const std::string text = mazeText(*maze);
        QVERIFY(text.find("; braid: 0.35\n") != std::string::npos);
        const Maze read = readMazeText(text);
        QCOMPARE(read.spec.braid, 0.35);
        QCOMPARE(read.grid, maze->grid());
        QVERIFY_THROWS_EXCEPTION(MazeFormatError,
            readMazeText("; generator: wilson\n; rows: 3\n; cols: 3\n; seed: 1\n"
                         "; braid: 1.5\n###\n#.#\n###\n"));
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, readMazeText("; rows: 3\n; cols: 3\n; braid: 0.5\n###\n#.#\n###\n"));
        MazeSpec bad = braided("wilson", 21, 31, 2, -0.1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, validateSpec(bad));
    }

    // Recorded from this implementation: the same spec gives the same maze on
    // every machine and in every later version.
    void sameSpecSameMaze_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<double>("braid");
        QTest::addColumn<quint64>("fingerprint");
        QTest::newRow("backtracker 0.5") << "backtracker" << 0.5 << Q_UINT64_C(4820451295354595608);
        QTest::newRow("wilson 1") << "wilson" << 1.0 << Q_UINT64_C(724858326936830868);
        QTest::newRow("automaton 0.3") << "automaton" << 0.3 << Q_UINT64_C(6604998533214827781);
    }

    void sameSpecSameMaze()
    {
        QFETCH(QString, generator);
        QFETCH(double, braid);
        QFETCH(quint64, fingerprint);
        auto maze = makeGenerator(braided(generator.toStdString(), 41, 51, 7, braid));
        maze->run();
        QCOMPARE(mazechecks::fingerprint(maze->grid()), fingerprint);
    }
};

QTEST_APPLESS_MAIN(TestBraid)
#include "tst_braid.moc"
