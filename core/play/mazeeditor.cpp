#include "mazeeditor.h"

namespace mazestudy {

MazeEditor::MazeEditor(Maze maze)
    : m_maze(std::move(maze))
{
}

void MazeEditor::replace(Maze maze)
{
    m_maze = std::move(maze);
    m_inStroke = false;
    m_stroke = {};
    m_undo.clear();
    m_redo.clear();
    m_undoUnits = 0;
    ++m_revision;
}

bool MazeEditor::hasOrigin() const
{
    return !m_maze.spec.generator.empty() || !m_maze.spec.options.empty() || !m_maze.seedWalls.empty();
}

// Leaves the header a hand-drawn maze's reader would give: size only.
MazeEditor::Origin MazeEditor::dropOrigin()
{
    Origin origin {m_maze.spec, std::move(m_maze.seedWalls)};
    m_maze.spec = MazeSpec();
    m_maze.spec.rows = m_maze.grid.rows();
    m_maze.spec.cols = m_maze.grid.cols();
    m_maze.seedWalls.clear();
    return origin;
}

void MazeEditor::restoreOrigin(const Origin &origin)
{
    m_maze.spec = origin.spec;
    m_maze.seedWalls = origin.seedWalls;
}

void MazeEditor::beginStroke()
{
    endStroke();
    m_inStroke = true;
}

EditOutcome MazeEditor::paint(Point unit, uint8_t value)
{
    value = value == Grid::Wall ? Grid::Wall : Grid::Floor; // the grid holds nothing else
    Grid &grid = m_maze.grid;
    if (!grid.contains(unit.row, unit.col))
        return EditOutcome::Outside;
    if (value == Grid::Wall && (unit == m_maze.start || unit == m_maze.exit))
        return EditOutcome::EndpointKept;
    const uint8_t before = grid.at(unit.row, unit.col);
    if (before == value)
        return EditOutcome::Unchanged;
    const bool ownStroke = !m_inStroke;
    if (ownStroke)
        beginStroke();
    if (hasOrigin())
        m_stroke.origin = dropOrigin();
    grid.set(unit.row, unit.col, value);
    m_stroke.changes.push_back({uint32_t(grid.index(unit.row, unit.col)), before, value});
    ++m_revision;
    if (ownStroke)
        endStroke();
    return EditOutcome::Changed;
}

void MazeEditor::endStroke()
{
    if (!m_inStroke)
        return;
    m_inStroke = false;
    if (m_stroke.changes.empty())
        return;
    m_redo.clear();
    pushUndo(std::move(m_stroke));
    m_stroke = {};
}

void MazeEditor::pushUndo(Stroke stroke)
{
    m_undoUnits += stroke.changes.size();
    m_undo.push_back(std::move(stroke));
    while (m_undo.size() > 1 && (m_undo.size() > MaxUndoStrokes || m_undoUnits > MaxUndoUnits)) {
        m_undoUnits -= m_undo.front().changes.size();
        m_undo.pop_front();
    }
}

Rect MazeEditor::undo()
{
    endStroke();
    if (m_undo.empty())
        return {};
    Stroke stroke = std::move(m_undo.back());
    m_undo.pop_back();
    m_undoUnits -= stroke.changes.size();
    const Rect changed = apply(stroke, false);
    m_redo.push_back(std::move(stroke));
    return changed;
}

Rect MazeEditor::redo()
{
    endStroke();
    if (m_redo.empty())
        return {};
    Stroke stroke = std::move(m_redo.back());
    m_redo.pop_back();
    const Rect changed = apply(stroke, true);
    pushUndo(std::move(stroke));
    return changed;
}

// Forward in painting order, backward in reverse, so a unit painted twice in
// one drag ends as it should either way.
Rect MazeEditor::apply(const Stroke &stroke, bool forward)
{
    Rect changed;
    const size_t count = stroke.changes.size();
    for (size_t i = 0; i < count; ++i) {
        const UnitChange &change = stroke.changes[forward ? i : count - 1 - i];
        const Point p = m_maze.grid.point(change.unit);
        m_maze.grid.set(p.row, p.col, forward ? change.after : change.before);
        changed.include(p);
    }
    if (stroke.origin) {
        if (forward)
            dropOrigin();
        else
            restoreOrigin(*stroke.origin);
    }
    ++m_revision;
    return changed;
}

void MazeEditor::open(const std::string &path)
{
    replace(readMazeFile(path));
}

} // namespace mazestudy
