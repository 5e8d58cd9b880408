#include "animationrun.h"

#include "runstates.h"

#include <algorithm>
#include <vector>

namespace mazestudy {

namespace {

// Plain, a unit is drawn as the grid has it (a Grid's bytes are WallState
// and FloorState): a frame is the PNG of the maze at that move, where the
// stepping colours would show a walk not yet carved as floor.
class GeneratorRun : public AnimationRun {
public:
    GeneratorRun(std::unique_ptr<Generator> generator, bool plain)
        : m_generator(std::move(generator))
        , m_states(*m_generator)
        , m_plain(plain)
    {
    }

    void paintAll(FramePainter &painter) override
    {
        const Grid &grid = m_generator->grid();
        if (m_plain)
            painter.paintAll(std::vector<uint8_t>(grid.data(), grid.data() + grid.unitCount()));
        else
            painter.paintAll(m_states.states());
    }

    void advanceTo(uint64_t moves, bool toEnd, FramePainter &painter) override
    {
        while ((toEnd || m_generator->moves() < moves) && !m_generator->finished())
            m_states.noteMove(m_generator->step());
        const Grid &grid = m_generator->grid();
        const std::vector<uint8_t> &shown = m_states.states();
        m_states.refresh(*m_generator, [&](Point unit) {
            const size_t index = grid.index(unit.row, unit.col);
            painter.paintUnit(unit, m_plain ? grid.data()[index] : shown[index]);
        });
    }

private:
    std::unique_ptr<Generator> m_generator;
    RunStates m_states;
    bool m_plain;
};

// The Solve game's colours, solid: the way held strong (Current), what is
// ruled out grey, the frontier green, what was entered the stack's red, and
// the path found in the traced routes' colour.
class SolverRun : public AnimationRun {
public:
    SolverRun(std::unique_ptr<Solver> solver, bool showPath)
        : m_solver(std::move(solver))
        , m_showPath(showPath)
        , m_trail(m_solver->grid().unitCount(), 0)
        , m_onPath(m_solver->grid().unitCount(), 0)
        , m_walker(m_solver->workingSet().walker)
    {
    }

    void paintAll(FramePainter &painter) override
    {
        const Grid &grid = m_solver->grid();
        for (int row = 0; row < grid.rows(); ++row) {
            for (int col = 0; col < grid.cols(); ++col)
                painter.paintUnit({row, col}, stateOf({row, col}));
        }
    }

    // Every unit again, each frame: a step changes more marks than the units
    // it names (a search's whole layer leaves the frontier at once, a path
    // is marked as a solve ends), and the sinks keep only what differs.
    void advanceTo(uint64_t moves, bool toEnd, FramePainter &painter) override
    {
        while ((toEnd || m_solver->steps() < moves) && !m_solver->finished())
            noteTrail(m_solver->step());
        m_walker = m_solver->workingSet().walker;
        if (m_solver->finished() && !m_ended) {
            m_ended = true;
            if (m_showPath && m_solver->reached()) {
                for (const Point unit : m_solver->path())
                    m_onPath[index(unit)] = 1;
            }
        }
        paintAll(painter);
    }

private:
    size_t index(Point unit) const { return m_solver->grid().index(unit.row, unit.col); }

    // A walker that keeps nothing leaves a trail where it has been.
    void noteTrail(const SolverStep &step)
    {
        if ((step.kind == SolverStepKind::Walk || step.kind == SolverStepKind::Back)
            && m_solver->grid().contains(step.to.row, step.to.col))
            m_trail[index(step.to)] = 1;
    }

    uint8_t stateOf(Point unit) const
    {
        const size_t at = index(unit);
        if (m_walker && unit == *m_walker)
            return FrameCanvas::WalkerIndex;
        if (m_onPath[at])
            return PathState;
        const SolverSetup &setup = m_solver->setup();
        if (setup.start && unit == *setup.start)
            return StartState;
        if (setup.exit && unit == *setup.exit)
            return ExitState;
        if (m_solver->grid().at(unit.row, unit.col) == Grid::Wall)
            return WallState;
        switch (m_solver->mark(unit)) {
        case SolverMark::Path:
            return CurrentState;
        case SolverMark::Dead:
            return FrameCanvas::DeadIndex;
        case SolverMark::Frontier:
            return ConsideredState;
        case SolverMark::Visited:
            return VisitedState;
        case SolverMark::None:
            break;
        }
        return m_trail[at] ? VisitedState : FloorState;
    }

    std::unique_ptr<Solver> m_solver;
    bool m_showPath;
    std::vector<uint8_t> m_trail; // units a walker entered
    std::vector<uint8_t> m_onPath; // the path found, once the solver has ended
    std::optional<Point> m_walker; // as last painted
    bool m_ended = false;
};

} // namespace

std::unique_ptr<AnimationRun> generatorRun(std::unique_ptr<Generator> generator, bool plain)
{
    return std::make_unique<GeneratorRun>(std::move(generator), plain);
}

std::unique_ptr<AnimationRun> solverRun(std::unique_ptr<Solver> solver, bool showPath)
{
    return std::make_unique<SolverRun>(std::move(solver), showPath);
}

} // namespace mazestudy
