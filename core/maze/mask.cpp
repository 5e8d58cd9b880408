#include "mask.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace mazestudy {

namespace {

std::string sizeText(int rows, int cols)
{
    return std::to_string(rows) + "x" + std::to_string(cols);
}

// The bytes of maskRuns()'s text for these cells, without making it.
size_t runsTextBytes(int rows, int cols, const std::vector<uint8_t> &inside)
{
    size_t bytes = 2 + std::to_string(rows).size() + 1 + std::to_string(cols).size();
    uint8_t previous = 0;
    size_t run = 0;
    const auto count = [&bytes](size_t length) { bytes += 1 + std::to_string(length).size(); };
    for (const uint8_t cell : inside) {
        if ((cell != 0) != (previous != 0)) {
            count(run);
            previous = cell;
            run = 0;
        }
        ++run;
    }
    count(run);
    return bytes;
}

// The mask's parts, cells joined side by side, by flood fill.
uint32_t countParts(int rows, int cols, const std::vector<uint8_t> &inside)
{
    std::vector<uint8_t> seen(inside.size(), 0);
    std::vector<uint32_t> pending;
    uint32_t parts = 0;
    const uint32_t width = uint32_t(cols);
    for (uint32_t first = 0; first < inside.size(); ++first) {
        if (!inside[first] || seen[first])
            continue;
        ++parts;
        seen[first] = 1;
        pending.push_back(first);
        while (!pending.empty()) {
            const uint32_t cell = pending.back();
            pending.pop_back();
            const uint32_t row = cell / width;
            const uint32_t col = cell % width;
            const auto visit = [&](uint32_t next) {
                if (inside[next] && !seen[next]) {
                    seen[next] = 1;
                    pending.push_back(next);
                }
            };
            if (row + 1 < uint32_t(rows))
                visit(cell + width);
            if (col + 1 < width)
                visit(cell + 1);
            if (row > 0)
                visit(cell - width);
            if (col > 0)
                visit(cell - 1);
        }
    }
    return parts;
}

} // namespace

Mask Mask::make(int rows, int cols, std::vector<uint8_t> inside)
{
    if (rows < 1 || cols < 1 || rows > MaxCells || cols > MaxCells)
        throw std::invalid_argument("a mask of " + sizeText(rows, cols) + " cells is out of range: each side from 1 to "
            + std::to_string(MaxCells) + " cells");
    if (inside.size() != size_t(rows) * size_t(cols))
        throw std::invalid_argument("a mask of " + sizeText(rows, cols) + " cells needs as many flags");
    const size_t runsBytes = runsTextBytes(rows, cols, inside);
    if (runsBytes > MaxRunsBytes)
        throw std::invalid_argument("the mask's edge is too ragged for a .maze file to keep: its runs take "
            + std::to_string(runsBytes) + " bytes, at most " + std::to_string(MaxRunsBytes));
    Mask mask;
    mask.m_rows = rows;
    mask.m_cols = cols;
    for (uint32_t cell = 0; cell < inside.size(); ++cell) {
        if (inside[cell])
            mask.m_cells.push_back(cell);
    }
    if (mask.m_cells.size() < 2)
        throw std::invalid_argument("the mask has " + std::to_string(mask.m_cells.size())
            + (mask.m_cells.size() == 1 ? " cell" : " cells") + " inside; a maze needs at least two");
    const uint32_t parts = countParts(rows, cols, inside);
    if (parts > 1)
        throw std::invalid_argument("the mask is in " + std::to_string(parts)
            + " separate parts (cells join only side by side); a maze is one: join them or keep one");
    mask.m_inside = std::move(inside);
    return mask;
}

Mask Mask::scaledTo(int rows, int cols) const
{
    if (rows < m_rows || cols < m_cols)
        throw std::invalid_argument("the mask has " + sizeText(m_rows, m_cols) + " cells, more than the maze's "
            + sizeText(rows, cols) + ": give a larger size, or none to take the mask's");
    if (rows == m_rows && cols == m_cols)
        return *this;
    std::vector<uint8_t> inside(size_t(rows) * size_t(cols));
    for (int row = 0; row < rows; ++row) {
        const int from = int(int64_t(row) * m_rows / rows);
        for (int col = 0; col < cols; ++col)
            inside[size_t(row) * size_t(cols) + size_t(col)] = contains(from, int(int64_t(col) * m_cols / cols));
    }
    return make(rows, cols, std::move(inside));
}

