#pragma once

#include "grid.h"

#include <vector>

namespace mazestudy {

// The sweeps of a cellular automaton (the sandbox's automaton, Life): a
// generator that updates the whole grid again and again until nothing
// changes, so that its progress is the sweep it is in, not a call or a cell.
// A capability (Generator::sweepHistory()) rather than part of every
// generator, since the others build the maze once.
class SweepHistory {
public:
    // Sweeps (Life: generations) finished so far.
    virtual int sweeps() const = 0;
    // The walls placed before the first sweep, in placement order; none for
    // an automaton that starts from a soup of its own.
    virtual std::vector<Point> seedWalls() const { return {}; }

protected:
    ~SweepHistory() = default;
};

} // namespace mazestudy
