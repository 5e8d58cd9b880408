#pragma once

#include <QImage>
#include <QRect>
#include <QSGTexture>
#include <QSGTransformNode>

#include <cstdint>
#include <memory>
#include <vector>

class QQuickWindow;
namespace mazestudy {
class Mask;
}
class QSGImageNode;

// The scene-graph side of a MazeView: the maze as textures of up to
// TileSize x TileSize units, one texel a unit, under one transform that
// places and scales them. Each tile keeps its picture and redraws only the
// blocks (BlockSize x BlockSize units) that changed, then hands the picture
// over as the tile's new texture; zooming and panning change the matrix
// alone. An optional second set of tiles carries a MazeOverlay, blended over
// the maze.
class MazeTileNode : public QSGTransformNode {
public:
    static constexpr int TileSize = 256;
    static constexpr int BlocksAlong = 8;
    static constexpr int BlockSize = TileSize / BlocksAlong;
    // One bit a block of a tile, bit (blockRow * BlocksAlong + blockCol).
    using Blocks = uint64_t;
    static constexpr Blocks AllBlocks = ~Blocks(0);

    MazeTileNode();
    ~MazeTileNode() override;

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool hasOverlay() const { return m_hasOverlay; }
    int tileCount() const { return int(m_tiles.size()); }

    // Tiles for a grid of this size; a tile shows once uploaded. Keeps the
    // maze's tiles when only the overlay comes or goes.
    void resize(int rows, int cols, bool withOverlay);
    // Drops every tile: the next resize() builds them anew.
    void reset();
    // How states become texels: a colour a state, and with a mask the wall
    // units outside its cells in the outside colour.
    struct StateColours {
        const QRgb *table; // 256 entries
        const mazestudy::Mask *mask;
        QRgb outside;
    };
    // Redraws the blocks of tile `index` from the states (row-major, `cols`
    // bytes a row) in their colours and uploads the tile.
    void uploadStates(
        QQuickWindow *window, int index, Blocks blocks, const uint8_t *states, const StateColours &colours);
    // The same from the overlay image (cols x rows, premultiplied ARGB).
    void uploadOverlay(QQuickWindow *window, int index, Blocks blocks, const QImage &overlay);
    void setFiltering(QSGTexture::Filtering filtering);
    void setViewport(qreal zoom, QPointF origin);

    // Marks the blocks a region of units (x = column, y = row) touches, in
    // one mask a tile of a grid of this size.
    static void markBlocks(std::vector<Blocks> &tiles, const QRect &region, int rows, int cols);
    // The tiles a region of units touches, for any grid of this size.
    static std::vector<int> tilesIn(const QRect &region, int rows, int cols);
    static int tileCountFor(int rows, int cols);

private:
    struct Tile {
        QRect units;
        QSGImageNode *states = nullptr;
        QSGImageNode *overlay = nullptr;
        std::unique_ptr<QSGTexture> statesTexture;
        std::unique_ptr<QSGTexture> overlayTexture;
        QImage statesImage;
        QImage overlayImage;
    };
    void clearTiles();
    void dropOverlay(Tile &tile);
    void place(QQuickWindow *window, QSGImageNode *&node, std::unique_ptr<QSGTexture> &slot, const QRect &units,
        const QImage &image);

    int m_rows = 0;
    int m_cols = 0;
    bool m_hasOverlay = false;
    QSGTexture::Filtering m_filtering = QSGTexture::Nearest;
    std::vector<Tile> m_tiles;
};
