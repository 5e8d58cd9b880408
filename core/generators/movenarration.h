#pragma once

#include "direction.h"
#include "grid.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazestudy {

// lupdate collects the narrations (and the catalogue's names and summaries)
// for the window through these markers, as it does in Qt code; the engine
// stays free of Qt, so here they are only the text.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
// The texts with a count (%n), so that lupdate asks for plural forms.
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(context, text) text
#endif

// One kind of narrated move: a stable name for JSON and its English template
// with %1, %2, ... and Qt's %n plural marker ("%n wall(s)"), which the window
// translates (QCoreApplication::translate("Narration", text, nullptr, count))
// while the CLI and the tests use the English narrationText(). Each generator
// defines its own kinds beside its code and lists them in its catalogue entry,
// so that a new generator adds its words without touching a shared list; a
// kind is known by its address.
struct NarrationKind {
    const char *name; // "digout-carve"
    const char *text;
};

struct NarrationArg {
    // Plain text is the same in every language: a number, a place "(3, 7)",
    // a call "digout(3, 7)". Directions are words, left to the translator.
    enum class Type : uint8_t { Plain, Direction, Directions };
    Type type = Type::Plain;
    std::string plain;
    std::vector<Direction> directions; // one for Direction, the list for Directions

    friend bool operator==(const NarrationArg &a, const NarrationArg &b)
    {
        return a.type == b.type && a.plain == b.plain && a.directions == b.directions;
    }
};

struct Narration {
    const NarrationKind *kind = nullptr;
    std::vector<NarrationArg> args; // %1, %2, ... in order
    int count = -1; // %n, when the template has it

    friend bool operator==(const Narration &a, const Narration &b)
    {
        return a.kind == b.kind && a.args == b.args && a.count == b.count;
    }
    friend bool operator!=(const Narration &a, const Narration &b) { return !(a == b); }
};

// Fills a narration's arguments in order. Places are "(row, column)" in
// units, or with `cellPlaces` in cells, as the flame game and visit() count.
class NarrationArgs {
public:
    explicit NarrationArgs(Narration &narration, bool cellPlaces = false);

    // The template, and %n when it has one.
    NarrationArgs &kind(const NarrationKind &kind, int count = -1);
    NarrationArgs &plain(std::string text);
    NarrationArgs &number(long long value);
    NarrationArgs &place(Point unit);
    NarrationArgs &direction(Direction d);
    NarrationArgs &directions(std::vector<Direction> list);

private:
    Narration &m_narration;
    bool m_cellPlaces;
};

// "(5, 7)": unit row 5, column 7; with `cell`, cell (r, c) of unit (2r + 1, 2c + 1).
std::string placeText(Point unit, bool cell);

} // namespace mazestudy
