#include "maskfile.h"

#include "pngreader.h"
#include "regularfile.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace mazestudy {

namespace {
// A text mask's bytes at most: MaxCells rows of MaxCells cells and a line end.
constexpr uint64_t MaxMaskTextBytes = uint64_t(Mask::MaxCells) * (Mask::MaxCells + 2);
constexpr char PngSignature[] = "\x89PNG";

Mask maskOfPicture(const std::string &bytes)
{
    Grid picture = readPng(bytes);
    const int rows = picture.rows();
    const int cols = picture.cols();
    std::vector<uint8_t> inside = std::move(picture).releaseUnits();
    for (uint8_t &cell : inside)
        cell = cell == Grid::Floor;
    return Mask::make(rows, cols, std::move(inside));
}
} // namespace

Mask readMaskFile(const std::string &path)
{
    const uint64_t size = regularFileSize(path);
    try {
        if (size > std::max(MaxPngFileBytes, MaxMaskTextBytes))
            throw std::runtime_error("the file has " + std::to_string(size) + " bytes, more than any mask");
        std::ifstream in(path, std::ios::binary);
        if (!in)
            throw std::runtime_error(std::string("cannot read it: ") + std::strerror(errno));
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        if (bytes.compare(0, 4, PngSignature) == 0)
            return maskOfPicture(bytes);
        if (size > MaxMaskTextBytes)
            throw std::runtime_error("the file has " + std::to_string(size) + " bytes, more than a text mask");
        try {
            return maskFromText(bytes);
        } catch (const std::invalid_argument &error) {
            // Bytes a text mask never holds: say what the file was taken for.
            if (bytes.find_first_not_of("Xx.\r\n") == std::string::npos)
                throw;
            throw std::runtime_error(
                std::string("neither a PNG nor a text mask (X outside, . inside): ") + error.what());
        }
    } catch (const std::exception &error) {
        throw std::runtime_error("mask " + path + ": " + error.what());
    }
}

} // namespace mazestudy
