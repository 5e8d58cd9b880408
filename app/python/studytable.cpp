#include "studytable.h"

#include <pybind11/numpy.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace py = pybind11;

namespace mazestudy::python {

namespace {

template<typename T> py::array_t<T> arrayOf(const std::vector<T> &values)
{
    return py::array_t<T>(py::ssize_t(values.size()), values.data());
}

} // namespace

StudyTable::StudyTable(
    const std::vector<StudyColumn> &columns, const std::vector<std::string> &generators, uint64_t rows)
    : m_columns(columns)
    , m_generators(generators)
    , m_values(columns.size())
{
    m_generator.reserve(rows);
    m_run.reserve(rows);
    m_seed.reserve(rows);
    for (std::vector<double> &values : m_values)
        values.reserve(rows);
}

void StudyTable::add(const StudyRow &row)
{
    // Rows come generator by generator, so the last one's index is usually it.
    uint32_t index = m_generator.empty() ? 0 : m_generator.back();
    if (m_generators[index] != row.generator)
        index = uint32_t(std::find(m_generators.begin(), m_generators.end(), row.generator) - m_generators.begin());
    m_generator.push_back(index);
    m_run.push_back(int64_t(row.run));
    m_seed.push_back(row.seed);
    for (size_t column = 0; column < m_columns.size(); ++column)
        m_values[column].push_back(m_columns[column].value(row).value_or(std::numeric_limits<double>::quiet_NaN()));
}

py::dict StudyTable::arrays() const
{
    py::dict arrays;
    arrays["generator"] = arrayOf(m_generator);
    arrays["run"] = arrayOf(m_run);
    arrays["seed"] = arrayOf(m_seed);
    for (size_t column = 0; column < m_columns.size(); ++column) {
        const std::vector<double> &values = m_values[column];
        const bool complete = std::none_of(values.begin(), values.end(), [](double v) { return std::isnan(v); });
        if (m_columns[column].integral && complete) {
            std::vector<int64_t> whole(values.begin(), values.end());
            arrays[py::str(m_columns[column].name)] = arrayOf(whole);
        } else {
            arrays[py::str(m_columns[column].name)] = arrayOf(values);
        }
    }
    return arrays;
}

} // namespace mazestudy::python
