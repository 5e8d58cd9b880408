#include "chartrenderer.h"

#include "pngbytes.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>

namespace mazestudy::charts {

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
    chart.resize(size);
    // The layout would otherwise wait for a posted event; activated now, the
    // chart is complete without spinning the event loop (which a caller in
    // the middle of painting a window must not do).
    chart.layout()->activate();
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
