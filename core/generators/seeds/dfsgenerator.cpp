#include "dfsgenerator.h"

namespace mazestudy {

namespace {
constexpr Direction directionFrom(uint8_t order, int position)
{
    return Direction((order >> (2 * position)) & 3);
}
} // namespace

DfsGenerator::DfsGenerator(MazeSpec spec, OrderPolicy policy)
    : Generator(std::move(spec))
    , m_policy(policy)
    , m_rng(m_spec.seed)
{
    m_grid = Grid(m_spec.rows, m_spec.cols, Grid::Wall);
    // The deepest possible stack holds every cell. Reserving it up front costs
    // address space only (untouched pages are never resident) and spares the
    // doubling copies that would otherwise triple the stack's peak.
    m_stack.reserve(size_t((m_spec.rows - 1) / 2) * size_t((m_spec.cols - 1) / 2));
}

std::unique_ptr<Generator> DfsGenerator::clone() const
{
    return std::make_unique<DfsGenerator>(*this);
}

std::optional<Point> DfsGenerator::start() const
{
    return Point {1, 1};
}

// The backtracker starts at the end cell, so its end is a dead end; the lab's
// solve() ends on the exit unit it digs through the right-hand border.
std::optional<Point> DfsGenerator::exit() const
{
    if (m_policy == OrderPolicy::UnvisitedShuffle)
        return Point {m_spec.rows - 2, m_spec.cols - 2};
    return Point {m_spec.rows - 2, m_spec.cols - 1};
}

uint8_t DfsGenerator::packedOrder(uint32_t unit, uint8_t &size)
{
    uint8_t directions[4] = {0, 1, 2, 3};
    size = 4;
    switch (m_policy) {
    case OrderPolicy::RotatingOrder: {
        const uint8_t first = uint8_t(m_rng.below(4));
        for (uint8_t i = 0; i < 4; ++i)
            directions[i] = uint8_t((first + i) % 4);
        break;
    }
    case OrderPolicy::UnvisitedShuffle: {
        const Point p = m_grid.point(unit);
        size = 0;
        for (uint8_t d = 0; d < 4; ++d) {
            const int row = p.row + 2 * rowStep(Direction(d));
            const int col = p.col + 2 * colStep(Direction(d));
            if (m_grid.contains(row, col) && m_grid.at(row, col) == Grid::Wall)
                directions[size++] = d;
        }
    }
        [[fallthrough]];
    case OrderPolicy::PermutationOrder:
        for (int i = size - 1; i > 0; --i) {
            const uint32_t j = m_rng.below(uint32_t(i + 1));
            const uint8_t swap = directions[i];
            directions[i] = directions[j];
            directions[j] = swap;
        }
        break;
    }
    return uint8_t(directions[0] | directions[1] << 2 | directions[2] << 4 | directions[3] << 6);
}

void DfsGenerator::enter(uint32_t unit)
{
    m_grid.data()[unit] = Grid::Floor;
    ++m_entered;
    PackedFrame frame {unit, 0, 0, 0};
    frame.order = packedOrder(unit, frame.size);
    m_stack.push_back(frame);
}

template<bool Observe> void DfsGenerator::advance(Move *move)
{
    ++m_moves;
    const int cols = m_spec.cols;
    switch (m_phase) {
    case Phase::Start: {
        const Point first {m_spec.rows - 2, m_spec.cols - 2};
        enter(uint32_t(m_grid.index(first.row, first.col)));
        m_phase = Phase::Digging;
        if constexpr (Observe) {
            move->kind = MoveKind::Enter;
            move->at = first;
            move->changed.include(first);
        }
        return;
    }
    case Phase::Digging: {
        PackedFrame &top = m_stack.back();
        if (top.tried == top.size) {
            if constexpr (Observe) {
                move->kind = MoveKind::Return;
                move->at = m_grid.point(top.unit);
            }
            m_stack.pop_back();
            if (m_stack.empty())
                m_phase = m_policy == OrderPolicy::UnvisitedShuffle ? Phase::Done : Phase::Exit;
            m_finished = m_phase == Phase::Done;
            return;
        }
        const Direction d = directionFrom(top.order, top.tried++);
        const int row = int(top.unit / uint32_t(cols)) + 2 * rowStep(d);
        const int col = int(top.unit % uint32_t(cols)) + 2 * colStep(d);
        const bool inside = m_grid.contains(row, col);
        const bool carve = inside && m_grid.at(row, col) == Grid::Wall;
        if constexpr (Observe) {
            move->kind = carve ? MoveKind::Carve : MoveKind::Skip;
            move->at = m_grid.point(top.unit);
            move->target = {row, col};
            move->direction = d;
            move->reason = carve ? SkipReason::None : inside ? SkipReason::AlreadyFloor : SkipReason::OutOfBounds;
        }
        if (carve) {
            const int betweenRow = row - rowStep(d);
            const int betweenCol = col - colStep(d);
            m_grid.set(betweenRow, betweenCol, Grid::Floor);
            enter(uint32_t(m_grid.index(row, col)));
            if constexpr (Observe) {
                move->changed.include(Point {betweenRow, betweenCol});
                move->changed.include(Point {row, col});
            }
        }
        return;
    }
    case Phase::Exit: {
        const Point below {m_spec.rows - 1, m_spec.cols - 2};
        const Point right {m_spec.rows - 2, m_spec.cols - 1};
        m_grid.set(below.row, below.col, Grid::Floor);
        m_grid.set(right.row, right.col, Grid::Floor);
        if constexpr (Observe) {
            move->kind = MoveKind::OpenExit;
            move->at = right;
            move->target = below;
            move->changed.include(below);
            move->changed.include(right);
        }
        m_phase = Phase::Done;
        m_finished = true;
        return;
    }
    case Phase::Done:
        --m_moves;
        return;
    }
}

Move DfsGenerator::step()
{
    Move move;
    advance<true>(&move);
    return move;
}

void DfsGenerator::run()
{
    while (!m_finished)
        advance<false>(nullptr);
}

// The frames in use, not the reserved capacity: untouched pages cost no memory,
// and a clone copies only what is in use.
size_t DfsGenerator::memoryBytes() const
{
    return Generator::memoryBytes() + sizeof(*this) - sizeof(Generator) + m_stack.size() * sizeof(PackedFrame);
}

double DfsGenerator::progress() const
{
    return builtShare(m_entered, uint64_t((m_spec.rows - 1) / 2) * uint64_t((m_spec.cols - 1) / 2));
}

Frame DfsGenerator::frame(size_t index) const
{
    const PackedFrame &packed = m_stack[index];
    Frame frame;
    frame.cell = m_grid.point(packed.unit);
    frame.orderSize = packed.size;
    frame.tried = packed.tried;
    for (int i = 0; i < 4; ++i)
        frame.order[size_t(i)] = directionFrom(packed.order, i);
    return frame;
}

} // namespace mazestudy
