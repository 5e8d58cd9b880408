#include "mazeview.h"

#include "mazepalette.h"

#include "mazeoverlay.h"
#include "mazetilenode.h"

#include <QCursor>
#include <QGuiApplication>
#include <QStyleHints>
#include <QtMath>

#include <algorithm>

namespace {
constexpr qreal ZoomStep = 1.25;

using mazestudy::charts::mazeRgb;
using mazestudy::charts::MazeRole;

// The light palette until QML sets the theme's colours; in MazeLayer::State order.
constexpr QRgb DefaultColors[MazeLayer::StateCount] = {
    0xff000000u | mazeRgb(MazeRole::Wall),
    0xff000000u | mazeRgb(MazeRole::Floor),
    0xff000000u | mazeRgb(MazeRole::Visited),
    0xff000000u | mazeRgb(MazeRole::Current),
    0xff000000u | mazeRgb(MazeRole::Considered),
    0xff000000u | mazeRgb(MazeRole::Start),
    0xff000000u | mazeRgb(MazeRole::Exit),
    0xff000000u | mazeRgb(MazeRole::SeedWall),
    0xff000000u | mazeRgb(MazeRole::NewWall),
    0xff000000u | mazeRgb(MazeRole::Path),
};
} // namespace

MazeView::MazeView(QQuickItem *parent)
    : QQuickItem(parent)
{
    setFlag(ItemHasContents);
    setAcceptedMouseButtons(Qt::LeftButton | Qt::MiddleButton | Qt::RightButton);
    setAcceptHoverEvents(true);
    for (int state = 0; state < MazeLayer::StateCount; ++state)
        m_colors[size_t(state)] = QColor::fromRgba(DefaultColors[state]);
    m_colorTable.fill(qRgb(255, 0, 255));
    for (int state = 0; state < MazeLayer::StateCount; ++state)
        m_colorTable[size_t(state)] = DefaultColors[state];
    m_outsideRgb = DefaultColors[MazeLayer::Wall];
}

// Follows a source of unit pictures (a MazeLayer or a MazeOverlay): its
// changes mark tiles dirty, its resizing or its end calls `resized`.
template<typename Source>
bool MazeView::follow(QPointer<Source> &slot, Source *source, std::vector<uint64_t> &dirty, void (MazeView::*resized)())
{
    if (source == slot)
        return false;
    if (slot)
        disconnect(slot, nullptr, this, nullptr);
    slot = source;
    if (source) {
        connect(source, &Source::changed, this, [this, &dirty](const QRect &region) { markDirty(dirty, region); });
        connect(source, &Source::sizeChanged, this, resized);
        connect(source, &QObject::destroyed, this, resized);
    }
    (this->*resized)();
    return true;
}

void MazeView::setMazeLayer(MazeLayer *layer)
{
    if (follow(m_layer, layer, m_dirtyStates, &MazeView::onLayerResized))
        emit mazeLayerChanged();
}

void MazeView::setOverlay(MazeOverlay *overlay)
{
    if (follow(m_overlay, overlay, m_dirtyOverlay, &MazeView::onOverlayResized))
        emit overlayChanged();
}

void MazeView::setColor(MazeLayer::State state, const QColor &color)
{
    if (m_colors[state] == color)
        return;
    m_colors[state] = color;
    m_colorTable[state] = color.rgb() | 0xff000000u;
    std::fill(m_dirtyStates.begin(), m_dirtyStates.end(), MazeTileNode::AllBlocks);
    update();
    emit colorsChanged();
}

void MazeView::setOutsideColor(const QColor &color)
{
    const QRgb rgb = color.rgb() | 0xff000000u;
    if (rgb == m_outsideRgb)
        return;
    m_outsideRgb = rgb;
    std::fill(m_dirtyStates.begin(), m_dirtyStates.end(), MazeTileNode::AllBlocks);
    update();
    emit colorsChanged();
}

bool MazeView::overlayMatches() const
{
    return m_overlay && hasMaze() && m_overlay->rows() == m_layer->rows() && m_overlay->cols() == m_layer->cols();
}

