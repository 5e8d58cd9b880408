#pragma once

#include "chartsmodel.h"

#include <QImage>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

// One heat map of a study, as charts::HeatMapPainter draws it for export:
// the generator's name, the map and its colour scale.
class HeatMapItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ChartsModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(int heatMapIndex READ heatMapIndex WRITE setHeatMapIndex NOTIFY heatMapIndexChanged)

public:
    explicit HeatMapItem(QQuickItem *parent = nullptr);

    ChartsModel *model() const { return m_model; }
    void setModel(ChartsModel *model);
    int heatMapIndex() const { return m_index; }
    void setHeatMapIndex(int index);

    void paint(QPainter *painter) override;

signals:
    void modelChanged();
    void heatMapIndexChanged();

private:
    // On the GUI thread: the map's colours are worked out once per study,
    // not on every paint.
    void refresh();

    QPointer<ChartsModel> m_model;
    int m_index = 0;
    mazestudy::charts::HeatMapData m_data;
    QImage m_map;
};