std::vector<uint8_t> Mask::unitPlaces(int mazeRows, int mazeCols) const
{
    // The cells with a ring of outside around them, and outside rows and
    // columns past them for a maze larger than its cells (an even side):
    // unit row r touches padded cell rows (r + 1) / 2 and r / 2 + 1, which
    // are one row for an odd r, and the same across. Read four times over
    // (a row or column twice where it is one), a unit is Within when all
    // four are inside and Outside when none is.
    const int paddedRows = std::max(m_rows + 2, mazeRows / 2 + 2);
    const int paddedCols = std::max(m_cols + 2, mazeCols / 2 + 2);
    std::vector<uint8_t> padded(size_t(paddedRows) * size_t(paddedCols), 0);
    for (int row = 0; row < m_rows; ++row) {
        const auto from = m_inside.begin() + ptrdiff_t(row) * m_cols;
        std::transform(from, from + m_cols, padded.begin() + ptrdiff_t(row + 1) * paddedCols + 1,
            [](uint8_t inside) { return uint8_t(inside != 0); });
    }
    static constexpr uint8_t PlaceOfCount[5] = {Outside, Edge, Edge, Edge, Within};
    std::vector<uint8_t> places(size_t(mazeRows) * size_t(mazeCols));
    for (int row = 0; row < mazeRows; ++row) {
        const uint8_t *above = padded.data() + size_t((row + 1) / 2) * size_t(paddedCols);
        const uint8_t *below = padded.data() + size_t(row / 2 + 1) * size_t(paddedCols);
        uint8_t *place = places.data() + size_t(row) * size_t(mazeCols);
        for (int col = 0; col < mazeCols; ++col) {
            const int left = (col + 1) / 2;
            const int right = col / 2 + 1;
            place[col] = PlaceOfCount[above[left] + above[right] + below[left] + below[right]];
        }
    }
    return places;
}

uint64_t Mask::withinUnitCount() const
{
    uint64_t units = 0;
    for (int row = 0; row < m_rows; ++row) {
        for (int col = 0; col < m_cols; ++col) {
            if (!contains(row, col))
                continue;
            const bool right = col + 1 < m_cols && contains(row, col + 1);
            const bool below = row + 1 < m_rows && contains(row + 1, col);
            units += 1 + right + below + (right && below && contains(row + 1, col + 1));
        }
    }
    return units;
}

SharedMask maskForMaze(const SharedMask &mask, int mazeRows, int mazeCols)
{
    const int rows = (mazeRows - 1) / 2;
    const int cols = (mazeCols - 1) / 2;
    // A size out of range is validateSpec()'s to refuse, in its own words.
    if (!mask || rows < 1 || cols < 1 || (mask->rows() == rows && mask->cols() == cols))
        return mask;
    return std::make_shared<const Mask>(mask->scaledTo(rows, cols));
}

Mask maskFromText(const std::string &text)
{
    std::vector<uint8_t> inside;
    int rows = 0;
    int cols = -1;
    size_t begin = 0;
    while (begin < text.size()) {
        size_t end = text.find('\n', begin);
        if (end == std::string::npos)
            end = text.size();
        size_t length = end - begin;
        if (length > 0 && text[begin + length - 1] == '\r')
            --length;
        const int line = rows + 1;
        const char *row = text.data() + begin;
        begin = end + 1;
        if (length == 0) {
            // Blank lines may only end the file.
            if (text.find_first_not_of("\r\n", begin) == std::string::npos)
                break;
            throw std::invalid_argument("line " + std::to_string(line) + " is blank inside the mask");
        }
        if (cols >= 0 && length != size_t(cols))
            throw std::invalid_argument("line " + std::to_string(line) + " has " + std::to_string(length)
                + " cells, line 1 has " + std::to_string(cols) + "; every row of a mask is as long");
        if (length > size_t(Mask::MaxCells) || rows == Mask::MaxCells)
            throw std::invalid_argument(
                "the mask has more than " + std::to_string(Mask::MaxCells) + " cells a side, more than a maze has");
        cols = int(length);
        for (size_t i = 0; i < length; ++i) {
            if (row[i] == 'X' || row[i] == 'x')
                inside.push_back(0);
            else if (row[i] == '.')
                inside.push_back(1);
            else
                throw std::invalid_argument("line " + std::to_string(line) + ", column " + std::to_string(i + 1)
                    + ": a mask has X for a cell outside and . for one inside");
        }
        ++rows;
    }
    if (rows == 0)
        throw std::invalid_argument("the mask is empty: a line a row of cells, X outside, . inside");
    return Mask::make(rows, cols, std::move(inside));
}

