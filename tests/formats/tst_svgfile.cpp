// The SVG writer's merged walls on hand-made and random grids (every wall
// unit covered once, no floor, no more rectangles than runs of wall), its
// solution line, and its colours against the palette they repeat.
#include "mazepalette.h"
#include "svgwriter.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace mazestudy;

namespace {

Grid gridOf(const std::vector<std::string> &rows)
{
    Grid grid(int(rows.size()), int(rows[0].size()));
    for (int r = 0; r < grid.rows(); ++r)
        for (int c = 0; c < grid.cols(); ++c)
            grid.set(r, c, rows[size_t(r)][size_t(c)] == '#' ? Grid::Wall : Grid::Floor);
    return grid;
}

int horizontalRuns(const Grid &grid)
{
    int runs = 0;
    for (int r = 0; r < grid.rows(); ++r)
        for (int c = 0; c < grid.cols(); ++c)
            runs += grid.at(r, c) == Grid::Wall && (c == 0 || grid.at(r, c - 1) != Grid::Wall);
    return runs;
}

// Empty when the rectangles cover every wall unit once and no floor unit.
QString coverageProblem(const Grid &grid, const std::vector<WallRect> &rects)
{
    std::vector<int> covered(size_t(grid.rows()) * size_t(grid.cols()), 0);
    for (const WallRect &rect : rects)
        for (int r = rect.row; r < rect.row + rect.rows; ++r)
            for (int c = rect.col; c < rect.col + rect.cols; ++c)
                ++covered[grid.index(r, c)];
    for (int r = 0; r < grid.rows(); ++r)
        for (int c = 0; c < grid.cols(); ++c)
            if (covered[grid.index(r, c)] != (grid.at(r, c) == Grid::Wall ? 1 : 0))
                return QStringLiteral("unit %1,%2 covered %3 times").arg(r).arg(c).arg(covered[grid.index(r, c)]);
    return {};
}

} // namespace

class TestSvgFile : public QObject {
    Q_OBJECT

private slots:
    void aFullGridIsOneRectangle()
    {
        const std::vector<WallRect> rects = mergedWallRects(Grid(4, 7));
        QCOMPARE(rects.size(), size_t(1));
        QCOMPARE(rects[0].rows, 4);
        QCOMPARE(rects[0].cols, 7);
    }

    // A ring: the top and bottom rows, and the two sides of equal span
    // below each other merged into one tall rectangle each.
    void aRingIsFourRectangles()
    {
        const Grid grid = gridOf({"#####", "#...#", "#...#", "#...#", "#####"});
        const std::vector<WallRect> rects = mergedWallRects(grid);
        QCOMPARE(rects.size(), size_t(4));
        QCOMPARE(coverageProblem(grid, rects), QString());
        QCOMPARE(rects[1].row, 1);
        QCOMPARE(rects[1].rows, 3);
        QCOMPARE(rects[3].row, 4);
        QCOMPARE(rects[3].cols, 5);
    }

    void randomGridsAreCoveredOnce()
    {
        std::mt19937 random(34);
        for (int trial = 0; trial < 200; ++trial) {
            Grid grid(1 + int(random() % 12), 1 + int(random() % 12));
            const unsigned wallPercent = random() % 101;
            for (int r = 0; r < grid.rows(); ++r)
                for (int c = 0; c < grid.cols(); ++c)
                    grid.set(r, c, random() % 100 < wallPercent ? Grid::Wall : Grid::Floor);
            const std::vector<WallRect> rects = mergedWallRects(grid);
            QCOMPARE(coverageProblem(grid, rects), QString());
            QVERIFY(int(rects.size()) <= horizontalRuns(grid));
        }
    }

    // The line has a point where the path turns, and at its two ends.
    void theSolutionTurnsAtItsPoints()
    {
        const Grid grid = gridOf({"#####", "#...#", "###.#", "#...#", "#####"});
        const std::vector<Point> path = {{1, 1}, {1, 2}, {1, 3}, {2, 3}, {3, 3}, {3, 2}, {3, 1}};
        std::ostringstream out;
        writeSvg(out, grid, 3, path);
        const QString svg = QString::fromStdString(out.str());
        QVERIFY2(svg.contains(QStringLiteral("width=\"15\" height=\"15\" viewBox=\"0 0 5 5\"")), qPrintable(svg));
        QVERIFY2(svg.contains(QStringLiteral("points=\"1.5,1.5 3.5,1.5 3.5,3.5 1.5,3.5\"")), qPrintable(svg));
        std::ostringstream plain;
        writeSvg(plain, grid, 1, {});
        QVERIFY(!QString::fromStdString(plain.str()).contains(QStringLiteral("polyline")));
    }

    // core has no Qt, so the writer repeats the palette's colours.
    void theColoursAreThePalettes()
    {
        using charts::MazeRole;
        QCOMPARE(SvgWallColor, uint32_t(charts::mazeRgb(MazeRole::Wall)));
        QCOMPARE(SvgFloorColor, uint32_t(charts::mazeRgb(MazeRole::Floor)));
        QCOMPARE(SvgSolutionColor, uint32_t(charts::mazeRgb(MazeRole::Path)));
    }
};

QTEST_GUILESS_MAIN(TestSvgFile)
#include "tst_svgfile.moc"
