#include "heatmapitem.h"

#include "heatmappainter.h"

#include <QPainter>

using namespace mazestudy;

HeatMapItem::HeatMapItem(QQuickItem *parent)
    : ChartsModelItem(parent)
{
}

void HeatMapItem::setHeatMapIndex(int index)
{
    if (index == m_index)
        return;
    m_index = index;
    refresh();
    emit heatMapIndexChanged();
}

void HeatMapItem::refresh()
{
    const auto *heatMaps = model() ? &model()->shown().heatMaps : nullptr;
    if (!heatMaps || m_index < 0 || size_t(m_index) >= heatMaps->size()) {
        m_data = {};
        m_map = QImage();
    } else if ((*heatMaps)[size_t(m_index)].heatMap != m_data.heatMap) {
        m_data = (*heatMaps)[size_t(m_index)];
        m_map = m_data.heatMap ? charts::HeatMapPainter::mapImage(*m_data.heatMap) : QImage();
    }
    update();
}

void HeatMapItem::paint(QPainter *painter)
{
    if (!m_data.heatMap)
        return;
    painter->setRenderHint(QPainter::TextAntialiasing);
    charts::HeatMapPainter::paint(*painter, boundingRect().size(), m_data, m_map, 12);
}
