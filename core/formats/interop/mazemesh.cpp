#include "mazemesh.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace mazestudy {

namespace {

// The share of a unit by which a diagonal contact's corners are inset.
constexpr double InsetUnits = 0.01;

// One axis of the lattice in units: the unit lines, and beside a line that
// has a diagonal contact, a line on either side at InsetUnits. Each cell
// between two lines knows its unit, and the unit line it is a corner sliver
// of (-1 when it is none).
struct Axis {
    std::vector<double> lines;
    std::vector<int> unitOf;
    std::vector<int> sliverOf;
};

Axis makeAxis(int units, const std::vector<bool> &split)
{
    Axis axis;
    axis.lines.push_back(0);
    const auto cell = [&axis](double end, int unit, int sliver) {
        axis.lines.push_back(end);
        axis.unitOf.push_back(unit);
        axis.sliverOf.push_back(sliver);
    };
    for (int unit = 0; unit < units; ++unit) {
        if (split[size_t(unit)])
            cell(unit + InsetUnits, unit, unit);
        cell(split[size_t(unit) + 1] ? unit + 1 - InsetUnits : unit + 1, unit, -1);
        if (split[size_t(unit) + 1])
            cell(unit + 1, unit, unit + 1);
    }
    return axis;
}

// The maze's columns on the lattice: each cell's level (0 outside the maze,
// 1 the plate's top, 1 + k a wall of k blocks), with the inset corners lowered.
class Lattice {
public:
    explicit Lattice(const UnitHeights &heights)
        : m_heights(heights)
    {
        std::vector<bool> splitRows(size_t(heights.rows) + 1, false);
        std::vector<bool> splitCols(size_t(heights.cols) + 1, false);
        for (int y = 1; y < heights.rows; ++y) {
            for (int x = 1; x < heights.cols; ++x) {
                if (insetLevel(y, x, y, x) >= 0 || insetLevel(y, x, y, x - 1) >= 0) {
                    splitRows[size_t(y)] = true;
                    splitCols[size_t(x)] = true;
                }
            }
        }
        m_y = makeAxis(heights.rows, splitRows);
        m_x = makeAxis(heights.cols, splitCols);
    }

    const Axis &x() const { return m_x; }
    const Axis &y() const { return m_y; }
    int cellsX() const { return int(m_x.unitOf.size()); }
    int cellsY() const { return int(m_y.unitOf.size()); }

    int level(int i, int j) const
    {
        if (i < 0 || j < 0 || i >= cellsY() || j >= cellsX())
            return 0;
        const int row = m_y.unitOf[size_t(i)];
        const int col = m_x.unitOf[size_t(j)];
        if (m_y.sliverOf[size_t(i)] >= 0 && m_x.sliverOf[size_t(j)] >= 0) {
            const int lowered = insetLevel(m_y.sliverOf[size_t(i)], m_x.sliverOf[size_t(j)], row, col);
            if (lowered >= 0)
                return lowered;
        }
        return 1 + blocks(row, col);
    }

private:
    int blocks(int row, int col) const { return m_heights.blocks[size_t(row) * size_t(m_heights.cols) + size_t(col)]; }

    // The level the corner of unit (row, col) at the unit lines' crossing
    // (y, x) is lowered to, or -1: when the crossing's two diagonal units
    // are both higher than the other two, the higher pair's corners come
    // down to the taller of the lower pair, so the crossing is clear where
    // they would touch along an edge only.
    int insetLevel(int y, int x, int row, int col) const
    {
        if (y <= 0 || x <= 0 || y >= m_heights.rows || x >= m_heights.cols)
            return -1;
        const int nw = blocks(y - 1, x - 1);
        const int ne = blocks(y - 1, x);
        const int sw = blocks(y, x - 1);
        const int se = blocks(y, x);
        const bool west = col == x - 1;
        const bool north = row == y - 1;
        if (std::min(nw, se) > std::max(ne, sw) && west == north)
            return 1 + std::max(ne, sw);
        if (std::min(ne, sw) > std::max(nw, se) && west != north)
            return 1 + std::max(nw, se);
        return -1;
    }

    const UnitHeights &m_heights;
    Axis m_x;
    Axis m_y;
};

// The vertices on the vertical line through one lattice point: one at each
// level of the four cells around it, none where the point is inside a
// straight edge along x (its west and east cells alike), so that faces
// merged along x meet no vertex midway.
struct PointLevels {
    uint32_t base = 0;
    int count = 0;
    int levels[4] = {};
};

struct ChainPoint {
    double at;
    uint32_t vertex;
};

class Mesher {
public:
    Mesher(const UnitHeights &heights, const MeshSize &size, Mesh *mesh)
        : m_lattice(heights)
        , m_mesh(mesh)
    {
        for (double line : m_lattice.x().lines)
            m_xMm.push_back(line * size.unitMm);
        for (double line : m_lattice.y().lines)
            m_yMm.push_back((heights.rows - line) * size.unitMm);
        m_zMm.push_back(0);
        for (int level = 1; level <= 256; ++level)
            m_zMm.push_back(size.plateMm + (level - 1) * size.levelMm);
    }

