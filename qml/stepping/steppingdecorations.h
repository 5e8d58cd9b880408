#pragma once

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

class MazeView;
class PaneStepper;
Q_MOC_INCLUDE("mazeoverlay.h")
Q_MOC_INCLUDE("mazeview.h")
Q_MOC_INCLUDE("panestepper.h")

// Drawn over a MazeView while its pane is stepped, as in the flame game's
// pictures: in each visited cell an arrow toward the neighbour its call went
// to next (Timeline::arrow), the automaton's 3x3 window around the unit it
// checked, and an outline round the unit of the call-stack row selected.
// Places itself with the view's unitRect(), so it follows zoom and pan; the
// arrows are drawn for the cells in sight once a unit is 6 pixels or more.
class SteppingDecorations : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(PaneStepper *stepper READ stepper WRITE setStepper NOTIFY stepperChanged)
    Q_PROPERTY(MazeView *view READ view WRITE setView NOTIFY viewChanged)
    Q_PROPERTY(QColor arrowColor MEMBER m_arrowColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor windowColor MEMBER m_windowColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor selectionColor MEMBER m_selectionColor NOTIFY colorsChanged)

public:
    explicit SteppingDecorations(QQuickItem *parent = nullptr);

    PaneStepper *stepper() const { return m_stepper; }
    void setStepper(PaneStepper *stepper);
    MazeView *view() const { return m_view; }
    void setView(MazeView *view);

    void paint(QPainter *painter) override;

signals:
    void stepperChanged();
    void viewChanged();
    void colorsChanged();

private:
    QPointer<PaneStepper> m_stepper;
    QPointer<MazeView> m_view;
    QColor m_arrowColor {0x20, 0x20, 0x20};
    QColor m_windowColor {0x1f, 0x6f, 0xe5};
    QColor m_selectionColor {0xe0, 0x8e, 0x00};
};
