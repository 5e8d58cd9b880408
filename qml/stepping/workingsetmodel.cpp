#include "workingsetmodel.h"

#include "languagechangewatcher.h"

#include <QCoreApplication>
#include <QLocale>

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
        return m_set.kind && m_set.kind->tagsAreSets ? tr("set %1").arg(item.tag) : QString();
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
    if (!m_set.kind)
        return {};
    const QString title = QCoreApplication::translate("WorkingSet", m_set.kind->title);
    return title.contains(QLatin1String("%1")) ? title.arg(QLocale().toString(qulonglong(m_set.size))) : title;
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
