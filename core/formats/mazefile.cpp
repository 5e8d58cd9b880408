#include "mazefile.h"

#include "bytesource.h"
#include "cappedtext.h"
#include "generatorcatalog.h"
#include "options.h"
#include "regularfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <map>
#include <set>
#include <sstream>

namespace mazestudy {

MazeFormatError::MazeFormatError(int line, int column, const std::string &what)
    : std::runtime_error(column > 0
            ? "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what
            : "line " + std::to_string(line) + ": " + what)
    , m_line(line)
    , m_column(column)
{
}

namespace {
// The automaton's seed walls, which the file keeps; none for the others.
std::vector<Point> seedWallsOf(const Generator &generator)
{
    const SweepHistory *sweeps = generator.sweepHistory();
    return sweeps ? sweeps->seedWalls() : std::vector<Point>();
}
} // namespace

Maze mazeFromGenerator(const Generator &generator)
{
    Maze maze;
    maze.spec = generator.spec();
    maze.grid = generator.grid();
    maze.start = generator.start();
    maze.exit = generator.exit();
    maze.seedWalls = seedWallsOf(generator);
    if (const ScriptOutcome *outcome = generator.scriptOutcome()) {
        const std::vector<uint8_t> *values = outcome->unitValues();
        if (values && std::any_of(values->begin(), values->end(), [](uint8_t value) { return value > Grid::Floor; }))
            maze.marks = *values;
        maze.problem = outcome->problem();
        maze.problemLine = outcome->problemLine();
        if (const ScriptWalk *walk = outcome->solveWalk())
            maze.solveWalk = *walk;
        if (const ScriptWalk *walk = outcome->traceWalk())
            maze.traceWalk = *walk;
    }
    return maze;
}

int unitHeight(const Maze &maze, Point unit)
{
    if (!maze.grid.contains(unit.row, unit.col) || maze.grid.at(unit.row, unit.col) == Grid::Floor)
        return 0;
    const auto raised = maze.heights.find(uint32_t(maze.grid.index(unit.row, unit.col)));
    return raised == maze.heights.end() ? 1 : raised->second;
}

namespace {

std::string pointText(Point p)
{
    return std::to_string(p.row) + "," + std::to_string(p.col);
}

std::string trim(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

bool parsePoint(const std::string &text, Point &point)
{
    const auto comma = text.find(',');
    long long row = 0;
    long long col = 0;
    if (comma == std::string::npos || !parseInteger(trim(text.substr(0, comma)), row)
        || !parseInteger(trim(text.substr(comma + 1)), col) || row < 0 || col < 0 || row > MaxSide || col > MaxSide)
        return false;
    point = {int(row), int(col)};
    return true;
}

} // namespace

namespace {

void writeParts(std::ostream &out, const MazeSpec &spec, const Grid &grid, const std::optional<Point> &start,
    const std::optional<Point> &exit, const std::vector<Point> &seedWalls,
    const std::map<uint32_t, uint8_t> &heights = {})
{
    const auto header
        = [&out](const std::string &key, const std::string &value) { out << "; " << key << ": " << value << '\n'; };
    if (!spec.generator.empty())
        header("generator", spec.generator);
    header("rows", std::to_string(grid.rows()));
    header("cols", std::to_string(grid.cols()));
    if (!spec.generator.empty()) {
        header("seed", std::to_string(spec.seed));
        for (const auto &[key, value] : spec.options)
            header(key, value);
        if (spec.braid > 0)
            header("braid", shareText(spec.braid));
        if (spec.mask)
            header("mask", maskRuns(*spec.mask));
    }
    if (start)
        header("start", pointText(*start));
    if (exit)
        header("exit", pointText(*exit));
    if (!seedWalls.empty()) {
        std::string walls;
        for (Point p : seedWalls)
            walls += (walls.empty() ? "" : " ") + pointText(p);
        header("seed-walls", walls);
    }
    if (!heights.empty()) {
        std::string stacks;
        for (const auto &[unit, height] : heights)
            stacks += (stacks.empty() ? "" : " ") + pointText(grid.point(unit)) + ":" + std::to_string(height);
        header("heights", stacks);
    }
    // Whole rows into a buffer of about a megabyte, written at once: the
    // translation is a select the compiler vectorises, and a
    // 256 MB maze costs a few hundred writes.
    const size_t cols = size_t(grid.cols());
    const size_t rowsPerChunk = std::min(size_t(grid.rows()), std::max<size_t>(1, (size_t(1) << 20) / (cols + 1)));
    std::vector<char> chunk(rowsPerChunk * (cols + 1));
    const uint8_t *units = grid.data();
    for (size_t row = 0; row < size_t(grid.rows());) {
        char *text = chunk.data();
        for (const size_t end = std::min(size_t(grid.rows()), row + rowsPerChunk); row < end; ++row) {
            for (size_t c = 0; c < cols; ++c)
                text[c] = units[c] == Grid::Floor ? '.' : '#';
            text[cols] = '\n';
            text += cols + 1;
            units += cols;
        }
        out.write(chunk.data(), text - chunk.data());
    }
}

} // namespace

void writeMaze(std::ostream &out, const Maze &maze)
{
    writeParts(out, maze.spec, maze.grid, maze.start, maze.exit, maze.seedWalls, maze.heights);
}

void writeMaze(std::ostream &out, const Generator &generator)
{
    writeParts(out, generator.spec(), generator.grid(), generator.start(), generator.exit(), seedWallsOf(generator));
}

std::string mazeToText(const Maze &maze)
{
    std::ostringstream out;
    writeMaze(out, maze);
    return out.str();
}

namespace {

struct Header {
    int line = 0;
    std::string value;
    int column = 0; // where the value begins, 1-based
};

class MazeReader {
public:
    Maze read(std::istream &in)
    {
        m_bytesLeft = bytesLeft(in);
        ByteSource source(in);
        std::string line;
        while (source.peek() != std::char_traits<char>::eof()) {
            ++m_line;
            if (m_line == 1 && source.peek() == 0xEF) {
                std::string mark;
                for (int i = 0; i < 3; ++i)
                    mark += char(source.take());
                if (mark != "\xEF\xBB\xBF")
                    throw MazeFormatError(1, 1, "unexpected bytes at the start of the file");
            }
            if (source.peek() == ';') {
                if (m_inGrid)
                    throw MazeFormatError(m_line, 1, "header line after the grid has begun");
                readBoundedLine(
                    source, line, MaxHeaderLine, MaxHeaderLine + 1, "the header line is longer than 16 MiB");
                readHeader(line);
                continue;
            }
            if (!m_inGrid)
                beginGrid();
            // One more than a row for a CR: a longer line is refused before it is
            // read whole, at its first character past the row (a CR there is
            // not a line end either, as another character follows it).
            readBoundedLine(source, line, size_t(m_maze.spec.cols) + 1, size_t(m_maze.spec.cols) + 1,
                "the row is longer than the header's " + std::to_string(m_maze.spec.cols) + " columns");
            readGridLine(line);
        }
        if (source.failed())
            throw MazeFormatError(m_line + 1, 0, "the file could not be read to its end");
        if (!m_inGrid)
            beginGrid();
        if (m_rowsRead < m_maze.spec.rows)
            throw MazeFormatError(m_line + 1, 0,
                "the grid has " + std::to_string(m_rowsRead) + " rows, the header says "
                    + std::to_string(m_maze.spec.rows));
        finish();
        return std::move(m_maze);
    }

private:
    static constexpr size_t MaxHeaderLine = size_t(16) << 20;

