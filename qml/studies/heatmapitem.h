#pragma once

#include "chartsmodelitem.h"

#include <QImage>
#include <QtQml/qqmlregistration.h>

// One heat map of a study, as charts::HeatMapPainter draws it for export:
// the generator's name, the map and its colour scale.
class HeatMapItem : public ChartsModelItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int heatMapIndex READ heatMapIndex WRITE setHeatMapIndex NOTIFY heatMapIndexChanged)

public:
    explicit HeatMapItem(QQuickItem *parent = nullptr);

    int heatMapIndex() const { return m_index; }
    void setHeatMapIndex(int index);

    void paint(QPainter *painter) override;

signals:
    void heatMapIndexChanged();

protected:
    void chartsChanged() override { refresh(); }

private:
    // On the GUI thread: the map's colours are worked out once per study,
    // not on every paint.
    void refresh();

    int m_index = 0;
    mazestudy::charts::HeatMapData m_data;
    QImage m_map;
};