void MazeView::onLayerResized()
{
    m_rebuild = true;
    m_fitted = true;
    const int tiles = hasMaze() ? MazeTileNode::tileCountFor(m_layer->rows(), m_layer->cols()) : 0;
    m_dirtyStates.assign(size_t(tiles), MazeTileNode::AllBlocks);
    m_dirtyOverlay.assign(size_t(tiles), MazeTileNode::AllBlocks);
    fit();
    setHovered({-1, -1});
    update();
}

void MazeView::onOverlayResized()
{
    // The maze's tiles stay: the overlay's come or go in updatePaintNode.
    std::fill(m_dirtyOverlay.begin(), m_dirtyOverlay.end(), MazeTileNode::AllBlocks);
    update();
}

void MazeView::markDirty(std::vector<uint64_t> &tiles, const QRect &region)
{
    if (!hasMaze())
        return;
    MazeTileNode::markBlocks(tiles, region, m_layer->rows(), m_layer->cols());
    update();
}

QSGNode *MazeView::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    auto *node = static_cast<MazeTileNode *>(oldNode);
    if (!hasMaze() || !window()) {
        delete node;
        return nullptr;
    }
    if (!node) {
        node = new MazeTileNode;
        m_rebuild = true;
    }
    const int rows = m_layer->rows();
    const int cols = m_layer->cols();
    const bool withOverlay = overlayMatches();
    if (m_rebuild || node->rows() != rows || node->cols() != cols) {
        node->reset();
        std::fill(m_dirtyStates.begin(), m_dirtyStates.end(), MazeTileNode::AllBlocks);
        std::fill(m_dirtyOverlay.begin(), m_dirtyOverlay.end(), MazeTileNode::AllBlocks);
        m_rebuild = false;
    }
    if (node->hasOverlay() != withOverlay)
        std::fill(m_dirtyOverlay.begin(), m_dirtyOverlay.end(), MazeTileNode::AllBlocks);
    node->resize(rows, cols, withOverlay);
    // Zoomed in, a unit is a crisp square; zoomed out, nearest sampling
    // would drop whole rows of walls, so the texels are blended instead.
    node->setFiltering(m_zoom >= 1 ? QSGTexture::Nearest : QSGTexture::Linear);
    for (int index = 0; index < node->tileCount(); ++index) {
        if (m_dirtyStates[size_t(index)]) {
            node->uploadStates(window(), index, m_dirtyStates[size_t(index)], m_layer->data(),
                {m_colorTable.data(), m_layer->fittedMask(), m_outsideRgb});
            m_dirtyStates[size_t(index)] = 0;
        }
        if (withOverlay && m_dirtyOverlay[size_t(index)]) {
            node->uploadOverlay(window(), index, m_dirtyOverlay[size_t(index)], m_overlay->image());
            m_dirtyOverlay[size_t(index)] = 0;
        }
    }
    node->setViewport(m_zoom, m_origin);
    return node;
}

void MazeView::releaseResources()
{
    m_rebuild = true;
}

void MazeView::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() == oldGeometry.size())
        return;
    if (m_fitted)
        fit();
    else
        setViewport(m_zoom, m_origin, false);
}

qreal MazeView::fitZoom() const
{
    if (!hasMaze() || width() <= 0 || height() <= 0)
        return 1;
    const qreal zoom = std::min(width() / m_layer->cols(), height() / m_layer->rows());
    // Whole pixels a unit keep every unit the same size, when that costs little room.
    const qreal whole = std::floor(zoom);
    return whole >= 1 && whole / zoom >= 0.8 ? whole : zoom;
}

qreal MazeView::minimumZoom() const
{
    return std::min<qreal>(fitZoom(), 1) / 2;
}

