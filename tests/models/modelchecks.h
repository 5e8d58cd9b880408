#pragma once

// Helpers shared by the model tests: what a pane's layer holds against the
// engine's own grid, and the process's threads and memory.

#include "../support/specof.h"
#include "generatorcatalog.h"
#include "mazelayer.h"

#include <QDir>
#include <QFile>

#include <malloc.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace modelchecks {

inline mazestudy::MazeSpec spec(const char *generator, int rows, int cols, uint64_t seed)
{
    return specOf(generator, rows, cols, seed);
}

// How many units of the layer say wall where the grid has floor or the other
// way round. The Current marker hides its unit's own state (the automaton's
// current unit may just have become wall), so it is left out, and so are the
// cells of a walk not yet in the maze (`walk`, row-major indexes), which show
// as visited over their rock.
inline int mismatches(const MazeLayer &layer, const mazestudy::Grid &grid, const std::vector<size_t> &walk = {})
{
    if (layer.rows() != grid.rows() || layer.cols() != grid.cols())
        return -1;
    int count = 0;
    for (size_t i = 0; i < grid.unitCount(); ++i) {
        if (layer.data()[i] == MazeLayer::Current)
            continue;
        if (layer.data()[i] == MazeLayer::Visited && std::find(walk.begin(), walk.end(), i) != walk.end())
            continue;
        const bool floor = !MazeLayer::isWallState(layer.data()[i]);
        count += floor != (grid.data()[i] == mazestudy::Grid::Floor);
    }
    return count;
}

inline int countState(const MazeLayer &layer, MazeLayer::State state)
{
    int count = 0;
    for (size_t i = 0; i < size_t(layer.rows()) * size_t(layer.cols()); ++i)
        count += layer.data()[i] == state;
    return count;
}

// The panes' worker threads alive in this process (QThread names them).
inline int threadCount()
{
    int count = 0;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile name(tasks.filePath(task + QStringLiteral("/comm")));
        if (name.open(QIODevice::ReadOnly) && name.readAll().trimmed() == "pane worker")
            ++count;
    }
    return count;
}

// Resident memory in MB, from /proc/self/statm, after handing what malloc
// holds free back to the system: the worker threads' arenas otherwise keep
// freed runs resident and the figure wanders by tens of MB with the load.
inline double residentMegabytes()
{
    malloc_trim(0);
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toDouble() * 4096 / (1024 * 1024) : 0;
}

} // namespace modelchecks
