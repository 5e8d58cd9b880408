#include "mazetilenode.h"

#include <QMatrix4x4>
#include <QQuickWindow>
#include <QSGImageNode>

namespace {
int tilesAlong(int units)
{
    return (units + MazeTileNode::TileSize - 1) / MazeTileNode::TileSize;
}
} // namespace

MazeTileNode::MazeTileNode() = default;

MazeTileNode::~MazeTileNode()
{
    clearTiles();
}

int MazeTileNode::tileCountFor(int rows, int cols)
{
    return tilesAlong(rows) * tilesAlong(cols);
}

std::vector<int> MazeTileNode::tilesIn(const QRect &region, int rows, int cols)
{
    std::vector<int> tiles;
    const QRect clipped = region & QRect(0, 0, cols, rows);
    if (clipped.isEmpty())
        return tiles;
    const int across = tilesAlong(cols);
    for (int ty = clipped.top() / TileSize; ty <= clipped.bottom() / TileSize; ++ty) {
        for (int tx = clipped.left() / TileSize; tx <= clipped.right() / TileSize; ++tx)
            tiles.push_back(ty * across + tx);
    }
    return tiles;
}

void MazeTileNode::clearTiles()
{
    // The image nodes are children of this node; deleting them detaches them.
    for (Tile &tile : m_tiles) {
        delete tile.states;
        delete tile.overlay;
    }
    m_tiles.clear();
}

void MazeTileNode::resize(int rows, int cols, bool withOverlay)
{
    clearTiles();
    m_rows = rows;
    m_cols = cols;
    m_hasOverlay = withOverlay;
    const int across = tilesAlong(cols);
    const int down = tilesAlong(rows);
    m_tiles.resize(size_t(across) * size_t(down));
    for (int ty = 0; ty < down; ++ty) {
        for (int tx = 0; tx < across; ++tx) {
            m_tiles[size_t(ty * across + tx)].units = QRect(tx * TileSize, ty * TileSize,
                std::min(TileSize, cols - tx * TileSize), std::min(TileSize, rows - ty * TileSize));
        }
    }
}

void MazeTileNode::place(QQuickWindow *window, QSGImageNode *&node, std::unique_ptr<QSGTexture> &slot,
    const QRect &units, const QImage &image)
{
    std::unique_ptr<QSGTexture> texture(window->createTextureFromImage(image));
    texture->setFiltering(m_filtering);
    // A node joins the tree with its first texture: the software renderer
    // cannot take an image node without one. Tiles do not overlap, so the
    // order of their nodes does not matter; a tile's overlay comes after its maze.
    const bool attach = !node;
    if (attach) {
        node = window->createImageNode();
        node->setRect(units);
    }
    node->setTexture(texture.get());
    node->setFiltering(m_filtering);
    if (attach)
        appendChildNode(node);
    // The node is now done with the old texture.
    slot = std::move(texture);
}

void MazeTileNode::uploadStates(QQuickWindow *window, int index, const uint8_t *states, const QRgb *colorTable)
{
    Tile &tile = m_tiles[size_t(index)];
    QImage image(tile.units.size(), QImage::Format_RGB32);
    for (int y = 0; y < tile.units.height(); ++y) {
        const uint8_t *source = states + size_t(tile.units.y() + y) * size_t(m_cols) + size_t(tile.units.x());
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < tile.units.width(); ++x)
            line[x] = colorTable[source[x]];
    }
    place(window, tile.states, tile.statesTexture, tile.units, image);
}

void MazeTileNode::uploadOverlay(QQuickWindow *window, int index, const QImage &overlay)
{
    Tile &tile = m_tiles[size_t(index)];
    if (!m_hasOverlay || !tile.states)
        return;
    place(window, tile.overlay, tile.overlayTexture, tile.units, overlay.copy(tile.units));
}

void MazeTileNode::setFiltering(QSGTexture::Filtering filtering)
{
    if (filtering == m_filtering)
        return;
    m_filtering = filtering;
    for (Tile &tile : m_tiles) {
        for (QSGImageNode *node : {tile.states, tile.overlay}) {
            if (node)
                node->setFiltering(filtering);
        }
        for (QSGTexture *texture : {tile.statesTexture.get(), tile.overlayTexture.get()}) {
            if (texture)
                texture->setFiltering(filtering);
        }
    }
}

void MazeTileNode::setViewport(qreal zoom, QPointF origin)
{
    QMatrix4x4 matrix;
    matrix.translate(float(origin.x()), float(origin.y()));
    matrix.scale(float(zoom));
    setMatrix(matrix);
}