std::string maskToText(const Mask &mask)
{
    std::string text;
    text.reserve(size_t(mask.rows()) * size_t(mask.cols() + 1));
    for (int row = 0; row < mask.rows(); ++row) {
        for (int col = 0; col < mask.cols(); ++col)
            text += mask.contains(row, col) ? '.' : 'X';
        text += '\n';
    }
    return text;
}

std::string maskRuns(const Mask &mask)
{
    std::string text = "1 " + sizeText(mask.rows(), mask.cols());
    const uint32_t cells = uint32_t(mask.rows()) * uint32_t(mask.cols());
    bool inside = false;
    uint32_t run = 0;
    for (uint32_t cell = 0; cell < cells; ++cell) {
        if (mask.contains(cell) != inside) {
            text += ' ' + std::to_string(run);
            inside = !inside;
            run = 0;
        }
        ++run;
    }
    return text + ' ' + std::to_string(run);
}

Mask maskFromRuns(const std::string &text)
{
    return maskFromRuns(text, 0, 0);
}

Mask maskFromRuns(const std::string &text, int expectedRows, int expectedCols)
{
    const auto wrong = [](const std::string &why) {
        return std::invalid_argument(
            "mask " + why + " (\"1 ROWSxCOLS\" and the runs of outside and inside cells, outside first)");
    };
    const char *at = text.data();
    const char *end = at + text.size();
    const auto number = [&](uint64_t &value) {
        while (at < end && *at == ' ')
            ++at;
        const auto [next, error] = std::from_chars(at, end, value);
        if (error != std::errc() || next == at)
            return false;
        at = next;
        return true;
    };
    uint64_t version = 0;
    uint64_t rows = 0;
    uint64_t cols = 0;
    if (!number(version) || version != 1)
        throw wrong("version must be 1");
    if (!number(rows) || at == end || *at++ != 'x' || !number(cols) || rows < 1 || cols < 1
        || rows > uint64_t(Mask::MaxCells) || cols > uint64_t(Mask::MaxCells))
        throw wrong("size must be ROWSxCOLS, each from 1 to " + std::to_string(Mask::MaxCells));
    if (expectedRows > 0 && (rows != uint64_t(expectedRows) || cols != uint64_t(expectedCols)))
        throw std::invalid_argument("the mask has " + sizeText(int(rows), int(cols)) + " cells, and the maze has "
            + sizeText(expectedRows, expectedCols));
    const uint64_t cells = rows * cols;
    std::vector<uint8_t> inside;
    inside.reserve(cells);
    bool runInside = false;
    uint64_t run = 0;
    while (number(run)) {
        if (run > cells - inside.size())
            throw wrong("runs cover more than its " + std::to_string(cells) + " cells");
        inside.insert(inside.end(), run, runInside ? 1 : 0);
        runInside = !runInside;
    }
    while (at < end && *at == ' ')
        ++at;
    if (at != end)
        throw wrong("has \"" + std::string(at, std::min<size_t>(size_t(end - at), 40)) + (end - at > 40 ? "..." : "")
            + "\" where a run's length should be");
    if (inside.size() != cells)
        throw wrong("runs cover " + std::to_string(inside.size()) + " of its " + std::to_string(cells) + " cells");
    return Mask::make(int(rows), int(cols), std::move(inside));
}

} // namespace mazestudy
