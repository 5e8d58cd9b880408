#include "pngwriter.h"

#include <png.h>

#include <csetjmp>
#include <cstring>
#include <ostream>
#include <stdexcept>
#include <vector>

namespace mazestudy {

namespace {

struct WriteState {
    std::ostream *out = nullptr;
    char message[256] = {};
};

void writeBytes(png_structp png, png_bytep data, size_t length)
{
    auto *state = static_cast<WriteState *>(png_get_io_ptr(png));
    state->out->write(reinterpret_cast<const char *>(data), std::streamsize(length));
}

void flushBytes(png_structp png)
{
    static_cast<WriteState *>(png_get_io_ptr(png))->out->flush();
}

// libpng reports errors by longjmp; the message is kept for the exception
// thrown once back in C++ frames.
void onError(png_structp png, png_const_charp message)
{
    auto *state = static_cast<WriteState *>(png_get_error_ptr(png));
    std::strncpy(state->message, message, sizeof state->message - 1);
    png_longjmp(png, 1);
}

void onWarning(png_structp, png_const_charp) { }

// Everything the longjmp may skip is plain data owned by the caller: no
// destructor is jumped over.
bool encode(WriteState &state, const Grid &grid, int scale, png_bytep row)
{
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, onError, onWarning);
    if (!png) {
        std::strcpy(state.message, "libpng could not start");
        return false;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    const png_uint_32 width = png_uint_32(grid.cols()) * png_uint_32(scale);
    png_set_write_fn(png, &state, writeBytes, flushBytes);
    png_set_IHDR(png, info, width, png_uint_32(grid.rows()) * png_uint_32(scale), 1, PNG_COLOR_TYPE_GRAY,
        PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    const size_t rowBytes = (width + 7) / 8;
    for (int r = 0; r < grid.rows(); ++r) {
        std::memset(row, 0, rowBytes);
        for (png_uint_32 x = 0; x < width; ++x) {
            // One bit a pixel, the leftmost the highest; 1 is white (floor).
            if (grid.at(r, int(x / png_uint_32(scale))) == Grid::Floor)
                row[x / 8] |= png_byte(0x80u >> (x % 8));
        }
        for (int repeat = 0; repeat < scale; ++repeat)
            png_write_row(png, row);
    }
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
    return true;
}

} // namespace

std::string pngSizeProblem(int rows, int cols, int scale)
{
    if (scale < 1 || scale > MaxPngScale)
        return "--scale takes 1 to " + std::to_string(MaxPngScale) + " pixels a unit, not " + std::to_string(scale);
    const uint64_t width = uint64_t(cols) * uint64_t(scale);
    const uint64_t height = uint64_t(rows) * uint64_t(scale);
    if (width * height > MaxPngPixels)
        return "a " + std::to_string(rows) + "x" + std::to_string(cols) + " maze at " + std::to_string(scale)
            + " pixels a unit is a " + std::to_string(width) + "x" + std::to_string(height) + " picture; at most "
            + std::to_string(MaxPngPixels) + " pixels are written: choose a smaller --scale";
    return {};
}

void writePng(std::ostream &out, const Grid &grid, int scale)
{
    const std::string problem = pngSizeProblem(grid.rows(), grid.cols(), scale);
    if (!problem.empty())
        throw std::runtime_error(problem);
    WriteState state;
    state.out = &out;
    std::vector<png_byte> row((size_t(grid.cols()) * size_t(scale) + 7) / 8);
    if (!encode(state, grid, scale, row.data()))
        throw std::runtime_error(std::string("cannot write the PNG: ") + state.message);
}

} // namespace mazestudy
