#include "originshiftgenerator.h"

#include "generatorinfo.h"
#include "options.h"

namespace mazestudy {

namespace {
// Its own kind of move: the origin moves from `at` to the neighbour `target`
// in `direction`, opening the wall between (a join, to stepping), and
// `wallCount` walls close (1, the one `target` pointed through, which
// `changed` covers; 0 where `target` pointed to `at`); `count` shifts are
// left after it.
const MoveKind ShiftMove {"shift", MoveRole::Join, MoveField::Step | MoveField::WallCount | MoveField::Count};

// Its working set: the origin; size = shifts left.
const WorkingSetKind OriginSet {"origin", QT_TRANSLATE_NOOP("WorkingSet", "The origin; shifts left: %1")};

// The kinds of move it narrates, with their English templates.
const NarrationKind OriginShiftLayOut {"origin-shift-lay-out",
    QT_TRANSLATE_N_NOOP("Narration",
        "Origin shift: every row points east and the last column south, to the origin %1; %n shift(s) to go")};
const NarrationKind OriginShiftLayOutMask {"origin-shift-lay-out-mask",
    QT_TRANSLATE_N_NOOP("Narration",
        "Origin shift: every cell of the mask points the way it was reached from the origin %1, breadth first; "
        "%n shift(s) to go")};
const NarrationKind OriginShiftShift {"origin-shift-shift",
    QT_TRANSLATE_N_NOOP("Narration",
        "Origin shift: the origin moves %1 from %2 to %3, and the wall %3 pointed through closes; %n shift(s) "
        "left")};
const NarrationKind OriginShiftBack {"origin-shift-back",
    QT_TRANSLATE_N_NOOP(
        "Narration", "Origin shift: the origin moves %1 from %2 back to %3, which pointed to it; %n shift(s) left")};

constexpr uint32_t MaxShiftsPerCell = 1000;
} // namespace

OriginShiftGenerator::OriginShiftGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
    // A lone cell has no neighbour to move to.
    , m_shifts(carveCount() > 1 ? uint64_t(shiftsPerCellOf(m_spec)) * carveCount() : 0)
    , m_shiftsLeft(m_shifts)
{
}

uint32_t OriginShiftGenerator::shiftsPerCellOf(const MazeSpec &spec)
{
    return uint32_t(OptionReader(spec).integer("shifts", 50, 0, int(MaxShiftsPerCell)));
}

template<bool Observe> void OriginShiftGenerator::advance(Move *move)
{
    if (m_origin == NoCell)
        layOut<Observe>(move);
    else
        shift<Observe>(move);
    m_finished = m_shiftsLeft == 0;
}

// The first move: the tree every shift starts from, a passage a cell.
template<bool Observe> void OriginShiftGenerator::layOut(Move *move)
{
    reserveHuge(m_pointer, cellCount());
    if (mask()) {
        layOutMask();
    } else {
        m_pointer.assign(cellCount(), uint8_t(Direction::East));
        for (uint32_t cell = cellCols() - 1; cell < cellCount(); cell += cellCols())
            m_pointer[cell] = uint8_t(Direction::South);
        m_origin = cellCount() - 1;
        m_pointer[m_origin] = Origin;
        for (uint32_t cell = 0; cell < m_origin; ++cell)
            join<false>(cell, Direction(m_pointer[cell]), nullptr);
        if (m_origin == 0)
            dig<false>(0, nullptr);
    }
    if constexpr (Observe) {
        move->kind = &PrepareMove;
        move->at = pointOf(m_origin);
        move->count = shiftsToTell();
        move->changed = {1, 1, m_grid.rows() - 2, m_grid.cols() - 2};
    }
}

// On a mask, the tree is the breadth-first one from the origin, the mask's
// last cell: each cell points to the one it was reached from.
void OriginShiftGenerator::layOutMask()
{
    constexpr uint8_t Unreached = Origin + 1;
    m_pointer.assign(cellCount(), Unreached);
    m_origin = mask()->cells().back();
    m_pointer[m_origin] = Origin;
    std::vector<uint32_t> reached {m_origin};
    reached.reserve(carveCount());
    for (size_t i = 0; i < reached.size(); ++i) {
        for (const Direction d : {Direction::South, Direction::East, Direction::North, Direction::West}) {
            const uint32_t next = neighbour(reached[i], d);
            if (next != NoCell && carvable(next) && m_pointer[next] == Unreached) {
                m_pointer[next] = uint8_t((uint8_t(d) + 2) % 4);
                join<false>(next, Direction(m_pointer[next]), nullptr);
                reached.push_back(next);
            }
        }
    }
}

template<bool Observe> void OriginShiftGenerator::shift(Move *move)
{
    const Walker at = walkerAt(m_origin);
    const Direction d = randomWay(at);
    const uint32_t next = neighbourInside(m_origin, d);
    uint8_t *units = m_grid.data();
    units[at.unit + wallStep(d)] = Grid::Floor;
    m_pointer[m_origin] = uint8_t(d);
    const uint8_t away = m_pointer[next];
    const uint32_t nextUnit = at.unit + unitStep(d);
    const bool pointedBack = neighbourInside(next, Direction(away)) == m_origin;
    if (!pointedBack)
        units[nextUnit + wallStep(Direction(away))] = Grid::Wall;
    m_pointer[next] = Origin;
    m_origin = next;
    --m_shiftsLeft;
    if constexpr (Observe) {
        move->kind = &ShiftMove;
        move->at = m_grid.point(at.unit);
        move->target = m_grid.point(nextUnit);
        move->direction = d;
        move->count = shiftsToTell();
        move->wallCount = pointedBack ? 0 : 1;
        move->changed.include(move->at);
        move->changed.include(move->target);
        if (!pointedBack)
            move->changed.include(m_grid.point(nextUnit + wallStep(Direction(away))));
    }
}

WorkingSet OriginShiftGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &OriginSet;
    set.size = m_shiftsLeft;
    if (m_origin != NoCell) {
        if (m_shiftsLeft > 0 && maxItems > 0)
            set.items.push_back(item(m_origin));
        set.focus = span(m_origin, m_origin);
    }
    return set;
}

void OriginShiftGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    if (move.kind == &PrepareMove) {
        args.kind(mask() ? OriginShiftLayOutMask : OriginShiftLayOut, int(move.count)).place(move.at);
    } else if (move.kind == &ShiftMove) {
        args.kind(move.wallCount ? OriginShiftShift : OriginShiftBack, int(move.count))
            .direction(move.direction)
            .place(move.at)
            .place(move.target);
    }
}

GeneratorInfo OriginShiftGenerator::info()
{
    GeneratorInfo info;
    info.id = "origin-shift";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Origin shift");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "a perfect maze whose passages all point to one cell, the origin, which moves to a random neighbour "
        "again and again: the maze is whole from the first move and grows random");
    info.oddSizesOnly = true;
    info.maskUse = MaskUse::Carves;
    info.colour = 0x555555;
    info.options = {{"shifts", "50", "0..1000",
        "how many times the origin moves, per cell of the maze: from about 50 on, its dead ends are those of a "
        "uniform spanning tree"}};
    info.make = makeOf<OriginShiftGenerator>;
    info.checkOptions = checkOptions;
    info.narrations = {&NotStarted, &OriginShiftLayOut, &OriginShiftLayOutMask, &OriginShiftShift, &OriginShiftBack};
    return info;
}

} // namespace mazestudy
