// mazestudy._core: the engine for the Python package beside it
// (app/python/mazestudy), which gives it Python's manners (keyword options,
// docstrings, pandas). Everything heavy runs without the GIL.

#include "atomicfilewriter.h"
#include "generatorcatalog.h"
#include "gridarrays.h"
#include "maskfile.h"
#include "maskshapes.h"
#include "mazefileformats.h"
#include "mazemetrics.h"
#include "mazerequest.h"
#include "memorybudget.h"
#include "metriccatalog.h"
#include "npywriter.h"
#include "pngwriter.h"
#include "pythonstudy.h"
#include "steppinggenerator.h"
#include "svgwriter.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <filesystem>
#include <map>
#include <string>
#include <system_error>

namespace py = pybind11;
using namespace mazestudy;
using mazestudy::python::arrayToGrid;
using mazestudy::python::gridToArray;
using mazestudy::python::maskToArray;
using mazestudy::python::requestedMaze;
using mazestudy::python::SteppingGenerator;
using mazestudy::python::StudyRequest;

namespace {

// A file that cannot be written: Python's OSError.
class FileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

py::list generators()
{
    py::list list;
    for (const GeneratorInfo &info : generatorCatalog()) {
        py::list options;
        for (const OptionInfo &option : info.options) {
            options.append(py::dict(py::arg("key") = option.key, py::arg("default") = option.defaultValue,
                py::arg("values") = option.values, py::arg("help") = option.help));
        }
        py::dict entry(py::arg("id") = info.id, py::arg("name") = info.name, py::arg("summary") = info.summary,
            py::arg("origin") = originId(info.origin), py::arg("odd_sizes_only") = info.oddSizesOnly,
            py::arg("carves_masks") = info.maskUse == MaskUse::Carves, py::arg("mask_use") = maskUseId(info.maskUse),
            py::arg("options") = options);
        if (info.maskUse == MaskUse::None)
            entry["why_no_mask"] = maskRefusalReason(info);
        list.append(entry);
    }
    return list;
}

py::array_t<uint8_t> generate(const std::string &generator, int rows, int cols, uint64_t seed, double braid,
    const std::map<std::string, std::string> &options, const py::object &mask)
{
    const MazeSpec spec = requestedMaze(generator, rows, cols, seed, braid, options, mask);
    Grid grid;
    {
        py::gil_scoped_release released;
        const std::unique_ptr<Generator> machine = makeGenerator(spec);
        runAndCheck(*machine);
        grid = Generator::takeGrid(*machine);
    }
    return gridToArray(std::move(grid));
}

py::array_t<uint8_t> readMask(const std::string &path)
{
    return maskToArray(readMaskFile(path));
}

py::array_t<uint8_t> shapedMaskArray(const std::string &shape, int rows, int cols)
{
    const std::optional<MaskShape> known = maskShapeFromId(shape);
    if (!known) {
        std::string names;
        for (const MaskShape each : MaskShapes)
            names += std::string(names.empty() ? "" : ", ") + maskShapeId(each);
        throw std::invalid_argument("no shape \"" + shape + "\" (shapes: " + names + ")");
    }
    if (rows < 1 || cols < 1 || rows > Mask::MaxCells || cols > Mask::MaxCells)
        throw std::invalid_argument("a shape is drawn over 1 to " + std::to_string(Mask::MaxCells)
            + " cells a side, not " + std::to_string(rows) + " x " + std::to_string(cols));
    return maskToArray(shapedMask(*known, rows, cols));
}

py::object metricValue(const MetricInfo &metric, const MazeMetrics &metrics)
{
    const std::optional<double> value = metric.value(metrics);
    if (!value)
        return py::none();
    if (metric.integral)
        return py::int_(static_cast<long long>(*value));
    return py::float_(*value);
}

py::dict metrics(const py::array &array)
{
    Maze maze = mazeOfGrid(arrayToGrid(array));
    MazeMetrics measured;
    {
        py::gil_scoped_release released;
        measured = measureMaze(maze);
    }
    py::dict dict;
    for (const MetricInfo &metric : metricCatalog())
        dict[metric.name] = metricValue(metric, measured);
    dict["corridor_length_histogram"] = measured.corridorLengthHistogram;
    return dict;
}

py::array_t<uint8_t> load(const std::string &path)
{
    Maze maze;
    {
        py::gil_scoped_release released;
        maze = readMazeFileAnyFormat(path);
    }
    return gridToArray(std::move(maze.grid));
}

// Written whole or not at all, through a temporary file renamed into place.
void save(const py::array &array, const std::string &path, int scale)
{
    if (scale < 1 || scale > 64)
        throw std::invalid_argument("scale is 1 to 64 pixels a unit, not " + std::to_string(scale));
    const MazeFileFormat format = mazeFileFormat(path);
    Maze maze = mazeOfGrid(arrayToGrid(array));
    py::gil_scoped_release released;
    const Mesh mesh = isModelFormat(format) ? mazeModel(maze, MeshSize()) : Mesh();
    AtomicFileWriter file;
    std::string error;
    if (!file.open(path, error))
        throw FileError(error);
    std::ostream &out = file.stream();
    switch (format) {
    case MazeFileFormat::Text:
        writeMaze(out, maze);
        break;
    case MazeFileFormat::Npy:
        writeNpy(out, maze.grid);
        break;
    case MazeFileFormat::Png:
        writePng(out, maze.grid, scale);
        break;
    case MazeFileFormat::Svg:
        writeSvg(out, maze.grid, scale, {});
        break;
    case MazeFileFormat::Stl:
    case MazeFileFormat::Obj:
        writeModel(out, mesh, format);
        break;
    }
    if (!file.commit(error))
        throw FileError(error);
}

py::object pointOrNone(const std::optional<Point> &p)
{
    return p ? py::object(py::make_tuple(p->row, p->col)) : py::object(py::none());
}

void bindGenerator(py::module_ &module)
{
    py::class_<SteppingGenerator>(module, "Generator")
        .def(py::init([](const std::string &generator, int rows, int cols, uint64_t seed, double braid,
                          const std::map<std::string, std::string> &options, const py::object &mask) {
            // The grid's view keeps a byte a unit beside the machine.
            return std::make_unique<SteppingGenerator>(
                requestedMaze(generator, rows, cols, seed, braid, options, mask, 1));
        }),
            py::arg("generator"), py::arg("rows"), py::arg("cols"), py::arg("seed"), py::arg("braid"),
            py::arg("options"), py::arg("mask"))
        .def("step", &SteppingGenerator::step)
        .def("run", &SteppingGenerator::run)
        .def_property_readonly(
            "grid", [](const py::object &self) { return self.cast<const SteppingGenerator &>().grid(self); })
        .def_property_readonly("finished", &SteppingGenerator::finished)
        .def_property_readonly("moves", &SteppingGenerator::moves)
        .def_property_readonly("progress", &SteppingGenerator::progress)
        .def_property_readonly("call_stack", &SteppingGenerator::callStack)
        .def("working_set", &SteppingGenerator::workingSet, py::arg("max_items"))
        .def_property_readonly("narration", &SteppingGenerator::narration)
        .def_property_readonly("start", [](const SteppingGenerator &g) { return pointOrNone(g.start()); })
        .def_property_readonly("exit", [](const SteppingGenerator &g) { return pointOrNone(g.exit()); });
}

void bindStudy(py::module_ &module)
{
    py::class_<StudyRequest>(module, "StudyRequest")
        .def(py::init<>())
        .def_readwrite("generators", &StudyRequest::generators)
        .def_readwrite("sizes", &StudyRequest::sizes)
        .def_readwrite("runs", &StudyRequest::runs)
        .def_readwrite("seed", &StudyRequest::seed)
        .def_readwrite("threads", &StudyRequest::threads)
        .def_readwrite("braid", &StudyRequest::braid)
        .def_readwrite("solvers", &StudyRequest::solvers)
        .def_readwrite("step_budget", &StudyRequest::stepBudget)
        .def_readwrite("keep_rows", &StudyRequest::keepRows)
        .def_readwrite("row_copies", &StudyRequest::rowCopies)
        .def_readwrite("progress", &StudyRequest::progress)
        .def_readwrite("mask", &StudyRequest::mask);
    module.def("study", &mazestudy::python::runStudyRequest, py::arg("request"));
}

} // namespace

