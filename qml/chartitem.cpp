#include "chartitem.h"

#include "chartbuilder.h"
#include "chartrenderer.h"

#include <QApplication>
#include <QChart>
#include <QPainter>
#include <QQuickWindow>

using namespace mazestudy;

ChartItem::ChartItem(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    m_render.setSingleShot(true);
    m_render.setInterval(0);
    connect(&m_render, &QTimer::timeout, this, &ChartItem::render);
    connect(this, &QQuickItem::windowChanged, &m_render, qOverload<>(&QTimer::start));
}

void ChartItem::setModel(ChartsModel *model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &ChartsModel::chartsChanged, &m_render, qOverload<>(&QTimer::start));
    m_render.start();
    emit modelChanged();
}

void ChartItem::setKind(ChartsModel::Kind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    m_render.start();
    emit kindChanged();
}

void ChartItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        m_render.start();
}

void ChartItem::render()
{
    const QSizeF size = boundingRect().size();
    // Qt Charts crashes under a QGuiApplication (a Qt Quick Test's, say):
    // there the item stays blank rather than taking the test down.
    const bool widgets = qobject_cast<QApplication *>(QCoreApplication::instance()) != nullptr;
    if (!m_model || !widgets || size.width() < 1 || size.height() < 1) {
        m_image = QImage();
        update();
        return;
    }
    const double ratio = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    // Text a little smaller than in the exports, which are laid out at
    // 800 px and enlarged: on screen a chart is often narrower than that.
    charts::ChartBuilder::Style style;
    style.titlePixels = 15;
    style.textPixels = 11;
    const auto chart = charts::ChartBuilder::build(m_model->shown(), ChartsModel::chartKind(m_kind), style);
    QImage image((size * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    charts::ChartRenderer::paint(*chart, size, painter);
    painter.end();
    m_image = image;
    ++m_renders;
    update();
    emit rendered();
}

void ChartItem::paint(QPainter *painter)
{
    if (!m_image.isNull())
        painter->drawImage(boundingRect(), m_image);
}
