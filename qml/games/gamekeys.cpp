#include "gamekeys.h"

GameKey gameKeyOf(int key, Qt::KeyboardModifiers modifiers, bool playing)
{
    const Qt::KeyboardModifiers pressed = modifiers & ~Qt::KeypadModifier;
    if (pressed == Qt::NoModifier) {
        if (key == Qt::Key_N)
            return GameKey::Build;
        if (key == Qt::Key_M)
            return GameKey::Destroy;
    }
    if (pressed & Qt::ControlModifier) {
        if (key == Qt::Key_Z)
            return pressed & Qt::ShiftModifier ? GameKey::Redo : GameKey::Undo;
        if (key == Qt::Key_Y)
            return GameKey::Redo;
    }
    if (!playing)
        return GameKey::None;
    switch (key) {
    case Qt::Key_W:
    case Qt::Key_Up:
        return GameKey::Up;
    case Qt::Key_S:
    case Qt::Key_Down:
        return GameKey::Down;
    case Qt::Key_A:
    case Qt::Key_Left:
        return GameKey::Left;
    case Qt::Key_D:
    case Qt::Key_Right:
        return GameKey::Right;
    case Qt::Key_Space:
        return GameKey::NewMaze;
    default:
        return GameKey::None;
    }
}