    MeshCount run()
    {
        const int lines = m_lattice.cellsY();
        std::vector<PointLevels> above;
        std::vector<PointLevels> below;
        computeLine(0, above);
        xFaces(0, above);
        for (int i = 0; i < lines; ++i) {
            computeLine(i + 1, below);
            xFaces(i + 1, below);
            row(i, above, below);
            std::swap(above, below);
        }
        return m_count;
    }

private:
    void computeLine(int i, std::vector<PointLevels> &line)
    {
        line.assign(size_t(m_lattice.cellsX()) + 1, PointLevels());
        for (int j = 0; j <= m_lattice.cellsX(); ++j) {
            const int nw = m_lattice.level(i - 1, j - 1);
            const int ne = m_lattice.level(i - 1, j);
            const int sw = m_lattice.level(i, j - 1);
            const int se = m_lattice.level(i, j);
            PointLevels &point = line[size_t(j)];
            point.base = uint32_t(m_count.vertices);
            if (nw == ne && sw == se)
                continue;
            for (int level : {nw, ne, sw, se}) {
                if (std::find(point.levels, point.levels + point.count, level) == point.levels + point.count)
                    point.levels[point.count++] = level;
            }
            std::sort(point.levels, point.levels + point.count);
            m_count.vertices += uint64_t(point.count);
            if (!m_mesh)
                continue;
            for (int k = 0; k < point.count; ++k)
                m_mesh->vertices.push_back(
                    {float(m_xMm[size_t(j)]), float(m_yMm[size_t(i)]), float(m_zMm[size_t(point.levels[k])])});
        }
    }

    static uint32_t vertexAt(const PointLevels &point, int level)
    {
        const int *found = std::find(point.levels, point.levels + point.count, level);
        return point.base + uint32_t(found - point.levels);
    }

    // The point's vertices from level `low` to `high`, bottom first.
    void verticalChain(const PointLevels &point, int low, int high, std::vector<ChainPoint> &chain) const
    {
        chain.clear();
        for (int k = 0; k < point.count; ++k)
            if (point.levels[k] >= low && point.levels[k] <= high)
                chain.push_back({m_zMm[size_t(point.levels[k])], point.base + uint32_t(k)});
    }

    // The points of a line from column point j0 to j1 that have a vertex,
    // at `level` (which each of them has), west first.
    void horizontalChain(
        const std::vector<PointLevels> &line, int j0, int j1, int level, std::vector<ChainPoint> &chain) const
    {
        chain.clear();
        for (int j = j0; j <= j1; ++j)
            if (line[size_t(j)].count > 0)
                chain.push_back({m_xMm[size_t(j)], vertexAt(line[size_t(j)], level)});
    }

    // The faces between a row of cells and the next: where the cells north
    // and south of the line differ, merged along x while both stay the same.
    void xFaces(int i, const std::vector<PointLevels> &line)
    {
        const int cells = m_lattice.cellsX();
        for (int j0 = 0; j0 < cells;) {
            const int north = m_lattice.level(i - 1, j0);
            const int south = m_lattice.level(i, j0);
            int j1 = j0 + 1;
            while (j1 < cells && m_lattice.level(i - 1, j1) == north && m_lattice.level(i, j1) == south)
                ++j1;
            if (north != south) {
                verticalChain(line[size_t(j0)], std::min(north, south), std::max(north, south), m_first);
                verticalChain(line[size_t(j1)], std::min(north, south), std::max(north, south), m_second);
                // Outwards is towards the lower side; rows grow southwards, y northwards.
                zipper(1, north > south ? -1 : 1);
            }
            j0 = j1;
        }
    }

    // Row i's tops (merged along x while the level stays), the faces between
    // its neighbouring cells, and its strip of the plate's bottom.
    void row(int i, const std::vector<PointLevels> &above, const std::vector<PointLevels> &below)
    {
        const int cells = m_lattice.cellsX();
        for (int j0 = 0; j0 < cells;) {
            const int level = m_lattice.level(i, j0);
            int j1 = j0 + 1;
            while (j1 < cells && m_lattice.level(i, j1) == level)
                ++j1;
            horizontalChain(above, j0, j1, level, m_first);
            horizontalChain(below, j0, j1, level, m_second);
            zipper(2, 1);
            j0 = j1;
        }
        for (int j = 0; j <= cells; ++j) {
            const int west = m_lattice.level(i, j - 1);
            const int east = m_lattice.level(i, j);
            if (west == east)
                continue;
            verticalChain(above[size_t(j)], std::min(west, east), std::max(west, east), m_first);
            verticalChain(below[size_t(j)], std::min(west, east), std::max(west, east), m_second);
            zipper(0, west > east ? 1 : -1);
        }
        bottomChain(above, i == 0, m_first);
        bottomChain(below, i + 1 == m_lattice.cellsY(), m_second);
        zipper(2, -1);
    }

