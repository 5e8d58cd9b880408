#pragma once

#include "labrecording.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

// What passes between a program and the lab's helper (mazestudy-labrun),
// which runs one script in a process of its own under the script's memory
// budget: the request on the helper's standard input, the recording on its
// standard output. Both begin with a line naming the format and its version;
// every length is checked against a cap before anything is allocated for it,
// so that the program trusts no more of the helper's words than a file's.
// Numbers are little-endian.
namespace labwire {

// Caps on what a recording may hold (LabRecorder keeps far below them).
constexpr size_t MaxProblemBytes = 64 << 10;
// What a message costs besides its text, counted against the messages'
// bytes by the recorder and the reader alike: 20 million empty messages
// would otherwise pass as none, and take some 640 MB in the caller.
constexpr size_t MessageOverheadBytes = 32;
constexpr size_t MaxMessageBytes = 4 << 10;
constexpr size_t MaxMessagesBytes = (4 << 20) + (64 << 10);
constexpr size_t MaxSourceUnits = 1 << 20;

struct Request {
    int rows = 0;
    int cols = 0;
    uint64_t seed = 0;
    int timeLimitMs = 0;
    uint64_t share = 0; // the script's memory budget
    uint64_t budget = 0; // the program's, of which `share` is one of `shares`
    uint32_t shares = 1;
    bool games = false; // solve() and trace() run after digout, and their walks follow the recording
    std::u16string source; // the script's text as Qt holds it (UTF-16)
};

std::string encodeRequest(const Request &request);

// The Java runner's request (app/labjava's LabWire.java): its files (name
// and UTF-8 text) once, then a run a maze, `games` asking for solve and
// trace too; each run is answered with a recording, and then its walks.
std::string encodeJavaFiles(const std::vector<std::pair<std::string, std::string>> &files);
std::string encodeJavaRun(int rows, int cols, uint64_t seed, int timeLimitMs, uint64_t maxEvents, bool games);
// Throws std::runtime_error when `bytes` is not a request this version wrote.
Request decodeRequest(const std::string &bytes);

// Hands the recording to `push` a piece at a time (the moves in blocks, so
// that a recording of millions of moves is not held twice); false as soon
// as `push` returns false.
using Push = std::function<bool(const char *, size_t)>;
bool writeRecording(const mazestudy::LabRecording &recording, const Push &push);
std::string encodeRecording(const mazestudy::LabRecording &recording);

// Fills the buffer with exactly that many bytes, or returns false (the end
// came first, the time ran out, the run was cancelled).
using Pull = std::function<bool(char *, size_t)>;

// What encodeRecording wrote, for a maze of rows x cols and a recorder that
// keeps at most maxEvents moves. Throws std::runtime_error when the bytes end
// early or are not such a recording (a wrong version, a length past its cap,
// a move outside the maze).
mazestudy::LabRecording readRecording(const Pull &pull, int rows, int cols, size_t maxEvents);

// After a recording, where its run asked for them: the student's solve() and
// trace() (the helper's and the Java runner's "walks"), whether the files
// compiled, and each walk's dots and problem; then the line each of the
// recording's events came from (LabRecording::lines), where it has them.
bool writeWalks(const mazestudy::LabRecording &recording, const Push &push);
// The walks writeWalks wrote, into the recording. Throws as
// readRecording does; at most maxDots dots a walk, each inside the maze.
void readWalks(const Pull &pull, mazestudy::LabRecording &recording, int rows, int cols, size_t maxDots);

} // namespace labwire
