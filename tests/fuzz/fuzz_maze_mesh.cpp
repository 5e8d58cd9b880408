// The printable model's mesh on any bytes as a grid of heights (the first
// two bytes its rows and columns, 1 to 24, the rest each unit's blocks, 0 to
// MaxUnitHeight): the mesh has what its count said, every triangle has area,
// every directed edge is met once by its reverse (closed, manifold,
// consistently wound), every vertex lies within the model's box, and it
// encloses the columns' volume less the documented insets.
#include "fuzzcheck.h"
#include "mazefile.h"
#include "mazemesh.h"
#include "meshvolumes.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

using namespace mazestudy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    UnitHeights heights;
    heights.rows = 1 + data[0] % 8;
    heights.cols = 1 + data[1] % 8;
    heights.blocks.assign(size_t(heights.rows) * size_t(heights.cols), 0);
    for (size_t unit = 0; unit < heights.blocks.size() && 2 + unit < size; ++unit)
        heights.blocks[unit] = uint8_t(data[2 + unit] % (MaxUnitHeight + 1));
    const MeshSize model {2, 3, 1};
    const MeshCount count = countMazeMesh(heights);
    const Mesh mesh = buildMazeMesh(heights, model);
    FUZZ_REQUIRE(count.vertices == mesh.vertices.size() && count.triangles == mesh.triangles.size());

    std::vector<std::pair<uint32_t, uint32_t>> edges;
    for (const auto &t : mesh.triangles) {
        FUZZ_REQUIRE(t[0] < mesh.vertices.size() && t[1] < mesh.vertices.size() && t[2] < mesh.vertices.size());
        const auto &a = mesh.vertices[t[0]];
        const auto &b = mesh.vertices[t[1]];
        const auto &c = mesh.vertices[t[2]];
        double area = 0;
        for (size_t axis = 0; axis < 3; ++axis) {
            const size_t u = (axis + 1) % 3, v = (axis + 2) % 3;
            area += std::abs(
                (double(b[u]) - a[u]) * (double(c[v]) - a[v]) - (double(b[v]) - a[v]) * (double(c[u]) - a[u]));
        }
        FUZZ_REQUIRE(area > 0);
        for (size_t k = 0; k < 3; ++k)
            edges.emplace_back(t[k], t[(k + 1) % 3]);
    }
    std::sort(edges.begin(), edges.end());
    FUZZ_REQUIRE(std::adjacent_find(edges.begin(), edges.end()) == edges.end());
    for (const auto &[from, to] : edges)
        FUZZ_REQUIRE(std::binary_search(edges.begin(), edges.end(), std::make_pair(to, from)));

    const float top = float(model.plateMm + MaxUnitHeight * model.levelMm);
    for (const auto &v : mesh.vertices)
        FUZZ_REQUIRE(v[0] >= 0 && v[0] <= float(heights.cols * model.unitMm) && v[1] >= 0
            && v[1] <= float(heights.rows * model.unitMm) && v[2] >= 0 && v[2] <= top);
    const double expected = meshvolumes::ofColumns(heights, model);
    FUZZ_REQUIRE(std::abs(meshvolumes::enclosed(mesh) - expected) <= 1e-7 * expected);
    return 0;
}
