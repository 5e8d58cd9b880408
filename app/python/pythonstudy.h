#pragma once

#include <pybind11/pybind11.h>

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace mazestudy::python {

// What mazestudy.study() asks of the engine.
struct StudyRequest {
    std::vector<std::pair<std::string, std::map<std::string, std::string>>> generators; // id, options
    std::vector<std::pair<int, int>> sizes; // one for a study, two or more for a sweep
    uint64_t runs = 0;
    uint64_t seed = 0;
    unsigned threads = 0;
    double braid = 0.0;
    std::vector<std::string> solvers;
    uint64_t stepBudget = 0;
    bool keepRows = true;
    // What a kept row is copied into after the study: NumPy's arrays (2), and a DataFrame (3).
    unsigned rowCopies = 2;
    // Called as progress(done, total) from the caller's thread, a few times a
    // second while mazes get done and once when all are; None for no calls.
    pybind11::object progress = pybind11::none();
    // None, or the cells of a mask (arrayToMask()), stretched over each size.
    pybind11::object mask = pybind11::none();
};

// Runs the study (or the sweep, size by size, smallest side first) without
// the GIL, and gives {"json": what `study --json` writes, "sizes": the sizes
// in the order studied, "rows": a dict of arrays a size (StudyTable), or
// None without keepRows}. Ctrl-C stops it once the mazes under way are done
// and raises KeyboardInterrupt; an exception from `progress` stops it too.
pybind11::dict runStudyRequest(const StudyRequest &request);

} // namespace mazestudy::python
