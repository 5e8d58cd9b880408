#pragma once

#include "grid.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace mazestudy {
class Timeline;
}

// The call stack of a stepping pane, deepest call on top: row r is
// Timeline::frame(depth - 1 - r). Rows are described on demand (only what a
// view shows is ever computed), and a move changes the rows by depth: a call
// inserts a row at the top, a return removes it, and a jump (seek, step over)
// removes and inserts only the frames above the deepest call both stacks
// share, so stacks of hundreds of thousands of frames stay cheap.
class CallStackModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A CallStackModel belongs to a PaneStepper")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        CallRole = Qt::UserRole + 1, // "digout(5, 7)"
        OrderRole, // "first south, then rotate: S E N W"
        TryingRole, // the direction tried now (the top frame: looked at next), "" for none
        DoneRole, // the directions done, "north, west"
        RowRole, // the call's unit
        ColumnRole,
        TopRole, // the top frame
    };
    Q_ENUM(Role)

    explicit CallStackModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Follows `timeline` (null: empty) after it moved: rows by depth change.
    void sync(const mazestudy::Timeline *timeline);

signals:
    void countChanged();

private:
    const mazestudy::Timeline *m_timeline = nullptr;
    std::vector<mazestudy::Point> m_units; // the frames' units as the rows show them, outermost first
};