    // Reads up to the end of the line, keeping at most `limit` characters
    // (without the newline); past the limit, throws naming `column` (1-based),
    // where the line first goes wrong.
    void readBoundedLine(ByteSource &source, std::string &line, size_t limit, size_t column, const std::string &tooLong)
    {
        const bool whole = source.readLine(line, limit);
        if (!line.empty() && line.back() == '\r' && whole)
            line.pop_back();
        // A CR inside a line ends lines alone (classic Mac OS): the whole file
        // reads as one line, whose complaint would be about something else.
        const size_t carriageReturn = line.find('\r');
        if (carriageReturn != std::string::npos)
            throw MazeFormatError(m_line, int(carriageReturn) + 1,
                "a CR without a LF after it: the file ends its lines with CR alone (classic Mac OS); save it with "
                "LF or CR LF line ends");
        if (!whole)
            throw MazeFormatError(m_line, int(column), tooLong);
    }

    void readHeader(const std::string &line)
    {
        const std::string body = line.substr(1);
        const auto colon = body.find(':');
        if (colon == std::string::npos)
            throw MazeFormatError(m_line, 2, "a header line holds \"key: value\"");
        const std::string key = trim(body.substr(0, colon));
        if (key.empty())
            throw MazeFormatError(m_line, 2, "the header line has no key before ':'");
        if (m_headers.count(key))
            throw MazeFormatError(m_line, 2,
                "\"" + key + "\" is given twice (first on line " + std::to_string(m_headers[key].line) + ")");
        const std::string value = body.substr(colon + 1);
        const size_t lead = std::min(value.find_first_not_of(" \t"), value.size());
        // The value's first character: past ';', the key, ':' and the blanks.
        m_headers[key] = {m_line, trim(value), int(1 + colon + 1 + lead) + 1};
    }