    // A line's vertices at the plate's bottom: every point of the maze's
    // north or south border that has one, else its two ends.
    void bottomChain(const std::vector<PointLevels> &line, bool border, std::vector<ChainPoint> &chain) const
    {
        if (border) {
            horizontalChain(line, 0, int(line.size()) - 1, 0, chain);
            return;
        }
        chain.clear();
        for (size_t j : {size_t(0), line.size() - 1})
            chain.push_back({m_xMm[j], vertexAt(line[j], 0)});
    }

    // Triangulates the convex polygon between two chains on parallel lines
    // that start and end level with each other: each triangle has two
    // neighbouring points of one chain and a point of the other, so none is
    // degenerate. Its corners are ordered so that its normal points along
    // `axis` (0 x, 1 y, 2 z) in the direction of `sign`.
    void zipper(int axis, int sign)
    {
        const std::vector<ChainPoint> &p = m_first;
        const std::vector<ChainPoint> &q = m_second;
        size_t a = 0;
        size_t b = 0;
        while (a + 1 < p.size() || b + 1 < q.size()) {
            if (a + 1 < p.size() && (b + 1 == q.size() || p[a + 1].at <= q[b + 1].at)) {
                triangle(p[a].vertex, p[a + 1].vertex, q[b].vertex, axis, sign);
                ++a;
            } else {
                triangle(p[a].vertex, q[b + 1].vertex, q[b].vertex, axis, sign);
                ++b;
            }
        }
    }

    void triangle(uint32_t a, uint32_t b, uint32_t c, int axis, int sign)
    {
        ++m_count.triangles;
        if (!m_mesh)
            return;
        const auto &pa = m_mesh->vertices[a];
        const auto &pb = m_mesh->vertices[b];
        const auto &pc = m_mesh->vertices[c];
        const int u = (axis + 1) % 3;
        const int v = (axis + 2) % 3;
        const double normal = (double(pb[size_t(u)]) - pa[size_t(u)]) * (double(pc[size_t(v)]) - pa[size_t(v)])
            - (double(pb[size_t(v)]) - pa[size_t(v)]) * (double(pc[size_t(u)]) - pa[size_t(u)]);
        if (normal * sign < 0)
            std::swap(b, c);
        m_mesh->triangles.push_back({a, b, c});
    }

    Lattice m_lattice;
    Mesh *m_mesh;
    MeshCount m_count;
    std::vector<double> m_xMm;
    std::vector<double> m_yMm;
    std::vector<double> m_zMm;
    std::vector<ChainPoint> m_first;
    std::vector<ChainPoint> m_second;
};

} // namespace

UnitHeights unitHeightsOf(const Maze &maze)
{
    UnitHeights result;
    result.rows = maze.grid.rows();
    result.cols = maze.grid.cols();
    result.blocks.reserve(maze.grid.unitCount());
    for (int row = 0; row < result.rows; ++row) {
        for (int col = 0; col < result.cols; ++col)
            result.blocks.push_back(uint8_t(unitHeight(maze, {row, col})));
    }
    return result;
}

std::string meshUnitsProblem(int rows, int cols)
{
    const uint64_t units = uint64_t(rows) * uint64_t(cols);
    if (units <= MaxMeshUnits)
        return {};
    return "a model is made of a maze of at most " + std::to_string(MaxMeshUnits) + " units (2000 x 2000); "
        + std::to_string(rows) + " x " + std::to_string(cols) + " has " + std::to_string(units);
}

std::string meshSizeProblem(const MeshSize &size)
{
    for (double mm : {size.unitMm, size.levelMm, size.plateMm})
        if (!(mm >= MinMeshMm && mm <= MaxMeshMm))
            return "a model's sizes are from 0.1 to 100 mm, not " + std::to_string(mm);
    return {};
}

MeshCount countMazeMesh(const UnitHeights &heights)
{
    return Mesher(heights, MeshSize(), nullptr).run();
}

Mesh buildMazeMesh(const UnitHeights &heights, const MeshSize &size)
{
    const std::string problem = meshSizeProblem(size);
    if (!problem.empty())
        throw std::runtime_error(problem);
    const MeshCount count = countMazeMesh(heights);
    if (count.triangles > MaxMeshTriangles)
        throw std::runtime_error("the model would have " + std::to_string(count.triangles)
            + " triangles; a model has at most " + std::to_string(MaxMeshTriangles) + ": choose a smaller maze");
    Mesh mesh;
    mesh.vertices.reserve(size_t(count.vertices));
    mesh.triangles.reserve(size_t(count.triangles));
    Mesher(heights, size, &mesh).run();
    return mesh;
}

} // namespace mazestudy
