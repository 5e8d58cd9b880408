#pragma once

#include "studycolumns.h"
#include "studyrow.h"

#include <pybind11/pybind11.h>

#include <cstdint>
#include <vector>

namespace mazestudy::python {

// A study's rows as columns, collected as the study passes them on (from its
// worker threads, one at a time) and handed to Python as NumPy arrays: the
// study CSV's columns, without text in between.
class StudyTable {
public:
    StudyTable(const std::vector<StudyColumn> &columns, const std::vector<std::string> &generators, uint64_t rows);

    void add(const StudyRow &row);
    // {"generator": codes into `generators`, "run", "seed", then each column
    // by name: int64 where the column is integral and every maze has it,
    // else float64 with NaN for a maze without it}.
    pybind11::dict arrays() const;

    // What a row takes, for the memory budget, once add() has kept it.
    static uint64_t bytesPerRow(size_t columns) { return 8 * columns + 24; }

private:
    const std::vector<StudyColumn> &m_columns;
    std::vector<std::string> m_generators;
    std::vector<uint32_t> m_generator;
    std::vector<int64_t> m_run;
    std::vector<uint64_t> m_seed;
    std::vector<std::vector<double>> m_values; // one a column
};

} // namespace mazestudy::python
