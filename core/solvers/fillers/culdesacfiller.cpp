#include "culdesacfiller.h"

#include <algorithm>

namespace mazestudy {

CulDeSacFiller::CulDeSacFiller(std::shared_ptr<const Grid> grid, const SolverSetup &setup)
    : FillerSolver(std::move(grid), setup, true)
{
    if (!finished())
        setFills(nooseSeals(), deadEnds());
}

SolverInfo CulDeSacFiller::info()
{
    SolverInfo info;
    info.id = "cul-de-sac-filler";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Cul-de-sac filler");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "seals each loop hanging by one stem, fills the dead ends that makes and the others, then walks");
    info.source = "Pullen, Think Labyrinth: Maze Algorithms (cul-de-sac filler); mazelib CuldeSacFiller";
    // As the dead-end filler's.
    info.bytesPerUnit = 12;
    info.make = makeSolverOf<CulDeSacFiller>;
    return info;
}

std::unique_ptr<Solver> CulDeSacFiller::clone() const
{
    return std::make_unique<CulDeSacFiller>(*this);
}

std::vector<uint32_t> CulDeSacFiller::nooseSeals() const
{
    std::vector<uint32_t> seals;
    for (size_t index = 0; index < grid().unitCount(); ++index) {
        const Point junction = grid().point(index);
        Direction ways[4];
        if (!grid().isFloor(junction.row, junction.col) || floorNeighbours(junction, ways) != 3)
            continue;
        for (const Direction way : {ways[0], ways[1], ways[2]}) {
            // Along the corridor (units with two ways out) as far as it goes.
            Point previous = junction;
            Point at = neighbour(junction, way);
            Direction along[4];
            while (at != junction && floorNeighbours(at, along) == 2) {
                const Point next
                    = neighbour(at, along[0]) == previous ? neighbour(at, along[1]) : neighbour(at, along[0]);
                previous = at;
                at = next;
            }
            // A loop back to the junction, found from its end first in the lab's order.
            if (at != junction || uint8_t(*stepDirection(junction, previous)) < uint8_t(way))
                continue;
            Point seal = neighbour(junction, way);
            if (seal == start() || isExit(seal))
                seal = previous;
            if (seal != start() && !isExit(seal))
                seals.push_back(uint32_t(grid().index(seal.row, seal.col)));
        }
    }
    std::reverse(seals.begin(), seals.end());
    return seals;
}

} // namespace mazestudy
