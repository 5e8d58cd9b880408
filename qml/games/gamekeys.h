#pragma once

#include <Qt>

// The games' keys, as the seeds name them: W A S D or the arrows move the
// flame, Space respawns in a new maze (Play only); N and M toggle the build
// and destroy modes, Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo.
enum class GameKey { None, Up, Down, Left, Right, NewMaze, Build, Destroy, Undo, Redo };

// What a key press means to a game, `playing` when the game is Play.
GameKey gameKeyOf(int key, Qt::KeyboardModifiers modifiers, bool playing);
