#pragma once

#include "steppingframe.h"
#include "workingset.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// What a classic generator holds while it works, as the stepping panel lists
// it instead of a call stack: the growing tree's active list, Wilson's walk,
// the division's chambers, Eller's row sets, the sidewinder's run, the hunt's
// scan line, Prim's frontier, Kruskal's sets. A row is a unit, a run or a
// chamber; the title names the set and how large it is.
class WorkingSetModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A WorkingSetModel belongs to a PaneStepper")
    Q_PROPERTY(int count READ rowCount NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString focus READ focus NOTIFY changed)

public:
    enum Role {
        PlaceRole = Qt::UserRole + 1, // "(3, 5)", "(1, 1) to (1, 9)"
        TagRole, // "set 12", "" where sets do not matter
        RowRole, // the item's top-left unit
        ColumnRole,
    };
    Q_ENUM(Role)

    explicit WorkingSetModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString title() const;
    QString focus() const;

    void apply(const mazestudy::WorkingSet &set);
    void clear();

    // "(3, 5)" for a unit, "(1, 1) to (1, 9)" for a run or a chamber.
    static QString areaText(const mazestudy::Rect &area);

signals:
    void changed();

private:
    mazestudy::WorkingSet m_set;
};
