#include "mazerequest.h"

#include "generatorcatalog.h"
#include "memorybudget.h"

namespace mazestudy::python {

MazeSpec requestedMaze(const std::string &generator, int rows, int cols, uint64_t seed, double braid,
    const std::map<std::string, std::string> &options, uint64_t bytesPerUnit)
{
    MazeSpec spec;
    spec.generator = generator;
    spec.rows = rows;
    spec.cols = cols;
    spec.seed = seed;
    spec.braid = braid;
    spec.options = options;
    validateSpec(spec);
    requireWithinBudget(estimatedMazePeakBytes(rows, cols) + bytesPerUnit * uint64_t(rows) * uint64_t(cols),
        processMemoryBudget(), "this maze", "choose a smaller size");
    return spec;
}

} // namespace mazestudy::python
