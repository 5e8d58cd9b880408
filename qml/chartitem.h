#pragma once

#include "chartsmodel.h"

#include <QImage>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

// One chart of the charts area, drawn by the same charts::ChartBuilder as
// the exported pictures, so what is on screen is what gets exported. The
// chart is rendered into an image on the GUI thread whenever its data or
// size changes (coalesced to once per event-loop turn); paint() only copies
// that image, which is all the scene graph's render thread may safely do.
class ChartItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ChartsModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(ChartsModel::Kind kind READ kind WRITE setKind NOTIFY kindChanged)
    Q_PROPERTY(int renders READ renders NOTIFY rendered)

public:
    explicit ChartItem(QQuickItem *parent = nullptr);

    ChartsModel *model() const { return m_model; }
    void setModel(ChartsModel *model);
    ChartsModel::Kind kind() const { return m_kind; }
    void setKind(ChartsModel::Kind kind);
    // How many times the chart was drawn, for tests to wait on.
    int renders() const { return m_renders; }

    void paint(QPainter *painter) override;

signals:
    void modelChanged();
    void kindChanged();
    void rendered();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void render();

    QPointer<ChartsModel> m_model;
    ChartsModel::Kind m_kind = ChartsModel::DeadEnds;
    QTimer m_render;
    QImage m_image;
    int m_renders = 0;
};
