#include "workingsetmodel.h"

#include "languagechangewatcher.h"

#include <QLocale>

using mazestudy::WorkingSetKind;

WorkingSetModel::WorkingSetModel(QObject *parent)
    : QAbstractListModel(parent)
{
    LanguageChangeWatcher::refreshRows(this, [this] { emit changed(); });
}

int WorkingSetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_set.items.size());
}

QVariant WorkingSetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const mazestudy::WorkingItem &item = m_set.items[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case PlaceRole:
        return areaText(item.area);
    case TagRole:
        return m_set.kind == WorkingSetKind::RowSets || m_set.kind == WorkingSetKind::Sets ? tr("set %1").arg(item.tag)
                                                                                           : QString();
    case RowRole:
        return item.area.top;
    case ColumnRole:
        return item.area.left;
    default:
        return {};
    }
}

QHash<int, QByteArray> WorkingSetModel::roleNames() const
{
    return {{PlaceRole, "place"}, {TagRole, "tag"}, {RowRole, "row"}, {ColumnRole, "column"}};
}

QString WorkingSetModel::title() const
{
    // Counts go in as numbers after a colon, so that no language needs plural forms here.
    const QString size = QLocale().toString(qulonglong(m_set.size));
    switch (m_set.kind) {
    case WorkingSetKind::None:
        return {};
    case WorkingSetKind::ActiveList:
        return tr("Active list, newest first; cells: %1").arg(size);
    case WorkingSetKind::Walk:
        return tr("The walk, newest first; cells: %1").arg(size);
    case WorkingSetKind::Walker:
        return tr("The walker; cells not yet in the maze: %1").arg(size);
    case WorkingSetKind::Chambers:
        return tr("Chambers to divide, next on top: %1").arg(size);
    case WorkingSetKind::RowSets:
        return tr("This row's sets, as runs of one set: %1").arg(size);
    case WorkingSetKind::Run:
        return tr("The run, cells: %1").arg(size);
    case WorkingSetKind::ScanLine:
        return tr("The hunt's scan line, or the walker");
    case WorkingSetKind::Frontier:
        return tr("Frontier, cells next to the maze: %1").arg(size);
    case WorkingSetKind::Sets:
        return tr("Sets left: %1; the wall just tried joins these cells").arg(size);
    case WorkingSetKind::DeadEnds:
        return tr("Braid: dead ends still to visit, next first: %1").arg(size);
    }
    return {};
}

QString WorkingSetModel::focus() const
{
    return m_set.focus.isEmpty() ? QString() : tr("looking at %1").arg(areaText(m_set.focus));
}

void WorkingSetModel::apply(const mazestudy::WorkingSet &set)
{
    // The lists are short (Timeline::MarkedCells) and change at the
    // front with every move, so a reset is as cheap as a difference.
    beginResetModel();
    m_set = set;
    endResetModel();
    emit changed();
}

void WorkingSetModel::clear()
{
    apply({});
}

QString WorkingSetModel::areaText(const mazestudy::Rect &area)
{
    const QString first = QStringLiteral("(%1, %2)").arg(area.top).arg(area.left);
    if (area.top == area.bottom && area.left == area.right)
        return first;
    return tr("%1 to %2").arg(first, QStringLiteral("(%1, %2)").arg(area.bottom).arg(area.right));
}
