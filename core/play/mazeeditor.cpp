#include "mazeeditor.h"

#include "mazefileformats.h"

#include <algorithm>

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
    if (!m_maze.grid.contains(unit.row, unit.col))
        return EditOutcome::Outside;
    const int before = height(unit);
    if (value == Grid::Wall)
        return change(unit, before, std::max(before, 1));
    return change(unit, before, 0);
}

EditOutcome MazeEditor::raise(Point unit)
{
    if (!m_maze.grid.contains(unit.row, unit.col))
        return EditOutcome::Outside;
    const int before = height(unit);
    if (before == MaxUnitHeight || (before == 1 && m_maze.heights.size() >= MaxRaisedUnits))
        return EditOutcome::AtLimit;
    return change(unit, before, before + 1);
}

EditOutcome MazeEditor::lower(Point unit)
{
    if (!m_maze.grid.contains(unit.row, unit.col))
        return EditOutcome::Outside;
    const int before = height(unit);
    return change(unit, before, std::max(before - 1, 0));
}

EditOutcome MazeEditor::change(Point unit, int before, int after)
{
    if (before == after)
        return EditOutcome::Unchanged;
    if (before == 0 && (unit == m_maze.start || unit == m_maze.exit))
        return EditOutcome::EndpointKept;
    const bool ownStroke = !m_inStroke;
    if (ownStroke)
        beginStroke();
    if (hasOrigin())
        m_stroke.origin = dropOrigin();
    const auto index = uint32_t(m_maze.grid.index(unit.row, unit.col));
    setHeight(index, uint8_t(after));
    m_stroke.changes.push_back({index, uint8_t(before), uint8_t(after)});
    ++m_revision;
    if (ownStroke)
        endStroke();
    return EditOutcome::Changed;
}

void MazeEditor::setHeight(uint32_t unit, uint8_t height)
{
    const Point p = m_maze.grid.point(unit);
    m_maze.grid.set(p.row, p.col, height == 0 ? Grid::Floor : Grid::Wall);
    if (height > 1)
        m_maze.heights[unit] = height;
    else
        m_maze.heights.erase(unit);
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
        setHeight(change.unit, forward ? change.after : change.before);
        changed.include(m_maze.grid.point(change.unit));
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
    replace(readMazeFileAnyFormat(path));
}

} // namespace mazestudy
