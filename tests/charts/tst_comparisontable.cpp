// The window's table of differences (ComparisonTableModel): a row for each
// pair of the last study's generators and headline metric, worded from the
// same reading of each comparison as the CLI's text, with the panes' names;
// sorted by a column, again the other way round; in German with German
// numbers. QAbstractItemModelTester watches every change.

#include "catalogtext.h"
#include "chartsmodel.h"
#include "comparisontablemodel.h"
#include "languageswitcher.h"
#include "metriccatalog.h"
#include "specof.h"
#include "studycolumns.h"
#include "studycontroller.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace mazestudy;

namespace {

QString cell(const ComparisonTableModel &table, int row, int column, int role = Qt::DisplayRole)
{
    return table.data(table.index(row, column), role).toString();
}

// The row of a metric's comparison, or -1.
int rowOf(const ComparisonTableModel &table, const QString &metric)
{
    for (int row = 0; row < table.rowCount(); ++row) {
        if (cell(table, row, ComparisonTableModel::Metric) == metric)
            return row;
    }
    return -1;
}

// Whether the column's sort keys run in `order` down the rows.
bool sortedBy(const ComparisonTableModel &table, int column, Qt::SortOrder order)
{
    for (int row = 1; row < table.rowCount(); ++row) {
        const QVariant a = table.data(table.index(row - 1, column), ComparisonTableModel::SortRole);
        const QVariant b = table.data(table.index(row, column), ComparisonTableModel::SortRole);
        const int compared = a.typeId() == QMetaType::Double ? (a.toDouble() < b.toDouble() ? -1
                                     : a.toDouble() > b.toDouble()                          ? 1
                                                                                            : 0)
                                                             : QString::localeAwareCompare(a.toString(), b.toString());
        if (order == Qt::AscendingOrder ? compared > 0 : compared < 0)
            return false;
    }
    return true;
}

} // namespace

class TestComparisonTable : public QObject {
    Q_OBJECT

private:
    ChartsModel m_charts;

private slots:
    void initTestCase()
    {
        // Wilson's mazes have about 19 points more dead-end cells than the backtracker's.
        QSignalSpy finished(m_charts.study(), &StudyController::finished);
        QVERIFY(m_charts.study()->start(studyOf({"backtracker", "wilson"}, 21, 21, 60, 1, 2)));
        QVERIFY(finished.wait(300000));
        QVERIFY(finished.front().front().toBool());
    }

    void wordsEachDifference()
    {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        ComparisonTableModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QVERIFY(table.empty());
        table.setOutcome(m_charts.studyOutcome());
        QVERIFY(!table.empty());
        QCOMPARE(table.columnCount(), 4);
        const int row = rowOf(table, QStringLiteral("Dead ends"));
        QVERIFY(row >= 0);
        // The same reading as the CLI's text: the higher first, the interval's decimals.
        const auto &comparisons = m_charts.studyOutcome()->comparisons;
        const auto deadEnds = std::find_if(comparisons.begin(), comparisons.end(), [](const StudyComparison &c) {
            return metricCatalog()[c.metric].name == std::string("dead_end_cell_share");
        });
        QVERIFY(deadEnds != comparisons.end());
        const ComparisonReading reading = *readComparison(*deadEnds);
        QCOMPARE(reading.higher, size_t(1));
        const auto points
            = [&](double share) { return QString::number(share * 100, 'f', std::max(0, reading.decimals - 2)); };
        QCOMPARE(cell(table, row, ComparisonTableModel::Finding),
            QStringLiteral("Dead ends with %1 are %2 points higher than with %3, 95% CI %4 to %5; certain")
                .arg(CatalogText::generatorName(QStringLiteral("wilson")), points(reading.difference),
                    CatalogText::generatorName(QStringLiteral("backtracker")), points(reading.low),
                    points(reading.high)));
        QVERIFY(cell(table, row, ComparisonTableModel::Size).startsWith(QLatin1String("large (d = ")));
        QCOMPARE(cell(table, row, ComparisonTableModel::Certainty), QStringLiteral("certain (p < 0.001)"));

        // Every sentence has its unit (#43, item 4): a count says "more" of
        // what its metric counts; the corridors' mean says whose mean it is.
        const int branches = rowOf(table, QStringLiteral("Side branches"));
        QVERIFY(branches >= 0);
        const QString finding = cell(table, branches, ComparisonTableModel::Finding);
        QVERIFY2(QRegularExpression(QStringLiteral("^Side branches with .+ are [0-9.]+ more than with .+, 95% CI "))
                     .match(finding)
                     .hasMatch(),
            qPrintable(finding));
        QVERIFY(rowOf(table, QStringLiteral("Mean corridor lengths (each maze's mean)")) >= 0);
        QCOMPARE(table.leftOut(), QString());
    }

