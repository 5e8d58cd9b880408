#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The engine's generator catalogue as a list for pickers: id, translated name
// and summary, and whether it needs odd sizes.
class GeneratorListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ rowCount CONSTANT)

public:
    enum Role { IdRole = Qt::UserRole + 1, NameRole, SummaryRole, OddSizesOnlyRole };
    Q_ENUM(Role)

    explicit GeneratorListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE int indexOf(const QString &id) const;
    Q_INVOKABLE QString idAt(int row) const;
};
