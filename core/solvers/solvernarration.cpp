#include "solvernarration.h"

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

void narrateStep(const SolverStep &step, bool solved, Narration &narration)
{
    NarrationArgs args(narration);
    switch (step.kind) {
    case SolverStepKind::Walk:
    case SolverStepKind::Back: {
        args.kind(solved ? SolverReach : step.kind == SolverStepKind::Walk ? SolverWalk : SolverBack);
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
    const SolverStep &step, bool solved, Narration &narration, const NarrationKind &walkKind, int count)
{
    if (step.kind != SolverStepKind::Walk || solved) {
        narrateStep(step, solved, narration);
        return std::nullopt;
    }
    NarrationArgs args(narration);
    args.kind(walkKind, count).direction(*stepDirection(step.from, step.to)).place(step.from).place(step.to);
    return args;
}

} // namespace mazestudy
