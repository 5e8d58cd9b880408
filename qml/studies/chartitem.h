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
    // A drawing is due (new numbers, kind or size) and not yet made: what
    // is on screen is not the chart yet. For screenshots to wait on.
    Q_PROPERTY(bool drawing READ drawing NOTIFY drawingChanged)

public:
    explicit ChartItem(QQuickItem *parent = nullptr);

    ChartsModel::Kind kind() const { return m_kind; }
    void setKind(ChartsModel::Kind kind);
    // How many times the chart was drawn, for tests to wait on.
    int renders() const { return m_renders; }
    bool drawing() const { return m_drawing; }

    void paint(QPainter *painter) override;

signals:
    void kindChanged();
    void rendered();
    void drawingChanged();

protected:
    void chartsChanged() override { scheduleRender(); }
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void scheduleRender();
    void render();
    // The chart at the item's size; null when there is none to draw.
    QImage chartImage() const;

    ChartsModel::Kind m_kind = ChartsModel::DeadEnds;
    QTimer m_render;
    QImage m_image;
    int m_renders = 0;
    bool m_drawing = false;
};
