#pragma once

#include "game.h"

#include <QPoint>
#include <QtQml/qqmlregistration.h>

// Edit: the sandbox's build and destroy modes. A click paints one unit, a
// drag paints every unit on its way; each stroke is one step of undo.
class EditGame : public Game {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's edit game")
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)

public:
    enum Tool { Build, Destroy };
    Q_ENUM(Tool)

    explicit EditGame(GameBoard *board);

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    bool canUndo() const;
    bool canRedo() const;

    void start() override { }
    // N and M: the tool, switching Edit on, or off when it is on with that tool.
    Q_INVOKABLE void toggleBuild();
    Q_INVOKABLE void toggleDestroy();
    // Strokes in units.
    Q_INVOKABLE void beginStroke(int row, int col);
    Q_INVOKABLE void strokeTo(int row, int col);
    Q_INVOKABLE void endStroke();
    // Undo and redo reach any game: it starts again on the maze as it now is.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();

private:
    void toggle(Tool tool);
    uint8_t paintValue() const;

    Tool m_tool = Build;
    bool m_stroking = false;
    QPoint m_strokeLast;
};
