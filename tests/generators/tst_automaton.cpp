#include "automatongenerator.h"
#include "catalogids.h"
#include "generatorcatalog.h"
#include "maskshapes.h"
#include "plainmask.h"
#include "rng.h"

#include <QtTest>

#include <set>

using namespace mazestudy;

namespace {

// The seed's algorithm written as plainly as possible: full sweeps over a
// 0/1 wall grid, clamped indices, every unit every sweep. Scan orders and the
// other border rules are the same loops over remapped coordinates.
struct PlainAutomaton {
    int rows;
    int cols;
    bool inPlace;
    int moreThan = 0;
    int fewerThan = 3;
    std::string border = "clamp";
    std::string scan = "rows";
    std::vector<std::vector<int>> grid; // 1 = wall, as in the seed
    int sweeps = 0;

    int wallAt(int i, int j, const std::vector<std::vector<int>> &from) const
    {
        if (i < 0 || j < 0 || i >= rows || j >= cols) {
            if (border == "wall")
                return 1;
            if (border == "floor")
                return 0;
            i = std::max(0, std::min(rows - 1, i));
            j = std::max(0, std::min(cols - 1, j));
        }
        return from[size_t(i)][size_t(j)];
    }

    int newGrid(int i, int j, const std::vector<std::vector<int>> &from) const
    {
        if (from[size_t(i)][size_t(j)] == 1)
            return 1;
        int n = 0;
        for (int di = -1; di <= 1; ++di)
            for (int dj = -1; dj <= 1; ++dj)
                n += wallAt(i + di, j + dj, from);
        return n > moreThan && n < fewerThan ? 1 : 0;
    }

    std::pair<int, int> unitAt(long scanIndex) const
    {
        const long last = long(rows) * cols - 1;
        if (scan == "rows-reversed" || scan == "columns-reversed")
            scanIndex = last - scanIndex;
        if (scan == "rows" || scan == "rows-reversed")
            return {int(scanIndex / cols), int(scanIndex % cols)};
        return {int(scanIndex % rows), int(scanIndex / rows)};
    }

    void run()
    {
        bool added = true;
        while (added) {
            added = false;
            ++sweeps;
            const std::vector<std::vector<int>> previous = grid;
            for (long s = 0; s < long(rows) * cols; ++s) {
                const auto [i, j] = unitAt(s);
                const int value = newGrid(i, j, inPlace ? grid : previous);
                if (value == 1 && grid[size_t(i)][size_t(j)] == 0) {
                    grid[size_t(i)][size_t(j)] = 1;
                    added = true;
                }
            }
        }
    }
};

// Where the machine's finished grid or its sweeps differ from the plain
// run's; empty when they agree.
QString differenceFromPlain(const Generator &machine, const PlainAutomaton &plain)
{
    for (int r = 0; r < plain.rows; ++r) {
        for (int c = 0; c < plain.cols; ++c) {
            if ((plain.grid[size_t(r)][size_t(c)] == 1) == machine.grid().isFloor(r, c))
                return QString(" differs at %1,%2").arg(r).arg(c);
        }
    }
    if (machine.sweepHistory()->sweeps() != plain.sweeps)
        return QString(" takes %1 sweeps, the plain run %2").arg(machine.sweepHistory()->sweeps()).arg(plain.sweeps);
    return {};
}

} // namespace

class TestAutomaton : public QObject {
    Q_OBJECT
private slots:
    void matchesPlainFullSweeps_data()
    {
        QTest::addColumn<QString>("update");
        QTest::addColumn<QString>("scan");
        QTest::addColumn<QString>("border");
        QTest::addColumn<int>("moreThan");
        QTest::addColumn<int>("fewerThan");
        for (const char *update : {"in-place", "previous-sweep"}) {
            QTest::addRow("%s default", update) << update << "rows"
                                                << "clamp" << 0 << 3;
            for (const char *scan : {"columns", "rows-reversed", "columns-reversed"})
                QTest::addRow("%s scan %s", update, scan) << update << scan << "clamp" << 0 << 3;
            for (const char *border : {"wall", "floor"})
                QTest::addRow("%s border %s", update, border) << update << "rows" << border << 0 << 3;
            QTest::addRow("%s rule 1..4", update) << update << "rows"
                                                  << "clamp" << 1 << 4;
            QTest::addRow("%s rule 0..5 wall border", update) << update << "columns"
                                                              << "wall" << 0 << 5;
        }
    }

