#include "labwire.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

using mazestudy::LabEvent;
using mazestudy::LabRecording;

namespace labwire {

namespace {

const std::string RequestMagic = "MazeStudy lab request 2\n";
const std::string RecordingMagic = "MazeStudy lab recording 1\n";
const std::string RecordingEnd = "end\n";
// Version 2: the events' lines follow the walks.
const std::string WalksMagic = "MazeStudy lab walks 2\n";
const std::string JavaRequestMagic = "MazeStudy java lab request 2\n";
// A run's flags: solve() and trace() run after digout.
constexpr uint32_t Games = 1;
constexpr size_t EventBytes = 13; // kind, row, col, value
constexpr int MaxSide = 1 << 20;
// More lines than any script the lab takes can have (its size is capped at a few megabytes).
constexpr uint32_t MaxLine = 1u << 24;

void put(std::string &out, uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(char(uint8_t(value >> (8 * i))));
}

uint64_t get(const unsigned char *in, int bytes)
{
    uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= uint64_t(in[i]) << (8 * i);
    return value;
}

void putText(std::string &out, const std::string &text)
{
    put(out, text.size(), 4);
    out += text;
}

[[noreturn]] void refuse(const std::string &what)
{
    throw std::runtime_error("the lab's helper answered with " + what);
}

// Reads a recording's fields in order, each checked before it is kept.
class Reader {
public:
    explicit Reader(const Pull &pull)
        : m_pull(pull)
    {
    }
    void bytes(char *into, size_t size)
    {
        if (size > 0 && !m_pull(into, size))
            refuse("too few bytes");
    }
    uint64_t number(int size)
    {
        unsigned char buffer[8] = {};
        bytes(reinterpret_cast<char *>(buffer), size_t(size));
        return get(buffer, size);
    }
    std::string text(size_t cap, const char *what)
    {
        const uint64_t size = number(4);
        if (size > cap)
            refuse(std::string("a ") + what + " of " + std::to_string(size) + " bytes");
        std::string out(size_t(size), '\0');
        bytes(out.data(), out.size());
        return out;
    }

private:
    const Pull &m_pull;
};

} // namespace

std::string encodeRequest(const Request &request)
{
    std::string out = RequestMagic;
    put(out, uint32_t(request.rows), 4);
    put(out, uint32_t(request.cols), 4);
    put(out, request.seed, 8);
    put(out, uint32_t(request.timeLimitMs), 4);
    put(out, request.share, 8);
    put(out, request.budget, 8);
    put(out, request.shares, 4);
    put(out, request.games ? Games : 0, 4);
    put(out, request.source.size(), 4);
    for (const char16_t unit : request.source)
        put(out, unit, 2);
    return out;
}

std::string encodeJavaFiles(const std::vector<std::pair<std::string, std::string>> &files)
{
    std::string out = JavaRequestMagic;
    put(out, files.size(), 4);
    for (const auto &[name, text] : files) {
        putText(out, name);
        putText(out, text);
    }
    return out;
}

std::string encodeJavaRun(int rows, int cols, uint64_t seed, int timeLimitMs, uint64_t maxEvents, bool games)
{
    std::string out;
    put(out, uint32_t(rows), 4);
    put(out, uint32_t(cols), 4);
    put(out, seed, 8);
    put(out, uint32_t(timeLimitMs), 4);
    put(out, maxEvents, 8);
    put(out, games ? Games : 0, 4);
    return out;
}

Request decodeRequest(const std::string &bytes)
{
    constexpr size_t Fixed = 4 + 4 + 8 + 4 + 8 + 8 + 4 + 4 + 4;
    if (bytes.compare(0, RequestMagic.size(), RequestMagic) != 0 || bytes.size() < RequestMagic.size() + Fixed)
        throw std::runtime_error("not a request of this version of the lab");
    const auto *in = reinterpret_cast<const unsigned char *>(bytes.data()) + RequestMagic.size();
    Request request;
    request.rows = int(get(in, 4));
    request.cols = int(get(in + 4, 4));
    request.seed = get(in + 8, 8);
    request.timeLimitMs = int(get(in + 16, 4));
    request.share = get(in + 20, 8);
    request.budget = get(in + 28, 8);
    request.shares = uint32_t(get(in + 36, 4));
    const uint64_t flags = get(in + 40, 4);
    request.games = (flags & Games) != 0;
    const uint64_t units = get(in + 44, 4);
    if (request.rows < 1 || request.rows > MaxSide || request.cols < 1 || request.cols > MaxSide
        || request.timeLimitMs < 1 || request.shares < 1 || flags > Games || units > MaxSourceUnits
        || bytes.size() != RequestMagic.size() + Fixed + 2 * units)
        throw std::runtime_error("a request whose sizes do not hold");
    request.source.resize(size_t(units));
    for (size_t i = 0; i < units; ++i)
        request.source[i] = char16_t(get(in + Fixed + 2 * i, 2));
    return request;
}

bool writeRecording(const LabRecording &recording, const Push &push)
{
    std::string out = RecordingMagic;
    put(out, uint32_t(recording.problemLine), 4);
    putText(out, recording.problem.substr(0, MaxProblemBytes));
    // The maze as it was left: as large as the maze, so not copied.
    put(out, recording.finalValues.size(), 4);
    if (!push(out.data(), out.size())
        || !push(reinterpret_cast<const char *>(recording.finalValues.data()), recording.finalValues.size()))
        return false;
    out.clear();
    put(out, recording.messages.size(), 4);
    for (const std::string &message : recording.messages)
        putText(out, message.substr(0, MaxMessageBytes));
    put(out, recording.events.size(), 8);
    constexpr size_t Block = 4096;
    for (size_t i = 0; i < recording.events.size(); ++i) {
        const LabEvent &event = recording.events[i];
        put(out, uint8_t(event.kind), 1);
        put(out, uint32_t(event.unit.row), 4);
        put(out, uint32_t(event.unit.col), 4);
        put(out, event.value, 4);
        if ((i + 1) % Block == 0) {
            if (!push(out.data(), out.size()))
                return false;
            out.clear();
        }
    }
    out += RecordingEnd;
    return push(out.data(), out.size());
}

std::string encodeRecording(const LabRecording &recording)
{
    std::string out;
    writeRecording(recording, [&out](const char *bytes, size_t size) {
        out.append(bytes, size);
        return true;
    });
    return out;
}

LabRecording readRecording(const Pull &pull, int rows, int cols, size_t maxEvents)
{
    Reader reader(pull);
    std::string magic(RecordingMagic.size(), '\0');
    reader.bytes(magic.data(), magic.size());
    if (magic != RecordingMagic)
        refuse("a recording of another format or version");
    LabRecording recording;
    recording.problemLine = int(reader.number(4));
    if (recording.problemLine < 0)
        refuse("a negative line");
    recording.problem = reader.text(MaxProblemBytes, "problem");
    const size_t units = size_t(rows) * size_t(cols);
    if (reader.number(4) != units)
        refuse("a maze of another size");
    recording.finalValues.resize(units);
    reader.bytes(reinterpret_cast<char *>(recording.finalValues.data()), units);
    const uint64_t messages = reader.number(4);
    if (messages > maxEvents)
        refuse(std::to_string(messages) + " messages");
    size_t messageBytes = 0;
    for (uint64_t i = 0; i < messages; ++i) {
        recording.messages.push_back(reader.text(MaxMessageBytes, "message"));
        messageBytes += recording.messages.back().size() + MessageOverheadBytes;
        if (messageBytes > MaxMessagesBytes)
            refuse("more than " + std::to_string(MaxMessagesBytes) + " bytes of messages");
    }
    const uint64_t events = reader.number(8);
    if (events > maxEvents)
        refuse(std::to_string(events) + " moves");
    recording.events.reserve(size_t(events));
    // A block of moves at a time: reading them one by one through `pull`
    // would cost a call each.
    constexpr size_t Block = 4096;
    std::string block(Block * EventBytes, '\0');
    for (uint64_t done = 0; done < events;) {
        const size_t count = size_t(std::min<uint64_t>(Block, events - done));
        reader.bytes(block.data(), count * EventBytes);
        for (size_t i = 0; i < count; ++i) {
            const auto *in = reinterpret_cast<const unsigned char *>(block.data()) + i * EventBytes;
            LabEvent event;
            const uint8_t kind = in[0];
            event.unit = {int(get(in + 1, 4)), int(get(in + 5, 4))};
            event.value = uint32_t(get(in + 9, 4));
            if (kind > uint8_t(LabEvent::Kind::Pause))
                refuse("a move of an unknown kind");
            event.kind = LabEvent::Kind(kind);
            const bool placed = event.kind == LabEvent::Kind::Call || event.kind == LabEvent::Kind::Draw;
            if (placed
                && (event.unit.row < 0 || event.unit.row >= rows || event.unit.col < 0 || event.unit.col >= cols))
                refuse("a move outside the maze");
            // As the recorder makes them: a draw's value a byte, a pause at
            // most a minute, a return that did or did not return.
            if ((event.kind == LabEvent::Kind::Message && event.value >= messages)
                || (event.kind == LabEvent::Kind::Draw && event.value > 255)
                || (event.kind == LabEvent::Kind::Pause && event.value > 60000)
                || (event.kind == LabEvent::Kind::Return && event.value > 1))
                refuse("a move that names what is not there");
            recording.events.push_back(event);
        }
        done += count;
    }
    std::string end(RecordingEnd.size(), '\0');
    reader.bytes(end.data(), end.size());
    if (end != RecordingEnd)
        refuse("a recording that does not end where it should");
    return recording;
}

bool writeWalks(const LabRecording &recording, const Push &push)
{
    std::string out = WalksMagic;
    put(out, recording.compiled ? 1 : 0, 1);
    for (const mazestudy::ScriptWalk *walk : {&recording.solve, &recording.trace}) {
        put(out, walk->written ? 1 : 0, 1);
        put(out, walk->ran ? 1 : 0, 1);
        put(out, uint32_t(walk->problemLine), 4);
        putText(out, walk->problem.substr(0, MaxProblemBytes));
        put(out, walk->dots.size(), 4);
        for (const mazestudy::Point dot : walk->dots) {
            put(out, uint32_t(dot.row), 4);
            put(out, uint32_t(dot.col), 4);
        }
    }
    put(out, recording.lines.size(), 8);
    for (const uint32_t line : recording.lines)
        put(out, line, 4);
    out += RecordingEnd;
    return push(out.data(), out.size());
}

void readWalks(const Pull &pull, LabRecording &recording, int rows, int cols, size_t maxDots)
{
    Reader reader(pull);
    std::string magic(WalksMagic.size(), '\0');
    reader.bytes(magic.data(), magic.size());
    if (magic != WalksMagic)
        refuse("walks of another format or version");
    recording.compiled = reader.number(1) != 0;
    for (mazestudy::ScriptWalk *walk : {&recording.solve, &recording.trace}) {
        walk->written = reader.number(1) != 0;
        walk->ran = reader.number(1) != 0;
        walk->problemLine = int(reader.number(4));
        if (walk->problemLine < 0)
            refuse("a negative line");
        walk->problem = reader.text(MaxProblemBytes, "problem");
        const uint64_t dots = reader.number(4);
        if (dots > maxDots)
            refuse(std::to_string(dots) + " dots");
        walk->dots.resize(size_t(dots));
        for (mazestudy::Point &dot : walk->dots) {
            dot = {int(reader.number(4)), int(reader.number(4))};
            if (dot.row < 0 || dot.row >= rows || dot.col < 0 || dot.col >= cols)
                refuse("a dot outside the maze");
        }
    }
    // None, or one for each of the recording's events.
    const uint64_t lines = reader.number(8);
    if (lines != 0 && lines != recording.events.size())
        refuse(std::to_string(lines) + " lines for " + std::to_string(recording.events.size()) + " moves");
    recording.lines.resize(size_t(lines));
    for (uint32_t &line : recording.lines) {
        line = uint32_t(reader.number(4));
        if (line > MaxLine)
            refuse("a line past any script's end");
    }
    std::string end(RecordingEnd.size(), '\0');
    reader.bytes(end.data(), end.size());
    if (end != RecordingEnd)
        refuse("walks that do not end where they should");
}

} // namespace labwire
