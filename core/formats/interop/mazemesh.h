#pragma once

#include "grid.h"
#include "mazefile.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// A printable model's size in millimetres: the side of one unit, the height
// of one block level (a wall is one level, the 3D view builds up to
// MaxUnitHeight), and the base plate under every unit.
struct MeshSize {
    double unitMm = 2;
    double levelMm = 3;
    double plateMm = 1;
};
constexpr double MinMeshMm = 0.1;
constexpr double MaxMeshMm = 100;

// The caps of a model, checked before it is built: a maze of at most
// MaxMeshUnits units (refused before the maze is made), a mesh of at most
// MaxMeshTriangles triangles (a binary STL of 500 MB; counted without
// allocating).
constexpr uint64_t MaxMeshUnits = 4'000'000;
constexpr uint64_t MaxMeshTriangles = 10'000'000;

// The block levels of each unit, row-major, as unitHeight() gives them: 0 for
// floor, 1 for a plain wall, up to MaxUnitHeight for a wall built higher (the
// .maze format's heights).
struct UnitHeights {
    int rows = 0;
    int cols = 0;
    std::vector<uint8_t> blocks;
};
UnitHeights unitHeightsOf(const Maze &maze);

// A closed, manifold triangle mesh: positions in millimetres (x east along
// the columns, y north with row 0 at the back, z up, the plate's bottom at
// z = 0), each triangle counter-clockwise seen from outside.
struct Mesh {
    std::vector<std::array<float, 3>> vertices;
    std::vector<std::array<uint32_t, 3>> triangles;
};

struct MeshCount {
    uint64_t vertices = 0;
    uint64_t triangles = 0;
};

// Why a maze of this size gets no model (over MaxMeshUnits), or empty.
std::string meshUnitsProblem(int rows, int cols);
// Why a size is no model's (outside MinMeshMm to MaxMeshMm), or empty.
std::string meshSizeProblem(const MeshSize &size);

// The model of the maze's world as one solid: a column a unit from the
// plate's bottom to its top (plate + levels x levelMm), neighbouring columns
// merged (no face between two solids), each face's sides split at every
// height present on a vertical edge (no T-junction). Where two columns touch
// only along a vertical edge, diagonally (both higher than the other two
// units at that corner), each of the two loses a corner of unitMm / 100 a
// side down to the taller of the other two, so no edge has four faces.
MeshCount countMazeMesh(const UnitHeights &heights);
// Throws std::runtime_error, before allocating, for a mesh over MaxMeshTriangles.
Mesh buildMazeMesh(const UnitHeights &heights, const MeshSize &size);

} // namespace mazestudy
