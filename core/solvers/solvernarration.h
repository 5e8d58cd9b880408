#pragma once

#include "movenarration.h"
#include "solverstep.h"

#include <optional>
#include <string>

namespace mazestudy {

class Solver;

// The kinds of step every solver narrates; a solver with words of its own
// (the wall follower's hand, Pledge's turn count) defines its kinds beside
// its code, as the generators do.
extern const NarrationKind SolverWalk;
extern const NarrationKind SolverBack;
extern const NarrationKind SolverReach;
extern const NarrationKind SolverFill;
extern const NarrationKind SolverExpand;
extern const NarrationKind SolverGiveUp;

// The narration of `step` in the common kinds: a walk onto the exit is
// SolverReach, the others by their kind.
void narrateStep(const Solver &state, const SolverStep &step, Narration &narration);

// A walker's own words for a plain walk: `walkKind` with %1 the direction,
// %2 and %3 the units and %n `count`; returns its arguments, for a walker to
// add its own after them. Any other step, and the walk onto the exit, in
// the common kinds: then nothing.
std::optional<NarrationArgs> narrateWalk(
    const Solver &state, const SolverStep &step, Narration &narration, const NarrationKind &walkKind, int count = -1);

// The whole sentence in English, for the CLI and the tests.
std::string solverStepText(const Solver &state, const SolverStep &step);

} // namespace mazestudy
