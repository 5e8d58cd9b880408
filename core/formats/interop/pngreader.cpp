#include "pngreader.h"

#include "mazespec.h"
#include "pngwriter.h"

#include <png.h>

#include <numeric>
#include <stdexcept>
#include <vector>

namespace mazestudy {

namespace {

[[noreturn]] void fail(const std::string &what)
{
    throw std::runtime_error(what);
}

// Frees libpng's state on every way out, an exception included.
struct ImageGuard {
    png_image *image;
    ~ImageGuard() { png_image_free(image); }
};

// The greatest K that divides every run of one colour, across and down.
uint32_t blockSize(const std::vector<uint8_t> &walls, uint32_t width, uint32_t height)
{
    uint32_t k = std::gcd(width, height);
    for (uint32_t y = 0; y < height && k > 1; ++y) {
        uint32_t run = 1;
        for (uint32_t x = 1; x < width; ++x) {
            if (walls[size_t(y) * width + x] != walls[size_t(y) * width + x - 1]) {
                k = std::gcd(k, run);
                run = 0;
            }
            ++run;
        }
    }
    for (uint32_t x = 0; x < width && k > 1; ++x) {
        uint32_t run = 1;
        for (uint32_t y = 1; y < height; ++y) {
            if (walls[size_t(y) * width + x] != walls[size_t(y - 1) * width + x]) {
                k = std::gcd(k, run);
                run = 0;
            }
            ++run;
        }
    }
    return k;
}

} // namespace

Grid readPng(const std::string &bytes)
{
    if (bytes.size() > MaxPngFileBytes)
        fail("the file has " + std::to_string(bytes.size()) + " bytes; a maze picture has at most "
            + std::to_string(MaxPngFileBytes));
    png_image image {};
    image.version = PNG_IMAGE_VERSION;
    ImageGuard guard {&image};
    if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()))
        fail(std::string("not a PNG libpng reads: ") + image.message);
    const uint64_t width = image.width;
    const uint64_t height = image.height;
    if (width * height > MaxPngPixels)
        fail("the picture is " + std::to_string(width) + "x" + std::to_string(height) + " pixels; at most "
            + std::to_string(MaxPngPixels) + " are read");
    image.format = PNG_FORMAT_GRAY;
    // A 16-bit picture without gAMA or sRGB chunk is what a painting program
    // writes, in sRGB; libpng would take it as linear and lighten its darks.
    image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    std::vector<uint8_t> pixels(size_t(width * height));
    const png_color white {255, 255, 255};
    if (!png_image_finish_read(&image, &white, pixels.data(), png_int_32(width), nullptr))
        fail(std::string("the PNG is damaged: ") + image.message);
    for (size_t i = 0; i < pixels.size(); ++i) {
        if (pixels[i] > LightestDark && pixels[i] < DarkestLight)
            fail("pixel x " + std::to_string(i % width) + ", y " + std::to_string(i / width) + " is grey "
                + std::to_string(pixels[i]) + ": a maze picture's pixels are dark (0 to " + std::to_string(LightestDark)
                + ", wall) or light (" + std::to_string(DarkestLight) + " to 255, floor)");
        pixels[i] = pixels[i] <= LightestDark ? 1 : 0;
    }
    const uint32_t k = blockSize(pixels, uint32_t(width), uint32_t(height));
    const uint64_t rows = height / k;
    const uint64_t cols = width / k;
    if (rows > uint64_t(MaxSide) || cols > uint64_t(MaxSide))
        fail("the picture is " + std::to_string(rows) + "x" + std::to_string(cols) + " units of " + std::to_string(k)
            + " pixels; a maze has at most " + std::to_string(MaxSide) + " a side");
    std::vector<uint8_t> units(size_t(rows * cols));
    for (uint64_t r = 0; r < rows; ++r)
        for (uint64_t c = 0; c < cols; ++c)
            units[size_t(r * cols + c)] = pixels[size_t(r * k * width + c * k)] ? Grid::Wall : Grid::Floor;
    return Grid(int(rows), int(cols), std::move(units));
}

} // namespace mazestudy
