#include "callstyle.h"
#include "catalogids.h"
#include "generatorcatalog.h"
#include "mazechecks.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <string>

using namespace mazestudy;

namespace {
MazeSpec specOf(const std::string &generator, int rows, int cols, uint64_t seed)
{
    MazeSpec spec;
    spec.generator = generator;
    spec.rows = rows;
    spec.cols = cols;
    spec.seed = seed;
    return spec;
}

Grid runToEnd(const MazeSpec &spec)
{
    auto generator = makeGenerator(spec);
    generator->run();
    return generator->grid();
}

const std::vector<std::string> dfsFamily = catalogids::dfsFamily();
const std::vector<std::string> classics = catalogids::classics();
const std::vector<std::string> cellMazes = catalogids::cellMazes();
const std::vector<std::string> allGenerators = catalogids::all();
const std::vector<catalogids::Variant> allVariants = catalogids::variants(allGenerators);
const std::vector<catalogids::Variant> cellVariants = catalogids::variants(cellMazes);
} // namespace

class TestGenerators : public QObject {
    Q_OBJECT
private slots:
    void perfect_data()
    {
        QTest::addColumn<int>("variant"); // of cellVariants
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("seeds");
        const QList<QPair<int, int>> sizes
            = {{3, 3}, {3, 9}, {9, 3}, {5, 7}, {21, 21}, {41, 51}, {101, 71}, {255, 257}};
        for (size_t v = 0; v < cellVariants.size(); ++v) {
            const bool classic = catalogids::contains(classics, cellVariants[v].generator);
            const char *label = cellVariants[v].label.c_str();
            for (const auto &[rows, cols] : sizes)
                QTest::addRow("%s %dx%d", label, rows, cols) << int(v) << rows << cols << 40;
            QTest::addRow("%s 1001x1001", label) << int(v) << 1001 << 1001 << (classic ? 1 : 3);
        }
    }

