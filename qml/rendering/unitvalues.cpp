#include "unitvalues.h"

#include "mazelayer.h"
#include "mazeoverlay.h"
#include "mazeview.h"
#include "panemodel.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

UnitValues::UnitValues(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    connect(this, &UnitValues::colorsChanged, this, [this] { update(); });
}

void UnitValues::setView(MazeView *view)
{
    if (view == m_view)
        return;
    m_view = view;
    follow();
    emit viewChanged();
}

void UnitValues::setPane(PaneModel *pane)
{
    if (pane == m_pane)
        return;
    m_pane = pane;
    follow();
    emit paneChanged();
}

// Repaints when what is in sight moves, a unit changes or the marks come.
void UnitValues::follow()
{
    for (const auto &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    const auto repaint = [this] { update(); };
    if (m_view)
        m_connections << connect(m_view, &MazeView::viewportChanged, this, repaint);
    if (m_pane) {
        m_connections << connect(m_pane->mazeLayer(), &MazeLayer::changed, this, repaint)
                      << connect(m_pane->mazeLayer(), &MazeLayer::sizeChanged, this, repaint)
                      << connect(m_pane, &PaneModel::statusChanged, this, repaint);
    }
    update();
}

void UnitValues::paint(QPainter *painter)
{
    if (!m_view || !m_pane || m_view->zoom() < ReadableUnit)
        return;
    const MazeLayer &layer = *m_pane->mazeLayer();
    const qreal zoom = m_view->zoom();
    const int firstRow = std::max(0, int(std::floor(-m_view->originY() / zoom)));
    const int firstCol = std::max(0, int(std::floor(-m_view->originX() / zoom)));
    const int lastRow = std::min(layer.rows() - 1, int(std::floor((height() - m_view->originY()) / zoom)));
    const int lastCol = std::min(layer.cols() - 1, int(std::floor((width() - m_view->originX()) / zoom)));
    QFont font = painter->font();
    font.setPixelSize(std::max(8, int(zoom * 0.45)));
    painter->setFont(font);
    for (int row = firstRow; row <= lastRow; ++row) {
        for (int col = firstCol; col <= lastCol; ++col) {
            const int value = m_pane->unitValue(row, col);
            painter->setPen(value == 0 ? m_wallTextColor : m_floorTextColor);
            painter->drawText(m_view->unitRect(row, col), Qt::AlignCenter, QString::number(value));
        }
    }
}
