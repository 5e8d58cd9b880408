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
// for 0, wherever its strides put them: 1 and 0, row-major.
template<typename T> std::vector<uint8_t> readFlags(const py::array &array, const char *meaning)
{
    const auto values = array.unchecked<T, 2>();
    std::vector<uint8_t> flags(size_t(values.shape(0)) * size_t(values.shape(1)));
    for (py::ssize_t row = 0; row < values.shape(0); ++row) {
        for (py::ssize_t col = 0; col < values.shape(1); ++col) {
            const T value = values(row, col);
            if (value != T(0) && value != T(1))
                throw std::invalid_argument("the value at " + place(row, col) + " is "
                    + std::to_string(static_cast<long long>(value)) + "; " + meaning);
            flags[size_t(row) * size_t(values.shape(1)) + size_t(col)] = value == T(1);
        }
    }
    return flags;
}

// Any 2-D array of integers or booleans holding 0 and 1, of 1 to maxSide
// rows and columns. `what`: "a maze", "a mask"; `meaning`: what 1 and 0 are.
std::vector<uint8_t> arrayFlags(const py::array &given, int maxSide, const std::string &what, const char *meaning)
{
    if (given.ndim() != 2)
        throw std::invalid_argument(
            what + " is a 2-D array (rows, cols); this one has " + std::to_string(given.ndim()) + " dimensions");
    const py::ssize_t rows = given.shape(0);
    const py::ssize_t cols = given.shape(1);
    if (rows < 1 || cols < 1 || rows > maxSide || cols > maxSide)
        throw std::invalid_argument("the array is " + std::to_string(rows) + " x " + std::to_string(cols) + "; " + what
            + " has 1 to " + std::to_string(maxSide) + " rows and columns");
    py::array array = given;
    // Big-endian integers are read in this machine's order.
    if (array.dtype().attr("byteorder").cast<std::string>() == ">")
        array = array.attr("astype")(array.dtype().attr("newbyteorder")("="));
    const char kind = array.dtype().kind();
    const py::ssize_t bytes = array.itemsize();
    if (kind == 'b')
        return readFlags<bool>(array, meaning);
    if (kind == 'u' || kind == 'i') {
        const bool isSigned = kind == 'i';
        switch (bytes) {
        case 1:
            return isSigned ? readFlags<int8_t>(array, meaning) : readFlags<uint8_t>(array, meaning);
        case 2:
            return isSigned ? readFlags<int16_t>(array, meaning) : readFlags<uint16_t>(array, meaning);
        case 4:
            return isSigned ? readFlags<int32_t>(array, meaning) : readFlags<uint32_t>(array, meaning);
        case 8:
            return isSigned ? readFlags<int64_t>(array, meaning) : readFlags<uint64_t>(array, meaning);
        default:
            break;
        }
    }
    throw std::invalid_argument(what + " is an array of integers or booleans, " + meaning + "; this one holds "
        + py::str(array.dtype()).cast<std::string>());
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
    const std::vector<uint8_t> walls = arrayFlags(given, MaxSide, "a maze", "a maze holds 1 for wall and 0 for floor");
    Grid grid(int(given.shape(0)), int(given.shape(1)));
    for (size_t unit = 0; unit < walls.size(); ++unit)
        grid.data()[unit] = walls[unit] ? Grid::Wall : Grid::Floor;
    return grid;
}

SharedMask arrayToMask(const py::array &given)
{
    std::vector<uint8_t> inside
        = arrayFlags(given, Mask::MaxCells, "a mask", "a mask holds 1 (or True) for a cell of the maze and 0 outside");
    return std::make_shared<const Mask>(Mask::make(int(given.shape(0)), int(given.shape(1)), std::move(inside)));
}

py::array_t<uint8_t> maskToArray(const Mask &mask)
{
    py::array_t<uint8_t> array({py::ssize_t(mask.rows()), py::ssize_t(mask.cols())});
    auto cells = array.mutable_unchecked<2>();
    for (int row = 0; row < mask.rows(); ++row) {
        for (int col = 0; col < mask.cols(); ++col)
            cells(row, col) = mask.contains(row, col);
    }
    return array;
}

} // namespace mazestudy::python
