package org.mazestudy.lab;

// One run the app asks for: the maze's size, its seed, the run's limits, and
// whether solve() and trace() run after digout (lab check).
record RunSpec(int rows, int cols, long seed, int timeLimitMs, long maxEvents, boolean games) {
}
