// The call-stack panel as the window shows it (issue #43, item 1). A pane is
// stepped in seeded random orders of every action that moves it (step, step
// over, step out, back, a timeline drag, Generate and Step again, a new maze),
// and after each action every row of the panel's model, and every row its
// list shows, is the stack of a fresh generator of the pane's spec after the
// stepper's move: what mazestudy-cli replay --at prints. The stepped pane is
// the second one so that, as in the window, the panel turns to the first pane
// while this one is not stepped and back when it is: the list's delegates
// then outlive a change of its model, which is where the panel went wrong.

#include "callstackmodel.h"
#include "comparison.h"
#include "framedescription.h"
#include "generatorcatalog.h"
#include "itemchecks.h"
#include "panelistmodel.h"
#include "panemodel.h"
#include "panestepper.h"

#include <QAbstractItemModelTester>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

using namespace mazestudy;
using itemchecks::findItem;

namespace {

// One row of the panel as its delegate takes it (StackPanel.qml's required properties).
QString rowText(const QString &call, const QString &order, const QString &trying, const QString &done, bool top)
{
    return QStringLiteral("%1 | %2 | trying %3 | done %4%5")
        .arg(call, order, trying, done, top ? QStringLiteral(" | top") : QString());
}

// The replay's stack after `move` moves, deepest call first: a fresh
// generator of the spec, with no Timeline, keyframe, worker or model between.
QStringList replayedRows(const MazeSpec &spec, uint64_t move)
{
    const std::unique_ptr<Generator> generator = makeGenerator(spec);
    while (generator->moves() < move && !generator->finished())
        generator->step();
    const CallStyle style = callStyleOf(spec.generator);
    const size_t depth = callDepth(*generator);
    QStringList rows;
    for (size_t i = depth; i-- > 0;) {
        const FrameDescription frame = describeFrame(*generator, i);
        const std::optional<Direction> trying = frame.trying ? frame.trying : frame.next;
        QStringList done;
        for (int d = 0; d < frame.done && size_t(d) < frame.order.size(); ++d)
            done << QString::fromLatin1(directionName(frame.order[size_t(d)]));
        rows << rowText(QString::fromStdString(frame.call), QString::fromStdString(orderText(style, frame)),
            trying ? QString::fromLatin1(directionName(*trying)) : QString(), done.join(QStringLiteral(", ")),
            i + 1 == depth);
    }
    return rows;
}

QStringList modelRows(const CallStackModel &model)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        rows << rowText(index.data(CallStackModel::CallRole).toString(),
            index.data(CallStackModel::OrderRole).toString(), index.data(CallStackModel::TryingRole).toString(),
            index.data(CallStackModel::DoneRole).toString(), index.data(CallStackModel::TopRole).toBool());
    }
    return rows;
}

// "row: text" for the rows the list has delegates for (those in view), as
// they show them, and as `expected` has them.
void shownRows(QQuickItem *list, const QStringList &expected, QStringList &shown, QStringList &wanted)
{
    QMetaObject::invokeMethod(list, "forceLayout");
    const int count = list->property("count").toInt();
    for (int row = 0; row < count; ++row) {
        QQuickItem *item = nullptr;
        QMetaObject::invokeMethod(list, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, item), Q_ARG(int, row));
        if (!item)
            continue;
        const QString at = QString::number(row) + QStringLiteral(": ");
        shown << at
                + rowText(item->property("call").toString(), item->property("order").toString(),
                    item->property("trying").toString(), item->property("done").toString(),
                    item->property("isTop").toBool());
        wanted << at + (row < expected.size() ? expected[row] : QStringLiteral("(no such row)"));
    }
}

uint64_t totalMovesOf(const MazeSpec &spec)
{
    const std::unique_ptr<Generator> generator = makeGenerator(spec);
    generator->run();
    return generator->moves();
}

} // namespace

class TestStackPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void showsTheReplaysStackAfterEveryAction_data();
    void showsTheReplaysStackAfterEveryAction();
};

void TestStackPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStackPanel::showsTheReplaysStackAfterEveryAction_data()
{
    QTest::addColumn<QString>("generator");
    QTest::addColumn<double>("braid");
    for (const GeneratorInfo &info : generatorCatalog()) {
        MazeSpec spec;
        spec.generator = info.id;
        spec.rows = 15;
        spec.cols = 15;
        // A lab generator needs a script of its own and runs in the lab's helper.
        if (info.origin == GeneratorOrigin::Lab || !makeGenerator(spec)->callStack())
            continue;
        QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id) << 0.0;
        QTest::newRow((info.id + " braided").c_str()) << QString::fromStdString(info.id) << 0.5;
    }
}