    int headerSide(const char *key)
    {
        const auto it = m_headers.find(key);
        if (m_headers.empty() && m_line > 0)
            throw MazeFormatError(m_line, 0,
                "not a .maze file: it must begin with header lines such as \"; rows: 41\" and \"; cols: 51\"");
        if (it == m_headers.end())
            throw MazeFormatError(
                std::max(m_line, 1), 0, std::string("the header has no \"") + key + "\" line before the grid");
        long long value = 0;
        if (!parseInteger(it->second.value, value) || value < 1 || value > MaxSide)
            throw MazeFormatError(it->second.line, 0,
                std::string(key) + " must be a whole number from 1 to " + std::to_string(MaxSide) + ", not \""
                    + it->second.value + "\"");
        return int(value);
    }

    void beginGrid()
    {
        m_inGrid = true;
        m_maze.spec.rows = headerSide("rows");
        m_maze.spec.cols = headerSide("cols");
        // The whole grid at once, never more than the file holds: a header
        // claiming more than the file's bytes allocates no more than them.
        m_units.reserve(std::min(size_t(m_maze.spec.rows) * size_t(m_maze.spec.cols), m_bytesLeft));
    }

    // What a seekable stream (a file) has left to read; 0 for a pipe.
    static size_t bytesLeft(std::istream &in)
    {
        const std::streampos here = in.tellg();
        if (here == std::streampos(-1) || !in.seekg(0, std::ios::end))
            return in.clear(), 0;
        const std::streampos end = in.tellg();
        in.seekg(here);
        return end > here ? size_t(end - here) : 0;
    }

    void readGridLine(const std::string &line)
    {
        if (m_rowsRead == m_maze.spec.rows) {
            if (line.empty())
                return;
            throw MazeFormatError(m_line, 0, "more grid rows than the header's " + std::to_string(m_maze.spec.rows));
        }
        const size_t cols = size_t(m_maze.spec.cols);
        if (line.size() == cols) {
            // Branch-free passes that the compiler vectorises: any stray character, then the translation.
            const size_t at = m_units.size();
            m_units.resize(at + cols);
            uint8_t *units = m_units.data() + at;
            const char *text = line.data();
            unsigned stray = 0;
            for (size_t i = 0; i < cols; ++i)
                stray |= unsigned(text[i] != '.') & unsigned(text[i] != '#');
            for (size_t i = 0; i < cols; ++i)
                units[i] = text[i] == '.' ? Grid::Floor : Grid::Wall;
            if (!stray) {
                ++m_rowsRead;
                return;
            }
            m_units.resize(at);
        }
        for (size_t i = 0; i < line.size() && i < cols; ++i) {
            const char c = line[i];
            if (c != '#' && c != '.')
                throw MazeFormatError(
                    m_line, int(i) + 1, "unexpected character " + describe(c) + ": use '#' for wall and '.' for floor");
        }
        throw MazeFormatError(m_line, int(std::min(line.size(), cols)) + 1,
            "the row has " + std::to_string(line.size()) + " characters, the header says " + std::to_string(cols));
    }

    static std::string describe(char c)
    {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f)
            return std::string("'") + c + "'";
        std::ostringstream hex;
        hex << "byte 0x" << std::hex << int(byte);
        return hex.str();
    }

