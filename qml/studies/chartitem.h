#pragma once

#include "chartsmodelitem.h"

#include <QImage>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

// One chart of the charts area, drawn by the same charts::ChartBuilder as
// the exported pictures, so what is on screen is what gets exported. The
// chart is rendered into an image on the GUI thread whenever its data or
// size changes (coalesced to once per event-loop turn); paint() only copies
// that image, which is all the scene graph's render thread may safely do.
class ChartItem : public ChartsModelItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ChartsModel::Kind kind READ kind WRITE setKind NOTIFY kindChanged)
    Q_PROPERTY(int renders READ renders NOTIFY rendered)

public:
    explicit ChartItem(QQuickItem *parent = nullptr);

    ChartsModel::Kind kind() const { return m_kind; }
    void setKind(ChartsModel::Kind kind);
    // How many times the chart was drawn, for tests to wait on.
    int renders() const { return m_renders; }

    void paint(QPainter *painter) override;

signals:
    void kindChanged();
    void rendered();

protected:
    void chartsChanged() override { m_render.start(); }
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void render();

    ChartsModel::Kind m_kind = ChartsModel::DeadEnds;
    QTimer m_render;
    QImage m_image;
    int m_renders = 0;
};
