#pragma once

#include "arguments.h"
#include "mazefileformats.h"

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

namespace mazestudy::cli {

// Where and how `generate` and `convert` write a maze: FILE's extension
// chooses the format, and each format's options are refused for the others.
struct MazeOutput {
    std::optional<std::string> path;
    MazeFileFormat format = MazeFileFormat::Text;
    int scale = 1;
    bool showSolution = false;
    MeshSize mesh;
};

// Reads --out (or takes `target`, convert's OUT), --scale, --show, --unit-mm
// and --wall-height.
MazeOutput mazeOutputFromArguments(Arguments &arguments, const std::optional<std::string> &target = std::nullopt);
// Refuses, before the maze is made, a size its file cannot have.
void checkOutputSize(const MazeOutput &output, int rows, int cols);
// Writes the maze; its .maze text through `writeText` (generate's keeps
// every byte it always wrote). A model is built, and the solution found,
// before the file is opened; a model whose mesh would pass the memory
// budget is refused, counted before it is built.
void writeMazeOutput(const MazeOutput &output, const Maze &maze, const std::function<void(std::ostream &)> &writeText,
    std::ostream &out, uint64_t budget);

} // namespace mazestudy::cli
