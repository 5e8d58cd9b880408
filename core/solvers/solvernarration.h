#pragma once

#include "movenarration.h"
#include "solverstep.h"

#include <optional>

namespace mazestudy {

// The kinds of step every solver narrates; a solver with words of its own
// (the wall follower's hand, Pledge's turn count) defines its kinds beside
// its code, as the generators do.
extern const NarrationKind SolverWalk;
extern const NarrationKind SolverBack;
extern const NarrationKind SolverReach;
extern const NarrationKind SolverFill;
extern const NarrationKind SolverExpand;
extern const NarrationKind SolverGiveUp;

// The narration of `step`, the step that led to a state `solved` or not, in
// the common kinds: the walk that solved it is SolverReach, the others by
// their kind.
void narrateStep(const SolverStep &step, bool solved, Narration &narration);

// A walker's own words for a plain walk: `walkKind` with %1 the direction,
// %2 and %3 the units and %n `count`; returns its arguments, for a walker to
// add its own after them. Any other step, and the walk onto the exit, in
// the common kinds: then nothing.
std::optional<NarrationArgs> narrateWalk(
    const SolverStep &step, bool solved, Narration &narration, const NarrationKind &walkKind, int count = -1);

} // namespace mazestudy
