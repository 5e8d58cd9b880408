#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace mazestudy {

// Where an animation's frames go: a GIF encoder or a video encoder. Each
// throws std::runtime_error, with the cause, when it cannot go on.
class AnimationSink {
public:
    virtual ~AnimationSink() = default;
    // A frame of palette indices, shown for `gifDelay` hundredths of a second (a GIF's) or once (a video's).
    virtual void addFrame(const std::vector<uint8_t> &pixels, int gifDelay) = 0;
    // Ends the file; nothing is in place before.
    virtual void finish() = 0;
    // The file's bytes so far (a video's as ffmpeg has written them), for
    // the size limit to hold while it is written.
    uint64_t bytesWritten() const { return m_written; }

protected:
    void noteWritten(uint64_t bytes) { m_written += bytes; }

private:
    std::atomic<uint64_t> m_written {0};
};

} // namespace mazestudy
