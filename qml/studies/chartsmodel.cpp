#include "chartsmodel.h"

#include "chartsetbuilder.h"
#include "comparison.h"
#include "comparisontablemodel.h"
#include "languagechangewatcher.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "studycontroller.h"

using namespace mazestudy;

ChartsModel::ChartsModel(QObject *parent)
    : QObject(parent)
    , m_study(new StudyController(this))
    , m_differences(new ComparisonTableModel(this))
{
    // The table follows the last study, reworded or new.
    connect(this, &ChartsModel::chartsChanged, m_differences, [this] { m_differences->setOutcome(m_studyOutcome); });
    m_rebuild.setSingleShot(true);
    m_rebuild.setInterval(0);
    connect(&m_rebuild, &QTimer::timeout, this, &ChartsModel::rebuildMazes);
    connect(m_study, &StudyController::finished, this, &ChartsModel::onStudyFinished);
    // Charts are worded when they are built: the panes' are built again, a
    // study's reworded.
    new LanguageChangeWatcher(
        [this] {
            m_rebuild.start();
            if (m_studyOutcome) {
                auto reworded = std::make_shared<StudyOutcome>(*m_studyOutcome);
                charts::ChartSetBuilder::reword(reworded->charts);
                reworded->charts.context = charts::ChartSetBuilder::studyContext(reworded->config, false);
                m_studyOutcome = std::move(reworded);
                emit chartsChanged();
            }
        },
        this);
}

ChartsModel::~ChartsModel()
{
    for (const auto &connection : std::as_const(m_paneConnections))
        disconnect(connection);
}

void ChartsModel::setComparison(Comparison *comparison)
{
    if (comparison == m_comparison)
        return;
    if (m_comparison)
        disconnect(m_comparison->panes(), nullptr, this, nullptr);
    m_comparison = comparison;
    if (m_comparison) {
        PaneListModel *panes = m_comparison->panes();
        connect(panes, &QAbstractItemModel::rowsInserted, this, &ChartsModel::watchPanes);
        connect(panes, &QAbstractItemModel::rowsRemoved, this, &ChartsModel::watchPanes);
        connect(panes, &QAbstractItemModel::modelReset, this, &ChartsModel::watchPanes);
    }
    watchPanes();
    emit comparisonChanged();
}

void ChartsModel::setSource(Source source)
{
    if (source == m_source)
        return;
    m_source = source;
    emit sourceChanged();
    emit chartsChanged();
}

const charts::ChartSet &ChartsModel::shown() const
{
    return m_source == Study && m_studyOutcome ? m_studyOutcome->charts : m_mazes;
}

charts::ChartKind ChartsModel::chartKind(Kind kind)
{
    switch (kind) {
    case DeadEnds:
        return charts::ChartKind::DeadEnds;
    case CorridorLengths:
        return charts::ChartKind::CorridorLengths;
    case EdgeBias:
        return charts::ChartKind::EdgeBias;
    case SolverSteps:
        break;
    }
    return charts::ChartKind::SolverSteps;
}

QString ChartsModel::heatMapLabel(int index) const
{
    const auto &heatMaps = shown().heatMaps;
    return index >= 0 && size_t(index) < heatMaps.size() ? heatMaps[size_t(index)].generator.label : QString();
}

void ChartsModel::watchPanes()
{
    for (const auto &connection : std::as_const(m_paneConnections))
        disconnect(connection);
    m_paneConnections.clear();
    if (m_comparison) {
        for (PaneModel *pane : m_comparison->panes()->panes()) {
            m_paneConnections.append(
                connect(pane, &PaneModel::metricsChanged, &m_rebuild, qOverload<>(&QTimer::start)));
        }
    }
    m_rebuild.start();
}

void ChartsModel::rebuildMazes()
{
    std::vector<charts::MeasuredMaze> mazes;
    if (m_comparison) {
        for (const PaneModel *pane : m_comparison->panes()->panes()) {
            if (pane->metrics() && pane->shownMaze())
                mazes.push_back({pane->shownMaze()->spec, *pane->metrics(), pane->ownMazeName()});
        }
    }
    m_mazes = charts::ChartSetBuilder::fromMazes(mazes);
    emit chartsChanged();
}

void ChartsModel::onStudyFinished(bool complete)
{
    if (!complete)
        return;
    m_studyOutcome = m_study->outcome();
    // A study was asked for: show it.
    m_source = Study;
    emit sourceChanged();
    emit chartsChanged();
}
