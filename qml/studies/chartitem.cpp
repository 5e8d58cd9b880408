#include "chartitem.h"

#include "chartbuilder.h"
#include "chartrenderer.h"

#include <QApplication>
#include <QChart>
#include <QPainter>
#include <QQuickWindow>

#include <algorithm>

using namespace mazestudy;

ChartItem::ChartItem(QQuickItem *parent)
    : ChartsModelItem(parent)
{
    m_render.setSingleShot(true);
    m_render.setInterval(0);
    connect(&m_render, &QTimer::timeout, this, &ChartItem::render);
    // The timer as the context: the item leaves its window in ~QQuickItem,
    // after the timer and the rest of ChartItem are gone.
    connect(this, &QQuickItem::windowChanged, &m_render, [this] { scheduleRender(); });
}

void ChartItem::scheduleRender()
{
    m_render.start();
    if (!m_drawing) {
        m_drawing = true;
        emit drawingChanged();
    }
}

void ChartItem::setKind(ChartsModel::Kind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    scheduleRender();
    emit kindChanged();
}

void ChartItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    ChartsModelItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        scheduleRender();
}

void ChartItem::render()
{
    m_image = chartImage();
    update();
    if (!m_image.isNull()) {
        ++m_renders;
        emit rendered();
    }
    if (m_drawing) {
        m_drawing = false;
        emit drawingChanged();
    }
}

QImage ChartItem::chartImage() const
{
    const QSizeF size = boundingRect().size();
    // Qt Charts crashes under a QGuiApplication (a Qt Quick Test's, say):
    // there the item stays blank rather than taking the test down.
    const bool widgets = qobject_cast<QApplication *>(QCoreApplication::instance()) != nullptr;
    // A study without solvers has no solvers' chart: the tab says how to get one.
    if (!model() || !model()->shown().has(ChartsModel::chartKind(m_kind)) || !widgets || size.width() < 1
        || size.height() < 1)
        return {};
    const double ratio = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    // Text grows with the chart, from 11 px in a small one (the exports,
    // laid out at 800 px and enlarged, use 13) to 15 px on a wide screen.
    charts::ChartBuilder::Style style;
    style.textPixels = std::clamp(int(std::min(size.width() / 75, size.height() / 36)), 11, 15);
    style.titlePixels = style.textPixels + 4;
    const auto chart = charts::ChartBuilder::build(model()->shown(), ChartsModel::chartKind(m_kind), style);
    QImage image((size * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    charts::ChartRenderer::paint(*chart, size, painter);
    painter.end();
    return image;
}

void ChartItem::paint(QPainter *painter)
{
    if (!m_image.isNull())
        painter->drawImage(boundingRect(), m_image);
}
