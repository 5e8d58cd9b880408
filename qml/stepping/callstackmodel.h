#pragma once

#include "callstyle.h"
#include "framedescription.h"
#include "steppingframe.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

// The call stack of a stepping pane, deepest call on top: row r is frame
// depth - 1 - r of the worker's timeline, kept here as the compact frames
// the worker sent (20 bytes each). Rows are described and translated on
// demand (only what a view shows is ever computed), and an answer changes
// the rows by depth: a call inserts a row at the top, a return removes it,
// and a jump (seek, step over) removes and inserts only the frames above the
// deepest call both stacks share, so stacks of hundreds of thousands of
// frames stay cheap.
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

    // Follows the stack of an answer: rows by depth change.
    void apply(const SteppingFrame &answer);
    void clear();

    // The order as the seed that chose it would say it, translated:
    // "first south, then rotate: S E N W"; "permutation: W S E N".
    static QString orderText(mazestudy::CallStyle style, const mazestudy::FrameDescription &frame);

signals:
    void countChanged();

private:
    mazestudy::CallStyle m_style = mazestudy::CallStyle::Visit;
    std::vector<mazestudy::Frame> m_frames; // outermost first
};
