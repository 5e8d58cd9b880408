// The list models behind the window, under QAbstractItemModelTester: the
// panes, the generator catalogue and a pane's options.

#include "comparison.h"
#include "generatorcatalog.h"
#include "generatorlistmodel.h"
#include "labcatalog.h"
#include "optionlistmodel.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>

class TestListModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerLabGenerator(); }
    void paneListAddsAndRemoves();
    void generatorListMirrorsTheCatalogue();
    void optionListFollowsTheGenerator();
    void everyOptionHasItsEditorAndItsWords();
};

void TestListModels::paneListAddsAndRemoves()
{
    Comparison comparison;
    PaneListModel *panes = comparison.panes();
    QAbstractItemModelTester tester(panes, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(panes->rowCount(), int(mazestudy::seedGeneratorIds().size()));
    QSignalSpy count(panes, &PaneListModel::countChanged);

    comparison.addPane(QStringLiteral("automaton"));
    QCOMPARE(panes->rowCount(), 5);
    QCOMPARE(count.count(), 1);
    auto *added = panes->data(panes->index(4), PaneListModel::PaneRole).value<PaneModel *>();
    QVERIFY(added);
    QCOMPARE(added->generatorId(), QStringLiteral("automaton"));
    QCOMPARE(panes->data(panes->index(4), Qt::DisplayRole).toString(), added->generatorName());

    // A pane that changes its generator tells the list.
    QSignalSpy changed(panes, &QAbstractItemModel::dataChanged);
    added->setGeneratorId(QStringLiteral("backtracker"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 4);

    QPointer<PaneModel> removed = panes->at(1);
    comparison.removePane(1);
    QCOMPARE(panes->rowCount(), 4);
    QVERIFY(QTest::qWaitFor([&] { return removed.isNull(); }));
    QVERIFY(!panes->at(4));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("is not valid")));
    QVERIFY(!panes->data(panes->index(9), PaneListModel::PaneRole).isValid());

    // Up to the cap, and never below one pane.
    for (int i = 0; i < 10; ++i)
        comparison.addPane();
    QCOMPARE(panes->rowCount(), Comparison::MaxPanes);
    for (int i = 0; i < 10; ++i)
        comparison.removePane(0);
    QCOMPARE(panes->rowCount(), 1);
    comparison.setGenerators({QStringLiteral("automaton"), QStringLiteral("nonsense"), QStringLiteral("backtracker")});
    QCOMPARE(panes->rowCount(), 2);
}

