#pragma once

#include "panemodel.h"

#include <QTest>
#include <memory>

// A pane that has made the spec's maze at full speed and measured it, or
// null when it did not within the patience (the caller's QVERIFY says so).
inline std::unique_ptr<PaneModel> finishedPane(const mazestudy::MazeSpec &spec, int patienceMs = 60000)
{
    auto pane = std::make_unique<PaneModel>();
    pane->setSpeed(1000000);
    pane->setSpec(spec);
    pane->run();
    if (!QTest::qWaitFor([&] { return pane->finished() && pane->hasMetrics() && pane->maze(); }, patienceMs))
        return nullptr;
    return pane;
}
