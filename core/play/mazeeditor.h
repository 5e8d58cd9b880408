#pragma once

#include "grid.h"
#include "mazefile.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace mazestudy {

enum class EditOutcome : uint8_t {
    Changed, // the unit now has the value painted
    Unchanged, // it had that value already
    Outside, // the unit is not in the grid
    EndpointKept, // refused: a wall on the start or exit would leave nothing to walk to or from
    AtLimit, // refused: the unit is MaxUnitHeight high, or MaxRaisedUnits walls are built up already
};

// The automaton sandbox's build and destroy modes on one maze: walls painted
// on and off unit by unit, a drag being one stroke that undoes as a whole,
// and in the 3D view blocks built on a unit or taken off it one at a time.
//
// A unit's height is its number of blocks: 0 for floor, 1 for a wall, up to
// MaxUnitHeight for a wall built higher (Maze::heights). Painting a wall on
// floor makes it 1 high, painting floor clears the whole stack; raising floor
// makes a wall, lowering a 1-high wall makes floor. Every change, painted or
// raised, is one history of undo and redo.
//
// Rules:
// - Building a wall on the start or the exit unit is refused (EndpointKept);
//   everything else in the grid, border included, can be edited.
// - An edited maze is a hand-drawn maze: the first change drops the
//   generator, its seed and options and the automaton's seed walls from the
//   header, because they no longer describe the grid; size, start and exit
//   stay. Undoing that change brings them back, so undoing every edit gives
//   the generated maze's .maze text again, byte for byte.
// - Undo keeps at most MaxUndoStrokes strokes and MaxUndoUnits unit changes
//   in all, forgetting the oldest strokes first (the newest stroke is always
//   kept, however large). A new change clears redo. Opening or replacing
//   the maze clears both.
// - revision() counts every change of the maze (each unit painted, undo,
//   redo, open, replace), so a model can tell when to redraw and re-measure.
class MazeEditor {
public:
    static constexpr size_t MaxUndoStrokes = 1000;
    static constexpr size_t MaxUndoUnits = size_t(1) << 22;
    // Built-up walls in one maze: the file's heights line stays under the
    // reader's 16 MiB for a header line.
    static constexpr size_t MaxRaisedUnits = size_t(1) << 20;

    MazeEditor() = default;
    explicit MazeEditor(Maze maze);

    const Maze &maze() const { return m_maze; }
    uint64_t revision() const { return m_revision; }

    // A new maze (a generated one, say): history cleared.
    void replace(Maze maze);

    // A drag: every unit painted between beginStroke() and endStroke() is one
    // undo step. A stroke that changed nothing leaves no undo step.
    void beginStroke();
    // Paints Grid::Wall, or Grid::Floor for any other value. Outside a
    // stroke it is a stroke of its own.
    EditOutcome paint(Point unit, uint8_t value);
    void endStroke();
    bool inStroke() const { return m_inStroke; }

    // One-unit strokes: the build and destroy modes' click.
    EditOutcome setWall(Point unit) { return paint(unit, Grid::Wall); }
    EditOutcome setFloor(Point unit) { return paint(unit, Grid::Floor); }

    // The 3D view's build and destroy: one block more, or one less.
    int height(Point unit) const { return unitHeight(m_maze, unit); }
    EditOutcome raise(Point unit);
    EditOutcome lower(Point unit);

    // An unfinished stroke is ended first. Each returns the units it changed
    // (empty when there was nothing to undo or redo).
    bool canUndo() const { return !m_undo.empty() || !m_stroke.changes.empty(); }
    bool canRedo() const { return !m_redo.empty() && m_stroke.changes.empty(); }
    Rect undo();
    Rect redo();
    size_t undoSteps() const { return m_undo.size(); }

    // The maze in the .maze text format.
    std::string text() const { return mazeToText(m_maze); }
    // Reads a .maze file and makes it the maze, history cleared. On failure
    // throws std::runtime_error with the reader's message (naming the file,
    // line and column) and leaves everything as it was.
    void open(const std::string &path);

private:
    struct UnitChange {
        uint32_t unit;
        uint8_t before; // heights
        uint8_t after;
    };
    // What a generated maze's header held before the first edit dropped it.
    struct Origin {
        MazeSpec spec;
        std::vector<Point> seedWalls;
    };
    struct Stroke {
        std::vector<UnitChange> changes; // in the order painted
        std::optional<Origin> origin;
    };

    // Records the change in the stroke (a stroke of its own outside one).
    EditOutcome change(Point unit, int before, int after);
    void setHeight(uint32_t unit, uint8_t height);
    bool hasOrigin() const;
    Origin dropOrigin();
    void restoreOrigin(const Origin &origin);
    void pushUndo(Stroke stroke);
    // Redoes (forward) or undoes the stroke's changes; returns the units changed.
    Rect apply(const Stroke &stroke, bool forward);

    Maze m_maze;
    uint64_t m_revision = 0;
    bool m_inStroke = false;
    Stroke m_stroke;
    std::deque<Stroke> m_undo;
    std::vector<Stroke> m_redo;
    size_t m_undoUnits = 0;
};

} // namespace mazestudy