    // A mask in the file covers the maze's cells exactly: it was fitted when the
    // maze was made. Its size is checked first, so it costs no more than the grid read.
    void readMask(const Header &header)
    {
        MazeSpec &spec = m_maze.spec;
        try {
            spec.mask = std::make_shared<const Mask>(
                maskFromRuns(header.value, std::max(1, (spec.rows - 1) / 2), std::max(1, (spec.cols - 1) / 2)));
        } catch (const std::invalid_argument &error) {
            throw MazeFormatError(header.line, 0, error.what());
        }
    }

    Point headerPoint(const Header &header, const std::string &key)
    {
        Point p;
        if (!parsePoint(header.value, p) || !m_maze.grid.contains(p.row, p.col))
            throw MazeFormatError(header.line, 0,
                key + " must be \"row,col\" inside the " + std::to_string(m_maze.spec.rows) + "x"
                    + std::to_string(m_maze.spec.cols) + " grid, not \"" + header.value + "\"");
        return p;
    }

    void finish()
    {
        m_maze.grid = Grid(m_maze.spec.rows, m_maze.spec.cols, std::move(m_units));
        MazeSpec &spec = m_maze.spec;
        for (const auto &[key, header] : m_headers) {
            if (key == "rows" || key == "cols")
                continue;
            if (key == "generator") {
                spec.generator = header.value;
            } else if (key == "seed") {
                if (!parseUnsigned(header.value, spec.seed))
                    throw MazeFormatError(
                        header.line, 0, "seed must be a whole number from 0 to 2^64-1, not \"" + header.value + "\"");
            } else if (key == "braid") {
                if (!parseShare(header.value, spec.braid))
                    throw MazeFormatError(header.line, 0,
                        "braid must be a share of dead ends from 0 to 1, such as 0.5, not \"" + header.value + "\"");
            } else if (key == "mask") {
                readMask(header);
            } else if (key == "start") {
                m_maze.start = headerPoint(header, key);
            } else if (key == "exit") {
                m_maze.exit = headerPoint(header, key);
            } else if (key == "seed-walls") {
                readSeedWalls(header);
            } else if (key == "heights") {
                readHeights(header);
            } else if (key == "script" && !isScriptDigest(header.value)) {
                // A path here would have the lab read that file (any file,
                // /etc/passwd): a maze from elsewhere names its script only.
                throw MazeFormatError(header.line, header.column,
                    "script must be the lab script's SHA-256 in 64 hex digits, not \""
                        + cappedText(header.value, MaxNameCharacters) + "\": a maze file never names a file to read");
            } else {
                spec.options[key] = header.value;
            }
        }
        if (spec.generator.empty()) {
            for (const char *key : {"seed", "seed-walls", "braid", "mask"}) {
                if (m_headers.count(key))
                    throw MazeFormatError(m_headers.at(key).line, 0,
                        std::string("\"") + key + "\" belongs to a generated maze, and there is no \"generator\" line");
            }
            if (!spec.options.empty())
                throw MazeFormatError(m_headers.at(spec.options.begin()->first).line, 0,
                    "unknown header key \"" + spec.options.begin()->first + "\"");
            return;
        }
        const int generatorLine = m_headers.at("generator").line;
        if (!m_headers.count("seed"))
            throw MazeFormatError(generatorLine, 0, "a maze with a generator needs a \"seed\" line");
        // Seed walls are where a sweeping generator (the automaton) starts from.
        const GeneratorInfo *info = findGenerator(spec.generator);
        if (m_headers.count("seed-walls") && (!info || info->callStyle != CallStyle::Sweeps))
            throw MazeFormatError(m_headers.at("seed-walls").line, 0, "only the automaton has seed walls");
        if (spec.mask && info && info->maskUse == MaskUse::None)
            throw MazeFormatError(m_headers.at("mask").line, 0,
                "generator " + info->id + " cannot carve a mask: " + maskRefusalReason(*info));
        // Only the spec checked takes the legacy values: the one that blames
        // a line holds the file's own keys, each with its line.
        MazeSpec checked = spec;
        fillLegacyOptions(checked);
        try {
            validateSpec(checked);
        } catch (const std::invalid_argument &) {
            blameOptionLine(spec);
            validateOrThrow(spec, generatorLine);
        }
        spec = std::move(checked); // with the defaults of options the file leaves out
    }

