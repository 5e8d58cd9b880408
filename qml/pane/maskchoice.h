#pragma once

#include "mask.h"

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

// The shape every pane's maze is carved in, as the toolbar chooses it: the
// whole rectangle, one of the built-in shapes (core/maze/maskshapes.h),
// drawn anew for each maze size, or a mask file, stretched over the maze.
// A choice that cannot be made at the size (a ring of 2x2 cells, a file
// larger than the maze) leaves the panes rectangles and says why.
class MaskChoice : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The comparison owns the mask choice")
    // Rectangle, the shapes, then the opened file's name when there is one.
    Q_PROPERTY(QStringList names READ names NOTIFY changed)
    Q_PROPERTY(int index READ index NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)

public:
    explicit MaskChoice(QObject *parent = nullptr);

    QStringList names() const;
    int index() const { return m_index; }
    QString problem() const { return m_problem; }
    // The mask for the maze size last set; null for the rectangle.
    const mazestudy::SharedMask &mask() const { return m_mask; }

    // An entry of names().
    Q_INVOKABLE void choose(int index);
    // Reads a mask file (PNG or text) and chooses it; false, with the
    // reason in problem() and the choice unchanged, when it cannot be read.
    Q_INVOKABLE bool openFile(const QUrl &file);
    void setMazeSize(int rows, int cols);

    // What settings keep: "" (the rectangle), a shape's id, or "file"
    // with filePath(); restore() takes them back, reading the file again.
    QString id() const;
    QString filePath() const { return m_filePath; }
    // False, choosing the rectangle and saying why in problem(), when the
    // id is unknown or the file cannot be read.
    bool restore(const QString &id, const QString &filePath);

signals:
    void changed();

private:
    void update();

    int m_index = 0;
    int m_rows = 0;
    int m_cols = 0;
    QString m_filePath;
    mazestudy::SharedMask m_fileMask; // as read, before it is stretched
    mazestudy::SharedMask m_mask;
    QString m_problem;
};
