#include "sidewindergenerator.h"

#include "generatorinfo.h"

namespace mazestudy {

namespace {
// The kinds of move it narrates, with their English templates.
const NarrationKind SidewinderFirstRow {"sidewinder-first-row",
    QT_TRANSLATE_NOOP("Narration", "sidewinder: the first row is one corridor; %1 carves east to %2")};
const NarrationKind SidewinderFirstRowEnd {
    "sidewinder-first-row-end", QT_TRANSLATE_NOOP("Narration", "sidewinder: %1 ends the first row's corridor")};
const NarrationKind SidewinderExtend {"sidewinder-extend",
    QT_TRANSLATE_N_NOOP("Narration", "sidewinder: the run from %1 carves east from %2 to %3; %n cell(s) so far")};
const NarrationKind SidewinderClose {"sidewinder-close",
    QT_TRANSLATE_N_NOOP(
        "Narration", "sidewinder: the run of %n cell(s) from %1 to %2 closes; its cell %3 carves north to %4")};
const NarrationKind SidewinderRowEnd {
    "sidewinder-row-end", QT_TRANSLATE_NOOP("Narration", "sidewinder: row %1 is done")};
} // namespace

SidewinderGenerator::SidewinderGenerator(MazeSpec spec)
    : ClassicGenerator(std::move(spec))
{
}

template<bool Observe> void SidewinderGenerator::advance(Move *move)
{
    if (m_rowDone) {
        if constexpr (Observe) {
            move->kind = &RowEndMove;
            move->at = pointOf(m_next - 1);
        }
        m_rowDone = false;
        m_runStart = m_next;
        m_finished = m_next == cellCount();
        return;
    }
    const uint32_t cell = m_next++;
    const bool eastEdge = neighbour(cell, Direction::East) == NoCell;
    m_rowDone = eastEdge;
    if (cell < cellCols()) {
        // The first row: one corridor.
        if (eastEdge)
            dig<Observe>(cell, move);
        else
            join<Observe>(cell, Direction::East, move);
        if constexpr (Observe) {
            move->origin = pointOf(m_runStart);
            move->count = cell - m_runStart + 1;
        }
        return;
    }
    if (!eastEdge && choose(2) != 0) {
        join<Observe>(cell, Direction::East, move);
        if constexpr (Observe) {
            move->origin = pointOf(m_runStart);
            move->count = cell - m_runStart + 1;
        }
        return;
    }
    const uint32_t length = cell - m_runStart + 1;
    const uint32_t north = m_runStart + choose(length);
    m_grid.data()[unitOf(cell)] = Grid::Floor;
    join<Observe>(north, Direction::North, move);
    if constexpr (Observe) {
        move->origin = pointOf(m_runStart);
        move->gap = pointOf(cell); // the run's last cell
        move->count = length;
        move->changed.include(pointOf(cell));
    }
    m_runStart = m_next;
}

WorkingSet SidewinderGenerator::workingSet(size_t maxItems) const
{
    WorkingSet set;
    set.kind = &RunSet;
    if (m_finished || m_next == m_runStart)
        return set;
    set.size = 1;
    set.focus = span(m_next - 1, m_next - 1);
    if (maxItems > 0)
        set.items.push_back({span(m_runStart, m_next - 1), 0});
    return set;
}

void SidewinderGenerator::narrate(const Move &move, Narration &narration) const
{
    NarrationArgs args(narration);
    const bool self = move.at == move.target;
    if (move.kind == &RowEndMove) {
        args.kind(SidewinderRowEnd).number(move.at.row);
    } else if (move.kind != &JoinMove) {
        return;
    } else if (move.direction == Direction::North && !self) {
        args.kind(SidewinderClose, int(move.count))
            .place(move.origin)
            .place(move.gap)
            .place(move.at)
            .place(move.target);
    } else if (move.at.row == 1) {
        args.kind(self ? SidewinderFirstRowEnd : SidewinderFirstRow).place(move.at);
        if (!self)
            args.place(move.target);
    } else {
        args.kind(SidewinderExtend, int(move.count)).place(move.origin).place(move.at).place(move.target);
    }
}

GeneratorInfo SidewinderGenerator::info()
{
    GeneratorInfo info;
    info.id = "sidewinder";
    info.name = QT_TRANSLATE_NOOP("CatalogText", "Sidewinder");
    info.summary = QT_TRANSLATE_NOOP("CatalogText",
        "row by row: a run of cells grows east and, when a coin closes it, one of its cells carves north; the "
        "top row is one corridor");
    info.oddSizesOnly = true;
    info.whyNoMask = QT_TRANSLATE_NOOP(
        "CatalogText", "it carves whole rows that each join the row above, which a mask's edge cuts apart");
    info.buildsRowByRow = true;
    info.colour = 0x88CCEE;
    info.make = makeOf<SidewinderGenerator>;
    info.narrations = {&NotStarted, &SidewinderFirstRow, &SidewinderFirstRowEnd, &SidewinderExtend, &SidewinderClose,
        &SidewinderRowEnd};
    return info;
}

} // namespace mazestudy