    // The spec is refused: name the line of the first option, in file order,
    // with which the options so far are refused. Options are checked together
    // (fewer-than depends on more-than), never one alone against the others'
    // defaults, which refused valid files.
    void blameOptionLine(const MazeSpec &spec) const
    {
        std::vector<std::pair<int, std::string>> keysByLine;
        for (const auto &option : spec.options)
            keysByLine.emplace_back(m_headers.at(option.first).line, option.first);
        std::sort(keysByLine.begin(), keysByLine.end());
        MazeSpec prefix = spec;
        prefix.options.clear();
        for (const auto &[line, key] : keysByLine) {
            prefix.options[key] = spec.options.at(key);
            MazeSpec checked = prefix;
            validateOrThrow(checked, line);
        }
    }

    static void validateOrThrow(MazeSpec &spec, int line)
    {
        try {
            validateSpec(spec);
        } catch (const std::invalid_argument &error) {
            throw MazeFormatError(line, 0, error.what());
        }
    }

    void readSeedWalls(const Header &header)
    {
        std::istringstream points(header.value);
        std::string item;
        while (points >> item) {
            const Point wall = headerPoint({header.line, item}, "seed-walls");
            if (m_maze.grid.isFloor(wall.row, wall.col))
                throw MazeFormatError(header.line, 0, "seed wall " + item + " is floor in the grid");
            m_maze.seedWalls.push_back(wall);
        }
    }

    // "r,c:h" items, each a wall built to height h; every complaint names the
    // item's column. At most one entry a unit, so never more than the grid.
    void readHeights(const Header &header)
    {
        const std::string &value = header.value;
        size_t at = 0;
        while (at < value.size()) {
            if (value[at] == ' ' || value[at] == '\t') {
                ++at;
                continue;
            }
            const size_t end = std::min(value.find_first_of(" \t", at), value.size());
            const std::string item = value.substr(at, end - at);
            const int column = header.column + int(at);
            const auto colon = item.find(':');
            Point unit;
            if (colon == std::string::npos || !parsePoint(item.substr(0, colon), unit))
                throw MazeFormatError(header.line, column, "a height is \"row,col:height\", not \"" + item + "\"");
            if (!m_maze.grid.contains(unit.row, unit.col))
                throw MazeFormatError(header.line, column,
                    "unit " + pointText(unit) + " is outside the " + std::to_string(m_maze.spec.rows) + "x"
                        + std::to_string(m_maze.spec.cols) + " grid");
            long long height = 0;
            if (!parseInteger(item.substr(colon + 1), height) || height < 2 || height > MaxUnitHeight)
                throw MazeFormatError(header.line, column + int(colon) + 1,
                    "a built wall's height is a whole number from 2 to " + std::to_string(MaxUnitHeight) + ", not \""
                        + item.substr(colon + 1) + "\"");
            if (m_maze.grid.isFloor(unit.row, unit.col))
                throw MazeFormatError(header.line, column,
                    "unit " + pointText(unit) + " is floor in the grid: only a wall is built higher");
            if (!m_maze.heights.emplace(uint32_t(m_maze.grid.index(unit.row, unit.col)), uint8_t(height)).second)
                throw MazeFormatError(header.line, column, "unit " + pointText(unit) + " has a height twice");
            at = end;
        }
    }

    Maze m_maze;
    std::map<std::string, Header> m_headers;
    std::vector<uint8_t> m_units;
    size_t m_bytesLeft = 0;
    int m_line = 0;
    int m_rowsRead = 0;
    bool m_inGrid = false;
};

} // namespace

Maze readMaze(std::istream &in)
{
    return MazeReader().read(in);
}

Maze readMazeText(const std::string &text)
{
    std::istringstream in(text);
    return readMaze(in);
}

Maze readMazeFile(const std::string &path)
{
    // A folder opens as a stream on Linux and fails only at the first read.
    std::error_code error;
    if (std::filesystem::is_directory(path, error))
        throw std::runtime_error(path + " is a folder, not a .maze file");
    regularFileSize(path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path + ": " + std::strerror(errno));
    try {
        return readMaze(in);
    } catch (const MazeFormatError &error) {
        throw std::runtime_error(path + ": " + error.what());
    }
}

} // namespace mazestudy
