// The printable model's mesh builder on hand-made and random height grids:
// closed and manifold (every edge of a triangle met once, in the opposite
// direction, by one other triangle), no T-junction, the volume of its
// columns less the documented insets, counted as built; and the STL and OBJ
// writers, which write the same vertices and triangles.
#include "mazefileformats.h"
#include "meshvolumes.h"
#include "meshwriters.h"

#include <QtTest>

#include <cstring>
#include <map>
#include <optional>
#include <random>
#include <sstream>

using namespace mazestudy;

namespace {

UnitHeights heightsOf(int rows, int cols, std::vector<uint8_t> blocks)
{
    return {rows, cols, std::move(blocks)};
}

UnitHeights randomHeights(int rows, int cols, int maxBlocks, uint32_t seed)
{
    std::mt19937 random(seed);
    std::vector<uint8_t> blocks(size_t(rows) * size_t(cols));
    for (uint8_t &block : blocks)
        block = uint8_t(random() % uint32_t(maxBlocks + 1));
    return heightsOf(rows, cols, std::move(blocks));
}

// Empty when every directed edge is used once and its reverse once.
QString manifoldProblem(const Mesh &mesh)
{
    std::map<std::pair<uint32_t, uint32_t>, int> edges;
    for (const auto &t : mesh.triangles) {
        if (t[0] == t[1] || t[1] == t[2] || t[0] == t[2])
            return QStringLiteral("a triangle repeats a vertex");
        for (int k = 0; k < 3; ++k)
            ++edges[{t[size_t(k)], t[size_t(k + 1) % 3]}];
    }
    for (const auto &[edge, uses] : edges) {
        const auto reverse = edges.find({edge.second, edge.first});
        if (uses != 1 || reverse == edges.end() || reverse->second != 1)
            return QStringLiteral("edge %1-%2 is used %3 times, its reverse %4")
                .arg(edge.first)
                .arg(edge.second)
                .arg(uses)
                .arg(reverse == edges.end() ? 0 : reverse->second);
    }
    return {};
}

// Empty when no vertex lies inside an edge of a triangle (a T-junction).
QString tJunctionProblem(const Mesh &mesh)
{
    for (const auto &t : mesh.triangles) {
        for (int k = 0; k < 3; ++k) {
            const auto &a = mesh.vertices[t[size_t(k)]];
            const auto &b = mesh.vertices[t[size_t(k + 1) % 3]];
            for (const auto &v : mesh.vertices) {
                // Where along the edge v lies, the same share on every axis the edge spans.
                std::optional<double> along;
                bool on = true;
                for (size_t axis = 0; axis < 3; ++axis) {
                    const double span = double(b[axis]) - a[axis];
                    const double offset = double(v[axis]) - a[axis];
                    if (span == 0) {
                        on = on && offset == 0;
                        continue;
                    }
                    const double share = offset / span;
                    if (along && std::abs(share - *along) > 1e-9)
                        on = false;
                    along = share;
                }
                if (on && along && *along > 1e-9 && *along < 1 - 1e-9)
                    return QStringLiteral("a vertex at %1, %2, %3 lies inside an edge").arg(v[0]).arg(v[1]).arg(v[2]);
            }
        }
    }
    return {};
}

void checkSolid(const UnitHeights &heights, const MeshSize &size)
{
    const Mesh mesh = buildMazeMesh(heights, size);
    const MeshCount count = countMazeMesh(heights);
    QCOMPARE(uint64_t(mesh.vertices.size()), count.vertices);
    QCOMPARE(uint64_t(mesh.triangles.size()), count.triangles);
    QCOMPARE(manifoldProblem(mesh), QString());
    const double expected = meshvolumes::ofColumns(heights, size);
    QVERIFY2(std::abs(meshvolumes::enclosed(mesh) - expected) < 1e-7 * expected,
        qPrintable(QStringLiteral("volume %1, expected %2")
                       .arg(meshvolumes::enclosed(mesh), 0, 'f', 6)
                       .arg(expected, 0, 'f', 6)));
}

} // namespace

