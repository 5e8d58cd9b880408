#pragma once

#include <QColor>
#include <QImage>
#include <QObject>
#include <QRect>
#include <QtQml/qqmlregistration.h>

// A picture in unit coordinates that a MazeView draws over its maze, one
// pixel a unit, blended by its alpha: stepping colours, a traced path, a
// player's light and shadow, a bias heat map. Transparent where nothing is
// drawn. Whoever owns it (a game model, a stepping model) writes units and the
// view uploads only the tiles that changed.
class MazeOverlay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int rows READ rows NOTIFY sizeChanged)
    Q_PROPERTY(int cols READ cols NOTIFY sizeChanged)

public:
    explicit MazeOverlay(QObject *parent = nullptr);

    int rows() const { return m_image.height(); }
    int cols() const { return m_image.width(); }
    // Premultiplied ARGB, width = cols, height = rows.
    const QImage &image() const { return m_image; }

    // Clears to transparent at the given size.
    Q_INVOKABLE void resize(int rows, int cols);
    Q_INVOKABLE void clear();
    Q_INVOKABLE void setUnit(int row, int col, const QColor &color);
    Q_INVOKABLE void fillUnits(int row, int col, int rowCount, int colCount, const QColor &color);
    // For bulk writers in C++: paint into image() directly, then call this.
    QImage &beginEdit() { return m_image; }
    void endEdit(const QRect &region) { emit changed(region & m_image.rect()); }

signals:
    void sizeChanged();
    void changed(const QRect &region); // x = column, y = row

private:
    QImage m_image;
};