    // Every floor unit reachable and edges = floor units - 1, for many seeds.
    void perfect()
    {
        QFETCH(int, variant);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, seeds);
        for (int seed = 0; seed < seeds; ++seed) {
            const Grid grid = runToEnd(cellVariants[size_t(variant)].spec(rows, cols, uint64_t(seed) * 7919 + 1));
            QVERIFY2(mazechecks::isPerfect(grid), qPrintable(QString("seed %1").arg(seed)));
        }
    }

    void everyCellIsDug()
    {
        for (const std::string &generator : cellMazes) {
            const Grid grid = runToEnd(specOf(generator, 31, 45, 5));
            for (int r = 1; r < grid.rows(); r += 2) {
                for (int c = 1; c < grid.cols(); c += 2)
                    QVERIFY(grid.isFloor(r, c));
            }
            // Units at even row and even column are corners between cells: always wall.
            for (int r = 0; r < grid.rows(); r += 2) {
                for (int c = 0; c < grid.cols(); c += 2)
                    QVERIFY(!grid.isFloor(r, c));
            }
        }
    }

    void backtrackerEndIsDeadEndAndBorderClosed()
    {
        for (uint64_t seed = 0; seed < 50; ++seed) {
            auto generator = makeGenerator(specOf("backtracker", 21, 31, seed));
            generator->run();
            const Grid &grid = generator->grid();
            const Point end = *generator->exit();
            QCOMPARE(end, (Point {19, 29}));
            QCOMPARE(mazechecks::floorNeighbours(grid, end.row, end.col), 1);
            for (int c = 0; c < grid.cols(); ++c)
                QVERIFY(!grid.isFloor(0, c) && !grid.isFloor(grid.rows() - 1, c));
            for (int r = 0; r < grid.rows(); ++r)
                QVERIFY(!grid.isFloor(r, 0) && !grid.isFloor(r, grid.cols() - 1));
        }
    }

    void labDigsExitUnits()
    {
        for (const char *generator : {"rotating-dfs", "permutation-dfs"}) {
            auto maze = makeGenerator(specOf(generator, 41, 51, 3));
            maze->run();
            QVERIFY(maze->grid().isFloor(40, 49));
            QVERIFY(maze->grid().isFloor(39, 50));
            QCOMPARE(*maze->exit(), (Point {39, 50}));
            QCOMPARE(*maze->start(), (Point {1, 1}));
        }
    }

    // The frames keep only the direction each call was entered by and a
    // checkpoint every 64 calls: every frame's cell must still be the cell
    // its call was made on, as the moves tell it, however deep the stack.
    void framesNameTheCellsOfTheCalls()
    {
        for (const std::string &id : dfsFamily) {
            auto machine = makeGenerator(specOf(id, 61, 301, 5));
            const CallStack &stack = *machine->callStack();
            std::vector<Point> calls;
            size_t deepest = 0;
            while (!machine->finished()) {
                const Move move = machine->step();
                if (catalogids::isKind(move.kind, "enter"))
                    calls.push_back(move.at);
                if (catalogids::isKind(move.kind, "carve"))
                    calls.push_back(move.target);
                if (catalogids::isKind(move.kind, "return"))
                    calls.pop_back();
                QCOMPARE(stack.depth(), calls.size());
                deepest = std::max(deepest, calls.size());
                if (machine->moves() % 97 == 0 || calls.size() % 64 < 2) {
                    for (size_t i = 0; i < calls.size(); ++i)
                        QCOMPARE(stack.frame(i).cell, calls[i]);
                }
            }
            QVERIFY2(deepest > 200, id.c_str());
        }
    }

    void rotatingTriesOnlyRotations()
    {
        std::set<int> firstDirections;
        auto generator = makeGenerator(specOf("rotating-dfs", 41, 41, 11));
        const CallStack &stack = *generator->callStack();
        while (!generator->finished()) {
            const Move move = generator->step();
            if (!catalogids::isKind(move.kind, "enter") && !catalogids::isKind(move.kind, "carve"))
                continue;
            const Frame frame = stack.frame(stack.depth() - 1);
            QCOMPARE(frame.orderSize, 4);
            const int first = int(frame.order[0]);
            firstDirections.insert(first);
            for (int i = 1; i < 4; ++i)
                QCOMPARE(int(frame.order[size_t(i)]), (first + i) % 4);
        }
        QCOMPARE(firstDirections.size(), size_t(4));
    }

    void permutationProducesAll24Orders()
    {
        std::set<std::array<Direction, 4>> orders;
        auto generator = makeGenerator(specOf("permutation-dfs", 41, 41, 12));
        const CallStack &stack = *generator->callStack();
        while (!generator->finished()) {
            const Move move = generator->step();
            if (!catalogids::isKind(move.kind, "enter") && !catalogids::isKind(move.kind, "carve"))
                continue;
            const Frame frame = stack.frame(stack.depth() - 1);
            auto sorted = frame.order;
            std::sort(sorted.begin(), sorted.end());
            QCOMPARE(sorted,
                (std::array<Direction, 4> {Direction::South, Direction::East, Direction::North, Direction::West}));
            orders.insert(frame.order);
        }
        QCOMPARE(orders.size(), size_t(24));
    }

    // The seed: a call takes its unvisited neighbours (and only those) in a
    // random order, and recurses into each one still unvisited when its turn comes.
    void backtrackerTakesUnvisitedNeighbours()
    {
        auto generator = makeGenerator(specOf("backtracker", 15, 15, 4));
        const CallStack &stack = *generator->callStack();
        Grid before = generator->grid();
        while (!generator->finished()) {
            const Move move = generator->step();
            if (catalogids::isKind(move.kind, "enter") || catalogids::isKind(move.kind, "carve")) {
                const Frame frame = stack.frame(stack.depth() - 1);
                int unvisited = 0;
                for (int d = 0; d < 4; ++d) {
                    const int r = frame.cell.row + 2 * rowStep(Direction(d));
                    const int c = frame.cell.col + 2 * colStep(Direction(d));
                    unvisited += before.contains(r, c) && !before.isFloor(r, c);
                }
                QCOMPARE(frame.orderSize, unvisited);
                for (int i = 0; i < frame.orderSize; ++i) {
                    const Direction d = frame.order[size_t(i)];
                    QVERIFY(!before.isFloor(frame.cell.row + 2 * rowStep(d), frame.cell.col + 2 * colStep(d)));
                }
            }
            if (catalogids::isKind(move.kind, "skip"))
                QVERIFY(catalogids::isKind(move.reason, "already-floor"));
            if (catalogids::isKind(move.kind, "carve"))
                QVERIFY(!before.isFloor(move.target.row, move.target.col));
            before = generator->grid();
        }
    }

    void steppingEqualsRunning()
    {
        for (const catalogids::Variant &variant : allVariants) {
            for (uint64_t seed : {1ULL, 2ULL, 77ULL}) {
                const MazeSpec spec = variant.spec(51, 61, seed);
                auto stepped = makeGenerator(spec);
                uint64_t moves = 0;
                while (!stepped->finished()) {
                    stepped->step();
                    ++moves;
                }
                auto run = makeGenerator(spec);
                run->run();
                QCOMPARE(stepped->grid(), run->grid());
                QCOMPARE(stepped->moves(), moves);
                QCOMPARE(run->moves(), moves);
                QCOMPARE(sweepCount(*stepped), sweepCount(*run));
            }
        }
    }

    // Each generator defines its own kinds of move (and of working set) in its
    // folder: the stable name the replay prints belongs to one object only,
    // so that no two generators' kinds read alike.
    void kindNamesAreUnique()
    {
        std::map<std::string, const MoveKind *> moveKinds;
        std::map<std::string, const WorkingSetKind *> setKinds;
        for (const catalogids::Variant &variant : allVariants) {
            auto stepped = makeGenerator(variant.spec(21, 25, 3));
            while (!stepped->finished()) {
                const Move move = stepped->step();
                QVERIFY2(move.kind && move.kind->name && *move.kind->name, variant.label.c_str());
                QVERIFY2(moveKinds.emplace(move.kind->name, move.kind).first->second == move.kind, move.kind->name);
                if (const WorkingSetKind *set = stepped->workingSet(1).kind) {
                    QVERIFY2(set->title && *set->title, set->name);
                    QVERIFY2(setKinds.emplace(set->name, set).first->second == set, set->name);
                }
            }
        }
        QVERIFY(moveKinds.size() > 10);
        QVERIFY(setKinds.size() > 5);
    }

    // progress() counts what an independent look at the grid sees: the DFS
    // family's dug cells of all cells, the classics' inner passages of the
    // cells - 1 of a spanning tree; it never goes back and is 1 when finished.
    // Recursive division (cells left to divide) and the automaton (it cannot
    // tell) are held to the bounds.
    void progressCountsTheBuiltMaze()
    {
        for (const std::string &id : allGenerators) {
            const char *generator = id.c_str();
            const bool dfs = catalogids::contains(dfsFamily, id);
            // The automata stop when the grid settles, which they cannot foresee.
            const bool sweeps = callStyleOf(id) == CallStyle::Sweeps;
            auto machine = makeGenerator(specOf(generator, 21, 25, 5));
            const Grid &grid = machine->grid();
            const double cells = 10.0 * 12.0;
            double last = machine->progress();
            QVERIFY2(sweeps ? last < 0 : last == 0.0, generator);
            while (!machine->finished()) {
                machine->step();
                const double progress = machine->progress();
                if (machine->finished())
                    break;
                if (sweeps) {
                    QVERIFY(progress < 0);
                    continue;
                }
                QVERIFY2(progress >= last && progress <= 1.0, generator);
                last = progress;
                int dugCells = 0, passages = 0;
                for (int row = 1; row + 1 < grid.rows(); ++row) {
                    for (int col = 1; col + 1 < grid.cols(); ++col) {
                        if (grid.at(row, col) != Grid::Floor)
                            continue;
                        dugCells += row % 2 == 1 && col % 2 == 1;
                        passages += row % 2 != col % 2;
                    }
                }
                if (dfs)
                    QCOMPARE(progress, dugCells / cells);
                else if (id != "recursive-division")
                    QCOMPARE(progress, passages / (cells - 1));
            }
            QCOMPARE(machine->progress(), 1.0);
        }
    }

    // Each step's `changed` covers every unit the step changed.
    void changedCoversTheChange()
    {
        for (const catalogids::Variant &variant : allVariants) {
            auto machine = makeGenerator(variant.spec(21, 25, 3));
            Grid before = machine->grid();
            for (int i = 0; i < 400 && !machine->finished(); ++i) {
                const Move move = machine->step();
                const Grid &after = machine->grid();
                for (int r = 0; r < after.rows(); ++r) {
                    for (int c = 0; c < after.cols(); ++c) {
                        if (after.at(r, c) == before.at(r, c))
                            continue;
                        QVERIFY2(r >= move.changed.top && r <= move.changed.bottom && c >= move.changed.left
                                && c <= move.changed.right,
                            qPrintable(QString("%1 move %2: (%3, %4) changed outside")
                                           .arg(variant.label.c_str())
                                           .arg(i)
                                           .arg(r)
                                           .arg(c)));
                    }
                }
                before = after;
            }
        }
    }

    void cloneContinuesIdentically()
    {
        for (const catalogids::Variant &variant : allVariants) {
            auto original = makeGenerator(variant.spec(41, 41, 9));
            for (int i = 0; i < 500 && !original->finished(); ++i)
                original->step();
            auto copy = original->clone();
            original->run();
            copy->run();
            QCOMPARE(copy->grid(), original->grid());
            QCOMPARE(copy->moves(), original->moves());
        }
    }

    // A generator has the capabilities of its family and no others, braided
    // or not, and a clone's are its own.
    void capabilitiesFollowTheFamily()
    {
        for (const catalogids::Variant &variant : allVariants) {
            for (const double braid : {0.0, 0.5}) {
                MazeSpec spec = variant.spec(21, 21, 3);
                spec.braid = braid;
                const CallStyle style = callStyleOf(spec.generator);
                auto generator = makeGenerator(spec);
                generator->step();
                const auto copy = generator->clone();
                QVERIFY2((generator->callStack() != nullptr) == makesCalls(style), variant.label.c_str());
                QVERIFY2((generator->sweepHistory() != nullptr) == (style == CallStyle::Sweeps), variant.label.c_str());
                QVERIFY2(generator->scriptOutcome() == nullptr, variant.label.c_str());
                QVERIFY(copy->callStack() == nullptr || copy->callStack() != generator->callStack());
                QVERIFY(copy->sweepHistory() == nullptr || copy->sweepHistory() != generator->sweepHistory());
                generator->run();
                QCOMPARE(callDepth(*generator), size_t(0));
            }
        }
    }

    // The same spec makes the same maze, another seed another; the mazes
    // themselves are pinned in each generator's folder (tst_pinned).
    void sameSpecSameMaze()
    {
        for (const catalogids::Variant &variant : allVariants) {
            const MazeSpec spec = variant.spec(41, 51, 1);
            const Grid first = runToEnd(spec);
            QVERIFY2(runToEnd(spec) == first, variant.label.c_str());
            QVERIFY2(runToEnd(variant.spec(41, 51, 2)) != first, variant.label.c_str());
        }
    }

    // 4001 x 4001 units: a recursive DFS would overflow an 8 MiB stack long before.
    void acceptsGoodPicks()
    {
        for (const char *pick : {"newest", "random", "oldest", "newest:0", "newest:1", "newest:0.25", "newest:.75"}) {
            MazeSpec spec = specOf("growing-tree", 21, 21, 1);
            spec.options["pick"] = pick;
            auto machine = makeGenerator(spec);
            machine->run();
            QVERIFY2(mazechecks::isPerfect(machine->grid()), pick);
        }
    }

    void hugeMazeWithoutRecursion()
    {
        for (const std::string &generator : dfsFamily) {
            const Grid grid = runToEnd(specOf(generator, 4001, 4001, 5));
            QVERIFY(mazechecks::isPerfect(grid));
        }
    }

    void rejectsBadSpecs_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown generator") << "prims" << 41 << 41 << ""
                                           << "unknown generator \"prims\"";
        QTest::newRow("even classic") << "wilson" << 41 << 40 << ""
                                      << "needs odd rows and columns";
        QTest::newRow("bad bias") << "binary-tree" << 41 << 41 << "bias=up"
                                  << "option bias must be one of ne, nw, se, sw, not \"up\"";
        QTest::newRow("bad pick")
            << "growing-tree" << 41 << 41 << "pick=x"
            << "option pick must be newest, random, oldest or newest:P with P from 0 to 1, not \"x\"";
        QTest::newRow("pick chance too big") << "growing-tree" << 41 << 41 << "pick=newest:2"
                                             << "option pick must be";
        QTest::newRow("pick chance missing") << "growing-tree" << 41 << 41 << "pick=newest:"
                                             << "option pick must be";
        QTest::newRow("pick chance negative") << "growing-tree" << 41 << 41 << "pick=newest:-0.5"
                                              << "option pick must be";
        QTest::newRow("pick chance words") << "growing-tree" << 41 << 41 << "pick=newest:half"
                                           << "option pick must be";
        QTest::newRow("option on classic") << "wilson" << 41 << 41 << "pick=newest"
                                           << "has no option \"pick\"";
        QTest::newRow("even rows") << "backtracker" << 40 << 41 << ""
                                   << "needs odd rows and columns";
        QTest::newRow("even cols") << "rotating-dfs" << 41 << 50 << ""
                                   << "needs odd rows and columns";
        QTest::newRow("too small") << "automaton" << 2 << 41 << ""
                                   << "out of range";
        QTest::newRow("too large") << "permutation-dfs" << 41 << MaxSide + 2 << ""
                                   << "out of range";
        QTest::newRow("option on dfs") << "backtracker" << 41 << 41 << "update=in-place"
                                       << "has no option \"update\"";
        QTest::newRow("unknown option") << "automaton" << 41 << 41 << "speed=3"
                                        << "has no option \"speed\"";
        QTest::newRow("bad choice") << "automaton" << 41 << 41 << "update=sometimes"
                                    << "must be one of in-place";
        QTest::newRow("bad number") << "automaton" << 41 << 41 << "more-than=x"
                                    << "must be a whole number";
        QTest::newRow("empty rule") << "automaton" << 41 << 41 << "fewer-than=1"
                                    << "fewer-than must be at least";
    }

    void rejectsBadSpecs()
    {
        QFETCH(QString, generator);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, option);
        QFETCH(QString, message);
        MazeSpec spec = specOf(qPrintable(generator), rows, cols, 1);
        if (!option.isEmpty()) {
            const QStringList parts = option.split('=');
            spec.options[parts[0].toStdString()] = parts[1].toStdString();
        }
        try {
            makeGenerator(spec);
            QFAIL("accepted");
        } catch (const std::invalid_argument &error) {
            QVERIFY2(QString(error.what()).contains(message), error.what());
        }
    }

    void fillsOptionDefaults()
    {
        MazeSpec spec = specOf("automaton", 20, 30, 1);
        validateSpec(spec);
        QCOMPARE(spec.options.at("update"), std::string("in-place"));
        QCOMPARE(spec.options.at("seed-wall-count"), std::string("2"));
        QCOMPARE(spec.options.at("border"), std::string("clamp"));
        QCOMPARE(spec.options.size(), size_t(6));
    }
};

QTEST_APPLESS_MAIN(TestGenerators)
#include "tst_generators.moc"
