#include "solverlistmodel.h"

#include "catalogtext.h"
#include "languagechangewatcher.h"
#include "solvercatalog.h"

using mazestudy::solverCatalog;

SolverListModel::SolverListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    LanguageChangeWatcher::refreshRows(this);
}

void SolverListModel::setScriptSolve(bool shown)
{
    if (shown == m_scriptSolve)
        return;
    if (shown) {
        beginInsertRows({}, 0, 0);
        m_scriptSolve = true;
        endInsertRows();
    } else {
        beginRemoveRows({}, 0, 0);
        m_scriptSolve = false;
        endRemoveRows();
    }
    emit scriptSolveChanged();
}

int SolverListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(solverCatalog().size()) + (m_scriptSolve ? 1 : 0);
}

QVariant SolverListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (m_scriptSolve && index.row() == 0) {
        switch (role) {
        case Qt::DisplayRole:
        case NameRole:
            return tr("Your solve()");
        case IdRole:
            return scriptId();
        case SummaryRole:
            return tr("the walk of the lab script's own solve(), graded as lab check grades it");
        default:
            return role == RacesRole ? QVariant(false) : QVariant();
        }
    }
    const QString id = QString::fromStdString(solverCatalog()[size_t(index.row() - (m_scriptSolve ? 1 : 0))].id);
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return CatalogText::solverName(id);
    case IdRole:
        return id;
    case SummaryRole:
        return CatalogText::solverSummary(id);
    case RacesRole:
        return raceDefaults().contains(id);
    default:
        return {};
    }
}

QHash<int, QByteArray> SolverListModel::roleNames() const
{
    return {{IdRole, "solverId"}, {NameRole, "name"}, {SummaryRole, "summary"}, {RacesRole, "races"}};
}

int SolverListModel::indexOf(const QString &id) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (idAt(row) == id)
            return row;
    }
    return -1;
}

QString SolverListModel::idAt(int row) const
{
    return data(index(row), IdRole).toString();
}

QString SolverListModel::summaryAt(int row) const
{
    return data(index(row), SummaryRole).toString();
}

QStringList SolverListModel::raceDefaults()
{
    return {QStringLiteral("wall-follower-left"), QStringLiteral("pledge"), QStringLiteral("tremaux"),
        QStringLiteral("dead-end-filler"), QStringLiteral("bfs"), QStringLiteral("astar")};
}
