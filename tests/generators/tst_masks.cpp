#include "generatorcatalog.h"
#include "maskfile.h"
#include "maskshapes.h"
#include "mazechecks.h"
#include "mazefile.h"
#include "mazemetrics.h"
#include "pngwriter.h"
#include "spanningtreetally.h"
#include "specof.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <zlib.h>

using namespace mazestudy;
using spanningtreetally::chiSquare999;
using spanningtreetally::treeKey;

namespace {

SharedMask shared(Mask mask)
{
    return std::make_shared<const Mask>(std::move(mask));
}

// A disc of radius `radius` cells.
Mask disc(int radius)
{
    const int side = 2 * radius + 1;
    std::vector<uint8_t> inside(size_t(side) * size_t(side));
    for (int r = 0; r < side; ++r) {
        for (int c = 0; c < side; ++c)
            inside[size_t(r * side + c)] = (r - radius) * (r - radius) + (c - radius) * (c - radius) <= radius * radius;
    }
    return Mask::make(side, side, std::move(inside));
}

// The masks every carving generator is tried on: a disc, a ring, a letter with
// a hole and a spiral one cell wide, whose only spanning tree is itself.
const std::map<QString, std::string> &masks()
{
    static const std::map<QString, std::string> texts = {
        {"disc", maskToText(disc(6))},
        {"ring",
            "XX.....XX\n"
            "X.......X\n"
            "...XXX...\n"
            "..XXXXX..\n"
            "..XXXXX..\n"
            "..XXXXX..\n"
            "...XXX...\n"
            "X.......X\n"
            "XX.....XX\n"},
        {"letter A",
            "XXX...XXX\n"
            "XX.....XX\n"
            "XX..X..XX\n"
            "X...X...X\n"
            "X.......X\n"
            "X..XXX..X\n"
            "...XXX...\n"
            "...XXX...\n"},
        {"spiral",
            ".........\n"
            "XXXXXXXX.\n"
            ".......X.\n"
            ".XXXXX.X.\n"
            ".X...X.X.\n"
            ".X.XXX.X.\n"
            ".X.....X.\n"
            ".XXXXXXX.\n"
            ".........\n"},
    };
    return texts;
}

MazeSpec maskedSpec(const std::string &generator, const std::string &option, const Mask &mask, uint64_t seed)
{
    MazeSpec spec = specOf(generator, 2 * mask.rows() + 1, 2 * mask.cols() + 1, seed);
    if (!option.empty())
        spec.options[option.substr(0, option.find('='))] = option.substr(option.find('=') + 1);
    spec.mask = shared(mask);
    return spec;
}

// Floor exactly where the mask allows it: every mask cell, some walls
// between two mask cells, nothing else. Empty when so, else the first unit wrong.
QString outsideTouched(const Grid &grid, const Mask &mask)
{
    const auto cellIn = [&](int r, int c) {
        return r % 2 == 1 && c % 2 == 1 && r > 0 && c > 0 && r < grid.rows() - 1 && c < grid.cols() - 1
            && mask.contains(r / 2, c / 2);
    };
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            const bool cell = r % 2 == 1 && c % 2 == 1;
            bool allowed = false;
            if (cell)
                allowed = cellIn(r, c);
            else if (r % 2 == 1)
                allowed = cellIn(r, c - 1) && cellIn(r, c + 1);
            else if (c % 2 == 1)
                allowed = cellIn(r - 1, c) && cellIn(r + 1, c);
            if (cell && allowed && !grid.isFloor(r, c))
                return QString("mask cell (%1, %2) not carved").arg(r).arg(c);
            if (!allowed && grid.isFloor(r, c))
                return QString("unit (%1, %2) carved outside the mask").arg(r).arg(c);
        }
    }
    return {};
}

// Every generator that carves masks, with each of its variants.
std::vector<std::pair<std::string, std::string>> maskCarvers()
{
    std::vector<std::pair<std::string, std::string>> carvers;
    for (const GeneratorInfo &info : generatorCatalog()) {
        if (info.maskUse != MaskUse::Carves)
            continue;
        carvers.emplace_back(info.id, "");
        for (const OptionInfo &option : info.options) {
            for (const char *alternative : {"variant=edge", "variant=true", "variant=cell-weights", "walk=list",
                     "draws=below", "pick=newest", "pick=oldest", "pick=random", "list=counted", "order=shuffled"}) {
                const std::string text = alternative;
                if (text.substr(0, text.find('=')) == option.key)
                    carvers.emplace_back(info.id, text);
            }
        }
    }
    return carvers;
}