    // Unit for unit, on random sizes and seeds: the worklist machine reaches
    // the grid of the seed's full sweeps, after the same number of sweeps.
    void matchesPlainFullSweeps()
    {
        QFETCH(QString, update);
        QFETCH(QString, scan);
        QFETCH(QString, border);
        QFETCH(int, moreThan);
        QFETCH(int, fewerThan);
        Rng sizes(2024);
        for (int trial = 0; trial < 25; ++trial) {
            MazeSpec spec;
            spec.generator = "automaton";
            spec.rows = 3 + int(sizes.below(60));
            spec.cols = 3 + int(sizes.below(60));
            spec.seed = sizes.next();
            spec.options = {{"update", update.toStdString()}, {"scan", scan.toStdString()},
                {"border", border.toStdString()}, {"more-than", std::to_string(moreThan)},
                {"fewer-than", std::to_string(fewerThan)}, {"seed-wall-count", std::to_string(1 + trial % 4)}};
            auto machine = makeGenerator(spec);
            machine->run();

            PlainAutomaton plain {spec.rows, spec.cols, update == "in-place", moreThan, fewerThan, border.toStdString(),
                scan.toStdString(), {}, 0};
            plain.grid.assign(size_t(spec.rows), std::vector<int>(size_t(spec.cols), 0));
            for (Point wall : machine->sweepHistory()->seedWalls())
                plain.grid[size_t(wall.row)][size_t(wall.col)] = 1;
            plain.run();

            const QString where = QString("trial %1, %2x%3").arg(trial).arg(spec.rows).arg(spec.cols);
            QCOMPARE(machine->sweepHistory()->seedWalls().size(), size_t(1 + trial % 4));
            const QString difference = differenceFromPlain(*machine, plain);
            QVERIFY2(difference.isEmpty(), qPrintable(where + difference));
        }
    }

    // On a mask, the plain sweeps start from the shape's walls as well as
    // the seed walls; nothing else changes. Odd and even sizes, every shape,
    // both updates: the machine reaches the same grid, and every unit outside
    // the shape is wall.
    void matchesPlainFullSweepsOnMasks()
    {
        Rng sizes(47);
        for (int trial = 0; trial < 40; ++trial) {
            MazeSpec spec;
            spec.generator = "automaton";
            spec.rows = 13 + int(sizes.below(50));
            spec.cols = 13 + int(sizes.below(50));
            spec.seed = sizes.next();
            const MaskShape shape = MaskShapes[trial % std::size(MaskShapes)];
            spec.mask = std::make_shared<const Mask>(shapedMask(shape, (spec.rows - 1) / 2, (spec.cols - 1) / 2));
            const bool inPlace = trial % 2 == 0;
            spec.options = {{"update", inPlace ? "in-place" : "previous-sweep"},
                {"seed-wall-count", std::to_string(1 + trial % 5)}};
            auto machine = makeGenerator(spec);
            machine->run();

            PlainAutomaton plain {spec.rows, spec.cols, inPlace};
            plain.grid.assign(size_t(spec.rows), std::vector<int>(size_t(spec.cols), 0));
            for (int r = 0; r < spec.rows; ++r) {
                for (int c = 0; c < spec.cols; ++c)
                    plain.grid[size_t(r)][size_t(c)] = !plainWithin(*spec.mask, r, c);
            }
            const QString where
                = QString("trial %1, %2 over %3x%4").arg(trial).arg(maskShapeId(shape)).arg(spec.rows).arg(spec.cols);
            for (Point wall : machine->sweepHistory()->seedWalls()) {
                QVERIFY2(plain.grid[size_t(wall.row)][size_t(wall.col)] == 0, qPrintable(where + " seeds outside"));
                plain.grid[size_t(wall.row)][size_t(wall.col)] = 1;
            }
            QCOMPARE(machine->sweepHistory()->seedWalls().size(), size_t(1 + trial % 5));
            plain.run();
            const QString difference = differenceFromPlain(*machine, plain);
            QVERIFY2(difference.isEmpty(), qPrintable(where + difference));
            QVERIFY(machine->start() && plainWithin(*spec.mask, machine->start()->row, machine->start()->col));
        }
    }

