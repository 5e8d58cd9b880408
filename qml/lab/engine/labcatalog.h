#pragma once

// Adds "lab", the user's own generator, to the engine's catalogue. Both
// programs call it first thing in main(), before any JavaScript engine and
// before any thread: it also sets the engine's call-depth limit.
void registerLabGenerator();

// Whether the lab's maze runs also run the script's solve() and trace(), as
// the assignment's setup does after digout: the window shows their walks in
// its Solve and Trace modes; the CLI's mazes and studies need digout alone.
// Off until set; set it before the first maze.
void setLabWalks(bool walks);
