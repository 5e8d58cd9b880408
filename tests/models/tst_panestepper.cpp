// Stepping a pane through its recursion: after steps, back, seek, step over,
// step out and runs to a depth or a unit, the pane's stepper shows the same
// position, depth, frames, narration and layer as a core Timeline driven the
// same way; all panes move in lock-step by move count; the call-stack model
// passes QAbstractItemModelTester and stays cheap on very deep stacks.

#include "callstackmodel.h"
#include "framedescription.h"
#include "mazelayer.h"
#include "modelchecks.h"
#include "panemodel.h"
#include "panestepper.h"
#include "timeline.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace mazestudy;
using namespace modelchecks;

namespace {
std::unique_ptr<PaneModel> paneFor(const MazeSpec &spec)
{
    auto pane = std::make_unique<PaneModel>();
    pane->setSpec(spec);
    return pane;
}

// Everything the window shows of a stepping pane equals the engine's timeline.
void compare(const PaneStepper &stepper, Timeline &reference, const char *where)
{
    const QByteArray at = QByteArray(where) + " at move " + QByteArray::number(qint64(reference.position()));
    QVERIFY2(stepper.active(), at);
    QCOMPARE(stepper.position(), qint64(reference.position()));
    QCOMPARE(stepper.totalMoves(), qint64(reference.totalMoves()));
    QCOMPARE(stepper.depth(), int(reference.depth()));
    QCOMPARE(stepper.canGoBack(), reference.position() > 0);
    QCOMPARE(stepper.atEnd(), reference.atEnd());
    QCOMPARE(stepper.narration(), PaneStepper::translate(reference.narration()));
    // Untranslated, the line is the engine's English one.
    QCOMPARE(stepper.narration(), QString::fromStdString(narrationText(reference.narration())));
    QVERIFY2(stepper.timeline()->state().grid() == reference.state().grid(), at);

    const CallStackModel &stack = *stepper.callStack();
    QCOMPARE(stack.rowCount(), int(reference.depth()));
    for (int row : {0, 1, stack.rowCount() / 2, stack.rowCount() - 1}) {
        if (row < 0 || row >= stack.rowCount())
            continue;
        const FrameDescription frame = reference.frame(reference.depth() - 1 - size_t(row));
        const QModelIndex index = stack.index(row);
        QCOMPARE(index.data(CallStackModel::CallRole).toString(), QString::fromStdString(frame.call));
        QCOMPARE(index.data(CallStackModel::OrderRole).toString(),
            QString::fromStdString(orderText(reference.style(), frame)));
        QCOMPARE(index.data(CallStackModel::RowRole).toInt(), frame.unit.row);
        QCOMPARE(index.data(CallStackModel::ColumnRole).toInt(), frame.unit.col);
        QCOMPARE(index.data(CallStackModel::TopRole).toBool(), row == 0);
        const auto trying = frame.trying ? frame.trying : frame.next;
        QCOMPARE(index.data(CallStackModel::TryingRole).toString(),
            trying ? QString::fromLatin1(directionName(*trying)) : QString());
        QCOMPARE(index.data(CallStackModel::DoneRole).toString().count(QLatin1Char(',')), std::max(0, frame.done - 1));
    }

    // The layer: the current unit in blue, every considered neighbour green, grid walls as walls.
    const MazeLayer &layer = *stepper.pane()->mazeLayer();
    QCOMPARE(layer.rows(), reference.state().grid().rows());
    if (!reference.atEnd()) {
        if (const auto current = reference.currentUnit())
            QCOMPARE(layer.stateAt(current->row, current->col), int(MazeLayer::Current));
        const Grid &grid = reference.state().grid();
        for (const Point p : reference.considered()) {
            // Neighbours already visited stay red; the unvisited ones are green.
            if (grid.data()[grid.index(p.row, p.col)] == Grid::Wall)
                QCOMPARE(layer.stateAt(p.row, p.col), int(MazeLayer::Considered));
        }
    }
    QCOMPARE(stepper.currentUnit(),
        reference.atEnd() || !reference.currentUnit()
            ? QPoint(-1, -1)
            : QPoint(reference.currentUnit()->col, reference.currentUnit()->row));
    // The arrows are the timeline's.
    for (const PaneStepper::ArrowAt &arrow : stepper.arrows())
        QCOMPARE(reference.arrow(arrow.cell), std::optional<Direction>(arrow.direction));
}
} // namespace

class TestPaneStepper : public QObject {
    Q_OBJECT

private slots:
    void matchesTheTimeline_data();
    void matchesTheTimeline();
    void startsWhereThePaneRunReached();
    void resetAndSpecChangeDropTheTimeline();
    void lockStepByMoveCount();
    void callStackUnderTheTester();
    void deepStacksStayCheap();
    void matchesCliReplay();
};

void TestPaneStepper::matchesTheTimeline_data()
{
    QTest::addColumn<QString>("generator");
    QTest::newRow("backtracker") << "backtracker";
    QTest::newRow("rotating-dfs") << "rotating-dfs";
    QTest::newRow("permutation-dfs") << "permutation-dfs";
    QTest::newRow("automaton") << "automaton";
}

