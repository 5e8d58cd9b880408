#include "maskchoice.h"

#include "localfiles.h"
#include "maskfile.h"
#include "maskshapes.h"

#include <QFileInfo>

#include <iterator>
#include <stdexcept>

namespace {
// names(): the rectangle, the shapes, then the file once one is open.
constexpr int FileIndex = 1 + int(std::size(mazestudy::MaskShapes));

QString shapeName(mazestudy::MaskShape shape)
{
    switch (shape) {
    case mazestudy::MaskShape::Disc:
        return MaskChoice::tr("Disc");
    case mazestudy::MaskShape::Ring:
        return MaskChoice::tr("Ring");
    case mazestudy::MaskShape::Diamond:
        return MaskChoice::tr("Diamond");
    case mazestudy::MaskShape::Triangle:
        return MaskChoice::tr("Triangle");
    case mazestudy::MaskShape::Heart:
        return MaskChoice::tr("Heart");
    }
    return {};
}
} // namespace

MaskChoice::MaskChoice(QObject *parent)
    : QObject(parent)
{
}

QStringList MaskChoice::names() const
{
    QStringList names {tr("Rectangle")};
    for (const mazestudy::MaskShape shape : mazestudy::MaskShapes)
        names << shapeName(shape);
    if (m_fileMask)
        names << QFileInfo(m_filePath).fileName();
    return names;
}

void MaskChoice::choose(int index)
{
    if (index < 0 || index > FileIndex || (index == FileIndex && !m_fileMask) || index == m_index)
        return;
    m_index = index;
    update();
}

bool MaskChoice::openFile(const QUrl &file)
{
    const QString path = LocalFiles::path(file);
    try {
        m_fileMask = std::make_shared<const mazestudy::Mask>(mazestudy::readMaskFile(path.toStdString()));
    } catch (const std::exception &error) {
        m_problem = QString::fromStdString(error.what());
        emit changed();
        return false;
    }
    // Absolute, so that settings find it again from another working folder.
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_index = FileIndex;
    update();
    return true;
}

void MaskChoice::setMazeSize(int rows, int cols)
{
    if (rows == m_rows && cols == m_cols)
        return;
    m_rows = rows;
    m_cols = cols;
    update();
}

QString MaskChoice::id() const
{
    if (m_index == FileIndex)
        return QStringLiteral("file");
    return m_index == 0 ? QString() : QString::fromLatin1(mazestudy::maskShapeId(mazestudy::MaskShapes[m_index - 1]));
}

bool MaskChoice::restore(const QString &id, const QString &filePath)
{
    if (id.isEmpty()) {
        choose(0);
        return true;
    }
    const auto shape = mazestudy::maskShapeFromId(id.toStdString());
    if (shape) {
        // MaskShapes lists the shapes in their enum's order.
        choose(1 + int(*shape));
        return true;
    }
    if (id == QLatin1String("file") && openFile(QUrl::fromLocalFile(filePath)))
        return true;
    const QString why = id == QLatin1String("file") ? m_problem : tr("There is no shape “%1”.").arg(id);
    choose(0);
    m_problem = why;
    emit changed();
    return false;
}

void MaskChoice::update()
{
    m_mask.reset();
    m_problem.clear();
    const int cellRows = (m_rows - 1) / 2;
    const int cellCols = (m_cols - 1) / 2;
    // A size without cells is the panes' to refuse.
    const bool shaped = m_index > 0 && cellRows > 0 && cellCols > 0;
    if (shaped && m_index == FileIndex) {
        if (m_fileMask->rows() > cellRows || m_fileMask->cols() > cellCols) {
            m_problem = tr("%1 has %2 × %3 cells, more than a %4 × %5 maze has (%6 × %7): choose a larger size. "
                           "Until then the mazes are rectangles.")
                            .arg(QFileInfo(m_filePath).fileName())
                            .arg(m_fileMask->rows())
                            .arg(m_fileMask->cols())
                            .arg(m_rows)
                            .arg(m_cols)
                            .arg(cellRows)
                            .arg(cellCols);
        } else {
            m_mask = mazestudy::maskForMaze(m_fileMask, m_rows, m_cols);
        }
    } else if (shaped) {
        try {
            m_mask = std::make_shared<const mazestudy::Mask>(
                mazestudy::shapedMask(mazestudy::MaskShapes[m_index - 1], cellRows, cellCols));
        } catch (const std::invalid_argument &) {
            // Too few cells: the shape is empty, one cell or in parts.
            m_problem = tr("The shape “%1” needs a larger maze than %2 × %3. Until then the mazes are rectangles.")
                            .arg(names().at(m_index))
                            .arg(m_rows)
                            .arg(m_cols);
        }
    }
    emit changed();
}
