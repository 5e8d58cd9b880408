#pragma once

// Adds "lab", the user's own generator, to the engine's catalogue. Both
// programs call it first thing in main(), before any JavaScript engine and
// before any thread: it also sets the engine's call-depth limit.
void registerLabGenerator();
