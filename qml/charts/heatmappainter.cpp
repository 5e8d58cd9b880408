#include "heatmappainter.h"

#include "pngbytes.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazestudy::charts {

namespace {

// Viridis at 0, 1/8, ..., 1; linear in between.
constexpr QRgb Viridis[] = {0x440154, 0x472D7B, 0x3B528B, 0x2C728E, 0x21918C, 0x28AE80, 0x5EC962, 0xADDC30, 0xFDE725};
constexpr int ViridisSteps = 8;

constexpr int LayoutWidth = 500;

QFont pixelFont(double pixels, bool bold)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

} // namespace

QRgb HeatMapPainter::shareColor(double share)
{
    const double position = std::clamp(share, 0.0, 1.0) * ViridisSteps;
    const int step = std::min(int(position), ViridisSteps - 1);
    const double t = position - step;
    const QRgb a = Viridis[step];
    const QRgb b = Viridis[step + 1];
    const auto mix = [t](int x, int y) { return int(std::lround(x + (y - x) * t)); };
    return qRgb(mix(qRed(a), qRed(b)), mix(qGreen(a), qGreen(b)), mix(qBlue(a), qBlue(b)));
}

QImage HeatMapPainter::mapImage(const HeatMap &heatMap)
{
    QImage image(heatMap.cols, heatMap.rows, QImage::Format_RGB32);
    // The counts are at most heatMap.mazes: one colour per possible count.
    std::vector<QRgb> colors(size_t(heatMap.mazes) + 1);
    for (size_t count = 0; count < colors.size(); ++count)
        colors[count] = shareColor(heatMap.mazes ? double(count) / double(heatMap.mazes) : 0.0);
    for (int row = 0; row < heatMap.rows; ++row) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(row));
        const uint64_t *counts = heatMap.floorCounts.data() + size_t(row) * size_t(heatMap.cols);
        for (int col = 0; col < heatMap.cols; ++col)
            line[col] = colors[size_t(std::min(counts[col], heatMap.mazes))];
    }
    return image;
}

void HeatMapPainter::paint(QPainter &painter, QSizeF size, const HeatMapData &data, const QImage &map, int textPixels)
{
    const double text = textPixels;
    const double gap = text * 0.6;
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);

    // Title: the generator's name in its colour, then what the map shows,
    // both wrapped when the picture is narrow (the names are long).
    const QFont titleFont = pixelFont(text * 1.2, true);
    const QFont bodyFont = pixelFont(text, false);
    const double textWidth = size.width() - 2 * gap;
    painter.setFont(titleFont);
    painter.setPen(data.generator.color.darker(120));
    const QRectF titleRect = painter.boundingRect(
        QRectF(gap, gap, textWidth, size.height()), Qt::AlignLeft | Qt::TextWordWrap, data.generator.label);
    painter.drawText(titleRect, Qt::AlignLeft | Qt::TextWordWrap, data.generator.label);
    const double titleHeight = titleRect.height();
    painter.setFont(bodyFont);
    painter.setPen(Qt::black);
    const uint64_t mazes = data.heatMap ? data.heatMap->mazes : 0;
    const QLocale locale;
    const QString caption
        = tr("share of the %1 mazes in which each unit is floor").arg(locale.toString(qulonglong(mazes)));
    const QRectF captionRect = painter.boundingRect(
        QRectF(gap, gap + titleHeight, textWidth, size.height()), Qt::AlignLeft | Qt::TextWordWrap, caption);
    painter.drawText(captionRect, Qt::AlignLeft | Qt::TextWordWrap, caption);
    const double bodyHeight = QFontMetricsF(bodyFont).height();

    // The colour scale on the right, with its ticks.
    const double top = captionRect.bottom() + gap;
    const double bottom = size.height() - gap;
    const QFontMetricsF metrics(bodyFont);
    const double labelWidth = metrics.horizontalAdvance(locale.toString(0.0, 'f', 2));
    const double barWidth = text;
    const double barLeft = size.width() - gap - labelWidth - gap * 0.5 - barWidth;
    QLinearGradient gradient(0, bottom, 0, top);
    for (int step = 0; step <= ViridisSteps; ++step)
        gradient.setColorAt(double(step) / ViridisSteps, QColor(shareColor(double(step) / ViridisSteps)));
    const QRectF bar(barLeft, top, barWidth, bottom - top);
    painter.fillRect(bar, gradient);
    painter.setPen(QPen(Qt::black, 1));
    painter.drawRect(bar);
    for (int tick = 0; tick <= 4; ++tick) {
        const double share = tick / 4.0;
        const double y = bottom - share * (bottom - top);
        painter.drawLine(QPointF(barLeft + barWidth, y), QPointF(barLeft + barWidth + gap * 0.3, y));
        painter.drawText(QRectF(barLeft + barWidth + gap * 0.5, y - bodyHeight / 2, labelWidth, bodyHeight),
            Qt::AlignLeft | Qt::AlignVCenter, locale.toString(share, 'f', 2));
    }

    // The map, as large as fits, keeping its aspect. Enlarged two times or
    // more, by whole blocks, so every unit stays a crisp square; less than
    // that, smoothly, since uneven blocks would draw stripes of their own.
    const QRectF area(gap, top, barLeft - 2 * gap, bottom - top);
    if (map.isNull() || area.width() <= 0 || area.height() <= 0)
        return;
    double scale = std::min(area.width() / map.width(), area.height() / map.height());
    const bool crisp = scale >= 2;
    if (crisp)
        scale = std::floor(scale);
    const QSizeF drawn(map.width() * scale, map.height() * scale);
    const QRectF target(QPointF(area.left() + (area.width() - drawn.width()) / 2, area.top()), drawn);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, !crisp);
    painter.drawImage(target, map);
    painter.drawRect(target);
}

QImage HeatMapPainter::picture(const HeatMapData &data, QSize pixels)
{
    const double scale = std::max(1.0, double(pixels.width()) / LayoutWidth);
    const QSizeF size(pixels.width() / scale, pixels.height() / scale);
    QImage image(pixels, QImage::Format_RGB32);
    image.setDevicePixelRatio(scale);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(painter, size, data, data.heatMap ? mapImage(*data.heatMap) : QImage(), 14);
    painter.end();
    image.setDevicePixelRatio(1);
    return image;
}

QByteArray HeatMapPainter::png(const HeatMapData &data, QSize pixels)
{
    return pngBytes(picture(data, pixels));
}

} // namespace mazestudy::charts
