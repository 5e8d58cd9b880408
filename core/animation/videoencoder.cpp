#include "videoencoder.h"

#include "cappedtext.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sstream>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace mazestudy {

namespace {

bool writeAll(int descriptor, const uint8_t *data, size_t bytes)
{
    while (bytes > 0) {
        const ssize_t written = ::write(descriptor, data, bytes);
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return false;
        data += written;
        bytes -= size_t(written);
    }
    return true;
}

} // namespace

std::string findFfmpeg()
{
    const char *path = std::getenv("PATH");
    std::istringstream folders(path ? path : "");
    for (std::string folder; std::getline(folders, folder, ':');) {
        const std::string candidate = (folder.empty() ? std::string(".") : folder) + "/ffmpeg";
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return std::string();
}

VideoEncoder::VideoEncoder(
    std::ostream &out, AnimationFormat format, int width, int height, double fps, const std::vector<uint32_t> &palette)
    : m_out(out)
    , m_palette(palette)
    , m_rgb(size_t(width) * size_t(height) * 3)
{
    const std::string ffmpeg = findFfmpeg();
    if (ffmpeg.empty())
        throw FfmpegMissing(std::string("writing a .") + (format == AnimationFormat::WebM ? "webm" : "mp4")
            + " needs ffmpeg, which is not on the PATH: install it (Debian: apt install ffmpeg), or write a .gif, "
              "which needs nothing more");
    const std::string size = std::to_string(width) + "x" + std::to_string(height);
    std::ostringstream rate;
    rate << fps;
    // Bit-exact output: one thread, no metadata that names the time or the build.
    std::vector<std::string> arguments {ffmpeg, "-nostdin", "-hide_banner", "-loglevel", "error", "-f", "rawvideo",
        "-pix_fmt", "rgb24", "-s", size, "-r", rate.str(), "-i", "pipe:0", "-threads", "1", "-fflags", "+bitexact",
        "-flags:v", "+bitexact", "-map_metadata", "-1", "-pix_fmt", "yuv420p"};
    const std::vector<std::string> codec = format == AnimationFormat::WebM
        // VP9's real-time speed: 9 times faster than its default on a maze's frames, files 2.7 times larger.
        ? std::vector<std::string> {"-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "realtime",
            "-cpu-used", "8", "-f", "webm"}
        // A stream has no going back to write the index first: fragments carry their own.
        : std::vector<std::string> {
            "-c:v", "libx264", "-crf", "20", "-movflags", "frag_keyframe+empty_moov+default_base_moof", "-f", "mp4"};
    arguments.insert(arguments.end(), codec.begin(), codec.end());
    arguments.push_back("pipe:1");

    int input[2];
    int output[2];
    if (::pipe2(input, O_CLOEXEC) != 0)
        throw std::runtime_error(std::string("cannot start ffmpeg: ") + std::strerror(errno));
    if (::pipe2(output, O_CLOEXEC) != 0) {
        const int error = errno;
        ::close(input[0]);
        ::close(input[1]);
        throw std::runtime_error(std::string("cannot start ffmpeg: ") + std::strerror(error));
    }
    m_messages = ::memfd_create("ffmpeg-messages", MFD_CLOEXEC);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO);
    if (m_messages >= 0)
        posix_spawn_file_actions_adddup2(&actions, m_messages, STDERR_FILENO);
    // A group of its own: a terminal's Ctrl-C reaches this program, which then stops ffmpeg.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    std::vector<char *> argv;
    for (std::string &argument : arguments)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    const int spawned = posix_spawn(&m_child, ffmpeg.c_str(), &actions, &attributes, argv.data(), environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    ::close(input[0]);
    ::close(output[1]);
    if (spawned != 0) {
        ::close(input[1]);
        ::close(output[0]);
        m_child = -1;
        throw std::runtime_error("cannot start " + ffmpeg + ": " + std::strerror(spawned));
    }
    m_input = input[1];
    m_reader = std::thread([this, from = output[0]] {
        char buffer[1 << 16];
        for (;;) {
            const ssize_t got = ::read(from, buffer, sizeof buffer);
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0)
                break;
            // Once a write has failed, the rest is read and dropped, so that ffmpeg can end.
            if (m_out)
                m_out.write(buffer, got);
            noteWritten(uint64_t(got));
        }
        ::close(from);
    });
}

VideoEncoder::~VideoEncoder()
{
    if (m_child > 0)
        stop(true);
    if (m_messages >= 0)
        ::close(m_messages);
}

int VideoEncoder::stop(bool kill)
{
    if (kill)
        ::kill(m_child, SIGTERM);
    ::close(m_input);
    m_input = -1;
    int status = 0;
    while (::waitpid(m_child, &status, 0) < 0 && errno == EINTR) { }
    m_child = -1;
    m_reader.join();
    return status;
}

void VideoEncoder::addFrame(const std::vector<uint8_t> &pixels, int)
{
    if (m_child <= 0)
        throw std::runtime_error("ffmpeg has ended before the last frame");
    uint8_t *out = m_rgb.data();
    for (uint8_t index : pixels) {
        const uint32_t rgb = m_palette[index];
        *out++ = uint8_t(rgb >> 16);
        *out++ = uint8_t(rgb >> 8);
        *out++ = uint8_t(rgb);
    }
    // The caller ignores SIGPIPE: an ffmpeg that has ended is a failed write, and finish() says why.
    if (!writeAll(m_input, m_rgb.data(), m_rgb.size()))
        finish();
}

void VideoEncoder::finish()
{
    if (m_child <= 0)
        throw std::runtime_error("ffmpeg has ended before the last frame");
    const int status = stop(false);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::string said;
        if (m_messages >= 0) {
            char buffer[4096];
            const ssize_t got = ::pread(m_messages, buffer, sizeof buffer, 0);
            said = cappedText(std::string_view(buffer, size_t(std::max<ssize_t>(got, 0))), 600);
        }
        throw std::runtime_error("ffmpeg failed" + (said.empty() ? std::string() : ": " + said));
    }
}

} // namespace mazestudy
