#pragma once

#include "generator.h"
#include "rng.h"

namespace mazestudy {

// The DFS family on the block grid: cells are the units at odd row and odd
// column, a call digs its cell and tries the cells two units away, digging the
// unit between when it recurses. The three generators differ only in the
// order each call tries its directions, and so in how they consume random
// numbers:
//   RotatingOrder    below(4) once a call picks the first direction, then (d+1)%4;
//   PermutationOrder a Fisher-Yates shuffle of S,E,N,W a call (below(4), below(3), below(2));
//   UnvisitedShuffle the backtracker: at entry, the unvisited neighbours in S,E,N,W order,
//                    Fisher-Yates shuffled (below(k)..below(2)); each is entered only
//                    if still unvisited when its turn comes.
class DfsGenerator final : public Generator {
public:
    enum class OrderPolicy { RotatingOrder, PermutationOrder, UnvisitedShuffle };

    DfsGenerator(MazeSpec spec, OrderPolicy policy);

    std::unique_ptr<Generator> clone() const override;
    Move step() override;
    void run() override;

    size_t depth() const override { return m_stack.size(); }
    Frame frame(size_t index) const override;
    size_t memoryBytes() const override;
    // The cells entered.
    double progress() const override;

    std::optional<Point> start() const override;
    std::optional<Point> exit() const override;

private:
    // 8 bytes a call: the stack of a 16001 x 16001 maze stays in the tens of MB.
    struct PackedFrame {
        uint32_t unit;
        uint8_t order; // four 2-bit directions, first in the low bits
        uint8_t size;
        uint8_t tried;
    };
    enum class Phase : uint8_t { Start, Digging, Exit, Done };

    template<bool Observe> void advance(Move *move);
    void enter(uint32_t unit);
    uint8_t packedOrder(uint32_t unit, uint8_t &size);

    OrderPolicy m_policy;
    Phase m_phase = Phase::Start;
    Rng m_rng;
    std::vector<PackedFrame> m_stack;
    uint64_t m_entered = 0;
};

} // namespace mazestudy
