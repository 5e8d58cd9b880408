#pragma once

#include "solver.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace mazestudy {

// A solver's run stepped both ways, as the generators' Timeline does: the
// state after k step() calls is always exactly the state a plain solver
// reaches after k calls, with the step that led to it, however k was reached.
//
// Going back restores the nearest keyframe before k (a clone of the solver)
// and steps forward from it. Keyframes are laid every `spacing` calls as the
// run is first explored; past `maxKeyframes` the spacing doubles and every
// other keyframe goes, so the history stays bounded however long the run and
// a step back replays at most `spacing` steps.
class SolverTimeline {
public:
    explicit SolverTimeline(std::unique_ptr<Solver> start, uint64_t spacing = 1024, size_t maxKeyframes = 32);

    const Solver &state() const { return *m_state; }
    // step() calls to reach state(), GiveUp included (it ends the run).
    uint64_t position() const { return m_position; }
    // The step that led to state(); nothing at position 0.
    const std::optional<SolverStep> &lastStep() const { return m_last; }
    uint64_t spacing() const { return m_spacing; }
    size_t keyframes() const { return m_keyframes.size(); }

    // Precondition: !state().finished().
    SolverStep forward();
    // Precondition: position() > 0.
    void back();

private:
    std::vector<std::unique_ptr<Solver>> m_keyframes; // the state at position i * m_spacing
    std::unique_ptr<Solver> m_state;
    uint64_t m_position = 0;
    std::optional<SolverStep> m_last;
    uint64_t m_spacing;
    size_t m_maxKeyframes;
};

} // namespace mazestudy