// The spanning trees of a 3 x 3 mask's cell graph, counted by trying every set
// of its edges: a plain count, independent of any generator.
int spanningTrees(const Mask &mask)
{
    std::vector<std::pair<int, int>> edges;
    for (int cell = 0; cell < 9; ++cell) {
        if (!mask.contains(uint32_t(cell)))
            continue;
        if (cell % 3 < 2 && mask.contains(uint32_t(cell + 1)))
            edges.emplace_back(cell, cell + 1);
        if (cell < 6 && mask.contains(uint32_t(cell + 3)))
            edges.emplace_back(cell, cell + 3);
    }
    int trees = 0;
    for (uint32_t chosen = 0; chosen < (1u << edges.size()); ++chosen) {
        if (__builtin_popcount(chosen) != int(mask.count()) - 1)
            continue;
        int parent[9];
        for (int i = 0; i < 9; ++i)
            parent[i] = i;
        const auto find = [&parent](int x) {
            while (parent[x] != x)
                x = parent[x];
            return x;
        };
        bool loop = false;
        for (size_t e = 0; e < edges.size() && !loop; ++e) {
            if (!(chosen >> e & 1))
                continue;
            const int a = find(edges[e].first);
            const int b = find(edges[e].second);
            loop = a == b;
            parent[a] = b;
        }
        trees += !loop;
    }
    return trees;
}

QString refusal(MazeSpec spec)
{
    try {
        validateSpec(spec);
    } catch (const std::invalid_argument &error) {
        return error.what();
    }
    return {};
}

QString fileRefusal(const std::string &path)
{
    try {
        readMaskFile(path);
    } catch (const std::runtime_error &error) {
        return error.what();
    }
    return {};
}

} // namespace