class TestMazeMesh : public QObject {
    Q_OBJECT

private slots:
    void oneUnitIsABox()
    {
        const Mesh mesh = buildMazeMesh(heightsOf(1, 1, {2}), MeshSize {2, 3, 1});
        QCOMPARE(mesh.vertices.size(), size_t(8));
        QCOMPARE(mesh.triangles.size(), size_t(12));
        QCOMPARE(meshvolumes::enclosed(mesh), 2.0 * 2.0 * 7.0);
        // Row 0 at the back: y from 0 to the unit's side, the plate's bottom at z = 0.
        float top = 0;
        for (const auto &v : mesh.vertices) {
            QVERIFY(v[0] == 0 || v[0] == 2);
            QVERIFY(v[1] == 0 || v[1] == 2);
            top = std::max(top, v[2]);
        }
        QCOMPARE(top, 7.0f);
    }

    void rowZeroIsAtTheBack()
    {
        // A 2 x 1 maze, wall over floor: the wall's top is at the larger y.
        const Mesh mesh = buildMazeMesh(heightsOf(2, 1, {1, 0}), MeshSize {2, 3, 1});
        for (const auto &v : mesh.vertices)
            if (v[2] > 1)
                QVERIFY(v[1] >= 2);
    }

    void neighboursShareNoFace()
    {
        // A row of equal walls is one box: its tops merge, nothing between them.
        const Mesh mesh = buildMazeMesh(heightsOf(1, 5, {1, 1, 1, 1, 1}), MeshSize());
        QCOMPARE(mesh.triangles.size(), size_t(12));
        QCOMPARE(manifoldProblem(mesh), QString());
    }

    void diagonalContactIsInset()
    {
        // Two walls touching along an edge only: the crossing at (1, 1)
        // has no vertex above the plate, and the solid stays manifold.
        const UnitHeights heights = heightsOf(2, 2, {1, 0, 0, 1});
        const Mesh mesh = buildMazeMesh(heights, MeshSize {2, 3, 1});
        for (const auto &v : mesh.vertices)
            QVERIFY(!(v[0] == 2 && v[1] == 2 && v[2] > 1));
        QCOMPARE(tJunctionProblem(mesh), QString());
        checkSolid(heights, MeshSize {2, 3, 1});
        checkSolid(heightsOf(2, 2, {0, 3, 5, 1}), MeshSize {2, 3, 1});
        checkSolid(heightsOf(3, 3, {2, 0, 2, 0, 2, 0, 2, 0, 2}), MeshSize {1.5, 2.5, 0.8});
    }

