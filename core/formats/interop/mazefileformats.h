#pragma once

#include "mazefile.h"

#include <string>

namespace mazestudy {

// The formats a maze travels in, chosen by the file's extension (any case):
// .npy is NumPy's, .png a picture, .svg a vector figure (written, never
// read: it is for papers), anything else the .maze text.
enum class MazeFileFormat { Text, Npy, Png, Svg };

MazeFileFormat mazeFileFormat(const std::string &path);
// Reads a maze in the format its extension names; the message of what is
// wrong names the file. A maze read from a grid-only format has no generator,
// like a hand-drawn .maze, and starts and leaves at its first and last floor
// units in reading order.
Maze readMazeFileAnyFormat(const std::string &path);

} // namespace mazestudy
