#include "mazetilenode.h"

#include "mask.h"
#include "runstates.h"

#include <QMatrix4x4>
#include <QQuickWindow>
#include <QSGImageNode>

#include <cstring>

namespace {
int tilesAlong(int units)
{
    return (units + MazeTileNode::TileSize - 1) / MazeTileNode::TileSize;
}

// The bits of blocks first..last of one row of blocks.
unsigned blockSpan(int first, int last)
{
    return ((2u << last) - 1u) & ~((1u << first) - 1u);
}

// Calls `run` with each run of consecutive changed blocks along a row of
// blocks, as a rectangle of the tile's units (x = column, y = row) cut at its size.
template<typename Run> void forEachRun(MazeTileNode::Blocks blocks, QSize size, Run run)
{
    constexpr int along = MazeTileNode::BlocksAlong;
    constexpr int block = MazeTileNode::BlockSize;
    const QRect tile(QPoint(0, 0), size);
    for (int blockRow = 0; blockRow < along; ++blockRow) {
        const unsigned row = unsigned(blocks >> (blockRow * along)) & blockSpan(0, along - 1);
        for (int first = 0; first < along; ++first) {
            if (!(row & (1u << first)))
                continue;
            int last = first;
            while (last + 1 < along && (row & (1u << (last + 1))))
                ++last;
            const QRect units = QRect(first * block, blockRow * block, (last - first + 1) * block, block) & tile;
            if (!units.isEmpty())
                run(units);
            first = last;
        }
    }
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

void MazeTileNode::markBlocks(std::vector<Blocks> &tiles, const QRect &region, int rows, int cols)
{
    const QRect clipped = region & QRect(0, 0, cols, rows);
    if (clipped.isEmpty())
        return;
    const int across = tilesAlong(cols);
    for (int ty = clipped.top() / TileSize; ty <= clipped.bottom() / TileSize; ++ty) {
        for (int tx = clipped.left() / TileSize; tx <= clipped.right() / TileSize; ++tx) {
            const size_t index = size_t(ty * across + tx);
            if (index >= tiles.size())
                continue;
            // The region within this tile, in blocks.
            const QRect inTile = clipped.translated(-tx * TileSize, -ty * TileSize) & QRect(0, 0, TileSize, TileSize);
            const unsigned span = blockSpan(inTile.left() / BlockSize, inTile.right() / BlockSize);
            Blocks blocks = 0;
            for (int blockRow = inTile.top() / BlockSize; blockRow <= inTile.bottom() / BlockSize; ++blockRow)
                blocks |= Blocks(span) << (blockRow * BlocksAlong);
            tiles[index] |= blocks;
        }
    }
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

void MazeTileNode::dropOverlay(Tile &tile)
{
    delete tile.overlay;
    tile.overlay = nullptr;
    tile.overlayTexture.reset();
    tile.overlayImage = QImage();
}

void MazeTileNode::reset()
{
    clearTiles();
    m_rows = 0;
    m_cols = 0;
}

void MazeTileNode::resize(int rows, int cols, bool withOverlay)
{
    if (rows == m_rows && cols == m_cols && !m_tiles.empty()) {
        // The same maze: the overlay's tiles come with their first upload, or go now.
        m_hasOverlay = withOverlay;
        if (!withOverlay) {
            for (Tile &tile : m_tiles)
                dropOverlay(tile);
        }
        return;
    }
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
    // The texture may share the tile's picture (the software renderer's does).
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
    slot = std::move(texture);
}

void MazeTileNode::uploadStates(
    QQuickWindow *window, int index, Blocks blocks, const uint8_t *states, const StateColours &colours)
{
    Tile &tile = m_tiles[size_t(index)];
    if (tile.statesImage.isNull()) {
        tile.statesImage = QImage(tile.units.size(), QImage::Format_RGB32);
        blocks = AllBlocks;
    }
    if (!blocks)
        return;
    // The old texture goes first: the picture it shared is then this tile's
    // alone, and is redrawn in place instead of copied.
    tile.statesTexture.reset();
    uchar *bits = tile.statesImage.bits();
    const qsizetype stride = tile.statesImage.bytesPerLine();
    forEachRun(blocks, tile.units.size(), [&](const QRect &run) {
        for (int y = run.top(); y <= run.bottom(); ++y) {
            const uint8_t *source
                = states + size_t(tile.units.y() + y) * size_t(m_cols) + size_t(tile.units.x() + run.x());
            auto *line = reinterpret_cast<QRgb *>(bits + y * stride) + run.x();
            for (int x = 0; x < run.width(); ++x)
                line[x] = colours.table[source[x]];
            if (!colours.mask)
                continue;
            const int row = tile.units.y() + y;
            for (int x = 0; x < run.width(); ++x) {
                if (mazestudy::isWallState(source[x]) && !colours.mask->touchesUnit(row, tile.units.x() + run.x() + x))
                    line[x] = colours.outside;
            }
        }
    });
    place(window, tile.states, tile.statesTexture, tile.units, tile.statesImage);
}

void MazeTileNode::uploadOverlay(QQuickWindow *window, int index, Blocks blocks, const QImage &overlay)
{
    Tile &tile = m_tiles[size_t(index)];
    if (!m_hasOverlay || !tile.states)
        return;
    if (tile.overlayImage.isNull() || tile.overlayImage.format() != overlay.format()) {
        tile.overlayImage = QImage(tile.units.size(), overlay.format());
        blocks = AllBlocks;
    }
    if (!blocks)
        return;
    const int pixel = overlay.depth() / 8;
    tile.overlayTexture.reset();
    uchar *bits = tile.overlayImage.bits();
    const qsizetype stride = tile.overlayImage.bytesPerLine();
    forEachRun(blocks, tile.units.size(), [&](const QRect &run) {
        for (int y = run.top(); y <= run.bottom(); ++y) {
            const uchar *source = overlay.constScanLine(tile.units.y() + y) + (tile.units.x() + run.x()) * pixel;
            std::memcpy(bits + y * stride + run.x() * pixel, source, size_t(run.width() * pixel));
        }
    });
    place(window, tile.overlay, tile.overlayTexture, tile.units, tile.overlayImage);
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
    // Setting a matrix marks it dirty, and the renderer then visits every tile.
    if (matrix != this->matrix())
        setMatrix(matrix);
}
