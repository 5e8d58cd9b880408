#include "steppingdecorations.h"

#include "mazeoverlay.h"
#include "mazeview.h"
#include "panestepper.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

using namespace mazestudy;

SteppingDecorations::SteppingDecorations(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &SteppingDecorations::colorsChanged, this, [this] { update(); });
}

void SteppingDecorations::setStepper(PaneStepper *stepper)
{
    if (stepper == m_stepper)
        return;
    if (m_stepper)
        m_stepper->disconnect(this);
    m_stepper = stepper;
    if (m_stepper) {
        connect(m_stepper, &PaneStepper::changed, this, [this] { update(); });
        connect(m_stepper, &PaneStepper::selectedFrameChanged, this, [this] { update(); });
    }
    emit stepperChanged();
    update();
}

void SteppingDecorations::setView(MazeView *view)
{
    if (view == m_view)
        return;
    if (m_view)
        m_view->disconnect(this);
    m_view = view;
    if (m_view)
        connect(m_view, &MazeView::viewportChanged, this, [this] { update(); });
    emit viewChanged();
    update();
}

void SteppingDecorations::paint(QPainter *painter)
{
    if (!m_stepper || !m_view || !m_stepper->active())
        return;
    const QPointF offset = m_view->mapToItem(this, QPointF(0, 0));
    const auto rectOf = [&](int row, int col, int span = 1) {
        QRectF r = m_view->unitRect(row, col);
        r.setSize(r.size() * span);
        return r.translated(offset);
    };
    const qreal unitSize = m_view->unitRect(0, 0).width();
    const QRectF visible = boundingRect();

    // Arrows: from the cell's centre toward the neighbour, across the passage
    // unit; only the cells in sight are looked at, so any maze size will do.
    const SteppingFrame *answer = m_stepper->answer();
    if (unitSize >= 6 && answer && answer->arrows && answer->arrowCols > 0) {
        QPen pen(m_arrowColor, std::max<qreal>(1.5, unitSize / 6), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter->setPen(pen);
        const std::vector<uint8_t> &arrows = *answer->arrows;
        const int cellRows = int(arrows.size() / size_t(answer->arrowCols));
        const QPointF origin = rectOf(0, 0).topLeft();
        const auto cellRange = [&](qreal from, qreal to, qreal at, int count) {
            const int first = std::max(0, int(std::floor((from - at) / unitSize / 2)));
            const int last = std::min(count - 1, int(std::floor((to - at) / unitSize / 2)));
            return std::make_pair(first, last);
        };
        const auto [firstRow, lastRow] = cellRange(visible.top(), visible.bottom(), origin.y(), cellRows);
        const auto [firstCol, lastCol] = cellRange(visible.left(), visible.right(), origin.x(), answer->arrowCols);
        for (int cellRow = firstRow; cellRow <= lastRow; ++cellRow) {
            for (int cellCol = firstCol; cellCol <= lastCol; ++cellCol) {
                const uint8_t arrow = arrows[size_t(cellRow) * size_t(answer->arrowCols) + size_t(cellCol)];
                if (arrow == 0)
                    continue;
                const Direction direction = Direction(arrow - 1);
                const QPointF from = rectOf(2 * cellRow + 1, 2 * cellCol + 1).center();
                const QPointF step(colStep(direction) * unitSize, rowStep(direction) * unitSize);
                const QPointF tip = from + step * 0.95;
                const QPointF back = -step / unitSize * (unitSize * 0.35);
                const QPointF side(-back.y() * 0.8, back.x() * 0.8);
                painter->drawLine(from, tip);
                QPainterPath head;
                head.moveTo(tip + back + side);
                head.lineTo(tip);
                head.lineTo(tip + back - side);
                painter->drawPath(head);
            }
        }
    }

    // The automaton's window: the 3x3 units around the unit it checked.
    const QPoint window = m_stepper->windowUnit();
    if (window.x() >= 0) {
        painter->setPen(QPen(m_windowColor, std::max<qreal>(2, unitSize / 8)));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(rectOf(window.y() - 1, window.x() - 1, 3));
    }

    const QPoint selected = m_stepper->selectedUnit();
    if (selected.x() >= 0) {
        painter->setPen(QPen(m_selectionColor, std::max<qreal>(2, unitSize / 5)));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = rectOf(selected.y(), selected.x());
        const qreal grow = std::max<qreal>(2, unitSize / 4);
        painter->drawRect(r.adjusted(-grow, -grow, grow, grow));
    }
}