void TestPaneStepper::matchesTheTimeline()
{
    QFETCH(QString, generator);
    const MazeSpec mazeSpec = spec(generator.toLatin1().constData(), 21, 21, 7);
    auto pane = paneFor(mazeSpec);
    PaneStepper stepper;
    stepper.setPane(pane.get());
    QSignalSpy changed(&stepper, &PaneStepper::changed);
    QAbstractItemModelTester tester(stepper.callStack(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    Timeline reference(mazeSpec);
    const uint64_t total = reference.totalMoves();

    // Forward one move at a time.
    for (int i = 0; i < 40; ++i) {
        stepper.stepForward();
        reference.stepForward();
        compare(stepper, reference, "step");
    }
    QCOMPARE(changed.count(), 40);
    // Back.
    for (int i = 0; i < 7; ++i) {
        stepper.stepBack();
        reference.stepBack();
        compare(stepper, reference, "back");
    }
    // Seek both ways, the ends included, and past the end (clamped).
    for (const uint64_t k : {total / 2, uint64_t(3), total, uint64_t(0), total / 3, total - 1}) {
        stepper.seek(qint64(k));
        reference.seek(k);
        compare(stepper, reference, "seek");
    }
    stepper.seek(qint64(total) + 100);
    reference.seek(total);
    compare(stepper, reference, "seek past the end");
    stepper.seek(qint64(total / 4));
    reference.seek(total / 4);
    // Step over and out, and the pauses.
    for (int i = 0; i < 5; ++i) {
        stepper.stepOver();
        reference.stepOver();
        compare(stepper, reference, "step over");
        stepper.stepOut();
        reference.stepOut();
        compare(stepper, reference, "step out");
    }
    stepper.seek(0);
    reference.seek(0);
    stepper.runToDepth(6);
    reference.runToDepth(6);
    compare(stepper, reference, "run to depth");
    stepper.runToUnit(9, 9);
    reference.runToUnit(Point {9, 9});
    compare(stepper, reference, "run to unit");
    // Reached forwards, backwards and by seeking: the same state at k.
    const uint64_t k = reference.position();
    stepper.runToEnd();
    reference.runToEnd();
    compare(stepper, reference, "run to end");
    QVERIFY(stepper.atEnd());
    QCOMPARE(mismatches(*pane->mazeLayer(), reference.state().grid()), 0);
    stepper.seek(qint64(k));
    reference.seek(k);
    compare(stepper, reference, "back to k");
}

void TestPaneStepper::startsWhereThePaneRunReached()
{
    const MazeSpec mazeSpec = spec("backtracker", 21, 21, 3);
    auto pane = paneFor(mazeSpec);
    pane->step();
    pane->step();
    pane->step();
    QVERIFY(QTest::qWaitFor([&] { return pane->moves() == 3; }, 10000));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    stepper.stepForward();
    Timeline reference(mazeSpec);
    reference.seek(4);
    compare(stepper, reference, "after the pane's own steps");
    // A frame the worker publishes late is painted over.
    QTest::qWait(100);
    compare(stepper, reference, "after the worker's frames");
}

void TestPaneStepper::resetAndSpecChangeDropTheTimeline()
{
    auto pane = paneFor(spec("backtracker", 21, 21, 3));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    stepper.seek(50);
    QVERIFY(stepper.active());
    QCOMPARE(stepper.callStack()->rowCount(), stepper.depth());
    pane->reset();
    QVERIFY(!stepper.active());
    QCOMPARE(stepper.callStack()->rowCount(), 0);
    stepper.seek(50);
    QVERIFY(stepper.active());
    pane->setSeed(4);
    QVERIFY(!stepper.active());
    QCOMPARE(stepper.timeline(), nullptr);
}

void TestPaneStepper::lockStepByMoveCount()
{
    auto a = paneFor(spec("backtracker", 21, 21, 1));
    auto b = paneFor(spec("automaton", 21, 21, 1));
    auto c = paneFor(spec("rotating-dfs", 11, 11, 1));
    PaneStepper sa, sb, sc;
    sa.setPane(a.get());
    sb.setPane(b.get());
    sc.setPane(c.get());
    QCOMPARE(PaneStepper::of(a.get()), &sa);
    const std::vector<PaneModel *> panes {a.get(), b.get(), c.get()};
    sb.seek(10); // one pane ahead: the others catch up
    PaneStepper::stepAll(panes);
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min<qint64>(11, s->totalMoves()));
    for (int i = 0; i < 30; ++i)
        PaneStepper::stepAll(panes);
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min<qint64>(41, s->totalMoves()));
    PaneStepper::backAll(panes);
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min<qint64>(40, s->totalMoves()));
    const qint64 shortest = std::min({sa.totalMoves(), sb.totalMoves(), sc.totalMoves()});
    PaneStepper::seekAll(panes, shortest + 5);
    for (PaneStepper *s : {&sa, &sb, &sc})
        QCOMPARE(s->position(), std::min(shortest + 5, s->totalMoves()));
    // Each equals its own timeline at that move.
    Timeline reference(spec("automaton", 21, 21, 1));
    reference.seek(uint64_t(sb.position()));
    compare(sb, reference, "lock-step");
}

