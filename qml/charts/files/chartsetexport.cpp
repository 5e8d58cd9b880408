#include "chartsetexport.h"

#include "chartbuilder.h"
#include "chartdatawriter.h"
#include "chartrenderer.h"
#include "heatmappainter.h"
#include "studyreport.h"

#include <QChart>

namespace mazestudy::charts {

namespace {

QString chartTitle(const ChartSet &set, ChartKind kind)
{
    return kind == ChartKind::CorridorLengths ? set.corridorLengths.title : set.categoryChart(kind).title;
}

} // namespace

QByteArray ChartSetExport::chartPng(const ChartSet &set, ChartKind kind, QSize pixels)
{
    const auto chart = ChartBuilder::build(set, kind);
    return ChartRenderer::toPng(*chart, pixels);
}

QByteArray ChartSetExport::chartSvg(const ChartSet &set, ChartKind kind, QSize pixels)
{
    const auto chart = ChartBuilder::build(set, kind);
    return ChartRenderer::toSvg(*chart, pixels, chartTitle(set, kind));
}

QString ChartSetExport::heatMapName(const ChartSet &set, size_t index)
{
    const std::string &id = set.heatMaps[index].generator.id;
    int before = 0;
    int total = 0;
    for (size_t i = 0; i < set.heatMaps.size(); ++i) {
        if (set.heatMaps[i].generator.id == id) {
            ++total;
            if (i < index)
                ++before;
        }
    }
    QString name = QStringLiteral("heat-map-") + QString::fromStdString(id);
    if (total > 1)
        name += QStringLiteral("-%1").arg(before + 1);
    return name;
}

void ChartSetExport::addAll(FileBatch &batch, const ChartSet &set, QSize chartPixels, QSize heatMapPixels)
{
    for (const ChartKind kind : AllChartKinds) {
        if (!set.has(kind))
            continue;
        const QString name = QString::fromStdString(ChartDataWriter::chartName(kind));
        batch.add(name + QStringLiteral(".png"), chartPng(set, kind, chartPixels));
        batch.add(name + QStringLiteral(".svg"), chartSvg(set, kind, chartPixels));
        batch.add(name + QStringLiteral(".csv"), QByteArray::fromStdString(ChartDataWriter::csv(set, kind)));
        batch.add(name + QStringLiteral(".json"), QByteArray::fromStdString(ChartDataWriter::json(set, kind)));
    }
    for (size_t i = 0; i < set.heatMaps.size(); ++i) {
        const QString name = heatMapName(set, i);
        batch.add(name + QStringLiteral(".png"), HeatMapPainter::png(set.heatMaps[i], heatMapPixels));
        if (set.heatMaps[i].heatMap)
            batch.add(name + QStringLiteral(".csv"), QByteArray::fromStdString(heatMapToCsv(*set.heatMaps[i].heatMap)));
    }
}

} // namespace mazestudy::charts
