#pragma once

#include <QImage>
#include <QRect>
#include <QSGTexture>
#include <QSGTransformNode>

#include <cstdint>
#include <memory>
#include <vector>

class QQuickWindow;
class QSGImageNode;

// The scene-graph side of a MazeView: the maze as textures of up to
// TileSize x TileSize units, one texel a unit, under one transform that
// places and scales them. Only the tiles a dirty region touches are uploaded
// again; zooming and panning change the matrix alone. An optional second set
// of tiles carries a MazeOverlay, blended over the maze.
class MazeTileNode : public QSGTransformNode {
public:
    static constexpr int TileSize = 256;

    MazeTileNode();
    ~MazeTileNode() override;

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool hasOverlay() const { return m_hasOverlay; }
    int tileCount() const { return int(m_tiles.size()); }

    // Rebuilds the tiles for a grid of this size; a tile shows once uploaded.
    void resize(int rows, int cols, bool withOverlay);
    // Uploads tile `index` of the states (row-major, `cols` bytes a row) through the colour table.
    void uploadStates(QQuickWindow *window, int index, const uint8_t *states, const QRgb *colorTable);
    // Uploads tile `index` of the overlay image (cols x rows, premultiplied ARGB).
    void uploadOverlay(QQuickWindow *window, int index, const QImage &overlay);
    void setFiltering(QSGTexture::Filtering filtering);
    void setViewport(qreal zoom, QPointF origin);

    // The tiles a region of units (x = column, y = row) touches, for any grid of this size.
    static std::vector<int> tilesIn(const QRect &region, int rows, int cols);
    static int tileCountFor(int rows, int cols);

private:
    struct Tile {
        QRect units;
        QSGImageNode *states = nullptr;
        QSGImageNode *overlay = nullptr;
        std::unique_ptr<QSGTexture> statesTexture;
        std::unique_ptr<QSGTexture> overlayTexture;
    };
    void clearTiles();
    void place(QQuickWindow *window, QSGImageNode *&node, std::unique_ptr<QSGTexture> &slot, const QRect &units,
        const QImage &image);

    int m_rows = 0;
    int m_cols = 0;
    bool m_hasOverlay = false;
    QSGTexture::Filtering m_filtering = QSGTexture::Nearest;
    std::vector<Tile> m_tiles;
};
