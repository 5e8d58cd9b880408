#pragma once

#include "chartdata.h"
#include "filebatch.h"

#include <QSize>
#include <QString>

namespace mazestudy::charts {

// "Export all" and `mazestudy-cli study --charts-dir`: every chart as PNG
// and SVG with its data as CSV and JSON, and every heat map as PNG and CSV,
// under fixed names (docs/user-guide.md, "Charts and export").
class ChartSetExport {
public:
    static QByteArray chartPng(const ChartSet &set, ChartKind kind, QSize pixels);
    static QByteArray chartSvg(const ChartSet &set, ChartKind kind, QSize pixels);

    // "heat-map-backtracker"; numbered when a generator appears twice.
    static QString heatMapName(const ChartSet &set, size_t index);

    static void addAll(FileBatch &batch, const ChartSet &set, QSize chartPixels, QSize heatMapPixels);
};

} // namespace mazestudy::charts
