#pragma once

// The printable model's volume two ways, for its tests and fuzz harness:
// what the mesh's triangles enclose (the divergence theorem), and what the
// maze's columns hold, computed from the heights alone, less each inset
// corner of a diagonal contact: (unit / 100)^2 from the corner's top down to
// the taller of the two units it does not touch (docs/file-formats.md).
#include "mazemesh.h"

#include <algorithm>

namespace meshvolumes {

inline double enclosed(const mazestudy::Mesh &mesh)
{
    double volume = 0;
    for (const auto &t : mesh.triangles) {
        const auto &a = mesh.vertices[t[0]];
        const auto &b = mesh.vertices[t[1]];
        const auto &c = mesh.vertices[t[2]];
        volume += (double(a[0]) * (double(b[1]) * c[2] - double(b[2]) * c[1])
                      - double(a[1]) * (double(b[0]) * c[2] - double(b[2]) * c[0])
                      + double(a[2]) * (double(b[0]) * c[1] - double(b[1]) * c[0]))
            / 6;
    }
    return volume;
}

inline double ofColumns(const mazestudy::UnitHeights &h, const mazestudy::MeshSize &size)
{
    const auto at = [&h](int r, int c) { return double(h.blocks[size_t(r) * size_t(h.cols) + size_t(c)]); };
    double volume = 0;
    for (int r = 0; r < h.rows; ++r)
        for (int c = 0; c < h.cols; ++c)
            volume += (size.plateMm + at(r, c) * size.levelMm) * size.unitMm * size.unitMm;
    const double corner = (size.unitMm / 100) * (size.unitMm / 100) * size.levelMm;
    for (int y = 1; y < h.rows; ++y) {
        for (int x = 1; x < h.cols; ++x) {
            const double nw = at(y - 1, x - 1), ne = at(y - 1, x), sw = at(y, x - 1), se = at(y, x);
            if (std::min(nw, se) > std::max(ne, sw))
                volume -= corner * (nw + se - 2 * std::max(ne, sw));
            else if (std::min(ne, sw) > std::max(nw, se))
                volume -= corner * (ne + sw - 2 * std::max(nw, se));
        }
    }
    return volume;
}

} // namespace meshvolumes
