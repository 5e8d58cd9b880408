#include "pngreader.h"

#include "mazespec.h"
#include "pngwriter.h"

#include <png.h>
#include <zlib.h>

#include <algorithm>
#include <numeric>
#include <optional>
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

// The bytes of image data a picture's IHDR calls for once inflated: a filter
// byte and the packed pixels of every row, of each of Adam7's seven passes
// when interlaced (`ihdr`: the chunk's 13 bytes).
uint64_t rawImageBytes(const std::string &ihdr)
{
    const uint64_t width = bigEndian(ihdr, 0);
    const uint64_t height = bigEndian(ihdr, 4);
    const uint64_t depth = uint8_t(ihdr[8]);
    const int colourType = uint8_t(ihdr[9]);
    const uint64_t channels = colourType == 2 ? 3 : colourType == 4 ? 2 : colourType == 6 ? 4 : 1;
    const auto passBytes = [&](uint64_t firstRow, uint64_t firstCol, uint64_t rowStep, uint64_t colStep) {
        const uint64_t rows = height > firstRow ? (height - firstRow + rowStep - 1) / rowStep : 0;
        const uint64_t cols = width > firstCol ? (width - firstCol + colStep - 1) / colStep : 0;
        return rows && cols ? rows * (1 + (cols * depth * channels + 7) / 8) : 0;
    };
    if (uint8_t(ihdr[12]) == 0)
        return passBytes(0, 0, 1, 1);
    return passBytes(0, 0, 8, 8) + passBytes(0, 4, 8, 8) + passBytes(4, 0, 8, 4) + passBytes(0, 2, 4, 4)
        + passBytes(2, 0, 4, 2) + passBytes(0, 1, 2, 2) + passBytes(1, 0, 2, 1);
}

// Inflates the IDAT chunks' stream, keeping nothing, only to count it: libpng
// inflates all of it, past the last row too, so a few megabytes of file
// declaring 10 x 10 pixels could take a minute of CPU. Refused at the first
// byte past what the picture calls for.
class ImageDataBound {
public:
    explicit ImageDataBound(uint64_t rawBytes)
        : m_rawBytes(rawBytes)
    {
        m_initialized = inflateInit(&m_stream) == Z_OK;
        m_active = m_initialized;
    }
    // Whether or not the stream ended: its state is freed only here.
    ~ImageDataBound()
    {
        if (m_initialized)
            inflateEnd(&m_stream);
    }
    ImageDataBound(const ImageDataBound &) = delete;
    ImageDataBound &operator=(const ImageDataBound &) = delete;

    void add(const char *data, size_t size)
    {
        m_stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
        m_stream.avail_in = uInt(size);
        unsigned char scratch[1 << 16];
        while (m_active && m_stream.avail_in > 0) {
            m_stream.next_out = scratch;
            m_stream.avail_out = sizeof scratch;
            const int status = inflate(&m_stream, Z_NO_FLUSH);
            m_inflated += sizeof scratch - m_stream.avail_out;
            if (m_inflated > m_rawBytes)
                fail("the PNG holds more image data than its pixels need (" + std::to_string(m_rawBytes)
                    + " bytes once inflated): it is damaged");
            // The stream's end, or a fault that libpng will name.
            if (status != Z_OK)
                m_active = false;
        }
    }

private:
    z_stream m_stream {};
    uint64_t m_rawBytes;
    uint64_t m_inflated = 0;
    bool m_initialized = false;
    bool m_active = false; // until the stream ends or faults
};

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
    std::optional<ImageDataBound> imageData;
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
            if (!imageData && length >= 13)
                imageData.emplace(rawImageBytes(bytes.substr(at + 8, size_t(length))));
        }
        if (type == "IDAT" && imageData)
            imageData->add(bytes.data() + at + 8, size_t(length));
        for (const char *picture : {"IHDR", "PLTE", "tRNS", "gAMA", "sRGB", "cHRM", "IDAT", "IEND"})
            if (type == picture)
                kept.append(bytes, at, size_t(length) + 12);
        at += size_t(length) + 12;
        if (type == "IEND")
            break;
    }
    return kept;
}

// Refuses a palette picture with a pixel whose index is past its palette:
// libpng decodes such a pixel black, which would be read as wall.
void checkPaletteIndices(const std::string &picture)
{
    png_image image {};
    image.version = PNG_IMAGE_VERSION;
    ImageGuard guard {&image};
    if (!png_image_begin_read_from_memory(&image, picture.data(), picture.size()))
        fail(std::string("not a PNG libpng reads: ") + image.message);
    if (!(image.format & PNG_FORMAT_FLAG_COLORMAP))
        return;
    const uint32_t colours = image.colormap_entries;
    // The indices as the file has them, with the palette as grey levels beside.
    image.format = PNG_FORMAT_GRAY | PNG_FORMAT_FLAG_COLORMAP;
    std::vector<uint8_t> indices(size_t(image.width) * image.height);
    std::vector<uint8_t> palette(PNG_IMAGE_MAXIMUM_COLORMAP_COMPONENTS(image.format));
    const png_color white {255, 255, 255};
    if (!png_image_finish_read(&image, &white, indices.data(), png_int_32(image.width), palette.data()))
        fail(std::string("the PNG is damaged: ") + image.message);
    const auto past
        = std::find_if(indices.begin(), indices.end(), [colours](uint8_t index) { return index >= colours; });
    if (past != indices.end()) {
        const size_t at = size_t(past - indices.begin());
        fail("pixel x " + std::to_string(at % image.width) + ", y " + std::to_string(at / image.width)
            + " is palette index " + std::to_string(*past) + ", past the picture's palette of "
            + std::to_string(colours) + " colours: the PNG is damaged");
    }
}

} // namespace

uint64_t pngDeclaredPixels(std::istream &in)
{
    std::string head(24, '\0');
    in.read(head.data(), std::streamsize(head.size()));
    if (size_t(in.gcount()) != head.size() || head.compare(0, 8, "\x89PNG\r\n\x1a\n", 8) != 0
        || head.compare(12, 4, "IHDR") != 0)
        return 0;
    return uint64_t(bigEndian(head, 16)) * bigEndian(head, 20);
}

Grid readPng(const std::string &bytes)
{
    if (bytes.size() > MaxPngFileBytes)
        fail("the file has " + std::to_string(bytes.size()) + " bytes; a maze picture has at most "
            + std::to_string(MaxPngFileBytes));
    const std::string picture = pictureChunks(bytes);
    checkPaletteIndices(picture);
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
