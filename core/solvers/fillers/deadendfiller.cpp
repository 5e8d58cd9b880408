#include "deadendfiller.h"

namespace mazestudy {

DeadEndFiller::DeadEndFiller(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : FillerSolver(std::move(grid), setup, true)
{
    if (!finished())
        setFills({}, deadEnds());
}

SolverInfo DeadEndFiller::info()
{
    SolverInfo info;
    info.id = "dead-end-filler";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Dead-end filler");
    info.summary
        = QT_TRANSLATE_NOOP("CatalogText", "fills every dead end back to its junction, then walks what is left");
    info.source = "Pullen, Think Labyrinth: Maze Algorithms (dead end filler); mazelib DeadEndFiller";
    // Its fills and, for the walk, a walled copy of the grid and the depth-first walk's state.
    info.bytesPerUnit = 12;
    info.make = makeSolverOf<DeadEndFiller>;
    return info;
}

std::unique_ptr<Solver> DeadEndFiller::clone() const
{
    return std::make_unique<DeadEndFiller>(*this);
}

} // namespace mazestudy
