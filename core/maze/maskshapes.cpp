#include "maskshapes.h"

#include <cstdint>

namespace mazestudy {

namespace {

// Whether the cell whose centre is dx / cols, dy / rows from the middle of
// the square -1..1 (y down) is inside the shape. dx = 2c + 1 - cols and
// dy = 2r + 1 - rows are whole numbers, so the shapes with straight or round
// edges are decided exactly, and a cell and its mirror image always agree.
bool shapeContains(MaskShape shape, int64_t dx, int64_t dy, int64_t rows, int64_t cols)
{
    const int64_t ax = dx < 0 ? -dx : dx;
    switch (shape) {
    case MaskShape::Disc: // x² + y² <= 1
        return dx * dx * rows * rows + dy * dy * cols * cols <= rows * rows * cols * cols;
    case MaskShape::Ring: { // 1/4 <= x² + y² <= 1
        const int64_t r2 = dx * dx * rows * rows + dy * dy * cols * cols;
        return r2 <= rows * rows * cols * cols && 4 * r2 >= rows * rows * cols * cols;
    }
    case MaskShape::Diamond: // |x| + |y| <= 1
        return ax * rows + (dy < 0 ? -dy : dy) * cols <= rows * cols;
    case MaskShape::Triangle: // |x| <= (y + 1) / 2
        return 2 * ax * rows <= dy * cols + rows * cols;
    case MaskShape::Heart: {
        // (x² + y² - 1)³ <= x²y³, y up, which spans about ±1.14 across and
        // -1..1.25 from bottom to top. Doubles, whose every operation is
        // rounded on its own (the build keeps them from being fused, which
        // some processors would do): the same cells everywhere.
        const double hx = 1.14 * double(ax) / double(cols);
        const double hy = 0.125 - 1.125 * double(dy) / double(rows);
        const double a = hx * hx + hy * hy - 1;
        return a * a * a <= hx * hx * hy * hy * hy;
    }
    }
    return false;
}

} // namespace

const char *maskShapeId(MaskShape shape)
{
    switch (shape) {
    case MaskShape::Disc:
        return "disc";
    case MaskShape::Ring:
        return "ring";
    case MaskShape::Diamond:
        return "diamond";
    case MaskShape::Triangle:
        return "triangle";
    case MaskShape::Heart:
        return "heart";
    }
    return "";
}

std::optional<MaskShape> maskShapeFromId(const std::string &id)
{
    for (const MaskShape shape : MaskShapes) {
        if (id == maskShapeId(shape))
            return shape;
    }
    return std::nullopt;
}

Mask shapedMask(MaskShape shape, int rows, int cols)
{
    // Make() refuses the size with its own words, before the sums could overflow.
    if (rows < 1 || cols < 1 || rows > Mask::MaxCells || cols > Mask::MaxCells)
        return Mask::make(rows, cols, {});
    std::vector<uint8_t> inside(size_t(rows) * size_t(cols));
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            inside[size_t(r) * size_t(cols) + size_t(c)]
                = shapeContains(shape, 2 * c + 1 - cols, 2 * r + 1 - rows, rows, cols);
        }
    }
    return Mask::make(rows, cols, std::move(inside));
}

} // namespace mazestudy
