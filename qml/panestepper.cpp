#include "panestepper.h"

#include "callstackmodel.h"
#include "mazelayer.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <stdexcept>

using namespace mazestudy;

namespace {
// lupdate collects the direction words with the narration templates of core/narration.cpp.
const char *const directionWords[] = {
    QT_TRANSLATE_NOOP("Narration", "south"),
    QT_TRANSLATE_NOOP("Narration", "east"),
    QT_TRANSLATE_NOOP("Narration", "north"),
    QT_TRANSLATE_NOOP("Narration", "west"),
};
const char *const noDirections = QT_TRANSLATE_NOOP("Narration", "none");

QHash<const PaneModel *, PaneStepper *> &registry()
{
    static QHash<const PaneModel *, PaneStepper *> steppers;
    return steppers;
}

QPoint toQPoint(const std::optional<Point> &p)
{
    return p ? QPoint(p->col, p->row) : QPoint(-1, -1);
}
} // namespace

PaneStepper::PaneStepper(QObject *parent)
    : QObject(parent)
    , m_callStack(new CallStackModel(this))
{
}

PaneStepper::~PaneStepper()
{
    if (m_pane && registry().value(m_pane) == this)
        registry().remove(m_pane);
    m_callStack->sync(nullptr);
}

void PaneStepper::setPane(PaneModel *pane)
{
    if (pane == m_pane)
        return;
    if (m_pane) {
        m_pane->disconnect(this);
        if (registry().value(m_pane) == this)
            registry().remove(m_pane);
    }
    deactivate();
    m_pane = pane;
    if (m_pane) {
        registry().insert(m_pane, this);
        connect(m_pane, &QObject::destroyed, this, [this, pane] {
            if (registry().value(pane) == this)
                registry().remove(pane);
            deactivate();
            m_pane = nullptr;
        });
        connect(m_pane, &PaneModel::specChanged, this, &PaneStepper::deactivate);
        connect(m_pane, &PaneModel::statusChanged, this, &PaneStepper::onPaneStatus);
        // Until stepping starts, the position and depth are the pane's own run's.
        connect(m_pane, &PaneModel::progressChanged, this, [this] {
            if (!m_active)
                emit changed();
        });
        // A frame the pane's worker published late (after a pause) is painted over.
        connect(m_pane, &PaneModel::frameApplied, this, [this] {
            if (m_active && !m_writing)
                writeLayer();
        });
    }
    emit paneChanged();
    emit changed();
}

void PaneStepper::onPaneStatus()
{
    if (m_writing)
        return;
    if (!m_active) {
        emit changed();
        return;
    }
    if (m_pane->status() == PaneModel::Running) {
        // The pane runs its own worker again, which starts from move 0.
        deactivate();
        m_pane->reset();
        m_pane->run();
    } else if (m_pane->status() == PaneModel::Ready || m_pane->status() == PaneModel::Failed) {
        // Reset from outside: back to the pane's own fresh start.
        deactivate();
    }
}

bool PaneStepper::activate()
{
    if (m_active)
        return true;
    if (!m_pane || m_pane->status() == PaneModel::Failed)
        return false;
    try {
        m_timeline = std::make_unique<Timeline>(m_pane->spec());
    } catch (const std::exception &) {
        return false;
    }
    const uint64_t reached = uint64_t(std::max<qint64>(m_pane->moves(), 0));
    m_writing = true;
    if (m_pane->running())
        m_pane->pause();
    m_writing = false;
    if (reached > 0)
        m_timeline->seek(std::min(reached, m_timeline->totalMoves()));
    m_active = true;
    return true;
}

void PaneStepper::deactivate()
{
    if (!m_active && !m_timeline)
        return;
    m_active = false;
    m_callStack->sync(nullptr);
    m_timeline.reset();
    m_states.clear();
    m_arrows.clear();
    if (m_selectedFrame != -1) {
        m_selectedFrame = -1;
        emit selectedFrameChanged();
    }
    emit changed();
}

qint64 PaneStepper::position() const
{
    return m_active ? qint64(m_timeline->position()) : (m_pane ? m_pane->moves() : 0);
}

qint64 PaneStepper::totalMoves() const
{
    if (m_active)
        return qint64(m_timeline->knownTotal().value_or(0));
    return 0;
}

int PaneStepper::depth() const
{
    return m_active ? int(m_timeline->depth()) : (m_pane ? m_pane->depth() : 0);
}

int PaneStepper::sweep() const
{
    return m_active ? m_timeline->state().sweeps() : (m_pane ? m_pane->sweeps() : 0);
}

bool PaneStepper::atEnd() const
{
    return m_active ? m_timeline->atEnd() : (m_pane && m_pane->finished());
}