    // A generator whose mazes lack a metric (the automaton has no cells)
    // has no rows for it, and the table says so rather than leave it unsaid.
    void saysWhoIsLeftOut()
    {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        auto outcome = std::make_shared<StudyOutcome>(*m_charts.studyOutcome());
        outcome->config.specs.push_back(specOf("automaton", 21, 21, 1));
        const auto metricIndex = [](const char *name) {
            for (size_t i = 0; i < metricCatalog().size(); ++i) {
                if (metricCatalog()[i].name == std::string(name))
                    return i;
            }
            return size_t(0);
        };
        // The automaton compared for its corridors, not for its cells' dead ends.
        StudyComparison corridors = outcome->comparisons.front();
        corridors.metric = metricIndex("corridor_mean_length");
        corridors.a = 0;
        corridors.b = 2;
        outcome->comparisons.push_back(corridors);
        ComparisonTableModel table;
        table.setOutcome(outcome);
        const QString automaton = CatalogText::generatorName(QStringLiteral("automaton"));
        // One sentence for the automaton, naming every metric it lacks, dead ends first.
        QVERIFY2(table.leftOut().startsWith(QStringLiteral("Dead ends")), qPrintable(table.leftOut()));
        QVERIFY2(table.leftOut().count(QStringLiteral("no rows for ")) == 1, qPrintable(table.leftOut()));
        QVERIFY2(table.leftOut().contains(QStringLiteral(": no rows for %1, whose mazes have").arg(automaton)),
            qPrintable(table.leftOut()));
        QVERIFY2(!table.leftOut().contains(QStringLiteral("Mean corridor")), qPrintable(table.leftOut()));
    }

    // A study of solvers adds a row for each solver's steps, worded as the
    // CLI reads the comparison of its steps column; its other figures
    // (cells visited, memory, success) are left to the exports.
    void comparesEachSolversSteps()
    {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        ChartsModel charts;
        StudyConfig config = studyOf({"backtracker", "binary-tree"}, 21, 21, 40, 1, 2);
        config.solvers = {"wall-follower-left", "bfs"};
        QSignalSpy finished(charts.study(), &StudyController::finished);
        QVERIFY(charts.study()->start(config));
        QVERIFY(finished.wait(300000));
        QVERIFY(finished.front().front().toBool());
        ComparisonTableModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::Fatal);
        table.setOutcome(charts.studyOutcome());

