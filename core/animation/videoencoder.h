#pragma once

#include "animationplan.h"
#include "animationsink.h"

#include <ostream>
#include <stdexcept>
#include <string>
#include <sys/types.h>
#include <thread>
#include <vector>

namespace mazestudy {

// A WebM (VP9) or MP4 (H.264, fragmented, so that it can be streamed) video
// through an ffmpeg child process: RGB frames go to its standard input, and
// what it encodes comes back on its standard output into `out`, which the
// caller writes whole or not at all (AtomicFileWriter) as for a GIF. Destroyed
// unfinished, the encoder stops ffmpeg.
class VideoEncoder : public AnimationSink {
public:
    // Throws FfmpegMissing where no ffmpeg is on the PATH, and
    // std::runtime_error when it cannot be started.
    VideoEncoder(std::ostream &out, AnimationFormat format, int width, int height, double fps,
        const std::vector<uint32_t> &palette);
    ~VideoEncoder() override;
    VideoEncoder(const VideoEncoder &) = delete;
    VideoEncoder &operator=(const VideoEncoder &) = delete;

    void addFrame(const std::vector<uint8_t> &pixels, int gifDelay) override;
    void finish() override;

private:
    // Ends ffmpeg (closing its input; with `kill`, by SIGTERM first) and waits
    // for it and the reader: its exit status.
    int stop(bool kill);

    std::ostream &m_out;
    std::vector<uint32_t> m_palette;
    std::vector<uint8_t> m_rgb;
    pid_t m_child = -1;
    int m_input = -1;
    int m_messages = -1; // ffmpeg's standard error, a memory file read when it fails
    std::thread m_reader; // copies ffmpeg's output into m_out
};

class FfmpegMissing : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The ffmpeg on the PATH, or empty.
std::string findFfmpeg();

} // namespace mazestudy