bool PaneStepper::usesCalls() const
{
    return m_active ? m_timeline->style() != CallStyle::Sweeps : (m_pane && !m_pane->usesSweeps());
}

QString PaneStepper::narration() const
{
    return m_active ? translate(m_timeline->narration()) : QString();
}

QPoint PaneStepper::currentUnit() const
{
    return m_active ? toQPoint(m_timeline->currentUnit()) : QPoint(-1, -1);
}

QPoint PaneStepper::windowUnit() const
{
    if (!m_active || !m_timeline->lastMove() || m_timeline->lastMove()->kind != MoveKind::Check)
        return {-1, -1};
    return toQPoint(m_timeline->lastMove()->at);
}

int PaneStepper::windowWalls() const
{
    if (!m_active || !m_timeline->lastMove() || m_timeline->lastMove()->kind != MoveKind::Check)
        return -1;
    return m_timeline->lastMove()->wallCount;
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

QString PaneStepper::directionWord(Direction direction)
{
    return QCoreApplication::translate("Narration", directionWords[int(direction) & 3]);
}

QString PaneStepper::translate(const Narration &narration)
{
    const char *source = narrationTemplate(narration.kind);
    QString text = QCoreApplication::translate("Narration", source, nullptr, narration.count);
    if (QCoreApplication::translate("Narration", source) == QLatin1String(source)) {
        // Untranslated: the English plural, as the engine's narrationText() gives it.
        text.replace(QStringLiteral("(s)"), narration.count == 1 ? QString() : QStringLiteral("s"));
    }
    for (const NarrationArg &arg : narration.args) {
        QString value;
        if (arg.type == NarrationArg::Type::Plain) {
            value = QString::fromStdString(arg.plain);
        } else {
            QStringList words;
            for (const Direction d : arg.directions)
                words.push_back(directionWord(d));
            value = words.isEmpty() ? QCoreApplication::translate("Narration", noDirections)
                                    : words.join(QStringLiteral(", "));
        }
        text = text.arg(value);
    }
    return text;
}

void PaneStepper::stepForward()
{
    if (activate() && m_timeline->stepForward())
        afterMove();
    else if (m_active)
        afterMove();
}

void PaneStepper::stepBack()
{
    if (activate() && m_timeline->stepBack())
        afterMove();
}

void PaneStepper::stepOver()
{
    if (!activate())
        return;
    m_timeline->stepOver();
    afterMove();
}

void PaneStepper::stepOut()
{
    if (!activate())
        return;
    m_timeline->stepOut();
    afterMove();
}

void PaneStepper::seek(qint64 move)
{
    if (!activate())
        return;
    const uint64_t total = m_timeline->totalMoves();
    m_timeline->seek(std::min(uint64_t(std::max<qint64>(move, 0)), total));
    afterMove();
}

void PaneStepper::runToEnd()
{
    if (!activate())
        return;
    m_timeline->runToEnd();
    afterMove();
}

void PaneStepper::runToDepth(int depth)
{
    if (!activate())
        return;
    m_timeline->runToDepth(size_t(std::max(depth, 0)));
    afterMove();
}

void PaneStepper::runToUnit(int row, int col)
{
    if (!activate())
        return;
    m_timeline->runToUnit(Point {row, col});
    afterMove();
}

void PaneStepper::afterMove()
{
    m_timeline->totalMoves(); // the slider's range (explored once; tens of ms for 1001 x 1001)
    writeLayer();
    m_callStack->sync(m_timeline.get());
    if (m_selectedFrame >= m_callStack->rowCount()) {
        m_selectedFrame = -1;
        emit selectedFrameChanged();
    } else if (m_selectedFrame >= 0) {
        emit selectedFrameChanged();
    }
    emit changed();
}

void PaneStepper::writeLayer()
{
    MazeLayer *layer = m_pane ? m_pane->mazeLayer() : nullptr;
    if (!layer || !m_active)
        return;
    const Generator &state = m_timeline->state();
    const Grid &grid = state.grid();
    const int rows = grid.rows();
    const int cols = grid.cols();
    std::vector<uint8_t> states(grid.data(), grid.data() + grid.unitCount());
    const auto unit = [&](Point p) { return size_t(p.row) * size_t(cols) + size_t(p.col); };
    const bool calls = m_timeline->style() != CallStyle::Sweeps;
    const bool gatherArrows = qint64(rows) * cols <= MaxArrowUnits;
    m_arrows.clear();
    if (state.finished()) {
        for (const auto &end :
            {std::make_pair(state.start(), MazeLayer::Start), std::make_pair(state.exit(), MazeLayer::Exit)}) {
            if (end.first)
                states[unit(*end.first)] = end.second;
        }
    } else if (calls) {
        // The seed's red: every cell entered so far (the calls' cells sit at odd units).
        for (int row = 1; row < rows; row += 2) {
            for (int col = 1; col < cols; col += 2) {
                const size_t u = size_t(row) * size_t(cols) + size_t(col);
                if (states[u] != Grid::Floor)
                    continue;
                states[u] = MazeLayer::Visited;
                if (gatherArrows) {
                    if (const auto d = m_timeline->arrow(Point {row, col}))
                        m_arrows.push_back({Point {row, col}, *d});
                }
            }
        }
        for (const Point p : m_timeline->considered()) {
            if (states[unit(p)] != MazeLayer::Visited)
                states[unit(p)] = MazeLayer::Considered;
        }
    } else {
        if (state.sweeps() > 0 || m_timeline->position() > 0) {
            for (const Point p : state.seedWalls())
                states[unit(p)] = MazeLayer::SeedWall;
        }
    }
    if (!state.finished()) {
        if (const auto current = m_timeline->currentUnit())
            states[unit(*current)] = MazeLayer::Current;
    }
    m_writing = true;
    if (layer->rows() != rows || layer->cols() != cols || m_states.size() != states.size()) {
        layer->reset(rows, cols, states.data());
    } else {
        // Only the rows that differ from what the layer shows.
        int first = -1;
        int last = -1;
        for (int row = 0; row < rows; ++row) {
            const size_t begin = size_t(row) * size_t(cols);
            if (!std::equal(
                    states.begin() + long(begin), states.begin() + long(begin + size_t(cols)), layer->data() + begin)) {
                if (first < 0)
                    first = row;
                last = row;
            }
        }
        if (first >= 0)
            layer->apply(QRect(0, first, cols, last - first + 1), states.data() + size_t(first) * size_t(cols));
    }
    m_writing = false;
    m_states = std::move(states);
}

PaneStepper *PaneStepper::of(const PaneModel *pane)
{
    return registry().value(pane, nullptr);
}

void PaneStepper::stepAll(const std::vector<PaneModel *> &panes)
{
    // Until some pane is being stepped, step all is the panes' own step.
    bool stepping = false;
    for (PaneModel *pane : panes) {
        if (PaneStepper *stepper = of(pane); stepper && stepper->active())
            stepping = true;
    }
    if (!stepping) {
        for (PaneModel *pane : panes)
            pane->step();
        return;
    }
    qint64 furthest = -1;
    for (PaneModel *pane : panes) {
        if (PaneStepper *stepper = of(pane); stepper && stepper->activate() && !stepper->atEnd())
            furthest = std::max(furthest, stepper->position());
    }
    for (PaneModel *pane : panes) {
        if (PaneStepper *stepper = of(pane)) {
            if (furthest >= 0)
                stepper->seek(furthest + 1);
        } else
            pane->step();
    }
}

void PaneStepper::backAll(const std::vector<PaneModel *> &panes)
{
    qint64 furthest = 0;
    for (PaneModel *pane : panes) {
        if (PaneStepper *stepper = of(pane); stepper && stepper->activate())
            furthest = std::max(furthest, stepper->position());
    }
    seekAll(panes, furthest - 1);
}

void PaneStepper::seekAll(const std::vector<PaneModel *> &panes, qint64 move)
{
    for (PaneModel *pane : panes) {
        if (PaneStepper *stepper = of(pane))
            stepper->seek(move);
    }
}

LockStep::LockStep(QObject *parent)
    : QObject(parent)
{
}

void LockStep::stepAll(PaneListModel *panes)
{
    if (panes)
        PaneStepper::stepAll(panes->panes());
}

void LockStep::backAll(PaneListModel *panes)
{
    if (panes)
        PaneStepper::backAll(panes->panes());
}

void LockStep::seekAll(PaneListModel *panes, qint64 move)
{
    if (panes)
        PaneStepper::seekAll(panes->panes(), move);
}

void LockStep::runAllToEnd(PaneListModel *panes)
{
    if (!panes)
        return;
    for (PaneModel *pane : panes->panes()) {
        if (PaneStepper *stepper = PaneStepper::of(pane))
            stepper->runToEnd();
    }
}

qint64 LockStep::longestTotal(PaneListModel *panes) const
{
    qint64 longest = 0;
    if (panes) {
        for (PaneModel *pane : panes->panes()) {
            if (PaneStepper *stepper = PaneStepper::of(pane))
                longest = std::max(longest, stepper->totalMoves());
        }
    }
    return longest;
}
