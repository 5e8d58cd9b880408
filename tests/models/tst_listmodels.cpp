// The list models behind the window, under QAbstractItemModelTester: the
// panes, the generator catalogue and a pane's options.

#include "comparison.h"
#include "generatorcatalog.h"
#include "generatorlistmodel.h"
#include "optionlistmodel.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

class TestListModels : public QObject {
    Q_OBJECT

private slots:
    void paneListAddsAndRemoves();
    void generatorListMirrorsTheCatalogue();
    void optionListFollowsTheGenerator();
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
        QCOMPARE(options->data(index, OptionListModel::IsChoiceRole).toBool(), isChoice);
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

QTEST_GUILESS_MAIN(TestListModels)
#include "tst_listmodels.moc"
