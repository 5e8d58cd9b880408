#include "chartrenderer.h"

#include "pngbytes.h"

#include <QBarCategoryAxis>
#include <QBuffer>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegendMarker>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>

namespace mazestudy::charts {

namespace {

// `text` in lines no wider than `width` where it can be (a word wider than
// that keeps its own line), as rich text.
QString brokenToFit(const QString &text, const QFontMetricsF &metrics, double width)
{
    QStringList lines;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() && metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= width)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines.join(QStringLiteral("<br>"));
}

// Every category label and axis title whole: one wider than its category, or
// than its side of the plot, is broken into lines. True when one changed, and
// the chart needs laying out again.
bool fitAxisTexts(QChart &chart)
{
    bool changed = false;
    for (QAbstractAxis *axis : chart.axes()) {
        const QFontMetricsF titleMetrics(axis->titleFont());
        const double side
            = axis->orientation() == Qt::Horizontal ? chart.plotArea().width() : chart.plotArea().height();
        if (!axis->titleText().contains(QLatin1String("<br>"))
            && titleMetrics.horizontalAdvance(axis->titleText()) > side) {
            axis->setTitleText(QStringLiteral("<div align=\"center\">%1</div>")
                                   .arg(brokenToFit(axis->titleText(), titleMetrics, side)));
            changed = true;
        }
    }
    for (QAbstractAxis *axis : chart.axes(Qt::Horizontal)) {
        auto *categories = qobject_cast<QBarCategoryAxis *>(axis);
        if (!categories || categories->count() == 0)
            continue;
        const QFontMetricsF metrics(categories->labelsFont());
        // A little room on either side, so that neighbours never touch.
        const double width = chart.plotArea().width() / categories->count() - metrics.averageCharWidth() * 2;
        for (const QString &label : categories->categories()) {
            if (metrics.horizontalAdvance(label) <= width)
                continue;
            categories->replace(
                label, QStringLiteral("<div align=\"center\">%1</div>").arg(brokenToFit(label, metrics, width)));
            changed = true;
        }
    }
    return changed;
}

// Every legend entry whole: Qt Charts cuts every name in a row too long for
// the chart (four generators' names in German, fourteen in English). Under
// the plot in a row while the names fit there, broken into lines if need be;
// more than six beside the plot, one under the other, broken to 28 % of the
// chart's width (most names with their means in one line, fourteen of them
// in the plot's height).
void fitLegend(QChart &chart, QSizeF size)
{
    const QFontMetricsF metrics(chart.legend()->font());
    // The entries shown: helper lines (means, the second "no bias") have no
    // name or repeat one, and are hidden; a marker's own visibility is only
    // set once the legend is laid out.
    QStringList entries;
    for (const QLegendMarker *marker : chart.legend()->markers()) {
        if (!marker->label().isEmpty() && !entries.contains(marker->label()))
            entries << marker->label();
    }
    if (entries.isEmpty())
        return;
    // Each entry's square and the gaps around it.
    const double square = metrics.height() * 3;
    double row = 0;
    for (const QString &entry : entries)
        row += square + metrics.horizontalAdvance(entry);
    // The row less the chart's margins and the legend's own.
    const double room = size.width() * 0.85;
    const bool beside = row > room && entries.size() > 6;
    chart.legend()->setAlignment(beside ? Qt::AlignRight : Qt::AlignBottom);
    if (row <= room)
        return;
    const double width = beside ? size.width() * 0.28 : room / double(entries.size()) - square;
    for (QLegendMarker *marker : chart.legend()->markers()) {
        if (!marker->label().isEmpty() && metrics.horizontalAdvance(marker->label()) > width)
            marker->setLabel(brokenToFit(marker->label(), metrics, width));
    }
}

} // namespace

QSizeF ChartRenderer::layoutSize(QSize pixels)
{
    const double scale
        = std::max(1.0, std::min(double(pixels.width()) / LayoutWidth, double(pixels.height()) / LayoutHeight));
    return QSizeF(pixels.width() / scale, pixels.height() / scale);
}

void ChartRenderer::paint(QChart &chart, QSizeF size, QPainter &painter)
{
    // A QChart lays itself out only inside a scene. The scene borrows the
    // chart and gives it back, whoever owned it before.
    QGraphicsScene scene;
    QGraphicsScene *previous = chart.scene();
    if (previous)
        previous->removeItem(&chart);
    scene.addItem(&chart);
    fitLegend(chart, size);
    chart.resize(size);
    // The layout would otherwise wait for a posted event; activated now, the
    // chart is complete without spinning the event loop (which a caller in
    // the middle of painting a window must not do).
    chart.layout()->activate();
    if (fitAxisTexts(chart)) {
        chart.layout()->invalidate();
        chart.layout()->activate();
    }
    const QRectF area(QPointF(0, 0), size);
    scene.render(&painter, area, area);
    scene.removeItem(&chart);
    if (previous)
        previous->addItem(&chart);
}

QImage ChartRenderer::toImage(QChart &chart, QSize pixels)
{
    const QSizeF size = layoutSize(pixels);
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(double(pixels.width()) / size.width());
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(chart, size, painter);
    painter.end();
    // Independent of the ratio from here on: a picture file has pixels only.
    image.setDevicePixelRatio(1);
    return image.convertToFormat(QImage::Format_RGB32);
}

QByteArray ChartRenderer::toPng(QChart &chart, QSize pixels)
{
    return pngBytes(toImage(chart, pixels));
}

QByteArray ChartRenderer::toSvg(QChart &chart, QSize pixels, const QString &title)
{
    const QSizeF size = layoutSize(pixels);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setResolution(96);
    svg.setSize(pixels);
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(title);
    svg.setDescription(QStringLiteral("MazeStudy chart"));
    QPainter painter(&svg);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    paint(chart, size, painter);
    painter.end();
    return bytes;
}

} // namespace mazestudy::charts
