#pragma once

#include "callstyle.h"
#include "generator.h"
#include "narration.h"
#include "workingset.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

// A stepping command a PaneStepper sends to its pane's worker, which owns the
// Timeline and answers each command with one SteppingFrame.
struct SteppingCommand {
    enum Kind : uint8_t { Forward, Back, Over, Out, Seek, ToEnd, ToDepth, ToUnit };
    Kind kind = Forward;
    int64_t move = 0; // Seek
    int depth = 0; // ToDepth
    mazestudy::Point unit {}; // ToUnit
    // The stepper holds no stack yet (its first command since it became
    // active): the answer sends every frame, whatever an earlier one had.
    bool wholeStack = false;
};

// What a stepped pane shows after a command, beside the layer's changed rows
// that come in the same PaneFrame. The call stack travels as a difference:
// the first `stackShared` frames are the calls the previous answer had (a
// DFS enters each unit once, so the same units mean the same calls), and
// `stackTail` holds frames [max(stackShared, 1) - 1, depth): the deepest
// shared call too, since its child may have changed.
struct SteppingFrame {
    uint64_t ticket = 0; // the command answered
    uint64_t position = 0;
    uint64_t total = 0;
    bool atEnd = false;
    mazestudy::CallStyle style = mazestudy::CallStyle::Visit;
    int sweep = 0;
    mazestudy::Narration narration;
    std::optional<mazestudy::Point> current;
    // The automaton's last check: the centre of its 3x3 window and the walls it counted.
    std::optional<mazestudy::Point> window;
    int windowWalls = -1;
    // A lab script's line that made the move shown (ScriptOutcome::lineOfLastMove), 0 for none.
    int scriptLine = 0;
    // Per cell (row-major, arrowCols across): 0, or 1 + the direction of the
    // cell's arrow (Timeline::arrow). Shared between answers while unchanged.
    std::shared_ptr<const std::vector<uint8_t>> arrows;
    int arrowCols = 0;
    size_t depth = 0;
    size_t stackShared = 0;
    std::vector<mazestudy::Frame> stackTail;
    // The classic generators' state instead of calls: the newest items first,
    // at most Timeline::MarkedCells of them (the size says how many there are).
    mazestudy::WorkingSet workingSet;
};