    // Seed walls fall inside the shape, so a mask with fewer open units
    // than seed walls asked for is refused, saying how many there are: a
    // 2x1 mask has 3 (two cells and the wall between them).
    void seedWallsNeedRoomInTheMask()
    {
        MazeSpec spec;
        spec.generator = "automaton";
        spec.rows = 5;
        spec.cols = 3;
        spec.mask = std::make_shared<const Mask>(Mask::make(2, 1, {1, 1}));
        spec.options = {{"seed-wall-count", "3"}};
        auto machine = makeGenerator(spec);
        machine->run();
        QCOMPARE(machine->sweepHistory()->seedWalls().size(), size_t(3));
        for (int r = 0; r < spec.rows; ++r) {
            for (int c = 0; c < spec.cols; ++c)
                QVERIFY(!machine->grid().isFloor(r, c));
        }
        spec.options = {{"seed-wall-count", "4"}};
        try {
            makeGenerator(spec);
            QFAIL("four seed walls in three open units");
        } catch (const std::invalid_argument &error) {
            QVERIFY2(std::string(error.what()).find("is 4, more than the 3 units inside the mask") != std::string::npos,
                error.what());
        }
    }

    void seedWallsAreDistinctAndInside()
    {
        MazeSpec spec;
        spec.generator = "automaton";
        spec.rows = 3;
        spec.cols = 3;
        spec.options = {{"seed-wall-count", "9"}};
        auto machine = makeGenerator(spec);
        machine->run();
        auto walls = machine->sweepHistory()->seedWalls();
        QCOMPARE(walls.size(), size_t(9));
        std::set<std::pair<int, int>> distinct;
        for (Point p : walls)
            distinct.insert({p.row, p.col});
        QCOMPARE(distinct.size(), size_t(9));
        QVERIFY(!machine->start().has_value());
    }

    // A check is one move; a sweep's end is one move; in previous-sweep mode
    // the walls of a sweep appear together at its end.
    void movesDescribeTheSweep()
    {
        for (const char *update : {"in-place", "previous-sweep"}) {
            MazeSpec spec;
            spec.generator = "automaton";
            spec.rows = 25;
            spec.cols = 31;
            spec.seed = 8;
            spec.options = {{"update", update}};
            auto machine = makeGenerator(spec);
            QVERIFY(catalogids::isKind(machine->step().kind, "seed-wall"));
            QVERIFY(catalogids::isKind(machine->step().kind, "seed-wall"));
            int checks = 0;
            int sweepEnds = 0;
            int lastSweep = 1;
            while (!machine->finished()) {
                const auto snapshot = machine->clone();
                const Grid &before = snapshot->grid();
                const Move move = machine->step();
                QVERIFY(catalogids::isKind(move.kind, "check") || catalogids::isKind(move.kind, "sweep-end"));
                QCOMPARE(move.sweep, lastSweep);
                if (catalogids::isKind(move.kind, "check")) {
                    ++checks;
                    QVERIFY(before.isFloor(move.at.row, move.at.col));
                    const bool changed = before != machine->grid();
                    QCOMPARE(changed, move.becameWall && std::string(update) == "in-place");
                    QCOMPARE(int(move.wallCount),
                        static_cast<const AutomatonGenerator &>(*snapshot).windowWalls(move.at.row, move.at.col));
                } else {
                    ++sweepEnds;
                    ++lastSweep;
                }
            }
            QVERIFY(checks > 0);
            QCOMPARE(sweepEnds, machine->sweepHistory()->sweeps());
        }
    }

    void hugeMaze()
    {
        MazeSpec spec;
        spec.generator = "automaton";
        spec.rows = 4001;
        spec.cols = 4001;
        spec.seed = 3;
        auto machine = makeGenerator(spec);
        machine->run();
        QVERIFY(machine->finished());
        QVERIFY(machine->sweepHistory()->sweeps() > 1);
    }
};

QTEST_APPLESS_MAIN(TestAutomaton)
#include "tst_automaton.moc"
