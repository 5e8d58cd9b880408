#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mazestudy {

// The cells a maze is carved in, on the cell grid of the DFS family and the
// classics (cell r, c at unit 2r+1, 2c+1): a disc, a letter, a logo. Cells
// outside stay wall. A mask is one part, joined through cells side by side,
// of two cells or more: make() refuses any other with the count.
class Mask {
public:
    // The most cells a side: the cells of a MaxSide maze.
    static constexpr int MaxCells = 10000;
    // The most bytes of its maskRuns() text: under the .maze reader's 16 MiB
    // a header line, with room for the key.
    static constexpr size_t MaxRunsBytes = (size_t(16) << 20) - 1024;

    // `inside`: rows x cols bytes, row-major, nonzero for a cell of the maze.
    // Throws std::invalid_argument saying what is wrong.
    static Mask make(int rows, int cols, std::vector<uint8_t> inside);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool contains(uint32_t cell) const { return m_inside[cell] != 0; }
    bool contains(int row, int col) const { return contains(uint32_t(row) * uint32_t(m_cols) + uint32_t(col)); }
    // Its cells in reading order, as row * cols + col.
    const std::vector<uint32_t> &cells() const { return m_cells; }
    uint32_t count() const { return uint32_t(m_cells.size()); }
    // Whether the unit at row, col of the maze over these cells (2 rows + 1
    // by 2 cols + 1 units) is one of its cells or a wall beside one: the
    // maze, against the outside that a view leaves blank.
    bool touchesUnit(int row, int col) const
    {
        const int bottom = std::min(row / 2, m_rows - 1);
        const int right = std::min(col / 2, m_cols - 1);
        for (int r = (row - 1) / 2; r <= bottom; ++r) {
            for (int c = (col - 1) / 2; c <= right; ++c) {
                if (contains(r, c))
                    return true;
            }
        }
        return false;
    }

    // Where each unit of a maze of mazeRows x mazeCols units over these
    // cells lies, a UnitPlace byte each in reading order. Within: every cell
    // the unit touches is a mask cell (a cell, the wall between two, the post
    // among four), so a generator of units may change it; Edge: it touches
    // a mask cell and one outside, or past the cells' grid (the shape's
    // border, kept wall); Outside: it touches no mask cell.
    enum UnitPlace : uint8_t { Outside, Edge, Within };
    std::vector<uint8_t> unitPlaces(int mazeRows, int mazeCols) const;
    // The Within units, counted from the cells alone: each cell, each pair
    // side by side, each square of four.
    uint64_t withinUnitCount() const;

    // The mask stretched over rows x cols cells, each taking the cell of
    // this mask it falls in (nearest neighbour); never smaller than this one.
    Mask scaledTo(int rows, int cols) const;

    friend bool operator==(const Mask &a, const Mask &b)
    {
        return a.m_rows == b.m_rows && a.m_cols == b.m_cols && a.m_inside == b.m_inside;
    }
    friend bool operator!=(const Mask &a, const Mask &b) { return !(a == b); }

private:
    Mask() = default;

    int m_rows = 0;
    int m_cols = 0;
    std::vector<uint8_t> m_inside;
    std::vector<uint32_t> m_cells;
};

using SharedMask = std::shared_ptr<const Mask>;

// Two specs with masks of equal cells are one spec.
inline bool sameMask(const SharedMask &a, const SharedMask &b)
{
    return a == b || (a && b && *a == *b);
}

// The mask stretched over the cells of a maze of mazeRows x mazeCols units:
// the same mask when it has their size already, so that the specs of a
// study share one. Throws std::invalid_argument for a mask larger than that.
SharedMask maskForMaze(const SharedMask &mask, int mazeRows, int mazeCols);

// Buck's text masks: a line a row of cells, `X` outside, `.` inside. Throws
// std::invalid_argument naming the line and column of what is neither.
Mask maskFromText(const std::string &text);
std::string maskToText(const Mask &mask);

// The .maze file's form (its `mask` line), version 1: "1 ROWSxCOLS" and then
// the lengths of the runs of outside and inside cells in reading order,
// outside first (0 when the first cell is inside).
std::string maskRuns(const Mask &mask);
Mask maskFromRuns(const std::string &text);
// The same for a maze of expectedRows x expectedCols cells: another size is
// refused before anything is allocated, so that a short line cannot claim
// a hundred million cells.
Mask maskFromRuns(const std::string &text, int expectedRows, int expectedCols);

} // namespace mazestudy
