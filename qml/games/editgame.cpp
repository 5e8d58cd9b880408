#include "editgame.h"

#include <cstdlib>

using namespace mazestudy;

EditGame::EditGame(GameBoard *board)
    : Game(board, GameBoard::Edit)
{
    connect(board, &GameBoard::editChanged, this, &EditGame::changed);
    // A stroke in progress ends before the mode changes or a file replaces the maze.
    connect(board, &GameBoard::aboutToChange, this, &EditGame::endStroke);
    // A new maze from the pane: a stroke on the old one is dropped with it.
    connect(board, &GameBoard::mazeReplaced, this, [this] { m_stroking = false; });
}

void EditGame::setTool(Tool tool)
{
    if (m_tool == tool)
        return;
    m_tool = tool;
    emit changed();
}

bool EditGame::canUndo() const
{
    return board()->editor().canUndo();
}

bool EditGame::canRedo() const
{
    return board()->editor().canRedo();
}

void EditGame::toggle(Tool tool)
{
    if (board()->mode() == GameBoard::Edit && m_tool == tool) {
        board()->setMode(GameBoard::Off);
        return;
    }
    setTool(tool);
    board()->setMode(GameBoard::Edit);
}

void EditGame::toggleBuild()
{
    toggle(Build);
}

void EditGame::toggleDestroy()
{
    toggle(Destroy);
}

uint8_t EditGame::paintValue() const
{
    return m_tool == Build ? Grid::Wall : Grid::Floor;
}

void EditGame::beginStroke(int row, int col)
{
    if (!active())
        return;
    endStroke();
    MazeEditor &editor = board()->ownMaze();
    editor.beginStroke();
    m_stroking = true;
    m_strokeLast = QPoint(col, row);
    if (editor.paint({row, col}, paintValue()) == EditOutcome::Changed)
        board()->writeLayer(Rect {row, col, row, col});
}

void EditGame::strokeTo(int row, int col)
{
    if (!m_stroking)
        return;
    MazeEditor &editor = board()->ownMaze();
    // Every unit on the way, so a fast drag leaves no gaps.
    int r = m_strokeLast.y();
    int c = m_strokeLast.x();
    while (r != row || c != col) {
        if (std::abs(row - r) >= std::abs(col - c))
            r += row > r ? 1 : -1;
        else
            c += col > c ? 1 : -1;
        if (editor.paint({r, c}, paintValue()) == EditOutcome::Changed)
            board()->writeLayer(Rect {r, c, r, c});
    }
    m_strokeLast = QPoint(col, row);
}

void EditGame::endStroke()
{
    if (!m_stroking)
        return;
    m_stroking = false;
    board()->ownMaze().endStroke();
    board()->mazeEdited(Rect {});
}

bool EditGame::undo()
{
    endStroke();
    if (!board()->editor().canUndo())
        return false;
    board()->mazeEdited(board()->ownMaze().undo());
    return true;
}

bool EditGame::redo()
{
    endStroke();
    if (!board()->editor().canRedo())
        return false;
    board()->mazeEdited(board()->ownMaze().redo());
    return true;
}
