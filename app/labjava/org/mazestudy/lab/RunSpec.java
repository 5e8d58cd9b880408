package org.mazestudy.lab;

// One run the app asks for: the maze's size, its seed, and the run's limits.
record RunSpec(int rows, int cols, long seed, int timeLimitMs, long maxEvents) {
}
