#include "callstackmodel.h"

#include "framedescription.h"
#include "panestepper.h"
#include "timeline.h"

#include <algorithm>

using namespace mazestudy;

CallStackModel::CallStackModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int CallStackModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_units.size());
}

QHash<int, QByteArray> CallStackModel::roleNames() const
{
    return {
        {CallRole, "call"},
        {OrderRole, "order"},
        {TryingRole, "trying"},
        {DoneRole, "done"},
        {RowRole, "unitRow"},
        {ColumnRole, "unitColumn"},
        {TopRole, "isTop"},
    };
}

QVariant CallStackModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_timeline)
        return {};
    const size_t frameIndex = m_units.size() - 1 - size_t(index.row());
    if (frameIndex >= m_timeline->depth())
        return {};
    switch (role) {
    case RowRole:
        return m_units[frameIndex].row;
    case ColumnRole:
        return m_units[frameIndex].col;
    case TopRole:
        return index.row() == 0;
    default:
        break;
    }
    const FrameDescription frame = m_timeline->frame(frameIndex);
    switch (role) {
    case Qt::DisplayRole:
    case CallRole:
        return QString::fromStdString(frame.call);
    case OrderRole:
        return QString::fromStdString(orderText(m_timeline->style(), frame));
    case TryingRole: {
        const std::optional<Direction> trying = frame.trying ? frame.trying : frame.next;
        return trying ? PaneStepper::directionWord(*trying) : QString();
    }
    case DoneRole: {
        QStringList words;
        for (int i = 0; i < frame.done && size_t(i) < frame.order.size(); ++i)
            words.push_back(PaneStepper::directionWord(frame.order[size_t(i)]));
        return words.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

void CallStackModel::sync(const Timeline *timeline)
{
    if (timeline != m_timeline) {
        beginResetModel();
        m_timeline = timeline;
        m_units.clear();
        if (timeline) {
            const Generator &state = timeline->state();
            m_units.reserve(timeline->depth());
            for (size_t i = 0; i < timeline->depth(); ++i)
                m_units.push_back(state.frame(i).cell);
        }
        endResetModel();
        emit countChanged();
        return;
    }
    if (!timeline)
        return;
    // Frames below the first difference are the same calls (a DFS enters each
    // unit once), so find it by bisection: O(log depth) frames looked at.
    const Generator &state = timeline->state();
    const size_t depth = timeline->depth();
    size_t low = 0;
    size_t high = std::min(m_units.size(), depth);
    while (low < high) {
        const size_t middle = (low + high) / 2;
        if (state.frame(middle).cell == m_units[middle])
            low = middle + 1;
        else
            high = middle;
    }
    const size_t shared = low;
    const size_t oldDepth = m_units.size();
    if (oldDepth > shared) {
        beginRemoveRows({}, 0, int(oldDepth - shared - 1));
        m_units.resize(shared);
        endRemoveRows();
    }
    if (depth > shared) {
        beginInsertRows({}, 0, int(depth - shared - 1));
        for (size_t i = shared; i < depth; ++i)
            m_units.push_back(state.frame(i).cell);
        endInsertRows();
    }
    // The deepest shared call may have moved on (its done and trying), and the
    // old top is no longer the top.
    if (shared > 0) {
        const int row = int(depth - shared);
        emit dataChanged(index(row), index(row));
    }
    if (depth > shared + 1 || (depth > 0 && depth == shared)) {
        // Only the new top's text changes with its next move when nothing was pushed.
        emit dataChanged(index(0), index(0));
    }
    if (oldDepth != depth)
        emit countChanged();
}