    void randomGridsAreClosedWithoutTJunctions_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("maxBlocks");
        QTest::addColumn<uint32_t>("seed");
        QTest::newRow("walls and floor") << 9 << 11 << 1 << 1u;
        QTest::newRow("built up to 3") << 8 << 7 << 3 << 2u;
        QTest::newRow("built up to 8") << 10 << 10 << 8 << 3u;
        QTest::newRow("one row") << 1 << 12 << 4 << 4u;
        QTest::newRow("one column") << 12 << 1 << 4 << 5u;
    }

    void randomGridsAreClosedWithoutTJunctions()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, maxBlocks);
        QFETCH(uint32_t, seed);
        const UnitHeights heights = randomHeights(rows, cols, maxBlocks, seed);
        checkSolid(heights, MeshSize());
        QCOMPARE(tJunctionProblem(buildMazeMesh(heights, MeshSize())), QString());
    }

    void largerRandomGridsAreClosed()
    {
        for (uint32_t seed = 10; seed < 20; ++seed)
            checkSolid(randomHeights(40, 30, int(seed % 9), seed), MeshSize {2, 3, 1});
    }

    void heightsComeFromTheMaze()
    {
        Maze maze;
        maze.grid = Grid(2, 3, Grid::Floor);
        maze.grid.set(0, 0, Grid::Wall);
        maze.grid.set(1, 2, Grid::Wall);
        maze.heights = {{5, 4}};
        const UnitHeights heights = unitHeightsOf(maze);
        QCOMPARE(heights.blocks, (std::vector<uint8_t> {1, 0, 0, 0, 0, 4}));
    }

    void capsAreCheckedBeforeBuilding()
    {
        QVERIFY(meshUnitsProblem(2000, 2000).empty());
        QVERIFY(QString::fromStdString(meshUnitsProblem(2001, 2000)).contains("at most 4000000 units"));
        QVERIFY(!meshSizeProblem(MeshSize {0.05, 3, 1}).empty());
        QVERIFY(!meshSizeProblem(MeshSize {2, 101, 1}).empty());
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, buildMazeMesh(heightsOf(1, 1, {1}), MeshSize {0, 3, 1}));
        // A checkerboard of 1000 x 1000 walls of 1 to 8 blocks has far more
        // than MaxMeshTriangles: counted, then refused.
        std::vector<uint8_t> blocks(1000 * 1000);
        for (size_t unit = 0; unit < blocks.size(); ++unit)
            blocks[unit] = uint8_t(((unit / 1000 + unit % 1000) % 2) * (1 + unit % 8));
        const UnitHeights board = heightsOf(1000, 1000, std::move(blocks));
        QVERIFY(countMazeMesh(board).triangles > MaxMeshTriangles);
        try {
            buildMazeMesh(board, MeshSize());
            QFAIL("a mesh over the cap was built");
        } catch (const std::runtime_error &error) {
            QVERIFY(QString::fromLatin1(error.what()).contains("a model has at most 10000000"));
        }
    }

    void stlHoldsTheMesh()
    {
        const Mesh mesh = buildMazeMesh(randomHeights(5, 6, 3, 7), MeshSize());
        std::ostringstream out;
        writeStl(out, mesh);
        const std::string stl = out.str();
        QCOMPARE(stl.size(), 84 + 50 * mesh.triangles.size());
        QVERIFY(stl.compare(0, 5, "solid") != 0);
        uint32_t count = 0;
        std::memcpy(&count, stl.data() + 80, 4);
        QCOMPARE(size_t(count), mesh.triangles.size());
        for (size_t t = 0; t < mesh.triangles.size(); ++t) {
            float facet[12];
            std::memcpy(facet, stl.data() + 84 + 50 * t, sizeof facet);
            // An axis of length 1, outwards: along the corners' cross product.
            QCOMPARE(std::abs(facet[0]) + std::abs(facet[1]) + std::abs(facet[2]), 1.0f);
            for (size_t corner = 0; corner < 3; ++corner)
                for (size_t k = 0; k < 3; ++k)
                    QCOMPARE(facet[3 + 3 * corner + k], mesh.vertices[mesh.triangles[t][corner]][k]);
            const auto &a = mesh.vertices[mesh.triangles[t][0]];
            const auto &b = mesh.vertices[mesh.triangles[t][1]];
            const auto &c = mesh.vertices[mesh.triangles[t][2]];
            const double cross[3] = {(b[1] - a[1]) * (c[2] - a[2]) - (b[2] - a[2]) * (c[1] - a[1]),
                (b[2] - a[2]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[2] - a[2]),
                (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])};
            QVERIFY(cross[0] * facet[0] + cross[1] * facet[1] + cross[2] * facet[2] > 0);
        }
    }

    void objHoldsTheSameMesh()
    {
        const Mesh mesh = buildMazeMesh(randomHeights(6, 4, 5, 8), MeshSize {1.5, 2.25, 1});
        std::ostringstream out;
        writeObj(out, mesh);
        std::istringstream in(out.str());
        Mesh read;
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream words(line);
            words.imbue(std::locale::classic());
            std::string kind;
            words >> kind;
            if (kind == "v") {
                double x = 0, y = 0, z = 0;
                QVERIFY(words >> x >> y >> z);
                read.vertices.push_back({float(x), float(y), float(z)});
            } else if (kind == "f") {
                uint32_t a = 0, b = 0, c = 0;
                QVERIFY(words >> a >> b >> c);
                read.triangles.push_back({a - 1, b - 1, c - 1});
            } else {
                QVERIFY2(kind == "#" || kind == "o", line.c_str());
            }
        }
        QCOMPARE(read.vertices, mesh.vertices);
        QCOMPARE(read.triangles, mesh.triangles);
    }

    void modelFormatsAreWrittenNotRead()
    {
        QCOMPARE(mazeFileFormat("a/b.STL"), MazeFileFormat::Stl);
        QCOMPARE(mazeFileFormat("b.obj"), MazeFileFormat::Obj);
        QVERIFY(isModelFormat(MazeFileFormat::Obj));
        QVERIFY(!isModelFormat(MazeFileFormat::Svg));
        try {
            readMazeFileAnyFormat("/nonexistent/maze.stl");
            QFAIL("an STL was read");
        } catch (const std::runtime_error &error) {
            QVERIFY(QString::fromLatin1(error.what()).contains("a 3D model is what MazeStudy writes, not reads"));
        }
    }
};

QTEST_GUILESS_MAIN(TestMazeMesh)
#include "tst_mazemesh.moc"
