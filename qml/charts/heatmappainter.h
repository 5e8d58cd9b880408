#pragma once

#include "chartdata.h"

#include <QCoreApplication>
#include <QImage>
#include <QSizeF>

QT_BEGIN_NAMESPACE
class QPainter;
QT_END_NAMESPACE

namespace mazestudy::charts {

// A study's heat map as a picture: the generator's name in its colour, the
// map (one block per unit, never smoothed when enlarged), and the colour scale
// with its meaning. The window and the exports paint the same picture.
class HeatMapPainter {
    Q_DECLARE_TR_FUNCTIONS(HeatMapPainter)

public:
    static constexpr QSize DefaultSize {900, 900};

    // The scale: 0 (wall in every maze) dark violet to 1 (floor in every
    // maze) yellow, through blue and green (viridis): evenly bright steps, so
    // 0.45 and 0.55 look as different as 0.05 and 0.15 do.
    static QRgb shareColor(double share);
    // One pixel a unit.
    static QImage mapImage(const HeatMap &heatMap);

    // The whole picture, laid out in `size` (logical pixels).
    static void paint(QPainter &painter, QSizeF size, const HeatMapData &data, const QImage &map, int textPixels);
    // The picture at `pixels`, laid out at 500 px wide and scaled up, as charts are.
    static QImage picture(const HeatMapData &data, QSize pixels);
    static QByteArray png(const HeatMapData &data, QSize pixels);
};

} // namespace mazestudy::charts
