#pragma once

#include "generator.h"

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazestudy {

// The 3D view's tallest stack: a wall and seven blocks built on it.
constexpr int MaxUnitHeight = 8;

// A maze as the .maze text format holds it. `spec.generator` is empty for a
// maze drawn by hand or edited; then the header carries only its size.
struct Maze {
    MazeSpec spec;
    Grid grid;
    std::optional<Point> start;
    std::optional<Point> exit;
    std::vector<Point> seedWalls;
    // Walls built higher in the 3D view: row-major unit index to height, 2 to
    // MaxUnitHeight. A wall not listed is 1 block high, a floor unit 0.
    std::map<uint32_t, uint8_t> heights;
    // Not in the file format: what a window shows of the generator's run.
    // A lab script's marks, one value a unit (empty when every unit is plain
    // wall or floor), and why the maze may not be what the generator meant
    // (ScriptOutcome::problem()).
    std::vector<uint8_t> marks;
    std::string problem;
    int problemLine = 0;
    // The script's own solve() and trace() (the mazedfs lab's), where its
    // run had them, for the window's Solve and Trace modes.
    ScriptWalk solveWalk;
    ScriptWalk traceWalk;
};

Maze mazeFromGenerator(const Generator &generator);
// Blocks on the unit: 0 for floor, 1 for a plain wall, up to MaxUnitHeight.
int unitHeight(const Maze &maze, Point unit);

// The reader's complaint, with 1-based line and column (column 0: the whole line).
class MazeFormatError : public std::runtime_error {
public:
    MazeFormatError(int line, int column, const std::string &what);
    int line() const { return m_line; }
    int column() const { return m_column; }

private:
    int m_line;
    int m_column;
};

std::string mazeToText(const Maze &maze);
// Streams the text row by row: a 16001 x 16001 maze needs no second copy.
void writeMaze(std::ostream &out, const Maze &maze);
void writeMaze(std::ostream &out, const Generator &generator);
// Throws MazeFormatError. Allocates only for the lines it has read, whatever
// size the header claims.
Maze readMaze(std::istream &in);
Maze readMazeText(const std::string &text);
// Reads a file; the error message names the file.
Maze readMazeFile(const std::string &path);

} // namespace mazestudy
