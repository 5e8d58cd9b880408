#include "blindalleysealer.h"

#include <algorithm>

namespace mazestudy {

namespace {
// A unit on the search's stack: the directions tried, whether the exit is
// among the units found below it, and where the mouths found below it start.
struct Frame {
    uint32_t unit = 0;
    uint32_t firstMouth = 0;
    uint8_t tried = 0;
    bool holdsExit = false;
};
} // namespace

BlindAlleySealer::BlindAlleySealer(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : FillerSolver(std::move(grid), setup, false)
{
    if (!finished())
        setFills(blindAlleyMouths(), {});
}

SolverInfo BlindAlleySealer::info()
{
    SolverInfo info;
    info.id = "blind-alley-sealer";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Blind-alley sealer");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "walls up the mouth of every part joined by one passage that holds neither start nor exit, "
        "then walks what is left");
    info.source = "Pullen, Think Labyrinth: Maze Algorithms (blind alley sealer); Tarjan (1974) for the bridges";
    // The search's order and low point (4 + 4 bytes), stack (12 bytes a unit deep) and fills.
    info.bytesPerUnit = 21;
    info.make = makeSolverOf<BlindAlleySealer>;
    return info;
}

std::unique_ptr<Solver> BlindAlleySealer::clone() const
{
    return std::make_unique<BlindAlleySealer>(*this);
}

std::vector<uint32_t> BlindAlleySealer::blindAlleyMouths() const
{
    // Tarjan's bridges: a tree edge parent-child is a bridge when nothing
    // below the child reaches above it (low[child] > order[parent]).
    const Grid &maze = grid();
    std::vector<uint32_t> order(maze.unitCount(), 0); // 0: not found yet
    std::vector<uint32_t> low(maze.unitCount(), 0);
    std::vector<Frame> stack;
    std::vector<uint32_t> mouths;
    const uint32_t exitUnit = uint32_t(maze.index(exit().row, exit().col));
    uint32_t found = 0;
    const auto enter = [&](uint32_t unit) {
        order[unit] = low[unit] = ++found;
        stack.push_back({unit, uint32_t(mouths.size()), 0, unit == exitUnit});
    };
    enter(uint32_t(maze.index(start().row, start().col)));
    while (!stack.empty()) {
        const size_t top = stack.size() - 1;
        if (stack[top].tried < 4) {
            const uint32_t unit = stack[top].unit;
            const Point next = neighbour(maze.point(unit), Direction(stack[top].tried++));
            if (!maze.isFloor(next.row, next.col))
                continue;
            const auto nextUnit = uint32_t(maze.index(next.row, next.col));
            if (order[nextUnit] == 0)
                enter(nextUnit);
            else if (top == 0 || nextUnit != stack[top - 1].unit)
                low[unit] = std::min(low[unit], order[nextUnit]);
            continue;
        }
        const Frame done = stack.back();
        stack.pop_back();
        if (stack.empty())
            break;
        Frame &parent = stack.back();
        low[parent.unit] = std::min(low[parent.unit], low[done.unit]);
        parent.holdsExit = parent.holdsExit || done.holdsExit;
        if (low[done.unit] > order[parent.unit] && !done.holdsExit) {
            // Sealed at its mouth, the alleys inside it need no seal of their own.
            mouths.resize(done.firstMouth);
            mouths.push_back(done.unit);
        }
    }
    return mouths;
}

} // namespace mazestudy