void TestPaneStepper::callStackUnderTheTester()
{
    auto pane = paneFor(spec("permutation-dfs", 41, 41, 5));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    QAbstractItemModelTester tester(stepper.callStack(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(stepper.callStack(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(stepper.callStack(), &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(stepper.callStack(), &QAbstractItemModel::modelReset);
    stepper.stepForward(); // activation: one reset
    QCOMPARE(reset.count(), 1);
    for (int i = 0; i < 300; ++i)
        stepper.stepForward();
    for (int i = 0; i < 100; ++i)
        stepper.stepBack();
    stepper.seek(17);
    stepper.seek(stepper.totalMoves() / 2);
    stepper.stepOut();
    stepper.stepOver();
    // Depth changes went out as row inserts and removals, not resets.
    QCOMPARE(reset.count(), 1);
    QVERIFY(inserted.count() > 0);
    QVERIFY(removed.count() > 0);
    stepper.setSelectedFrame(0);
    const QModelIndex top = stepper.callStack()->index(0);
    QCOMPARE(stepper.selectedUnit(),
        QPoint(top.data(CallStackModel::ColumnRole).toInt(), top.data(CallStackModel::RowRole).toInt()));
    stepper.setSelectedFrame(100000);
    QCOMPARE(stepper.selectedFrame(), -1);
}

void TestPaneStepper::deepStacksStayCheap()
{
    // The flame game's backtracker on 1001 x 1001 units: stacks tens of thousands of frames deep.
    const MazeSpec mazeSpec = spec("backtracker", 1001, 1001, 1);
    auto pane = paneFor(mazeSpec);
    PaneStepper stepper;
    stepper.setPane(pane.get());
    QElapsedTimer clock;
    clock.start();
    stepper.runToDepth(30000);
    const qint64 deepMs = clock.elapsed();
    QCOMPARE(stepper.depth(), 30000);
    QCOMPARE(stepper.callStack()->rowCount(), 30000);
    QSignalSpy reset(stepper.callStack(), &QAbstractItemModel::modelReset);
    clock.restart();
    for (int i = 0; i < 200; ++i)
        stepper.stepForward();
    for (int i = 0; i < 100; ++i)
        stepper.stepBack();
    const double perMoveMs = double(clock.elapsed()) / 300;
    QCOMPARE(reset.count(), 0);
    // Rows are described on demand: the top, the middle and the bottom.
    QVERIFY(stepper.callStack()->index(0).data(CallStackModel::CallRole).toString().startsWith("visit("));
    QVERIFY(!stepper.callStack()->index(15000).data(CallStackModel::OrderRole).toString().isEmpty());
    QCOMPARE(stepper.callStack()->index(stepper.callStack()->rowCount() - 1).data(CallStackModel::CallRole).toString(),
        QString::fromStdString(stepper.timeline()->frame(0).call));
    qInfo("1001 x 1001 backtracker: run to depth 30000 in %lld ms; %.2f ms a move at that depth (layer, arrows "
          "left out, stack)",
        deepMs, perMoveMs);
    QVERIFY2(perMoveMs < 100, qPrintable(QString::number(perMoveMs)));
}

void TestPaneStepper::matchesCliReplay()
{
    // mazestudy-cli replay --at k prints the same position, depth, frames and narration.
    auto pane = paneFor(spec("rotating-dfs", 21, 21, 9));
    PaneStepper stepper;
    stepper.setPane(pane.get());
    for (const int k : {0, 1, 57, 200}) {
        stepper.seek(k);
        QProcess cli;
        cli.start(QStringLiteral(MAZESTUDY_CLI),
            {"replay", "--generator", "rotating-dfs", "--size", "21x21", "--seed", "9", "--at", QString::number(k),
                "--format", "json"});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject replay = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(replay.value("moves").toInteger(), stepper.position());
        QCOMPARE(replay.value("totalMoves").toInteger(), stepper.totalMoves());
        QCOMPARE(replay.value("depth").toInt(), stepper.depth());
        QCOMPARE(replay.value("narration").toObject().value("text").toString(), stepper.narration());
        const QJsonArray frames = replay.value("frames").toArray(); // deepest first, as the panel's rows
        QCOMPARE(frames.size(), stepper.callStack()->rowCount());
        for (int row = 0; row < frames.size(); ++row) {
            const QModelIndex index = stepper.callStack()->index(row);
            QCOMPARE(frames[row].toObject().value("call").toString(), index.data(CallStackModel::CallRole).toString());
            QCOMPARE(
                frames[row].toObject().value("orderText").toString(), index.data(CallStackModel::OrderRole).toString());
        }
    }
}

QTEST_MAIN(TestPaneStepper)
#include "tst_panestepper.moc"
