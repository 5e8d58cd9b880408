#include "mazeoverlay.h"

MazeOverlay::MazeOverlay(QObject *parent)
    : QObject(parent)
{
}

void MazeOverlay::resize(int rows, int cols)
{
    if (rows < 0 || cols < 0)
        return;
    const bool resized = rows != this->rows() || cols != this->cols();
    m_image = QImage(cols, rows, QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::transparent);
    if (resized)
        emit sizeChanged();
    emit changed(m_image.rect());
}

void MazeOverlay::clear()
{
    m_image.fill(Qt::transparent);
    emit changed(m_image.rect());
}

void MazeOverlay::setUnit(int row, int col, const QColor &color)
{
    fillUnits(row, col, 1, 1, color);
}

void MazeOverlay::fillUnits(int row, int col, int rowCount, int colCount, const QColor &color)
{
    const QRect region = QRect(col, row, colCount, rowCount) & m_image.rect();
    if (region.isEmpty())
        return;
    const QRgb pixel = qPremultiply(color.rgba());
    for (int y = region.top(); y <= region.bottom(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(y));
        std::fill(line + region.left(), line + region.right() + 1, pixel);
    }
    emit changed(region);
}
