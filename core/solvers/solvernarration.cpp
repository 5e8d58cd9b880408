#include "solvernarration.h"

#include "narration.h"
#include "solver.h"

namespace mazestudy {

const NarrationKind SolverWalk {"solver-walk", QT_TRANSLATE_NOOP("Narration", "Steps %1 from %2 to %3")};
const NarrationKind SolverBack {
    "solver-back", QT_TRANSLATE_NOOP("Narration", "Goes back %1 from %2 to %3, along a passage it came by")};
const NarrationKind SolverReach {
    "solver-reach", QT_TRANSLATE_NOOP("Narration", "Steps %1 from %2 onto the exit at %3: solved")};
const NarrationKind SolverFill {"solver-fill", QT_TRANSLATE_NOOP("Narration", "Fills %1: it cannot be on the way")};
const NarrationKind SolverExpand {
    "solver-expand", QT_TRANSLATE_N_NOOP("Narration", "Takes %1 off the frontier and reaches %n new unit(s) from it")};
const NarrationKind SolverGiveUp {
    "solver-give-up", QT_TRANSLATE_NOOP("Narration", "Gives up at %1: the exit cannot be reached from the start")};

void narrateStep(const Solver &state, const SolverStep &step, Narration &narration)
{
    NarrationArgs args(narration);
    switch (step.kind) {
    case SolverStepKind::Walk:
    case SolverStepKind::Back: {
        const bool onExit = state.reached() && step.to == *state.setup().exit;
        args.kind(onExit ? SolverReach : step.kind == SolverStepKind::Walk ? SolverWalk : SolverBack);
        args.direction(stepDirection(step.from, step.to).value_or(Direction::South)).place(step.from).place(step.to);
        return;
    }
    case SolverStepKind::Fill:
        args.kind(SolverFill).place(step.to);
        return;
    case SolverStepKind::Expand:
        args.kind(SolverExpand, step.reached).place(step.to);
        return;
    case SolverStepKind::GiveUp:
        args.kind(SolverGiveUp).place(step.to);
        return;
    }
}

std::optional<NarrationArgs> narrateWalk(
    const Solver &state, const SolverStep &step, Narration &narration, const NarrationKind &walkKind, int count)
{
    if (step.kind != SolverStepKind::Walk || state.reached()) {
        narrateStep(state, step, narration);
        return std::nullopt;
    }
    NarrationArgs args(narration);
    args.kind(walkKind, count).direction(*stepDirection(step.from, step.to)).place(step.from).place(step.to);
    return args;
}

std::string solverStepText(const Solver &state, const SolverStep &step)
{
    Narration narration;
    state.narrate(step, narration);
    return narrationText(narration);
}

} // namespace mazestudy
