#include "gifencoder.h"

#include <cgif.h>

#include <stdexcept>
#include <string>

namespace mazestudy {

namespace {

void check(int result, const char *what)
{
    if (result != CGIF_OK)
        throw std::runtime_error(std::string("the GIF encoder failed ") + what + " (libcgif error "
            + std::to_string(result) + (result == CGIF_EWRITE ? ": the file could not be written)" : ")"));
}

} // namespace

GifEncoder::GifEncoder(std::ostream &out, int width, int height, const std::vector<uint32_t> &palette, int loops)
    : m_out(out)
{
    for (uint32_t rgb : palette) {
        m_palette.push_back(uint8_t(rgb >> 16));
        m_palette.push_back(uint8_t(rgb >> 8));
        m_palette.push_back(uint8_t(rgb));
    }
    CGIF_Config config {};
    config.pGlobalPalette = m_palette.data();
    config.numGlobalPaletteEntries = uint16_t(palette.size());
    config.attrFlags = CGIF_ATTR_IS_ANIMATED | (loops == 1 ? CGIF_ATTR_NO_LOOP : 0);
    // A GIF's loop count repeats after the first play.
    config.numLoops = loops <= 1 ? CGIF_INFINITE_LOOP : uint16_t(loops - 1);
    config.width = uint16_t(width);
    config.height = uint16_t(height);
    config.pWriteFn = [](void *context, const uint8_t *data, const size_t bytes) {
        return static_cast<GifEncoder *>(context)->write(data, bytes);
    };
    config.pContext = this;
    m_gif = cgif_newgif(&config);
    if (!m_gif)
        throw std::runtime_error("the GIF encoder could not start (out of memory?)");
}

GifEncoder::~GifEncoder()
{
    if (m_gif)
        cgif_close(m_gif);
}

int GifEncoder::write(const uint8_t *data, size_t bytes)
{
    m_out.write(reinterpret_cast<const char *>(data), std::streamsize(bytes));
    noteWritten(bytes);
    return m_out ? CGIF_OK : CGIF_EWRITE;
}

void GifEncoder::addFrame(const std::vector<uint8_t> &pixels, int gifDelay)
{
    CGIF_FrameConfig frame {};
    frame.pImageData = const_cast<uint8_t *>(pixels.data()); // libcgif copies it and writes nothing into it
    frame.delay = uint16_t(gifDelay);
    frame.genFlags = CGIF_FRAME_GEN_USE_TRANSPARENCY | CGIF_FRAME_GEN_USE_DIFF_WINDOW;
    check(cgif_addframe(m_gif, &frame), "adding a frame");
}

void GifEncoder::finish()
{
    st_gif *gif = m_gif;
    m_gif = nullptr;
    check(cgif_close(gif), "closing the file");
}

} // namespace mazestudy
