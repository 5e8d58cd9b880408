#include "mazerequest.h"

#include "generatorcatalog.h"
#include "gridarrays.h"
#include "memorybudget.h"

namespace mazestudy::python {

MazeSpec checkedSpec(const std::string &generator, int rows, int cols, uint64_t seed, double braid,
    const std::map<std::string, std::string> &options, const SharedMask &mask)
{
    MazeSpec spec;
    spec.generator = generator;
    spec.rows = rows;
    spec.cols = cols;
    spec.seed = seed;
    spec.braid = braid;
    spec.options = options;
    spec.mask = mask;
    validateSpec(spec);
    return spec;
}

MazeSpec requestedMaze(const std::string &generator, int rows, int cols, uint64_t seed, double braid,
    const std::map<std::string, std::string> &options, const pybind11::object &mask, uint64_t bytesPerUnit)
{
    const MazeSpec spec = checkedSpec(generator, rows, cols, seed, braid, options,
        mask.is_none() ? nullptr : arrayToMask(mask.cast<pybind11::array>()));
    requireWithinBudget(estimatedMazePeakBytes(rows, cols) + bytesPerUnit * uint64_t(rows) * uint64_t(cols),
        processMemoryBudget(), "this maze", "choose a smaller size");
    return spec;
}

} // namespace mazestudy::python
