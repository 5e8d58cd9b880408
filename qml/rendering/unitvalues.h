#pragma once

#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

class MazeView;
class PaneModel;
Q_MOC_INCLUDE("mazeview.h")
Q_MOC_INCLUDE("panemodel.h")

// The mazedfs lab's showvalue for any pane: each unit's value on its block
// (0 wall, 1 floor, a lab script's own marks), drawn for the units in sight
// once they are big enough to read, over the view it follows.
class UnitValues : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MazeView *view READ view WRITE setView NOTIFY viewChanged)
    Q_PROPERTY(PaneModel *pane READ pane WRITE setPane NOTIFY paneChanged)
    Q_PROPERTY(QColor wallTextColor MEMBER m_wallTextColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorTextColor MEMBER m_floorTextColor NOTIFY colorsChanged)

public:
    // The least block, in pixels, that a value is drawn on.
    static constexpr qreal ReadableUnit = 14;

    explicit UnitValues(QQuickItem *parent = nullptr);

    MazeView *view() const { return m_view; }
    void setView(MazeView *view);
    PaneModel *pane() const { return m_pane; }
    void setPane(PaneModel *pane);

    void paint(QPainter *painter) override;

signals:
    void viewChanged();
    void paneChanged();
    void colorsChanged();

private:
    void follow();

    QPointer<MazeView> m_view;
    QPointer<PaneModel> m_pane;
    QColor m_wallTextColor = Qt::white;
    QColor m_floorTextColor = Qt::black;
    QList<QMetaObject::Connection> m_connections;
};