QPointF MazeView::clampedOrigin(qreal zoom, QPointF origin) const
{
    if (!hasMaze())
        return {};
    // Smaller than the view: centred. Larger: no empty margin past its edges.
    const auto clampAxis = [](qreal origin, qreal extent, qreal view) {
        if (extent <= view)
            return std::round((view - extent) / 2);
        return std::round(std::clamp(origin, view - extent, qreal(0)));
    };
    return {clampAxis(origin.x(), m_layer->cols() * zoom, width()),
        clampAxis(origin.y(), m_layer->rows() * zoom, height())};
}

void MazeView::setViewport(qreal zoom, QPointF origin, bool fitted)
{
    const QPointF clamped = clampedOrigin(zoom, origin);
    if (zoom == m_zoom && clamped == m_origin && fitted == m_fitted)
        return;
    m_zoom = zoom;
    m_origin = clamped;
    m_fitted = fitted;
    update();
    emit viewportChanged();
}

void MazeView::fit()
{
    setViewport(fitZoom(), {}, true);
}

void MazeView::zoomBy(qreal factor, qreal x, qreal y)
{
    if (!hasMaze() || factor <= 0)
        return;
    const qreal zoom = std::clamp(m_zoom * factor, minimumZoom(), MaximumZoom);
    const QPointF anchor(x, y);
    const QPointF unit = (anchor - m_origin) / m_zoom;
    setViewport(zoom, anchor - unit * zoom, false);
}

void MazeView::zoomIn()
{
    zoomBy(ZoomStep, width() / 2, height() / 2);
}

void MazeView::zoomOut()
{
    zoomBy(1 / ZoomStep, width() / 2, height() / 2);
}

void MazeView::panBy(qreal dx, qreal dy)
{
    setViewport(m_zoom, m_origin + QPointF(dx, dy), false);
}

void MazeView::centerOn(int row, int col)
{
    setViewport(m_zoom, QPointF(width() / 2 - (col + 0.5) * m_zoom, height() / 2 - (row + 0.5) * m_zoom), false);
}

QPoint MazeView::unitAt(qreal x, qreal y) const
{
    if (!hasMaze())
        return {-1, -1};
    const int col = int(std::floor((x - m_origin.x()) / m_zoom));
    const int row = int(std::floor((y - m_origin.y()) / m_zoom));
    if (!m_layer->contains(row, col))
        return {-1, -1};
    return {col, row};
}

QRectF MazeView::unitRect(int row, int col) const
{
    return {m_origin.x() + col * m_zoom, m_origin.y() + row * m_zoom, m_zoom, m_zoom};
}

void MazeView::setHovered(QPoint unit)
{
    if (unit == m_hovered)
        return;
    m_hovered = unit;
    emit hoveredUnitChanged();
}

void MazeView::mousePressEvent(QMouseEvent *event)
{
    m_pressPosition = event->position();
    m_pressOrigin = m_origin;
    m_dragging = false;
    event->accept();
}

void MazeView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF delta = event->position() - m_pressPosition;
    if (!m_dragging && delta.manhattanLength() >= QGuiApplication::styleHints()->startDragDistance()) {
        m_dragging = true;
        setKeepMouseGrab(true);
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_dragging)
        setViewport(m_zoom, m_pressOrigin + delta, false);
    setHovered(unitAt(event->position().x(), event->position().y()));
    event->accept();
}

void MazeView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging) {
        setKeepMouseGrab(false);
        unsetCursor();
        m_dragging = false;
    } else {
        const QPoint unit = unitAt(event->position().x(), event->position().y());
        if (unit.x() >= 0)
            emit unitClicked(unit.y(), unit.x(), int(event->button()), int(event->modifiers()));
    }
    event->accept();
}

void MazeView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        event->ignore();
        return;
    }
    zoomBy(std::pow(ZoomStep, delta / 120.0), event->position().x(), event->position().y());
    event->accept();
}

void MazeView::hoverMoveEvent(QHoverEvent *event)
{
    setHovered(unitAt(event->position().x(), event->position().y()));
}

void MazeView::hoverLeaveEvent(QHoverEvent *)
{
    setHovered({-1, -1});
}