class TestMasks : public QObject {
    Q_OBJECT
private slots:
    // The window's shapes: one part, mirror-symmetric left to right, and
    // with the share of the rectangle their geometry gives (a disc pi/4, the
    // ring with half the radius cut out 3/4 of that, the diamond and the
    // triangle half) once the cells are fine.
    void builtInShapes_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        for (const MaskShape shape : MaskShapes) {
            for (const auto &[rows, cols] :
                {std::pair {5, 5}, {5, 10}, {10, 5}, {20, 25}, {25, 50}, {60, 100}, {400, 400}})
                QTest::addRow("%s %dx%d", maskShapeId(shape), rows, cols) << int(shape) << rows << cols;
        }
    }
    void builtInShapes()
    {
        QFETCH(int, shape);
        QFETCH(int, rows);
        QFETCH(int, cols);
        const auto kind = MaskShape(shape);
        QCOMPARE(maskShapeFromId(maskShapeId(kind)), kind);
        const Mask mask = shapedMask(kind, rows, cols);
        QCOMPARE(mask.rows(), rows);
        QCOMPARE(mask.cols(), cols);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols / 2; ++c)
                QCOMPARE(mask.contains(r, c), mask.contains(r, cols - 1 - c));
        }
        QCOMPARE(mask.contains(rows / 2, cols / 2), kind != MaskShape::Ring);
        const double pi = std::acos(-1.0);
        const std::map<MaskShape, double> areas {{MaskShape::Disc, pi / 4}, {MaskShape::Ring, 0.75 * pi / 4},
            {MaskShape::Diamond, 0.5}, {MaskShape::Triangle, 0.5}};
        const auto area = areas.find(kind);
        if (rows == 400 && area != areas.end())
            QVERIFY2(std::abs(double(mask.count()) / (rows * cols) - area->second) < 0.005, maskShapeId(kind));
    }

    // The shapes are part of what makes a maze: pinned, as counted by a
    // separate script (Python, the same rules in whole numbers, the heart
    // in doubles without fused multiply-adds). A change here is a change of
    // the window's mazes.
    void shapesArePinned()
    {
        const std::map<MaskShape, std::pair<uint32_t, uint32_t>> counts {{MaskShape::Disc, {396, 1916}},
            {MaskShape::Ring, {298, 1432}}, {MaskShape::Diamond, {248, 1220}}, {MaskShape::Triangle, {250, 1220}},
            {MaskShape::Heart, {362, 1742}}};
        for (const auto &[shape, count] : counts) {
            QCOMPARE(shapedMask(shape, 20, 25).count(), count.first);
            QCOMPARE(shapedMask(shape, 61, 40).count(), count.second);
        }
    }

    void shapesTooSmallSayWhy()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shapedMask(MaskShape::Disc, 1, 1));
        try {
            shapedMask(MaskShape::Ring, 1, 3);
            QFAIL("a ring of 1x3 cells is two cells apart");
        } catch (const std::invalid_argument &error) {
            QVERIFY2(std::string(error.what()).find("2 separate parts") != std::string::npos, error.what());
        }
        try {
            shapedMask(MaskShape::Ring, 4, 4);
            QFAIL("a ring of 4x4 cells is four pairs of cells apart");
        } catch (const std::invalid_argument &error) {
            QVERIFY2(std::string(error.what()).find("4 separate parts") != std::string::npos, error.what());
        }
        QCOMPARE(maskShapeFromId("square"), std::nullopt);
    }

    // The rule the docs give: from 6 cells a side every shape is one part
    // (make() refuses any other).
    void everyShapeHoldsFromSixCellsASide()
    {
        for (const MaskShape shape : MaskShapes) {
            for (int rows = 6; rows <= 40; ++rows) {
                for (int cols = 6; cols <= 40; ++cols) {
                    try {
                        shapedMask(shape, rows, cols);
                    } catch (const std::invalid_argument &error) {
                        QFAIL(qPrintable(QStringLiteral("%1 at %2x%3: %4")
                                             .arg(maskShapeId(shape))
                                             .arg(rows)
                                             .arg(cols)
                                             .arg(error.what())));
                    }
                }
            }
        }
    }

    // The units of a maze that touch a mask's cells: the cells, the walls
    // beside them and the corners among them; the rest is outside.
    void unitsTouchingTheMask()
    {
        const Mask mask = maskFromText("X..\n...\n");
        const char *expected[] = {
            "..#####",
            "..#####",
            "#######",
            "#######",
            "#######",
        };
        for (int row = 0; row < 5; ++row) {
            for (int col = 0; col < 7; ++col) {
                QVERIFY2(mask.touchesUnit(row, col) == (expected[row][col] == '#'),
                    qPrintable(QStringLiteral("unit %1, %2").arg(row).arg(col)));
            }
        }
        // The last row and column outside: the units past the cells' walls are too.
        const Mask corner = maskFromText("..X\n..X\nXXX\n");
        for (int row = 0; row < 7; ++row) {
            for (int col = 0; col < 7; ++col) {
                QVERIFY2(corner.touchesUnit(row, col) == (row < 5 && col < 5),
                    qPrintable(QStringLiteral("unit %1, %2").arg(row).arg(col)));
            }
        }
    }

    // Where the automata may work: Within units touch mask cells only, Edge
    // units the shape's border, Outside units no mask cell. The count of
    // Within units from the cells alone agrees with the places, at every
    // shape and at odd and even sizes.
    void unitPlacesOfTheMask()
    {
        const Mask mask = maskFromText("X..\n...\n");
        const char *expected[] = {
            "OOEEEEE",
            "OOEWWWE",
            "EEEWWWE",
            "EWWWWWE",
            "EEEEEEE",
            "OOOOOOO",
        };
        const std::vector<uint8_t> places = mask.unitPlaces(6, 7);
        for (int row = 0; row < 6; ++row) {
            for (int col = 0; col < 7; ++col) {
                const char place = "OEW"[places[size_t(row * 7 + col)]];
                QVERIFY2(place == expected[row][col],
                    qPrintable(QStringLiteral("unit %1, %2: %3").arg(row).arg(col).arg(place)));
                QCOMPARE(place != 'O', row < 5 && mask.touchesUnit(row, col));
            }
        }
        QCOMPARE(mask.withinUnitCount(), uint64_t(11));
        for (const MaskShape shape : MaskShapes) {
            for (const auto &[rows, cols] : {std::pair {25, 31}, std::pair {26, 33}, std::pair {60, 41}}) {
                const Mask shaped = shapedMask(shape, (rows - 1) / 2, (cols - 1) / 2);
                const std::vector<uint8_t> shapedPlaces = shaped.unitPlaces(rows, cols);
                QCOMPARE(uint64_t(std::count(shapedPlaces.begin(), shapedPlaces.end(), uint8_t(Mask::Within))),
                    shaped.withinUnitCount());
            }
        }
    }

    // The edge-bias band follows the shape: the maze's units within two
    // units of the outside or the grid's edge, counted here by looking at
    // every unit's 5x5 window. A mask of every cell gives the rectangle's
    // band exactly.
    void edgeBandFollowsTheMask()
    {
        for (const auto &[name, text] : masks()) {
            MazeSpec spec = specOf("wilson", 0, 0, 5);
            const Mask mask = maskFromText(text);
            spec.rows = 2 * mask.rows() + 1;
            spec.cols = 2 * mask.cols() + 1;
            spec.mask = shared(mask);
            auto generator = makeGenerator(spec);
            generator->run();
            const MazeMetrics metrics = measureGenerator(*generator);
            const Grid &grid = generator->grid();
            const auto maze = [&](int r, int c) { return grid.contains(r, c) && mask.touchesUnit(r, c); };
            uint64_t units[2] = {};
            uint64_t walls[2] = {};
            uint64_t deadEnds[2] = {};
            for (int r = 0; r < grid.rows(); ++r) {
                for (int c = 0; c < grid.cols(); ++c) {
                    if (!maze(r, c))
                        continue;
                    bool band = false;
                    for (int dr = -2; dr <= 2; ++dr) {
                        for (int dc = -2; dc <= 2; ++dc)
                            band = band || !maze(r + dr, c + dc);
                    }
                    const int neighbours = grid.isFloor(r - 1, c) + grid.isFloor(r + 1, c) + grid.isFloor(r, c - 1)
                        + grid.isFloor(r, c + 1);
                    ++units[band];
                    walls[band] += !grid.isFloor(r, c);
                    deadEnds[band] += grid.isFloor(r, c) && neighbours == 1;
                }
            }
            // A mask one cell wide (the spiral) is all band.
            const auto share = [](uint64_t count, uint64_t of) {
                return of ? std::optional<double>(double(count) / double(of)) : std::nullopt;
            };
            QVERIFY2(metrics.bandUnits == units[1], qPrintable(name));
            QVERIFY2(metrics.interiorUnits == units[0], qPrintable(name));
            QCOMPARE(metrics.bandWallDensity, share(walls[1], units[1]));
            QCOMPARE(metrics.interiorWallDensity, share(walls[0], units[0]));
            QCOMPARE(metrics.bandDeadEndDensity, share(deadEnds[1], units[1]));
            QCOMPARE(metrics.interiorDeadEndDensity, share(deadEnds[0], units[0]));
        }
        MazeSpec plain = specOf("backtracker", 21, 31, 3);
        MazeSpec whole = plain;
        whole.mask = shared(Mask::make(10, 15, std::vector<uint8_t>(150, 1)));
        auto wholeMaze = makeGenerator(whole);
        wholeMaze->run();
        auto plainMaze = makeGenerator(plain);
        plainMaze->run();
        QCOMPARE(wholeMaze->grid(), plainMaze->grid());
        const MazeMetrics masked = measureGenerator(*wholeMaze);
        const MazeMetrics unmasked = measureGenerator(*plainMaze);
        QCOMPARE(masked.bandUnits, unmasked.bandUnits);
        QCOMPARE(masked.interiorUnits, unmasked.interiorUnits);
        QCOMPARE(masked.wallDensityRatio, unmasked.wallDensityRatio);
        QCOMPARE(masked.deadEndDensityRatio, unmasked.deadEndDensityRatio);
    }

    void readsBucksTextMasks()
    {
        const Mask mask = maskFromText("X..\r\n...\n\n");
        QCOMPARE(mask.rows(), 2);
        QCOMPARE(mask.cols(), 3);
        QCOMPARE(mask.count(), 5u);
        QVERIFY(!mask.contains(0, 0));
        QVERIFY(mask.contains(1, 2));
        QCOMPARE(mask.cells().front(), 1u);
        QCOMPARE(maskToText(mask), std::string("X..\n...\n"));
        QCOMPARE(maskFromRuns(maskRuns(mask)), mask);
        QCOMPARE(maskRuns(mask), std::string("1 2x3 1 5"));
    }

    void refusesBadMasks_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty") << ""
                               << "the mask is empty";
        QTest::newRow("no cell") << "XX\nXX\n"
                                 << "the mask has 0 cells inside; a maze needs at least two";
        QTest::newRow("one cell") << "X.\nXX\n"
                                  << "the mask has 1 cell inside";
        QTest::newRow("parts") << ".X.X.\n"
                               << "the mask is in 3 separate parts";
        QTest::newRow("corner only") << ".X\nX.\n"
                                     << "the mask is in 2 separate parts";
        QTest::newRow("ragged") << "...\n..\n"
                                << "line 2 has 2 cells, line 1 has 3";
        QTest::newRow("blank inside") << "..\n\n..\n"
                                      << "line 2 is blank inside the mask";
        QTest::newRow("other letter") << "..\n.#\n"
                                      << "line 2, column 2: a mask has X";
    }

    void refusesBadMasks()
    {
        QFETCH(QString, text);
        QFETCH(QString, why);
        QString message;
        try {
            maskFromText(text.toStdString());
        } catch (const std::invalid_argument &error) {
            message = error.what();
        }
        QVERIFY2(message.contains(why), qPrintable(message));
    }

    // A mask whose runs a .maze header line could not hold is refused when made.
    void refusesAMaskTooRaggedToKeep()
    {
        const int side = 3000; // a comb: a run a column, 18 MB of runs
        std::vector<uint8_t> inside(size_t(side) * side);
        for (size_t cell = 0; cell < inside.size(); ++cell)
            inside[cell] = cell < size_t(side) || cell % 2 == 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Mask::make(side, side, std::move(inside)));
    }

    void refusesBadRuns()
    {
        for (const char *runs : {"2 1x2 0 2", "1 1x2 0 3", "1 1x2 0 1", "1 0x2 0 2", "1 1x2 0 1 x"}) {
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, maskFromRuns(runs));
        }
        QCOMPARE(maskFromRuns("1 1x2 0 2").count(), 2u);
    }

    // A smaller mask stretches over the maze's cells, once for the specs that
    // share it; a larger one is refused.
    void fitsTheMaskToTheSize()
    {
        MazeSpec spec = specOf("backtracker", 13, 13, 1);
        spec.mask = shared(maskFromText("X.\n..\n"));
        validateSpec(spec);
        MazeSpec other = specOf("wilson", 13, 13, 1);
        other.mask = maskForMaze(spec.mask, 13, 13);
        QCOMPARE(other.mask.get(), spec.mask.get());
        validateSpec(other);
        QCOMPARE(other.mask.get(), spec.mask.get());
        QCOMPARE(maskToText(*spec.mask), std::string("XXX...\nXXX...\nXXX...\n......\n......\n......\n"));
        spec = specOf("backtracker", 5, 5, 1);
        spec.mask = shared(maskFromText("X..\n...\n"));
        QVERIFY2(refusal(spec).contains("the mask has 2x3 cells, more than the maze's 2x2"), qPrintable(refusal(spec)));
    }

    void generatorsThatCannotCarveMasksSaySo_data()
    {
        QTest::addColumn<QString>("generator");
        for (const char *id : {"binary-tree", "sidewinder", "eller", "recursive-division"})
            QTest::newRow(id) << id;
    }

    void generatorsThatCannotCarveMasksSaySo()
    {
        QFETCH(QString, generator);
        const GeneratorInfo *info = findGenerator(generator.toStdString());
        QVERIFY(info && info->maskUse == MaskUse::None && !info->whyNoMask.empty());
        MazeSpec spec = maskedSpec(generator.toStdString(), "", disc(3), 1);
        const QString why = refusal(spec);
        QVERIFY2(why.startsWith("generator " + generator + " cannot carve a mask: "), qPrintable(why));
        QVERIFY(why.endsWith(QString::fromStdString(info->whyNoMask)));
    }

    void carvesExactlyTheMask_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("mask");
        for (const auto &[generator, option] : maskCarvers()) {
            for (const auto &[name, text] : masks()) {
                QTest::addRow("%s %s %s", generator.c_str(), option.c_str(), qPrintable(name))
                    << QString::fromStdString(generator) << QString::fromStdString(option) << name;
            }
        }
    }

    // Over many seeds: every mask cell carved, nothing outside touched, a
    // perfect maze; start and exit on the mask's first and last cells.
    void carvesExactlyTheMask()
    {
        QFETCH(QString, generator);
        QFETCH(QString, option);
        QFETCH(QString, mask);
        const Mask shape = maskFromText(masks().at(mask));
        for (uint64_t seed = 1; seed <= 12; ++seed) {
            auto machine = makeGenerator(maskedSpec(generator.toStdString(), option.toStdString(), shape, seed));
            machine->run();
            const Grid &grid = machine->grid();
            const QString where = outsideTouched(grid, shape);
            QVERIFY2(where.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(where)));
            QVERIFY2(mazechecks::isPerfect(grid), qPrintable(QString("seed %1").arg(seed)));
            QCOMPARE(machine->progress(), 1.0);
            const auto unitOf = [&shape](uint32_t cell) {
                return Point {
                    int(2 * (cell / uint32_t(shape.cols())) + 1), int(2 * (cell % uint32_t(shape.cols())) + 1)};
            };
            QCOMPARE(*machine->start(), unitOf(shape.cells().front()));
            QCOMPARE(*machine->exit(), unitOf(shape.cells().back()));
        }
    }

    // The window steps what the CLI runs: both make the same maze on a mask.
    void steppingEqualsRunning()
    {
        for (const auto &[generator, option] : maskCarvers()) {
            for (const auto &[name, text] : masks()) {
                const MazeSpec spec = maskedSpec(generator, option, maskFromText(text), 7);
                auto stepped = makeGenerator(spec);
                while (!stepped->finished())
                    stepped->step();
                auto ran = makeGenerator(spec);
                ran->run();
                QVERIFY2(stepped->grid() == ran->grid(), (generator + " " + option + " " + name.toStdString()).c_str());
            }
        }
    }

    // Kruskal counts the sets of the mask's cells, its outside cells apart.
    void kruskalCountsTheMasksSets()
    {
        const Mask ring = maskFromText(masks().at("ring"));
        auto machine = makeGenerator(maskedSpec("kruskal", "", ring, 2));
        QCOMPARE(machine->workingSet(4).size, size_t(0)); // keyed: the sets come with Prepare
        machine->step();
        QCOMPARE(machine->workingSet(4).size, size_t(ring.count()));
        machine->run();
        QCOMPARE(machine->workingSet(4).size, size_t(1));
    }

    void braidStaysInside()
    {
        const Mask shape = maskFromText(masks().at("letter A"));
        MazeSpec spec = maskedSpec("wilson", "", shape, 3);
        spec.braid = 1;
        auto machine = makeGenerator(spec);
        machine->run();
        QVERIFY(outsideTouched(machine->grid(), shape).isEmpty());
        QVERIFY(!mazechecks::isPerfect(machine->grid()));
    }

    // Over every spanning tree of two small masked graphs, a ring of eight
    // cells (8 trees) and a 3 x 3 square without a corner, the uniform
    // generators stay uniform.
    void uniformOnMaskedGraphs_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("mask");
        const std::pair<const char *, QString> shapes[]
            = {{"ring", "...\n.X.\n...\n"}, {"square without a corner", "...\n...\n..X\n"}};
        for (const auto &[name, mask] : shapes) {
            for (const char *option : {"", "walk=list"})
                QTest::addRow("wilson %s, %s", option, name) << QString("wilson") << QString(option) << mask;
            for (const char *option : {"", "draws=below"})
                QTest::addRow("aldous-broder %s, %s", option, name)
                    << QString("aldous-broder") << QString(option) << mask;
        }
    }

    void uniformOnMaskedGraphs()
    {
        QFETCH(QString, generator);
        QFETCH(QString, option);
        QFETCH(QString, mask);
        const Mask shape = maskFromText(mask.toStdString());
        const int trees = spanningTrees(shape);
        QVERIFY(trees == 8 || trees == 56);
        const int runs = trees * 200;
        std::map<uint32_t, int> counts;
        for (int i = 0; i < runs; ++i) {
            auto machine
                = makeGenerator(maskedSpec(generator.toStdString(), option.toStdString(), shape, uint64_t(i) + 1));
            machine->run();
            ++counts[treeKey(machine->grid())];
        }
        QCOMPARE(int(counts.size()), trees);
        const double expected = double(runs) / trees;
        double chiSquare = 0;
        for (const auto &[key, count] : counts)
            chiSquare += (count - expected) * (count - expected) / expected;
        const double limit = chiSquare999(trees - 1);
        QVERIFY2(chiSquare < limit, qPrintable(QString("chi-square %1, limit %2").arg(chiSquare).arg(limit)));
    }

    // A maze file keeps its mask, and the spec read back makes the same maze.
    void mazeFileKeepsTheMask()
    {
        auto machine = makeGenerator(maskedSpec("growing-tree", "", disc(5), 4));
        machine->run();
        const std::string text = mazeToText(mazeFromGenerator(*machine));
        QVERIFY(text.find("; mask: 1 11x11 ") != std::string::npos);
        // A generator that cannot carve the file's mask is blamed on the mask's line.
        std::string binary = text;
        binary.replace(binary.find("growing-tree"), 12, "binary-tree");
        try {
            readMazeText(binary);
            QFAIL("binary-tree read with a mask");
        } catch (const MazeFormatError &error) {
            QCOMPARE(QString::fromStdString(binary).section('\n', error.line() - 1, error.line() - 1).left(8),
                QString("; mask: "));
        }
        const Maze read = readMazeText(text);
        QVERIFY(read.spec == machine->spec());
        auto again = makeGenerator(read.spec);
        again->run();
        QVERIFY(again->grid() == machine->grid());

        std::string mismatched = text;
        mismatched.replace(mismatched.find("1 11x11"), 7, "1 10x11");
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, readMazeText(mismatched));
        // A short line that claims a hundred million cells is refused by its size, before they are made.
        const std::string claim
            = "; generator: wilson\n; rows: 5\n; cols: 5\n; seed: 1\n; mask: 1 10000x10000 0 100000000\n"
              "#####\n#.#.#\n#####\n#.#.#\n#####\n";
        try {
            readMazeText(claim);
            QFAIL("a mask of another size was read");
        } catch (const MazeFormatError &error) {
            QCOMPARE(error.line(), 5);
            QVERIFY2(
                QString(error.what()).contains("the mask has 10000x10000 cells, and the maze has 2x2"), error.what());
        }
        // Without a mask the file has no mask line.
        auto plain = makeGenerator(specOf("growing-tree", 23, 23, 4));
        plain->run();
        QVERIFY(mazeToText(mazeFromGenerator(*plain)).find("mask") == std::string::npos);
    }

    void readsMaskFiles()
    {
        QTemporaryDir dir;
        const auto write = [&dir](const char *name, const std::string &bytes) {
            const std::string path = dir.filePath(name).toStdString();
            std::ofstream(path, std::ios::binary) << bytes;
            return path;
        };
        QCOMPARE(readMaskFile(write("a.txt", masks().at("ring"))), maskFromText(masks().at("ring")));

        // A picture: light pixels inside, here at two pixels a cell.
        const Mask ring = maskFromText(masks().at("ring"));
        Grid picture(ring.rows(), ring.cols());
        for (int r = 0; r < ring.rows(); ++r) {
            for (int c = 0; c < ring.cols(); ++c)
                picture.set(r, c, ring.contains(r, c) ? Grid::Floor : Grid::Wall);
        }
        std::ostringstream png;
        writePng(png, picture, 2);
        QCOMPARE(readMaskFile(write("ring.png", png.str())), ring);

        QVERIFY(fileRefusal(write("junk", std::string("\x00\x01\x02", 3))).contains("neither a PNG nor a text mask"));
        QVERIFY(fileRefusal(write("empty", "")).contains("the mask is empty"));
        QVERIFY(fileRefusal(write("parts", ".X.\n")).contains("2 separate parts"));
        QVERIFY(fileRefusal(dir.filePath("none").toStdString()).contains("cannot read"));
        // A huge picture is refused from its header, before any pixel is read.
        const auto bigEndian = [](uint32_t v) {
            return std::string {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
        };
        const std::string ihdr
            = "IHDR" + bigEndian(100000) + bigEndian(100000) + std::string("\x01\x00\x00\x00\x00", 5);
        const auto crc = uint32_t(crc32(0, reinterpret_cast<const Bytef *>(ihdr.data()), uInt(ihdr.size())));
        const std::string header = "\x89PNG\r\n\x1a\n" + bigEndian(13) + ihdr + bigEndian(crc);
        const QString huge = fileRefusal(write("huge.png", header));
        QVERIFY2(huge.contains("100000x100000 pixels"), qPrintable(huge));
    }
};

QTEST_GUILESS_MAIN(TestMasks)
#include "tst_masks.moc"
