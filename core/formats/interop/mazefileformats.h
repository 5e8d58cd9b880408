#pragma once

#include "mazefile.h"
#include "mazemesh.h"

#include <string>

namespace mazestudy {

// The formats a maze travels in, chosen by the file's extension (any case):
// .npy is NumPy's, .png a picture, .svg a vector figure (written, never
// read: it is for papers), .stl (binary) and .obj a printable model of the
// 3D world (written, never read), anything else the .maze text.
enum class MazeFileFormat { Text, Npy, Png, Svg, Stl, Obj };

MazeFileFormat mazeFileFormat(const std::string &path);
// Reads a maze in the format its extension names; the message of what is
// wrong names the file. A maze read from a grid-only format has no generator,
// like a hand-drawn .maze, and starts and leaves at its first and last floor
// units in reading order.
Maze readMazeFileAnyFormat(const std::string &path);

// A grid-only maze (an .npy file's, a picture's, a Python array's): no
// generator, its start and exit its first and last floor units in reading order.
Maze mazeOfGrid(Grid &&grid);
bool isModelFormat(MazeFileFormat format);
// The maze's world as a mesh: its walls, and the walls built higher, at
// their heights on a base plate (mazemesh.h). Throws std::runtime_error for
// a model over the caps, before allocating it.
Mesh mazeModel(const Maze &maze, const MeshSize &size);
// Writes the mesh as a binary STL or an OBJ, as `format` says.
void writeModel(std::ostream &out, const Mesh &mesh, MazeFileFormat format);

} // namespace mazestudy
