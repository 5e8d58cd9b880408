#include "panestepper.h"

#include "callstackmodel.h"
#include "languagechangewatcher.h"
#include "mazelayer.h"
#include "narrationtext.h"
#include "panemodel.h"
#include "workingsetmodel.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <stdexcept>

using namespace mazestudy;

namespace {
QPoint toQPoint(const std::optional<Point> &p)
{
    return p ? QPoint(p->col, p->row) : QPoint(-1, -1);
}
} // namespace

PaneStepper::PaneStepper(QObject *parent)
    : QObject(parent)
    , m_callStack(new CallStackModel(this))
    , m_workingSet(new WorkingSetModel(this))
{
    // The narration is worded in the window's language when it is read.
    new LanguageChangeWatcher([this] { emit changed(); }, this);
}

PaneStepper::~PaneStepper() = default;

void PaneStepper::setPane(PaneModel *pane)
{
    if (pane == m_pane)
        return;
    if (m_pane)
        m_pane->disconnect(this);
    deactivate();
    m_pane = pane;
    if (m_pane) {
        connect(m_pane, &QObject::destroyed, this, [this] {
            deactivate();
            m_pane = nullptr;
        });
        connect(m_pane, &PaneModel::specChanged, this, &PaneStepper::deactivate);
        connect(m_pane, &PaneModel::statusChanged, this, &PaneStepper::onPaneStatus);
        connect(m_pane, &PaneModel::stepped, this, &PaneStepper::onStepped);
        // Until stepping starts, the position and depth are the pane's own run's.
        connect(m_pane, &PaneModel::progressChanged, this, [this] {
            if (!m_active)
                emit changed();
        });
    }
    emit paneChanged();
    emit changed();
}

void PaneStepper::onPaneStatus()
{
    // Running again (the worker goes on from the stepped move), or reset from outside.
    const PaneModel::Status status = m_pane->status();
    if (status == PaneModel::Running || status == PaneModel::Ready || status == PaneModel::Failed)
        deactivate();
    else
        emit changed();
}

bool PaneStepper::activate()
{
    if (m_active)
        return true;
    if (!m_pane || m_pane->status() == PaneModel::Failed)
        return false;
    m_active = true;
    m_firstTicket = m_sent + 1;
    m_answered = m_sent;
    return true;
}

void PaneStepper::deactivate()
{
    if (!m_active)
        return;
    m_active = false;
    m_answer.reset();
    m_expected.reset();
    m_deferredSeek.reset();
    m_callStack->clear();
    m_workingSet->clear();
    if (m_selectedFrame != -1) {
        m_selectedFrame = -1;
        emit selectedFrameChanged();
    }
    emit changed();
}

void PaneStepper::leave()
{
    deactivate();
    if (m_pane)
        m_pane->endStepping();
}

void PaneStepper::send(SteppingCommand command, std::optional<qint64> expected)
{
    if (!activate())
        return;
    sendDeferredSeek();
    const bool wasBusy = busy();
    m_expected = expected;
    command.wholeStack = m_sent + 1 == m_firstTicket;
    m_pane->sendStepping(command, ++m_sent);
    if (!wasBusy)
        emit changed();
}

void PaneStepper::sendDeferredSeek()
{
    if (!m_deferredSeek)
        return;
    SteppingCommand command {SteppingCommand::Seek};
    command.move = *m_deferredSeek;
    m_deferredSeek.reset();
    m_pane->sendStepping(command, ++m_sent);
}

void PaneStepper::onStepped(const std::shared_ptr<const SteppingFrame> &answer)
{
    if (!m_active || answer->ticket < m_firstTicket)
        return;
    m_answer = answer;
    m_answered = answer->ticket;
    if (!busy()) {
        // The last seek of a drag goes out now; otherwise nothing is pending.
        sendDeferredSeek();
        if (!busy())
            m_expected.reset();
    }
    m_callStack->apply(*answer);
    m_workingSet->apply(answer->workingSet);
    if (m_selectedFrame >= m_callStack->rowCount()) {
        m_selectedFrame = -1;
        emit selectedFrameChanged();
    } else if (m_selectedFrame >= 0) {
        emit selectedFrameChanged();
    }
    emit changed();
}

qint64 PaneStepper::position() const
{
    if (m_active && m_answer)
        return qint64(m_answer->position);
    return m_pane ? m_pane->moves() : 0;
}

qint64 PaneStepper::expectedPosition() const
{
    return m_expected.value_or(position());
}

qint64 PaneStepper::totalMoves() const
{
    return m_active && m_answer ? qint64(m_answer->total) : 0;
}

int PaneStepper::depth() const
{
    if (m_active && m_answer)
        return int(m_answer->depth);
    return m_pane ? m_pane->depth() : 0;
}

int PaneStepper::sweep() const
{
    if (m_active && m_answer)
        return m_answer->sweep;
    return m_pane ? m_pane->sweeps() : 0;
}