void TestListModels::generatorListMirrorsTheCatalogue()
{
    GeneratorListModel generators;
    QAbstractItemModelTester tester(&generators, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto &catalog = mazestudy::generatorCatalog();
    QCOMPARE(generators.rowCount(), int(catalog.size()));
    for (int row = 0; row < generators.rowCount(); ++row) {
        const QModelIndex index = generators.index(row);
        const QString id = QString::fromStdString(catalog[size_t(row)].id);
        QCOMPARE(generators.data(index, GeneratorListModel::IdRole).toString(), id);
        QCOMPARE(
            generators.data(index, GeneratorListModel::OddSizesOnlyRole).toBool(), catalog[size_t(row)].oddSizesOnly);
        QVERIFY(!generators.data(index, GeneratorListModel::NameRole).toString().isEmpty());
        QVERIFY(!generators.data(index, GeneratorListModel::SummaryRole).toString().isEmpty());
        QCOMPARE(generators.indexOf(id), row);
        QCOMPARE(generators.idAt(row), id);
    }
    QCOMPARE(generators.indexOf(QStringLiteral("nonsense")), -1);
    QVERIFY(generators.idAt(99).isEmpty());
}

void TestListModels::optionListFollowsTheGenerator()
{
    PaneModel pane;
    OptionListModel *options = pane.options();
    QAbstractItemModelTester tester(options, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(options->rowCount(), 0);
    QSignalSpy count(options, &OptionListModel::countChanged);
    pane.setGeneratorId(QStringLiteral("automaton"));
    QCOMPARE(count.count(), 1);
    const auto &infos = mazestudy::findGenerator("automaton")->options;
    QCOMPARE(options->rowCount(), int(infos.size()));
    for (int row = 0; row < options->rowCount(); ++row) {
        const QModelIndex index = options->index(row);
        const auto &info = infos[size_t(row)];
        QCOMPARE(options->data(index, OptionListModel::KeyRole).toString(), QString::fromStdString(info.key));
        QCOMPARE(
            options->data(index, OptionListModel::ValueRole).toString(), QString::fromStdString(info.defaultValue));
        const bool isChoice = info.values.find("..") == std::string::npos;
        QCOMPARE(options->data(index, OptionListModel::KindRole).toInt(),
            int(isChoice ? OptionListModel::Choice : OptionListModel::Whole));
        if (isChoice) {
            const QStringList choices = options->data(index, OptionListModel::ChoicesRole).toStringList();
            QCOMPARE(choices.join(QLatin1Char('|')), QString::fromStdString(info.values));
            QCOMPARE(options->data(index, OptionListModel::ChoiceLabelsRole).toStringList().size(), choices.size());
        } else {
            QVERIFY(options->data(index, OptionListModel::MinimumRole).toInt()
                < options->data(index, OptionListModel::MaximumRole).toInt());
        }
        QVERIFY(!options->data(index, OptionListModel::LabelRole).toString().isEmpty());
        QVERIFY(!options->data(index, OptionListModel::HelpRole).toString().isEmpty());
    }

    // An edit goes to the pane, which applies it and updates the row.
    QSignalSpy changed(options, &QAbstractItemModel::dataChanged);
    options->setValue(0, QStringLiteral("previous-sweep"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(options->data(options->index(0), OptionListModel::ValueRole).toString(), QStringLiteral("previous-sweep"));
    // The same value again changes nothing.
    options->setValue(0, QStringLiteral("previous-sweep"));
    QCOMPARE(changed.count(), 1);

    pane.setGeneratorId(QStringLiteral("rotating-dfs"));
    QCOMPARE(options->rowCount(), 0);
    QCOMPARE(count.count(), 2);
}

// Every option of every generator gets the editor of its kind, a label, a
// help text and labels for its choices, not the engine's raw ids (#43, item 2).
void TestListModels::everyOptionHasItsEditorAndItsWords()
{
    PaneModel pane;
    OptionListModel *options = pane.options();
    const std::map<std::string, OptionListModel::Kind> kinds
        = {{"rule", OptionListModel::Text}, {"density", OptionListModel::Decimal}, {"region", OptionListModel::Decimal},
            {"generations", OptionListModel::Whole}, {"variant", OptionListModel::Choice},
            {"shifts", OptionListModel::Whole}, {"time-limit", OptionListModel::Whole}};
    std::set<std::string> seen;
    for (const mazestudy::GeneratorInfo &info : mazestudy::generatorCatalog()) {
        pane.setGeneratorId(QString::fromStdString(info.id));
        for (int row = 0; row < options->rowCount(); ++row) {
            const QModelIndex index = options->index(row);
            const QString key = options->data(index, OptionListModel::KeyRole).toString();
            const QString what = QString::fromStdString(info.id) + QLatin1Char(' ') + key;
            const QString label = options->data(index, OptionListModel::LabelRole).toString();
            QVERIFY2(!label.isEmpty() && label != key, qPrintable(what));
            QVERIFY2(!options->data(index, OptionListModel::HelpRole).toString().isEmpty(), qPrintable(what));
            const QStringList choices = options->data(index, OptionListModel::ChoicesRole).toStringList();
            const QStringList labels = options->data(index, OptionListModel::ChoiceLabelsRole).toStringList();
            for (int i = 0; i < choices.size(); ++i)
                QVERIFY2(labels[i] != choices[i], qPrintable(what + QLatin1Char('=') + choices[i]));
            if (const auto kind = kinds.find(key.toStdString()); kind != kinds.end()) {
                QCOMPARE(options->data(index, OptionListModel::KindRole).toInt(), int(kind->second));
                seen.insert(kind->first);
            }
        }
    }
    QCOMPARE(seen.size(), kinds.size());

    // Two Prim panes tell apart by their titles' options.
    pane.setGeneratorId(QStringLiteral("prim"));
    QCOMPARE(pane.optionsText(), QString());
    pane.setOption(QStringLiteral("variant"), QStringLiteral("edge"));
    QCOMPARE(pane.optionsText(), QStringLiteral("Variant: Edge (simplified Prim)"));
    pane.setGeneratorId(QStringLiteral("life"));
    for (int row = 0; row < options->rowCount(); ++row) {
        const QModelIndex index = options->index(row);
        if (options->data(index, OptionListModel::KeyRole).toString() == QLatin1String("density")) {
            QCOMPARE(options->data(index, OptionListModel::MinimumRole).toDouble(), 0.0);
            QCOMPARE(options->data(index, OptionListModel::MaximumRole).toDouble(), 1.0);
            QCOMPARE(options->data(index, OptionListModel::ValueRole).toString(), QStringLiteral("0.5"));
        }
        if (options->data(index, OptionListModel::KeyRole).toString() == QLatin1String("rule"))
            QCOMPARE(options->data(index, OptionListModel::PatternRole).toString(), QStringLiteral("B.../S..."));
    }
}

QTEST_GUILESS_MAIN(TestListModels)
#include "tst_listmodels.moc"
