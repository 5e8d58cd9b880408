#include "maskshapes.h"

#include <cmath>
#include <cstdlib>

namespace mazestudy {

namespace {

// Whether the point x, y of the square -1..1 (y down) is inside the shape.
bool shapeContains(MaskShape shape, double x, double y)
{
    switch (shape) {
    case MaskShape::Disc:
        return x * x + y * y <= 1;
    case MaskShape::Ring: {
        const double r2 = x * x + y * y;
        return r2 <= 1 && r2 >= 0.25;
    }
    case MaskShape::Diamond:
        return std::abs(x) + std::abs(y) <= 1;
    case MaskShape::Triangle:
        return std::abs(x) <= (y + 1) / 2;
    case MaskShape::Heart: {
        // (x² + y² - 1)³ <= x²y³, y up, which spans about ±1.14 across and
        // -1..1.25 from bottom to top.
        const double hx = x * 1.14;
        const double hy = 0.125 - y * 1.125;
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
    std::vector<uint8_t> inside(size_t(rows) * size_t(cols));
    for (int r = 0; r < rows; ++r) {
        const double y = (r + 0.5) / rows * 2 - 1;
        for (int c = 0; c < cols; ++c)
            inside[size_t(r) * size_t(cols) + size_t(c)] = shapeContains(shape, (c + 0.5) / cols * 2 - 1, y);
    }
    return Mask::make(rows, cols, std::move(inside));
}

} // namespace mazestudy
