#include "framecanvas.h"

#include "mazecolours.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <stb/stb_easy_font.h>

namespace mazestudy {

namespace {

constexpr MazeRole RoleOf[UnitStateCount] = {MazeRole::Wall, MazeRole::Floor, MazeRole::Visited, MazeRole::Current,
    MazeRole::Considered, MazeRole::Start, MazeRole::Exit, MazeRole::SeedWall, MazeRole::NewWall, MazeRole::Path};

// The font has ASCII only: a name's dashes, quotes, umlauts and accented
// letters become their plain forms (German's ä as ae), the rest '?'.
std::string asciiOf(const std::string &text)
{
    static const std::map<std::string, std::string> plain {{"\u2013", "-"}, {"\u2014", "-"}, {"\u2019", "'"},
        {"\u00e4", "ae"}, {"\u00f6", "oe"}, {"\u00fc", "ue"}, {"\u00c4", "Ae"}, {"\u00d6", "Oe"}, {"\u00dc", "Ue"},
        {"\u00df", "ss"}, {"\u00e9", "e"}, {"\u00e8", "e"}, {"\u00e0", "a"}, {"\u00e7", "c"}};
    std::string ascii;
    for (size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80) {
            ascii += byte >= 32 && byte < 127 ? char(byte) : '?';
            ++i;
            continue;
        }
        const size_t length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
        const auto found = plain.find(text.substr(i, length));
        ascii += found != plain.end() ? found->second : "?";
        i += length;
    }
    return ascii;
}

int textWidth(std::string &text)
{
    return stb_easy_font_width(text.data());
}

} // namespace

FrameCanvas::FrameCanvas(int width, int height)
    : m_width(width)
    , m_height(height)
    , m_pixels(size_t(width) * size_t(height), BackgroundIndex)
{
}

std::vector<uint32_t> FrameCanvas::palette(bool plain)
{
    std::vector<uint32_t> colours;
    for (int state = 0; state < UnitStateCount; ++state)
        colours.push_back(plain ? (isWallState(uint8_t(state)) ? 0x000000 : 0xffffff) : mazeRgb(RoleOf[state]));
    colours.push_back(plain ? 0x000000 : mazeRgb(MazeRole::Background));
    colours.push_back(plain ? 0xffffff : mazeRgb(MazeRole::Wall));
    colours.push_back(mazeRgb(MazeRole::Retreat));
    colours.push_back(mazeRgb(MazeRole::SolverDot));
    return colours;
}

void FrameCanvas::fill(int x, int y, int width, int height, uint8_t index)
{
    const int left = std::clamp(x, 0, m_width);
    const int right = std::clamp(x + width, 0, m_width);
    for (int line = std::max(y, 0); line < std::min(y + height, m_height); ++line)
        std::fill(row(line) + left, row(line) + right, index);
}

void FrameCanvas::drawText(int x, int y, int maxWidth, const std::string &text, int textScale)
{
    std::string shown = asciiOf(text);
    while (!shown.empty() && textWidth(shown) * textScale > maxWidth)
        shown.pop_back();
    // Four vertices of 16 bytes a quad; a letter has at most a dozen quads.
    std::vector<char> quads(shown.size() * 16 * 64 + 64);
    const int count = stb_easy_font_print(0, 0, shown.data(), nullptr, quads.data(), int(quads.size()));
    for (int quad = 0; quad < count; ++quad) {
        // The font's quads are axis-aligned rectangles on whole font pixels:
        // the first vertex is the top left, the third the bottom right.
        const auto corner = [&](int vertex, int coordinate) {
            float value = 0;
            std::memcpy(&value, quads.data() + quad * 64 + vertex * 16 + coordinate * 4, sizeof value);
            return int(value);
        };
        const int left = corner(0, 0);
        const int top = corner(0, 1);
        fill(x + left * textScale, y + top * textScale, (corner(2, 0) - left) * textScale,
            (corner(2, 1) - top) * textScale, TextIndex);
    }
}

} // namespace mazestudy
