#pragma once

#include "chartdata.h"

#include <string>

namespace mazestudy::charts {

// The numbers of a chart as CSV and JSON, exactly as drawn: numbers in their
// shortest round-trip form, so reading them back gives the charted values.
// Columns and fields are listed in docs/user-guide.md ("Charts and export").
class ChartDataWriter {
public:
    static std::string csv(const ChartSet &set, ChartKind kind);
    static std::string json(const ChartSet &set, ChartKind kind);

    static std::string csv(const CategoryChartData &data);
    static std::string csv(const HistogramChartData &data);
    static std::string json(const CategoryChartData &data, const QString &context);
    static std::string json(const HistogramChartData &data, const QString &context);

    // "dead-ends", "corridor-lengths", "edge-bias": the charts' file names
    // and their "chart" field.
    static std::string chartName(ChartKind kind);

    // A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static std::string csvField(const std::string &text);
};

} // namespace mazestudy::charts