PYBIND11_MODULE(_core, module)
{
    module.doc() = "MazeStudy's engine; use the mazestudy package, which wraps it.";
    // NumPy's C API once, here, under the import lock: set up lazily, on the
    // first array, two threads making their first arrays at once deadlock.
    py::module_::import("numpy");
    (void)py::detail::npy_api::get();
    // The engine's complaints as Python's: a bad request is a ValueError, one
    // past the memory budget a MemoryError, a file that cannot be written an OSError.
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown)
                std::rethrow_exception(thrown);
        } catch (const py::builtin_exception &error) {
            // pybind11's own (a failed conversion): its own Python type.
            error.set_error();
        } catch (const std::system_error &error) {
            // The system refused a thread or a file: what Python calls an OSError.
            PyErr_SetString(PyExc_OSError, error.what());
        } catch (const MemoryBudgetError &error) {
            PyErr_SetString(PyExc_MemoryError, error.what());
        } catch (const FileError &error) {
            PyErr_SetString(PyExc_OSError, error.what());
        } catch (const std::runtime_error &error) {
            PyErr_SetString(PyExc_ValueError, error.what());
        } catch (const mazestudy::python::GeneratorStateError &error) {
            PyErr_SetString(PyExc_RuntimeError, error.what());
        }
    });
    module.def("generators", &generators);
    module.def("generate", &generate, py::arg("generator"), py::arg("rows"), py::arg("cols"), py::arg("seed"),
        py::arg("braid"), py::arg("options"), py::arg("mask"));
    module.def("read_mask", &readMask, py::arg("path"));
    module.def("shaped_mask", &shapedMaskArray, py::arg("shape"), py::arg("rows"), py::arg("cols"));
    module.def("metrics", &metrics, py::arg("grid"));
    module.def("load", &load, py::arg("path"));
    module.def("memory_budget", &processMemoryBudget);
    module.def("set_memory_budget", &setProcessMemoryBudget, py::arg("bytes"));
    module.def("save", &save, py::arg("grid"), py::arg("path"), py::arg("scale"));
    bindGenerator(module);
    bindStudy(module);
}
