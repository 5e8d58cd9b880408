#include "mazeoutput.h"

#include "commands.h"
#include "memorybudget.h"
#include "npywriter.h"
#include "options.h"
#include "pngwriter.h"
#include "shortestpath.h"
#include "svgwriter.h"

#include <charconv>

namespace mazestudy::cli {

namespace {

double parseMillimetres(
    Arguments &arguments, const std::string &name, double fallback, MazeFileFormat format, const std::string &giveFile)
{
    const auto text = arguments.value(name);
    if (!text)
        return fallback;
    if (!isModelFormat(format))
        throw UsageError(name + " is for a 3D model: " + giveFile + " FILE.stl or FILE.obj");
    double value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc() || end != text->data() + text->size() || !(value >= MinMeshMm && value <= MaxMeshMm))
        throw UsageError(name + " takes millimetres from 0.1 to 100, such as 2 or 1.5, not \"" + *text + "\"");
    return value;
}

} // namespace

MazeOutput mazeOutputFromArguments(Arguments &arguments, const std::optional<std::string> &target)
{
    MazeOutput output;
    // How the messages below ask for another format: convert's OUT is no option.
    const std::string giveFile = target ? "convert to" : "give --out";
    output.path = target ? target : arguments.value("--out");
    output.format = output.path ? mazeFileFormat(*output.path) : MazeFileFormat::Text;
    const auto scaleText = arguments.value("--scale");
    const auto show = arguments.value("--show");
    if (scaleText) {
        long long scale = 1;
        if (output.format != MazeFileFormat::Png && output.format != MazeFileFormat::Svg)
            throw UsageError("--scale is for a picture: " + giveFile + " FILE.png or FILE.svg");
        if (!parseInteger(*scaleText, scale) || scale < 1 || scale > MaxPngScale)
            throw UsageError(
                "--scale takes 1 to " + std::to_string(MaxPngScale) + " pixels a unit, not \"" + *scaleText + "\"");
        output.scale = int(scale);
    }
    if (show) {
        if (output.format != MazeFileFormat::Svg)
            throw UsageError("--show is for a figure: " + giveFile + " FILE.svg");
        if (*show != "solution")
            throw UsageError("--show takes solution, not \"" + *show + "\"");
        output.showSolution = true;
    }
    output.mesh.unitMm = parseMillimetres(arguments, "--unit-mm", output.mesh.unitMm, output.format, giveFile);
    output.mesh.levelMm = parseMillimetres(arguments, "--wall-height", output.mesh.levelMm, output.format, giveFile);
    return output;
}

void checkOutputSize(const MazeOutput &output, int rows, int cols)
{
    std::string problem;
    if (output.format == MazeFileFormat::Png)
        problem = pngSizeProblem(rows, cols, output.scale);
    else if (isModelFormat(output.format))
        problem = meshUnitsProblem(rows, cols);
    if (!problem.empty())
        throw UsageError(problem);
}

void writeMazeOutput(const MazeOutput &output, const Maze &maze, const std::function<void(std::ostream &)> &writeText,
    std::ostream &out, uint64_t budget)
{
    // The figure's solution: the start-to-exit path a player would find
    // shortest, as the lab's trace() and the metrics' shortest path.
    std::vector<Point> solution;
    if (output.showSolution) {
        ShortestPath route = findShortestPath(maze.grid, maze.start, maze.exit);
        if (route.status != RouteStatus::Reached)
            throw std::runtime_error("this maze has no path from its start to its exit to show");
        solution = std::move(route.units);
    }
    Mesh mesh;
    if (isModelFormat(output.format)) {
        // The mesh is held whole while it is written: a 1901 x 1901 maze's
        // 9.8 million triangles took 187 MB.
        const MeshCount count = countMazeMesh(unitHeightsOf(maze));
        requireMemory(estimatedMazePeakBytes(maze.grid.rows(), maze.grid.cols())
                + count.vertices * sizeof(Mesh::vertices[0]) + count.triangles * sizeof(Mesh::triangles[0]),
            budget, "this model", "choose a smaller maze, or write a .maze, .npy or .png");
        mesh = mazeModel(maze, output.mesh);
    }
    writeOutput(
        output.path,
        [&](std::ostream &stream) {
            if (output.format == MazeFileFormat::Npy)
                writeNpy(stream, maze.grid);
            else if (output.format == MazeFileFormat::Png)
                writePng(stream, maze.grid, output.scale);
            else if (output.format == MazeFileFormat::Svg)
                writeSvg(stream, maze.grid, output.scale, solution);
            else if (isModelFormat(output.format))
                writeModel(stream, mesh, output.format);
            else
                writeText(stream);
        },
        out);
}

} // namespace mazestudy::cli