        const auto columns = studyColumns(config.solvers);
        const auto &comparisons = charts.studyOutcome()->comparisons;
        const auto readingOf = [&](const char *name) {
            const size_t column = studyColumnIndex(columns, name);
            const auto found = std::find_if(comparisons.begin(), comparisons.end(),
                [column](const StudyComparison &c) { return c.metric == column; });
            return found == comparisons.end() ? std::nullopt : readComparison(*found);
        };
        // The binary tree's corridors run along its north and west walls: the
        // left hand goes straight down them, the right hand into every branch.
        const QString wallFollower = CatalogText::solverName(QStringLiteral("wall-follower-left"));
        const int row = rowOf(table, QStringLiteral("Steps of %1").arg(wallFollower));
        QVERIFY(row >= 0);
        const auto reading = readingOf("wall-follower-left.steps");
        QVERIFY(reading);
        QCOMPARE(reading->lower, size_t(1));
        const auto steps = [&](double value) { return QString::number(value, 'f', reading->decimals); };
        QCOMPARE(cell(table, row, ComparisonTableModel::Finding),
            QStringLiteral("Steps of %1 with %2 are %3 steps higher than with %4, 95% CI %5 to %6; certain")
                .arg(wallFollower, CatalogText::generatorName(QStringLiteral("backtracker")),
                    steps(reading->difference), CatalogText::generatorName(QStringLiteral("binary-tree")),
                    steps(reading->low), steps(reading->high)));
        QVERIFY(rowOf(table, QStringLiteral("Steps of %1").arg(CatalogText::solverName(QStringLiteral("bfs")))) >= 0);
        int solverRows = 0;
        for (int r = 0; r < table.rowCount(); ++r)
            solverRows += cell(table, r, ComparisonTableModel::Metric).startsWith(QLatin1String("Steps of ")) ? 1 : 0;
        QCOMPARE(solverRows, 2); // one pair of generators, two solvers
        QVERIFY(rowOf(table, QStringLiteral("Dead ends")) >= 0);
        QCOMPARE(table.leftOut(), QString());

        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        QTRY_VERIFY(
            rowOf(table, QStringLiteral("Schritte von %1").arg(CatalogText::solverName("wall-follower-left"))) >= 0);
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void sortsByAColumnAndBack()
    {
        ComparisonTableModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::Fatal);
        table.setOutcome(m_charts.studyOutcome());
        QVERIFY(table.rowCount() >= 5);
        // The largest differences first, until a header is clicked.
        QCOMPARE(table.sortColumn(), int(ComparisonTableModel::Size));
        QVERIFY(sortedBy(table, ComparisonTableModel::Size, Qt::DescendingOrder));
        QVERIFY(table.headerData(ComparisonTableModel::Size, Qt::Horizontal).toString().endsWith(QStringLiteral("▼")));
        QSignalSpy sorted(&table, &ComparisonTableModel::sortChanged);
        for (const int column :
            {ComparisonTableModel::Metric, ComparisonTableModel::Finding, ComparisonTableModel::Certainty}) {
            table.sortBy(column);
            QCOMPARE(table.sortColumn(), column);
            QCOMPARE(table.sortOrder(), Qt::AscendingOrder);
            QVERIFY2(sortedBy(table, column, Qt::AscendingOrder), qPrintable(QString::number(column)));
            QVERIFY(table.headerData(column, Qt::Horizontal).toString().endsWith(QStringLiteral("▲")));
            table.sortBy(column);
            QCOMPARE(table.sortOrder(), Qt::DescendingOrder);
            QVERIFY2(sortedBy(table, column, Qt::DescendingOrder), qPrintable(QString::number(column)));
        }
        QCOMPARE(sorted.count(), 6);
        // Both ways round are different orders: the first row changes.
        table.sortBy(ComparisonTableModel::Metric);
        const QString first = cell(table, 0, ComparisonTableModel::Metric);
        table.sortBy(ComparisonTableModel::Metric);
        QVERIFY(cell(table, 0, ComparisonTableModel::Metric) != first);
    }

    // German words and numbers (a decimal comma), as the language switches.
    void speaksGerman()
    {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        ComparisonTableModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::Fatal);
        table.setOutcome(m_charts.studyOutcome());
        QVERIFY(rowOf(table, QStringLiteral("Dead ends")) >= 0);
        QVERIFY(languages.setLanguage(QStringLiteral("de")));
        QTRY_VERIFY(rowOf(table, QStringLiteral("Sackgassen")) >= 0);
        const QString finding = cell(table, rowOf(table, QStringLiteral("Sackgassen")), ComparisonTableModel::Finding);
        QVERIFY2(
            finding.contains(QRegularExpression(QStringLiteral("^Sackgassen liegen bei „.*“ \\d+,\\d+ Punkte höher "
                                                               "als bei „.*“, 95-%-KI \\d+,\\d+ bis \\d+,\\d+; "
                                                               "sicher$"))),
            qPrintable(finding));
        QVERIFY(
            table.headerData(ComparisonTableModel::Metric, Qt::Horizontal).toString() == QStringLiteral("Kennzahl"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestComparisonTable)
#include "tst_comparisontable.moc"
