#include "mazefileformats.h"

#include "meshwriters.h"
#include "npyreader.h"
#include "pngreader.h"
#include "regularfile.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace mazestudy {

namespace {

std::string lowerExtension(const std::string &path)
{
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(
        extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return extension;
}

} // namespace

Maze mazeOfGrid(Grid &&grid)
{
    Maze maze;
    maze.spec.rows = grid.rows();
    maze.spec.cols = grid.cols();
    maze.start = firstFloorUnit(grid);
    maze.exit = lastFloorUnit(grid);
    maze.grid = std::move(grid);
    return maze;
}

MazeFileFormat mazeFileFormat(const std::string &path)
{
    const std::string extension = lowerExtension(path);
    if (extension == ".npy")
        return MazeFileFormat::Npy;
    if (extension == ".svg")
        return MazeFileFormat::Svg;
    if (extension == ".stl")
        return MazeFileFormat::Stl;
    if (extension == ".obj")
        return MazeFileFormat::Obj;
    return extension == ".png" ? MazeFileFormat::Png : MazeFileFormat::Text;
}

Maze readMazeFileAnyFormat(const std::string &path)
{
    const MazeFileFormat format = mazeFileFormat(path);
    if (format == MazeFileFormat::Text)
        return readMazeFile(path);
    if (format == MazeFileFormat::Svg)
        throw std::runtime_error(path + ": an SVG is a figure MazeStudy writes, not reads: open a .maze, .npy or .png");
    if (isModelFormat(format))
        throw std::runtime_error(path + ": a 3D model is what MazeStudy writes, not reads: open a .maze, .npy or .png");
    std::error_code folder;
    if (std::filesystem::is_directory(path, folder))
        throw std::runtime_error(path + " is a folder, not a maze file");
    const uint64_t size = regularFileSize(path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path + ": " + std::strerror(errno));
    try {
        if (format == MazeFileFormat::Npy)
            return mazeOfGrid(readNpy(in, size));
        if (size > MaxPngFileBytes)
            throw std::runtime_error("the file has " + std::to_string(size) + " bytes; a maze picture has at most "
                + std::to_string(MaxPngFileBytes));
        return mazeOfGrid(readPng(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>())));
    } catch (const std::runtime_error &error) {
        throw std::runtime_error(path + ": " + error.what());
    }
}

bool isModelFormat(MazeFileFormat format)
{
    return format == MazeFileFormat::Stl || format == MazeFileFormat::Obj;
}

Mesh mazeModel(const Maze &maze, const MeshSize &size)
{
    const std::string problem = meshUnitsProblem(maze.grid.rows(), maze.grid.cols());
    if (!problem.empty())
        throw std::runtime_error(problem);
    return buildMazeMesh(unitHeightsOf(maze), size);
}

void writeModel(std::ostream &out, const Mesh &mesh, MazeFileFormat format)
{
    if (format == MazeFileFormat::Obj)
        writeObj(out, mesh);
    else
        writeStl(out, mesh);
}

} // namespace mazestudy
