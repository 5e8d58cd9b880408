#pragma once

#include "mazelayer.h"

#include <QColor>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <vector>

class MazeOverlay;
Q_MOC_INCLUDE("mazeoverlay.h")

// One maze on screen: a single item that draws a MazeLayer as textures, one
// texel a unit, scaled without smoothing when zoomed in, and re-uploads only
// the tiles a change touched. Wheel zooms at the cursor, dragging pans, a
// click reports the unit under it.
//
// Hooks for what is drawn on top:
//  - `overlay`: a MazeOverlay (an RGBA picture in unit coordinates) blended
//    over the maze, tiled and uploaded by dirty region like the maze;
//  - `zoom`, `originX`, `originY` and viewportChanged(): where unit (0, 0)
//    sits and how many pixels a unit spans, for QML children (a 3x3 window, a
//    solver dot, arrows) that place themselves with unitRect();
//  - unitAt() / unitRect() map between item pixels and units;
//    unitClicked() and hoveredUnit report the mouse in units (edit mode).
class MazeView : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MazeLayer *mazeLayer READ mazeLayer WRITE setMazeLayer NOTIFY mazeLayerChanged)
    Q_PROPERTY(MazeOverlay *overlay READ overlay WRITE setOverlay NOTIFY overlayChanged)
    Q_PROPERTY(qreal zoom READ zoom NOTIFY viewportChanged)
    Q_PROPERTY(qreal originX READ originX NOTIFY viewportChanged)
    Q_PROPERTY(qreal originY READ originY NOTIFY viewportChanged)
    Q_PROPERTY(bool fitted READ fitted NOTIFY viewportChanged)
    Q_PROPERTY(QPoint hoveredUnit READ hoveredUnit NOTIFY hoveredUnitChanged)
    Q_PROPERTY(QColor wallColor READ wallColor WRITE setWallColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorColor READ floorColor WRITE setFloorColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor visitedColor READ visitedColor WRITE setVisitedColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor currentColor READ currentColor WRITE setCurrentColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor consideredColor READ consideredColor WRITE setConsideredColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor startColor READ startColor WRITE setStartColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor exitColor READ exitColor WRITE setExitColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor seedWallColor READ seedWallColor WRITE setSeedWallColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor newWallColor READ newWallColor WRITE setNewWallColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor pathColor READ pathColor WRITE setPathColor NOTIFY colorsChanged)
    // The wall units outside a masked maze's cells (MazeLayer::fittedMask):
    // the background around the maze, so that its shape shows.
    Q_PROPERTY(QColor outsideColor READ outsideColor WRITE setOutsideColor NOTIFY colorsChanged)

public:
    static constexpr qreal MaximumZoom = 64;

    explicit MazeView(QQuickItem *parent = nullptr);

    MazeLayer *mazeLayer() const { return m_layer; }
    void setMazeLayer(MazeLayer *layer);
    MazeOverlay *overlay() const { return m_overlay; }
    void setOverlay(MazeOverlay *overlay);

    qreal zoom() const { return m_zoom; }
    qreal originX() const { return m_origin.x(); }
    qreal originY() const { return m_origin.y(); }
    bool fitted() const { return m_fitted; }
    QPoint hoveredUnit() const { return m_hovered; }

    QColor color(MazeLayer::State state) const { return m_colors[state]; }
    void setColor(MazeLayer::State state, const QColor &color);
    QColor wallColor() const { return color(MazeLayer::Wall); }
    void setWallColor(const QColor &c) { setColor(MazeLayer::Wall, c); }
    QColor floorColor() const { return color(MazeLayer::Floor); }
    void setFloorColor(const QColor &c) { setColor(MazeLayer::Floor, c); }
    QColor visitedColor() const { return color(MazeLayer::Visited); }
    void setVisitedColor(const QColor &c) { setColor(MazeLayer::Visited, c); }
    QColor currentColor() const { return color(MazeLayer::Current); }
    void setCurrentColor(const QColor &c) { setColor(MazeLayer::Current, c); }
    QColor consideredColor() const { return color(MazeLayer::Considered); }
    void setConsideredColor(const QColor &c) { setColor(MazeLayer::Considered, c); }
    QColor startColor() const { return color(MazeLayer::Start); }
    void setStartColor(const QColor &c) { setColor(MazeLayer::Start, c); }
    QColor exitColor() const { return color(MazeLayer::Exit); }
    void setExitColor(const QColor &c) { setColor(MazeLayer::Exit, c); }
    QColor seedWallColor() const { return color(MazeLayer::SeedWall); }
    void setSeedWallColor(const QColor &c) { setColor(MazeLayer::SeedWall, c); }
    QColor newWallColor() const { return color(MazeLayer::NewWall); }
    void setNewWallColor(const QColor &c) { setColor(MazeLayer::NewWall, c); }
    QColor pathColor() const { return color(MazeLayer::Path); }
    void setPathColor(const QColor &c) { setColor(MazeLayer::Path, c); }
    QColor outsideColor() const { return QColor::fromRgb(m_outsideRgb); }
    void setOutsideColor(const QColor &color);

    // The unit under an item position as (x = column, y = row); (-1, -1) off the maze.
    Q_INVOKABLE QPoint unitAt(qreal x, qreal y) const;
    // A unit's square in item coordinates.
    Q_INVOKABLE QRectF unitRect(int row, int col) const;
    Q_INVOKABLE void zoomIn();
    Q_INVOKABLE void zoomOut();
    // Multiplies the zoom, keeping the unit under (x, y) where it is.
    Q_INVOKABLE void zoomBy(qreal factor, qreal x, qreal y);
    // Shows the whole maze, as large as fits (whole pixels a unit when that loses at most a fifth).
    Q_INVOKABLE void fit();
    Q_INVOKABLE void panBy(qreal dx, qreal dy);
    Q_INVOKABLE void centerOn(int row, int col);

signals:
    void mazeLayerChanged();
    void overlayChanged();
    void viewportChanged();
    void colorsChanged();
    void hoveredUnitChanged();
    void unitClicked(int row, int col, int button, int modifiers);

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;
    void releaseResources() override;

private:
    template<typename Source>
    bool follow(QPointer<Source> &slot, Source *source, std::vector<uint64_t> &dirty, void (MazeView::*resized)());
    void markDirty(std::vector<uint64_t> &tiles, const QRect &region);
    void onLayerResized();
    void onOverlayResized();
    void setViewport(qreal zoom, QPointF origin, bool fitted);
    QPointF clampedOrigin(qreal zoom, QPointF origin) const;
    qreal fitZoom() const;
    qreal minimumZoom() const;
    void setHovered(QPoint unit);
    bool hasMaze() const { return m_layer && m_layer->rows() > 0 && m_layer->cols() > 0; }
    bool overlayMatches() const;

    QPointer<MazeLayer> m_layer;
    QPointer<MazeOverlay> m_overlay;
    std::array<QColor, MazeLayer::StateCount> m_colors;
    std::array<QRgb, 256> m_colorTable {};
    QRgb m_outsideRgb = 0;
    qreal m_zoom = 1;
    QPointF m_origin;
    bool m_fitted = true;
    QPoint m_hovered {-1, -1};
    // Per tile: the blocks changed since the last upload (MazeTileNode::Blocks).
    std::vector<uint64_t> m_dirtyStates;
    std::vector<uint64_t> m_dirtyOverlay;
    bool m_rebuild = true;
    QPointF m_pressPosition;
    QPointF m_pressOrigin;
    bool m_dragging = false;
};
