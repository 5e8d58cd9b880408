#include "comparisontablemodel.h"

#include "catalogtext.h"
#include "languagechangewatcher.h"
#include "metriccatalog.h"
#include "studycolumns.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <map>

namespace {

using Unit = ComparisonTableModel::Unit;

struct HeadlineMetric {
    const char *metric; // its name in metricCatalog()
    const char *label; // what the table calls it, a plural that takes "are"
    Unit unit;
};

// The metrics the table compares: the charts' and the solution's headline
// figures; `mazestudy-cli study --format text` says every one.
const HeadlineMetric headlineMetrics[] = {
    {"dead_end_cell_share", QT_TRANSLATE_NOOP("ComparisonTableModel", "Dead ends"), Unit::Points},
    // A maze's own mean, then compared over the mazes; the corridor chart
    // pools every corridor of every maze, so its mean is another figure.
    {"corridor_mean_length", QT_TRANSLATE_NOOP("ComparisonTableModel", "Mean corridor lengths (each maze's mean)"),
        Unit::Steps},
    {"horizontal_step_share", QT_TRANSLATE_NOOP("ComparisonTableModel", "Horizontal steps"), Unit::Points},
    {"shortest_path", QT_TRANSLATE_NOOP("ComparisonTableModel", "Solution lengths"), Unit::Steps},
    {"solution_cell_share", QT_TRANSLATE_NOOP("ComparisonTableModel", "Solution shares of the cells"), Unit::Points},
    {"solution_decision_share", QT_TRANSLATE_NOOP("ComparisonTableModel", "Decision points on the solution"),
        Unit::Points},
    {"side_branches", QT_TRANSLATE_NOOP("ComparisonTableModel", "Side branches"), Unit::Count},
    {"mean_distance_from_solution", QT_TRANSLATE_NOOP("ComparisonTableModel", "Distances from the solution"),
        Unit::Steps},
    {"random_mouse_steps", QT_TRANSLATE_NOOP("ComparisonTableModel", "Random mouse walks"), Unit::Steps},
    {"longest_path", QT_TRANSLATE_NOOP("ComparisonTableModel", "Longest paths"), Unit::Steps},
};

} // namespace

std::optional<ComparisonTableModel::Headline> ComparisonTableModel::headline(size_t column) const
{
    if (column >= m_columns.size())
        return std::nullopt;
    const mazestudy::StudyColumn &studied = m_columns[column];
    // Of a solver, its steps: what the solvers' chart shows.
    if (!studied.metric) {
        if (studied.figure != mazestudy::SolverFigure::Steps)
            return std::nullopt;
        const QString solver = QString::fromStdString(m_outcome->config.solvers.at(studied.solver));
        return Headline {tr("Steps of %1").arg(CatalogText::solverName(solver)), Unit::Steps};
    }
    for (const HeadlineMetric &metric : headlineMetrics) {
        if (studied.name == metric.metric)
            return Headline {tr(metric.label), metric.unit};
    }
    return std::nullopt;
}

ComparisonTableModel::ComparisonTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    // The words, the numbers and the order of names change with the language.
    new LanguageChangeWatcher([this] { rebuild(); }, this);
}

void ComparisonTableModel::setOutcome(std::shared_ptr<const StudyOutcome> outcome)
{
    if (outcome == m_outcome)
        return;
    m_outcome = std::move(outcome);
    rebuild();
}

void ComparisonTableModel::rebuild()
{
    const bool wasEmpty = empty();
    beginResetModel();
    m_rows.clear();
    m_columns = m_outcome ? mazestudy::studyColumns(m_outcome->config.solvers) : std::vector<mazestudy::StudyColumn>();
    if (m_outcome) {
        for (const mazestudy::StudyComparison &comparison : m_outcome->comparisons) {
            auto said = headline(comparison.metric);
            const auto reading = mazestudy::readComparison(comparison);
            if (said && reading)
                m_rows.push_back({std::move(*said), *reading, *comparison.welchPHolm});
        }
    }
    sortRows();
    const QString leftOut = leftOutText();
    endResetModel();
    if (wasEmpty != empty())
        emit emptyChanged();
    if (leftOut != m_leftOut) {
        m_leftOut = leftOut;
        emit leftOutChanged();
    }
}

QString ComparisonTableModel::leftOutText() const
{
    if (!m_outcome)
        return {};
    // One sentence for each set of generators left out, naming its metrics:
    // the automaton lacks every cell figure, which a sentence each repeated.
    std::vector<std::pair<QStringList, QStringList>> leftOutMetrics; // generators, metrics
    const size_t generators = m_outcome->config.specs.size();
    for (size_t metric = 0; metric < m_columns.size(); ++metric) {
        const auto said = headline(metric);
        if (!said)
            continue;
        // A pair is compared where both generators have the figure: one in no
        // pair, while others are, has none in its mazes.
        std::vector<bool> compared(generators, false);
        bool any = false;
        for (const mazestudy::StudyComparison &comparison : m_outcome->comparisons) {
            if (comparison.metric == metric && comparison.a < generators && comparison.b < generators) {
                compared[comparison.a] = compared[comparison.b] = any = true;
            }
        }
        QStringList names;
        for (size_t g = 0; g < generators && any; ++g) {
            if (!compared[g])
                names << generatorName(g);
        }
        if (names.isEmpty())
            continue;
        auto same = std::find_if(
            leftOutMetrics.begin(), leftOutMetrics.end(), [&names](const auto &entry) { return entry.first == names; });
        if (same == leftOutMetrics.end())
            same = leftOutMetrics.insert(leftOutMetrics.end(), {names, {}});
        same->second << said->label;
    }
    QStringList sentences;
    for (const auto &[names, metrics] : leftOutMetrics) {
        const QString who = names.join(QStringLiteral(", "));
        sentences << (metrics.size() == 1
                ? tr("%1: no rows for %2, whose mazes have no such figure.").arg(metrics.front(), who)
                : tr("%1: no rows for %2, whose mazes have none of these figures.")
                      .arg(metrics.join(QStringLiteral(", ")), who));
    }
    return sentences.join(QLatin1Char(' '));
}

int ComparisonTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ComparisonTableModel::generatorName(size_t index) const
{
    const auto &specs = m_outcome->config.specs;
    const QString name = CatalogText::generatorName(QString::fromStdString(specs[index].generator));
    // One generator with two sets of options is told apart by its place.
    int seen = 0;
    int total = 0;
    for (size_t i = 0; i < specs.size(); ++i) {
        if (specs[i].generator == specs[index].generator) {
            ++total;
            seen += i <= index ? 1 : 0;
        }
    }
    return total > 1 ? tr("%1 (%2)").arg(name).arg(seen) : name;
}

QString ComparisonTableModel::text(const Row &row, int column) const
{
    const QLocale locale;
    const mazestudy::ComparisonReading &r = row.reading;
    const Headline &said = row.headline;
    switch (column) {
    case Metric:
        return said.label;
    case Finding: {
        const bool points = said.unit == Unit::Points;
        const int decimals = points ? std::max(0, r.decimals - 2) : r.decimals;
        const double scale = points ? 100 : 1;
        const auto number = [&](double value) { return locale.toString(value * scale, 'f', decimals); };
        // Every sentence in its unit: a count says "more", a share its points, a length its steps.
        if (said.unit == Unit::Count)
            return tr("%1 with %2 are %3 more than with %4, 95% CI %5 to %6; %7")
                .arg(said.label, generatorName(r.higher), number(r.difference), generatorName(r.lower), number(r.low),
                    number(r.high), certaintyWord(r.certainty));
        const QString amount
            = points ? tr("%1 points").arg(number(r.difference)) : tr("%1 steps").arg(number(r.difference));
        return tr("%1 with %2 are %3 higher than with %4, 95% CI %5 to %6; %7")
            .arg(said.label, generatorName(r.higher), amount, generatorName(r.lower), number(r.low), number(r.high),
                certaintyWord(r.certainty));
    }
    case Size: {
        const double d = std::abs(r.cohensD);
        const QString value = locale.toString(d, 'f', 2);
        return d >= 0.8 ? tr("large (d = %1)").arg(value)
            : d >= 0.5  ? tr("medium (d = %1)").arg(value)
            : d >= 0.2  ? tr("small (d = %1)").arg(value)
                        : tr("negligible (d = %1)").arg(value);
    }
    case Certainty: {
        const QString p = r.certainty == mazestudy::Certainty::Certain
            ? QStringLiteral("p < ") + locale.toString(0.001, 'f', 3)
            : QStringLiteral("p = ") + locale.toString(row.pHolm, 'f', 3);
        return tr("%1 (%2)").arg(certaintyWord(r.certainty), p);
    }
    }
    return {};
}

QString ComparisonTableModel::certaintyWord(mazestudy::Certainty certainty)
{
    switch (certainty) {
    case mazestudy::Certainty::Certain:
        return tr("certain");
    case mazestudy::Certainty::Likely:
        return tr("likely");
    case mazestudy::Certainty::Chance:
        break;
    }
    return tr("could be chance");
}

QVariant ComparisonTableModel::sortKey(const Row &row, int column) const
{
    switch (column) {
    case Finding:
        return QString(generatorName(row.reading.higher) + QLatin1Char('\n') + generatorName(row.reading.lower));
    case Size:
        return std::abs(row.reading.cohensD);
    case Certainty:
        return row.pHolm;
    default:
        return text(row, column);
    }
}

QVariant ComparisonTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[size_t(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return text(row, index.column());
    if (role == SortRole)
        return sortKey(row, index.column());
    return {};
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString names[] = {tr("Metric"), tr("What the study found"), tr("How large"), tr("How sure")};
    if (section != m_sortColumn)
        return names[section];
    return names[section] + (m_sortOrder == Qt::AscendingOrder ? QStringLiteral(" ▲") : QStringLiteral(" ▼"));
}

QHash<int, QByteArray> ComparisonTableModel::roleNames() const
{
    return {{Qt::DisplayRole, "display"}, {Qt::ToolTipRole, "toolTip"}, {SortRole, "sortKey"}};
}

void ComparisonTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    beginResetModel();
    m_sortColumn = column;
    m_sortOrder = order;
    sortRows();
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emit sortChanged();
}

void ComparisonTableModel::sortBy(int column)
{
    if (column == m_sortColumn)
        sort(column, m_sortOrder == Qt::AscendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder);
    else // the largest differences and the surest first; words from A
        sort(column, column == Size ? Qt::DescendingOrder : Qt::AscendingOrder);
}

void ComparisonTableModel::sortRows()
{
    const int column = m_sortColumn;
    const bool ascending = m_sortOrder == Qt::AscendingOrder;
    const auto less = [this, column](const Row &a, const Row &b) {
        const QVariant x = sortKey(a, column);
        const QVariant y = sortKey(b, column);
        if (x.typeId() == QMetaType::Double)
            return x.toDouble() < y.toDouble();
        return QString::localeAwareCompare(x.toString(), y.toString()) < 0;
    };
    std::stable_sort(
        m_rows.begin(), m_rows.end(), [&](const Row &a, const Row &b) { return ascending ? less(a, b) : less(b, a); });
}
