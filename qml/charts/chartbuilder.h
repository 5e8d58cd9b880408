#pragma once

#include "chartdata.h"

#include <QCoreApplication>
#include <QFont>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace mazestudy::charts {

// Draws chart data as Qt Charts QCharts, the same for the window, the
// exported pictures and `mazestudy-cli study --charts-dir`.
class ChartBuilder {
    Q_DECLARE_TR_FUNCTIONS(ChartBuilder)

public:
    // The text sizes, in pixels of the chart's layout. Exports lay charts out
    // at 800 px wide and scale them up, so these stay readable at print size.
    struct Style {
        int titlePixels = 18;
        int textPixels = 13;
    };

    // A new chart, not yet in any scene. `context` is the line under the
    // title that says what the numbers come from.
    static std::unique_ptr<QChart> build(const ChartSet &set, ChartKind kind, const Style &style);
    static std::unique_ptr<QChart> build(const ChartSet &set, ChartKind kind) { return build(set, kind, Style {}); }
    static std::unique_ptr<QChart> build(const CategoryChartData &data, const QString &context, const Style &style);
    static std::unique_ptr<QChart> build(const HistogramChartData &data, const QString &context, const Style &style);
    static std::unique_ptr<QChart> build(const GrowthChartData &data, const Style &style);
};

} // namespace mazestudy::charts
