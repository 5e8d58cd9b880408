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

uint32_t bigEndian(const std::string &bytes, size_t at)
{
    return uint32_t(uint8_t(bytes[at])) << 24 | uint32_t(uint8_t(bytes[at + 1])) << 16
        | uint32_t(uint8_t(bytes[at + 2])) << 8 | uint32_t(uint8_t(bytes[at + 3]));
}

// The file with only the chunks that make the picture, its size checked from
// the IHDR. libpng allocates a chunk's claimed length before reading it, and
// rows as wide as the header says, all before a caller sees the size: a few
// bytes could make it ask for gigabytes (the fuzzer's first finding). Text,
// profiles and private chunks mean nothing to a maze and are left out.
std::string pictureChunks(const std::string &bytes)
{
    static const std::string signature("\x89PNG\r\n\x1a\n", 8);
    if (bytes.compare(0, signature.size(), signature) != 0)
        fail("not a PNG libpng reads: the file does not begin with PNG's signature");
    std::string kept = signature;
    for (size_t at = signature.size(); at + 12 <= bytes.size();) {
        const uint64_t length = bigEndian(bytes, at);
        const std::string type = bytes.substr(at + 4, 4);
        if (length > bytes.size() - at - 12)
            fail("the PNG is damaged: its " + type + " chunk claims " + std::to_string(length)
                + " bytes, more than the file holds");
        if (type == "IHDR" && length >= 8) {
            const uint64_t width = bigEndian(bytes, at + 8);
            const uint64_t height = bigEndian(bytes, at + 12);
            if (width > MaxPngSide || height > MaxPngSide || width * height > MaxPngPixels)
                fail("the picture is " + std::to_string(width) + "x" + std::to_string(height) + " pixels; at most "
                    + std::to_string(MaxPngPixels) + " are read, and " + std::to_string(MaxPngSide) + " a side");
        }
        for (const char *picture : {"IHDR", "PLTE", "tRNS", "gAMA", "sRGB", "cHRM", "IDAT", "IEND"})
            if (type == picture)
                kept.append(bytes, at, size_t(length) + 12);
        at += size_t(length) + 12;
        if (type == "IEND")
            break;
    }
    return kept;
}

} // namespace

Grid readPng(const std::string &bytes)
{
    if (bytes.size() > MaxPngFileBytes)
        fail("the file has " + std::to_string(bytes.size()) + " bytes; a maze picture has at most "
            + std::to_string(MaxPngFileBytes));
    const std::string picture = pictureChunks(bytes);
    png_image image {};
    image.version = PNG_IMAGE_VERSION;
    ImageGuard guard {&image};
    if (!png_image_begin_read_from_memory(&image, picture.data(), picture.size()))
        fail(std::string("not a PNG libpng reads: ") + image.message);
    const uint64_t width = image.width;
    const uint64_t height = image.height;
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
