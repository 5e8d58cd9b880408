#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

class PaneModel;
Q_MOC_INCLUDE("panemodel.h")

// The panes of the comparison, in order, as a list model whose one role is
// the pane's model (`pane`). Owns the panes: removing one destroys it, which
// stops and joins its worker.
class PaneListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PaneListModel belongs to a Comparison")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { PaneRole = Qt::UserRole + 1 };
    Q_ENUM(Role)

    explicit PaneListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Takes ownership.
    void append(PaneModel *pane);
    void removeAt(int row);
    void clear();
    Q_INVOKABLE PaneModel *at(int row) const;
    const std::vector<PaneModel *> &panes() const { return m_panes; }

signals:
    void countChanged();

private:
    std::vector<PaneModel *> m_panes;
};
