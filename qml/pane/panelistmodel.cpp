#include "panelistmodel.h"

#include "panemodel.h"

#include <algorithm>

PaneListModel::PaneListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int PaneListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_panes.size());
}

QVariant PaneListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    PaneModel *pane = m_panes[size_t(index.row())];
    switch (role) {
    case PaneRole:
        return QVariant::fromValue(pane);
    case Qt::DisplayRole:
        return pane->generatorName();
    default:
        return {};
    }
}

QHash<int, QByteArray> PaneListModel::roleNames() const
{
    return {{PaneRole, "pane"}, {Qt::DisplayRole, "display"}};
}

void PaneListModel::append(PaneModel *pane)
{
    const int row = int(m_panes.size());
    beginInsertRows({}, row, row);
    pane->setParent(this);
    m_panes.push_back(pane);
    endInsertRows();
    connect(pane, &PaneModel::generatorIdChanged, this, [this, pane] {
        const auto it = std::find(m_panes.begin(), m_panes.end(), pane);
        if (it == m_panes.end())
            return;
        const QModelIndex changed = index(int(it - m_panes.begin()));
        emit dataChanged(changed, changed, {Qt::DisplayRole});
    });
    emit countChanged();
}

void PaneListModel::removeAt(int row)
{
    if (row < 0 || size_t(row) >= m_panes.size())
        return;
    beginRemoveRows({}, row, row);
    PaneModel *pane = m_panes[size_t(row)];
    m_panes.erase(m_panes.begin() + row);
    endRemoveRows();
    // Later, so that the delegate that showed it goes first; the pane then
    // stops and joins its thread.
    pane->deleteLater();
    emit countChanged();
}

void PaneListModel::clear()
{
    if (m_panes.empty())
        return;
    beginResetModel();
    const std::vector<PaneModel *> panes = std::move(m_panes);
    m_panes.clear();
    endResetModel();
    for (PaneModel *pane : panes)
        pane->deleteLater();
    emit countChanged();
}

PaneModel *PaneListModel::at(int row) const
{
    return row >= 0 && size_t(row) < m_panes.size() ? m_panes[size_t(row)] : nullptr;
}
