#pragma once

#include "animationsink.h"

#include <cstdint>
#include <ostream>
#include <vector>

struct st_gif;

namespace mazestudy {

// An animated GIF through libcgif, into a stream: a global palette, and each
// frame encoded only where it differs from the one before (the rest left
// transparent), so that thousands of frames of a few moves each stay small.
class GifEncoder : public AnimationSink {
public:
    GifEncoder(std::ostream &out, int width, int height, const std::vector<uint32_t> &palette, int loops);
    ~GifEncoder() override;
    GifEncoder(const GifEncoder &) = delete;
    GifEncoder &operator=(const GifEncoder &) = delete;

    void addFrame(const std::vector<uint8_t> &pixels, int gifDelay) override;
    void finish() override;

private:
    int write(const uint8_t *data, size_t bytes);

    std::ostream &m_out;
    std::vector<uint8_t> m_palette; // RGB triplets
    st_gif *m_gif = nullptr;
};

} // namespace mazestudy
