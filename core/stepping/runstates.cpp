#include "runstates.h"

#include <algorithm>
#include <cstring>

namespace mazestudy {

namespace {

// The most walk cells shown: Wilson's first walk on a huge maze can be long.
constexpr size_t MaxWalkShown = size_t(1) << 16;

} // namespace

RunStates::RunStates(const Generator &generator)
    : m_states(generator.grid().data(), generator.grid().data() + generator.grid().unitCount())
    , m_cols(generator.grid().cols())
{
}

void RunStates::noteMove(const Move &move)
{
    if (move.kind->role == MoveRole::Window)
        m_lastLooked = move.at;
    else if (move.kind->role == MoveRole::Walk)
        m_lastLooked = move.target;
    const Rect &changed = move.changed;
    if (changed.isEmpty())
        return;
    const int width = changed.right - changed.left + 1;
    const int height = changed.bottom - changed.top + 1;
    if (width * height > 4) {
        m_changedRects.push_back(changed);
        return;
    }
    for (int row = changed.top; row <= changed.bottom; ++row) {
        for (int col = changed.left; col <= changed.right; ++col)
            m_changedUnits.push_back(uint32_t(row) * uint32_t(m_cols) + uint32_t(col));
    }
}

void RunStates::refresh(const Generator &generator, const std::function<void(Point)> &changed)
{
    const Grid &grid = generator.grid();
    uint8_t *states = m_states.data();
    const auto unitOf = [&grid](Point p) { return uint32_t(grid.index(p.row, p.col)); };
    const auto mark = [&](uint32_t unit, uint8_t state) {
        states[unit] = state;
        changed(grid.point(unit));
    };

    // The Current marker and the walk cover units' own states; put those back first.
    if (m_current >= 0)
        mark(uint32_t(m_current), m_currentUnder);
    for (auto it = m_walk.rbegin(); it != m_walk.rend(); ++it)
        mark(it->first, it->second);
    m_walk.clear();

    // A new sweep: the walls the last one added are plain walls now.
    const SweepHistory *history = generator.sweepHistory();
    const int sweeps = history ? history->sweeps() : 0;
    if (sweeps != m_shownSweep || generator.finished()) {
        for (uint32_t unit : m_newWalls) {
            if (states[unit] == NewWallState)
                mark(unit, WallState);
        }
        m_newWalls.clear();
        m_shownSweep = sweeps;
    }

    // Units the machine changed: dug floor, or walls added (seed walls before the first sweep).
    const bool track = sweeps > 0 && !generator.finished();
    // Only the automata have seed walls; a wall another generator raises
    // (recursive division's, origin shift's closing one) is a wall.
    const uint8_t added = !history ? WallState : sweeps == 0 ? SeedWallState : track ? NewWallState : WallState;
    const auto update = [&](uint32_t unit) {
        const bool wasWall = isWallState(states[unit]);
        const uint8_t now = grid.data()[unit];
        if (now == Grid::Floor && wasWall) {
            mark(unit, FloorState);
        } else if (now == Grid::Wall && !wasWall) {
            mark(unit, added);
            if (track)
                m_newWalls.push_back(unit);
        }
    };
    for (const uint32_t unit : m_changedUnits)
        update(unit);
    for (const Rect &rect : m_changedRects) {
        for (int row = rect.top; row <= rect.bottom; ++row) {
            for (int col = rect.left; col <= rect.right; ++col)
                update(uint32_t(grid.index(row, col)));
        }
    }
    m_changedUnits.clear();
    m_changedRects.clear();
    if (!m_seedsMarked && (sweeps > 0 || generator.finished())) {
        for (const Point p : history ? history->seedWalls() : std::vector<Point>())
            mark(unitOf(p), SeedWallState);
        m_seedsMarked = true;
    }

    // The call stack: frames below the first difference are the same calls
    // (a DFS enters each unit once), so find it by bisection and redo the rest.
    const CallStack *stack = generator.callStack();
    const size_t depth = stack ? stack->depth() : 0;
    size_t low = 0;
    size_t high = std::min(m_path.size(), depth);
    while (low < high) {
        const size_t middle = (low + high) / 2;
        if (unitOf(stack->frame(middle).cell) == m_path[middle])
            low = middle + 1;
        else
            high = middle;
    }
    for (size_t i = low; i < m_path.size(); ++i) {
        if (states[m_path[i]] == VisitedState)
            mark(m_path[i], FloorState);
    }
    m_path.resize(low);
    for (size_t i = low; i < depth; ++i) {
        m_path.push_back(unitOf(stack->frame(i).cell));
        mark(m_path.back(), VisitedState);
    }

    // A walk that joins the maze only at its end (Wilson's) drew nothing
    // until then: the first walk of a large maze left the pane a dark
    // square for seconds. Its cells show as the DFS family's path does.
    if (!generator.finished()) {
        const WorkingSet set = generator.workingSet(MaxWalkShown);
        if (set.kind && std::strcmp(set.kind->name, "walk") == 0) {
            for (const WorkingItem &item : set.items) {
                const uint32_t unit = unitOf(Point {item.area.top, item.area.left});
                m_walk.emplace_back(unit, states[unit]);
                mark(unit, VisitedState);
            }
        }
    }

    if (generator.finished() && !m_endMarked) {
        for (const auto &end :
            {std::make_pair(generator.start(), StartState), std::make_pair(generator.exit(), ExitState)}) {
            if (end.first)
                mark(unitOf(*end.first), end.second);
        }
        m_endMarked = true;
    }

    m_current = -1;
    if (!generator.finished()) {
        if (!m_path.empty())
            m_current = m_path.back();
        else if (m_lastLooked.row >= 0)
            m_current = unitOf(m_lastLooked);
    }
    if (m_current >= 0) {
        m_currentUnder = states[m_current];
        mark(uint32_t(m_current), CurrentState);
    }
}

} // namespace mazestudy
