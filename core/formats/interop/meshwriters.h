#pragma once

#include "mazemesh.h"

#include <iosfwd>

namespace mazestudy {

// A binary STL of the mesh: an 80-byte header, a title padded with NULs
// that does not begin with "solid" (which would mean ASCII STL), the triangle count, and each triangle
// with its unit normal (from its corners, so outwards for a mesh that is
// counter-clockwise seen from outside), its three corners and a zero
// attribute, little-endian.
void writeStl(std::ostream &out, const Mesh &mesh);
// A Wavefront OBJ of the same mesh: its vertices in order ("v x y z", each
// number the shortest text that reads back as the same float, whatever the
// locale), then its triangles ("f a b c", 1-based), the same as the STL's.
void writeObj(std::ostream &out, const Mesh &mesh);

} // namespace mazestudy
