#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QPainter;
QT_END_NAMESPACE

namespace mazestudy::charts {

// Pictures of a chart at a chosen size in pixels. The chart is laid out at
// a logical size no wider than LayoutWidth x LayoutHeight and scaled up to
// the size asked for, so a large export has proportionally larger text (a
// 1600 x 1000 PNG reads like the 800 x 500 chart printed across a page)
// rather than the same small text in a bigger picture. Works without a
// display (QT_QPA_PLATFORM=offscreen); needs a QApplication, as Qt Charts does.
class ChartRenderer {
public:
    static constexpr int LayoutWidth = 800;
    static constexpr int LayoutHeight = 500;
    static constexpr QSize DefaultSize {1600, 1000};

    // The logical size a chart of `pixels` is laid out at.
    static QSizeF layoutSize(QSize pixels);

    static QImage toImage(QChart &chart, QSize pixels);
    static QByteArray toPng(QChart &chart, QSize pixels);
    // A standalone SVG document, `pixels` wide and high at 96 dpi.
    static QByteArray toSvg(QChart &chart, QSize pixels, const QString &title);

    // Paints the chart laid out at `size` onto `painter` at (0, 0).
    static void paint(QChart &chart, QSizeF size, QPainter &painter);
};

} // namespace mazestudy::charts
