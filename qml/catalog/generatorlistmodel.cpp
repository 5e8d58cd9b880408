#include "generatorlistmodel.h"

#include "catalogtext.h"
#include "generatorcatalog.h"
#include "languagechangewatcher.h"

using mazestudy::generatorCatalog;

GeneratorListModel::GeneratorListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    LanguageChangeWatcher::refreshRows(this);
}

int GeneratorListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(generatorCatalog().size());
}

QVariant GeneratorListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &info = generatorCatalog()[size_t(index.row())];
    const QString id = QString::fromStdString(info.id);
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return CatalogText::generatorName(id);
    case IdRole:
        return id;
    case SummaryRole:
        return CatalogText::generatorSummary(id);
    case OddSizesOnlyRole:
        return info.oddSizesOnly;
    default:
        return {};
    }
}

QHash<int, QByteArray> GeneratorListModel::roleNames() const
{
    return {{IdRole, "generatorId"}, {NameRole, "name"}, {SummaryRole, "summary"}, {OddSizesOnlyRole, "oddSizesOnly"}};
}

int GeneratorListModel::indexOf(const QString &id) const
{
    const auto &catalog = generatorCatalog();
    for (size_t i = 0; i < catalog.size(); ++i) {
        if (QString::fromStdString(catalog[i].id) == id)
            return int(i);
    }
    return -1;
}

QString GeneratorListModel::idAt(int row) const
{
    const auto &catalog = generatorCatalog();
    return row >= 0 && size_t(row) < catalog.size() ? QString::fromStdString(catalog[size_t(row)].id) : QString();
}
