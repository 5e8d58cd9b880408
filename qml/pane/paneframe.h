#pragma once

#include "mazefile.h"
#include "mazemetrics.h"
#include "steppingframe.h"

#include <QMetaType>
#include <QPoint>
#include <QRect>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// What a pane's worker publishes to the GUI thread, at most once a frame:
// the unit states of the blocks that changed since the last publish, and the
// machine's progress. Tagged with the run (generation) it belongs to, so the
// model drops anything from a run it has since reset.
struct PaneFrame {
    uint64_t generation = 0;
    std::vector<QRect> regions; // x = column, y = row; none when only progress changed
    std::vector<uint8_t> states; // each region's states in turn, row-major (MazeLayer::State)
    uint64_t moves = 0;
    int depth = 0;
    int sweeps = 0;
    double progress = 0; // Generator::progress(): negative when it cannot tell
    QPoint current {-1, -1}; // the unit worked on, x = column, y = row
    bool finished = false;
    bool stopped = false; // the worker paused (after a step, or because it was asked)
    double busyMilliseconds = 0; // CPU time the worker spent in the machine for this run so far
    // Once finished: the maze, and its metrics.
    std::shared_ptr<const mazestudy::Maze> maze;
    std::optional<mazestudy::MazeMetrics> metrics;
    // An answer to a stepping command: the regions then hold the stepping colours.
    std::shared_ptr<const SteppingFrame> stepping;
    // Why stepping could not go on (out of memory on a huge maze): the pane fails with it.
    std::string failure;
};

using PaneFramePointer = std::shared_ptr<const PaneFrame>;
Q_DECLARE_METATYPE(PaneFramePointer)
