#pragma once

#include "paneframe.h"
#include "steppingframe.h"
#include "timeline.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

// A pane's run being stepped, on the pane's worker thread: the core Timeline
// and what the GUI was last sent of it. Each command moves the timeline; the
// answer then carries the stepping colours of the rows that changed (visited
// cells red, the current one blue, the neighbours under consideration green;
// start and exit once done; the automaton's seed walls), the arrows, the call
// stack's difference and the narration, so the GUI thread never runs the
// generator and long jumps leave the window responsive.
class SteppingSession {
public:
    // Starts at move `from` (clamped to the run's end). Throws what Timeline does.
    SteppingSession(const mazestudy::MazeSpec &spec, uint64_t from);

    void apply(const SteppingCommand &command);
    // Fills `frame` with the answer to command `ticket`: progress, changed rows, stepping.
    void answer(PaneFrame &frame, uint64_t ticket);

    const mazestudy::Generator &state() const { return m_timeline.state(); }

private:
    // The whole layer and every arrow, after a jump.
    std::vector<uint8_t> stepStates() const;
    std::shared_ptr<const std::vector<uint8_t>> arrows();
    // After one DFS move forward or back, only the units it touched: its
    // changed units, the current unit and the considered ones before and
    // after. Returns the rows changed (first > last: none).
    std::pair<int, int> updateNear();
    // What a DFS layer marks besides the grid: the current cell and the cells its call considers.
    struct CallMarks {
        std::vector<mazestudy::Point> considered;
        std::optional<mazestudy::Point> current;
        void addTo(std::vector<mazestudy::Point> &units) const;
    };
    CallMarks callMarks() const;
    // A DFS unit's stepping colour before the end: the one rule for the whole
    // layer and for the units one move touched. Only cells (odd units) can
    // differ from the grid's wall or floor.
    uint8_t stateAt(mazestudy::Point unit, const CallMarks &marks) const;
    uint8_t arrowAt(mazestudy::Point cell) const;
    size_t sharedFrames() const;

    mazestudy::Timeline m_timeline;
    std::vector<uint8_t> m_shown; // the layer's states as last sent (empty: nothing sent yet)
    std::shared_ptr<const std::vector<uint8_t>> m_arrows;
    std::vector<mazestudy::Point> m_stack; // the frames' cells as last sent, outermost first
    // Set by apply() when its command was one DFS move: the units it may have changed.
    std::optional<std::vector<mazestudy::Point>> m_near;
};