bool PaneStepper::atEnd() const
{
    if (m_active && m_answer)
        return m_answer->atEnd;
    // A finished pane steps again from the start (rewindIfFinished).
    return !m_pane || m_pane->status() == PaneModel::Failed;
}

bool PaneStepper::usesCalls() const
{
    if (m_active && m_answer)
        return makesCalls(m_answer->style);
    return m_pane && m_pane->makesCalls();
}

QString PaneStepper::statusText() const
{
    if (!m_active)
        return QString();
    const QLocale locale;
    QStringList parts;
    // The worker answers each command; a long jump takes a moment.
    if (busy())
        parts << tr("Working…");
    parts << (totalMoves() > 0 ? tr("step %1 of %2").arg(locale.toString(position()), locale.toString(totalMoves()))
                               : tr("step %1").arg(locale.toString(position())));
    if (usesCalls())
        parts << tr("depth %1").arg(locale.toString(depth()));
    else if (m_pane && m_pane->usesSweeps())
        parts << m_pane->sweepText(sweep());
    return parts.join(QStringLiteral(" · "));
}

QString PaneStepper::stackSummary() const
{
    if (!m_active)
        return tr("Step a pane to see its calls.");
    const QLocale locale;
    if (usesCalls())
        return tr("frames: %1, deepest on top").arg(locale.toString(depth()));
    const QString title = m_workingSet->title();
    if (title.isEmpty())
        return tr("The automaton makes no calls: %1").arg(m_pane ? m_pane->sweepText(sweep()) : QString());
    const QString focus = m_workingSet->focus();
    return focus.isEmpty() ? title : tr("%1; %2").arg(title, focus);
}

QString PaneStepper::narration() const
{
    return m_active && m_answer ? NarrationText::translate(m_answer->narration) : QString();
}

QPoint PaneStepper::currentUnit() const
{
    return m_active && m_answer ? toQPoint(m_answer->current) : QPoint(-1, -1);
}

QPoint PaneStepper::windowUnit() const
{
    return m_active && m_answer ? toQPoint(m_answer->window) : QPoint(-1, -1);
}

int PaneStepper::windowWalls() const
{
    return m_active && m_answer ? m_answer->windowWalls : -1;
}

void PaneStepper::setSelectedFrame(int row)
{
    if (row < 0 || row >= m_callStack->rowCount())
        row = -1;
    if (row == m_selectedFrame)
        return;
    m_selectedFrame = row;
    emit selectedFrameChanged();
}

QPoint PaneStepper::selectedUnit() const
{
    if (m_selectedFrame < 0 || m_selectedFrame >= m_callStack->rowCount())
        return {-1, -1};
    const QModelIndex index = m_callStack->index(m_selectedFrame);
    return {index.data(CallStackModel::ColumnRole).toInt(), index.data(CallStackModel::RowRole).toInt()};
}

qint64 PaneStepper::clampedMove(qint64 move) const
{
    // Before the first answer the total is not known here yet.
    const qint64 total = totalMoves();
    return total > 0 ? std::clamp<qint64>(move, 0, total) : std::max<qint64>(move, 0);
}

// A finished maze has no move left to make: stepping forward from it starts
// again at the first move, as a debugger restarts a program that has ended.
void PaneStepper::rewindIfFinished()
{
    if (!m_active && m_pane && m_pane->finished())
        seek(0);
}

void PaneStepper::stepForward()
{
    rewindIfFinished();
    send({SteppingCommand::Forward}, clampedMove(expectedPosition() + 1));
}

void PaneStepper::stepBack()
{
    send({SteppingCommand::Back}, clampedMove(expectedPosition() - 1));
}

void PaneStepper::stepOver()
{
    rewindIfFinished();
    send({SteppingCommand::Over}, std::nullopt);
}

void PaneStepper::stepOut()
{
    rewindIfFinished();
    send({SteppingCommand::Out}, std::nullopt);
}

void PaneStepper::seek(qint64 move)
{
    if (busy()) {
        // Seeks while the worker is busy replace each other: a drag sends the last.
        m_deferredSeek = move;
        m_expected = clampedMove(move);
        return;
    }
    SteppingCommand command {SteppingCommand::Seek};
    command.move = move;
    send(command, clampedMove(move));
}

void PaneStepper::runToEnd()
{
    const qint64 total = totalMoves();
    send({SteppingCommand::ToEnd}, total > 0 ? std::optional(total) : std::nullopt);
}

void PaneStepper::runToDepth(int depth)
{
    rewindIfFinished();
    SteppingCommand command {SteppingCommand::ToDepth};
    command.depth = depth;
    send(command, std::nullopt);
}

void PaneStepper::runToUnit(int row, int col)
{
    rewindIfFinished();
    SteppingCommand command {SteppingCommand::ToUnit};
    command.unit = Point {row, col};
    send(command, std::nullopt);
}
