#include "gridarrays.h"

#include "mazespec.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace py = pybind11;

namespace mazestudy::python {

namespace {

std::string place(py::ssize_t row, py::ssize_t col)
{
    return "[" + std::to_string(row) + ", " + std::to_string(col) + "]";
}

// The array's values, read in its own element type so that 256 is not taken
// for 0, wherever its strides put them.
template<typename T> Grid readUnits(const py::array &array)
{
    const auto units = array.unchecked<T, 2>();
    Grid grid(int(units.shape(0)), int(units.shape(1)));
    for (py::ssize_t row = 0; row < units.shape(0); ++row) {
        for (py::ssize_t col = 0; col < units.shape(1); ++col) {
            const T value = units(row, col);
            if (value != T(0) && value != T(1))
                throw std::invalid_argument("the value at " + place(row, col) + " is "
                    + std::to_string(static_cast<long long>(value)) + "; a maze holds 1 for wall and 0 for floor");
            grid.set(int(row), int(col), value == T(1) ? Grid::Wall : Grid::Floor);
        }
    }
    return grid;
}

} // namespace

py::array_t<uint8_t> gridToArray(Grid &&grid)
{
    const py::ssize_t rows = grid.rows();
    const py::ssize_t cols = grid.cols();
    auto *units = new std::vector<uint8_t>(std::move(grid).releaseUnits());
    // The engine keeps 1 for floor, NumPy's mazes 1 for wall.
    for (uint8_t &unit : *units)
        unit ^= 1;
    py::capsule owner(units, [](void *buffer) { delete static_cast<std::vector<uint8_t> *>(buffer); });
    return py::array_t<uint8_t>({rows, cols}, {cols, py::ssize_t(1)}, units->data(), owner);
}

Grid arrayToGrid(const py::array &given)
{
    if (given.ndim() != 2)
        throw std::invalid_argument(
            "a maze is a 2-D array (rows, cols); this one has " + std::to_string(given.ndim()) + " dimensions");
    const py::ssize_t rows = given.shape(0);
    const py::ssize_t cols = given.shape(1);
    if (rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide)
        throw std::invalid_argument("the array is " + std::to_string(rows) + " x " + std::to_string(cols)
            + "; a maze has 1 to " + std::to_string(MaxSide) + " rows and columns");
    py::array array = given;
    // Big-endian integers are read in this machine's order.
    if (array.dtype().attr("byteorder").cast<std::string>() == ">")
        array = array.attr("astype")(array.dtype().attr("newbyteorder")("="));
    const char kind = array.dtype().kind();
    const py::ssize_t bytes = array.itemsize();
    if (kind == 'b')
        return readUnits<bool>(array);
    if (kind == 'u' || kind == 'i') {
        const bool isSigned = kind == 'i';
        switch (bytes) {
        case 1:
            return isSigned ? readUnits<int8_t>(array) : readUnits<uint8_t>(array);
        case 2:
            return isSigned ? readUnits<int16_t>(array) : readUnits<uint16_t>(array);
        case 4:
            return isSigned ? readUnits<int32_t>(array) : readUnits<uint32_t>(array);
        case 8:
            return isSigned ? readUnits<int64_t>(array) : readUnits<uint64_t>(array);
        default:
            break;
        }
    }
    throw std::invalid_argument(
        "a maze is an array of integers or booleans, 1 for wall and 0 for floor; this one holds "
        + py::str(array.dtype()).cast<std::string>());
}

} // namespace mazestudy::python
