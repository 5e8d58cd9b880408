#include "mazefileformats.h"

#include "npyreader.h"
#include "regularfile.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
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

} // namespace

MazeFileFormat mazeFileFormat(const std::string &path)
{
    return lowerExtension(path) == ".npy" ? MazeFileFormat::Npy : MazeFileFormat::Text;
}

Maze readMazeFileAnyFormat(const std::string &path)
{
    const MazeFileFormat format = mazeFileFormat(path);
    if (format == MazeFileFormat::Text)
        return readMazeFile(path);
    std::error_code folder;
    if (std::filesystem::is_directory(path, folder))
        throw std::runtime_error(path + " is a folder, not a maze file");
    const uint64_t size = regularFileSize(path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path + ": " + std::strerror(errno));
    try {
        return mazeOfGrid(readNpy(in, size));
    } catch (const std::runtime_error &error) {
        throw std::runtime_error(path + ": " + error.what());
    }
}

} // namespace mazestudy
