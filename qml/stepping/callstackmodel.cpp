#include "callstackmodel.h"

#include "framedescription.h"
#include "languagechangewatcher.h"
#include "narrationtext.h"

#include <algorithm>

using namespace mazestudy;

CallStackModel::CallStackModel(QObject *parent)
    : QAbstractListModel(parent)
{
    LanguageChangeWatcher::refreshRows(this);
}

int CallStackModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_frames.size());
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
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const size_t frameIndex = m_frames.size() - 1 - size_t(index.row());
    const Frame &frame = m_frames[frameIndex];
    switch (role) {
    case RowRole:
        return frame.cell.row;
    case ColumnRole:
        return frame.cell.col;
    case TopRole:
        return index.row() == 0;
    default:
        break;
    }
    const FrameDescription description = describeFrame(m_style, frame, frameIndex, index.row() == 0);
    switch (role) {
    case Qt::DisplayRole:
    case CallRole:
        return QString::fromStdString(description.call);
    case OrderRole:
        return orderText(m_style, description);
    case TryingRole: {
        const std::optional<Direction> trying = description.trying ? description.trying : description.next;
        return trying ? NarrationText::directionWord(*trying) : QString();
    }
    case DoneRole: {
        QStringList words;
        for (int i = 0; i < description.done && size_t(i) < description.order.size(); ++i)
            words.push_back(NarrationText::directionWord(description.order[size_t(i)]));
        return words.join(QStringLiteral(", "));
    }
    default:
        return {};
    }
}

QString CallStackModel::orderText(CallStyle style, const FrameDescription &frame)
{
    QStringList letters;
    for (const Direction d : frame.order)
        letters.push_back(NarrationText::directionLetter(d));
    const QString sequence = letters.isEmpty() ? tr("none") : letters.join(QLatin1Char(' '));
    switch (style) {
    case CallStyle::DigoutRotating:
        return frame.order.empty()
            ? sequence
            : tr("first %1, then rotate: %2").arg(NarrationText::directionWord(frame.order.front()), sequence);
    case CallStyle::DigoutPermutation:
        return tr("permutation: %1").arg(sequence);
    case CallStyle::Visit:
        return tr("shuffled unvisited: %1").arg(sequence);
    case CallStyle::Lab:
        return frame.line > 0 ? tr("the script's own, called at line %1").arg(frame.line) : tr("the script's own");
    case CallStyle::Sweeps:
    case CallStyle::Classic:
        break;
    }
    return sequence;
}

void CallStackModel::clear()
{
    if (m_frames.empty())
        return;
    beginResetModel();
    m_frames.clear();
    endResetModel();
    emit countChanged();
}

void CallStackModel::apply(const SteppingFrame &answer)
{
    m_style = answer.style;
    const size_t shared = std::min(answer.stackShared, m_frames.size());
    const size_t oldDepth = m_frames.size();
    const size_t depth = answer.depth;
    if (oldDepth > shared) {
        beginRemoveRows({}, 0, int(oldDepth - shared - 1));
        m_frames.resize(shared);
        endRemoveRows();
    }
    // The tail starts with the deepest shared call, whose child may have changed.
    auto tail = answer.stackTail.begin();
    if (shared > 0 && tail != answer.stackTail.end())
        m_frames[shared - 1] = *tail++;
    if (depth > shared) {
        beginInsertRows({}, 0, int(depth - shared - 1));
        m_frames.insert(m_frames.end(), tail, answer.stackTail.end());
        endInsertRows();
    }
    // The deepest shared call moved on (its done and trying), and may be the top now.
    if (shared > 0) {
        const int row = int(depth - shared);
        emit dataChanged(index(row), index(row));
    }
    if (oldDepth != depth)
        emit countChanged();
}