void TestStackPanel::showsTheReplaysStackAfterEveryAction()
{
    QFETCH(QString, generator);
    QFETCH(double, braid);
    Comparison comparison;
    comparison.setGenerators({QStringLiteral("binary-tree"), generator});
    comparison.setSpeed(PaneWorker::InstantSpeed);
    comparison.setProperty("showStack", true);
    PaneModel *pane = comparison.panes()->at(1);
    pane->setBraid(braid);
    // The window's panes have made their mazes.
    QVERIFY(comparison.setSize(15, 15));
    QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 10000));

    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import MazeStudy\nComparisonView { width: 1280; height: 800 }", QUrl());
    std::unique_ptr<QObject> root(
        component.createWithInitialProperties({{QStringLiteral("comparison"), QVariant::fromValue(&comparison)}}));
    QVERIFY2(root, qPrintable(component.errorString()));
    QQuickWindow window;
    window.resize(1280, 800);
    auto *view = qobject_cast<QQuickItem *>(root.get());
    view->setParentItem(window.contentItem());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QQuickItem *paneView = findItem(view, QStringLiteral("pane1"));
    QQuickItem *list = findItem(view, QStringLiteral("callStack"));
    QVERIFY(paneView && list);
    auto *stepper = paneView->property("stepper").value<PaneStepper *>();
    QVERIFY(stepper);
    QAbstractItemModelTester tester(stepper->callStack(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    enum Action { Step, Over, Out, Back, Drag, Generate, NewMaze, ActionCount };
    static const char *const names[] = {"step", "over", "out", "back", "drag", "generate", "new maze"};
    QRandomGenerator random(43);
    QStringList actions;
    for (int i = 0; i < 40; ++i) {
        const auto action = Action(random.bounded(int(ActionCount)));
        actions << QString::fromLatin1(names[action]);
        switch (action) {
        case Step:
            stepper->stepForward();
            break;
        case Over:
            stepper->stepOver();
            break;
        case Out:
            stepper->stepOut();
            break;
        case Back:
            stepper->stepBack();
            break;
        case Drag: {
            // The slider's seeks, sent as it moves; those asked for while the worker is busy replace each other.
            const uint64_t total = totalMovesOf(pane->spec());
            for (int seeks = random.bounded(1, 5); seeks > 0; --seeks)
                stepper->seek(qint64(random.bounded(quint64(total) + 1)));
            break;
        }
        case Generate: {
            // Generate chosen in the mode bar, then its page's Step: a finished
            // maze is stepped from its first move, another makes its own next move.
            const bool hadMaze = pane->maze() != nullptr;
            QVERIFY(QMetaObject::invokeMethod(paneView, "choose", Q_ARG(QVariant, 0))); // PaneView.Generate
            if (hadMaze)
                QVERIFY(QTest::qWaitFor([&] { return pane->finished(); }, 10000));
            const bool finished = pane->finished();
            const qint64 before = pane->moves();
            QVERIFY(QMetaObject::invokeMethod(paneView, "step"));
            if (!finished)
                QVERIFY(QTest::qWaitFor([&] { return pane->moves() > before || pane->finished(); }, 10000));
            break;
        }
        case NewMaze:
            // The toolbar's seed: every pane makes its new maze.
            comparison.setSeed(qint64(random.bounded(1000u)));
            QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 10000));
            break;
        case ActionCount:
            break;
        }
        QVERIFY(QTest::qWaitFor([&] { return !stepper->busy(); }, 10000));
        if (!stepper->active()) {
            QCOMPARE(stepper->callStack()->rowCount(), 0);
            continue;
        }
        const QByteArray where = "after " + actions.join(QStringLiteral(", ")).toLatin1();
        QVERIFY2(list->property("model").value<QObject *>() == stepper->callStack(), where);
        const QStringList replayed = replayedRows(pane->spec(), uint64_t(stepper->position()));
        QCOMPARE(modelRows(*stepper->callStack()), replayed);
        QCOMPARE(list->property("count").toInt(), replayed.size());
        QStringList shown;
        QStringList wanted;
        shownRows(list, replayed, shown, wanted);
        QVERIFY2(!shown.isEmpty() || replayed.isEmpty(), where);
        if (shown != wanted)
            qWarning().noquote() << where;
        QCOMPARE(shown, wanted);
    }
}

QTEST_MAIN(TestStackPanel)
#include "tst_stackpanel.moc"
